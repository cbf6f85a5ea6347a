import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1280px)';
const MEDIUM = '(min-width: 640px)';

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  for (const q of queries) q.addEventListener('change', onChange);
  return () => {
    for (const q of queries) q.removeEventListener('change', onChange);
  };
}

/**
 * Cards per row of a virtualised card grid, as Tailwind's `sm:grid-cols-2 xl:grid-cols-3` had them
 * (1, 2 from 640 px, 3 from 1280 px): VirtualList needs the number, not a class.
 */
export function useGridColumns(): number {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(WIDE).matches ? 3 : window.matchMedia(MEDIUM).matches ? 2 : 1),
    () => 1,
  );
}
