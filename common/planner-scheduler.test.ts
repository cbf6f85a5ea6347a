import { describe, expect, it } from 'vitest';
import {
  DAILY_STUDY_CAP_HOURS,
  IMPORTANCE_LEAD_HOURS,
  mergedWindows,
  planSchedule,
  STUDY_WINDOWS,
  UNSCHEDULED_REASONS,
  type PlannerAssignment,
  type ScheduleInput,
  type ScheduleResult,
} from './planner-scheduler';
import { ASSIGNMENT_SUBJECTS, STUDY_TIMES, type Importance, type StudyPreferences, type StudyTime } from './schemas/planner';
import { zonedTimeToUtc } from './zoned-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** mulberry32: a tiny seeded PRNG so every generated case can be reproduced from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONES = [
  'UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Europe/Berlin', 'Asia/Kolkata',
  'Asia/Tokyo', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/Sao_Paulo', 'America/St_Johns', 'Pacific/Apia',
];
/** Around daylight-saving changes in both hemispheres, plus ordinary days. */
const NOW_ANCHORS = ['2026-03-06T15:00:00Z', '2026-03-27T09:00:00Z', '2026-04-03T20:00:00Z', '2026-06-15T11:17:00Z', '2026-09-25T02:00:00Z', '2026-10-23T18:45:00Z', '2026-10-30T07:00:00Z', '2026-12-31T23:10:00Z'];
const IMPORTANCE: Importance[] = ['low', 'medium', 'high'];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

function randomPreferences(r: () => number): StudyPreferences {
  const times = STUDY_TIMES.filter(() => r() < 0.5);
  return {
    preferredStudyTimes: times.length ? times : [pick(r, STUDY_TIMES)],
    sessionLength: pick(r, ['1', '2', '3', '4'] as const),
    breakDuration: pick(r, ['15', '30', '45', '60'] as const),
    studyStyle: pick(r, ['focused', 'mixed', 'spaced'] as const),
  };
}

function randomCase(seed: number): ScheduleInput {
  const r = prng(seed);
  const now = new Date(Date.parse(pick(r, NOW_ANCHORS)) + Math.floor(r() * 72) * HOUR + Math.floor(r() * 60) * 60_000);
  const count = 1 + Math.floor(r() * 12);
  const assignments: PlannerAssignment[] = Array.from({ length: count }, (_, i) => ({
    id: `a${i}`,
    title: `Assignment ${i}`,
    subject: pick(r, ASSIGNMENT_SUBJECTS.slice(0, 5)),
    importance: pick(r, IMPORTANCE),
    estimatedHours: r() < 0.2 ? 1 + Math.round(r() * 49 * 10) / 10 : 1 + Math.floor(r() * 8) + (r() < 0.3 ? 0.5 : 0),
    dueDate: new Date(now.getTime() + (r() * 16 - 1) * DAY).toISOString(),
  }));
  return { assignments, preferences: randomPreferences(r), now, timeZone: pick(r, ZONES) };
}

