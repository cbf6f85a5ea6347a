import { Brain, CalendarDays, Flame, Layers, ListChecks, Lock, Sparkles, Timer, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { levelFromXp, overallProgress, xpFromAchievements, XP_PER_LEVEL } from '@common/achievements';
import type { AchievementDto, StudyAnalyticsDto } from '@common/schemas/achievements';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { LoadError } from '@client/components/ui/load-error';
import { buttonVariants } from '@client/components/ui/button-variants';
import { Card } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/utils';
import { AchievementIcon, BADGE_LABELS } from './achievement-icon';
import { useAchievements, useStudyAnalytics } from './achievements-api';

const DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** "3 / 10", with the unit where the number is not a count (XP for levels, minutes for study time). */
function progressText(a: AchievementDto): string {
  const unit = a.rule.kind === 'level' ? ' XP' : a.rule.kind === 'study_minutes' ? ' min' : '';
  return `${a.progress.current.toLocaleString()} / ${a.progress.target.toLocaleString()}${unit}`;
}

function SummaryCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('flex flex-col gap-2 p-5', className)}>
      <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
      {children}
    </Card>
  );
}

/** Spec-2 §2: overall progress, XP from achievements and the level widget. */
function Summary({ list, xp }: { list: AchievementDto[]; xp: number }) {
  const unlocked = list.filter((a) => a.unlocked).length;
  const percent = overallProgress(unlocked, list.length);
  const { level, xpInLevel, percent: levelPercent } = levelFromXp(xp);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <SummaryCard title="Overall Progress">
        <p className="text-3xl font-bold">{percent}%</p>
        <Progress value={percent} aria-label="Achievements unlocked" aria-valuetext={`${unlocked} of ${list.length} unlocked`} />
        <p className="text-sm text-muted-foreground">
          {unlocked} of {list.length} unlocked
        </p>
      </SummaryCard>
      <SummaryCard title="XP from Achievements">
        <p className="text-3xl font-bold">{xpFromAchievements(list).toLocaleString()} XP</p>
        <p className="text-sm text-muted-foreground">Bonus XP earned by unlocking achievements.</p>
      </SummaryCard>
      <SummaryCard title="Your Level" className="sm:col-span-2 lg:col-span-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-3xl font-bold">Level {level}</p>
          <p className="text-sm text-muted-foreground">{xp.toLocaleString()} XP total</p>
        </div>
        <Progress value={levelPercent} aria-label={`Progress to level ${level + 1}`} aria-valuetext={`${xpInLevel} of ${XP_PER_LEVEL} XP`} />
        <p className="text-sm text-muted-foreground">
          {xpInLevel} / {XP_PER_LEVEL} XP · {XP_PER_LEVEL - xpInLevel} XP to level {level + 1}
        </p>
      </SummaryCard>
    </div>
  );
}

