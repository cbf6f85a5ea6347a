import { describe, expect, it } from 'vitest';
import { XP_REWARDS } from '@common/activity';
import type { PublicUser } from '@common/schemas/auth';
import {
  NOTE_CONTENT_MAX_BYTES,
  NOTE_TITLE_MAX,
  NOTE_TOO_LARGE_MESSAGE,
  type NoteAssistResponse,
  type NoteConflictBody,
  noteExcerpt,
  type NoteDto,
  type NoteListItem,
} from '@common/schemas/notes';
import type { Page } from '@common/schemas/pagination';
import { htmlToText } from '@common/note-text';
import type { AiEngine, NoteAssistRequest, NoteAssistResult } from '../../ai/engine';
import { createOfflineEngine } from '../../ai/offline/engine';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config';
import { appPerBlock, TEST_DIALECTS, registerUser, type TestApp } from '../../test/harness';
import { unlockAllAchievements } from '../../test/achievements';
import { del, expectError, get, post } from '../../test/requests';

type Dialect = 'sqlite' | 'postgres';
type AssistFn = (req: NoteAssistRequest) => Promise<NoteAssistResult>;

/**
 * The offline engine for everything but the note assistant, which each block fakes: the offline
 * assistant is built elsewhere, and these tests are about the route (auth, limits, sanitising,
 * usage, errors), not the wording of an answer.
 */
function withAssistant(assist: AssistFn): (config: AppConfig) => AiEngine {
  return (config) => ({ ...createOfflineEngine(config.ai, { chunkDelayMs: 0 }), assistNote: assist });
}

/** A fake assistant that records what it was asked and answers `html`. */
function recordingAssistant(html: string, extra: Partial<NoteAssistResult> = {}) {
  const calls: NoteAssistRequest[] = [];
  const assist: AssistFn = async (req) => {
    calls.push(req);
    return { html, usage: { inputTokens: 120, outputTokens: 30 }, ...extra };
  };
  return { calls, assist };
}

function useApp(dialect: Dialect, opts: { env?: NodeJS.ProcessEnv; assist?: AssistFn } = {}): () => TestApp {
  const assist = opts.assist ?? recordingAssistant('<p>Summary</p>').assist;
  return appPerBlock(dialect, { env: opts.env, engine: withAssistant(assist) });
}

function patch(t: TestApp, url: string, payload: object, cookie?: string) {
  return t.app.inject({ method: 'PATCH', url, payload, headers: cookie ? { cookie } : {} });
}

