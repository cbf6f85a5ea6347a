import { useCallback, useState } from 'react';

const STORAGE_KEY = 'studypilot-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Desktop sidebar collapsed state, remembered across visits so the layout does not jump. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((prev) => {
      const next = !prev;
      try {
        localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
      } catch {
        /* private mode: the state still applies for this visit */
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
