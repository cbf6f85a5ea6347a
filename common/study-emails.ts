import { daysBetween, visibleStreak } from './activity';
import { plural as countOf } from './plural';
import { addDays, wallTimeOf } from './zoned-time';

/**
 * The study e-mails the notification switches promise, decided and written as pure functions:
 * the daily study reminder (Settings "Daily Study Reminder" = Profile "Study Reminders"), deadline
 * notices (Settings "Deadline Notifications") and the weekly report (Profile "Weekly Reports"),
 * all behind the master switch Profile "Email Notifications". Times are the student's own.
 */
export const STUDY_EMAIL_RULES = {
  /** The daily reminder goes out from 18:00 until 21:59 local, once a day, on days without study. */
  dailyReminderFromHour: 18,
  dailyReminderUntilHour: 21,
  /** Deadline notices cover assignments due within the next 24 hours… */
  deadlineWindowHours: 24,
  /** …and are sent between 07:00 and 21:59 local, never at night. */
  deadlineFromHour: 7,
  deadlineUntilHour: 21,
  /** An assignment added less than an hour ago is fresh in the student's mind: no notice for it. */
  deadlineGraceMinutes: 60,
  /** The weekly report goes out on Sunday from 17:00 until 22:59 local. */
  weeklyReportWeekday: 0,
  weeklyReportFromHour: 17,
  weeklyReportUntilHour: 22,
  /** No weekly report to a student who has not studied for this many days. */
  weeklyReportInactiveDays: 28,
  /** The daily reminder lists at most this many upcoming assignments (due within this many days). */
  reminderAssignments: 3,
  reminderHorizonDays: 3,
} as const;

export type StudyEmailKind = 'daily_reminder' | 'deadline' | 'weekly_report';

export interface StudyEmailSwitches {
  emailNotifications: boolean;
  dailyReminder: boolean;
  deadlineNotifications: boolean;
  weeklyReports: boolean;
}

export interface OpenAssignment {
  id: string;
  title: string;
  subject: string;
  /** The instant work must be done by (ISO): the due time, or the end of an all-day due date. */
  deadline: string;
  allDay: boolean;
  createdAt: string;
}

export interface WeekSummary {
  minutes: number;
  xp: number;
  activeDays: number;
  quizzes: number;
  /** Average score of the week's quizzes in percent, null without quizzes. */
  averageScore: number | null;
  cardsReviewed: number;
}

/** What the e-mails are decided from, for one student at one instant. */
export interface StudentDigest {
  firstName: string;
  timeZone: string;
  switches: StudyEmailSwitches;
  /** Whether any study activity was recorded on the student's local today. */
  studiedToday: boolean;
  lastActiveDay: string | null;
  currentStreak: number;
  longestStreak: number;
  dueCards: number;
  /** Incomplete assignments whose deadline is still ahead, soonest first. */
  openAssignments: OpenAssignment[];
  week: WeekSummary;
}

