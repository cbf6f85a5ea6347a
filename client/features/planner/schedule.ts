import type { Importance, OptimizeResponse, ScheduleItem, StudyPlanDto, UnscheduledWork } from '@common/schemas/planner';

/** One study block as the timeline shows it, whether it came from a fresh optimisation or a saved plan. */
export interface PlanSession {
  id: string;
  assignmentId: string;
  title: string;
  subject: string;
  importance: Importance;
  timeSlot: string;
  /** Hours, possibly fractional. */
  duration: number;
  tips?: string;
  description?: string;
}

/** One dated heading of the timeline with its blocks in time order. */
export interface PlanDay {
  date: string;
  sessions: PlanSession[];
  totalHours: number;
}

/** What the AI Planner shows: days, recommendations and the honest "couldn't fit" list. */
export interface PlanView {
  planId: string;
  title: string | null;
  createdAt: string | null;
  days: PlanDay[];
  recommendations: string[];
  unscheduled: UnscheduledWork[];
}

const IMPORTANCES: readonly Importance[] = ['low', 'medium', 'high'];

/** Start time of a "09:00 - 11:00" slot in minutes, for ordering (unparseable slots go last). */
export function slotStartMinutes(timeSlot: string): number {
  const m = /(\d{1,2}):(\d{2})/.exec(timeSlot);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.MAX_SAFE_INTEGER;
}

function byDateThenTime(days: Map<string, PlanSession[]>): PlanDay[] {
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, sessions]) => {
      const sorted = [...sessions].sort((x, y) => slotStartMinutes(x.timeSlot) - slotStartMinutes(y.timeSlot) || x.title.localeCompare(y.title));
      return { date, sessions: sorted, totalHours: sorted.reduce((sum, s) => sum + s.duration, 0) };
    });
}

/**
 * The optimised schedule grouped by its local date, days in order and each day's blocks by start
 * time (spec-1 §3's list of items becomes a dated timeline a student can follow).
 */
export function groupScheduleByDate(items: readonly ScheduleItem[]): PlanDay[] {
  const days = new Map<string, PlanSession[]>();
  // "Session 2 of 3" under blocks without tips, as a saved plan shows them (the server numbers them
  // the same way, in the order of the schedule).
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.assignmentId, (totals.get(item.assignmentId) ?? 0) + 1);
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const n = (seen.get(item.assignmentId) ?? 0) + 1;
    seen.set(item.assignmentId, n);
    const list = days.get(item.date) ?? [];
    list.push({
      id: `${item.date}-${i}`,
      assignmentId: item.assignmentId,
      title: item.title,
      subject: item.subject,
      importance: item.importance,
      timeSlot: item.timeSlot,
      duration: item.duration,
      tips: item.tips,
      description: item.tips ? undefined : `Session ${n} of ${totals.get(item.assignmentId)}`,
    });
    days.set(item.date, list);
  });
  return byDateThenTime(days);
}

/**
 * A saved plan (spec-1 §3 "Study plan": a schedule keyed by date) in the same shape, with the spec's
 * defaults for missing fields: importance medium, duration 1 hour, subject General.
 */
export function savedPlanDays(schedule: StudyPlanDto['schedule']): PlanDay[] {
  const days = new Map<string, PlanSession[]>();
  for (const [date, items] of Object.entries(schedule)) {
    days.set(
      date,
      (items ?? []).map((item, i) => ({
        id: `${date}-${i}`,
        assignmentId: item.assignmentId ?? '',
        title: item.title || 'Study session',
        subject: item.subject || 'General',
        importance: IMPORTANCES.includes(item.importance) ? item.importance : 'medium',
        timeSlot: item.timeSlot ?? '',
        duration: typeof item.duration === 'number' && item.duration > 0 ? item.duration : 1,
        description: item.description || undefined,
      })),
    );
  }
  return byDateThenTime(days);
}

/** The view of a plan the server has just made. */
export function planFromResponse(res: OptimizeResponse): PlanView {
  return {
    planId: res.planId,
    title: null,
    createdAt: null,
    days: groupScheduleByDate(res.schedule),
    recommendations: res.recommendations,
    unscheduled: res.unscheduled ?? [],
  };
}

/** The view of a plan reopened from the saved list, with the work that did not fit when it was made. */
export function planFromSaved(plan: StudyPlanDto): PlanView {
  return {
    planId: plan.id,
    title: plan.title,
    createdAt: plan.createdAt,
    days: savedPlanDays(plan.schedule),
    recommendations: plan.recommendations ?? [],
    unscheduled: plan.unscheduled ?? [],
  };
}

/** Number of study blocks in a saved plan, for its line in the list. */
export function sessionCount(schedule: StudyPlanDto['schedule']): number {
  return Object.values(schedule).reduce((n, items) => n + (items?.length ?? 0), 0);
}

/** "45 min", "1 h", "1.5 h": durations as a student reads them. */
export function formatHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  const rounded = Math.round(hours * 100) / 100;
  return `${rounded} h`;
}
