import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { isTypingTarget, shortcutAction } from '@common/shortcuts';

interface Handlers {
  onSearch: () => void;
  onShortcuts: () => void;
}

/**
 * The app-wide keys of spec-1 §2: Alt+letter navigates, '/' opens search, '?' opens the shortcut
 * list. Keys pressed while typing (inputs, textareas, selects, editable areas) or inside an open
 * menu are left alone, and so are presses another handler already consumed.
 */
export function useGlobalShortcuts({ onSearch, onShortcuts }: Handlers): void {
  const navigate = useNavigate();

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (isTypingTarget(target) || target?.closest('[role="menu"]')) return;
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'navigate') navigate(action.route);
    else if (action.type === 'search') onSearch();
    else onShortcuts();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
