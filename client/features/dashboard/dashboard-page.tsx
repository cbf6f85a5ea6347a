import { Brain, CalendarDays, Flame, Layers, ListChecks, NotebookPen, Trophy, Zap, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { RecentNotesCard } from '@client/features/notes/recent-notes-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { usePageTitle } from '@client/app/shell/use-page-title';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/utils';

interface DashboardLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** Quick-action buttons of spec-1 §2 "Dashboard"; the first (AI Tutor) is highlighted. */
const QUICK_LINKS: readonly DashboardLink[] = [
  { label: 'AI Tutor', to: '/ai-tutor', icon: Brain },
  { label: 'Smart Notes', to: '/notes', icon: NotebookPen },
  { label: 'Flashcards', to: '/flashcards', icon: Layers },
  { label: 'Quiz Generator', to: '/quiz-generator', icon: ListChecks },
  { label: 'Study Planner', to: '/study-planner', icon: CalendarDays },
];

/** The other dashboard cards; each waits for its feature, so it says so instead of showing fake data. */
const RECENT_CARDS: ReadonlyArray<{ title: string; feature: string; icon: LucideIcon }> = [
  { title: 'Recent Flashcard Decks', feature: 'Flashcards', icon: Layers },
  { title: 'Recent Quizzes', feature: 'Quiz Generator', icon: ListChecks },
  { title: 'Upcoming Study Tasks', feature: 'Study Planner', icon: CalendarDays },
];

const plural = (n: number, word: string) => `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;

function Stat({ icon: Icon, label, value, tone }: { icon: LucideIcon; label: string; value: string; tone: string }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg', tone)} aria-hidden>
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="truncate text-xl font-semibold">{value}</p>
      </div>
    </Card>
  );
}

/**
 * Signed-in home (spec-1 §2 "Dashboard"): greeting, real XP and streaks from the user, the quick
 * actions, and the four activity cards, which stay honest until their features exist.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  usePageTitle('Dashboard');
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
        <div className="grid gap-4 sm:grid-cols-3">
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
        </div>
      </section>

      <section aria-labelledby="dashboard-quick-actions" className="flex flex-col gap-3">
        <h2 id="dashboard-quick-actions" className="text-lg font-semibold">
          Quick actions
        </h2>
        <div className="flex flex-wrap gap-3">
          {QUICK_LINKS.map(({ label, to, icon: Icon }, i) => (
            <Button
              key={to}
              asChild
              variant={i === 0 ? 'default' : 'outline'}
              className={cn('h-12 min-w-40 flex-1 justify-start px-4', i === 0 && 'shadow-md ring-2 ring-primary/30')}
            >
              <Link to={to}>
                <Icon aria-hidden />
                <span className="truncate">{label}</span>
              </Link>
            </Button>
          ))}
        </div>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <RecentNotesCard />
        {RECENT_CARDS.map(({ title, feature, icon: Icon }) => (
          <Card key={title}>
            <CardHeader className="pb-3">
              <CardTitle className="flex items-center gap-2 text-lg">
                <Icon className="size-5 text-muted-foreground" aria-hidden />
                {title}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="rounded-lg border border-dashed border-border bg-muted/50 p-4 text-sm text-muted-foreground">
                Coming soon — this appears once {feature} is available.
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
