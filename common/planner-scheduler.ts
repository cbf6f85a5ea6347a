import type { Importance, ScheduleItem, StudyPreferences, StudyTime, UnscheduledWork } from './schemas/planner';
import { addDays, wallTimeOf, zonedTimeToUtc } from './zoned-time';

/**
 * The study planner's scheduler: pure and deterministic (same input, same plan), so the server can
 * plan, tests can check every guarantee over thousands of generated cases, and nothing depends on
 * the machine's clock or time zone.
 */

const MINUTE = 60_000;
/** Blocks start on a half-hour grid measured from the start of a study window. */
export const SLOT_MINUTES = 30;
const SLOT = SLOT_MINUTES * MINUTE;

/** The study-time windows in the student's local wall time, minutes after midnight (end exclusive). */
export const STUDY_WINDOWS: Record<StudyTime, { start: number; end: number }> = {
  morning: { start: 8 * 60, end: 12 * 60 },
  afternoon: { start: 13 * 60, end: 17 * 60 },
  evening: { start: 18 * 60, end: 21 * 60 },
  night: { start: 21 * 60, end: 24 * 60 },
};

/**
 * How much earlier than its real deadline an assignment is treated by earliest-deadline-first, by
 * importance: a high-priority assignment due tomorrow evening goes before a low one due tomorrow noon.
 */
export const IMPORTANCE_LEAD_HOURS: Record<Importance, number> = { high: 24, medium: 0, low: -24 };

/** Plans never look further ahead than this (a due date years away still gets its work done early). */
export const MAX_HORIZON_DAYS = 366;

/**
 * Study hours a plan puts on one day while the work still fits without more: more than this is
 * what the recommendations call an overloaded day, so the planner does not make such days itself
 * unless the due dates leave no other way.
 */
export const DAILY_STUDY_CAP_HOURS = 6;

export const UNSCHEDULED_REASONS = {
  pastDue: 'The due date has already passed.',
  noTime: 'None of your chosen study times is left before the due date.',
  /** There was time, but more urgent work needed all of it ("Only 0 hours of 1 hour fit" says less). */
  crowdedOut: 'The study time left before the due date went to more urgent work.',
  notEnough: (placed: number, total: number) =>
    `Only ${formatHours(placed)} of ${formatHours(total)} fit into your chosen study times before the due date.`,
} as const;

/** What the scheduler needs of an assignment. `dueDate` is the deadline instant (ISO-8601). */
export interface PlannerAssignment {
  id: string;
  title: string;
  subject: string;
  importance: Importance;
  estimatedHours: number;
  dueDate: string;
}

export interface ScheduleInput {
  assignments: PlannerAssignment[];
  preferences: StudyPreferences;
  now: Date;
  /** The student's IANA time zone: windows are in their local wall time. */
  timeZone: string;
}

export interface ScheduleResult {
  /** Blocks in time order. */
  schedule: ScheduleItem[];
  /** Work that could not be placed before its due date, one entry per affected assignment. */
  unscheduled: UnscheduledWork[];
}

/** "1 hour", "2.5 hours" — for sentences. */
export function formatHours(hours: number): string {
  const rounded = Math.round(hours * 100) / 100;
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
}

/** The chosen windows, sorted and with touching ones merged (evening + night is 18:00–24:00). */
export function mergedWindows(times: readonly StudyTime[]): Array<{ start: number; end: number }> {
  const sorted = [...new Set(times)].map((t) => STUDY_WINDOWS[t]).sort((a, b) => a.start - b.start);
  const out: Array<{ start: number; end: number }> = [];
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else out.push({ ...w });
  }
  return out;
}

/** A stretch of study time: one merged window on one local day, clipped to [now, horizon). */
interface Interval {
  date: string;
  dayIndex: number;
  /** The window's own start: the half-hour grid is measured from it. */
  origin: number;
  start: number;
  end: number;
}

function alignUp(ms: number, origin: number): number {
  return origin + Math.ceil((ms - origin) / SLOT) * SLOT;
}

