import { describe, expect, it } from 'vitest';
import type { NoteDto } from './note-constants';
import { clearDraft, decideDraft, draftKey, makeDraft, parseDraft, readDraft, writeDraft, type DraftStore } from './draft-storage';

function memoryStore(): DraftStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}
const server = (over: Partial<NoteDto> = {}): NoteDto => ({
  id: 'n1', title: 'Bio', content: '<p>cells</p>', subject: 'Science', folder: 'School', isFavorite: false,
  version: 2, wordCount: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...over,
});
const fieldsOf = (n: NoteDto) => ({ title: n.title, content: n.content, subject: n.subject, folder: n.folder });

describe('draft storage', () => {
  it('writes, reads and clears one entry per note id or new', () => {
    const store = memoryStore();
    const d = makeDraft('n1', 2, fieldsOf(server()), 1000);
    expect(writeDraft(store, d)).toBe(true);
    expect([...store.map.keys()]).toEqual(['studypilot.notes.draft.n1']);
    expect(readDraft(store, 'n1')).toEqual(d);
    expect(readDraft(store, null)).toBeNull();
    clearDraft(store, 'n1');
    expect(readDraft(store, 'n1')).toBeNull();
    expect(draftKey(null)).toBe('studypilot.notes.draft.new');
  });

  it('treats malformed entries as absent and survives a full storage', () => {
    expect(parseDraft('nope')).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 2 }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...makeDraft(null, null, fieldsOf(server()), 1), subject: 'Alchemy' }))).toBeNull();
    const full: DraftStore = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
    expect(writeDraft(full, makeDraft(null, null, fieldsOf(server()), 1))).toBe(false);
  });
});

describe('decideDraft', () => {
  it('offers a non-blank new draft and discards a blank one', () => {
    expect(decideDraft(null, null)).toBe('none');
    expect(decideDraft(makeDraft(null, null, { ...fieldsOf(server()), title: '', content: '<p></p>' }, 1), null)).toBe('discard');
    expect(decideDraft(makeDraft(null, null, fieldsOf(server()), 1), null)).toBe('offer');
  });

  it('discards a draft equal to the server note', () => {
    expect(decideDraft(makeDraft('n1', 2, fieldsOf(server()), 1), server())).toBe('discard');
  });

  it('discards a draft whose save landed (newer version, same text, normalised HTML)', () => {
    const draft = makeDraft('n1', 2, { ...fieldsOf(server()), content: '<p>cells <b>divide</b></p>' }, 1);
    expect(decideDraft(draft, server({ version: 3, content: '<p>cells <strong>divide</strong></p>' }))).toBe('discard');
  });

  it('offers unsaved words, including formatting-only changes on the same version', () => {
    const draft = makeDraft('n1', 2, { ...fieldsOf(server()), content: '<p>cells divide</p>' }, 1);
    expect(decideDraft(draft, server())).toBe('offer');
    const bold = makeDraft('n1', 2, { ...fieldsOf(server()), content: '<p><strong>cells</strong></p>' }, 1);
    expect(decideDraft(bold, server())).toBe('offer');
    expect(decideDraft(draft, server({ version: 5 }))).toBe('offer');
  });
});