/** Local wall date and minutes of an instant, through a formatter of the test's own. */
const localFormats = new Map<string, Intl.DateTimeFormat>();
function local(iso: string, timeZone: string): { date: string; minutes: number } {
  let f = localFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    localFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: (Number(p.hour) % 24) * 60 + Number(p.minute) };
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** Every guarantee that holds for any input, feasible or not. */
function checkInvariants(input: ScheduleInput, result: ScheduleResult): void {
  const { preferences: p, timeZone } = input;
  const byId = new Map(input.assignments.map((a) => [a.id, a]));
  const now = input.now.getTime();
  const session = Number(p.sessionLength);
  const windows = mergedWindows(p.preferredStudyTimes);
  const blocks = result.schedule;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    const a = byId.get(b.assignmentId)!;
    const start = Date.parse(b.start);
    const end = Date.parse(b.end);
    expect(start).toBeGreaterThanOrEqual(now);
    expect(end).toBeLessThanOrEqual(Date.parse(a.dueDate));
    expect(end).toBeGreaterThan(start);
    expect(b.duration).toBeCloseTo((end - start) / HOUR, 9);
    expect(b.duration).toBeLessThanOrEqual(session + 1e-9);
    expect([b.title, b.subject, b.importance]).toEqual([a.title, a.subject, a.importance]);
    // Inside one chosen window of its local day (a window ending at 24:00 ends at the next midnight).
    const ls = local(b.start, timeZone);
    const le = local(b.end, timeZone);
    expect(b.date).toBe(ls.date);
    const endMinutes = le.date === ls.date ? le.minutes : le.date === nextDay(ls.date) && le.minutes === 0 ? 1440 : -1;
    expect(windows.some((w) => ls.minutes >= w.start && endMinutes <= w.end && endMinutes > ls.minutes), `${b.timeSlot} on ${b.date} in ${timeZone}`).toBe(true);
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    expect(b.timeSlot).toBe(`${hhmm(ls.minutes)} - ${hhmm(endMinutes)}`);
    if (i > 0) {
      const prev = blocks[i - 1];
      expect(Date.parse(prev.end)).toBeLessThanOrEqual(start); // time order, no overlap
      if (prev.date === b.date) expect(start - Date.parse(prev.end)).toBeGreaterThanOrEqual(Number(p.breakDuration) * 60_000);
    }
  }
  // Scheduled + unscheduled = estimated hours, for every assignment.
  const unscheduled = new Map(result.unscheduled.map((u) => [u.assignmentId, u]));
  expect(unscheduled.size).toBe(result.unscheduled.length);
  for (const a of input.assignments) {
    const placed = blocks.filter((b) => b.assignmentId === a.id).reduce((s, b) => s + b.duration, 0);
    const short = unscheduled.get(a.id)?.hoursShort ?? 0;
    expect(Math.abs(placed + short - a.estimatedHours), a.id).toBeLessThan(1 / 120);
    if (unscheduled.has(a.id)) {
      expect(short).toBeGreaterThan(0);
      expect(unscheduled.get(a.id)!.reason.length).toBeGreaterThan(0);
    }
    if (Date.parse(a.dueDate) <= now) expect(unscheduled.get(a.id)?.reason).toBe(UNSCHEDULED_REASONS.pastDue);
  }
}

/** The end of the merged window a block starting at `start` lies in. */
function windowEnd(start: string, input: ScheduleInput): number {
  const ls = local(start, input.timeZone);
  const w = mergedWindows(input.preferences.preferredStudyTimes).find((x) => ls.minutes >= x.start && ls.minutes < x.end)!;
  return zonedTimeToUtc(ls.date, w.end, input.timeZone);
}

/** Work left of each assignment at instant t, from the blocks before it. */
function remainingAt(input: ScheduleInput, result: ScheduleResult, t: number): Map<string, number> {
  const left = new Map(input.assignments.map((a) => [a.id, Math.round(a.estimatedHours * 60) / 60]));
  for (const b of result.schedule) if (Date.parse(b.start) < t) left.set(b.assignmentId, left.get(b.assignmentId)! - b.duration);
  return left;
}

/** A case with lots of room: total work at most a fifth of the study time before the first due date. */
function generousCase(seed: number): ScheduleInput {
  const r = prng(seed);
  const base = randomCase(seed);
  const prefs = base.preferences;
  const windowHours = mergedWindows(prefs.preferredStudyTimes).reduce((s, w) => s + (w.end - w.start) / 60, 0);
  const session = Number(prefs.sessionLength);
  const usable = windowHours * (session / (session + Number(prefs.breakDuration) / 60));
  const days = 6 + Math.floor(r() * 14);
  const budget = (usable * (days - 2)) / 5;
  const count = 1 + Math.floor(r() * 8);
  const assignments: PlannerAssignment[] = Array.from({ length: count }, (_, i) => ({
    id: `g${i}`,
    title: `Task ${i}`,
    subject: pick(r, ASSIGNMENT_SUBJECTS.slice(0, 4)),
    importance: pick(r, IMPORTANCE),
    estimatedHours: Math.max(1, Math.floor(((budget / count) * (0.5 + r() / 2)) * 2) / 2),
    dueDate: new Date(base.now.getTime() + (days + r() * 10) * DAY).toISOString(),
  })).filter((a) => a.estimatedHours <= 50);
  return { ...base, assignments };
}

