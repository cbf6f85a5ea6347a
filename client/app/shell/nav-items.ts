import {
  Brain,
  CalendarDays,
  House,
  Layers,
  ListChecks,
  NotebookPen,
  Settings,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths on which this entry is the current page (the dashboard lives at / and /dashboard). */
  alsoActiveOn?: readonly string[];
}

/** Side navigation entries (spec-1 §2, with Achievements from spec-2 §2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: House, alsoActiveOn: ['/dashboard'] },
  { label: 'AI Tutor', to: '/ai-tutor', icon: Brain },
  { label: 'Smart Notes', to: '/notes', icon: NotebookPen },
  { label: 'Flashcards', to: '/flashcards', icon: Layers },
  { label: 'Quiz Generator', to: '/quiz-generator', icon: ListChecks },
  { label: 'Study Planner', to: '/study-planner', icon: CalendarDays },
  { label: 'Achievements', to: '/achievements', icon: Trophy },
  { label: 'Settings', to: '/settings', icon: Settings },
];

/** Whether a link target is the page being shown, so it gets aria-current="page". */
export function isActivePath(pathname: string, to: string, alsoActiveOn: readonly string[] = []): boolean {
  const paths = [to, ...alsoActiveOn];
  return paths.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`)));
}
