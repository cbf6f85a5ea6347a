import { DAILY_STUDY_CAP_HOURS, formatHours, type PlannerAssignment } from './planner-scheduler';
import type { ScheduleItem, UnscheduledWork } from './schemas/planner';

/** A day with more planned study than this is called out as overloaded (the scheduler avoids it when it can). */
export const OVERLOAD_HOURS = DAILY_STUDY_CAP_HOURS;
/** Work finishing closer than this to its due date leaves no margin for surprises. */
export const AT_RISK_MARGIN_HOURS = 24;
/** At most this many recommendations, most urgent first. */
export const MAX_RECOMMENDATIONS = 8;
/** Past-due assignments are listed one by one up to this many, then summarised. */
const PAST_DUE_LISTED = 3;

export interface RecommendationInput {
  /** The assignments that were planned (incomplete ones); `dueDate` is the deadline instant. */
  assignments: PlannerAssignment[];
  schedule: ScheduleItem[];
  unscheduled: UnscheduledWork[];
  now: Date;
  timeZone: string;
}

/** "Monday, March 9" for a calendar date YYYY-MM-DD. */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "March 9" for an instant, in the student's zone. */
function dateLabel(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric' }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' }).format(new Date(iso));
  }
}

/**
 * Plain-sentence advice computed from a plan, so the planner is useful without any AI: past-due
 * work, work that does not fit, work that finishes too close to its due date, overloaded days, and
 * a note when the load is balanced. An AI provider may rephrase these; it never replaces the facts.
 */
export function planRecommendations(input: RecommendationInput): string[] {
  const { assignments, schedule, unscheduled, now, timeZone } = input;
  const out: string[] = [];
  const byId = new Map(assignments.map((a) => [a.id, a]));
  const nowMs = now.getTime();

  const pastDue = assignments.filter((a) => Date.parse(a.dueDate) <= nowMs).sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate));
  for (const a of pastDue.slice(0, PAST_DUE_LISTED)) {
    // A deadline at midnight (an all-day due date ends there) belongs to the day before it.
    const dueDay = new Date(Date.parse(a.dueDate) - 1).toISOString();
    out.push(`"${a.title}" was due on ${dateLabel(dueDay, timeZone)} and is not marked complete. Finish it or ask about an extension, then mark it complete.`);
  }
  if (pastDue.length > PAST_DUE_LISTED) {
    const more = pastDue.length - PAST_DUE_LISTED;
    out.push(`${more} more ${more === 1 ? 'assignment is' : 'assignments are'} past due and not marked complete.`);
  }

  for (const u of unscheduled) {
    const a = byId.get(u.assignmentId);
    if (!a || Date.parse(a.dueDate) <= nowMs) continue;
    out.push(`"${u.title}" needs ${formatHours(u.hoursShort)} more than fit before it is due. Add study times, choose longer sessions or start on it today.`);
  }

  const lastEnd = new Map<string, number>();
  for (const b of schedule) lastEnd.set(b.assignmentId, Math.max(lastEnd.get(b.assignmentId) ?? 0, Date.parse(b.end)));
  const short = new Set(unscheduled.map((u) => u.assignmentId));
  for (const a of assignments) {
    const end = lastEnd.get(a.id);
    if (end === undefined || short.has(a.id)) continue;
    const margin = Date.parse(a.dueDate) - end;
    if (margin < AT_RISK_MARGIN_HOURS * 3_600_000) {
      out.push(`"${a.title}" is only finished ${formatHours(Math.max(0, Math.floor((margin / 3_600_000) * 2) / 2))} before it is due. Try to start it earlier to leave a margin.`);
    }
  }

  const perDay = new Map<string, number>();
  for (const b of schedule) perDay.set(b.date, (perDay.get(b.date) ?? 0) + b.duration);
  const overloaded = [...perDay].filter(([, h]) => h > OVERLOAD_HOURS).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [date, hours] of overloaded) {
    out.push(`${dayLabel(date)} has ${formatHours(hours)} of study planned. Consider moving some of it to a lighter day or starting sooner.`);
  }

  if (schedule.length && !overloaded.length) {
    const most = Math.max(...perDay.values());
    out.push(`Your workload is balanced: at most ${formatHours(most)} of study on any day, over ${perDay.size} ${perDay.size === 1 ? 'day' : 'days'}.`);
  }
  if (!schedule.length && !out.length) out.push('There is nothing left to schedule right now.');
  return out.slice(0, MAX_RECOMMENDATIONS);
}

/** Hand-written study tips per subject, offered by the offline engine (and when a model fails). */
export const SUBJECT_TIPS: Record<string, string> = {
  Mathematics: 'Work a few problems before looking at worked examples, and redo any you got wrong a day later.',
  Science: 'Explain each process out loud in your own words, then check your explanation against your notes.',
  English: 'Outline your argument before writing, and read your draft aloud to catch unclear sentences.',
  History: 'Build a timeline of the key events and link each to its causes and consequences.',
  Geography: 'Sketch maps from memory and label them, then compare with the atlas.',
  Physics: 'Start each problem with a diagram and the known quantities, and check your units at the end.',
  Chemistry: 'Balance equations by hand and practise converting between moles, mass and volume.',
  Biology: 'Draw and label diagrams of structures and processes, then test yourself with the labels covered.',
  'Computer Science': 'Write and run small programs for each concept, and trace your code by hand when it fails.',
  Art: 'Study a reference for a few minutes, then work from memory and compare.',
  Music: 'Practise the hardest passage slowly first, then raise the tempo step by step.',
  Literature: 'Note key quotes with page numbers as you read, grouped by theme or character.',
  Psychology: 'Connect each theory to a real study and an everyday example.',
  Economics: 'Draw the supply-and-demand diagram for each scenario and explain every shift.',
  Philosophy: 'Summarise each argument as premises and a conclusion, then write the strongest objection.',
};

/** The subject's tip, or a general one for subjects without their own. */
export function subjectTip(subject: string): string {
  return SUBJECT_TIPS[subject] ?? 'Test yourself on the material instead of rereading it, and review it again after a day.';
}
