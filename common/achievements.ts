/**
 * Achievements and levels (spec-2 §3, §9): the rule vocabulary, the pure evaluation of a student's
 * progress against the catalogue, and the level arithmetic. The catalogue itself lives in the
 * database (seeded by migration 0007-achievements) so that a landed migration never changes.
 */

/** Spec-2 §3: the icon names an achievement may carry (Trophy when unknown). */
export const ACHIEVEMENT_ICONS = ['Trophy', 'Star', 'Award', 'Zap'] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];

/** Spec-2 §9: badge colours. */
export const BADGE_COLORS = ['gold', 'silver', 'bronze'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

/** What an achievement's threshold is compared with. */
export const ACHIEVEMENT_RULE_KINDS = [
  'chat_messages',
  'notes_written',
  'quizzes_completed',
  'perfect_quizzes',
  'cards_reviewed',
  'plans_created',
  'assignments_completed',
  'streak_days',
  'study_minutes',
  'level',
] as const;
export type AchievementRuleKind = (typeof ACHIEVEMENT_RULE_KINDS)[number];

/** A student's totals, read from the activity ledger (xp_events) and the user row. */
export interface ProgressCounters {
  chatMessages: number;
  notesWritten: number;
  quizzesCompleted: number;
  perfectQuizzes: number;
  cardsReviewed: number;
  plansCreated: number;
  assignmentsCompleted: number;
  currentStreak: number;
  longestStreak: number;
  studyMinutes: number;
  xp: number;
}

/** An empty set of counters: a brand-new student. */
export const ZERO_COUNTERS: ProgressCounters = {
  chatMessages: 0,
  notesWritten: 0,
  quizzesCompleted: 0,
  perfectQuizzes: 0,
  cardsReviewed: 0,
  plansCreated: 0,
  assignmentsCompleted: 0,
  currentStreak: 0,
  longestStreak: 0,
  studyMinutes: 0,
  xp: 0,
};

export interface AchievementRule {
  kind: AchievementRuleKind;
  threshold: number;
}

/** The parts of a catalogue entry the rules need. */
export interface RuledAchievement {
  id: string;
  rule: AchievementRule;
}

export interface AchievementProgress {
  current: number;
  target: number;
  /** 0–100, rounded down so a bar is only full when the achievement is met. */
  percent: number;
}

/** Spec-2 §9: a level is 1000 XP. */
export const XP_PER_LEVEL = 1000;

/**
 * Level and progress inside it (spec-2 §9: floor(XP / 1000) + 1; progress is the XP within the
 * level as a percentage). Shared by the server (level rules, analytics) and the XP widgets.
 */
export function levelFromXp(xp: number): { level: number; xpInLevel: number; percent: number } {
  const safe = Number.isFinite(xp) ? Math.max(0, Math.floor(xp)) : 0;
  const xpInLevel = safe % XP_PER_LEVEL;
  // Rounded down: a bar must not look full (100%) while the next level is still 1–5 XP away.
  return { level: Math.floor(safe / XP_PER_LEVEL) + 1, xpInLevel, percent: Math.floor((xpInLevel / XP_PER_LEVEL) * 100) };
}

/** The number a rule compares with its threshold. A streak counts the best one ever reached. */
export function ruleValue(kind: AchievementRuleKind, c: ProgressCounters): number {
  switch (kind) {
    case 'chat_messages':
      return c.chatMessages;
    case 'notes_written':
      return c.notesWritten;
    case 'quizzes_completed':
      return c.quizzesCompleted;
    case 'perfect_quizzes':
      return c.perfectQuizzes;
    case 'cards_reviewed':
      return c.cardsReviewed;
    case 'plans_created':
      return c.plansCreated;
    case 'assignments_completed':
      return c.assignmentsCompleted;
    case 'streak_days':
      return Math.max(c.longestStreak, c.currentStreak);
    case 'study_minutes':
      return c.studyMinutes;
    case 'level':
      return levelFromXp(c.xp).level;
  }
}

/** Whether a string names a known rule kind (catalogue rows are text in the database). */
export function isRuleKind(value: string): value is AchievementRuleKind {
  return (ACHIEVEMENT_RULE_KINDS as readonly string[]).includes(value);
}

/** Whether the student has met one rule. An unknown or non-positive threshold never unlocks by accident. */
export function isMet(rule: AchievementRule, c: ProgressCounters): boolean {
  if (!Number.isFinite(rule.threshold) || rule.threshold < 1) return false;
  return ruleValue(rule.kind, c) >= rule.threshold;
}

/**
 * The achievements a student has newly earned: met and not yet unlocked, in catalogue order. The
 * server inserts these; the database's primary key makes a repeated unlock a no-op.
 */
export function newlyMet<T extends RuledAchievement>(catalogue: readonly T[], c: ProgressCounters, unlocked: ReadonlySet<string>): T[] {
  return catalogue.filter((a) => !unlocked.has(a.id) && isMet(a.rule, c));
}

/**
 * Progress toward one achievement, for the bars on locked badges (current is capped at the target).
 * A level rule counts in XP (level 5 is 4000 XP), so its bar moves with every reward rather than
 * starting half full at level 1.
 */
export function progressToward(rule: AchievementRule, c: ProgressCounters): AchievementProgress {
  const level = rule.kind === 'level';
  const target = Math.max(1, level ? (Math.floor(rule.threshold) - 1) * XP_PER_LEVEL : Math.floor(rule.threshold));
  const value = level ? c.xp : ruleValue(rule.kind, c);
  const current = Math.min(Math.max(0, Math.floor(Number.isFinite(value) ? value : 0)), target);
  return { current, target, percent: Math.floor((current / target) * 100) };
}

/** Spec-2 §9: overall progress is unlocked over total, rounded (0 for an empty catalogue). */
export function overallProgress(unlocked: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(unlocked, total) / total) * 100);
}

/** Spec-2 §9: XP from achievements is the sum of the rewards of the unlocked ones. */
export function xpFromAchievements(achievements: readonly { xpReward: number; unlocked: boolean }[]): number {
  return achievements.reduce((sum, a) => sum + (a.unlocked ? a.xpReward : 0), 0);
}

/** Spec-2 §3: an unknown icon name shows the Trophy. */
export function achievementIcon(name: string | null | undefined): AchievementIcon {
  return (ACHIEVEMENT_ICONS as readonly string[]).includes(name ?? '') ? (name as AchievementIcon) : 'Trophy';
}

/** Spec-2 §2 and §9: the navigation shows at most three achievements, the most recently unlocked first. */
export const RECENT_ACHIEVEMENTS_IN_NAV = 3;

/**
 * The most recent unlocks, newest first. Unlocks of the same instant (one action's) keep the order
 * they come in: the server lists them latest-earned first, and an id order would drop the wrong one.
 */
export function recentUnlocks<T extends { unlockedAt: string; achievementId: string }>(list: readonly T[], limit = RECENT_ACHIEVEMENTS_IN_NAV): T[] {
  return [...list]
    .sort((a, b) => (a.unlockedAt === b.unlockedAt ? 0 : a.unlockedAt < b.unlockedAt ? 1 : -1))
    .slice(0, Math.max(0, limit));
}
