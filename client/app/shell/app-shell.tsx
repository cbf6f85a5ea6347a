import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { cn } from '@client/lib/utils';
import { MAIN_CONTENT_ID, focusMain } from './focus-main';
import { MobileNav } from './mobile-nav';
import { AchievementToasts } from './use-achievement-toasts';
import { QuickActions } from './quick-actions';
import { SearchDialog } from './search-dialog';
import { ShortcutsDialog } from './shortcuts-dialog';
import { SideNav } from './side-nav';
import { useGlobalShortcuts } from './use-global-shortcuts';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/**
 * Layout of every signed-in page (spec-1 §2): skip link, side navigation (a collapsible sidebar on
 * desktop, a drawer behind a top bar on phones), the page in <main>, and the global overlays —
 * quick actions, search ('/') and keyboard shortcuts ('?').
 */
export default function AppShell() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const { pathname } = useLocation();
  const lastPathname = useRef(pathname);

  const openSearch = useCallback(() => {
    setShortcutsOpen(false);
    setSearchOpen(true);
  }, []);
  const openShortcuts = useCallback(() => {
    setSearchOpen(false);
    setShortcutsOpen(true);
  }, []);
  useGlobalShortcuts({ onSearch: openSearch, onShortcuts: openShortcuts });

  // A new page: close overlays, start at the top, and move focus to the page (not on first load).
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    setDrawerOpen(false);
    setShortcutsOpen(false);
    window.scrollTo(0, 0);
    focusMain();
  }, [pathname]);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMain();
    document.getElementById(MAIN_CONTENT_ID)?.scrollIntoView();
  };

  return (
    <TooltipProvider>
      <div className="flex min-h-dvh bg-background text-foreground">
        <a
          href={`#${MAIN_CONTENT_ID}`}
          onClick={skipToContent}
          className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100]"
        >
          Skip to content
        </a>

        <aside
          aria-label="Sidebar"
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 overflow-hidden border-r border-border bg-card transition-[width] duration-200 md:flex',
            collapsed ? 'w-16' : 'w-72',
          )}
        >
          {/* Fixed inner width: the content takes its final layout at once while the outer width animates. */}
          <div className={cn('h-full shrink-0', collapsed ? 'w-16' : 'w-72')}>
            <SideNav
              collapsed={collapsed}
              onToggleCollapse={toggleCollapsed}
              onOpenSearch={openSearch}
              onOpenShortcuts={openShortcuts}
            />
          </div>
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <MobileNav
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onOpenSearch={openSearch}
            onOpenShortcuts={openShortcuts}
          />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 pb-24 pt-6 outline-none! md:px-8 md:pt-8">
            <Outlet />
          </main>
        </div>

        <QuickActions />
        <AchievementToasts />
        <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      </div>
    </TooltipProvider>
  );
}
