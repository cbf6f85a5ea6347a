import { describe, expect, it } from 'vitest';
import { SLASH_COMMANDS, filterSlashCommands, matchSlashQuery, moveSelection } from './slash-commands';

describe('slash commands', () => {
  it('lists the spec items in order', () => {
    expect(SLASH_COMMANDS.map((c) => c.label)).toEqual([
      'Heading 1', 'Heading 2', 'Bullet List', 'Quote Block', 'Summarize', 'Improve Writing', 'Expand Content',
    ]);
    expect(SLASH_COMMANDS.filter((c) => c.action).map((c) => c.action)).toEqual(['summarize', 'improve', 'expand']);
  });

  it('opens on a slash at the start of a block or after a space', () => {
    expect(matchSlashQuery('/')).toBe('');
    expect(matchSlashQuery('/head')).toBe('head');
    expect(matchSlashQuery('notes about /sum')).toBe('sum');
    expect(matchSlashQuery('1/2')).toBeNull();
    expect(matchSlashQuery('/head ')).toBeNull();
    expect(matchSlashQuery('and/or')).toBeNull();
    expect(matchSlashQuery(`/${'a'.repeat(30)}`)).toBeNull();
  });

  it('filters by label words and keywords', () => {
    expect(filterSlashCommands('').length).toBe(7);
    expect(filterSlashCommands('head').map((c) => c.id)).toEqual(['heading1', 'heading2']);
    expect(filterSlashCommands('h2').map((c) => c.id)).toEqual(['heading2']);
    expect(filterSlashCommands('QUOTE').map((c) => c.id)).toEqual(['blockquote']);
    expect(filterSlashCommands('ai').map((c) => c.id)).toEqual(['summarize', 'improve', 'expand']);
    expect(filterSlashCommands('zzz')).toEqual([]);
  });

  it('wraps arrow movement', () => {
    expect(moveSelection(0, -1, 7)).toBe(6);
    expect(moveSelection(6, 1, 7)).toBe(0);
    expect(moveSelection(3, 1, 0)).toBe(0);
  });
});
