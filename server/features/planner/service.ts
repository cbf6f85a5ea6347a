import { localDay } from '@common/activity';
import { dayLabel, planRecommendations } from '@common/planner-recommendations';
import { planSchedule, type PlannerAssignment } from '@common/planner-scheduler';
import {
  ASSIGNMENT_SUBJECTS,
  IMPORTANCES,
  studyPreferencesSchema,
  type AssignmentDto,
  type AssignmentListQuery,
  type CreateAssignmentInput,
  type OptimizeRequest,
  type OptimizeResponse,
  type ScheduleItem,
  type StudyPlanDto,
  type StudyPreferences,
  type UnscheduledWork,
  type UpdateAssignmentInput,
} from '@common/schemas/planner';
import { isKnownTimeZone, zonedTimeToUtc } from '@common/zoned-time';
import type { AiEngine, PlanTipsResult } from '../../ai/engine';
import { nowIso, readBool, readJson } from '../../db/codec';
import { activityCountOnDay, recordActivity } from '../../lib/activity';
import { recordAiUsage } from '../../lib/ai-usage';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { createSettingsService } from '../settings/service';
import type { Page, PageQuery } from '@common/schemas/pagination';
import { decodeCursor, toPage, type CursorValues } from '../../lib/pagination';
import { assignmentsCalendar, planCalendar } from './ics';
import { plannerRepo, type AssignmentRow, type AssignmentValues, type StudyPlanRow } from './repo';

export const PLANNER_MESSAGES = {
  assignmentNotFound: 'Assignment not found',
  planNotFound: 'Study plan not found',
  /** Spec-1 §5 "AI Optimize", verbatim. */
  noAssignments: 'Please add some assignments before optimizing your schedule.',
} as const;

/**
 * Completed assignments that earn XP (and count toward achievements) per student per day. A real
 * student rarely finishes more; the cap stops create-complete-delete loops from farming XP.
 */
export const REWARDED_COMPLETIONS_PER_DAY = 10;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

function pick<T extends string>(list: readonly T[], value: string, fallback: T): T {
  return list.find((v) => v === value) ?? fallback;
}

/**
 * A due date as stored: a calendar date becomes that date at 00:00Z and is flagged all-day (the
 * edit form keeps showing the chosen date); a wall time without a zone is read in the student's
 * zone; anything else is the instant it names.
 */
export function normalizeDueDate(input: string, timeZone: string): { dueDate: string; allDay: boolean } {
  const s = input.trim();
  if (DATE_ONLY.test(s)) return { dueDate: `${s}T00:00:00.000Z`, allDay: true };
  const local = LOCAL_DATE_TIME.exec(s);
  if (local) {
    const [, date, h, m, sec] = local;
    const ms = zonedTimeToUtc(date, Number(h) * 60 + Number(m), timeZone) + Number(sec ?? 0) * 1000;
    return { dueDate: new Date(ms).toISOString(), allDay: false };
  }
  return { dueDate: new Date(s).toISOString(), allDay: false };
}

/** When work on an assignment must be done: the end of its due day (all-day) or its due time. */
export function deadlineOf(row: Pick<AssignmentRow, 'due_date' | 'due_all_day'>, timeZone: string): string {
  if (!readBool(row.due_all_day)) return row.due_date;
  return new Date(zonedTimeToUtc(row.due_date.slice(0, 10), 24 * 60, timeZone)).toISOString();
}

/** The whitelist of an assignment's fields (never its owner or the XP flag). */
export function presentAssignment(row: AssignmentRow): AssignmentDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subject: pick(ASSIGNMENT_SUBJECTS, row.subject, 'Mathematics'),
    dueDate: row.due_date,
    importance: pick(IMPORTANCES, row.importance, 'medium'),
    estimatedHours: Number(row.estimated_hours),
    completed: readBool(row.completed),
    completedAt: row.completed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The preferences a plan was made with; defaults if the stored JSON is damaged. */
function preferencesOf(json: string): StudyPreferences {
  const parsed = studyPreferencesSchema.safeParse(readJson<unknown>(json, {}));
  return parsed.success ? parsed.data : studyPreferencesSchema.parse({});
}

