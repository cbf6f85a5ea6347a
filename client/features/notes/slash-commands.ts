import type { NoteAssistAction } from './note-constants';

export type SlashCommandId = 'heading1' | 'heading2' | 'bulletList' | 'blockquote' | 'summarize' | 'improve' | 'expand';

export interface SlashCommand {
  id: SlashCommandId;
  label: string;
  description: string;
  group: 'Basic blocks' | 'AI actions';
  /** For AI items: the note-assistant action they run. */
  action?: NoteAssistAction;
  /** Extra words the filter matches ("h1", "quote"…). */
  keywords: readonly string[];
}

/** The slash-command menu of spec-2 §2, in its order. */
export const SLASH_COMMANDS: readonly SlashCommand[] = [
  { id: 'heading1', label: 'Heading 1', description: 'Big section heading', group: 'Basic blocks', keywords: ['h1', 'title'] },
  { id: 'heading2', label: 'Heading 2', description: 'Medium section heading', group: 'Basic blocks', keywords: ['h2', 'subtitle'] },
  { id: 'bulletList', label: 'Bullet List', description: 'A simple bulleted list', group: 'Basic blocks', keywords: ['ul', 'list', 'unordered'] },
  { id: 'blockquote', label: 'Quote Block', description: 'Capture a quotation', group: 'Basic blocks', keywords: ['quote', 'blockquote'] },
  { id: 'summarize', label: 'Summarize', description: 'AI: shorten the note to its key sentences', group: 'AI actions', action: 'summarize', keywords: ['ai', 'summary'] },
  { id: 'improve', label: 'Improve Writing', description: 'AI: clearer, better-flowing text', group: 'AI actions', action: 'improve', keywords: ['ai', 'rewrite', 'grammar'] },
  { id: 'expand', label: 'Expand Content', description: 'AI: add detail and explanations', group: 'AI actions', action: 'expand', keywords: ['ai', 'longer', 'more'] },
];

/** The longest word after "/" that still counts as a command query. */
const MAX_QUERY = 24;

/**
 * The query of an open slash command, given the text of the current block before the cursor: "/"
 * at the start of the block or after a space, followed by letters ("/head" → "head"). Null when
 * the cursor is not in one (a slash inside a word, "1/2", or a space after the query).
 */
export function matchSlashQuery(textBefore: string): string | null {
  const match = /(?:^|\s)\/([A-Za-z0-9-]*)$/.exec(textBefore);
  if (!match || match[1].length > MAX_QUERY) return null;
  return match[1];
}

/** Commands whose label or keywords start with (or whose label contains) the query, case-insensitively. */
export function filterSlashCommands(query: string, commands: readonly SlashCommand[] = SLASH_COMMANDS): SlashCommand[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...commands];
  return commands.filter((c) => {
    const words = [...c.label.toLowerCase().split(/\s+/), ...c.keywords];
    return c.label.toLowerCase().includes(q) || words.some((w) => w.startsWith(q));
  });
}

/** Arrow-key movement through the menu, wrapping at both ends. */
export function moveSelection(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}
