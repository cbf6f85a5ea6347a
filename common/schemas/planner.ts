import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './pagination';

/** Subjects an assignment can have (spec-1 §9). */
export const ASSIGNMENT_SUBJECTS = [
  'Mathematics', 'Science', 'English', 'History', 'Geography', 'Physics', 'Chemistry', 'Biology',
  'Computer Science', 'Art', 'Music', 'Literature', 'Psychology', 'Economics', 'Philosophy',
] as const;
export type AssignmentSubject = (typeof ASSIGNMENT_SUBJECTS)[number];

/** Priority ("importance") of an assignment; colours high red, medium yellow, low green (spec-1 §9). */
export const IMPORTANCES = ['low', 'medium', 'high'] as const;
export type Importance = (typeof IMPORTANCES)[number];

export const ESTIMATED_HOURS_MIN = 1;
export const ESTIMATED_HOURS_MAX = 50;
export const ESTIMATED_HOURS_DEFAULT = 2;
export const ASSIGNMENT_TITLE_MAX = 200;
export const ASSIGNMENT_DESCRIPTION_MAX = 5000;

/** Study preferences sent for optimisation (spec-1 §3) with their defaults. */
export const STUDY_TIMES = ['morning', 'afternoon', 'evening', 'night'] as const;
export type StudyTime = (typeof STUDY_TIMES)[number];
export const SESSION_LENGTHS = ['1', '2', '3', '4'] as const;
export const BREAK_DURATIONS = ['15', '30', '45', '60'] as const;
export const STUDY_STYLES = ['focused', 'mixed', 'spaced'] as const;
export type StudyStyle = (typeof STUDY_STYLES)[number];

/**
 * A due date as the client sends it: a calendar date `YYYY-MM-DD` (the form's value) or a full
 * ISO-8601 instant. The server stores an ISO instant; the edit form uses the part before 'T'.
 */
const dueDate = z
  .string()
  .trim()
  .min(1, 'Due date is required')
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)), 'Due date must be a valid date');

/** Estimated hours: 1–50; a non-numeric entry falls back to 2 (spec-1 §5). */
const estimatedHours = z.preprocess(
  (v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? n : ESTIMATED_HOURS_DEFAULT;
  },
  z
    .number()
    .min(ESTIMATED_HOURS_MIN, `Estimated hours must be between ${ESTIMATED_HOURS_MIN} and ${ESTIMATED_HOURS_MAX}`)
    .max(ESTIMATED_HOURS_MAX, `Estimated hours must be between ${ESTIMATED_HOURS_MIN} and ${ESTIMATED_HOURS_MAX}`),
);

/** POST /api/assignments (spec-1 §7): title, subject and dueDate are required. */
export const createAssignmentSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(ASSIGNMENT_TITLE_MAX, `Title is too long (at most ${ASSIGNMENT_TITLE_MAX} characters)`),
  description: z.string().max(ASSIGNMENT_DESCRIPTION_MAX, 'Description is too long').optional().default(''),
  subject: z.enum(ASSIGNMENT_SUBJECTS, { message: 'Subject must be one of the listed subjects' }),
  dueDate,
  importance: z.enum(IMPORTANCES).optional().default('medium'),
  estimatedHours: estimatedHours.optional().default(ESTIMATED_HOURS_DEFAULT),
  completed: z.boolean().optional().default(false),
});
export type CreateAssignmentInput = z.infer<typeof createAssignmentSchema>;

/** PUT /api/assignments/{id}: the whole assignment object (spec-1 §7); id and timestamps are ignored. */
export const updateAssignmentSchema = createAssignmentSchema;
export type UpdateAssignmentInput = CreateAssignmentInput;

