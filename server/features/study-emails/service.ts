import { isValidTimeZone } from '@common/activity';
import {
  dailyReminderEmail,
  dailyReminderDue,
  deadlineEmail,
  deadlineNoticeKey,
  deadlineNoticesDue,
  localClock,
  reportWeekStart,
  STUDY_EMAIL_RULES,
  weeklyReportDue,
  weeklyReportEmail,
  type OpenAssignment,
  type StudentDigest,
  type StudyEmail,
  type StudyEmailKind,
} from '@common/study-emails';
import { nowIso, readBool } from '../../db/codec';
import type { AppContext } from '../../lib/context';
import { deadlineOf } from '../planner/service';
import { studyEmailsRepo, type RecipientRow } from './repo';

const DAY = 86_400_000;
const PAGE = 200;
/** Claims are kept this long, far longer than any day, deadline or week they stand for. */
const KEEP_CLAIMS_DAYS = 90;

export interface StudyEmailRun {
  /** Students whose switches and local time could call for an e-mail now. */
  checked: number;
  sent: number;
  failed: number;
}

/** Whether any study e-mail can be due at this local hour (the job skips the queries otherwise). */
function inAnyWindow(hour: number): boolean {
  const r = STUDY_EMAIL_RULES;
  return (
    (hour >= r.deadlineFromHour && hour <= r.deadlineUntilHour) ||
    (hour >= r.dailyReminderFromHour && hour <= r.dailyReminderUntilHour) ||
    (hour >= r.weeklyReportFromHour && hour <= r.weeklyReportUntilHour)
  );
}

/**
 * The daily study reminder, deadline notices and the weekly report, sent by a periodic run. Each
 * e-mail is claimed in the database before it goes out, so a run on several instances, an
 * overlapping run or a restart never sends one twice; a failed send gives its claim back.
 */
