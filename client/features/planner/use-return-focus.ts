import { useRef } from 'react';

/**
 * Focus handling for a dialog opened from state rather than a Radix Trigger: Radix only returns
 * focus to its own trigger, so without this a keyboard user lands on <body> after closing. The
 * element focused when the dialog opened gets the focus back.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current?.isConnected ? opener.current : null;
      opener.current = null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
