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

/** Columns of a responsive grid: 1 on phones, 2 from `md` (768 px), 3 from `2xl` (1536 px), as Tailwind's breakpoints. */
export function useGridColumns(): number {
  const md = useMediaQuery('(min-width: 768px)');
  const xxl = useMediaQuery('(min-width: 1536px)');
  return xxl ? 3 : md ? 2 : 1;
}
