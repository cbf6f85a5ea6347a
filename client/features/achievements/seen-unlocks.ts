/**
 * Which unlocked achievements this browser has already announced, per student, so an unlock toast
 * shows once — not again after a reload, and not for a student's old unlocks on a new device.
 */
export const SEEN_STORAGE_PREFIX = 'studypilot:seen-achievements:';

/** The minimal storage the module needs (window.localStorage in the app, a map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The ids seen by a student on this browser, or null when this browser has never recorded any. */
export function readSeen(store: KeyValueStore | null, userId: string): Set<string> | null {
  if (!store) return null;
  try {
    const raw = store.getItem(SEEN_STORAGE_PREFIX + userId);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? new Set(parsed.filter((x): x is string => typeof x === 'string')) : null;
  } catch {
    return null;
  }
}

/** Remembers the ids as seen (storage full or blocked: the toast may repeat, nothing breaks). */
export function writeSeen(store: KeyValueStore | null, userId: string, ids: Iterable<string>): void {
  if (!store) return;
  try {
    store.setItem(SEEN_STORAGE_PREFIX + userId, JSON.stringify([...new Set(ids)].sort()));
  } catch {
    /* private mode or quota: ignore */
  }
}

/**
 * The unlocks to announce now and the new "seen" set. The first time a browser sees a student
 * (no record), everything already unlocked is taken as seen without a toast; after that, only ids
 * not seen before are announced, oldest first.
 */
export function unseenUnlocks<T extends { achievementId: string; unlockedAt: string }>(
  unlocked: readonly T[],
  seen: ReadonlySet<string> | null,
): { announce: T[]; seen: Set<string> } {
  const all = new Set(unlocked.map((u) => u.achievementId));
  if (seen === null) return { announce: [], seen: all };
  // The server lists newest first, one action's unlocks latest-earned first: reversed, a stable
  // sort by time gives the order they were earned in.
  const announce = [...unlocked]
    .reverse()
    .filter((u) => !seen.has(u.achievementId))
    .sort((a, b) => (a.unlockedAt === b.unlockedAt ? 0 : a.unlockedAt < b.unlockedAt ? -1 : 1));
  return { announce, seen: new Set([...seen, ...all]) };
}

/** The toast's text for one or several unlocks (one toast shows at a time, so several share it). */
export function unlockToastText(list: readonly { name: string; xpReward: number }[]): { title: string; description: string } {
  return {
    title: 'Achievement Unlocked!',
    description: list.map((a) => `${a.name} (+${a.xpReward} XP)`).join(', '),
  };
}
