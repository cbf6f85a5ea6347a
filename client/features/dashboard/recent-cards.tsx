import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CalendarDays, Layers, ListChecks } from 'lucide-react';
import { DASHBOARD_LIST_SIZE, UPCOMING_WINDOW_DAYS, recentQuizzes, upcomingTasks } from '@common/dashboard';
import type { AssignmentDto } from '@common/schemas/planner';
import type { QuizSummaryDto } from '@common/schemas/quizzes';
import { DECKS_KEY, fetchDeckPage } from '@client/features/flashcards/flashcards-api';
import { formatUpdated } from '@client/features/notes/relative-time';
import { ASSIGNMENTS_PATH } from '@client/features/planner/planner-api';
import { QUIZZES_PATH } from '@client/features/quizzes/quizzes-api';
import { usePagedList } from '@client/lib/paged-list';
import { subjectLabel } from '@client/features/quizzes/quiz-labels';
import { browserTimeZone, cn, plural } from '@client/lib/utils';
import { DashboardList, DashboardListCard, DashboardListItem } from './dashboard-card';

const RECENT_DECKS = { sort: 'recent', limit: DASHBOARD_LIST_SIZE };

/** "Recent Flashcard Decks": the three most recently changed decks with their card counts (one page from the server). */
export function RecentDecksCard() {
  const cards = useQuery({ queryKey: [...DECKS_KEY, 'recent', RECENT_DECKS], queryFn: () => fetchDeckPage(RECENT_DECKS, null) });
  const decks = cards.data?.items ?? [];
  return (
    <DashboardListCard
      title="Recent Flashcard Decks"
      icon={Layers}
      viewAllTo="/flashcards?tab=library"
      viewAllName="flashcard decks"
      query={cards}
      errorText="Couldn't load your flashcard decks."
      isEmpty={decks.length === 0}
      emptyText="No flashcard decks yet. Turn your notes into cards to start reviewing."
      create={{ to: '/flashcards', label: 'Create Flashcards' }}
    >
      <DashboardList label="Recent flashcard decks">
        {decks.map((deck) => (
          <DashboardListItem
            key={deck.id}
            to={`/flashcards?study=${encodeURIComponent(deck.id)}`}
            title={deck.name}
            meta={formatUpdated(deck.updatedAt)}
            detail={plural(deck.cardCount, 'card')}
          />
        ))}
      </DashboardList>
    </DashboardListCard>
  );
}

function scoreTone(score: number): string {
  if (score >= 80) return 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300';
  if (score >= 60) return 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300';
  return 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300';
}

/** "Recent Quizzes": only quizzes with a score, the three newest, each with its percent. */
export function RecentQuizzesCard() {
  // Just what the card shows: the three newest quizzes that have a score.
  const quizzes = usePagedList<QuizSummaryDto>(QUIZZES_PATH, { taken: 'true', limit: DASHBOARD_LIST_SIZE });
  const scored = recentQuizzes(quizzes.items);
  return (
    <DashboardListCard
      title="Recent Quizzes"
      icon={ListChecks}
      viewAllTo="/quiz-generator"
      viewAllName="quizzes"
      query={quizzes}
      errorText="Couldn't load your quizzes."
      isEmpty={scored.length === 0}
      emptyText="No quiz results yet. Take a quiz and your scores show up here."
      create={{ to: '/quiz-generator', label: 'Create Quiz' }}
    >
      <DashboardList label="Recent quizzes">
        {scored.map((quiz) => (
          <DashboardListItem
            key={quiz.id}
            to="/quiz-generator"
            title={quiz.title}
            meta={formatUpdated(quiz.createdAt)}
            detail={subjectLabel(quiz.subject)}
            aside={
              <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-sm font-semibold tabular-nums', scoreTone(quiz.score ?? 0))} aria-label={`Score ${quiz.score}%`}>
                {quiz.score}%
              </span>
            }
          />
        ))}
      </DashboardList>
    </DashboardListCard>
  );
}

/** Pending assignments the Upcoming card may show, asked of the server by due date. */
const UPCOMING_FETCH = 50;

/**
 * The due-date range that holds every task due today to 7 days ahead in any time zone (UTC-12 to
 * UTC+14), in whole UTC days so the query stays the same all day; upcomingTasks picks the exact ones.
 */
function upcomingRange(now: Date) {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { status: 'pending', from: day(-1), to: day(UPCOMING_WINDOW_DAYS + 3), limit: UPCOMING_FETCH };
}

/** "Upcoming Study Tasks": incomplete assignments due in 0–7 days, soonest three, red when ≤ 2 days. */
export function UpcomingTasksCard({ now = new Date(), timeZone = browserTimeZone() ?? 'UTC' }: { now?: Date; timeZone?: string }) {
  const assignments = usePagedList<AssignmentDto>(ASSIGNMENTS_PATH, upcomingRange(now));
  const tasks = upcomingTasks(assignments.items, now, timeZone);
  return (
    <DashboardListCard
      title="Upcoming Study Tasks"
      icon={CalendarDays}
      viewAllTo="/study-planner"
      viewAllName="study tasks"
      query={assignments}
      errorText="Couldn't load your study tasks."
      isEmpty={tasks.length === 0}
      emptyText="Nothing due in the next 7 days. Add an assignment to plan ahead."
      create={{ to: '/study-planner', label: 'Add Assignment' }}
    >
      <DashboardList label="Upcoming study tasks">
        {tasks.map(({ task, label, urgent }) => (
          <DashboardListItem
            key={task.id}
            to="/study-planner"
            title={task.title}
            detail={task.subject}
            aside={
              <span
                className={cn(
                  'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
                  urgent ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300' : 'bg-muted text-muted-foreground',
                )}
                data-urgent={urgent || undefined}
              >
                {urgent && <AlertTriangle className="size-3.5" aria-hidden />}
                {label}
                {urgent && <span className="sr-only"> (soon)</span>}
              </span>
            }
          />
        ))}
      </DashboardList>
    </DashboardListCard>
  );
}
