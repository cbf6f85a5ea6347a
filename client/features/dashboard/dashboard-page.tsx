import { useIsFetching, useQuery } from '@tanstack/react-query';
import { Brain, CalendarDays, Flame, Layers, ListChecks, NotebookPen, Trophy, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DECKS_KEY, fetchDeckPage } from '@client/features/flashcards/flashcards-api';
import { RecentNotesCard } from '@client/features/notes/recent-notes-card';
import { StudyTimerCard } from '@client/features/timer/study-timer-card';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { useAuth } from '@client/lib/auth';
import { cn, plural } from '@client/lib/utils';
import { RecentDecksCard, RecentQuizzesCard, UpcomingTasksCard } from './recent-cards';

interface DashboardLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

const PAGE_TITLE = 'Dashboard';

/** Quick-action buttons of spec-1 §2 "Dashboard"; the first (AI Tutor) is highlighted. */
const QUICK_LINKS: readonly DashboardLink[] = [
  { label: 'AI Tutor', to: '/ai-tutor', icon: Brain },
  { label: 'Smart Notes', to: '/notes', icon: NotebookPen },
  { label: 'Flashcards', to: '/flashcards', icon: Layers },
  { label: 'Quiz Generator', to: '/quiz-generator', icon: ListChecks },
  { label: 'Study Planner', to: '/study-planner', icon: CalendarDays },
];

/** The lists the four cards read (first key element); while any has no answer yet the page says so. */
const LIST_PATHS = new Set(['/api/notes', '/api/decks', '/api/quizzes', '/api/assignments']);



function Stat({ icon: Icon, label, value, tone, to, hint }: { icon: LucideIcon; label: string; value: string; tone: string; to?: string; hint?: string }) {
  const content: ReactNode = (
    <>
      <span className={cn('hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex', tone)} aria-hidden>
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm text-muted-foreground">{label}</span>
        <span className="truncate text-lg font-semibold sm:text-xl">{value}</span>
        {hint && <span className="truncate text-xs text-muted-foreground">{hint}</span>}
      </span>
    </>
  );
  return (
    <Card className="min-w-0 p-0">
      {to ? (
        <Link to={to} className="flex h-full items-center gap-3 rounded-xl p-3 transition-colors hover:bg-accent sm:gap-4 sm:p-4">
          {content}
        </Link>
      ) : (
        <div className="flex h-full items-center gap-3 p-3 sm:gap-4 sm:p-4">{content}</div>
      )}
    </Card>
  );
}

const DECK_TOTALS = { limit: 1 };

/**
 * "Cards due": how many cards the review queue holds right now — every card due for review and the
 * new cards it still introduces today — from the Library's totals, linking to the Library.
 */
function CardsDueStat() {
  const due = useQuery({ queryKey: [...DECKS_KEY, 'totals'], queryFn: () => fetchDeckPage(DECK_TOTALS, null) });
  let value = '…';
  let hint: string | undefined;
  if (due.isError) {
    value = '—';
    hint = 'Unavailable right now';
  } else if (due.data) {
    const count = due.data.totals.dueNow + due.data.totals.newToday;
    value = plural(count, 'card');
    hint = count ? 'Ready to review' : 'All caught up';
  }
  return (
    <Stat
      icon={Layers}
      label="Cards due"
      value={value}
      hint={hint}
      to="/flashcards?tab=library"
      tone="bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300"
    />
  );
}

/**
 * Signed-in home (spec-1 §2 "Dashboard"): greeting, XP, streaks and cards due, the quick actions,
 * the pomodoro study timer, and the four activity cards (notes, decks, scored quizzes, upcoming
 * tasks), each with its own loading, empty and error state.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  usePageTitle(PAGE_TITLE);
  const listsLoading = useIsFetching({ predicate: (q) => LIST_PATHS.has(String(q.queryKey[0])) && q.state.data === undefined }) > 0;
  if (!user) return null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Welcome back, {user.firstName}!</h1>
        <p className="text-muted-foreground">Pick a tool below to start studying.</p>
      </header>

      <section aria-labelledby="dashboard-progress">
        <h2 id="dashboard-progress" className="sr-only">
          Your progress
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <Stat icon={Zap} label="XP points" value={user.xpPoints.toLocaleString()} tone="bg-secondary text-secondary-foreground" />
          <Stat
            icon={Flame}
            label="Current streak"
            value={plural(user.currentStreak, 'day')}
            tone="bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300"
          />
          <Stat
            icon={Trophy}
            label="Longest streak"
            value={plural(user.longestStreak, 'day')}
            tone="bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300"
          />
          <CardsDueStat />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="dashboard-quick-actions" className="flex flex-col gap-3 lg:col-span-3">
          <h2 id="dashboard-quick-actions" className="text-lg font-semibold">
            Quick actions
          </h2>
          <div className="grid grid-cols-2 gap-3">
            {QUICK_LINKS.map(({ label, to, icon: Icon }, i) => (
              <Button
                key={to}
                asChild
                variant={i === 0 ? 'default' : 'outline'}
                className={cn('h-12 min-w-0 justify-start px-3 sm:px-4', i === 0 && 'col-span-2 shadow-md ring-2 ring-primary/30')}
              >
                <Link to={to}>
                  <Icon aria-hidden />
                  <span className="truncate">{label}</span>
                </Link>
              </Button>
            ))}
          </div>
        </section>
        <StudyTimerCard userId={user.id} pageTitle={PAGE_TITLE} className="lg:col-span-2" />
      </div>

      <section aria-labelledby="dashboard-recent" className="flex flex-col gap-3">
        <h2 id="dashboard-recent" className="sr-only">
          Your recent work
        </h2>
        {listsLoading && (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your dashboard...
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          {/* A named region like the other three cards, so the four read the same to assistive tech. */}
          <div role="region" aria-label="Recent Notes" className="grid min-w-0">
            <RecentNotesCard />
          </div>
          <RecentDecksCard />
          <RecentQuizzesCard />
          <UpcomingTasksCard />
        </div>
      </section>
    </div>
  );
}