async function createNote(t: TestApp, cookie: string, body: object): Promise<NoteDto> {
  const res = await post(t, '/api/notes', body, { cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<NoteDto>();
}

/** The first page of the list (with the given search); these lists are short enough for one page. */
async function listNotes(t: TestApp, cookie: string, q?: string): Promise<NoteListItem[]> {
  const res = await get(t, q === undefined ? '/api/notes' : `/api/notes?q=${encodeURIComponent(q)}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json<Page<NoteListItem>>();
  expect(page.nextCursor).toBeNull();
  return page.items;
}

/** A whole note as the list shows it: no HTML, an excerpt of its text. */
function asItem(note: NoteDto): NoteListItem {
  const { content, ...rest } = note;
  return { ...rest, excerpt: noteExcerpt(htmlToText(content)) };
}

async function getNote(t: TestApp, cookie: string, id: string): Promise<NoteDto> {
  const res = await get(t, `/api/notes/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NoteDto>();
}

async function xpOf(t: TestApp, cookie: string): Promise<number> {
  return (await get(t, '/api/user', cookie)).json<PublicUser>().xpPoints;
}

function noteEvents(t: TestApp, userId: string) {
  return t.ctx.db.selectFrom('xp_events').select(['kind', 'xp', 'detail']).where('user_id', '=', userId).where('kind', '=', 'note_written').execute();
}

function usageRows(t: TestApp, userId: string) {
  return t.ctx.db.selectFrom('ai_usage').selectAll().where('user_id', '=', userId).execute();
}

function assist(t: TestApp, cookie: string | undefined, body: object) {
  return post(t, '/api/ai/note-assistant', body, { cookie });
}

describe.each(TEST_DIALECTS)('notes API (%s)', (dialect) => {
  describe('signed out', () => {
    const app = useApp(dialect);

    it('answers 401 on every notes endpoint and changes nothing', async () => {
      const t = app();
      const owner = await registerUser(t);
      const note = await createNote(t, owner.cookie, { title: 'Mine', content: '<p>words</p>' });
      expectError(await get(t, '/api/notes'), 401, 'unauthorized');
      expectError(await get(t, '/api/notes?q=mine'), 401, 'unauthorized');
      expectError(await post(t, '/api/notes', { title: 'New' }), 401, 'unauthorized');
      expectError(await patch(t, `/api/notes/${note.id}`, { title: 'Hacked', version: 1 }), 401, 'unauthorized');
      expectError(await patch(t, `/api/notes/${note.id}`, { isFavorite: true }), 401, 'unauthorized');
      expectError(await del(t, `/api/notes/${note.id}`), 401, 'unauthorized');
      expectError(await get(t, `/api/notes/${note.id}`), 401, 'unauthorized');
      expectError(await assist(t, undefined, { message: 'Summarize', context: '<p>x</p>' }), 401, 'unauthorized');
      expectError(await get(t, '/api/notes', 'sid=garbage'), 401, 'unauthorized');
      expect(await listNotes(t, owner.cookie)).toEqual([asItem(note)]);
    });
  });

  describe('create, read, update, delete', () => {
    const app = useApp(dialect);

    it('creates a note (201) with defaults, counts words and lists it', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, { title: 'Photosynthesis', content: '<p>Plants make sugar from light.</p>' });
      const now = t.clock.now().toISOString();
      expect(note).toEqual({
        id: expect.any(String),
        title: 'Photosynthesis',
        content: '<p>Plants make sugar from light.</p>',
        subject: 'General',
        folder: 'Personal',
        isFavorite: false,
        version: 1,
        wordCount: 5,
        createdAt: now,
        updatedAt: now,
      });
      expect(await listNotes(t, u.cookie)).toEqual([asItem(note)]);
    });

    it('stores a blank title as "Untitled" when there is content, and keeps subject, folder and favourite', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, {
        title: '   ',
        content: '<p>Only a body</p>',
        subject: 'History',
        folder: 'School',
        isFavorite: true,
      });
      expect(note).toMatchObject({ title: 'Untitled', subject: 'History', folder: 'School', isFavorite: true, wordCount: 3 });
      const titleOnly = await createNote(t, u.cookie, { title: 'Just a title' });
      expect(titleOnly).toMatchObject({ title: 'Just a title', content: '', wordCount: 0 });
    });

    it('answers 400 for a blank note, a bad subject or folder, a too-long title, and stores nothing', async () => {
      const t = app();
      const u = await registerUser(t);
      expectError(await post(t, '/api/notes', {}, { cookie: u.cookie }), 400, 'bad_request', 'A note needs a title or some content.');
      expectError(
        await post(t, '/api/notes', { title: '  ', content: '<p> </p><script>alert(1)</script>' }, { cookie: u.cookie }),
        400,
        'bad_request',
        'A note needs a title or some content.',
      );
      const badSubject = expectError(await post(t, '/api/notes', { title: 'x', subject: 'Alchemy' }, { cookie: u.cookie }), 400, 'validation');
      expect(badSubject.message).toMatch(/^subject: /);
      expectError(await post(t, '/api/notes', { title: 'x', folder: 'Secret' }, { cookie: u.cookie }), 400, 'validation');
      expectError(
        await post(t, '/api/notes', { title: 'x'.repeat(NOTE_TITLE_MAX + 1) }, { cookie: u.cookie }),
        400,
        'validation',
        `title: Title is too long (at most ${NOTE_TITLE_MAX} characters)`,
      );
      expectError(await post(t, '/api/notes', { title: 42 }, { cookie: u.cookie }), 400, 'validation');
      expect(await listNotes(t, u.cookie)).toEqual([]);
      // Exactly the longest title is fine.
      await createNote(t, u.cookie, { title: 'y'.repeat(NOTE_TITLE_MAX) });
    });

    it('updates with the current version: version + 1, new updatedAt, sanitised content, 200', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, { title: 'Draft', content: '<p>One</p>' });
      t.clock.advanceMinutes(5);
      const res = await patch(
        t,
        `/api/notes/${note.id}`,
        { title: 'Final', content: '<p>One two <strong>three</strong></p>', subject: 'Science', folder: 'Research', version: 1 },
        u.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json<NoteDto>();
      expect(updated).toEqual({
        ...note,
        title: 'Final',
        content: '<p>One two <strong>three</strong></p>',
        subject: 'Science',
        folder: 'Research',
        version: 2,
        wordCount: 3,
        updatedAt: t.clock.now().toISOString(),
      });
      expect(await listNotes(t, u.cookie)).toEqual([asItem(updated)]);
      expect(await getNote(t, u.cookie, note.id)).toEqual(updated);
    });

    it('answers 400 for an edit without a version, with a blank title, or with nothing to change', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, { title: 'Keep', content: '<p>Body</p>' });
      const url = `/api/notes/${note.id}`;
      const missing = expectError(await patch(t, url, { title: 'New' }, u.cookie), 400, 'bad_request');
      expect(missing.message).toMatch(/^version: /);
      expectError(await patch(t, url, { content: '<p>x</p>' }, u.cookie), 400, 'bad_request');
      expectError(await patch(t, url, { title: '   ', version: 1 }, u.cookie), 400, 'bad_request', 'Title is required');
      expectError(await patch(t, url, { title: '', content: '<p>more</p>', version: 1 }, u.cookie), 400, 'bad_request', 'Title is required');
      expectError(await patch(t, url, {}, u.cookie), 400, 'bad_request', 'Nothing to update');
      expectError(await patch(t, url, { version: 0 }, u.cookie), 400, 'validation');
      expectError(await patch(t, url, { subject: 'Alchemy', version: 1 }, u.cookie), 400, 'validation');
      expectError(await patch(t, url, { title: 'z'.repeat(NOTE_TITLE_MAX + 1), version: 1 }, u.cookie), 400, 'validation');
      expect(await listNotes(t, u.cookie)).toEqual([asItem(note)]);
    });

    it('deletes a note: { success: true }, then 404', async () => {
      const t = app();
      const u = await registerUser(t);
      const a = await createNote(t, u.cookie, { title: 'A' });
      const b = await createNote(t, u.cookie, { title: 'B' });
      const res = await del(t, `/api/notes/${a.id}`, u.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await listNotes(t, u.cookie)).toEqual([asItem(b)]);
      expectError(await get(t, `/api/notes/${a.id}`, u.cookie), 404, 'not_found', 'Note not found');
      expectError(await del(t, `/api/notes/${a.id}`, u.cookie), 404, 'not_found', 'Note not found');
      expectError(await patch(t, `/api/notes/${a.id}`, { title: 'Back', version: 1 }, u.cookie), 404, 'not_found');
    });

    it('lists newest change first', async () => {
      const t = app();
      const u = await registerUser(t);
      const first = await createNote(t, u.cookie, { title: 'First' });
      t.clock.advanceMinutes(1);
      const second = await createNote(t, u.cookie, { title: 'Second' });
      t.clock.advanceMinutes(1);
      expect((await listNotes(t, u.cookie)).map((n) => n.title)).toEqual(['Second', 'First']);
      await patch(t, `/api/notes/${first.id}`, { title: 'First, edited', version: 1 }, u.cookie);
      expect((await listNotes(t, u.cookie)).map((n) => n.id)).toEqual([first.id, second.id]);
    });
  });

  describe('cached list', () => {
    const app = useApp(dialect);

    it('answers 304 to a matching If-None-Match and a new ETag after each kind of write', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, { title: 'Cells', content: '<p>Mitochondria</p>' });
      const first = await get(t, '/api/notes', u.cookie);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      // A browser may keep it only to revalidate: without this (no-store), the ETag would never be sent back.
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await t.app.inject({ method: 'GET', url: '/api/notes', headers: { cookie: u.cookie, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const seen = new Set([etag]);
      const expectFreshList = async (check: (notes: NoteListItem[]) => void) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/notes', headers: { cookie: u.cookie, 'if-none-match': etag } });
        expect(res.statusCode).toBe(200);
        expect(seen.has(String(res.headers.etag))).toBe(false);
        seen.add(String(res.headers.etag));
        check(res.json<Page<NoteListItem>>().items);
      };
      await patch(t, `/api/notes/${note.id}`, { isFavorite: true }, u.cookie);
      await expectFreshList((notes) => expect(notes[0].isFavorite).toBe(true));
      await patch(t, `/api/notes/${note.id}`, { content: '<p>Ribosomes</p>', version: 1 }, u.cookie);
      await expectFreshList((notes) => expect(notes[0]).toMatchObject({ excerpt: 'Ribosomes', version: 2 }));
      await createNote(t, u.cookie, { title: 'Second' });
      await expectFreshList((notes) => expect(notes).toHaveLength(2));
      await del(t, `/api/notes/${note.id}`, u.cookie);
      await expectFreshList((notes) => expect(notes.map((n) => n.title)).toEqual(['Second']));
      // Each page has its own ETag: a filtered page does not answer 304 to the whole list's tag.
      const filtered = await t.app.inject({ method: 'GET', url: '/api/notes?folder=School', headers: { cookie: u.cookie, 'if-none-match': [...seen].pop() ?? '' } });
      expect(filtered.statusCode).toBe(200);
      expect(filtered.json<Page<NoteListItem>>().items).toEqual([]);
    });

    it("never serves one student's cached list to another", async () => {
      const t = app();
      const a = await registerUser(t);
      const b = await registerUser(t);
      await createNote(t, a.cookie, { title: 'Private to A' });
      expect(await listNotes(t, a.cookie)).toHaveLength(1);
      expect(await listNotes(t, b.cookie)).toEqual([]);
    });

    it('sees a write made through another app instance sharing the database', async () => {
      const t = app();
      const other = await buildApp({ config: t.config, database: t.database, now: t.clock.now, logger: false, engine: createOfflineEngine(t.config.ai, { chunkDelayMs: 0 }) });
      try {
        const u = await registerUser(t);
        const note = await createNote(t, u.cookie, { title: 'Draft' });
        const viaOther = async () => (await other.app.inject({ method: 'GET', url: '/api/notes', headers: { cookie: u.cookie } })).json<Page<NoteListItem>>().items;
        expect((await viaOther()).map((n) => n.title)).toEqual(['Draft']);
        await patch(t, `/api/notes/${note.id}`, { title: 'Final', version: 1 }, u.cookie);
        expect((await viaOther()).map((n) => n.title)).toEqual(['Final']);
      } finally {
        await other.app.close();
      }
    });
  });

  describe('ownership', () => {
    const app = useApp(dialect);

    it("answers 404 for another user's note or an unknown id, and never shows or changes it", async () => {
      const t = app();
      const owner = await registerUser(t);
      const intruder = await registerUser(t);
      const note = await createNote(t, owner.cookie, { title: 'Private diary', content: '<p>secret words</p>' });
      const url = `/api/notes/${note.id}`;
      expectError(await patch(t, url, { title: 'Mine now', version: 1 }, intruder.cookie), 404, 'not_found');
      expectError(await patch(t, url, { isFavorite: true }, intruder.cookie), 404, 'not_found');
      expectError(await del(t, url, intruder.cookie), 404, 'not_found');
      expectError(await get(t, url, intruder.cookie), 404, 'not_found', 'Note not found');
      expectError(await get(t, '/api/notes/unknown', owner.cookie), 404, 'not_found');
      expect(await getNote(t, owner.cookie, note.id)).toEqual(note);
      expectError(await patch(t, '/api/notes/00000000-0000-7000-8000-000000000000', { title: 'x', version: 1 }, owner.cookie), 404, 'not_found');
      expectError(await del(t, '/api/notes/unknown', owner.cookie), 404, 'not_found');
      expect(await listNotes(t, intruder.cookie)).toEqual([]);
      expect(await listNotes(t, intruder.cookie, 'secret')).toEqual([]);
      expect(await listNotes(t, owner.cookie)).toEqual([asItem(note)]);
    });
  });

  describe('search', () => {
    const app = useApp(dialect);

    it('finds notes by title or body text, case-insensitively, with % and _ taken literally', async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      const photo = await createNote(t, u.cookie, { title: 'Photosynthesis', content: '<p>Chlorophyll absorbs <em>light</em>.</p>' });
      const war = await createNote(t, u.cookie, { title: 'World War I', content: '<p>Started in 1914; 100% of <strong>Europe</strong> affected</p>' });
      const snake = await createNote(t, u.cookie, { title: 'snake_case names', content: '<p>Économie et société</p>' });
      const tagged = await createNote(t, u.cookie, { title: 'Tags', content: '<p>plain</p><script>hidden marker</script>' });
      await createNote(t, other.cookie, { title: 'Photosynthesis too', content: '<p>light</p>' });

      const ids = async (q: string) => (await listNotes(t, u.cookie, q)).map((n) => n.id).sort();
      expect(await ids('photo')).toEqual([photo.id]);
      expect(await ids('PHOTOSYNTHESIS')).toEqual([photo.id]);
      expect(await ids('chlorophyll ABSORBS')).toEqual([photo.id]);
      expect(await ids('europe')).toEqual([war.id]);
      expect(await ids('%')).toEqual([war.id]);
      expect(await ids('100%')).toEqual([war.id]);
      expect(await ids('_')).toEqual([snake.id]);
      expect(await ids('e_c')).toEqual([snake.id]);
      expect(await ids('s_a')).toEqual([]);
      expect(await ids('\\')).toEqual([]);
      expect(await ids('ÉCONOMIE')).toEqual([snake.id]);
      expect(await ids('société')).toEqual([snake.id]);
      // Markup and stripped script text are not searchable words.
      expect(await ids('strong')).toEqual([]);
      expect(await ids('hidden marker')).toEqual([]);
      expect(await ids('nothing like this')).toEqual([]);
      // A blank query is the whole list.
      expect((await listNotes(t, u.cookie, '   ')).map((n) => n.id).sort()).toEqual([photo.id, war.id, snake.id, tagged.id].sort());
      expectError(await get(t, `/api/notes?q=${'a'.repeat(201)}`, u.cookie), 400, 'validation');
    });

    it('searches the new words after an edit', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, { title: 'Cells', content: '<p>mitochondria</p>' });
      await patch(t, `/api/notes/${note.id}`, { title: 'Organelles', content: '<p>ribosome</p>', version: 1 }, u.cookie);
      expect(await listNotes(t, u.cookie, 'mitochondria')).toEqual([]);
      expect(await listNotes(t, u.cookie, 'cells')).toEqual([]);
      expect((await listNotes(t, u.cookie, 'RIBOSOME')).map((n) => n.id)).toEqual([note.id]);
      expect((await listNotes(t, u.cookie, 'organelles')).map((n) => n.id)).toEqual([note.id]);
    });
  });

  describe('paging, filters and sort', () => {
    const app = useApp(dialect);

    async function page(t: TestApp, cookie: string, query: string): Promise<Page<NoteListItem>> {
      const res = await get(t, `/api/notes?${query}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Page<NoteListItem>>();
    }

    /** Every page of a list, following nextCursor. */
    async function allPages(t: TestApp, cookie: string, query: string): Promise<NoteListItem[][]> {
      const pages: NoteListItem[][] = [];
      let cursor: string | null = null;
      do {
        const next: Page<NoteListItem> = await page(t, cookie, cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query);
        pages.push(next.items);
        cursor = next.nextCursor;
      } while (cursor && pages.length < 50);
      return pages;
    }

    it('pages cover every note exactly once, newest change first, and the last page has no cursor', async () => {
      const t = app();
      const u = await registerUser(t);
      const made: NoteDto[] = [];
      for (let i = 0; i < 7; i += 1) {
        made.push(await createNote(t, u.cookie, { title: `Note ${i}`, content: `<p>body ${i}</p>` }));
        // Pairs share a timestamp: the id breaks the tie.
        if (i % 2 === 1) t.clock.advanceMinutes(1);
      }
      const pages = await allPages(t, u.cookie, 'limit=3');
      expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
      const ids = pages.flat().map((n) => n.id);
      expect(new Set(ids).size).toBe(7);
      const expected = [...made].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id)).map((n) => n.id);
      expect(ids).toEqual(expected);
      // Exactly a page's worth: the last full page says there is no more.
      expect((await page(t, u.cookie, 'limit=7')).nextCursor).toBeNull();
      // No HTML in a list item.
      expect(Object.keys(pages[0][0]).sort()).toEqual(
        ['createdAt', 'excerpt', 'folder', 'id', 'isFavorite', 'subject', 'title', 'updatedAt', 'version', 'wordCount'].sort(),
      );
    });

    it('keeps its place when newer notes are written between pages', async () => {
      const t = app();
      const u = await registerUser(t);
      for (let i = 0; i < 5; i += 1) {
        await createNote(t, u.cookie, { title: `Old ${i}` });
        t.clock.advanceMinutes(1);
      }
      const first = await page(t, u.cookie, 'limit=2');
      expect(first.items.map((n) => n.title)).toEqual(['Old 4', 'Old 3']);
      await createNote(t, u.cookie, { title: 'Brand new' });
      const rest = await page(t, u.cookie, `limit=10&cursor=${encodeURIComponent(String(first.nextCursor))}`);
      expect(rest.items.map((n) => n.title)).toEqual(['Old 2', 'Old 1', 'Old 0']);
      expect(rest.nextCursor).toBeNull();
    });

    it('filters by folder, subject and favourite and searches on the server, across pages', async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      await createNote(t, other.cookie, { title: 'Cells elsewhere', folder: 'School', subject: 'Science', isFavorite: true });
      const want: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const n = await createNote(t, u.cookie, { title: `Cells ${i}`, content: '<p>mitochondria</p>', folder: i % 2 ? 'School' : 'Personal', subject: i < 3 ? 'Science' : 'History', isFavorite: i % 3 === 0 });
        if (i % 2) want.push(n.id);
        t.clock.advanceMinutes(1);
      }
      const school = (await allPages(t, u.cookie, 'folder=School&limit=2')).flat();
      expect(school.map((n) => n.id).sort()).toEqual(want.sort());
      expect(school.every((n) => n.folder === 'School')).toBe(true);
      expect((await page(t, u.cookie, 'subject=History')).items.map((n) => n.title)).toEqual(['Cells 5', 'Cells 4', 'Cells 3']);
      expect((await page(t, u.cookie, 'favorite=true')).items.map((n) => n.title)).toEqual(['Cells 3', 'Cells 0']);
      expect((await page(t, u.cookie, 'favorite=false')).items).toHaveLength(4);
      expect((await page(t, u.cookie, 'folder=School&subject=Science&favorite=false')).items.map((n) => n.title)).toEqual(['Cells 1']);
      const searched = await allPages(t, u.cookie, 'q=MITOCHONDRIA&folder=Personal&limit=1');
      expect(searched.flat().map((n) => n.title)).toEqual(['Cells 4', 'Cells 2', 'Cells 0']);
      expect((await page(t, u.cookie, 'q=cells%205')).items.map((n) => n.title)).toEqual(['Cells 5']);
    });

    it('sorts by title A–Z across pages, with its own cursor', async () => {
      const t = app();
      const u = await registerUser(t);
      for (const title of ['Delta', 'Alpha', 'Charlie', 'Bravo', 'Echo']) await createNote(t, u.cookie, { title });
      const pages = await allPages(t, u.cookie, 'sort=title&limit=2');
      expect(pages.flat().map((n) => n.title)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
      // A cursor of one order is not a place in another.
      const byTitle = await page(t, u.cookie, 'sort=title&limit=2');
      expectError(await get(t, `/api/notes?cursor=${encodeURIComponent(String(byTitle.nextCursor))}`, u.cookie), 400, 'validation');
    });

    it('carries a short plain-text excerpt, never the HTML', async () => {
      const t = app();
      const u = await registerUser(t);
      const long = `<h2>Intro</h2><p>${'photosynthesis '.repeat(60)}</p>`;
      await createNote(t, u.cookie, { title: 'Long', content: long });
      const [item] = (await page(t, u.cookie, '')).items;
      expect(item.excerpt.startsWith('Intro photosynthesis photosynthesis')).toBe(true);
      expect(item.excerpt.length).toBeLessThanOrEqual(201);
      expect(item.excerpt).not.toMatch(/[<>]/);
      expect(item.wordCount).toBe(61);
    });

    it('answers 400 for a bad cursor, limit, folder, subject, favourite or sort', async () => {
      const t = app();
      const u = await registerUser(t);
      for (const query of [
        'cursor=not-a-cursor',
        `cursor=${Buffer.from('[1,2]').toString('base64url')}`,
        `cursor=${'a'.repeat(600)}`,
        'limit=0',
        'limit=201',
        'limit=ten',
        'limit=1.5',
        'folder=Secret',
        'subject=Alchemy',
        'favorite=yes',
        'sort=random',
      ]) {
        const body = expectError(await get(t, `/api/notes?${query}`, u.cookie), 400, 'validation');
        expect(body.message, query).toMatch(/^(cursor|limit|folder|subject|favorite|sort): /);
      }
      expect((await page(t, u.cookie, 'limit=200')).items).toEqual([]);
    });
  });

  describe('versions and conflicts', () => {
    const app = useApp(dialect);

    it('answers 409 with the current note for a stale version and changes nothing; the fresh version then wins', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, { title: 'Shared', content: '<p>v1</p>' });
      const url = `/api/notes/${note.id}`;
      // Tab A saves first.
      t.clock.advanceMinutes(1);
      const a = await patch(t, url, { title: 'Shared', content: '<p>from tab A</p>', version: 1 }, u.cookie);
      expect(a.statusCode, a.body).toBe(200);
      const afterA = a.json<NoteDto>();
      expect(afterA.version).toBe(2);

      // Tab B still thinks it is at version 1.
      t.clock.advanceMinutes(1);
      const b = await patch(t, url, { title: 'Shared B', content: '<p>from tab B</p>', folder: 'School', version: 1 }, u.cookie);
      const body = expectError(b, 409, 'conflict', 'This note changed elsewhere') as unknown as NoteConflictBody;
      expect(body.note).toEqual(afterA);
      expect(await listNotes(t, u.cookie)).toEqual([asItem(afterA)]);
      expect(await getNote(t, u.cookie, note.id)).toEqual(afterA);
      // A version from the future is just as stale.
      expectError(await patch(t, url, { title: 'x', version: 7 }, u.cookie), 409, 'conflict');

      // B chooses to overwrite with the version it was shown.
      const overwrite = await patch(t, url, { title: 'Shared B', content: '<p>from tab B</p>', folder: 'School', version: body.note.version }, u.cookie);
      expect(overwrite.statusCode, overwrite.body).toBe(200);
      expect(overwrite.json<NoteDto>()).toMatchObject({ title: 'Shared B', content: '<p>from tab B</p>', folder: 'School', version: 3 });
    });

    it('lets exactly one of two simultaneous saves of the same version through', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, { title: 'Race', content: '<p>start</p>' });
      const url = `/api/notes/${note.id}`;
      const results = await Promise.all(
        ['one', 'two', 'three'].map((w) => patch(t, url, { title: 'Race', content: `<p>${w}</p>`, version: 1 }, u.cookie)),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const stored = await getNote(t, u.cookie, note.id);
      expect(stored.version).toBe(2);
      expect(stored.content).toBe(results.find((r) => r.statusCode === 200)?.json<NoteDto>().content);
    });

    it('toggles the favourite without a version, without bumping it or moving updatedAt', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, { title: 'Star me' });
      t.clock.advanceMinutes(10);
      const on = await patch(t, `/api/notes/${note.id}`, { isFavorite: true }, u.cookie);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json<NoteDto>()).toEqual({ ...note, isFavorite: true });
      const off = await patch(t, `/api/notes/${note.id}`, { isFavorite: false, version: 99 }, u.cookie);
      expect(off.json<NoteDto>()).toEqual({ ...note, isFavorite: false });
      // An editor still at version 1 can save after starring elsewhere.
      const edit = await patch(t, `/api/notes/${note.id}`, { title: 'Starred', isFavorite: true, version: 1 }, u.cookie);
      expect(edit.json<NoteDto>()).toMatchObject({ title: 'Starred', isFavorite: true, version: 2 });
    });
  });

  describe('sanitising and size', () => {
    const app = useApp(dialect);

    it('sanitises content on create and update: scripts, handlers and javascript: links are gone', async () => {
      const t = app();
      const u = await registerUser(t);
      const note = await createNote(t, u.cookie, {
        title: '<b>Title stays text</b>',
        content: '<p onclick="alert(1)">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)></p>',
      });
      expect(note.content).toBe('<p>Hi <a>x</a> </p>');
      expect(note.title).toBe('<b>Title stays text</b>');
      const res = await patch(t, `/api/notes/${note.id}`, { content: '<h2 style="color:red">Head</h2><iframe src="https://evil.example"></iframe>', version: 1 }, u.cookie);
      expect(res.json<NoteDto>().content).toBe('<h2>Head</h2>');
      const stored = await getNote(t, u.cookie, note.id);
      expect(stored.content).toBe('<h2>Head</h2>');
      const row = await t.ctx.db.selectFrom('notes').select(['text_content']).where('id', '=', note.id).executeTakeFirstOrThrow();
      expect(row.text_content).toBe('Head');
    });

    it(`refuses a note over ${NOTE_CONTENT_MAX_BYTES} bytes with 413 and a clear message, and saves a 900 KB one`, async () => {
      const t = app();
      const u = await registerUser(t);
      const paragraph = `<p>${'word '.repeat(199)}word</p>`; // 1,007 bytes
      const big = paragraph.repeat(Math.ceil((1.1 * 1024 * 1024) / paragraph.length));
      expect(Buffer.byteLength(big)).toBeGreaterThan(1.1 * 1024 * 1024);
      expectError(await post(t, '/api/notes', { title: 'Huge', content: big }, { cookie: u.cookie }), 413, 'payload_too_large', NOTE_TOO_LARGE_MESSAGE);
      expect(await listNotes(t, u.cookie)).toEqual([]);

      // Multi-byte text counts in bytes: 600,000 'é' are 1.2 MB.
      expectError(
        await post(t, '/api/notes', { title: 'Accents', content: `<p>${'é'.repeat(600_000)}</p>` }, { cookie: u.cookie }),
        413,
        'payload_too_large',
        NOTE_TOO_LARGE_MESSAGE,
      );

      const ok = paragraph.repeat(Math.floor((900 * 1024) / paragraph.length));
      const note = await createNote(t, u.cookie, { title: 'Big but fine', content: ok });
      expect(note.content).toBe(ok);
      expect(note.wordCount).toBe(200 * Math.floor((900 * 1024) / paragraph.length));
      expectError(await patch(t, `/api/notes/${note.id}`, { content: big, version: 1 }, u.cookie), 413, 'payload_too_large', NOTE_TOO_LARGE_MESSAGE);
      const stored = await getNote(t, u.cookie, note.id);
      expect(stored).toMatchObject({ version: 1, content: ok });
    });
  });

  describe('activity and XP', () => {
    const app = useApp(dialect);

    it('awards note_written once per create, and for edits that add words at most once per note per day', async () => {
      const t = app();
      const u = await registerUser(t);
      await unlockAllAchievements(t.ctx.db, u.id); // the note's own XP, without achievement rewards
      const reward = XP_REWARDS.note_written;
      const note = await createNote(t, u.cookie, { title: 'Day one', content: '<p>one two</p>' });
      expect(await xpOf(t, u.cookie)).toBe(reward);
      const [created] = await noteEvents(t, u.id);
      expect(JSON.parse(created.detail ?? '{}')).toEqual({ noteId: note.id, words: 2 });

      // Autosaves the same day: no more XP, whatever they add.
      let version = 1;
      const save = async (content: string) => {
        const res = await patch(t, `/api/notes/${note.id}`, { title: 'Day one', content, version }, u.cookie);
        expect(res.statusCode, res.body).toBe(200);
        version = res.json<NoteDto>().version;
      };
      await save('<p>one two three</p>');
      await save('<p>one two three four</p>');
      expect(await xpOf(t, u.cookie)).toBe(reward);

      // The next day (the student's midnight, UTC here), an edit that only removes words earns
      // nothing; one that adds words earns once.
      t.clock.advanceMinutes(14 * 60);
      await save('<p>one two</p>');
      expect(await xpOf(t, u.cookie)).toBe(reward);
      await save('<p>one two five</p>');
      await save('<p>one two five six</p>');
      expect(await xpOf(t, u.cookie)).toBe(2 * reward);
      // Starring, a stale save and a refused save earn nothing.
      await patch(t, `/api/notes/${note.id}`, { isFavorite: true }, u.cookie);
      t.clock.advanceMinutes(14 * 60);
      expectError(await patch(t, `/api/notes/${note.id}`, { title: 'x', content: '<p>many new words here</p>', version: 1 }, u.cookie), 409);
      expect(await xpOf(t, u.cookie)).toBe(2 * reward);
      expect(await noteEvents(t, u.id)).toHaveLength(2);

      // Each new note is its own create.
      await createNote(t, u.cookie, { title: 'Another' });
      expect(await xpOf(t, u.cookie)).toBe(3 * reward);
    });
  });

  describe('POST /api/ai/note-assistant', () => {
    const fake = recordingAssistant(
      '<h2>Summary</h2><p>Plants <strong>make sugar</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      { changes: ['teh → the'], remark: 'Kept 1 of 3 sentences.' },
    );
    const app = useApp(dialect, { assist: fake.assist });

    it("answers with the engine's sanitised HTML, sends it the note and the student's context, and records usage", async () => {
      const t = app();
      const u = await registerUser(t, { firstName: 'Grace', gradeLevel: 8 });
      const saved = await t.app.inject({ method: 'PUT', url: '/api/user/settings', payload: { language: 'French', followUpQuestions: true }, headers: { cookie: u.cookie } });
      expect(saved.statusCode, saved.body).toBe(200);
      const before = fake.calls.length;
      const res = await assist(t, u.cookie, {
        message: '  Summarize this note  ',
        action: 'summarize',
        context: '<p>Plants make <em>sugar</em>.</p><p>Light helps.</p><script>steal()</script>',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<NoteAssistResponse>()).toEqual({
        response: '<h2>Summary</h2><p>Plants <strong>make sugar</strong>.</p>',
        action: 'summarize',
        changes: ['teh → the'],
        remark: 'Kept 1 of 3 sentences.',
      });
      expect(fake.calls).toHaveLength(before + 1);
      const call = fake.calls[fake.calls.length - 1];
      expect(call).toMatchObject({
        action: 'summarize',
        message: 'Summarize this note',
        html: '<p>Plants make <em>sugar</em>.</p><p>Light helps.</p>',
        text: 'Plants make sugar.\nLight helps.',
      });
      expect(call.context).toMatchObject({ firstName: 'Grace', gradeLevel: 8, followUpQuestions: true });
      expect(call.context.language).toBe('French');
      expect(call.signal).toBeInstanceOf(AbortSignal);
      expect(call.signal.aborted).toBe(false);

      const usage = await usageRows(t, u.id);
      expect(usage).toHaveLength(1);
      expect(usage[0]).toMatchObject({ feature: 'notes', engine: 'offline', input_tokens: 120, output_tokens: 30 });
      // The assistant does not write notes by itself.
      expect(await listNotes(t, u.cookie)).toEqual([]);
    });

    it("defaults the action to 'custom' and the context to empty", async () => {
      const t = app();
      const u = await registerUser(t);
      const res = await assist(t, u.cookie, { message: 'Make a table of dates' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<NoteAssistResponse>().action).toBe('custom');
      expect(fake.calls[fake.calls.length - 1]).toMatchObject({ action: 'custom', html: '', text: '' });
    });

    it('answers 400 for a blank message, an unknown action or a note over the limit, without calling the engine', async () => {
      const t = app();
      const u = await registerUser(t);
      const before = fake.calls.length;
      expectError(await assist(t, u.cookie, { message: '   ', context: '<p>x</p>' }), 400, 'validation', 'message: Message is required');
      expectError(await assist(t, u.cookie, { context: '<p>x</p>' }), 400, 'validation', 'message: Message is required');
      expectError(await assist(t, u.cookie, { message: 'Go', action: 'hack' }), 400, 'validation');
      expectError(
        await assist(t, u.cookie, { message: 'Go', context: `<p>${'x'.repeat(NOTE_CONTENT_MAX_BYTES)}</p>` }),
        413,
        'payload_too_large',
        NOTE_TOO_LARGE_MESSAGE,
      );
      expect(fake.calls).toHaveLength(before);
      expect(await usageRows(t, u.id)).toEqual([]);
    });
  });

  describe('note assistant failures', () => {
    let mode: 'throw' | 'empty' | 'hang' = 'throw';
    let hanging: AbortSignal | undefined;
    /** Read through a function: TypeScript would keep `hanging` narrowed to undefined after a reset. */
    const hangingSignal = (): AbortSignal | undefined => hanging;
    const app = useApp(dialect, {
      env: { AI_TIMEOUT_MS: '1000' },
      assist: async (req) => {
        hanging = req.signal;
        if (mode === 'throw') throw new Error(`provider refused: ${req.text}`);
        if (mode === 'empty') return { html: '<p> </p><script>only this</script>', usage: { inputTokens: 5, outputTokens: 1 } };
        await new Promise((_resolve, reject) => req.signal.addEventListener('abort', () => reject(new Error('aborted'))));
        throw new Error('unreachable');
      },
    });

    it("answers 502 'ai_failed' when the engine fails, and stores nothing", async () => {
      const t = app();
      const u = await registerUser(t);
      mode = 'throw';
      const body = expectError(
        await assist(t, u.cookie, { message: 'Summarize', context: '<p>My private diary</p>' }),
        502,
        'ai_failed',
        'AI request failed. Please try again.',
      );
      expect(JSON.stringify(body)).not.toContain('diary');
      expect(await usageRows(t, u.id)).toEqual([]);
      expect(await listNotes(t, u.cookie)).toEqual([]);
    });

    it("answers 502 'AI response is empty' when nothing is left of the answer", async () => {
      const t = app();
      const u = await registerUser(t);
      mode = 'empty';
      expectError(await assist(t, u.cookie, { message: 'Summarize', context: '<p>x</p>' }), 502, 'ai_empty', 'AI response is empty');
    });

    it('aborts the engine call at AI_TIMEOUT_MS and answers 504', async () => {
      const t = app();
      const u = await registerUser(t);
      mode = 'hang';
      expectError(
        await assist(t, u.cookie, { message: 'Summarize', context: '<p>x</p>' }),
        504,
        'ai_timeout',
        'The AI took too long to answer. Please try again.',
      );
      expect(await usageRows(t, u.id)).toEqual([]);
    });

    it('aborts the engine call when the student goes away', async () => {
      const t = app();
      const u = await registerUser(t);
      mode = 'hang';
      hanging = undefined;
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const request = fetch(`${address}/api/ai/note-assistant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: u.cookie },
        body: JSON.stringify({ message: 'Summarize', context: '<p>x</p>' }),
        signal: controller.signal,
      }).catch((err: unknown) => err);
      await expect.poll(hangingSignal).toBeDefined();
      controller.abort();
      expect(await request).toBeInstanceOf(Error);
      await expect.poll(() => hangingSignal()?.aborted, { timeout: 500 }).toBe(true);
      expect((hangingSignal()?.reason as Error).message).toBe('client closed');
      expect(await usageRows(t, u.id)).toEqual([]);
    });
  });

  describe('AI rate limit', () => {
    const app = useApp(dialect, { env: { AI_RATE_LIMIT: '3' } });

    it('shares one per-student limit with the tutor', async () => {
      const t = app();
      const u = await registerUser(t);
      const other = await registerUser(t);
      expect((await assist(t, u.cookie, { message: 'Summarize', context: '<p>x</p>' })).statusCode).toBe(200);
      expect((await post(t, '/api/chat/message', { message: 'What is a cell?' }, { cookie: u.cookie })).statusCode).toBe(200);
      expect((await assist(t, u.cookie, { message: 'Key points', context: '<p>x</p>' })).statusCode).toBe(200);

      const limited = expectError(await assist(t, u.cookie, { message: 'Again', context: '<p>x</p>' }), 429, 'rate_limited');
      expect(limited.message).toMatch(/^You've reached the limit of 3 AI requests\. Please try again in .+\.$/);
      expectError(await post(t, '/api/chat/message', { message: 'And again' }, { cookie: u.cookie }), 429, 'rate_limited');
      expect(await usageRows(t, u.id)).toHaveLength(3);

      // Notes themselves are not AI calls, and another student has their own allowance.
      await createNote(t, u.cookie, { title: 'Still works' });
      expect((await assist(t, other.cookie, { message: 'Summarize', context: '<p>x</p>' })).statusCode).toBe(200);
    });
  });
});

describe.each(TEST_DIALECTS)('note assistant on the offline engine (%s)', (dialect) => {
  const app = appPerBlock(dialect, { engine: (config) => createOfflineEngine(config.ai, { chunkDelayMs: 0 }) });

  it('summarises a note end to end: the engine\'s HTML survives the sanitiser', async () => {
    const t = app();
    const u = await registerUser(t);
    const context =
      '<h2>Photosynthesis</h2><p>Photosynthesis is the process plants use to turn light into chemical energy. ' +
      'It happens in the chloroplasts of leaf cells. Chlorophyll absorbs mostly red and blue light. ' +
      'The light reactions split water and release oxygen. The Calvin cycle then fixes carbon dioxide into sugar. ' +
      'Without photosynthesis there would be almost no oxygen in the air.</p>';
    const res = await assist(t, u.cookie, { message: 'Summarize this note', action: 'summarize', context });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<NoteAssistResponse>();
    expect(body.action).toBe('summarize');
    expect(body.response).toMatch(/<p>|<li>/);
    expect(body.response.toLowerCase()).toContain('photosynthesis');
    expect((await usageRows(t, u.id))[0]).toMatchObject({ feature: 'notes', engine: 'offline' });
  });
});
