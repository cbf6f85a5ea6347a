import { Moon, Sun } from 'lucide-react';
import { useTheme } from '@client/lib/theme';
import { Button, type ButtonProps } from './button';

/**
 * Sun/Moon button that flips the theme. Public pages need it too (before sign-in there is no
 * settings page), and the label names the action so screen readers announce what a press does.
 */
export function ThemeToggle({ className, variant = 'ghost', ...props }: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { theme, setTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Button
      type="button"
      variant={variant}
      size="icon"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
      {...props}
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
