import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@client/components/ui/logo';
import { ThemeToggle } from '@client/components/ui/theme-toggle';
import { cn } from '@client/lib/utils';

/**
 * Frame shared by the sign-in and recovery pages: brand link back to /home, theme toggle and a
 * centred column, so every signed-out page looks like the same trustworthy product.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-screen flex-col overflow-hidden bg-background text-foreground">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-48 left-1/2 h-[32rem] w-[52rem] max-w-none -translate-x-1/2 rounded-full bg-primary/15 blur-3xl" />
        <div className="absolute -bottom-40 -right-32 h-[24rem] w-[24rem] rounded-full bg-violet-500/10 blur-3xl" />
      </div>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <Link
          to="/home"
          aria-label="StudyPilot home"
          className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight"
        >
          <LogoMark />
          <span>StudyPilot</span>
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10 pt-2 sm:items-center sm:pb-16">
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-muted-foreground">© 2025 StudyPilot. All rights reserved.</footer>
    </div>
  );
}

/**
 * The page's single h1, styled like a card title. Steps move focus here (tabIndex -1) so screen
 * reader users hear that the page changed.
 */
export const AuthTitle = forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement>>(function AuthTitle(
  { className, ...props },
  ref,
) {
  return (
    <h1
      ref={ref}
      className={cn('text-2xl font-bold leading-tight tracking-tight focus:outline-none', className)}
      {...props}
    />
  );
});
