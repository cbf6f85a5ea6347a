import { useEffect } from 'react';

/** Sets the tab title for a signed-in page, so tabs and history entries are distinguishable. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · StudyPilot`;
  }, [title]);
}
