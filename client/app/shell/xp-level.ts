/**
 * The level arithmetic lives in common/achievements.ts (the server's level rules use the same
 * rule); the shell imports it from here.
 */
export { levelFromXp, XP_PER_LEVEL } from '@common/achievements';
