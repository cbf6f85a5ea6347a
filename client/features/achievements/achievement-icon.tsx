import { Award, Star, Trophy, Zap, type LucideIcon } from 'lucide-react';
import type { AchievementIcon as IconName, BadgeColor } from '@common/achievements';
import { cn } from '@client/lib/utils';

const ICONS: Record<IconName, LucideIcon> = { Trophy, Star, Award, Zap };

/** Badge tones that keep WCAG AA contrast in both themes (light pastel / dark translucent). */
export const BADGE_TONES: Record<BadgeColor, string> = {
  gold: 'border-amber-500/50 bg-amber-100 text-amber-900 dark:border-amber-300/40 dark:bg-amber-300/15 dark:text-amber-100',
  silver: 'border-slate-400/60 bg-slate-100 text-slate-800 dark:border-slate-300/40 dark:bg-slate-300/15 dark:text-slate-100',
  bronze: 'border-orange-600/40 bg-orange-100 text-orange-900 dark:border-orange-400/40 dark:bg-orange-400/15 dark:text-orange-100',
};

export const BADGE_LABELS: Record<BadgeColor, string> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };

/**
 * An achievement's icon in its badge colour (spec-2 §3: Trophy, Star, Award or Zap; gold, silver
 * or bronze). A locked one is drawn muted so the unlocked ones stand out.
 */
export function AchievementIcon({ icon, color, locked = false, size = 'md' }: { icon: IconName; color: BadgeColor; locked?: boolean; size?: 'sm' | 'md' }) {
  const Icon = ICONS[icon] ?? Trophy;
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full border',
        size === 'sm' ? 'size-6' : 'size-12',
        locked ? 'border-border bg-muted text-muted-foreground' : BADGE_TONES[color],
      )}
    >
      <Icon className={size === 'sm' ? 'size-3.5' : 'size-6'} />
    </span>
  );
}
