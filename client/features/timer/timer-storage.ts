import { z } from 'zod';
import { normalizeSettings, type CompletedFocus, type TimerSettings, type TimerState } from './timer-machine';

/**
 * What the study timer keeps in localStorage, per student (another account signed in on the same
 * browser has its own timer and never posts someone else's session): the settings, the running
 * state (phase end timestamp, so a reload continues the countdown), and an outbox of completed focus
 * sessions not yet accepted by the server.
 */

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'studypilot.timer.v1';
/** A student offline for days does not grow the outbox without bound; the server refuses week-old sessions anyway. */
export const OUTBOX_MAX = 50;

export const settingsKey = (userId: string) => `${PREFIX}.settings.${userId}`;
export const stateKey = (userId: string) => `${PREFIX}.state.${userId}`;
export const outboxKey = (userId: string) => `${PREFIX}.outbox.${userId}`;

const stateSchema = z.object({
  phase: z.enum(['focus', 'break']),
  status: z.enum(['idle', 'running', 'paused']),
  durationMs: z.number().int().positive(),
  endsAt: z.number().nullable(),
  remainingMs: z.number().min(0),
  focusStartedAt: z.number().nullable(),
  sessionId: z.string().max(64).nullable(),
});

const sessionSchema = z.object({
  id: z.string().min(1).max(64),
  minutes: z.number().int().positive(),
  startedAt: z.string().max(40),
  endedAt: z.string().max(40),
});

function readJson(storage: StorageLike, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: StorageLike, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the timer still works for this page view.
  }
}

/** The saved focus/break lengths, or the defaults. */
export function loadSettings(storage: StorageLike, userId: string): TimerSettings {
  const raw = readJson(storage, settingsKey(userId));
  return normalizeSettings(typeof raw === 'object' && raw !== null ? (raw as Partial<TimerSettings>) : {});
}

export function saveSettings(storage: StorageLike, userId: string, settings: TimerSettings): void {
  write(storage, settingsKey(userId), normalizeSettings(settings));
}

/**
 * A stored timer, or null when damaged: a running state must have its end time and a started focus
 * phase its session id and start, or the state is not trusted.
 */
function validState(value: unknown): TimerState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const s = parsed.data;
  if (s.status === 'running' && s.endsAt === null) return null;
  if (s.phase === 'focus' && s.status !== 'idle' && (!s.sessionId || s.focusStartedAt === null)) return null;
  return s;
}

/** The saved timer, or null when none or damaged. */
export function loadState(storage: StorageLike, userId: string): TimerState | null {
  return validState(readJson(storage, stateKey(userId)));
}

export function saveState(storage: StorageLike, userId: string, state: TimerState): void {
  write(storage, stateKey(userId), state);
}

/** Parses a state another tab wrote (the `storage` event's newValue), so open tabs stay in step. */
export function parseState(raw: string | null): TimerState | null {
  if (!raw) return null;
  try {
    return validState(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Completed sessions waiting to be recorded, oldest first. */
export function loadOutbox(storage: StorageLike, userId: string): CompletedFocus[] {
  const parsed = z.array(sessionSchema).safeParse(readJson(storage, outboxKey(userId)));
  return parsed.success ? parsed.data : [];
}

/** Adds a session to the outbox (once per id), dropping the oldest beyond OUTBOX_MAX. */
export function enqueueSession(storage: StorageLike, userId: string, session: CompletedFocus): CompletedFocus[] {
  const list = loadOutbox(storage, userId).filter((s) => s.id !== session.id);
  list.push(session);
  const kept = list.slice(-OUTBOX_MAX);
  write(storage, outboxKey(userId), kept);
  return kept;
}

/** Removes a session the server accepted (or refused for good). */
export function dequeueSession(storage: StorageLike, userId: string, id: string): CompletedFocus[] {
  const kept = loadOutbox(storage, userId).filter((s) => s.id !== id);
  if (kept.length) write(storage, outboxKey(userId), kept);
  else storage.removeItem(outboxKey(userId));
  return kept;
}