/** An assignment as the API answers it. */
export interface AssignmentDto {
  id: string;
  title: string;
  description: string;
  subject: AssignmentSubject;
  /** ISO-8601 instant (UTC). */
  dueDate: string;
  importance: Importance;
  estimatedHours: number;
  completed: boolean;
  /** When it was marked complete, null while pending. */
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const studyPreferencesSchema = z.object({
  preferredStudyTimes: z
    .array(z.enum(STUDY_TIMES))
    .max(4)
    .optional()
    .default(['morning', 'afternoon'])
    .transform((a) => (a.length ? [...new Set(a)] : (['morning', 'afternoon'] as StudyTime[]))),
  sessionLength: z.enum(SESSION_LENGTHS).optional().default('2'),
  breakDuration: z.enum(BREAK_DURATIONS).optional().default('15'),
  studyStyle: z.enum(STUDY_STYLES).optional().default('focused'),
});
export type StudyPreferences = z.infer<typeof studyPreferencesSchema>;

/**
 * POST /api/study-plans/optimize (spec-1 §7). The client sends its incomplete assignments, but the
 * server plans from the student's own stored incomplete assignments (the ids sent only narrow the
 * selection) and ignores `gradeLevel` in favour of the account's.
 */
export const optimizeRequestSchema = z.object({
  assignments: z
    .array(z.object({ id: z.string().max(64) }).passthrough())
    .max(500)
    .optional()
    .default([]),
  preferences: studyPreferencesSchema.optional().default({
    preferredStudyTimes: ['morning', 'afternoon'],
    sessionLength: '2',
    breakDuration: '15',
    studyStyle: 'focused',
  }),
  gradeLevel: z.unknown().optional(),
  /** The client's IANA time zone, so slots land in the student's own morning/evening. */
  timeZone: z.string().max(64).optional(),
});
export type OptimizeRequest = z.infer<typeof optimizeRequestSchema>;

/** One scheduled study block of the optimised plan (spec-1 §3 "Optimised plan response"). */
export interface ScheduleItem {
  assignmentId: string;
  title: string;
  subject: string;
  importance: Importance;
  /** Local calendar date YYYY-MM-DD. */
  date: string;
  /** e.g. "09:00 - 11:00" in the student's local time. */
  timeSlot: string;
  /** ISO instants of the block. */
  start: string;
  end: string;
  /** Hours (may be fractional, e.g. 1.5). */
  duration: number;
  tips?: string;
}

export interface UnscheduledWork {
  assignmentId: string;
  title: string;
  /** Hours that could not be placed before the due date. */
  hoursShort: number;
  reason: string;
}

export interface OptimizeResponse {
  /** The saved plan's id. */
  planId: string;
  schedule: ScheduleItem[];
  recommendations: string[];
  unscheduled: UnscheduledWork[];
}

/** A saved study plan (spec-1 §3 "Study plan"): schedule keyed by local date. */
export interface StudyPlanDto {
  id: string;
  title: string;
  subjects: string[];
  schedule: Record<string, Array<{ title: string; description: string; subject: string; importance: Importance; duration: number; timeSlot: string; assignmentId: string }>>;
  recommendations: string[];
  preferences: StudyPreferences;
  /** Work that did not fit before its due date when the plan was made (the server always sends it). */
  unscheduled?: UnscheduledWork[];
  createdAt: string;
}

/** A bound of GET /api/assignments' due-date range: a calendar date (its 00:00Z) or an ISO instant. */
const dueBound = z
  .string()
  .trim()
  .max(40)
  .refine((s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s)), 'must be a date (YYYY-MM-DD) or an ISO-8601 instant')
  .transform((s) => (s.length === 10 ? `${s}T00:00:00.000Z` : new Date(s).toISOString()));

/** How GET /api/assignments sorts: by due date (default), or pending first then by due date (the Assignments tab). */
export const ASSIGNMENT_SORTS = ['due', 'status'] as const;

/**
 * GET /api/assignments (decision 0004): paged, soonest due first. `from` (inclusive) and `to`
 * (exclusive) bound the due date (the calendar asks for exactly the days it shows); `status`,
 * `priority` and `search` (title or subject, case-insensitive) are the Assignments tab's filters.
 */
export const assignmentListQuerySchema = pageQuerySchema.extend({
  from: dueBound.optional(),
  to: dueBound.optional(),
  status: z.enum(['all', 'pending', 'completed']).optional().default('all'),
  priority: z.enum(['all', ...IMPORTANCES]).optional().default('all'),
  search: z.string().trim().max(200, 'search: at most 200 characters').optional(),
  sort: z.enum(ASSIGNMENT_SORTS).optional().default('due'),
});
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;

/** GET /api/study-plans: saved plans, newest first. */
export const studyPlanListQuerySchema = pageQuerySchema;

export const assignmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  subject: z.enum(ASSIGNMENT_SUBJECTS),
  dueDate: z.string(),
  importance: z.enum(IMPORTANCES),
  estimatedHours: z.number(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const assignmentPageSchema = pageSchema(assignmentSchema);
