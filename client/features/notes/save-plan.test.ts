import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { EMPTY_NOTE_FIELDS, type NoteDto, type NoteFields } from './note-constants';
import { classifySaveError, isBlankNote, landedAlready, mergeAfterSave, planSave, retryDelayMs, saveFailureLog } from './save-plan';

const fields = (over: Partial<NoteFields> = {}): NoteFields => ({ ...EMPTY_NOTE_FIELDS, ...over });
const note = (over: Partial<NoteDto> = {}): NoteDto => ({
  id: 'n1', title: 'T', content: '<p>x</p>', subject: 'General', folder: 'Personal', isFavorite: false,
  version: 3, wordCount: 1, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...over,
});

describe('planSave', () => {
  it('skips a blank new note, including empty paragraphs', () => {
    expect(planSave({ kind: 'new' }, fields(), null)).toEqual({ kind: 'skip' });
    expect(planSave({ kind: 'new' }, fields({ title: '   ', content: '<p></p><p> </p>' }), null)).toEqual({ kind: 'skip' });
    expect(isBlankNote({ title: '', content: '<p>a</p>' })).toBe(false);
  });

  it('creates a new note with text and stores a blank title as Untitled', () => {
    const plan = planSave({ kind: 'new' }, fields({ content: '<p>Cells</p>' }), null);
    expect(plan).toEqual({
      kind: 'create',
      body: fields({ title: 'Untitled', content: '<p>Cells</p>' }),
      snapshot: fields({ title: 'Untitled', content: '<p>Cells</p>' }),
    });
    const titled = planSave({ kind: 'new' }, fields({ title: 'Bio' }), null);
    expect(titled.kind === 'create' && titled.body.title).toBe('Bio');
  });

  it('updates a changed note with the version last seen', () => {
    const saved = fields({ title: 'Bio', content: '<p>a</p>' });
    const draft = { ...saved, content: '<p>ab</p>' };
    expect(planSave({ kind: 'edit', id: 'n1', version: 4 }, draft, saved)).toEqual({
      kind: 'update', id: 'n1', body: { ...draft, version: 4 }, snapshot: draft,
    });
  });

  it('skips an unchanged note and blocks an edit with a blank title', () => {
    const saved = fields({ title: 'Bio' });
    expect(planSave({ kind: 'edit', id: 'n1', version: 1 }, saved, saved)).toEqual({ kind: 'skip' });
    expect(planSave({ kind: 'edit', id: 'n1', version: 1 }, { ...saved, title: ' ' }, saved)).toEqual({ kind: 'blocked' });
  });
});

describe('mergeAfterSave', () => {
  it('keeps edits made while the save was in flight and takes the server title for untouched fields', () => {
    const sent = fields({ title: '', content: '<p>a</p>' });
    const snapshot = { ...sent, title: 'Untitled' };
    expect(mergeAfterSave(sent, sent, snapshot)).toEqual(snapshot);
    const typed = { ...sent, content: '<p>abc</p>' };
    expect(mergeAfterSave(typed, sent, snapshot)).toEqual({ ...typed, title: 'Untitled' });
    const retitled = { ...sent, title: 'Mitosis' };
    expect(mergeAfterSave(retitled, sent, snapshot).title).toBe('Mitosis');
  });
});

describe('landedAlready', () => {
  it('takes a conflict whose note holds exactly what was sent as the save having landed', () => {
    const server = note({ version: 8 });
    const sent = { title: server.title, content: server.content, subject: server.subject, folder: server.folder };
    expect(landedAlready({ kind: 'conflict', note: server }, sent)).toEqual(server);
    expect(landedAlready({ kind: 'conflict', note: server }, { ...sent, content: '<p>mine</p>' })).toBeNull();
    expect(landedAlready({ kind: 'offline', status: 503 }, sent)).toBeNull();
  });
});

describe('classifySaveError', () => {
  it('reads the conflict body with the server note', () => {
    const server = note({ version: 7 });
    const err = new ApiError(409, JSON.stringify({ error: 'conflict', message: 'changed', note: server }));
    expect(classifySaveError(err)).toEqual({ kind: 'conflict', note: server });
  });

  it('retries network errors, 5xx and 429; gives up on other 4xx with the message', () => {
    expect(classifySaveError(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline', status: null });
    expect(classifySaveError(new ApiError(503, 'down'))).toEqual({ kind: 'offline', status: 503 });
    expect(classifySaveError(new ApiError(429, '{}'))).toEqual({ kind: 'offline', status: 429 });
    expect(classifySaveError(new ApiError(404, '{}'))).toEqual({ kind: 'gone' });
    expect(classifySaveError(new ApiError(400, '{"error":"validation","message":"Too large"}'))).toEqual({
      kind: 'rejected', status: 400, message: 'Too large',
    });
    expect(classifySaveError(new ApiError(409, 'not json')).kind).toBe('rejected');
  });

  it('logs like the spec', () => {
    expect(saveFailureLog('create', { kind: 'offline', status: 500 })).toBe('Failed to create note: 500');
    expect(saveFailureLog('update', { kind: 'gone' })).toBe('Failed to update note: 404');
  });
});

describe('retryDelayMs', () => {
  it('backs off from 2 s, doubling, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
