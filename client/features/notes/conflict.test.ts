import { describe, expect, it } from 'vitest';
import type { NoteDto } from './note-constants';
import { copyTitle, resolveConflict } from './conflict';

const theirs: NoteDto = {
  id: 'n1', title: 'Theirs', content: '<p>server</p>', subject: 'Science', folder: 'School', isFavorite: true,
  version: 9, wordCount: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z',
};
const mine = { title: 'Mine', content: '<p>local</p>', subject: 'General' as const, folder: 'Personal' as const };

describe('resolveConflict', () => {
  it('keep theirs loads the server note', () => {
    expect(resolveConflict('theirs', mine, theirs)).toEqual({
      kind: 'load', note: theirs, fields: { title: 'Theirs', content: '<p>server</p>', subject: 'Science', folder: 'School' },
    });
  });
  it('keep mine as a copy creates a new note with my text', () => {
    expect(resolveConflict('copy', mine, theirs)).toEqual({ kind: 'create-copy', body: { ...mine, title: 'Mine (my copy)' } });
  });
  it('overwrite patches at the server version', () => {
    expect(resolveConflict('overwrite', mine, theirs)).toEqual({ kind: 'update', id: 'n1', body: { ...mine, version: 9 } });
    expect(resolveConflict('overwrite', { ...mine, title: '' }, theirs)).toMatchObject({ body: { title: 'Untitled' } });
  });
  it('copy titles stay within the title limit', () => {
    expect(copyTitle('')).toBe('Untitled (my copy)');
    expect(copyTitle('x'.repeat(300)).length).toBe(200);
  });
});
