import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toastWhenIdle } from '@client/components/ui/use-toast';
import {
  ACHIEVEMENTS_QUERY_KEY,
  STUDY_ANALYTICS_QUERY_KEY,
  USER_ACHIEVEMENTS_QUERY_KEY,
  useUserAchievements,
} from '@client/features/achievements/achievements-api';
import { readSeen, unlockToastText, unseenUnlocks, writeSeen, type KeyValueStore } from '@client/features/achievements/seen-unlocks';
import { useAuth } from '@client/lib/auth';

function storage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Wait after a burst of successful mutations before asking the server once. */
const MUTATION_SETTLE_MS = 400;

/**
 * Shows 'Achievement Unlocked!' soon after the action that earned it. Every unlock comes with
 * XP, and every feature refreshes the user after rewarding work, so a change in the student's XP
 * (plus any successful mutation, as a backstop) refetches the unlocked list; ids not seen before on
 * this browser are toasted once and remembered per student in localStorage, so a reload or a
 * second tab does not repeat them.
 */
export function useAchievementToasts(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const xp = user?.xpPoints ?? null;
  const unlocked = useUserAchievements(!!userId);
  const lastXp = useRef<{ userId: string | null; xp: number | null }>({ userId, xp });

  // XP moved: something was rewarded, possibly an achievement.
  useEffect(() => {
    const prev = lastXp.current;
    lastXp.current = { userId, xp };
    if (!userId || prev.userId !== userId || prev.xp === null || prev.xp === xp) return;
    void queryClient.invalidateQueries({ queryKey: USER_ACHIEVEMENTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ACHIEVEMENTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: STUDY_ANALYTICS_QUERY_KEY });
  }, [queryClient, userId, xp]);

  // Backstop: any successful mutation may have earned something the XP refresh has not shown yet.
  useEffect(() => {
    if (!userId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: USER_ACHIEVEMENTS_QUERY_KEY }), MUTATION_SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient, userId]);

  const data = unlocked.data;
  useEffect(() => {
    if (!userId || !data) return;
    const store = storage();
    const { announce, seen } = unseenUnlocks(data, readSeen(store, userId));
    writeSeen(store, userId, seen);
    if (announce.length === 0) return;
    // After the action's own toast (one toast at a time: it must not be replaced).
    toastWhenIdle({ ...unlockToastText(announce), variant: 'success' });
    void queryClient.invalidateQueries({ queryKey: ACHIEVEMENTS_QUERY_KEY });
  }, [queryClient, userId, data]);
}

/** Mount point for the hook inside the signed-in shell (renders nothing). */
export function AchievementToasts(): null {
  useAchievementToasts();
  return null;
}
