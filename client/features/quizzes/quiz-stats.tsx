import { useQuery } from '@tanstack/react-query';
import type { QuizStatsDto } from '@common/schemas/quizzes';
import { ArrowLeft, Award, BarChart3, CheckCircle2, Lightbulb, ListChecks, Sparkles, ThumbsUp, TrendingUp } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { QUIZ_STATS_QUERY_KEY } from './quizzes-api';
import { subjectLabel } from './quiz-labels';
import { StatTile } from './stat-tile';
import { ViewHeading } from './view-heading';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function ReviewList({ icon: Icon, title, items, empty }: { icon: typeof ThumbsUp; title: string; items: string[]; empty: string }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 text-primary" aria-hidden />
        {title}
      </h3>
      {items.length ? (
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
          {items.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </div>
  );
}

/**
 * Your Stats (spec-2 §2): Total Quizzes, Average Score, Completed, Highest Score, the AI
 * Performance Review (strengths and recommendations from the attempts) and Recent Activity.
 */
export function QuizStats({ onBack }: { onBack: () => void }) {
  const stats = useQuery<QuizStatsDto>({ queryKey: QUIZ_STATS_QUERY_KEY });
  const s = stats.data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Button type="button" variant="ghost" size="sm" className="-ml-3 self-start" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back to Quizzes
        </Button>
        <div>
          <ViewHeading>Your Stats</ViewHeading>
          <p className="mt-1 text-muted-foreground">How your quizzes are going, and what to study next.</p>
        </div>
      </header>

      {stats.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading your stats" className="size-8" />
        </div>
      ) : stats.isError || !s ? (
        <LoadError message="Could not load your stats. Check your connection and try again." onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <>
          <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile icon={ListChecks} label="Total Quizzes" value={String(s.totalQuizzes)} tone="bg-secondary text-secondary-foreground" compact />
            <StatTile icon={BarChart3} label="Average Score" value={`${s.averageScore}%`} tone="bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300" compact />
            <StatTile icon={CheckCircle2} label="Completed" value={String(s.completed)} tone="bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" compact />
            <StatTile icon={Award} label="Highest Score" value={`${s.highestScore}%`} tone="bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300" compact />
          </section>

          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-lg">
                  <Sparkles className="size-5 text-primary" aria-hidden />
                  AI Performance Review
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-5">
                <ReviewList icon={ThumbsUp} title="Strengths" items={s.review.strengths} empty="Complete a few quizzes to see what you do best." />
                <ReviewList icon={Lightbulb} title="Recommendations" items={s.review.recommendations} empty="Take a quiz to get study recommendations." />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-lg">
                  <TrendingUp className="size-5 text-primary" aria-hidden />
                  Recent Activity
                </CardTitle>
              </CardHeader>
              <CardContent>
                {s.recentActivity.length ? (
                  <ul className="flex flex-col divide-y divide-border">
                    {s.recentActivity.map((a, i) => (
                      <li key={`${a.quizId}-${a.submittedAt}-${i}`} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                        <div className="min-w-0">
                          <p className="truncate font-medium">{a.title}</p>
                          <p className="text-xs text-muted-foreground">
                            {subjectLabel(a.subject)} · <time dateTime={a.submittedAt}>{dateFormat.format(new Date(a.submittedAt))}</time>
                          </p>
                        </div>
                        <span className="shrink-0 rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold tabular-nums">{a.score}%</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">No completed quizzes yet. Your latest results will show up here.</p>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
