import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UserSettings } from '@common/schemas/settings';
import { apiJson } from './api';
import { useAuth } from './auth';
import { applyTheme, readStoredTheme, ThemeContext, type Theme, type ThemeContextValue } from './theme-storage';

export type { Theme, ThemeContextValue } from './theme-storage';
export const SETTINGS_QUERY_KEY = ['/api/user/settings'] as const;

/**
 * Light/dark theme that follows the signed-in user's setting (dark by default, spec-2 §3) and is
 * remembered locally so public pages and the first paint match the last choice.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);

  const { data: settings } = useQuery<UserSettings>({ queryKey: SETTINGS_QUERY_KEY, enabled: !!user });

  useEffect(() => {
    if (settings?.theme) setThemeState(settings.theme);
  }, [settings?.theme]);

  useEffect(() => applyTheme(theme), [theme]);

  const save = useMutation({
    mutationFn: (next: Theme) => apiJson<UserSettings>('PUT', '/api/user/settings', { theme: next }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_QUERY_KEY, saved),
  });

  const setTheme = useCallback(
    (next: Theme) => {
      setThemeState(next);
      if (user) save.mutate(next);
    },
    [user, save],
  );

  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

/** The app's theme and its setter (saved to the account when signed in); only under ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used within a ThemeProvider');
  return ctx;
}
