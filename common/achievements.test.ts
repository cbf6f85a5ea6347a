import { describe, expect, it } from 'vitest';
import {
  achievementIcon,
  isMet,
  isRuleKind,
  levelFromXp,
  newlyMet,
  overallProgress,
  progressToward,
  recentUnlocks,
  ruleValue,
  xpFromAchievements,
  ZERO_COUNTERS,
  type ProgressCounters,
} from './achievements';

const counters = (over: Partial<ProgressCounters> = {}): ProgressCounters => ({ ...ZERO_COUNTERS, ...over });

describe('levelFromXp (spec-2 §9)', () => {
  it('is floor(XP / 1000) + 1 with the XP inside the level as a percentage', () => {
    expect(levelFromXp(0)).toEqual({ level: 1, xpInLevel: 0, percent: 0 });
    expect(levelFromXp(999)).toEqual({ level: 1, xpInLevel: 999, percent: 99 });
    expect(levelFromXp(995).percent).toBe(99);
    expect(levelFromXp(1000)).toEqual({ level: 2, xpInLevel: 0, percent: 0 });
    expect(levelFromXp(2450)).toEqual({ level: 3, xpInLevel: 450, percent: 45 });
  });

  it('treats negative, fractional and non-finite XP safely', () => {
    expect(levelFromXp(-20)).toEqual({ level: 1, xpInLevel: 0, percent: 0 });
    expect(levelFromXp(1500.9)).toEqual({ level: 2, xpInLevel: 500, percent: 50 });
    expect(levelFromXp(Number.NaN)).toEqual({ level: 1, xpInLevel: 0, percent: 0 });
  });
});

describe('rules', () => {
  it('reads the counter each rule kind names', () => {
    const c = counters({ chatMessages: 1, notesWritten: 2, quizzesCompleted: 3, perfectQuizzes: 4, cardsReviewed: 5, plansCreated: 6, assignmentsCompleted: 7, studyMinutes: 8, xp: 4200 });
    expect(ruleValue('chat_messages', c)).toBe(1);
    expect(ruleValue('notes_written', c)).toBe(2);
    expect(ruleValue('quizzes_completed', c)).toBe(3);
    expect(ruleValue('perfect_quizzes', c)).toBe(4);
    expect(ruleValue('cards_reviewed', c)).toBe(5);
    expect(ruleValue('plans_created', c)).toBe(6);
    expect(ruleValue('assignments_completed', c)).toBe(7);
    expect(ruleValue('study_minutes', c)).toBe(8);
    expect(ruleValue('level', c)).toBe(5);
  });

  it('counts the best streak ever reached, not only the current one', () => {
    expect(ruleValue('streak_days', counters({ currentStreak: 2, longestStreak: 9 }))).toBe(9);
    expect(ruleValue('streak_days', counters({ currentStreak: 4, longestStreak: 3 }))).toBe(4);
  });

  it('is met at the threshold, not below, and never for a zero or broken threshold', () => {
    expect(isMet({ kind: 'quizzes_completed', threshold: 1 }, counters({ quizzesCompleted: 1 }))).toBe(true);
    expect(isMet({ kind: 'quizzes_completed', threshold: 10 }, counters({ quizzesCompleted: 9 }))).toBe(false);
    expect(isMet({ kind: 'level', threshold: 2 }, counters({ xp: 999 }))).toBe(false);
    expect(isMet({ kind: 'level', threshold: 2 }, counters({ xp: 1000 }))).toBe(true);
    expect(isMet({ kind: 'chat_messages', threshold: 0 }, counters())).toBe(false);
    expect(isMet({ kind: 'chat_messages', threshold: Number.NaN }, counters({ chatMessages: 5 }))).toBe(false);
  });

  it('knows its rule kinds', () => {
    expect(isRuleKind('streak_days')).toBe(true);
    expect(isRuleKind('essays_written')).toBe(false);
  });
});