export interface LocalClock {
  /** YYYY-MM-DD */
  day: string;
  hour: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

export interface StudyEmail {
  subject: string;
  text: string;
}

/** The student's local calendar day, hour and weekday at an instant. */
export function localClock(at: Date, timeZone: string): LocalClock {
  const wall = wallTimeOf(at.getTime(), timeZone);
  return { day: wall.date, hour: Math.floor(wall.minutes / 60), weekday: new Date(`${wall.date}T00:00:00Z`).getUTCDay() };
}

const HOUR = 3_600_000;

/** The streak the student loses at midnight unless they study today; 0 when none is at stake. */
export function streakAtRisk(s: Pick<StudentDigest, 'studiedToday' | 'lastActiveDay' | 'currentStreak' | 'longestStreak'>, today: string): number {
  if (s.studiedToday || !s.lastActiveDay) return 0;
  if (daysBetween(s.lastActiveDay, today) !== 1) return 0;
  return visibleStreak({ lastActiveDay: s.lastActiveDay, current: s.currentStreak, longest: s.longestStreak }, today);
}

/** Assignments the daily reminder mentions: due within the reminder horizon, soonest first. */
export function reminderAssignments(s: StudentDigest, now: Date): OpenAssignment[] {
  const horizon = now.getTime() + STUDY_EMAIL_RULES.reminderHorizonDays * 24 * HOUR;
  return s.openAssignments
    .filter((a) => Date.parse(a.deadline) > now.getTime() && Date.parse(a.deadline) <= horizon)
    .slice(0, STUDY_EMAIL_RULES.reminderAssignments);
}

/**
 * Whether today's reminder is due now: the switches are on, it is the evening in the student's
 * zone, nothing was studied today, and there is something worth a nudge (cards due, a deadline
 * close, or a streak to keep). A student with nothing to do gets no mail.
 */
export function dailyReminderDue(s: StudentDigest, now: Date): boolean {
  const { switches } = s;
  if (!switches.emailNotifications || !switches.dailyReminder || s.studiedToday) return false;
  const local = localClock(now, s.timeZone);
  if (local.hour < STUDY_EMAIL_RULES.dailyReminderFromHour || local.hour > STUDY_EMAIL_RULES.dailyReminderUntilHour) return false;
  return s.dueCards > 0 || reminderAssignments(s, now).length > 0 || streakAtRisk(s, local.day) > 0;
}

/**
 * Assignments that deserve a deadline notice now: deadline within the next 24 hours, added more
 * than an hour ago, and only during the day in the student's zone. Each is noticed once (the
 * caller remembers which were sent, keyed by `deadlineNoticeKey`).
 */
export function deadlineNoticesDue(s: StudentDigest, now: Date): OpenAssignment[] {
  const { switches } = s;
  if (!switches.emailNotifications || !switches.deadlineNotifications) return [];
  const local = localClock(now, s.timeZone);
  if (local.hour < STUDY_EMAIL_RULES.deadlineFromHour || local.hour > STUDY_EMAIL_RULES.deadlineUntilHour) return [];
  const t = now.getTime();
  return s.openAssignments.filter((a) => {
    const deadline = Date.parse(a.deadline);
    return (
      deadline > t &&
      deadline <= t + STUDY_EMAIL_RULES.deadlineWindowHours * HOUR &&
      Date.parse(a.createdAt) <= t - STUDY_EMAIL_RULES.deadlineGraceMinutes * 60_000
    );
  });
}

/** A notice is per assignment and per deadline: moving the due date earns a new notice. */
export function deadlineNoticeKey(a: Pick<OpenAssignment, 'id' | 'deadline'>): string {
  return `${a.id}@${a.deadline}`;
}

/** Whether the weekly report is due now: Sunday evening, switches on, studied in the last 4 weeks. */
export function weeklyReportDue(s: StudentDigest, now: Date): boolean {
  const { switches } = s;
  if (!switches.emailNotifications || !switches.weeklyReports) return false;
  const local = localClock(now, s.timeZone);
  if (local.weekday !== STUDY_EMAIL_RULES.weeklyReportWeekday) return false;
  if (local.hour < STUDY_EMAIL_RULES.weeklyReportFromHour || local.hour > STUDY_EMAIL_RULES.weeklyReportUntilHour) return false;
  return s.lastActiveDay !== null && daysBetween(s.lastActiveDay, local.day) <= STUDY_EMAIL_RULES.weeklyReportInactiveDays;
}

/** The first day (YYYY-MM-DD) of the seven local days a weekly report ending on `today` covers. */
export function reportWeekStart(today: string): string {
  return addDays(today, -6);
}

/** E-mails are written in English: counts in the English number format ("1,250 flashcards"). */
function plural(n: number, word: string): string {
  return countOf(n, word, 'en-US');
}

/** "Tue 25 Nov, 14:30" in the student's zone, or "Tue 25 Nov (end of day)" for an all-day due date. */
export function formatDeadline(a: Pick<OpenAssignment, 'deadline' | 'allDay'>, timeZone: string): string {
  const at = new Date(a.deadline);
  if (a.allDay) {
    // An all-day deadline is the next local midnight: name the day it ends.
    const day = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(at.getTime() - 1));
    return `${day} (end of day)`;
  }
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .replace(/ at /, ', ');
}

function assignmentLine(a: OpenAssignment, timeZone: string): string {
  return `- ${a.title} (${a.subject}), due ${formatDeadline(a, timeZone)}`;
}

function footer(appUrl: string, why: string, where: string): string {
  return `\n--\nYou get this e-mail because ${why} is on. Turn it off in ${where}.\n${appUrl}\n`;
}