describe('planSchedule: guarantees over generated cases', () => {
  it('keeps every invariant on 1500 random cases (past due, tight, fractional hours, DST weeks, odd zones)', () => {
    for (let seed = 1; seed <= 1500; seed++) {
      const input = randomCase(seed);
      try {
        checkInvariants(input, planSchedule(input));
      } catch (err) {
        throw new Error(`seed ${seed}: ${(err as Error).message}`);
      }
    }
  }, 60_000);

  it('is deterministic: the same input gives the same plan', () => {
    for (let seed = 1; seed <= 50; seed++) expect(planSchedule(randomCase(seed))).toEqual(planSchedule(randomCase(seed)));
  });

  it('schedules everything when there is plenty of time, in every style', () => {
    let blocks = 0;
    for (let seed = 1; seed <= 600; seed++) {
      const input = generousCase(seed);
      const result = planSchedule(input);
      checkInvariants(input, result);
      expect(result.unscheduled, `seed ${seed}`).toEqual([]);
      blocks += result.schedule.length;
    }
    expect(blocks).toBeGreaterThan(1000);
  }, 60_000);

  it("'mixed': consecutive blocks share a subject only when no other subject could be studied then", () => {
    let switches = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const input = { ...randomCase(seed * 7) };
      input.preferences = { ...input.preferences, studyStyle: 'mixed' };
      const result = planSchedule(input);
      checkInvariants(input, result);
      const s = result.schedule;
      for (let i = 1; i < s.length; i++) {
        if (s[i].subject !== s[i - 1].subject) {
          switches++;
          continue;
        }
        const t = Date.parse(s[i].start);
        const left = remainingAt(input, result, t);
        const end = windowEnd(s[i].start, input);
        const other = input.assignments.filter((a) => {
          const rem = left.get(a.id)!;
          const minLen = Math.min(0.5, rem) * HOUR;
          return a.subject !== s[i].subject && rem > 1e-9 && Math.min(Date.parse(a.dueDate), end) - t >= minLen;
        });
        expect(other.map((a) => a.id), `seed ${seed * 7} block ${i}`).toEqual([]);
      }
    }
    expect(switches).toBeGreaterThan(200);
  }, 60_000);

  it("'focused': works through assignments one at a time in priority order when time allows", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const input = generousCase(seed);
      input.preferences = { ...input.preferences, studyStyle: 'focused' };
      const result = planSchedule(input);
      expect(result.unscheduled).toEqual([]);
      const order = [...input.assignments]
        .sort((a, b) => Date.parse(a.dueDate) - IMPORTANCE_LEAD_HOURS[a.importance] * HOUR - (Date.parse(b.dueDate) - IMPORTANCE_LEAD_HOURS[b.importance] * HOUR))
        .map((a) => a.id);
      const sequence = result.schedule.map((b) => b.assignmentId).filter((id, i, all) => i === 0 || all[i - 1] !== id);
      // Each assignment's blocks are one run, and the runs follow the priority order.
      expect(sequence, `seed ${seed}`).toEqual(order.filter((id) => sequence.includes(id)));
      expect(new Set(sequence).size).toBe(input.assignments.length);
    }
  });

  it("'spaced': spreads one assignment over the days before it is due, at most max(one session, hours ÷ days) a day", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const r = prng(seed);
      const timeZone = pick(r, ZONES);
      const times = [pick(r, STUDY_TIMES)] as StudyTime[];
      const sessionLength = pick(r, ['1', '2', '3', '4'] as const);
      const days = 3 + Math.floor(r() * 10);
      const hours = 2 + Math.floor(r() * 20);
      // 07:00 local on day 0, due at 23:59 on the last day: `days` whole days of study time.
      const nowMs = zonedTimeToUtc('2026-03-05', 7 * 60, timeZone);
      const due = zonedTimeToUtc(`2026-03-${String(4 + days).padStart(2, '0')}`, 23 * 60 + 59, timeZone);
      const input: ScheduleInput = {
        now: new Date(nowMs),
        timeZone,
        preferences: { preferredStudyTimes: times, sessionLength, breakDuration: '15', studyStyle: 'spaced' },
        assignments: [{ id: 'x', title: 'Essay', subject: 'English', importance: 'medium', estimatedHours: hours, dueDate: new Date(due).toISOString() }],
      };
      const result = planSchedule(input);
      checkInvariants(input, result);
      const perDay = new Map<string, number>();
      for (const b of result.schedule) perDay.set(b.date, (perDay.get(b.date) ?? 0) + b.duration);
      const cap = Math.max(Number(sessionLength), Math.ceil((hours / days) * 2) / 2);
      for (const [day, h] of perDay) expect(h, `seed ${seed} ${day}`).toBeLessThanOrEqual(cap + 1e-9);
      const windowHours = (STUDY_WINDOWS[times[0]].end - STUDY_WINDOWS[times[0]].start) / 60;
      if (result.unscheduled.length === 0) expect(perDay.size).toBeGreaterThanOrEqual(Math.min(days, Math.ceil(hours / Math.min(cap, windowHours))));
      if (hours <= days * Math.min(Number(sessionLength), windowHours)) expect(result.unscheduled, `seed ${seed}`).toEqual([]);
    }
  });

  it('plans 500 assignments in well under a second', () => {
    const r = prng(99);
    const now = new Date('2026-03-02T12:00:00Z');
    const assignments: PlannerAssignment[] = Array.from({ length: 500 }, (_, i) => ({
      id: `p${i}`,
      title: `Assignment ${i}`,
      subject: pick(r, ASSIGNMENT_SUBJECTS),
      importance: pick(r, IMPORTANCE),
      estimatedHours: 1 + Math.floor(r() * 10),
      dueDate: new Date(now.getTime() + (1 + r() * 120) * DAY).toISOString(),
    }));
    for (const studyStyle of ['focused', 'mixed', 'spaced'] as const) {
      const input: ScheduleInput = {
        assignments,
        now,
        timeZone: 'America/New_York',
        preferences: { preferredStudyTimes: ['morning', 'afternoon', 'evening', 'night'], sessionLength: '2', breakDuration: '15', studyStyle },
      };
      const started = performance.now();
      const result = planSchedule(input);
      const ms = performance.now() - started;
      expect(ms, studyStyle).toBeLessThan(1000);
      expect(result.schedule.length).toBeGreaterThan(500);
      checkInvariants(input, result);
    }
  });
});

