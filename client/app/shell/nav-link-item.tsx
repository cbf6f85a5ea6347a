import { Link, useLocation } from 'react-router';
import { cn } from '@client/lib/utils';
import { MaybeTooltip } from './maybe-tooltip';
import { isActivePath, type NavItem } from './nav-items';

interface Props {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** One side-navigation link; the current page is highlighted and marked aria-current="page". */
export function NavLinkItem({ item, collapsed, onNavigate }: Props) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, item.to, item.alsoActiveOn);
  const Icon = item.icon;
  return (
    <li>
      <MaybeTooltip label={item.label} show={collapsed}>
        <Link
          to={item.to}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'relative flex h-10 items-center gap-3 rounded-md text-sm font-medium transition-colors',
            collapsed ? 'mx-auto w-10 justify-center' : 'px-3',
            active
              ? 'bg-secondary text-secondary-foreground'
              : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
          )}
        >
          {active && !collapsed && <span className="absolute inset-y-2 left-0 w-1 rounded-r bg-primary" aria-hidden />}
          <Icon className="size-5 shrink-0" aria-hidden />
          <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
        </Link>
      </MaybeTooltip>
    </li>
  );
}