export function dailyReminderEmail(s: StudentDigest, now: Date, appUrl: string): StudyEmail {
  const local = localClock(now, s.timeZone);
  const streak = streakAtRisk(s, local.day);
  const assignments = reminderAssignments(s, now);
  const lines = [`Hi ${s.firstName},`, '', 'You have not studied yet today. A few minutes now keeps you on track:', ''];
  if (streak > 0) lines.push(`- Your ${streak}-day streak ends at midnight unless you study today.`);
  if (s.dueCards > 0) lines.push(`- ${plural(s.dueCards, 'flashcard')} ${s.dueCards === 1 ? 'is' : 'are'} due for review: ${appUrl}/flashcards`);
  if (assignments.length > 0) {
    lines.push(`- Coming up in your planner (${appUrl}/study-planner):`);
    for (const a of assignments) lines.push(`  ${assignmentLine(a, s.timeZone)}`);
  }
  lines.push('', 'Good luck!', footer(appUrl, 'the Daily Study Reminder', `Settings (${appUrl}/settings)`));
  const subject =
    streak > 0
      ? `Keep your ${streak}-day streak going`
      : s.dueCards > 0
        ? `${plural(s.dueCards, 'flashcard')} ready for review`
        : 'Your study reminder for today';
  return { subject, text: lines.join('\n') };
}

export function deadlineEmail(s: Pick<StudentDigest, 'firstName' | 'timeZone'>, assignments: OpenAssignment[], appUrl: string): StudyEmail {
  const subject =
    assignments.length === 1 ? `Due soon: ${assignments[0].title}` : `${assignments.length} assignments due in the next 24 hours`;
  const lines = [
    `Hi ${s.firstName},`,
    '',
    assignments.length === 1 ? 'This assignment is due within the next 24 hours:' : 'These assignments are due within the next 24 hours:',
    '',
    ...assignments.map((a) => assignmentLine(a, s.timeZone)),
    '',
    `Plan your time or mark them done in the study planner: ${appUrl}/study-planner`,
    footer(appUrl, 'Deadline Notifications', `Settings (${appUrl}/settings)`),
  ];
  return { subject, text: lines.join('\n') };
}

export function weeklyReportEmail(s: StudentDigest, now: Date, appUrl: string): StudyEmail {
  const local = localClock(now, s.timeZone);
  const { week } = s;
  const hours = Math.floor(week.minutes / 60);
  const minutes = week.minutes % 60;
  const time = hours > 0 ? `${plural(hours, 'hour')} ${plural(minutes, 'minute')}` : plural(minutes, 'minute');
  const streak = visibleStreak({ lastActiveDay: s.lastActiveDay, current: s.currentStreak, longest: s.longestStreak }, local.day);
  const lines = [
    `Hi ${s.firstName},`,
    '',
    `Here is your week on StudyPilot (${reportWeekStart(local.day)} to ${local.day}):`,
    '',
    `- Study days: ${week.activeDays} of 7`,
    `- Focus time: ${time}`,
    `- XP earned: ${week.xp}`,
    `- Quizzes completed: ${week.quizzes}${week.averageScore === null ? '' : ` (average score ${week.averageScore}%)`}`,
    `- Flashcards reviewed: ${week.cardsReviewed}`,
    `- Current streak: ${plural(streak, 'day')} (longest ${plural(s.longestStreak, 'day')})`,
  ];
  const upcoming = s.openAssignments.filter((a) => Date.parse(a.deadline) <= now.getTime() + 7 * 24 * HOUR);
  if (upcoming.length > 0) {
    lines.push('', `Due in the next 7 days (${appUrl}/study-planner):`, ...upcoming.slice(0, 10).map((a) => assignmentLine(a, s.timeZone)));
    if (upcoming.length > 10) lines.push(`- and ${upcoming.length - 10} more`);
  }
  if (s.dueCards > 0) lines.push('', `${plural(s.dueCards, 'flashcard')} ${s.dueCards === 1 ? 'is' : 'are'} due for review: ${appUrl}/flashcards`);
  lines.push('', 'Keep it up!', footer(appUrl, 'Weekly Reports', `your Profile, Preferences tab (${appUrl}/profile)`));
  const subject = week.activeDays > 0 ? `Your week: ${plural(week.activeDays, 'study day')}, ${week.xp} XP` : 'Your weekly study report';
  return { subject, text: lines.join('\n') };
}
