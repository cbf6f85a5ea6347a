import { useEffect, useEffectEvent } from 'react';
import { isTypingTarget } from '@common/shortcuts';

const ACTIVATION_KEYS = new Set([' ', 'Spacebar', 'Enter']);
const INTERACTIVE = 'button, a[href], select, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"]';

/**
 * The study and review keys, on the whole page: `handle` gets each key press and returns true when
 * it used it. Presses are left alone while typing, inside dialogs and menus, with a modifier held,
 * and — for Space and Enter — on any other button or link, which the browser activates itself.
 * The study card is the exception: there Space and Enter mean the spec's flip/advance.
 */
export function useCardKeys(handle: (key: string) => boolean, enabled = true): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (isTypingTarget(target)) return;
    if (target?.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')) return;
    if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
    const onCard = Boolean(target?.closest('[data-study-card]'));
    if (ACTIVATION_KEYS.has(event.key) && !onCard && target?.closest(INTERACTIVE)) return;
    if (handle(event.key)) event.preventDefault();
  });

  // A prevented Space keydown on a focused button can still click on keyup in some browsers.
  const onKeyUp = useEffectEvent((event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if ((event.key === ' ' || event.key === 'Spacebar') && target?.closest('[data-study-card]')) event.preventDefault();
  });

  useEffect(() => {
    if (!enabled) return;
    const down = (e: KeyboardEvent) => onKeyDown(e);
    const up = (e: KeyboardEvent) => onKeyUp(e);
    document.addEventListener('keydown', down);
    document.addEventListener('keyup', up);
    return () => {
      document.removeEventListener('keydown', down);
      document.removeEventListener('keyup', up);
    };
  }, [enabled]);
}
