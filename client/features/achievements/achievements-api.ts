import { useQuery } from '@tanstack/react-query';
import type { AchievementDto, StudyAnalyticsDto, UserAchievementDto } from '@common/schemas/achievements';

/** Cache keys: the first element is the path the default query function reads (query-client.ts). */
export const ACHIEVEMENTS_QUERY_KEY = ['/api/achievements'] as const;
export const USER_ACHIEVEMENTS_QUERY_KEY = ['/api/user-achievements'] as const;
export const STUDY_ANALYTICS_QUERY_KEY = ['/api/study-analytics'] as const;

/** The catalogue with the student's unlocked flags and progress (the achievements page). */
export function useAchievements() {
  return useQuery<AchievementDto[]>({ queryKey: ACHIEVEMENTS_QUERY_KEY });
}

/**
 * The unlocked list, newest first (navigation widget and unlock toasts). Spec-2 §6: the calls run
 * only when a user is present, hence `enabled`.
 */
export function useUserAchievements(enabled = true) {
  return useQuery<UserAchievementDto[]>({ queryKey: USER_ACHIEVEMENTS_QUERY_KEY, enabled });
}

/** Study analytics requested by the achievements page (spec-2 §7). */
export function useStudyAnalytics() {
  return useQuery<StudyAnalyticsDto>({ queryKey: STUDY_ANALYTICS_QUERY_KEY });
}