function StudyNumbers({ stats }: { stats: StudyAnalyticsDto }) {
  const minutes30 = stats.days.reduce((s, d) => s + d.minutes, 0);
  const activeDays = stats.days.filter((d) => d.events > 0).length;
  const items: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: Flame, label: 'Current streak', value: `${stats.currentStreak} ${stats.currentStreak === 1 ? 'day' : 'days'}` },
    { icon: Trophy, label: 'Longest streak', value: `${stats.longestStreak} ${stats.longestStreak === 1 ? 'day' : 'days'}` },
    { icon: CalendarDays, label: 'Active days (30 days)', value: String(activeDays) },
    { icon: Timer, label: 'Study time (30 days)', value: formatMinutes(minutes30) },
  ];
  return (
    <section aria-labelledby="study-numbers-heading" className="flex flex-col gap-3">
      <h2 id="study-numbers-heading" className="text-lg font-semibold">
        Your Study Numbers
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map(({ icon: Icon, label, value }) => (
          <li key={label}>
            <Card className="flex h-full items-center gap-3 p-4">
              <Icon className="size-5 shrink-0 text-primary" aria-hidden />
              <div className="min-w-0">
                <p className="text-xs text-muted-foreground">{label}</p>
                <p className="text-lg font-semibold">{value}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AchievementCard({ a }: { a: AchievementDto }) {
  return (
    <Card className={cn('flex h-full gap-4 p-4', !a.unlocked && 'bg-card/60')}>
      <AchievementIcon icon={a.iconName} color={a.badgeColor} locked={!a.unlocked} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <h3 className="font-semibold">{a.name}</h3>
          <span className="text-sm font-medium text-primary">+{a.xpReward} XP</span>
        </div>
        <p className="text-sm text-muted-foreground">{a.description}</p>
        {a.unlocked ? (
          <p className="text-xs text-muted-foreground">
            {BADGE_LABELS[a.badgeColor]} · Unlocked {a.unlockedAt ? DATE.format(new Date(a.unlockedAt)) : ''}
          </p>
        ) : (
          <div className="mt-1 flex flex-col gap-1">
            <Progress value={a.progress.percent} aria-label={`${a.name} progress`} aria-valuetext={progressText(a).replace(' / ', ' of ')} />
            <p className="flex items-center justify-between text-xs text-muted-foreground">
              <span className="flex items-center gap-1">
                <Lock className="size-3" aria-hidden />
                {BADGE_LABELS[a.badgeColor]}
              </span>
              <span>
                {progressText(a)}
              </span>
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}

const START_LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/ai-tutor', label: 'AI Tutor', icon: Brain },
  { to: '/quiz-generator', label: 'Quiz Generator', icon: ListChecks },
  { to: '/flashcards', label: 'Flashcards', icon: Layers },
  { to: '/study-planner', label: 'Study Planner', icon: CalendarDays },
];

/** Spec-2 §2: nothing unlocked yet points to the places where the first ones are earned. */
function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground" aria-hidden>
        <Sparkles className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">No achievements yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Start studying to unlock your first badge: ask the AI Tutor a question, take a quiz, review flashcards or plan your week.
      </p>
      <div className="mt-2 grid w-full max-w-xl grid-cols-1 gap-2 sm:grid-cols-2">
        {START_LINKS.map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className={buttonVariants({ variant: 'outline' })}>
            <Icon aria-hidden />
            {label}
          </Link>
        ))}
      </div>
    </Card>
  );
}

function Loading() {
  return (
    <div role="status" aria-label="Loading achievements" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-36 animate-pulse rounded-xl border border-border bg-muted" />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-xl border border-border bg-muted" />
        ))}
      </div>
    </div>
  );
}

function AchievementGrid({ id, title, list }: { id: string; title: string; list: AchievementDto[] }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({list.length})</span>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-labelledby={id}>
        {list.map((a) => (
          <li key={a.id} data-achievement={a.id}>
            <AchievementCard a={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The achievements page (spec-2 §2 "Achievements"): overall progress, XP from achievements, the
 * level, the unlocked and locked badges with progress, and an empty state pointing to the places
 * where the first ones are earned.
 */
export default function AchievementsPage() {
  usePageTitle('Achievements');
  const { user } = useAuth();
  const achievements = useAchievements();
  const analytics = useStudyAnalytics();
  const list = achievements.data ?? [];
  const unlocked = list
    .filter((a) => a.unlocked)
    .sort((a, b) => ((a.unlockedAt ?? '') < (b.unlockedAt ?? '') ? 1 : (a.unlockedAt ?? '') > (b.unlockedAt ?? '') ? -1 : 0));
  const locked = list.filter((a) => !a.unlocked);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Achievements</h1>
        <p className="text-muted-foreground">Earn badges and bonus XP as you study, and level up every 1,000 XP.</p>
      </header>

      {achievements.isPending ? (
        <Loading />
      ) : achievements.isError ? (
        <LoadError message="Could not load your achievements. Check your connection and try again." onRetry={() => void achievements.refetch()} retrying={achievements.isFetching} />
      ) : (
        <>
          <Summary list={list} xp={user?.xpPoints ?? 0} />
          {analytics.data && <StudyNumbers stats={analytics.data} />}
          {unlocked.length === 0 ? <EmptyState /> : <AchievementGrid id="unlocked-heading" title="Unlocked" list={unlocked} />}
          {locked.length > 0 && <AchievementGrid id="locked-heading" title="Locked" list={locked} />}
        </>
      )}
    </div>
  );
}