describe('planSchedule: worked examples', () => {
  const prefs = (over: Partial<StudyPreferences> = {}): StudyPreferences => ({
    preferredStudyTimes: ['morning'],
    sessionLength: '2',
    breakDuration: '15',
    studyStyle: 'focused',
    ...over,
  });

  it('places evening blocks at 18:00 local on both sides of the US spring-forward change', () => {
    const input: ScheduleInput = {
      now: new Date('2026-03-07T17:00:00Z'), // 12:00 EST, Saturday
      timeZone: 'America/New_York',
      preferences: prefs({ preferredStudyTimes: ['evening'], sessionLength: '3' }),
      assignments: [{ id: 'a', title: 'Lab report', subject: 'Chemistry', importance: 'high', estimatedHours: 6, dueDate: '2026-03-10T04:00:00Z' }],
    };
    const { schedule, unscheduled } = planSchedule(input);
    expect(unscheduled).toEqual([]);
    expect(schedule.map((b) => [b.date, b.timeSlot, b.start, b.end])).toEqual([
      ['2026-03-07', '18:00 - 21:00', '2026-03-07T23:00:00.000Z', '2026-03-08T02:00:00.000Z'],
      ['2026-03-08', '18:00 - 21:00', '2026-03-08T22:00:00.000Z', '2026-03-09T01:00:00.000Z'],
    ]);
  });

  it('starts on the next half hour after now, and separates blocks by the break on the half-hour grid', () => {
    const { schedule } = planSchedule({
      now: new Date('2026-05-04T08:10:00Z'),
      timeZone: 'UTC',
      preferences: prefs({ sessionLength: '1', breakDuration: '15' }),
      assignments: [{ id: 'a', title: 'Essay', subject: 'English', importance: 'medium', estimatedHours: 2.5, dueDate: '2026-05-04T12:00:00Z' }],
    });
    expect(schedule.map((b) => b.timeSlot)).toEqual(['08:30 - 09:30', '10:00 - 11:00', '11:30 - 12:00']);
    expect(schedule.map((b) => b.duration)).toEqual([1, 1, 0.5]);
  });

  it('puts the earlier deadline first, and a high-priority assignment before a low one due at the same time', () => {
    const base = { subject: 'History', estimatedHours: 2 };
    const { schedule } = planSchedule({
      now: new Date('2026-05-04T07:00:00Z'),
      timeZone: 'UTC',
      preferences: prefs({ preferredStudyTimes: ['morning', 'afternoon'] }),
      assignments: [
        { ...base, id: 'late-low', title: 'Late low', importance: 'low', dueDate: '2026-05-09T12:00:00Z' },
        { ...base, id: 'late-high', title: 'Late high', importance: 'high', dueDate: '2026-05-09T12:00:00Z' },
        { ...base, id: 'soon', title: 'Soon', importance: 'low', dueDate: '2026-05-06T12:00:00Z' },
      ],
    });
    const runs = schedule.map((b) => b.assignmentId).filter((id, i, all) => i === 0 || all[i - 1] !== id);
    expect(runs).toEqual(['soon', 'late-high', 'late-low']);
  });

  it('gives the last hours of today to the assignment due tonight, not to a higher-priority one due tomorrow night', () => {
    // 15:10 in Los Angeles; both due dates are all-day (they end at local midnight), so the
    // high-priority lead makes the two weigh the same: tonight's deadline is the one that cannot wait.
    const { schedule, unscheduled } = planSchedule({
      now: new Date('2026-03-03T23:10:00Z'),
      timeZone: 'America/Los_Angeles',
      preferences: prefs({ preferredStudyTimes: ['morning', 'afternoon'] }),
      assignments: [
        { id: 'tomorrow', title: 'Due tomorrow', subject: 'History', importance: 'high', estimatedHours: 3, dueDate: '2026-03-05T08:00:00Z' },
        { id: 'today', title: 'Due today', subject: 'Mathematics', importance: 'medium', estimatedHours: 1.5, dueDate: '2026-03-04T08:00:00Z' },
      ],
    });
    expect(schedule.map((b) => [b.assignmentId, b.date, b.timeSlot])).toEqual([
      ['today', '2026-03-03', '15:30 - 17:00'],
      ['tomorrow', '2026-03-04', '08:00 - 10:00'],
      ['tomorrow', '2026-03-04', '10:30 - 11:30'],
    ]);
    expect(unscheduled).toEqual([]);
  });

  it(`plans at most ${DAILY_STUDY_CAP_HOURS} hours a day while the work fits, and longer days only when a due date needs them`, () => {
    const perDay = (r: ScheduleResult) => {
      const m = new Map<string, number>();
      for (const b of r.schedule) m.set(b.date, (m.get(b.date) ?? 0) + b.duration);
      return m;
    };
    const base = { now: new Date('2026-05-04T07:00:00Z'), timeZone: 'UTC', preferences: prefs({ preferredStudyTimes: ['morning', 'afternoon'], sessionLength: '4' }) };
    // A project due in a month: no day of 7-8 hours (which the recommendations would call overloaded).
    const roomy = planSchedule({ ...base, assignments: [{ id: 'p', title: 'Project', subject: 'Science', importance: 'low', estimatedHours: 20, dueDate: '2026-06-04T00:00:00Z' }] });
    expect(roomy.unscheduled).toEqual([]);
    expect(Math.max(...perDay(roomy).values())).toBe(DAILY_STUDY_CAP_HOURS);
    // Due tonight with 8 hours of work: the whole day is used, since a capped day would leave 2 hours out.
    const tight = planSchedule({ ...base, assignments: [{ id: 't', title: 'Take-home exam', subject: 'Physics', importance: 'high', estimatedHours: 8, dueDate: '2026-05-05T00:00:00Z' }] });
    expect(tight.unscheduled).toEqual([]);
    expect(perDay(tight).get('2026-05-04')).toBe(8);
  });

  it('says when more urgent work took the time instead of "Only 0 hours … fit"', () => {
    const { unscheduled } = planSchedule({
      now: new Date('2026-05-04T10:00:00Z'),
      timeZone: 'UTC',
      preferences: prefs(),
      assignments: [
        { id: 'lab', title: 'Lab report', subject: 'Chemistry', importance: 'high', estimatedHours: 2, dueDate: '2026-05-05T00:00:00Z' },
        { id: 'poem', title: 'Poem', subject: 'English', importance: 'low', estimatedHours: 1, dueDate: '2026-05-05T00:00:00Z' },
      ],
    });
    expect(unscheduled).toEqual([{ assignmentId: 'poem', title: 'Poem', hoursShort: 1, reason: UNSCHEDULED_REASONS.crowdedOut }]);
  });

  it('reports what does not fit, with the hours short and why', () => {
    const { schedule, unscheduled } = planSchedule({
      now: new Date('2026-05-04T07:00:00Z'),
      timeZone: 'UTC',
      preferences: prefs({ sessionLength: '4' }),
      assignments: [
        { id: 'big', title: 'Thesis chapter', subject: 'English', importance: 'high', estimatedHours: 10, dueDate: '2026-05-04T23:00:00Z' },
        { id: 'old', title: 'Old', subject: 'Art', importance: 'low', estimatedHours: 2, dueDate: '2026-05-01T00:00:00Z' },
        { id: 'tonight', title: 'Tonight', subject: 'Art', importance: 'low', estimatedHours: 2, dueDate: '2026-05-04T07:30:00Z' },
      ],
    });
    expect(schedule.map((b) => [b.assignmentId, b.timeSlot])).toEqual([['big', '08:00 - 12:00']]);
    // In priority order (a high-priority deadline counts a day earlier than a low one's).
    expect(unscheduled).toEqual([
      { assignmentId: 'old', title: 'Old', hoursShort: 2, reason: UNSCHEDULED_REASONS.pastDue },
      { assignmentId: 'big', title: 'Thesis chapter', hoursShort: 6, reason: 'Only 4 hours of 10 hours fit into your chosen study times before the due date.' },
      { assignmentId: 'tonight', title: 'Tonight', hoursShort: 2, reason: UNSCHEDULED_REASONS.noTime },
    ]);
  });

  it("'mixed' alternates subjects instead of finishing one assignment first", () => {
    const { schedule } = planSchedule({
      now: new Date('2026-05-04T07:00:00Z'),
      timeZone: 'UTC',
      preferences: prefs({ preferredStudyTimes: ['morning', 'afternoon'], sessionLength: '1', studyStyle: 'mixed' }),
      assignments: [
        { id: 'm', title: 'Algebra', subject: 'Mathematics', importance: 'high', estimatedHours: 3, dueDate: '2026-05-05T20:00:00Z' },
        { id: 'h', title: 'Essay', subject: 'History', importance: 'low', estimatedHours: 3, dueDate: '2026-05-08T20:00:00Z' },
      ],
    });
    expect(schedule.slice(0, 6).map((b) => b.assignmentId)).toEqual(['m', 'h', 'm', 'h', 'm', 'h']);
  });

  it('merges touching windows: evening + night is one stretch from 18:00 to 24:00', () => {
    expect(mergedWindows(['night', 'morning', 'evening'])).toEqual([{ start: 480, end: 720 }, { start: 1080, end: 1440 }]);
    const { schedule } = planSchedule({
      now: new Date('2026-05-04T17:00:00Z'),
      timeZone: 'UTC',
      preferences: prefs({ preferredStudyTimes: ['evening', 'night'], sessionLength: '4', breakDuration: '60' }),
      assignments: [{ id: 'a', title: 'Project', subject: 'Art', importance: 'medium', estimatedHours: 5, dueDate: '2026-05-05T00:00:00Z' }],
    });
    expect(schedule.map((b) => b.timeSlot)).toEqual(['18:00 - 22:00', '23:00 - 24:00']);
  });
});
