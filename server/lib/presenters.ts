import { localDay, visibleStreak } from '@common/activity';
import type { PublicUser } from '@common/schemas/auth';
import { readJson } from '../db/codec';
import type { UsersTable } from '../db/schema';
import type { Selectable } from 'kysely';

/** The whitelist of user fields any response may carry: never a hash, a lock or a time zone guess. */
export function presentUser(row: Selectable<UsersTable>, now: Date): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    gradeLevel: row.grade_level,
    subjectInterests: readJson<string[]>(row.subject_interests, []),
    xpPoints: row.xp_points,
    currentStreak: visibleStreak(
      { lastActiveDay: row.last_active_day, current: row.current_streak, longest: row.longest_streak },
      localDay(now, row.timezone),
    ),
    longestStreak: row.longest_streak,
    createdAt: row.created_at,
  };
}
