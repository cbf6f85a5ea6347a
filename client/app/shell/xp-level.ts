/** Spec-2 §9: a level is 1000 XP. */
export const XP_PER_LEVEL = 1000;

/**
 * Level and progress inside it (spec-2 §9: floor(XP / 1000) + 1; progress is the XP within the
 * level as a percentage), for the navigation's XP widget.
 */
export function levelFromXp(xp: number): { level: number; xpInLevel: number; percent: number } {
  const safe = Math.max(0, Math.floor(xp));
  const xpInLevel = safe % XP_PER_LEVEL;
  return { level: Math.floor(safe / XP_PER_LEVEL) + 1, xpInLevel, percent: Math.round((xpInLevel / XP_PER_LEVEL) * 100) };
}
