import { htmlToText } from '@common/note-text';
import type { NoteAssistResponse } from '@common/schemas/notes';
import { ApiError } from '@client/lib/api';
import type { NoteAssistAction } from './note-constants';

/** Spec-2 §9: below this many characters the AI result replaces the note directly. */
export const AI_DIRECT_REPLACE_LIMIT = 50;
/** Spec-2 §9: the "apply?" question comes this long after the suggestion shows. */
export const AI_SUGGESTION_DELAY_MS = 2000;
export const AI_FAILED = 'AI request failed. Please try again.';
export const AI_EMPTY = 'AI response is empty';
export const AI_APPLY_FAILED = 'Error processing AI suggestion';

export interface QuickAction {
  action: Exclude<NoteAssistAction, 'custom' | 'improve' | 'expand'>;
  label: string;
  message: string;
}

/** The six quick actions of the AI Note Assistant panel (spec-2 §2). */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { action: 'summarize', label: 'Summarize', message: 'Summarize this note' },
  { action: 'organize', label: 'Organize', message: 'Organize this note with clear headings and sections' },
  { action: 'key-points', label: 'Key Points', message: 'List the key points of this note' },
  { action: 'questions', label: 'Add Questions', message: 'Add study questions about this note' },
  { action: 'fix-grammar', label: 'Fix Grammar', message: 'Fix the grammar and spelling in this note' },
  { action: 'definitions', label: 'Add Definitions', message: 'Add definitions of the key terms in this note' },
];

/** The message sent for the slash menu's AI items. */
export const SLASH_AI_MESSAGES: Record<'summarize' | 'improve' | 'expand', string> = {
  summarize: 'Summarize this note',
  improve: 'Improve the writing of this note',
  expand: 'Expand the content of this note',
};

/** Spec-2 §4: a short note is replaced at once; a longer one gets a suggestion and a question. */
export function applyModeFor(currentHtml: string): 'replace' | 'suggest' {
  return htmlToText(currentHtml).length < AI_DIRECT_REPLACE_LIMIT ? 'replace' : 'suggest';
}

/** Spec-2 §5: a reply with no text is an error. */
export function checkAssistResponse(res: NoteAssistResponse | null): NoteAssistResponse {
  if (!res || typeof res.response !== 'string' || !htmlToText(res.response).trim()) throw new Error(AI_EMPTY);
  return res;
}

/** Spec-2 §8: the server's message, or the generic AI failure text. */
export function aiErrorText(err: unknown): string {
  if (err instanceof Error && err.message === AI_EMPTY) return AI_EMPTY;
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.bodyText) as { message?: unknown };
      if (typeof body.message === 'string' && body.message.trim()) return body.message;
    } catch {
      /* not JSON: the generic text below */
    }
  }
  return AI_FAILED;
}
