import { z } from 'zod';

/** Limits of the pomodoro study timer, shared by the settings form, the state machine and the server. */
export const FOCUS_MINUTES_DEFAULT = 25;
export const BREAK_MINUTES_DEFAULT = 5;
export const FOCUS_MINUTES_MIN = 1;
export const FOCUS_MINUTES_MAX = 180;
export const BREAK_MINUTES_MIN = 1;
export const BREAK_MINUTES_MAX = 60;

/** How far a client clock may run ahead of the server's before a session "ends in the future". */
export const SESSION_CLOCK_SKEW_MS = 2 * 60_000;
/** A focus phase may be paused, but one session never spans more than a day. */
export const SESSION_MAX_SPAN_MS = 24 * 60 * 60_000;
/** Sessions kept offline are accepted for a week; older ones are refused as implausible. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
export const SESSION_LIST_DAYS_DEFAULT = 7;
export const SESSION_LIST_DAYS_MAX = 90;

const isoInstant = (field: string) =>
  z
    .string()
    .max(40)
    .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)), `${field} must be an ISO-8601 date and time`);

/**
 * POST /api/study-sessions: one completed focus phase. `id` is made by the client once per phase,
 * so a retry after a lost answer is recognised and never counted twice.
 */
export const createStudySessionSchema = z.object({
  id: z.uuid('id must be a UUID'),
  minutes: z
    .number()
    .int('minutes must be a whole number')
    .min(FOCUS_MINUTES_MIN, `minutes must be between ${FOCUS_MINUTES_MIN} and ${FOCUS_MINUTES_MAX}`)
    .max(FOCUS_MINUTES_MAX, `minutes must be between ${FOCUS_MINUTES_MIN} and ${FOCUS_MINUTES_MAX}`),
  startedAt: isoInstant('startedAt'),
  endedAt: isoInstant('endedAt'),
});
export type CreateStudySessionInput = z.infer<typeof createStudySessionSchema>;

/** GET /api/study-sessions?days=7 */
export const studySessionsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .min(1, `days must be between 1 and ${SESSION_LIST_DAYS_MAX}`)
    .max(SESSION_LIST_DAYS_MAX, `days must be between 1 and ${SESSION_LIST_DAYS_MAX}`)
    .optional()
    .default(SESSION_LIST_DAYS_DEFAULT),
});

export interface StudySessionDto {
  id: string;
  minutes: number;
  startedAt: string;
  endedAt: string;
  /** The student's local calendar day (YYYY-MM-DD) the session ended on. */
  day: string;
  createdAt: string;
}

/** The answer of POST /api/study-sessions; a repeated id answers the same body again. */
export interface StudySessionResultDto {
  session: StudySessionDto;
  /** XP this session earned when it was first recorded. */
  xpGained: number;
}

/** The answer of GET /api/study-sessions. */
export interface StudySessionsDto {
  /** Newest first. */
  sessions: StudySessionDto[];
  /** Today in the student's zone (YYYY-MM-DD). */
  today: string;
  todayMinutes: number;
  todaySessions: number;
}
