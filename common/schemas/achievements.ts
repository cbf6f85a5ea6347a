import type { AchievementIcon, AchievementProgress, AchievementRuleKind, BadgeColor } from '../achievements';
import type { ActivityKind } from '../activity';

/** GET /api/achievements: one catalogue entry with the signed-in student's state (spec-2 §3, §7). */
export interface AchievementDto {
  id: string;
  name: string;
  description: string;
  iconName: AchievementIcon;
  badgeColor: BadgeColor;
  xpReward: number;
  /** What unlocks it: the rule kind and the number to reach. */
  rule: { kind: AchievementRuleKind; threshold: number };
  unlocked: boolean;
  /** ISO-8601 UTC; null while locked. */
  unlockedAt: string | null;
  progress: AchievementProgress;
}

/** GET /api/user-achievements: one unlocked achievement, newest first (spec-2 §3 "User achievement"). */
export interface UserAchievementDto {
  achievementId: string;
  unlockedAt: string;
  name: string;
  description: string;
  iconName: AchievementIcon;
  badgeColor: BadgeColor;
  xpReward: number;
}

/** One day of the activity ledger in the student's own calendar. */
export interface AnalyticsDayDto {
  day: string;
  xp: number;
  minutes: number;
  events: number;
}

/** Totals of one activity kind over the student's whole history. */
export interface AnalyticsKindDto {
  kind: ActivityKind;
  events: number;
  xp: number;
  minutes: number;
}

/** GET /api/study-analytics: the real numbers behind the achievements page. */
export interface StudyAnalyticsDto {
  /** The last 30 local days, oldest first, days without activity as zeros. */
  days: AnalyticsDayDto[];
  totals: AnalyticsKindDto[];
  totalXp: number;
  totalMinutes: number;
  currentStreak: number;
  longestStreak: number;
  level: { level: number; xpInLevel: number; percent: number };
  achievements: { unlocked: number; total: number; percent: number; xpFromAchievements: number };
}

/** How many days GET /api/study-analytics covers. */
export const ANALYTICS_DAYS = 30;
