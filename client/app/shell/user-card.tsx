import { Link, useLocation } from 'react-router';
import { recentUnlocks } from '@common/achievements';
import { gradeLabel } from '@common/grades';
import type { UserAchievementDto } from '@common/schemas/achievements';
import type { PublicUser } from '@common/schemas/auth';
import { AchievementIcon } from '@client/features/achievements/achievement-icon';
import { cn } from '@client/lib/utils';
import { MaybeTooltip } from './maybe-tooltip';
import { levelFromXp, XP_PER_LEVEL } from './xp-level';

/** The user's initial, name, email and grade, linking to the profile (spec-1 §2, spec-2 §2). */
export function UserCard({ user, collapsed, onNavigate }: { user: PublicUser; collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initial = (user.firstName.trim()[0] ?? '?').toUpperCase();
  const active = pathname === '/profile';
  return (
    <MaybeTooltip label={`${fullName} — Profile`} show={collapsed}>
      <Link
        to="/profile"
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex min-w-0 items-center gap-3 rounded-lg transition-colors hover:bg-accent',
          collapsed ? 'mx-auto justify-center p-1' : 'p-2',
          active && 'bg-secondary',
        )}
      >
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {initial}
        </span>
        {collapsed ? (
          <span className="sr-only">{fullName}, profile</span>
        ) : (
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-foreground">{fullName}</span>
            <span className="block truncate text-xs text-muted-foreground" title={user.email}>
              {user.email}
            </span>
            <span className="block truncate text-xs text-muted-foreground">{gradeLabel(user.gradeLevel)}</span>
          </span>
        )}
      </Link>
    </MaybeTooltip>
  );
}

/**
 * Level and XP toward the next level (spec-2 §2 "XP/level widget"), from the user's real XP, and
 * up to three most recent unlocks (spec-2 §9) linking to the achievements page.
 */
export function XpWidget({ xp, recent = [], onNavigate }: { xp: number; recent?: readonly UserAchievementDto[]; onNavigate?: () => void }) {
  const { level, xpInLevel, percent } = levelFromXp(xp);
  const shown = recentUnlocks(recent);
  return (
    <div className="rounded-lg border border-border bg-background p-3">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold">Level {level}</span>
        <span className="text-xs text-muted-foreground">{xp.toLocaleString()} XP</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Progress to level ${level + 1}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${xpInLevel} of ${XP_PER_LEVEL} XP`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1.5 text-xs text-muted-foreground">{XP_PER_LEVEL - xpInLevel} XP to level {level + 1}</p>
      {shown.length > 0 && (
        <div className="mt-2 border-t border-border pt-2">
          <p id="recent-achievements-label" className="text-xs font-medium text-muted-foreground">
            Recent achievements
          </p>
          <ul aria-labelledby="recent-achievements-label" data-testid="recent-achievements" className="mt-1 flex flex-col gap-1">
            {shown.map((a) => (
              <li key={a.achievementId}>
                <Link
                  to="/achievements"
                  onClick={onNavigate}
                  className="flex min-w-0 items-center gap-2 rounded-md px-1 py-0.5 text-xs hover:bg-accent"
                >
                  <AchievementIcon icon={a.iconName} color={a.badgeColor} size="sm" />
                  <span className="truncate">{a.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