describe('newlyMet', () => {
  const catalogue = [
    { id: 'first-quiz', rule: { kind: 'quizzes_completed' as const, threshold: 1 } },
    { id: 'quiz-enthusiast', rule: { kind: 'quizzes_completed' as const, threshold: 10 } },
    { id: 'perfect-score', rule: { kind: 'perfect_quizzes' as const, threshold: 1 } },
    { id: 'streak-3', rule: { kind: 'streak_days' as const, threshold: 3 } },
  ];

  it('returns the met achievements not yet unlocked, in catalogue order', () => {
    const c = counters({ quizzesCompleted: 1, perfectQuizzes: 1, longestStreak: 3 });
    expect(newlyMet(catalogue, c, new Set()).map((a) => a.id)).toEqual(['first-quiz', 'perfect-score', 'streak-3']);
    expect(newlyMet(catalogue, c, new Set(['first-quiz', 'streak-3'])).map((a) => a.id)).toEqual(['perfect-score']);
    expect(newlyMet(catalogue, counters(), new Set())).toEqual([]);
  });
});

describe('progressToward', () => {
  it('gives current/target with a floored percent, capped at the target', () => {
    expect(progressToward({ kind: 'cards_reviewed', threshold: 100 }, counters({ cardsReviewed: 37 }))).toEqual({ current: 37, target: 100, percent: 37 });
    expect(progressToward({ kind: 'cards_reviewed', threshold: 3 }, counters({ cardsReviewed: 2 }))).toEqual({ current: 2, target: 3, percent: 66 });
    expect(progressToward({ kind: 'cards_reviewed', threshold: 3 }, counters({ cardsReviewed: 50 }))).toEqual({ current: 3, target: 3, percent: 100 });
    // Levels count in XP: level 5 is 4000 XP.
    expect(progressToward({ kind: 'level', threshold: 5 }, counters({ xp: 2100 }))).toEqual({ current: 2100, target: 4000, percent: 52 });
    expect(progressToward({ kind: 'level', threshold: 2 }, counters())).toEqual({ current: 0, target: 1000, percent: 0 });
  });
});

describe('page figures (spec-2 §9)', () => {
  it('overall progress is unlocked over total, rounded', () => {
    expect(overallProgress(0, 28)).toBe(0);
    expect(overallProgress(1, 28)).toBe(4);
    expect(overallProgress(2, 3)).toBe(67);
    expect(overallProgress(28, 28)).toBe(100);
    expect(overallProgress(0, 0)).toBe(0);
  });

  it('XP from achievements is the sum of the rewards of unlocked ones', () => {
    expect(xpFromAchievements([{ xpReward: 50, unlocked: true }, { xpReward: 100, unlocked: false }, { xpReward: 25, unlocked: true }])).toBe(75);
    expect(xpFromAchievements([])).toBe(0);
  });

  it('shows the Trophy for an unknown icon name', () => {
    expect(achievementIcon('Zap')).toBe('Zap');
    expect(achievementIcon('Rocket')).toBe('Trophy');
    expect(achievementIcon(null)).toBe('Trophy');
  });

  it('keeps at most three recent unlocks, newest first', () => {
    const list = [
      { achievementId: 'a', unlockedAt: '2026-03-01T10:00:00.000Z' },
      { achievementId: 'b', unlockedAt: '2026-03-04T10:00:00.000Z' },
      { achievementId: 'c', unlockedAt: '2026-03-02T10:00:00.000Z' },
      { achievementId: 'd', unlockedAt: '2026-03-04T10:00:00.000Z' },
    ];
    expect(recentUnlocks(list).map((a) => a.achievementId)).toEqual(['b', 'd', 'c']);
    expect(recentUnlocks([])).toEqual([]);
  });

  it('keeps the server\'s order for unlocks of the same instant (a level reached by the rewards comes first)', () => {
    // GET /api/user-achievements answers newest first; one action's unlocks (here a long timed
    // quiz) share a timestamp and come latest-earned first: level-2 was reached by the others' rewards.
    const at = '2026-03-02T12:00:00.000Z';
    const list = [
      { achievementId: 'level-2', unlockedAt: at },
      { achievementId: 'study-hour', unlockedAt: at },
      { achievementId: 'perfect-score', unlockedAt: at },
      { achievementId: 'first-quiz', unlockedAt: at },
      { achievementId: 'first-question', unlockedAt: '2026-03-01T09:00:00.000Z' },
    ];
    expect(recentUnlocks(list).map((a) => a.achievementId)).toEqual(['level-2', 'study-hour', 'perfect-score']);
  });
});
