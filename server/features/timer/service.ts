import { localDay, XP_REWARDS } from '@common/activity';
import {
  FOCUS_MINUTES_DEFAULT,
  SESSION_CLOCK_SKEW_MS,
  SESSION_MAX_AGE_MS,
  SESSION_MAX_SPAN_MS,
  type CreateStudySessionInput,
  type StudySessionDto,
  type StudySessionResultDto,
  type StudySessionsDto,
} from '@common/schemas/timer';
import { nowIso } from '../../db/codec';
import { recordActivity, studentTimezone } from '../../lib/activity';
import type { AppContext } from '../../lib/context';
import { badRequest, conflict } from '../../lib/errors';
import { timerRepo, type StudySessionRow } from './repo';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Back-to-back phases from one clock may touch; a little overlap is clock jitter, not a second session. */
const OVERLAP_TOLERANCE_MS = 30_000;

export const TIMER_MESSAGES = {
  inFuture: 'This study session ends in the future. Check your device clock and try again.',
  startedInFuture: 'A study session cannot start in the future.',
  tooOld: 'This study session is too old to record (sessions are accepted for 7 days).',
  tooShort: 'This study session is shorter than the minutes it claims.',
  tooLong: 'A study session cannot span more than 24 hours.',
  overlaps: 'This study session overlaps one you already recorded.',
  idTaken: 'This session id is already in use.',
} as const;

/**
 * XP for a focus session, in proportion to its length: a classic 25-minute pomodoro earns the base
 * reward (10), so splitting study into many short sessions earns no more than one long one.
 */
export function timerXp(minutes: number): number {
  return Math.max(1, Math.round((XP_REWARDS.timer_session * minutes) / FOCUS_MINUTES_DEFAULT));
}

/**
 * Why a reported session cannot be real, or null when it can: it ended no later than now (plus a
 * little clock skew) and within the last week, and the wall-clock time it spans covers its minutes
 * (pauses make it longer, never shorter) without exceeding a day.
 */
export function implausibility(input: Pick<CreateStudySessionInput, 'minutes' | 'startedAt' | 'endedAt'>, now: Date): string | null {
  const started = Date.parse(input.startedAt);
  const ended = Date.parse(input.endedAt);
  const t = now.getTime();
  if (started > t + SESSION_CLOCK_SKEW_MS) return TIMER_MESSAGES.startedInFuture;
  if (ended > t + SESSION_CLOCK_SKEW_MS) return TIMER_MESSAGES.inFuture;
  if (ended < t - SESSION_MAX_AGE_MS) return TIMER_MESSAGES.tooOld;
  const span = ended - started;
  if (span < (input.minutes - 1) * MINUTE) return TIMER_MESSAGES.tooShort;
  if (span > SESSION_MAX_SPAN_MS) return TIMER_MESSAGES.tooLong;
  return null;
}

function presentSession(row: StudySessionRow, timeZone: string): StudySessionDto {
  return {
    id: row.id,
    minutes: row.minutes,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    day: localDay(new Date(row.ended_at), timeZone),
    createdAt: row.created_at,
  };
}

export interface RecordOutcome {
  /** False when the id had been recorded before and the first result is answered again. */
  created: boolean;
  result: StudySessionResultDto;
}

/** Focus sessions of the pomodoro timer: recorded once each, with their study time and XP. */
export function createTimerService(ctx: AppContext) {
  const { db } = ctx;

  return {
    /**
     * Records a completed focus phase and its activity (minutes, XP, streak) in one transaction.
     * A repeated id answers the first result and awards nothing again.
     */
    async record(userId: string, input: CreateStudySessionInput): Promise<RecordOutcome> {
      const now = ctx.now();
      const timeZone = await studentTimezone(db, userId);
      const replay = (row: StudySessionRow): RecordOutcome => ({
        created: false,
        result: { session: presentSession(row, timeZone), xpGained: row.xp },
      });

      const earlier = await timerRepo.find(db, userId, input.id);
      if (earlier) return replay(earlier);

      const problem = implausibility(input, now);
      if (problem) throw badRequest(problem);

      const startedAt = nowIso(new Date(input.startedAt));
      const endedAt = nowIso(new Date(input.endedAt));
      const span = Date.parse(endedAt) - Date.parse(startedAt);
      const tolerance = Math.min(OVERLAP_TOLERANCE_MS, span / 4);

      return db.transaction().execute(async (trx) => {
        const overlapping = await timerRepo.overlaps(
          trx,
          userId,
          nowIso(new Date(Date.parse(startedAt) + tolerance)),
          nowIso(new Date(Date.parse(endedAt) - tolerance)),
        );
        if (overlapping) {
          // A concurrent post of this same session may have won the race: answer its result.
          const same = await timerRepo.find(trx, userId, input.id);
          if (same) return replay(same);
          throw badRequest(TIMER_MESSAGES.overlaps);
        }
        const inserted = await timerRepo.insertIfAbsent(trx, {
          id: input.id,
          user_id: userId,
          minutes: input.minutes,
          started_at: startedAt,
          ended_at: endedAt,
          created_at: nowIso(now),
        });
        if (!inserted) {
          const same = await timerRepo.find(trx, userId, input.id);
          if (same) return replay(same);
          throw conflict(TIMER_MESSAGES.idTaken);
        }
        const activity = await recordActivity(trx, {
          userId,
          kind: 'timer_session',
          xp: timerXp(input.minutes),
          minutes: input.minutes,
          detail: { sessionId: input.id },
          at: new Date(endedAt),
        });
        await timerRepo.setXp(trx, userId, input.id, activity.xpGained);
        const row = await timerRepo.find(trx, userId, input.id);
        if (!row) throw new Error('study session vanished inside its own transaction');
        return { created: true, result: { session: presentSession(row, timeZone), xpGained: activity.xpGained } };
      });
    },

    /** The sessions of the last `days` days, newest first, with today's focus total in the student's zone. */
    async list(userId: string, days: number, knownZone?: string): Promise<StudySessionsDto> {
      const now = ctx.now();
      const timeZone = await studentTimezone(db, userId, knownZone);
      const windowStart = now.getTime() - days * DAY;
      // Today began less than 26 hours ago in every zone (DST days are 25 hours long).
      const since = Math.min(windowStart, now.getTime() - 26 * 60 * MINUTE);
      const rows = await timerRepo.listSince(db, userId, nowIso(new Date(since)));
      const today = localDay(now, timeZone);
      const all = rows.map((row) => presentSession(row, timeZone));
      const todays = all.filter((s) => s.day === today);
      return {
        sessions: all.filter((s) => Date.parse(s.endedAt) >= windowStart),
        today,
        todayMinutes: todays.reduce((sum, s) => sum + s.minutes, 0),
        todaySessions: todays.length,
      };
    },
  };
}

export type TimerService = ReturnType<typeof createTimerService>;
