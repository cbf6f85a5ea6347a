import { Link, useLocation } from 'react-router';
import { gradeLabel } from '@common/grades';
import type { PublicUser } from '@common/schemas/auth';
import { cn } from '@client/lib/utils';
import { MaybeTooltip } from './maybe-tooltip';
import { levelFromXp } from './xp-level';

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

/** Level and XP toward the next level (spec-2 §2 "XP/level widget"), from the user's real XP. */
export function XpWidget({ xp }: { xp: number }) {
  const { level, xpInLevel, percent } = levelFromXp(xp);
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
        aria-valuetext={`${xpInLevel} of 1000 XP`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1.5 text-xs text-muted-foreground">{1000 - xpInLevel} XP to level {level + 1}</p>
    </div>
  );
}
