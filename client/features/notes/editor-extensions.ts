import Highlight from '@tiptap/extension-highlight';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { SlashCommand, type SlashKeyHandler } from './slash-extension';

/** Spec-2 §2: the body's placeholder mentions typing / for commands. */
export const EDITOR_PLACEHOLDER = "Start writing your notes... Type '/' for commands";

/**
 * Spec-2 §9: four text colours (red, blue, green, amber) and four highlight colours. The stored
 * values are dark enough for AA on white; notes.css swaps in lighter shades for the dark theme.
 */
export const TEXT_COLORS = [
  { name: 'Red', value: '#dc2626' },
  { name: 'Blue', value: '#2563eb' },
  { name: 'Green', value: '#15803d' },
  { name: 'Amber', value: '#b45309' },
] as const;

export const HIGHLIGHT_COLORS = [
  { name: 'Yellow', value: '#fef08a' },
  { name: 'Green', value: '#bbf7d0' },
  { name: 'Blue', value: '#bfdbfe' },
  { name: 'Pink', value: '#fbcfe8' },
] as const;

/** The editor's schema: exactly the marks and blocks the toolbar and slash menu offer. */
export function noteExtensions(slashKeys: SlashKeyHandler) {
  return [
    StarterKit.configure({ heading: { levels: [1, 2, 3] }, link: false, code: false, codeBlock: false }),
    TextStyle,
    Color,
    Highlight.configure({ multicolor: true }),
    Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
    CharacterCount,
    SlashCommand.configure({ onKey: (event) => slashKeys.current?.(event) ?? false }),
  ];
}

/** A CSS colour as lower-case #rrggbb when it is rgb()/hex, so "rgb(220, 38, 38)" matches "#dc2626". */
export function normalizeColor(css: string | null | undefined): string | null {
  if (!css) return null;
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(css.trim());
  if (rgb) return `#${rgb.slice(1, 4).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
  return css.trim().toLowerCase();
}
