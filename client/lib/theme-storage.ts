import { createContext, useContext, useEffect, useState } from 'react';

// React only: the standalone landing entry (home-main.tsx) imports this module, and it must not
// pull in the router, TanStack Query or the auth provider (landing JS budget, ARCHITECTURE.md).

export type Theme = 'dark' | 'light';

/** localStorage key; public/theme-init.js reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'studypilot-theme';

/** The locally remembered theme; dark when nothing is stored or storage is unavailable. */
export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** Puts a theme on <html> and remembers it, so the next page's first paint matches. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* private mode: the class still applies */
  }
}

export interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

/**
 * Filled by ThemeProvider (lib/theme.tsx). It lives here rather than there so that pages which run
 * both inside and outside the app (the landing page) can read it without importing the provider.
 */
export const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The theme for pages that may run without the app's providers (the standalone /home entry).
 * Inside a ThemeProvider it is that provider's theme, so the SPA's state never goes stale; on its
 * own it is local state kept in localStorage and on <html>, with no account to save it to.
 */
export function useStoredTheme(): ThemeContextValue {
  const provided = useContext(ThemeContext);
  const [theme, setTheme] = useState<Theme>(readStoredTheme);

  useEffect(() => {
    if (!provided) applyTheme(theme);
  }, [provided, theme]);

  return provided ?? { theme, setTheme };
}
