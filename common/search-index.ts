/**
 * The global search index of spec-1 §2 "Global overlays" (entry shape in §3) and the matching rules
 * of the search dialog: title, description and category, case-insensitive, at most 8 results.
 * Pure data and logic so it is unit-tested here and shared by any client that needs it.
 */

/** Icon names the client maps to lucide-react components (kept as strings so this stays pure). */
export type SearchIconName =
  | 'brain'
  | 'notebook-pen'
  | 'list-checks'
  | 'layers'
  | 'calendar-days'
  | 'layout-dashboard'
  | 'trophy'
  | 'user'
  | 'mic'
  | 'timer'
  | 'sigma'
  | 'repeat';

export type SearchCategory = 'Tools' | 'Navigation' | 'Analytics' | 'Account' | 'Features';

export interface SearchEntry {
  title: string;
  description: string;
  url: string;
  category: SearchCategory;
  icon: SearchIconName;
}

/** Spec-1 §9: the dialog never shows more than this many results. */
export const MAX_SEARCH_RESULTS = 8;

export const SEARCH_INDEX: readonly SearchEntry[] = [
  {
    title: 'AI Tutor',
    description: 'Chat with your AI tutor for step-by-step explanations in any subject',
    url: '/ai-tutor',
    category: 'Tools',
    icon: 'brain',
  },
  {
    title: 'Smart Notes',
    description: 'Write rich-text notes and let AI summarize, organize and improve them',
    url: '/notes',
    category: 'Tools',
    icon: 'notebook-pen',
  },
  {
    title: 'Quiz Generator',
    description: 'Create practice tests from a topic, your notes or pasted study material',
    url: '/quiz-generator',
    category: 'Tools',
    icon: 'list-checks',
  },
  {
    title: 'Flashcard Genius',
    description: 'Turn study text into flashcard decks and review them one card at a time',
    url: '/flashcards',
    category: 'Tools',
    icon: 'layers',
  },
  {
    title: 'Study Planner',
    description: 'Track assignments on a calendar and get an AI-optimized study schedule',
    url: '/study-planner',
    category: 'Tools',
    icon: 'calendar-days',
  },
  {
    title: 'Dashboard',
    description: 'Your home base: recent notes, decks, quizzes and upcoming tasks',
    url: '/dashboard',
    category: 'Navigation',
    icon: 'layout-dashboard',
  },
  {
    title: 'Achievements',
    description: 'See your XP, level, streaks and the badges you have unlocked',
    url: '/achievements',
    category: 'Analytics',
    icon: 'trophy',
  },
  {
    title: 'Profile',
    description: 'Manage your account details, password, grade level and preferences',
    url: '/profile',
    category: 'Account',
    icon: 'user',
  },
  {
    title: 'Voice Input',
    description: 'Ask questions out loud instead of typing them',
    url: '/dashboard',
    category: 'Features',
    icon: 'mic',
  },
  {
    title: 'Study Timer',
    description: 'Focus in pomodoro-style sessions with timed breaks',
    url: '/dashboard',
    category: 'Features',
    icon: 'timer',
  },
  {
    title: 'Math Rendering',
    description: 'Equations and formulas written between dollar signs display as real maths',
    url: '/ai-tutor',
    category: 'Features',
    icon: 'sigma',
  },
  {
    title: 'Spaced Repetition',
    description: 'Review each flashcard right before you would forget it',
    url: '/flashcards',
    category: 'Features',
    icon: 'repeat',
  },
];

/** Lower rank sorts first: a hit in the title beats one in the category, which beats the description. */
function rank(entry: SearchEntry, needle: string): number {
  const title = entry.title.toLowerCase();
  if (title.startsWith(needle)) return 0;
  if (title.includes(needle)) return 1;
  if (entry.category.toLowerCase().includes(needle)) return 2;
  if (entry.description.toLowerCase().includes(needle)) return 3;
  return -1;
}

/**
 * Results for the search dialog. Empty (or blank) query: the first 8 entries, so the dialog is
 * useful before typing. Otherwise the entries whose title, description or category contain the
 * query (case-insensitive), best matches first, capped at 8 as the spec requires.
 */
export function searchIndex(query: string, index: readonly SearchEntry[] = SEARCH_INDEX): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return index.slice(0, MAX_SEARCH_RESULTS);
  return index
    .map((entry, position) => ({ entry, position, score: rank(entry, needle) }))
    .filter((hit) => hit.score >= 0)
    .sort((a, b) => a.score - b.score || a.position - b.position)
    .slice(0, MAX_SEARCH_RESULTS)
    .map((hit) => hit.entry);
}

export interface SearchGroup {
  category: SearchCategory;
  entries: SearchEntry[];
}

/**
 * Groups results under category headings for display. Categories appear in the order of their
 * first result and entries keep their order, so the best match stays at the top.
 */
export function groupByCategory(results: readonly SearchEntry[]): SearchGroup[] {
  const groups: SearchGroup[] = [];
  for (const entry of results) {
    const group = groups.find((g) => g.category === entry.category);
    if (group) group.entries.push(entry);
    else groups.push({ category: entry.category, entries: [entry] });
  }
  return groups;
}
