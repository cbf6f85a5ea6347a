import {
  ArrowLeft,
  Brain,
  CalendarDays,
  Construction,
  Layers,
  ListChecks,
  NotebookPen,
  Settings,
  Trophy,
  User,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { usePageTitle } from './shell/use-page-title';

export type ComingSoonFeature =
  | 'tutor'
  | 'notes'
  | 'flashcards'
  | 'quizzes'
  | 'planner'
  | 'achievements'
  | 'profile'
  | 'settings';

interface FeatureInfo {
  name: string;
  icon: LucideIcon;
  description: string;
  note?: string;
}

const FEATURES: Record<ComingSoonFeature, FeatureInfo> = {
  tutor: {
    name: 'Smart Tutor',
    icon: Brain,
    description:
      'Chat with an AI tutor that explains things step by step at your grade level, streams its answers, shows maths properly and accepts voice input.',
  },
  notes: {
    name: 'Smart Notes',
    icon: NotebookPen,
    description:
      'Write rich-text notes with auto-save and slash commands, and ask an AI assistant to summarize, organize or improve them.',
  },
  flashcards: {
    name: 'Flashcards',
    icon: Layers,
    description:
      'Turn your study text into flashcard decks and review them one card at a time, with spaced repetition deciding what comes back when.',
  },
  quizzes: {
    name: 'Quiz Generator',
    icon: ListChecks,
    description:
      'Create practice tests from a topic, your notes or pasted material, and take them in practice, learn or timed mode with instant feedback.',
  },
  planner: {
    name: 'Study Planner',
    icon: CalendarDays,
    description:
      'Keep your assignments on a weekly calendar, filter them by status and priority, and get an AI-optimized study schedule.',
  },
  achievements: {
    name: 'Achievements',
    icon: Trophy,
    description: 'Earn XP and badges as you study, watch your level rise and keep your study streak going.',
  },
  profile: {
    name: 'Profile',
    icon: User,
    description: 'Update your name, grade and subject interests, change your password and set your notification and language preferences.',
  },
  settings: {
    name: 'Settings',
    icon: Settings,
    description: 'Set your study goals, reminders and AI tutor preferences, choose a theme and language, and manage your data.',
    note: 'You can already switch between the light and dark themes from the side navigation.',
  },
};

/**
 * Honest placeholder for a signed-in feature that is not built yet: it names the feature, says what
 * it will do and that it is coming, and never pretends to work.
 */
export default function ComingSoonPage({ feature }: { feature: ComingSoonFeature }) {
  const info = FEATURES[feature];
  const Icon = info.icon;
  usePageTitle(info.name);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-4 md:py-10">
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground" aria-hidden>
          <Icon className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{info.name}</h1>
      </div>
      <p className="text-base text-muted-foreground">{info.description}</p>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <span className="inline-flex w-fit items-center gap-1.5 rounded-full border border-border bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
            <Construction className="size-4" aria-hidden />
            Coming soon
          </span>
          <p className="text-sm text-foreground">This feature is being built and will arrive in an upcoming release.</p>
          {info.note && <p className="text-sm text-muted-foreground">{info.note}</p>}
        </CardContent>
      </Card>
      <div>
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Back to dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
