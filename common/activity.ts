/** Study activities that earn XP and keep a streak alive. One list so every feature agrees. */
export const ACTIVITY_KINDS = [
  'chat_message',
  'note_written',
  'quiz_completed',
  'cards_reviewed',
  'timer_session',
  'plan_created',
  'assignment_completed',
  /** An achievement unlocked: its XP is the achievement's own reward (common/achievements.ts). */
  'achievement_unlocked',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Base XP per activity; callers may scale it (a quiz by its score, reviews by card count). */
export const XP_REWARDS: Record<ActivityKind, number> = {
  chat_message: 2,
  note_written: 5,
  quiz_completed: 20,
  cards_reviewed: 1,
  timer_session: 10,
  plan_created: 5,
  assignment_completed: 10,
  achievement_unlocked: 0,
};

/**
 * The calendar day (YYYY-MM-DD) of an instant in the student's time zone. Streaks follow the
 * student's own midnight, not the server's. An unknown zone falls back to UTC.
 */
export function localDay(at: Date, timeZone: string): string {
  const format = dayFormatOf(timeZone);
  return format ? format.format(at) : at.toISOString().slice(0, 10);
}

/**
 * One day formatter per time zone (null for a zone this runtime does not know): building an
 * Intl.DateTimeFormat costs far more than formatting with one, and the day is read on every
 * review, activity and page of statistics. There are only a few hundred zones.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format);
  }
  return format;
}

/** Whether a string names a time zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whole days from day a to day b (both YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface StreakState {
  lastActiveDay: string | null;
  current: number;
  longest: number;
}

/**
 * Streak after activity on `today`: same day keeps it, the next day extends it, a gap restarts it
 * at 1. The longest streak is never lowered.
 */
export function nextStreak(state: StreakState, today: string): StreakState {
  let current: number;
  if (state.lastActiveDay === today) current = Math.max(state.current, 1);
  else if (state.lastActiveDay && daysBetween(state.lastActiveDay, today) === 1) current = state.current + 1;
  else if (state.lastActiveDay && daysBetween(state.lastActiveDay, today) < 0) current = Math.max(state.current, 1);
  else current = 1;
  const lastActiveDay =
    state.lastActiveDay && daysBetween(state.lastActiveDay, today) < 0 ? state.lastActiveDay : today;
  return { lastActiveDay, current, longest: Math.max(state.longest, current) };
}

/**
 * The streak to show today: a streak whose last active day is before yesterday has lapsed, even
 * though nothing has been written since.
 */
export function visibleStreak(state: StreakState, today: string): number {
  if (!state.lastActiveDay) return 0;
  const gap = daysBetween(state.lastActiveDay, today);
  return gap <= 1 ? state.current : 0;
}