/** Every stretch of study time from `now` until `horizon` in the student's zone, in order. */
function studyIntervals(times: readonly StudyTime[], now: number, horizon: number, timeZone: string): Interval[] {
  const windows = mergedWindows(times.length ? times : ['morning', 'afternoon']);
  const out: Interval[] = [];
  const today = wallTimeOf(now, timeZone).date;
  let dayIndex = -1;
  for (let k = 0; k <= MAX_HORIZON_DAYS + 1; k++) {
    const date = addDays(today, k);
    let dayUsed = false;
    let past = false;
    for (const w of windows) {
      const origin = zonedTimeToUtc(date, w.start, timeZone);
      if (origin >= horizon) {
        past = true;
        break;
      }
      const end = Math.min(zonedTimeToUtc(date, w.end, timeZone), horizon);
      const start = origin < now ? alignUp(now, origin) : origin;
      if (end - start <= 0) continue;
      if (!dayUsed) {
        dayIndex += 1;
        dayUsed = true;
      }
      out.push({ date, dayIndex, origin, start, end });
    }
    if (past) break;
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "09:00 - 11:00" in local time; a block ending at local midnight ends at "24:00". */
function timeSlot(start: number, end: number, timeZone: string): string {
  const s = wallTimeOf(start, timeZone);
  const e = wallTimeOf(end, timeZone);
  const endMinutes = e.date !== s.date && e.minutes === 0 ? 24 * 60 : e.minutes;
  const fmt = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
  return `${fmt(s.minutes)} - ${fmt(endMinutes)}`;
}

interface Task {
  a: PlannerAssignment;
  deadline: number;
  need: number;
  remaining: number;
  /** The last day index on which a block can still fit before the deadline (-1: none). */
  lastDay: number;
  capDay: number;
  cap: number;
  doneToday: number;
}

/**
 * The order of earliest-deadline-first weighted by importance: deadline moved earlier by the
 * importance lead, then the real deadline (a medium assignment due tonight and a high one due
 * tomorrow night weigh the same, and tonight's is the one that cannot wait), then higher
 * importance, more work, and the id (deterministic ties).
 */
export function priorityCompare(a: PlannerAssignment, b: PlannerAssignment): number {
  const rank: Record<Importance, number> = { high: 0, medium: 1, low: 2 };
  const da = Date.parse(a.dueDate);
  const db = Date.parse(b.dueDate);
  const ka = da - IMPORTANCE_LEAD_HOURS[a.importance] * 3_600_000;
  const kb = db - IMPORTANCE_LEAD_HOURS[b.importance] * 3_600_000;
  return ka - kb || da - db || rank[a.importance] - rank[b.importance] || b.estimatedHours - a.estimatedHours || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The last interval index whose start leaves at least `need` ms before the deadline (binary search). */
function lastUsableDay(intervals: Interval[], deadline: number, need: number): number {
  let lo = 0;
  let hi = intervals.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (intervals[mid].start + need <= deadline) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? -1 : intervals[found].dayIndex;
}

/**
 * Plans study blocks from `now` to each due date inside the student's chosen study times.
 *
 * Earliest deadline first, weighted by importance; blocks are at most one session long, one
 * assignment each, separated on a day by at least the break; 'mixed' switches subject between
 * consecutive blocks whenever another subject has work; 'spaced' caps an assignment's work per day
 * at max(one session, remaining ÷ days left) so it spreads over the days before it is due.
 * Whatever does not fit is reported in `unscheduled`, so scheduled + unscheduled = estimated hours.
 */
export function planSchedule(input: ScheduleInput): ScheduleResult {
  const capped = planWithDailyCap(input, DAILY_STUDY_CAP_HOURS * 60 * MINUTE);
  if (!capped.unscheduled.length) return capped;
  // Something did not fit: full days are worth it only when they get more of the work done.
  const full = planWithDailyCap(input, null);
  const short = (r: ScheduleResult) => r.unscheduled.reduce((sum, u) => sum + u.hoursShort, 0);
  return short(full) < short(capped) - 1e-9 ? full : capped;
}

/** The scheduler itself; `dailyCap` (ms, or null for none) limits the study placed on one local day. */
function planWithDailyCap(input: ScheduleInput, dailyCap: number | null): ScheduleResult {
  const { preferences, timeZone } = input;
  const now = input.now.getTime();
  const session = Number(preferences.sessionLength) * 60 * MINUTE;
  const breakMs = Number(preferences.breakDuration) * MINUTE;
  const style = preferences.studyStyle;
  const unscheduled: UnscheduledWork[] = [];
  const schedule: ScheduleItem[] = [];
  const usedOnDay = new Map<string, number>();

  const sorted = [...input.assignments].sort(priorityCompare);
  const live = sorted.filter((a) => Date.parse(a.dueDate) > now);
  const horizon = Math.min(
    live.reduce((m, a) => Math.max(m, Date.parse(a.dueDate)), now),
    now + MAX_HORIZON_DAYS * 86_400_000,
  );
  const intervals = live.length ? studyIntervals(preferences.preferredStudyTimes, now, horizon, timeZone) : [];

  const tasks: Task[] = [];
  for (const a of sorted) {
    const deadline = Date.parse(a.dueDate);
    const need = Math.max(0, Math.round(a.estimatedHours * 60)) * MINUTE;
    const task: Task = {
      a,
      deadline,
      need,
      remaining: need,
      lastDay: lastUsableDay(intervals, deadline, Math.min(SLOT, need)),
      capDay: -1,
      cap: 0,
      doneToday: 0,
    };
    tasks.push(task);
  }
  let active = tasks.filter((t) => t.deadline > now && t.remaining > 0 && t.lastDay >= 0);
  const sessionsDone = new Map<string, number>();
  let lastSubject: string | null = null;
  let lastEnd: number | null = null;
  let lastDate: string | null = null;

  /** How long a block of `task` starting at `t` inside `iv` may be; 0 when it cannot start there. */
  function blockLength(task: Task, t: number, iv: Interval): number {
    const minLen = Math.min(SLOT, task.remaining);
    const room = Math.min(iv.end, task.deadline) - t;
    if (room < minLen) return 0;
    let limit = Math.min(session, room);
    if (dailyCap !== null) {
      const dayLeft = dailyCap - (usedOnDay.get(iv.date) ?? 0);
      if (dayLeft < minLen) return 0;
      limit = Math.min(limit, dayLeft);
    }
    if (style === 'spaced') {
      if (task.capDay !== iv.dayIndex) {
        const daysLeft = Math.max(1, task.lastDay - iv.dayIndex + 1);
        const even = Math.ceil(task.remaining / daysLeft / SLOT) * SLOT;
        task.cap = Math.max(Math.min(session, task.remaining), even);
        task.capDay = iv.dayIndex;
        task.doneToday = 0;
      }
      const capLeft = task.cap - task.doneToday;
      if (capLeft < minLen) return 0;
      limit = Math.min(limit, capLeft);
    }
    if (task.remaining <= limit) return task.remaining;
    return Math.floor(limit / SLOT) * SLOT;
  }

  for (const iv of intervals) {
    if (!active.length) break;
    let t = iv.start;
    if (lastEnd !== null && lastDate === iv.date) t = Math.max(t, alignUp(lastEnd + breakMs, iv.origin));
    while (t < iv.end && active.length) {
      let pick: Task | null = null;
      let pickLen = 0;
      let fallback: Task | null = null;
      let fallbackLen = 0;
      let expired = false;
      for (const task of active) {
        if (task.deadline <= t) {
          expired = true;
          continue;
        }
        const len = blockLength(task, t, iv);
        if (len <= 0) continue;
        if (style === 'mixed' && lastSubject !== null && task.a.subject === lastSubject) {
          if (!fallback) {
            fallback = task;
            fallbackLen = len;
          }
          continue;
        }
        pick = task;
        pickLen = len;
        break;
      }
      if (!pick && fallback) {
        pick = fallback;
        pickLen = fallbackLen;
      }
      if (expired) active = active.filter((task) => task.deadline > t);
      if (!pick) {
        t += SLOT;
        continue;
      }
      const end = t + pickLen;
      pick.remaining -= pickLen;
      pick.doneToday += pickLen;
      usedOnDay.set(iv.date, (usedOnDay.get(iv.date) ?? 0) + pickLen);
      const n = (sessionsDone.get(pick.a.id) ?? 0) + 1;
      sessionsDone.set(pick.a.id, n);
      schedule.push({
        assignmentId: pick.a.id,
        title: pick.a.title,
        subject: pick.a.subject,
        importance: pick.a.importance,
        date: iv.date,
        timeSlot: timeSlot(t, end, timeZone),
        start: new Date(t).toISOString(),
        end: new Date(end).toISOString(),
        duration: pickLen / 3_600_000,
      });
      if (pick.remaining <= 0) active = active.filter((task) => task !== pick);
      lastSubject = pick.a.subject;
      lastEnd = end;
      lastDate = iv.date;
      t = alignUp(end + breakMs, iv.origin);
    }
  }

  for (const task of tasks) {
    if (task.remaining <= 0) continue;
    const placed = (task.need - task.remaining) / 3_600_000;
    const reason =
      task.deadline <= now
        ? UNSCHEDULED_REASONS.pastDue
        : placed === 0
          ? task.lastDay < 0
            ? UNSCHEDULED_REASONS.noTime
            : UNSCHEDULED_REASONS.crowdedOut
          : UNSCHEDULED_REASONS.notEnough(placed, task.a.estimatedHours);
    unscheduled.push({
      assignmentId: task.a.id,
      title: task.a.title,
      hoursShort: task.a.estimatedHours - placed,
      reason,
    });
  }
  return { schedule, unscheduled };
}
