import { Keyboard, LogOut, Moon, PanelLeftClose, PanelLeftOpen, Search, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Kbd } from '@client/components/ui/kbd';
import { LogoMark } from '@client/components/ui/logo';
import { useAuth } from '@client/lib/auth';
import { useTheme } from '@client/lib/theme';
import { cn } from '@client/lib/utils';
import { MaybeTooltip } from './maybe-tooltip';
import { NavLinkItem } from './nav-link-item';
import { NAV_ITEMS } from './nav-items';
import { useUserAchievements } from '@client/features/achievements/achievements-api';
import { UserCard, XpWidget } from './user-card';

interface SideNavProps {
  /** Narrow icon bar (desktop only). */
  collapsed?: boolean;
  /** Present on desktop: shows the collapse/expand button. */
  onToggleCollapse?: () => void;
  onOpenSearch: () => void;
  onOpenShortcuts: () => void;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The product mark; the name is hidden when the bar is collapsed. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 font-semibold text-foreground">
      <LogoMark className="size-8 shrink-0" />
      <span className={cn('text-lg tracking-tight', compact && 'sr-only')}>StudyPilot</span>
    </span>
  );
}

function FooterButton({
  label,
  icon,
  collapsed,
  onClick,
  disabled,
  ariaLabel,
  extra,
}: {
  label: string;
  icon: ReactNode;
  collapsed: boolean;
  onClick: () => void;
  disabled?: boolean;
  ariaLabel?: string;
  extra?: ReactNode;
}) {
  return (
    <MaybeTooltip label={label} show={collapsed}>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-label={ariaLabel ?? (collapsed ? label : undefined)}
        className={cn(
          'flex h-10 items-center gap-3 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
          collapsed ? 'mx-auto w-10 justify-center' : 'w-full px-3',
        )}
      >
        {icon}
        {!collapsed && <span className="flex-1 truncate text-left">{label}</span>}
        {!collapsed && extra}
      </button>
    </MaybeTooltip>
  );
}

/**
 * Side navigation of the signed-in shell (spec-1 §2, spec-2 §2): search, the feature links, the
 * XP widget, the user card, theme toggle, keyboard shortcuts and sign out. Used both as the desktop
 * sidebar (collapsible to an icon bar) and inside the mobile drawer.
 */
export function SideNav({ collapsed = false, onToggleCollapse, onOpenSearch, onOpenShortcuts, onNavigate }: SideNavProps) {
  const { user, logoutMutation } = useAuth();
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  // Spec-2 §6: the achievement calls run only when a user is present.
  const recent = useUserAchievements(!!user);

  const signOut = () => {
    logoutMutation.mutate(undefined, { onSuccess: () => navigate('/home', { replace: true }) });
  };

  return (
    <div className="flex h-full min-h-0 w-full flex-col gap-3 overflow-y-auto overflow-x-hidden py-4">
      <div className={cn('flex items-center gap-2', collapsed ? 'flex-col px-2' : 'justify-between px-4')}>
        <Brand compact={collapsed} />
        {onToggleCollapse && (
          <MaybeTooltip label="Expand sidebar" show={collapsed}>
            <button
              type="button"
              onClick={onToggleCollapse}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              className="flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
            >
              {collapsed ? <PanelLeftOpen className="size-5" aria-hidden /> : <PanelLeftClose className="size-5" aria-hidden />}
            </button>
          </MaybeTooltip>
        )}
      </div>

      <div className={collapsed ? 'px-2' : 'px-3'}>
        <MaybeTooltip label="Search (press /)" show={collapsed}>
          <button
            type="button"
            onClick={onOpenSearch}
            aria-label="Search (press /)"
            className={cn(
              'flex h-10 items-center gap-2 rounded-md border border-border bg-background text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
              collapsed ? 'mx-auto w-10 justify-center' : 'w-full px-3',
            )}
          >
            <Search className="size-4 shrink-0" aria-hidden />
            {!collapsed && (
              <>
                <span className="flex-1 text-left">Search</span>
                <Kbd aria-hidden>/</Kbd>
              </>
            )}
          </button>
        </MaybeTooltip>
      </div>

      <nav aria-label="Main">
        <ul className={cn('flex flex-col gap-1', collapsed ? 'px-2' : 'px-3')}>
          {NAV_ITEMS.map((item) => (
            <NavLinkItem key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </ul>
      </nav>

      {user && (
        <div className={cn('mt-auto flex flex-col gap-2', collapsed ? 'px-2' : 'px-3')}>
          {!collapsed && <XpWidget xp={user.xpPoints} recent={recent.data} onNavigate={onNavigate} />}
          <UserCard user={user} collapsed={collapsed} onNavigate={onNavigate} />
          <div className="flex flex-col gap-0.5 border-t border-border pt-2">
            <FooterButton
              label={nextTheme === 'light' ? 'Light theme' : 'Dark theme'}
              ariaLabel={`Switch to ${nextTheme} theme`}
              icon={nextTheme === 'light' ? <Sun aria-hidden /> : <Moon aria-hidden />}
              collapsed={collapsed}
              onClick={() => setTheme(nextTheme)}
            />
            <FooterButton
              label="Keyboard shortcuts"
              icon={<Keyboard aria-hidden />}
              collapsed={collapsed}
              onClick={onOpenShortcuts}
              extra={<Kbd aria-hidden>?</Kbd>}
            />
            <FooterButton
              label={logoutMutation.isPending ? 'Signing out...' : 'Sign out'}
              icon={<LogOut aria-hidden />}
              collapsed={collapsed}
              onClick={signOut}
              disabled={logoutMutation.isPending}
            />
          </div>
        </div>
      )}
    </div>
  );
}