/** A saved plan keyed by local date, as the planner and dashboard read it (spec-1 §3 "Study plan"). */
export function presentPlan(row: StudyPlanRow): StudyPlanDto {
  const blocks = readJson<ScheduleItem[]>(row.schedule, []);
  const totals = new Map<string, number>();
  for (const b of blocks) totals.set(b.assignmentId, (totals.get(b.assignmentId) ?? 0) + 1);
  const seen = new Map<string, number>();
  const schedule: StudyPlanDto['schedule'] = {};
  for (const b of blocks) {
    const n = (seen.get(b.assignmentId) ?? 0) + 1;
    seen.set(b.assignmentId, n);
    (schedule[b.date] ??= []).push({
      title: b.title,
      description: b.tips ?? `Session ${n} of ${totals.get(b.assignmentId)}`,
      subject: b.subject || 'General',
      importance: pick(IMPORTANCES, b.importance, 'medium'),
      duration: b.duration || 1,
      timeSlot: b.timeSlot,
      assignmentId: b.assignmentId,
    });
  }
  return {
    id: row.id,
    title: row.title,
    subjects: readJson<string[]>(row.subjects, []),
    schedule,
    recommendations: readJson<string[]>(row.recommendations, []),
    preferences: preferencesOf(row.preferences),
    unscheduled: readJson<UnscheduledWork[]>(row.unscheduled, []),
    createdAt: row.created_at,
  };
}

/** "Study plan: March 2 – March 9" from the plan's first and last day. */
function planTitle(schedule: ScheduleItem[], today: string): string {
  const short = (date: string) => dayLabel(date).replace(/^\w+, /, '');
  if (!schedule.length) return `Study plan of ${short(today)}`;
  const first = schedule[0].date;
  const last = schedule[schedule.length - 1].date;
  return first === last ? `Study plan: ${short(first)}` : `Study plan: ${short(first)} – ${short(last)}`;
}

/**
 * The study planner: assignments (owner-scoped CRUD; the first completion earns XP), schedule
 * optimisation with the pure scheduler in common/, AI-rephrased recommendations when a provider is
 * configured, saved plans, and iCalendar export.
 */
