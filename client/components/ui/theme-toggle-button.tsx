import type { VariantProps } from 'class-variance-authority';
import { Moon, Sun } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import type { Theme } from '@client/lib/theme-storage';
import { buttonVariants } from './button-variants';

/** `onToggle` here is the theme flip; the DOM's popover toggle event of the same name is dropped. */
export interface ThemeToggleButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'onToggle' | 'children'> {
  theme: Theme;
  onToggle: (next: Theme) => void;
  variant?: VariantProps<typeof buttonVariants>['variant'];
}

/**
 * Sun/Moon button that flips the theme, without knowing where the theme lives: the app passes its
 * provider's state (ThemeToggle), the standalone landing page its local one (useStoredTheme). The
 * label names the action so screen readers announce what a press does. Styled with buttonVariants
 * rather than Button so the landing page ships no tailwind-merge: `className` is appended, not
 * merged, so pass classes that do not fight the ghost icon button's own.
 */
export function ThemeToggleButton({ theme, onToggle, className, variant = 'ghost', ...props }: ThemeToggleButtonProps) {
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button
      type="button"
      className={buttonVariants({ variant, size: 'icon', className })}
      aria-label={label}
      title={label}
      onClick={() => onToggle(next)}
      {...props}
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </button>
  );
}
