import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (window resized, device rotated). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Columns of a responsive card grid, for VirtualList (which needs the number, not a class): 1 on
 * phones, 2 from `medium` px, 3 from `wide` px — the Tailwind breakpoints the grid's classes used
 * (md/2xl by default; sm/xl is 640/1280).
 */
export function useGridColumns(breakpoints: { medium: number; wide: number } = { medium: 768, wide: 1536 }): number {
  const medium = useMediaQuery(`(min-width: ${breakpoints.medium}px)`);
  const wide = useMediaQuery(`(min-width: ${breakpoints.wide}px)`);
  return wide ? 3 : medium ? 2 : 1;
}
