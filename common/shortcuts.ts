/**
 * Keyboard shortcuts of spec-1 §2 "Global overlays" and §5: the table shown in the shortcuts
 * dialog and the pure decision of what a key press means. Kept free of DOM types so it is unit-tested
 * in Node and the global key handler stays a thin adapter.
 */

export interface Shortcut {
  /** Keys pressed together, e.g. ['Alt', 'D']; shown as separate key caps. */
  keys: readonly string[];
  description: string;
}

export interface NavigationShortcut extends Shortcut {
  /** The `KeyboardEvent.code` of the letter, layout- and Option-key-independent. */
  code: string;
  route: string;
}

export interface ShortcutGroup {
  title: 'Navigation' | 'General' | 'Smart Notes';
  shortcuts: readonly Shortcut[];
}

const nav = (letter: string, route: string, description: string): NavigationShortcut => ({
  keys: ['Alt', letter],
  code: `Key${letter}`,
  route,
  description,
});

/** Alt+letter navigation (spec-1 §2): one place for the dialog and the key handler. */
export const NAVIGATION_SHORTCUTS: readonly NavigationShortcut[] = [
  nav('D', '/dashboard', 'Go to Dashboard'),
  nav('T', '/ai-tutor', 'Go to AI Tutor'),
  nav('N', '/notes', 'Go to Smart Notes'),
  nav('Q', '/quiz-generator', 'Go to Quiz Generator'),
  nav('F', '/flashcards', 'Go to Flashcards'),
  nav('P', '/study-planner', 'Go to Study Planner'),
  nav('A', '/achievements', 'Go to Achievements'),
  nav('U', '/profile', 'Go to Profile'),
  nav('H', '/', 'Go to Home'),
];

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  { title: 'Navigation', shortcuts: NAVIGATION_SHORTCUTS },
  {
    title: 'General',
    shortcuts: [
      { keys: ['/'], description: 'Focus search' },
      { keys: ['?'], description: 'Show keyboard shortcuts' },
      { keys: ['Esc'], description: 'Close dialogs' },
      { keys: ['Ctrl', 'S'], description: 'Save (where applicable)' },
    ],
  },
  {
    title: 'Smart Notes',
    shortcuts: [
      { keys: ['Ctrl', 'B'], description: 'Bold' },
      { keys: ['Ctrl', 'I'], description: 'Italic' },
      { keys: ['Ctrl', 'U'], description: 'Underline' },
      { keys: ['Ctrl', 'K'], description: 'AI assistant' },
      { keys: ['Ctrl', '.'], description: 'Focus mode' },
      { keys: ['/'], description: 'Slash commands' },
    ],
  },
];

/** The parts of a KeyboardEvent the decision needs (a real KeyboardEvent satisfies it). */
export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * Route for an Alt+letter press, or null. Uses `code` ('KeyD') rather than `key`, because on macOS
 * Option+D types '∂' and on other layouts the letter may differ; falls back to `key` when a
 * virtual keyboard sends no code. Ctrl, Meta and Shift combinations are left to the browser and OS.
 */
export function routeForKeyPress(press: KeyPress): string | null {
  if (!press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  const code = press.code || (press.key.length === 1 ? `Key${press.key.toUpperCase()}` : '');
  return NAVIGATION_SHORTCUTS.find((s) => s.code === code)?.route ?? null;
}

export type ShortcutAction = { type: 'navigate'; route: string } | { type: 'search' } | { type: 'shortcuts' };

/** What a key press outside a text field does: navigate, open search ('/') or open the shortcuts ('?'). */
export function shortcutAction(press: KeyPress): ShortcutAction | null {
  const route = routeForKeyPress(press);
  if (route) return { type: 'navigate', route };
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  if (press.key === '/') return { type: 'search' };
  if (press.key === '?') return { type: 'shortcuts' };
  return null;
}

/** The parts of an element that tell whether the user is typing in it. */
export interface FocusTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * True while the user is typing (spec-1 §5): inputs, textareas, selects and editable areas keep
 * their keys, so '/' types a slash in a note instead of opening search.
 */
export function isTypingTarget(el: FocusTarget | null | undefined): boolean {
  if (!el) return false;
  if (el.isContentEditable) return true;
  return TYPING_TAGS.has((el.tagName ?? '').toUpperCase());
}
