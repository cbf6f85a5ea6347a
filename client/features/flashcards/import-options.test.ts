import { describe, expect, it } from 'vitest';
import { parseDeckText } from '@common/deck-import';
import { separatorValue } from './import-options';

describe('separatorValue', () => {
  it('maps the fixed choices', () => {
    expect(separatorValue('tab', '', 'term')).toBe('\t');
    expect(separatorValue('comma', 'x', 'term')).toBe(',');
    expect(separatorValue('newline', '', 'row')).toBe('\n');
    expect(separatorValue('semicolon', '', 'row')).toBe(';');
  });

  it('uses a custom separator, with \\t and \\n escapes', () => {
    expect(separatorValue('custom', ' - ', 'term')).toBe(' - ');
    expect(separatorValue('custom', '\\t', 'term')).toBe('\t');
    expect(separatorValue('custom', '##\\n', 'row')).toBe('##\n');
  });

  it('falls back to Quizlet’s defaults when the custom box is empty', () => {
    expect(separatorValue('custom', '', 'term')).toBe('\t');
    expect(separatorValue('custom', '', 'row')).toBe('\n');
  });

  it('feeds the shared parser: custom separators give the cards', () => {
    const text = 'cat - a small pet;dog - a loyal pet;bird';
    const result = parseDeckText(text, {
      format: 'quizlet',
      termSeparator: separatorValue('custom', ' - ', 'term'),
      rowSeparator: separatorValue('semicolon', '', 'row'),
    });
    expect(result.cards.map((c) => [c.front, c.back])).toEqual([
      ['cat', 'a small pet'],
      ['dog', 'a loyal pet'],
    ]);
    expect(result.errors).toHaveLength(1);
  });
});
