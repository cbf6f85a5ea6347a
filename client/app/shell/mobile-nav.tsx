import { Dialog as DialogPrimitive } from 'radix-ui';
import { Menu, Search, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { focusMain } from './focus-main';
import { Brand, SideNav } from './side-nav';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenSearch: () => void;
  onOpenShortcuts: () => void;
}

const DRAWER_ID = 'mobile-navigation';
const DESKTOP_QUERY = '(min-width: 48rem)';

/**
 * Top bar for phones (below md) with the navigation toggle and search; the navigation opens as a
 * modal drawer that traps focus, closes on Escape, on the backdrop and after following a link.
 */
export function MobileNav({ open, onOpenChange, onOpenSearch, onOpenShortcuts }: Props) {
  const navigatedRef = useRef(false);

  // The drawer only exists below md: close it if the window grows to desktop width.
  useEffect(() => {
    if (!open) return;
    const mq = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (mq.matches) onOpenChange(false);
    };
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [open, onOpenChange]);

  const closeAfterNavigation = () => {
    navigatedRef.current = true;
    onOpenChange(false);
  };

  const openFromDrawer = (action: () => void) => () => {
    onOpenChange(false);
    action();
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur md:hidden">
        <DialogPrimitive.Trigger
          aria-label="Open navigation"
          aria-controls={DRAWER_ID}
          className="flex size-10 items-center justify-center rounded-md text-foreground hover:bg-accent"
        >
          <Menu className="size-5" aria-hidden />
        </DialogPrimitive.Trigger>
        <Brand />
        <button
          type="button"
          onClick={onOpenSearch}
          aria-label="Search (press /)"
          className="ml-auto flex size-10 items-center justify-center rounded-md text-foreground hover:bg-accent"
        >
          <Search className="size-5" aria-hidden />
        </button>
      </header>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 md:hidden" />
        <DialogPrimitive.Content
          id={DRAWER_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!navigatedRef.current) return;
            navigatedRef.current = false;
            event.preventDefault();
            focusMain();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-border bg-card text-card-foreground shadow-xl md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label="Close navigation"
            className="absolute right-3 top-4 flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
          <SideNav
            onNavigate={closeAfterNavigation}
            onOpenSearch={openFromDrawer(onOpenSearch)}
            onOpenShortcuts={openFromDrawer(onOpenShortcuts)}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
