import { ArrowRight, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@client/components/ui/button-variants';
import { LogoMark } from '@client/components/ui/logo';
import { ThemeToggleButton } from '@client/components/ui/theme-toggle-button';
import { useStoredTheme } from '@client/lib/theme-storage';
import { NAV_LINKS } from './landing-content';

const MOBILE_NAV_ID = 'landing-mobile-nav';

/**
 * Sticky landing header (spec-1 §2): in-page anchors and 'Let's Go'. Below the md breakpoint the
 * anchors fold into a disclosure menu so the header never wraps at 375 px. No router, query or auth
 * imports: it also runs in the standalone home entry, where /auth is a plain page load.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { theme, setTheme } = useStoredTheme();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Escape closes the menu and gives focus back to its button, as a disclosure should.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <a href="#home" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          <LogoMark />
          <span>StudyPilot</span>
        </a>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggleButton theme={theme} onToggle={setTheme} />
          <a href="/auth" className={buttonVariants({ size: 'sm', className: 'shadow-md shadow-primary/20' })}>
            Let's Go
            <ArrowRight aria-hidden />
          </a>
          <button
            ref={buttonRef}
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
            aria-expanded={open}
            aria-controls={MOBILE_NAV_ID}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </button>
        </div>
      </div>

      <nav id={MOBILE_NAV_ID} aria-label="Main" hidden={!open} className="border-t border-border md:hidden">
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                onClick={() => setOpen(false)}
                className="block rounded-md px-3 py-2.5 text-base font-medium text-foreground transition-colors hover:bg-accent"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
