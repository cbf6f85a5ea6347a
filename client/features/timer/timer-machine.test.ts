import { describe, expect, it } from 'vitest';
import {
  advanceTimer,
  applySettings,
  DEFAULT_TIMER_SETTINGS,
  formatClock,
  initialTimer,
  normalizeSettings,
  pauseTimer,
  progressPercent,
  remainingMs,
  resetTimer,
  resumeTimer,
  skipPhase,
  startTimer,
  type TimerState,
} from './timer-machine';

const MIN = 60_000;
const T0 = Date.parse('2026-03-02T12:00:00.000Z');
let ids = 0;
const newId = () => `session-${++ids}`;

/** A fake clock: the machine only ever sees the numbers we give it. */
function clock(start = T0) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
      return now;
    },
  };
}

describe('study timer state machine', () => {
  it('starts as a 25-minute focus phase waiting for the student', () => {
    const s = initialTimer(DEFAULT_TIMER_SETTINGS);
    expect(s).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: 25 * MIN, durationMs: 25 * MIN, sessionId: null });
    expect(formatClock(remainingMs(s, T0))).toBe('25:00');
    expect(progressPercent(s, T0)).toBe(0);
  });

  it('counts down from the end timestamp, so time passes even when nobody looks', () => {
    const c = clock();
    let s = startTimer(initialTimer(DEFAULT_TIMER_SETTINGS), c.now(), newId);
    expect(s.status).toBe('running');
    expect(s.endsAt).toBe(T0 + 25 * MIN);
    expect(s.sessionId).toMatch(/^session-/);
    c.advance(10 * MIN + 500);
    expect(formatClock(remainingMs(s, c.now()))).toBe('15:00');
    expect(progressPercent(s, c.now())).toBe(40);
    // Nothing completes before the end.
    const before = advanceTimer(s, DEFAULT_TIMER_SETTINGS, c.now());
    expect(before.events).toEqual([]);
    s = before.state;
    expect(s.phase).toBe('focus');
  });

  it('pauses and resumes without losing or gaining time; pauses lengthen the recorded span only', () => {
    const c = clock();
    const settings = { focusMinutes: 10, breakMinutes: 2 };
    let s = startTimer(initialTimer(settings), c.now(), newId);
    const id = s.sessionId;
    c.advance(4 * MIN);
    s = pauseTimer(s, c.now());
    expect(s).toMatchObject({ status: 'paused', remainingMs: 6 * MIN, endsAt: null });
    c.advance(30 * MIN);
    expect(remainingMs(s, c.now())).toBe(6 * MIN);
    expect(advanceTimer(s, settings, c.now()).events).toEqual([]);
    s = resumeTimer(s, c.now());
    expect(s.endsAt).toBe(c.now() + 6 * MIN);
    expect(s.sessionId).toBe(id);
    c.advance(6 * MIN);
    const { state, events } = advanceTimer(s, settings, c.now());
    expect(events).toEqual([
      {
        type: 'focus-complete',
        session: { id, minutes: 10, startedAt: new Date(T0).toISOString(), endedAt: new Date(T0 + 40 * MIN).toISOString() },
        breakMinutes: 2,
      },
    ]);
    // The break starts by itself.
    expect(state).toMatchObject({ phase: 'break', status: 'running', endsAt: T0 + 42 * MIN, sessionId: null });
  });

  it('after a break the next focus phase waits, with a new session id when started', () => {
    const c = clock();
    const settings = { focusMinutes: 1, breakMinutes: 1 };
    let s = startTimer(initialTimer(settings), c.now(), newId);
    const first = s.sessionId;
    c.advance(MIN);
    s = advanceTimer(s, settings, c.now()).state;
    c.advance(MIN);
    const done = advanceTimer(s, settings, c.now());
    expect(done.events).toEqual([{ type: 'break-complete' }]);
    expect(done.state).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: MIN, sessionId: null });
    const next = startTimer(done.state, c.now(), newId);
    expect(next.sessionId).not.toBe(first);
  });

  it('catches up on every phase that ended while the page was closed, at their true times', () => {
    const settings = { focusMinutes: 25, breakMinutes: 5 };
    const s = startTimer(initialTimer(settings), T0, newId);
    const { state, events } = advanceTimer(s, settings, T0 + 3 * 60 * MIN);
    expect(events.map((e) => e.type)).toEqual(['focus-complete', 'break-complete']);
    expect(events[0]).toMatchObject({ session: { endedAt: new Date(T0 + 25 * MIN).toISOString(), minutes: 25 } });
    expect(state).toMatchObject({ phase: 'focus', status: 'idle' });
  });

  it('skips: a skipped focus earns nothing and goes to the break; a skipped break waits for focus', () => {
    const c = clock();
    const settings = DEFAULT_TIMER_SETTINGS;
    let s = startTimer(initialTimer(settings), c.now(), newId);
    c.advance(MIN);
    s = skipPhase(s, settings, c.now());
    expect(s).toMatchObject({ phase: 'break', status: 'running', endsAt: c.now() + 5 * MIN, sessionId: null });
    s = skipPhase(s, settings, c.now());
    expect(s).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: 25 * MIN });
    // Skipping an idle focus lands on an idle break.
    expect(skipPhase(s, settings, c.now())).toMatchObject({ phase: 'break', status: 'idle', remainingMs: 5 * MIN });
  });

  it('reset abandons the phase', () => {
    const s = startTimer(initialTimer(DEFAULT_TIMER_SETTINGS), T0, newId);
    expect(resetTimer({ focusMinutes: 50, breakMinutes: 10 })).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: 50 * MIN, sessionId: null });
    expect(s.status).toBe('running');
  });

  it('ignores actions that do not fit the current status', () => {
    const idle = initialTimer(DEFAULT_TIMER_SETTINGS);
    expect(pauseTimer(idle, T0)).toBe(idle);
    expect(resumeTimer(idle, T0)).toBe(idle);
    const running = startTimer(idle, T0, newId);
    expect(startTimer(running, T0 + MIN, newId)).toBe(running);
  });

  it('applies new settings to a waiting phase at once, to a running one from the next phase', () => {
    const idle = initialTimer(DEFAULT_TIMER_SETTINGS);
    expect(applySettings(idle, { focusMinutes: 45, breakMinutes: 15 }).remainingMs).toBe(45 * MIN);
    const running: TimerState = startTimer(idle, T0, newId);
    expect(applySettings(running, { focusMinutes: 45, breakMinutes: 15 })).toBe(running);
    // The running focus keeps its 25 minutes; the break uses the new 15.
    const { state, events } = advanceTimer(running, { focusMinutes: 45, breakMinutes: 15 }, T0 + 25 * MIN);
    expect(events[0]).toMatchObject({ session: { minutes: 25 }, breakMinutes: 15 });
    expect(state.durationMs).toBe(15 * MIN);
  });

  it('keeps settings in range', () => {
    expect(normalizeSettings({ focusMinutes: 0, breakMinutes: 500 })).toEqual({ focusMinutes: 1, breakMinutes: 60 });
    expect(normalizeSettings({ focusMinutes: 999, breakMinutes: 2.6 })).toEqual({ focusMinutes: 180, breakMinutes: 3 });
    expect(normalizeSettings({ focusMinutes: Number.NaN })).toEqual(DEFAULT_TIMER_SETTINGS);
    expect(normalizeSettings({})).toEqual(DEFAULT_TIMER_SETTINGS);
  });

  it('formats the clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-5)).toBe('0:00');
    expect(formatClock(999)).toBe('0:01');
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(180 * MIN)).toBe('3:00:00');
  });
});
