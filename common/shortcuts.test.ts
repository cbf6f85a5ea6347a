import { describe, expect, it } from 'vitest';
import {
  NAVIGATION_SHORTCUTS,
  SHORTCUT_GROUPS,
  isTypingTarget,
  routeForKeyPress,
  shortcutAction,
  type KeyPress,
} from './shortcuts';

const press = (over: Partial<KeyPress>): KeyPress => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...over,
});

describe('SHORTCUT_GROUPS', () => {
  it('has the three groups of spec-1 §2 in order', () => {
    expect(SHORTCUT_GROUPS.map((g) => g.title)).toEqual(['Navigation', 'General', 'Smart Notes']);
    expect(SHORTCUT_GROUPS[1].shortcuts).toHaveLength(4);
    expect(SHORTCUT_GROUPS[2].shortcuts.map((s) => s.keys.join('+'))).toEqual([
      'Ctrl+B',
      'Ctrl+I',
      'Ctrl+U',
      'Ctrl+K',
      'Ctrl+.',
      '/',
    ]);
  });

  it('maps every Alt letter to its route', () => {
    const table = Object.fromEntries(NAVIGATION_SHORTCUTS.map((s) => [s.keys.join('+'), s.route]));
    expect(table).toEqual({
      'Alt+D': '/dashboard',
      'Alt+T': '/ai-tutor',
      'Alt+N': '/notes',
      'Alt+Q': '/quiz-generator',
      'Alt+F': '/flashcards',
      'Alt+P': '/study-planner',
      'Alt+A': '/achievements',
      'Alt+U': '/profile',
      'Alt+H': '/',
    });
  });
});

describe('routeForKeyPress', () => {
  it('uses the physical key code, so macOS Option+D (key "∂") still goes to the dashboard', () => {
    expect(routeForKeyPress(press({ altKey: true, key: '∂', code: 'KeyD' }))).toBe('/dashboard');
    expect(routeForKeyPress(press({ altKey: true, key: 'h', code: 'KeyH' }))).toBe('/');
  });

  it('falls back to the key when no code is sent', () => {
    expect(routeForKeyPress(press({ altKey: true, key: 't' }))).toBe('/ai-tutor');
  });

  it('needs Alt alone', () => {
    expect(routeForKeyPress(press({ key: 'd', code: 'KeyD' }))).toBeNull();
    expect(routeForKeyPress(press({ altKey: true, ctrlKey: true, key: 'd', code: 'KeyD' }))).toBeNull();
    expect(routeForKeyPress(press({ altKey: true, metaKey: true, key: 'd', code: 'KeyD' }))).toBeNull();
    expect(routeForKeyPress(press({ altKey: true, shiftKey: true, key: 'D', code: 'KeyD' }))).toBeNull();
  });

  it('ignores letters without a shortcut', () => {
    expect(routeForKeyPress(press({ altKey: true, key: 'z', code: 'KeyZ' }))).toBeNull();
  });
});

describe('shortcutAction', () => {
  it('opens search on / and the shortcuts on ?', () => {
    expect(shortcutAction(press({ key: '/', code: 'Slash' }))).toEqual({ type: 'search' });
    expect(shortcutAction(press({ key: '?', code: 'Slash', shiftKey: true }))).toEqual({ type: 'shortcuts' });
  });

  it('navigates on Alt+letter', () => {
    expect(shortcutAction(press({ altKey: true, key: 'n', code: 'KeyN' }))).toEqual({
      type: 'navigate',
      route: '/notes',
    });
  });

  it('leaves modified and ordinary keys alone', () => {
    expect(shortcutAction(press({ ctrlKey: true, key: '/', code: 'Slash' }))).toBeNull();
    expect(shortcutAction(press({ metaKey: true, key: '?', code: 'Slash' }))).toBeNull();
    expect(shortcutAction(press({ key: 'a', code: 'KeyA' }))).toBeNull();
    expect(shortcutAction(press({ key: 'Escape', code: 'Escape' }))).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true in inputs, textareas, selects and editable areas', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'select' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false elsewhere', () => {
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: false })).toBe(false);
    expect(isTypingTarget({ tagName: 'BODY' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(undefined)).toBe(false);
  });
});
