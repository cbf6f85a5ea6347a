import {
  levelFromXp,
  overallProgress,
  progressToward,
  xpFromAchievements,
  achievementIcon,
  type BadgeColor,
} from '@common/achievements';
import { ACTIVITY_KINDS, localDay, visibleStreak, type ActivityKind } from '@common/activity';
import {
  ANALYTICS_DAYS,
  type AchievementDto,
  type AnalyticsDayDto,
  type StudyAnalyticsDto,
  type UserAchievementDto,
} from '@common/schemas/achievements';
import { loadCatalogue, loadCounters, unlockedIds } from '../../lib/achievement-unlocks';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { achievementsRepo } from './repo';

function badgeColor(value: string): BadgeColor {
  return value === 'gold' || value === 'silver' ? value : 'bronze';
}

/** The local day `offset` days before `day` (YYYY-MM-DD arithmetic in UTC, no time zone drift). */
function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
}

/** The achievements page's reads: catalogue with progress, unlocked list, and study analytics. */
export function createAchievementsService(ctx: AppContext) {
  const { db } = ctx;

  async function unlockedList(userId: string): Promise<UserAchievementDto[]> {
    const rows = await achievementsRepo.unlocked(db, userId);
    return rows.map((r) => ({
      achievementId: r.achievement_id,
      unlockedAt: r.unlocked_at,
      name: r.name,
      description: r.description,
      iconName: achievementIcon(r.icon_name),
      badgeColor: badgeColor(r.badge_color),
      xpReward: Number(r.xp_reward),
    }));
  }

  return {
    /** Every achievement with the student's unlocked flag, unlock time and progress toward it. */
    async list(userId: string): Promise<AchievementDto[]> {
      const [catalogue, unlocked, counters] = await Promise.all([
        loadCatalogue(db),
        achievementsRepo.unlocked(db, userId),
        loadCounters(db, userId),
      ]);
      const at = new Map(unlocked.map((u) => [u.achievement_id, u.unlocked_at]));
      return catalogue.map((a) => {
        const unlockedAt = at.get(a.id) ?? null;
        const progress = progressToward(a.rule, counters);
        return {
          id: a.id,
          name: a.name,
          description: a.description,
          iconName: a.iconName,
          badgeColor: a.badgeColor,
          xpReward: a.xpReward,
          rule: a.rule,
          unlocked: unlockedAt !== null,
          unlockedAt,
          // An unlocked badge is complete even if a counter later reads lower (a deleted item).
          progress: unlockedAt !== null ? { current: progress.target, target: progress.target, percent: 100 } : progress,
        };
      });
    },

    /** The unlocked achievements, newest first (the navigation and the unlock toast read this). */
    unlocked: unlockedList,

    /** Real study numbers: the last 30 local days, totals per activity kind, streaks, level, achievements. */
    async analytics(userId: string): Promise<StudyAnalyticsDto> {
      const user = await achievementsRepo.user(db, userId);
      if (!user) throw notFound('User not found');
      const today = localDay(ctx.now(), user.timezone);
      const from = shiftDay(today, ANALYTICS_DAYS - 1);
      const [ledger, totalsRaw, catalogue, have] = await Promise.all([
        achievementsRepo.days(db, userId, from, today),
        achievementsRepo.totalsByKind(db, userId),
        loadCatalogue(db),
        unlockedIds(db, userId),
      ]);
      const byDay = new Map(ledger.map((d) => [d.day, d]));
      const days: AnalyticsDayDto[] = [];
      for (let i = ANALYTICS_DAYS - 1; i >= 0; i -= 1) {
        const day = shiftDay(today, i);
        days.push(byDay.get(day) ?? { day, xp: 0, minutes: 0, events: 0 });
      }
      const known = new Set<string>(ACTIVITY_KINDS);
      const totals = totalsRaw
        .filter((t): t is typeof t & { kind: ActivityKind } => known.has(t.kind))
        .sort((a, b) => ACTIVITY_KINDS.indexOf(a.kind) - ACTIVITY_KINDS.indexOf(b.kind));
      const unlockedCount = catalogue.filter((a) => have.has(a.id)).length;
      return {
        days,
        totals,
        totalXp: Number(user.xp_points),
        totalMinutes: totals.reduce((s, t) => s + t.minutes, 0),
        currentStreak: visibleStreak(
          { lastActiveDay: user.last_active_day, current: Number(user.current_streak), longest: Number(user.longest_streak) },
          today,
        ),
        longestStreak: Number(user.longest_streak),
        level: levelFromXp(Number(user.xp_points)),
        achievements: {
          unlocked: unlockedCount,
          total: catalogue.length,
          percent: overallProgress(unlockedCount, catalogue.length),
          xpFromAchievements: xpFromAchievements(catalogue.map((a) => ({ xpReward: a.xpReward, unlocked: have.has(a.id) }))),
        },
      };
    },
  };
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;
