/** Quizlet's import separators as the dialog offers them (its own "Tab / Comma / Custom" and "New line / Semicolon / Custom"). */
export type SeparatorChoice = 'tab' | 'comma' | 'newline' | 'semicolon' | 'custom';

const FIXED: Record<Exclude<SeparatorChoice, 'custom'>, string> = { tab: '\t', comma: ',', newline: '\n', semicolon: ';' };

/**
 * The separator string for a choice. A custom separator may be typed as `\t` or `\n`; an empty
 * custom one falls back to Quizlet's default (tab between term and definition, new line between cards).
 */
export function separatorValue(choice: SeparatorChoice, custom: string, role: 'term' | 'row'): string {
  if (choice !== 'custom') return FIXED[choice];
  const value = custom.replace(/\\t/g, '\t').replace(/\\n/g, '\n');
  return value || (role === 'term' ? '\t' : '\n');
}
