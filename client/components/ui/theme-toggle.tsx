import { useTheme } from '@client/lib/theme';
import { ThemeToggleButton, type ThemeToggleButtonProps } from './theme-toggle-button';

/**
 * Sun/Moon button that flips the app's theme (saved to the account when signed in). Public pages
 * need it too (before sign-in there is no settings page). Must be under ThemeProvider; the
 * standalone landing page pairs ThemeToggleButton with useStoredTheme instead.
 */
export function ThemeToggle(props: Omit<ThemeToggleButtonProps, 'theme' | 'onToggle'>) {
  const { theme, setTheme } = useTheme();
  return <ThemeToggleButton theme={theme} onToggle={setTheme} {...props} />;
}
