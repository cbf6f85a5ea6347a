import {
  BREAK_MINUTES_DEFAULT,
  BREAK_MINUTES_MAX,
  BREAK_MINUTES_MIN,
  FOCUS_MINUTES_DEFAULT,
  FOCUS_MINUTES_MAX,
  FOCUS_MINUTES_MIN,
} from '@common/schemas/timer';

/**
 * The pomodoro study timer as a pure state machine over timestamps (no setInterval inside): the
 * time left is always `endsAt − now`, so a throttled background tab or a reload never drifts, and a
 * test moves a fake clock. Focus → break starts on its own; after a break the next focus waits for
 * the student.
 */

export type TimerPhase = 'focus' | 'break';
export type TimerStatus = 'idle' | 'running' | 'paused';

export interface TimerSettings {
  focusMinutes: number;
  breakMinutes: number;
}

export const DEFAULT_TIMER_SETTINGS: TimerSettings = { focusMinutes: FOCUS_MINUTES_DEFAULT, breakMinutes: BREAK_MINUTES_DEFAULT };

export interface TimerState {
  phase: TimerPhase;
  status: TimerStatus;
  /** Length of the current phase (ms), fixed when it began: changing settings mid-phase does not move it. */
  durationMs: number;
  /** While running: the epoch ms the phase ends. */
  endsAt: number | null;
  /** While idle or paused: the ms left. */
  remainingMs: number;
  /** When the current focus phase was first started (epoch ms), for the recorded session. */
  focusStartedAt: number | null;
  /** The client id of the current focus phase, so its recording is idempotent. */
  sessionId: string | null;
}

/** A completed focus phase, as POST /api/study-sessions takes it. */
export interface CompletedFocus {
  id: string;
  minutes: number;
  startedAt: string;
  endedAt: string;
}

export type TimerEvent = { type: 'focus-complete'; session: CompletedFocus; breakMinutes: number } | { type: 'break-complete' };

const MINUTE = 60_000;

const clampInt = (n: number, min: number, max: number, fallback: number) =>
  Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;

/** Settings within the allowed ranges (1–180 focus, 1–60 break); anything unreadable falls back to 25/5. */
export function normalizeSettings(s: Partial<TimerSettings>): TimerSettings {
  return {
    focusMinutes: clampInt(Number(s.focusMinutes), FOCUS_MINUTES_MIN, FOCUS_MINUTES_MAX, FOCUS_MINUTES_DEFAULT),
    breakMinutes: clampInt(Number(s.breakMinutes), BREAK_MINUTES_MIN, BREAK_MINUTES_MAX, BREAK_MINUTES_DEFAULT),
  };
}

/** The configured length of a phase in ms. */
export function phaseMs(phase: TimerPhase, settings: TimerSettings): number {
  return (phase === 'focus' ? settings.focusMinutes : settings.breakMinutes) * MINUTE;
}

/** A fresh timer: a focus phase waiting to start. */
export function initialTimer(settings: TimerSettings): TimerState {
  return idlePhase('focus', settings);
}

function idlePhase(phase: TimerPhase, settings: TimerSettings): TimerState {
  const durationMs = phaseMs(phase, settings);
  return { phase, status: 'idle', durationMs, endsAt: null, remainingMs: durationMs, focusStartedAt: null, sessionId: null };
}

/** Milliseconds left in the current phase at `now` (never negative). */
export function remainingMs(state: TimerState, now: number): number {
  if (state.status === 'running' && state.endsAt !== null) return Math.max(0, state.endsAt - now);
  return Math.max(0, state.remainingMs);
}

/** Share of the phase already done, 0–100, for the progress bar. */
export function progressPercent(state: TimerState, now: number): number {
  if (state.durationMs <= 0) return 0;
  return Math.round(((state.durationMs - remainingMs(state, now)) / state.durationMs) * 100);
}

/** "25:00", "4:05", "1:05:00": the countdown text (seconds rounded up, so 0:00 means done). */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Starts an idle phase. A focus phase gets its session id and start time here. */
export function startTimer(state: TimerState, now: number, newId: () => string): TimerState {
  if (state.status !== 'idle') return state;
  const focus = state.phase === 'focus';
  return {
    ...state,
    status: 'running',
    endsAt: now + state.remainingMs,
    focusStartedAt: focus ? (state.focusStartedAt ?? now) : null,
    sessionId: focus ? (state.sessionId ?? newId()) : null,
  };
}

/** Pauses a running phase, keeping the time left. */
export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'running') return state;
  return { ...state, status: 'paused', remainingMs: remainingMs(state, now), endsAt: null };
}

/** Resumes a paused phase from the time it had left. */
export function resumeTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'paused') return state;
  return { ...state, status: 'running', endsAt: now + state.remainingMs };
}

/** Back to a full focus phase, waiting; the abandoned focus phase is not recorded. */
export function resetTimer(settings: TimerSettings): TimerState {
  return initialTimer(settings);
}

/**
 * Skips to the next phase without completing the current one: a skipped focus phase earns nothing
 * and the break starts if the timer was running; a skipped break leaves the next focus waiting.
 */
export function skipPhase(state: TimerState, settings: TimerSettings, now: number): TimerState {
  if (state.phase === 'focus') {
    const next = idlePhase('break', settings);
    return state.status === 'running' ? { ...next, status: 'running', endsAt: now + next.durationMs } : next;
  }
  return idlePhase('focus', settings);
}

/** New settings apply at once to a phase that has not started, otherwise from the next phase. */
export function applySettings(state: TimerState, settings: TimerSettings): TimerState {
  if (state.status !== 'idle') return state;
  return { ...idlePhase(state.phase, settings), focusStartedAt: state.focusStartedAt, sessionId: state.sessionId };
}

/**
 * Moves the timer to `now`: every phase that has ended since the last look completes, in order —
 * a page reopened an hour later records the focus phase (ended at its true time) and finishes the
 * break too. Returns the new state and what happened.
 */
export function advanceTimer(state: TimerState, settings: TimerSettings, now: number): { state: TimerState; events: TimerEvent[] } {
  const events: TimerEvent[] = [];
  let s = state;
  while (s.status === 'running' && s.endsAt !== null && now >= s.endsAt) {
    const endedAt = s.endsAt;
    if (s.phase === 'focus') {
      const started = s.focusStartedAt ?? endedAt - s.durationMs;
      events.push({
        type: 'focus-complete',
        session: {
          id: s.sessionId ?? '',
          minutes: Math.max(1, Math.round(s.durationMs / MINUTE)),
          startedAt: new Date(started).toISOString(),
          endedAt: new Date(endedAt).toISOString(),
        },
        breakMinutes: settings.breakMinutes,
      });
      const next = idlePhase('break', settings);
      s = { ...next, status: 'running', endsAt: endedAt + next.durationMs };
    } else {
      events.push({ type: 'break-complete' });
      s = idlePhase('focus', settings);
    }
  }
  return { state: s, events };
}
