import type { ChatMessageDto, ChatRole, Feedback } from '@common/schemas/chat';

/**
 * Longest question, the same as CHAT_MESSAGE_MAX in common/schemas/chat.ts (a unit test keeps them
 * equal). Not imported from there because that module would pull zod into the tutor's chunk.
 */
export const CHAT_INPUT_MAX = 8000;

/** Spec-1 §8: what the student reads when a reply fails. */
export const CHAT_APOLOGY = "Sorry, I'm having trouble responding right now. Please try again.";
/** Spec-1 §8: what the student reads when regenerating a reply fails. */
export const REGENERATE_APOLOGY = "Sorry, I'm having trouble regenerating the response. Please try again.";

/**
 * One message as the tutor screen holds it. `key` is stable for React even before the server has
 * given the message an id (the student's own message, an apology).
 */
export interface ChatMessage {
  key: string;
  /** The server's id; only persisted messages have one, and only they take feedback or regenerate in place. */
  id?: string;
  role: ChatRole;
  content: string;
  feedback: Feedback;
  /** An apology bubble: the reply failed and nothing was stored. */
  failed?: boolean;
  /** For an apology after a failed regenerate: the stored reply it stands in for, so a retry replaces that one. */
  replacesId?: string;
}

let localCounter = 0;

/** A key for a message the server has not named (yet); unique within the page's life. */
export function localKey(prefix: string): string {
  localCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${localCounter}`;
}

/** Stored messages of a session, as the screen shows them when the student opens it. */
export function fromDto(messages: readonly ChatMessageDto[]): ChatMessage[] {
  return messages.map((m) => ({ key: m.id, id: m.id, role: m.role, content: m.content, feedback: m.feedback }));
}

/** Messages per page when a conversation is opened or earlier messages are loaded. */
export const MESSAGES_PAGE_SIZE = 30;

/** Earlier messages put above the ones shown; one already shown (a page boundary that moved) is not repeated. */
export function prependEarlier(shown: readonly ChatMessage[], earlier: readonly ChatMessage[]): ChatMessage[] {
  const keys = new Set(shown.map((m) => m.key));
  return [...earlier.filter((m) => !keys.has(m.key)), ...shown];
}

/** A copy of the list with a message at a position (clamped), as replies land where they were asked for. */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/** What a regenerate asks the server for: replace a stored reply, or ask the question again. */
export type RegenerateRequest =
  | { kind: 'regenerate'; messageId: string }
  | { kind: 'resend'; message: string };

/** The outcome of planning a regenerate, kept pure so the position logic is unit-tested. */
export interface RegeneratePlan {
  /** The list without the reply being regenerated. */
  remaining: ChatMessage[];
  /** Where the new reply goes: the position of the old one (spec-1 §4 "Regenerate"). */
  insertAt: number;
  request: RegenerateRequest;
}

/**
 * Spec-1 §4 "Regenerate": find the nearest earlier user message (none: nothing happens), take the
 * assistant message at that position out, and put the new answer back at the same position. A
 * stored reply is regenerated in place on the server; an apology (nothing stored) asks again.
 */
export function planRegenerate(messages: readonly ChatMessage[], index: number): RegeneratePlan | null {
  const target = messages[index];
  if (!target || target.role !== 'assistant') return null;
  let question: ChatMessage | undefined;
  for (let j = index - 1; j >= 0; j -= 1) {
    if (messages[j].role === 'user') {
      question = messages[j];
      break;
    }
  }
  if (!question) return null;
  const storedId = target.id ?? target.replacesId;
  return {
    remaining: [...messages.slice(0, index), ...messages.slice(index + 1)],
    insertAt: index,
    request: storedId ? { kind: 'regenerate', messageId: storedId } : { kind: 'resend', message: question.content },
  };
}

/** Good/Bad toggle: pressing the pressed one clears it. */
export function nextFeedback(current: Feedback, pressed: 'good' | 'bad'): Feedback {
  return current === pressed ? null : pressed;
}

/** A copy of the list with one message's feedback set. */
export function withFeedback(messages: readonly ChatMessage[], key: string, feedback: Feedback): ChatMessage[] {
  return messages.map((m) => (m.key === key ? { ...m, feedback } : m));
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** The conversation list's date, short month and day ("Nov 22"), as spec-1 §2 shows it. */
export function formatSessionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SHORT_DATE.format(date);
}

/** The conversation list's query; the default reader fetches it (spec-1 §7), every completed reply refreshes it. */
export const SESSIONS_QUERY_KEY = ['/api/chat/sessions'] as const;
/** Which engine answers, for the footer. */
export const AI_STATUS_QUERY_KEY = ['/api/ai/status'] as const;