export function createPlannerService(ctx: AppContext, deps: { engine: AiEngine; settings: ReturnType<typeof createSettingsService> }) {
  const { db, codec } = ctx;

  async function studentZone(userId: string, requested?: string): Promise<{ timeZone: string; gradeLevel: number }> {
    const profile = await plannerRepo.studentProfile(db, userId);
    if (!profile) throw notFound();
    const stored = isKnownTimeZone(profile.timezone) ? profile.timezone : 'UTC';
    const timeZone = requested && isKnownTimeZone(requested) ? requested : stored;
    return { timeZone, gradeLevel: profile.grade_level };
  }

  function values(input: CreateAssignmentInput, due: { dueDate: string; allDay: boolean }, completedAt: string | null): AssignmentValues {
    return {
      title: input.title,
      description: input.description,
      subject: input.subject,
      dueDate: due.dueDate,
      dueAllDay: codec.bool(due.allDay),
      importance: input.importance,
      estimatedHours: input.estimatedHours,
      completed: codec.bool(input.completed),
      completedAt,
    };
  }

  async function ownedPlan(userId: string, id: string): Promise<StudyPlanRow> {
    const row = await plannerRepo.findPlan(db, userId, id);
    if (!row) throw notFound(PLANNER_MESSAGES.planNotFound);
    return row;
  }

  /** The model's tips, or the offline engine's computed ones when it fails or takes too long. */
  async function tipsFor(
    userId: string,
    req: Parameters<AiEngine['planTips']>[0],
  ): Promise<Pick<PlanTipsResult, 'recommendations' | 'tips'>> {
    try {
      const result = await deps.engine.planTips(req);
      if (deps.engine.status().engine !== 'offline') {
        await recordAiUsage(db, deps.engine, { userId, feature: 'planner', usage: result.usage, at: nowIso(ctx.now()) });
      }
      return result.recommendations.length ? result : { ...result, recommendations: req.recommendations };
    } catch (err) {
      ctx.log.warn({ err }, 'plan tips failed; using the computed recommendations');
      return { recommendations: req.recommendations, tips: [] };
    }
  }

  return {
    /**
     * One page of assignments, soonest due first, filtered in the database. Sorted by status
     * ('status', the Assignments tab), pending ones come first: the pages walk the pending
     * assignments, then the completed ones, each by due date; the cursor says which part it is in.
     */
    async listAssignments(userId: string, q: AssignmentListQuery): Promise<Page<AssignmentDto>> {
      const cursor = decodeCursor(q.cursor, ['number', 'string', 'string']);
      const phase = cursor ? Number(cursor[0]) : 0;
      const base = {
        from: q.from,
        to: q.to,
        importance: q.priority === 'all' ? undefined : q.priority,
        search: q.search || undefined,
      };
      const keyOf = (done: boolean) => (r: AssignmentRow): CursorValues => [done ? 1 : 0, r.due_date, r.id];
      if (q.sort === 'due' || q.status !== 'all') {
        const completed = q.status === 'all' ? undefined : codec.bool(q.status === 'completed');
        const rows = await plannerRepo.assignmentsPage(db, userId, { ...base, completed, limit: q.limit, after: cursor?.slice(1) });
        return toPage(rows, q.limit, (r) => [0, r.due_date, r.id], presentAssignment);
      }
      const rows: Array<AssignmentRow & { done: boolean }> = [];
      if (phase === 0) {
        const pending = await plannerRepo.assignmentsPage(db, userId, { ...base, completed: codec.bool(false), limit: q.limit, after: cursor?.slice(1) });
        rows.push(...pending.map((r) => ({ ...r, done: false })));
      }
      if (rows.length <= q.limit) {
        const done = await plannerRepo.assignmentsPage(db, userId, {
          ...base,
          completed: codec.bool(true),
          limit: q.limit - rows.length,
          after: phase === 1 ? cursor?.slice(1) : undefined,
        });
        rows.push(...done.map((r) => ({ ...r, done: true })));
      }
      return toPage(rows, q.limit, (r) => keyOf(r.done)(r), presentAssignment);
    },

    /**
     * A new assignment. One created already completed is recorded as done but earns no XP (only
     * completing it here does), so adding past work cannot be used to farm XP.
     */
    async createAssignment(userId: string, input: CreateAssignmentInput): Promise<AssignmentDto> {
      const { timeZone } = await studentZone(userId);
      const at = nowIso(ctx.now());
      const id = newId();
      const due = normalizeDueDate(input.dueDate, timeZone);
      await plannerRepo.insertAssignment(db, {
        id,
        userId,
        values: values(input, due, input.completed ? at : null),
        xpAwarded: codec.bool(input.completed),
        at,
      });
      const row = await plannerRepo.findAssignment(db, userId, id);
      if (!row) throw notFound(PLANNER_MESSAGES.assignmentNotFound);
      return presentAssignment(row);
    },

    /**
     * Replaces an assignment (edit and completion toggle send the whole object). Completing sets
     * completed_at, reopening clears it; the first completion records `assignment_completed` in
     * the same transaction.
     */
    async updateAssignment(userId: string, id: string, input: UpdateAssignmentInput): Promise<AssignmentDto> {
      const { timeZone } = await studentZone(userId);
      const at = nowIso(ctx.now());
      return db.transaction().execute(async (trx) => {
        const before = await plannerRepo.findAssignment(trx, userId, id);
        if (!before) throw notFound(PLANNER_MESSAGES.assignmentNotFound);
        let due = normalizeDueDate(input.dueDate, timeZone);
        // The stored instant sent back unchanged (a completion toggle) keeps its all-day flag.
        if (due.dueDate === before.due_date) due = { dueDate: before.due_date, allDay: readBool(before.due_all_day) };
        const wasCompleted = readBool(before.completed);
        const completedAt = input.completed ? (wasCompleted ? before.completed_at ?? at : at) : null;
        await plannerRepo.updateAssignment(trx, userId, id, values(input, due, completedAt), at);
        if (
          input.completed &&
          !wasCompleted &&
          (await activityCountOnDay(trx, userId, 'assignment_completed', ctx.now())) < REWARDED_COMPLETIONS_PER_DAY &&
          (await plannerRepo.claimCompletionXp(trx, userId, id, codec.bool(true), codec.bool(false)))
        ) {
          await recordActivity(trx, { userId, kind: 'assignment_completed', at: ctx.now(), detail: { assignmentId: id } });
        }
        const after = await plannerRepo.findAssignment(trx, userId, id);
        if (!after) throw notFound(PLANNER_MESSAGES.assignmentNotFound);
        return presentAssignment(after);
      });
    },

    async deleteAssignment(userId: string, id: string): Promise<{ success: true }> {
      if (!(await plannerRepo.deleteAssignment(db, userId, id))) throw notFound(PLANNER_MESSAGES.assignmentNotFound);
      return { success: true };
    },

    /** One page of saved plans, newest first. */
    async listPlans(userId: string, q: PageQuery): Promise<Page<StudyPlanDto>> {
      const after = decodeCursor(q.cursor, ['string', 'string']);
      const rows = await plannerRepo.plansPage(db, userId, { limit: q.limit, after });
      return toPage(rows, q.limit, (r) => [r.created_at, r.id], presentPlan);
    },

    async getPlan(userId: string, id: string): Promise<StudyPlanDto> {
      return presentPlan(await ownedPlan(userId, id));
    },

    async deletePlan(userId: string, id: string): Promise<{ success: true }> {
      if (!(await plannerRepo.deletePlan(db, userId, id))) throw notFound(PLANNER_MESSAGES.planNotFound);
      return { success: true };
    },

    /**
     * Plans the student's own stored incomplete assignments (ids in the request only narrow the
     * choice; titles, hours and dates sent by the client are never used), saves the plan and
     * records `plan_created` (XP for the first plan of the student's day, streak credit always).
     */
    async optimize(userId: string, input: OptimizeRequest, signal: AbortSignal): Promise<OptimizeResponse> {
      const { timeZone, gradeLevel } = await studentZone(userId, input.timeZone);
      const wanted = new Set(input.assignments.map((a) => a.id));
      const rows = (await plannerRepo.listIncomplete(db, userId, codec.bool(false))).filter((r) => !wanted.size || wanted.has(r.id));
      if (!rows.length) throw badRequest(PLANNER_MESSAGES.noAssignments);

      const now = ctx.now();
      const preferences: StudyPreferences = input.preferences;
      const assignments: PlannerAssignment[] = rows.map((r) => ({
        id: r.id,
        title: r.title,
        subject: r.subject,
        importance: pick(IMPORTANCES, r.importance, 'medium'),
        estimatedHours: Number(r.estimated_hours),
        dueDate: deadlineOf(r, timeZone),
      }));
      const result = planSchedule({ assignments, preferences, now, timeZone });
      const computed = planRecommendations({ assignments, ...result, now, timeZone });

      const scheduled = new Map<string, number>();
      for (const b of result.schedule) scheduled.set(b.assignmentId, (scheduled.get(b.assignmentId) ?? 0) + b.duration);
      const settings = await deps.settings.get(userId);
      const advice = await tipsFor(userId, {
        recommendations: computed,
        assignments: assignments.map((a) => ({ ...a, scheduledHours: scheduled.get(a.id) ?? 0 })),
        preferences,
        context: { gradeLevel, language: settings.language },
        signal,
      });
      const tips = new Map<string, string>();
      for (const t of advice.tips) if (scheduled.has(t.assignmentId) && !tips.has(t.assignmentId)) tips.set(t.assignmentId, t.tip);
      const schedule: ScheduleItem[] = result.schedule.map((b) => {
        const tip = tips.get(b.assignmentId);
        if (!tip) return b;
        tips.delete(b.assignmentId); // on the first block of each assignment only
        return { ...b, tips: tip };
      });

      const at = nowIso(now);
      const plan: StudyPlanRow = {
        id: newId(),
        title: planTitle(schedule, localDay(now, timeZone)),
        subjects: codec.json([...new Set(schedule.map((b) => b.subject))]),
        preferences: codec.json(preferences),
        schedule: codec.json(schedule),
        recommendations: codec.json(advice.recommendations),
        unscheduled: codec.json(result.unscheduled),
        time_zone: timeZone,
        created_at: at,
      };
      await db.transaction().execute(async (trx) => {
        const previous = await plannerRepo.latestPlanAt(trx, userId);
        const firstToday = !previous || localDay(new Date(previous), timeZone) !== localDay(now, timeZone);
        await plannerRepo.insertPlan(trx, { userId, ...plan });
        await recordActivity(trx, { userId, kind: 'plan_created', at: now, detail: { planId: plan.id }, ...(firstToday ? {} : { xp: 0 }) });
      });
      return { planId: plan.id, schedule, recommendations: advice.recommendations, unscheduled: result.unscheduled };
    },

    /** The incomplete assignments as an .ics file. */
    async assignmentsIcs(userId: string): Promise<string> {
      const rows = await plannerRepo.listIncomplete(db, userId, codec.bool(false));
      return assignmentsCalendar(
        rows.map((r) => ({ ...presentAssignment(r), allDay: readBool(r.due_all_day) })),
        ctx.now(),
      );
    },

    /** A saved plan's blocks as an .ics file, with a file name from its title. */
    async planIcs(userId: string, id: string): Promise<{ ics: string; fileName: string }> {
      const row = await ownedPlan(userId, id);
      const blocks = readJson<ScheduleItem[]>(row.schedule, []);
      const day = row.created_at.slice(0, 10);
      return { ics: planCalendar({ id: row.id, title: row.title }, blocks, ctx.now()), fileName: `study-plan-${day}.ics` };
    },
  };
}

export type PlannerService = ReturnType<typeof createPlannerService>;
