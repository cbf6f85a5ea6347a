import { describe, expect, it } from 'vitest';
import {
  dailyReminderDue,
  dailyReminderEmail,
  deadlineEmail,
  deadlineNoticeKey,
  deadlineNoticesDue,
  formatDeadline,
  localClock,
  reminderAssignments,
  streakAtRisk,
  weeklyReportDue,
  weeklyReportEmail,
  type OpenAssignment,
  type StudentDigest,
} from './study-emails';

const APP = 'https://study.example.org';
const HOUR = 3_600_000;

/** 2026-11-25 is a Wednesday; 2026-11-29 a Sunday. */
const at = (iso: string) => new Date(iso);

function assignment(over: Partial<OpenAssignment> = {}): OpenAssignment {
  return {
    id: 'a1',
    title: 'Essay on photosynthesis',
    subject: 'Biology',
    deadline: '2026-11-26T10:00:00.000Z',
    allDay: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

function digest(over: Partial<StudentDigest> = {}): StudentDigest {
  return {
    firstName: 'Maya',
    timeZone: 'UTC',
    switches: { emailNotifications: true, dailyReminder: true, deadlineNotifications: true, weeklyReports: true },
    studiedToday: false,
    lastActiveDay: '2026-11-24',
    currentStreak: 4,
    longestStreak: 9,
    dueCards: 12,
    openAssignments: [],
    week: { minutes: 135, xp: 240, activeDays: 5, quizzes: 2, averageScore: 85, cardsReviewed: 60 },
    ...over,
  };
}

describe('localClock', () => {
  it('gives the day, hour and weekday in the student’s zone', () => {
    expect(localClock(at('2026-11-25T18:30:00Z'), 'UTC')).toEqual({ day: '2026-11-25', hour: 18, weekday: 3 });
    // Tokyo is 9 hours ahead: already Thursday 03:30.
    expect(localClock(at('2026-11-25T18:30:00Z'), 'Asia/Tokyo')).toEqual({ day: '2026-11-26', hour: 3, weekday: 4 });
    // Los Angeles is 8 hours behind in November: still Wednesday morning.
    expect(localClock(at('2026-11-25T18:30:00Z'), 'America/Los_Angeles')).toEqual({ day: '2026-11-25', hour: 10, weekday: 3 });
  });

  it('follows daylight saving time', () => {
    // New York: 18:00 local is 22:00 UTC in summer and 23:00 UTC in winter.
    expect(localClock(at('2026-07-01T22:00:00Z'), 'America/New_York').hour).toBe(18);
    expect(localClock(at('2026-12-01T23:00:00Z'), 'America/New_York').hour).toBe(18);
  });

  it('reads midnight as hour 0', () => {
    expect(localClock(at('2026-11-25T00:00:00Z'), 'UTC').hour).toBe(0);
  });
});

describe('streakAtRisk', () => {
  it('is the streak when the last study day was yesterday and nothing was studied today', () => {
    expect(streakAtRisk(digest(), '2026-11-25')).toBe(4);
  });
  it('is 0 once the student studied today, when the streak already lapsed, or without a streak', () => {
    expect(streakAtRisk(digest({ studiedToday: true }), '2026-11-25')).toBe(0);
    expect(streakAtRisk(digest({ lastActiveDay: '2026-11-22' }), '2026-11-25')).toBe(0);
    expect(streakAtRisk(digest({ lastActiveDay: null, currentStreak: 0 }), '2026-11-25')).toBe(0);
  });
});

describe('dailyReminderDue', () => {
  const evening = at('2026-11-25T18:30:00Z');

  it('is due in the evening of a day without study when there is something to do', () => {
    expect(dailyReminderDue(digest(), evening)).toBe(true);
    expect(dailyReminderDue(digest({ dueCards: 0, lastActiveDay: '2026-11-20' }), evening)).toBe(false);
    expect(dailyReminderDue(digest({ dueCards: 0, lastActiveDay: null }), evening)).toBe(false);
    // A streak alone is reason enough, and so is a deadline within three days.
    expect(dailyReminderDue(digest({ dueCards: 0 }), evening)).toBe(true);
    expect(dailyReminderDue(digest({ dueCards: 0, lastActiveDay: null, openAssignments: [assignment()] }), evening)).toBe(true);
  });

  it('waits for 18:00 and stops after 21:59 in the student’s own zone', () => {
    expect(dailyReminderDue(digest(), at('2026-11-25T17:59:00Z'))).toBe(false);
    expect(dailyReminderDue(digest(), at('2026-11-25T18:00:00Z'))).toBe(true);
    expect(dailyReminderDue(digest(), at('2026-11-25T21:59:00Z'))).toBe(true);
    expect(dailyReminderDue(digest(), at('2026-11-25T22:00:00Z'))).toBe(false);
    // 18:30 UTC is 03:30 in Tokyo: not now; 09:30 UTC is 18:30 there.
    expect(dailyReminderDue(digest({ timeZone: 'Asia/Tokyo', lastActiveDay: '2026-11-25' }), evening)).toBe(false);
    expect(dailyReminderDue(digest({ timeZone: 'Asia/Tokyo' }), at('2026-11-25T09:30:00Z'))).toBe(true);
  });

  it('honours every switch and a day already studied', () => {
    expect(dailyReminderDue(digest({ studiedToday: true }), evening)).toBe(false);
    expect(dailyReminderDue(digest({ switches: { ...digest().switches, dailyReminder: false } }), evening)).toBe(false);
    expect(dailyReminderDue(digest({ switches: { ...digest().switches, emailNotifications: false } }), evening)).toBe(false);
  });
});

describe('reminderAssignments', () => {
  it('lists at most three assignments due within three days, soonest first', () => {
    const now = at('2026-11-25T18:00:00Z');
    const list = [1, 2, 3, 4, 5].map((d) => assignment({ id: `a${d}`, deadline: new Date(now.getTime() + d * 20 * HOUR).toISOString() }));
    expect(reminderAssignments(digest({ openAssignments: list }), now).map((a) => a.id)).toEqual(['a1', 'a2', 'a3']);
    const far = [assignment({ deadline: new Date(now.getTime() + 73 * HOUR).toISOString() })];
    expect(reminderAssignments(digest({ openAssignments: far }), now)).toEqual([]);
  });
});

describe('deadlineNoticesDue', () => {
  const now = at('2026-11-25T12:00:00Z');

  it('picks assignments due within 24 hours that were added more than an hour ago', () => {
    const soon = assignment({ id: 'soon', deadline: '2026-11-26T11:59:00.000Z' });
    const later = assignment({ id: 'later', deadline: '2026-11-26T12:01:00.000Z' });
    const past = assignment({ id: 'past', deadline: '2026-11-25T11:00:00.000Z' });
    const fresh = assignment({ id: 'fresh', deadline: '2026-11-25T20:00:00.000Z', createdAt: '2026-11-25T11:30:00.000Z' });
    const settled = assignment({ id: 'settled', deadline: '2026-11-25T20:00:00.000Z', createdAt: '2026-11-25T10:59:00.000Z' });
    const due = deadlineNoticesDue(digest({ openAssignments: [soon, later, past, fresh, settled] }), now);
    expect(due.map((a) => a.id)).toEqual(['soon', 'settled']);
  });

  it('stays quiet at night in the student’s zone and when switched off', () => {
    const list = [assignment({ deadline: '2026-11-26T05:00:00.000Z' })];
    expect(deadlineNoticesDue(digest({ openAssignments: list }), at('2026-11-25T06:59:00Z'))).toEqual([]);
    expect(deadlineNoticesDue(digest({ openAssignments: list }), at('2026-11-25T07:00:00Z'))).toHaveLength(1);
    expect(deadlineNoticesDue(digest({ openAssignments: list }), at('2026-11-25T22:00:00Z'))).toEqual([]);
    expect(deadlineNoticesDue(digest({ openAssignments: list, switches: { ...digest().switches, deadlineNotifications: false } }), now)).toEqual([]);
    expect(deadlineNoticesDue(digest({ openAssignments: list, switches: { ...digest().switches, emailNotifications: false } }), now)).toEqual([]);
  });

  it('keys a notice by assignment and deadline, so a moved due date is noticed again', () => {
    const a = assignment();
    expect(deadlineNoticeKey(a)).toBe('a1@2026-11-26T10:00:00.000Z');
    expect(deadlineNoticeKey({ ...a, deadline: '2026-11-27T10:00:00.000Z' })).not.toBe(deadlineNoticeKey(a));
  });
});

describe('weeklyReportDue', () => {
  const sunday = at('2026-11-29T18:00:00Z');

  it('is due on Sunday from 17:00 to 22:59 for a student active in the last four weeks', () => {
    expect(weeklyReportDue(digest({ lastActiveDay: '2026-11-28' }), sunday)).toBe(true);
    expect(weeklyReportDue(digest({ lastActiveDay: '2026-11-28' }), at('2026-11-29T16:59:00Z'))).toBe(false);
    expect(weeklyReportDue(digest({ lastActiveDay: '2026-11-28' }), at('2026-11-29T23:00:00Z'))).toBe(false);
    expect(weeklyReportDue(digest({ lastActiveDay: '2026-11-28' }), at('2026-11-28T18:00:00Z'))).toBe(false);
    expect(weeklyReportDue(digest({ lastActiveDay: '2026-11-01' }), sunday)).toBe(true);
    expect(weeklyReportDue(digest({ lastActiveDay: '2026-10-31' }), sunday)).toBe(false);
    expect(weeklyReportDue(digest({ lastActiveDay: null }), sunday)).toBe(false);
  });

  it('honours the weekly and master switches', () => {
    expect(weeklyReportDue(digest({ switches: { ...digest().switches, weeklyReports: false } }), sunday)).toBe(false);
    expect(weeklyReportDue(digest({ switches: { ...digest().switches, emailNotifications: false } }), sunday)).toBe(false);
  });
});

describe('formatDeadline', () => {
  it('shows a timed deadline in the student’s zone', () => {
    expect(formatDeadline({ deadline: '2026-11-26T14:30:00.000Z', allDay: false }, 'UTC')).toBe('Thu 26 Nov, 14:30');
    expect(formatDeadline({ deadline: '2026-11-26T14:30:00.000Z', allDay: false }, 'Asia/Tokyo')).toBe('Thu 26 Nov, 23:30');
  });

  it('names the day an all-day deadline ends on', () => {
    // The all-day deadline of 26 Nov in Tokyo is its next midnight, 26 Nov 15:00 UTC.
    expect(formatDeadline({ deadline: '2026-11-26T15:00:00.000Z', allDay: true }, 'Asia/Tokyo')).toBe('Thu 26 Nov (end of day)');
    expect(formatDeadline({ deadline: '2026-11-27T00:00:00.000Z', allDay: true }, 'UTC')).toBe('Thu 26 Nov (end of day)');
  });
});

describe('the e-mails', () => {
  const evening = at('2026-11-25T18:30:00Z');

  const expectWellFormed = (mail: { subject: string; text: string }) => {
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text).not.toMatch(/undefined|NaN|null|\[object/);
    expect(mail.text.startsWith('Hi Maya,')).toBe(true);
  };

  it('the daily reminder names the streak at stake, the due cards and the coming deadlines, with links', () => {
    const mail = dailyReminderEmail(digest({ openAssignments: [assignment()] }), evening, APP);
    expectWellFormed(mail);
    expect(mail.subject).toBe('Keep your 4-day streak going');
    expect(mail.text).toContain('Your 4-day streak ends at midnight unless you study today.');
    expect(mail.text).toContain(`12 flashcards are due for review: ${APP}/flashcards`);
    expect(mail.text).toContain('- Essay on photosynthesis (Biology), due Thu 26 Nov, 10:00');
    expect(mail.text).toContain(`Turn it off in Settings (${APP}/settings)`);
  });

  it('the daily reminder without a streak leads with the cards, and says "1 flashcard is"', () => {
    const mail = dailyReminderEmail(digest({ lastActiveDay: null, currentStreak: 0, dueCards: 1 }), evening, APP);
    expectWellFormed(mail);
    expect(mail.subject).toBe('1 flashcard ready for review');
    expect(mail.text).toContain('1 flashcard is due for review');
    expect(mail.text).not.toContain('streak');
  });

  it('the deadline notice lists each assignment once, in one e-mail', () => {
    const one = deadlineEmail(digest(), [assignment()], APP);
    expectWellFormed(one);
    expect(one.subject).toBe('Due soon: Essay on photosynthesis');
    const two = deadlineEmail(digest(), [assignment(), assignment({ id: 'a2', title: 'Lab report', subject: 'Chemistry' })], APP);
    expect(two.subject).toBe('2 assignments due in the next 24 hours');
    expect(two.text.match(/^- /gm)).toHaveLength(2);
    expect(two.text).toContain('- Lab report (Chemistry), due');
    expect(two.text).toContain('Deadline Notifications is on');
  });

  it('the weekly report sums the week and lists the coming week', () => {
    const sunday = at('2026-11-29T18:00:00Z');
    const mail = weeklyReportEmail(digest({ lastActiveDay: '2026-11-29', openAssignments: [assignment({ deadline: '2026-12-01T10:00:00.000Z' })] }), sunday, APP);
    expectWellFormed(mail);
    expect(mail.subject).toBe('Your week: 5 study days, 240 XP');
    expect(mail.text).toContain('(2026-11-23 to 2026-11-29)');
    expect(mail.text).toContain('- Study days: 5 of 7');
    expect(mail.text).toContain('- Focus time: 2 hours 15 minutes');
    expect(mail.text).toContain('- Quizzes completed: 2 (average score 85%)');
    expect(mail.text).toContain('- Flashcards reviewed: 60');
    expect(mail.text).toContain('- Current streak: 4 days (longest 9 days)');
    expect(mail.text).toContain('- Essay on photosynthesis (Biology), due Tue 1 Dec, 10:00');
    expect(mail.text).toContain(`Profile, Preferences tab (${APP}/profile)`);
  });

  it('the weekly report of a quiet week has no average and a plain subject', () => {
    const mail = weeklyReportEmail(
      digest({ lastActiveDay: '2026-11-10', currentStreak: 0, week: { minutes: 0, xp: 0, activeDays: 0, quizzes: 0, averageScore: null, cardsReviewed: 0 } }),
      at('2026-11-29T18:00:00Z'),
      APP,
    );
    expectWellFormed(mail);
    expect(mail.subject).toBe('Your weekly study report');
    expect(mail.text).toContain('- Quizzes completed: 0\n');
    expect(mail.text).toContain('- Focus time: 0 minutes');
    expect(mail.text).toContain('- Current streak: 0 days');
  });
});
