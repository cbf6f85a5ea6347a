import {
  Brain,
  CalendarDays,
  Layers,
  LayoutDashboard,
  ListChecks,
  Mic,
  NotebookPen,
  Repeat,
  Sigma,
  Timer,
  Trophy,
  User,
  type LucideIcon,
} from 'lucide-react';
import type { SearchIconName } from '@common/search-index';

/** Lucide component for each icon name of the (pure) search index. */
export const SEARCH_ICONS: Record<SearchIconName, LucideIcon> = {
  brain: Brain,
  'notebook-pen': NotebookPen,
  'list-checks': ListChecks,
  layers: Layers,
  'calendar-days': CalendarDays,
  'layout-dashboard': LayoutDashboard,
  trophy: Trophy,
  user: User,
  mic: Mic,
  timer: Timer,
  sigma: Sigma,
  repeat: Repeat,
};