export function createStudyEmailsService(ctx: AppContext) {
  const { db, codec } = ctx;

  async function digestOf(row: RecipientRow, now: Date, timeZone: string): Promise<StudentDigest> {
    const today = localClock(now, timeZone).day;
    const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
    const [days, dueCards, assignments, quizzes, cardsReviewed] = await Promise.all([
      studyEmailsRepo.activityDays(db, row.id, reportWeekStart(today)),
      studyEmailsRepo.dueCards(db, row.id, nowIso(now)),
      // An all-day due date is stored as its UTC midnight, up to a day before its deadline.
      studyEmailsRepo.openAssignments(db, codec.bool, row.id, nowIso(new Date(now.getTime() - 2 * DAY)), nowIso(new Date(now.getTime() + 8 * DAY))),
      studyEmailsRepo.quizzesSince(db, row.id, weekAgo),
      studyEmailsRepo.reviewsSince(db, row.id, weekAgo),
    ]);
    const week = days.filter((d) => d.day <= today);
    const openAssignments: OpenAssignment[] = assignments
      .map((a) => ({
        id: a.id,
        title: a.title,
        subject: a.subject,
        deadline: deadlineOf(a, timeZone),
        allDay: readBool(a.due_all_day),
        createdAt: a.created_at,
      }))
      .filter((a) => Date.parse(a.deadline) > now.getTime())
      .sort((a, b) => Date.parse(a.deadline) - Date.parse(b.deadline));
    return {
      firstName: row.first_name,
      timeZone,
      switches: {
        // Only students with the master switch on are recipients.
        emailNotifications: true,
        dailyReminder: readBool(row.daily_reminder),
        deadlineNotifications: readBool(row.deadline_notifications),
        weeklyReports: readBool(row.weekly_reports),
      },
      studiedToday: week.some((d) => d.day === today && Number(d.events) > 0),
      lastActiveDay: row.last_active_day,
      currentStreak: Number(row.current_streak),
      longestStreak: Number(row.longest_streak),
      dueCards,
      openAssignments,
      week: {
        minutes: week.reduce((sum, d) => sum + Number(d.minutes), 0),
        xp: week.reduce((sum, d) => sum + Number(d.xp), 0),
        activeDays: week.filter((d) => Number(d.events) > 0).length,
        quizzes: quizzes.count,
        averageScore: quizzes.average,
        cardsReviewed,
      },
    };
  }

  /** Sends an e-mail whose keys are already claimed; a failed send gives the claims back for the next run. */
  async function sendClaimed(row: RecipientRow, kind: StudyEmailKind, keys: string[], mail: StudyEmail, at: Date): Promise<'sent' | 'failed'> {
    try {
      await ctx.mailer.send({ to: row.email, subject: mail.subject, text: mail.text });
      return 'sent';
    } catch (err) {
      await studyEmailsRepo.release(db, row.id, kind, keys);
      ctx.log.error({ err, userId: row.id, kind, at: at.toISOString() }, 'could not send a study e-mail; it will be retried');
      return 'failed';
    }
  }

  /** The e-mails one student is due now, each claimed and sent once. */
  async function emailsFor(row: RecipientRow, now: Date, tally: StudyEmailRun): Promise<void> {
    const timeZone = isValidTimeZone(row.timezone) ? row.timezone : 'UTC';
    const local = localClock(now, timeZone);
    if (!inAnyWindow(local.hour)) return;
    tally.checked += 1;
    const digest = await digestOf(row, now, timeZone);
    const sentAt = nowIso(now);
    const count = (outcome: 'sent' | 'failed') => {
      tally[outcome] += 1;
    };

    if (dailyReminderDue(digest, now) && (await studyEmailsRepo.claim(db, row.id, 'daily_reminder', local.day, sentAt))) {
      count(await sendClaimed(row, 'daily_reminder', [local.day], dailyReminderEmail(digest, now, ctx.config.appUrl), now));
    }

    const notices = deadlineNoticesDue(digest, now);
    if (notices.length > 0) {
      const already = await studyEmailsRepo.claimedKeys(db, row.id, 'deadline', notices.map(deadlineNoticeKey));
      const mine: OpenAssignment[] = [];
      for (const a of notices) {
        if (!already.has(deadlineNoticeKey(a)) && (await studyEmailsRepo.claim(db, row.id, 'deadline', deadlineNoticeKey(a), sentAt))) mine.push(a);
      }
      if (mine.length > 0) {
        count(await sendClaimed(row, 'deadline', mine.map(deadlineNoticeKey), deadlineEmail(digest, mine, ctx.config.appUrl), now));
      }
    }

    if (weeklyReportDue(digest, now) && (await studyEmailsRepo.claim(db, row.id, 'weekly_report', local.day, sentAt))) {
      count(await sendClaimed(row, 'weekly_report', [local.day], weeklyReportEmail(digest, now, ctx.config.appUrl), now));
    }
  }

  return {
    /** One pass over every student with a study e-mail switched on. */
    async runOnce(): Promise<StudyEmailRun> {
      const now = ctx.now();
      const tally: StudyEmailRun = { checked: 0, sent: 0, failed: 0 };
      await studyEmailsRepo.prune(db, nowIso(new Date(now.getTime() - KEEP_CLAIMS_DAYS * DAY)));
      let after = '';
      for (;;) {
        const page = await studyEmailsRepo.recipients(db, codec.bool, after, PAGE);
        for (const row of page) {
          try {
            await emailsFor(row, now, tally);
          } catch (err) {
            tally.failed += 1;
            ctx.log.error({ err, userId: row.id }, 'study e-mails failed for a student');
          }
        }
        if (page.length < PAGE) break;
        after = page[page.length - 1].id;
      }
      return tally;
    },
  };
}

export type StudyEmailsService = ReturnType<typeof createStudyEmailsService>;

/**
 * Runs the study e-mails every `intervalMinutes` (first run a minute after start), one run at a
 * time. The timer does not keep the process alive; `stop` waits for a run in progress.
 */
export function startStudyEmailJob(service: StudyEmailsService, opts: { intervalMinutes: number; log: AppContext['log'] }): { stop(): Promise<void> } {
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current) return;
    current = service
      .runOnce()
      .then((run) => {
        if (run.sent > 0 || run.failed > 0) opts.log.info(run, 'study e-mails run');
      })
      .catch((err: unknown) => opts.log.error({ err }, 'study e-mails run failed'))
      .finally(() => {
        current = null;
      });
  };
  const first = setTimeout(tick, 60_000);
  const every = setInterval(tick, opts.intervalMinutes * 60_000);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await current;
    },
  };
}
