import { describe, expect, it } from 'vitest';
import { NOTE_FOLDERS, NOTE_SUBJECTS, NOTE_TITLE_MAX } from '@common/schemas/notes';
import { ApiError } from '@client/lib/api';
import { AI_APPLY_FAILED, AI_EMPTY, AI_FAILED, QUICK_ACTIONS, aiErrorText, applyModeFor, checkAssistResponse } from './ai-actions';
import { NOTE_FOLDER_OPTIONS, NOTE_SUBJECT_OPTIONS, TITLE_MAX, UNTITLED, UNTITLED_CARD, type NoteDto } from './note-constants';
import { patchInPages, removeFromPages, toListItem, upsertInPages, type NotesPages } from './notes-api';

const note = (id: string, updatedAt: string, folder: NoteDto['folder'] = 'Personal'): NoteDto => ({
  id, title: id, content: '', subject: 'General', folder, isFavorite: false, version: 1, wordCount: 0, createdAt: updatedAt, updatedAt,
});

describe('constants', () => {
  it('match the shared schema', () => {
    expect(NOTE_SUBJECT_OPTIONS).toEqual(NOTE_SUBJECTS);
    expect(NOTE_FOLDER_OPTIONS).toEqual(NOTE_FOLDERS);
    expect(TITLE_MAX).toBe(NOTE_TITLE_MAX);
  });
  it('name a note without a title as the spec does', () => {
    expect(UNTITLED).toBe('Untitled');
    expect(UNTITLED_CARD).toBe('Untitled Note');
  });
});

describe('list cache helpers', () => {
  const a = toListItem(note('a', '2026-01-01T00:00:00.000Z', 'School'));
  const b = toListItem(note('b', '2026-01-02T00:00:00.000Z'));
  const c = toListItem(note('c', '2026-01-03T00:00:00.000Z'));
  const pages = (...lists: Array<typeof a[]>): NotesPages => ({
    pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `p${i + 1}` : null })),
    pageParams: lists.map((_, i) => (i === 0 ? null : `p${i}`)),
  });
  const ids = (data: NotesPages) => data.pages.map((p) => p.items.map((n) => n.id));

  it('makes a list item of a saved note: an excerpt of its text, no HTML', () => {
    const item = toListItem({ ...note('x', '2026-01-01T00:00:00.000Z'), content: '<h2>Cells</h2><p>Mito<strong>chondria</strong></p>' });
    expect(item.excerpt).toBe('Cells Mitochondria');
    expect('content' in item).toBe(false);
  });
  it('moves a saved note to the top of a newest-first list, and adds a new one there', () => {
    const a2 = { ...a, updatedAt: '2026-01-04T00:00:00.000Z', wordCount: 7 };
    expect(ids(upsertInPages(pages([c, b], [a]), a2, {}))).toEqual([['a', 'c', 'b'], []]);
    expect(upsertInPages(pages([c, b], [a]), a2, {}).pages[0].items[0].wordCount).toBe(7);
    const d = toListItem(note('d', '2026-01-05T00:00:00.000Z'));
    expect(ids(upsertInPages(pages([c, b], [a]), d, {}))).toEqual([['d', 'c', 'b'], ['a']]);
  });
  it('keeps filters: a note leaves a folder it no longer is in, and a search only keeps notes it found', () => {
    const moved = { ...a, folder: 'Personal' as const };
    expect(ids(upsertInPages(pages([a]), moved, { folder: 'School' }))).toEqual([[]]);
    expect(ids(upsertInPages(pages([c]), b, { q: 'cells' }))).toEqual([['c']]);
    expect(ids(upsertInPages(pages([c, b]), b, { q: 'cells' }))).toEqual([['b', 'c']]);
  });
  it('updates a title-sorted list in place', () => {
    expect(ids(upsertInPages(pages([a, b, c]), { ...b, title: 'bb' }, { sort: 'title' }))).toEqual([['a', 'b', 'c']]);
  });
  it('patches and removes items in every page', () => {
    expect(patchInPages(pages([c], [a]), 'a', { isFavorite: true }).pages[1].items[0].isFavorite).toBe(true);
    expect(ids(removeFromPages(pages([c], [a, b]), 'a'))).toEqual([['c'], ['b']]);
  });
});

describe('AI helpers', () => {
  it('has the six quick actions', () => {
    expect(QUICK_ACTIONS.map((q) => q.label)).toEqual(['Summarize', 'Organize', 'Key Points', 'Add Questions', 'Fix Grammar', 'Add Definitions']);
    expect(QUICK_ACTIONS.map((q) => q.action)).toEqual(['summarize', 'organize', 'key-points', 'questions', 'fix-grammar', 'definitions']);
  });
  it('replaces short notes directly and suggests for longer ones (plain text length)', () => {
    expect(applyModeFor('<p><strong>short</strong></p>')).toBe('replace');
    expect(applyModeFor(`<p>${'x'.repeat(49)}</p>`)).toBe('replace');
    expect(applyModeFor(`<p>${'x'.repeat(50)}</p>`)).toBe('suggest');
  });
  it('rejects an empty reply', () => {
    expect(() => checkAssistResponse({ response: '<p> </p>', action: 'summarize' })).toThrow(AI_EMPTY);
    expect(checkAssistResponse({ response: '<p>ok</p>', action: 'summarize' }).response).toBe('<p>ok</p>');
  });
  it('uses the spec’s AI texts verbatim', () => {
    expect(AI_FAILED).toBe('AI request failed. Please try again.');
    expect(AI_EMPTY).toBe('AI response is empty');
    expect(AI_APPLY_FAILED).toBe('Error processing AI suggestion');
  });
  it('shows the server message or the generic failure', () => {
    expect(aiErrorText(new ApiError(429, '{"error":"rate_limited","message":"Slow down"}'))).toBe('Slow down');
    expect(aiErrorText(new ApiError(500, 'Internal Server Error'))).toBe(AI_FAILED);
    expect(aiErrorText(new TypeError('Failed to fetch'))).toBe(AI_FAILED);
    expect(aiErrorText(new Error(AI_EMPTY))).toBe(AI_EMPTY);
  });
});

describe('normalizeColor', () => {
  it('turns the browser rgb() form into the stored hex', async () => {
    const { normalizeColor } = await import('./editor-extensions');
    expect(normalizeColor('rgb(220, 38, 38)')).toBe('#dc2626');
    expect(normalizeColor('#B45309')).toBe('#b45309');
    expect(normalizeColor(undefined)).toBeNull();
  });
});
