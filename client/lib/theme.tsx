import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UserSettings } from '@common/schemas/settings';
import { apiJson } from './api';
import { useAuth } from './auth';

export type Theme = 'dark' | 'light';
const STORAGE_KEY = 'studypilot-theme';
export const SETTINGS_QUERY_KEY = ['/api/user/settings'] as const;

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    /* private mode: the class still applies */
  }
}

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

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used within a ThemeProvider');
  return ctx;
}
