import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { createTestApp, registerUser, TEST_DIALECTS, type TestApp, type TestDialect } from './harness';
import { get, post } from './requests';

/**
 * Every query a page runs on load is answered from an index: the requests each page makes (and a
 * second page of every list) are sent for a student with data, every SELECT the app ran is
 * captured, and its plan is read from the database itself — `EXPLAIN QUERY PLAN` on SQLite,
 * `EXPLAIN` with sequential scans disabled on PostgreSQL (the planner then scans a table only when
 * no index can serve the query). A full scan of a per-student table, or a correlated subquery run
 * for every row, fails the test with the query's text.
 */

/** Tables that hold a row per student (or per student's thing): never scanned whole. */
const USER_TABLES = new Set([
  'users',
  'sessions',
  'notes',
  'decks',
  'flashcards',
  'flashcard_reviews',
  'quizzes',
  'quiz_attempts',
  'chat_sessions',
  'chat_messages',
  'assignments',
  'study_plans',
  'study_sessions',
  'xp_events',
  'daily_activity',
  'user_achievements',
  'user_settings',
  'ai_usage',
  'sent_study_emails',
]);

interface Captured {
  sql: string;
  parameters: readonly unknown[];
}

/** One student's data: decks and cards with reviews, notes, a chat, quizzes with attempts, assignments. */
async function seed(t: TestApp, cookie: string): Promise<PageIds> {
  const cards = Array.from({ length: 60 }, (_, i) => ({ front: `Term ${i}`, back: `Definition ${i}` }));
  const imported = await post(t, '/api/decks/import', { deckName: 'Biology', subject: 'science', cards }, { cookie });
  expect(imported.statusCode, imported.body).toBe(201);
  const { deckId } = imported.json<{ deckId: string }>();
  await post(t, '/api/decks/import', { deckName: 'History', cards: cards.slice(0, 5) }, { cookie });
  const due = (await get(t, `/api/flashcards/due?deckId=${deckId}`, cookie)).json<Array<{ id: string }>>();
  for (const card of due.slice(0, 3)) await post(t, `/api/flashcards/${card.id}/review`, { rating: 'good' }, { cookie });
  let noteId = '';
  for (let i = 0; i < 3; i++) {
    const note = await post(t, '/api/notes', { title: `Note ${i}`, content: `<p>Photosynthesis note ${i}</p>`, subject: 'Science', folder: 'School' }, { cookie });
    expect(note.statusCode, note.body).toBe(201);
    noteId = note.json<{ id: string }>().id;
  }
  const chat = await post(t, '/api/chat/message', { message: 'What is 2 + 2?' }, { cookie });
  expect(chat.statusCode, chat.body).toBe(200);
  const sessionId = /"sessionId":"([^"]+)"/.exec(chat.body)?.[1] ?? '';
  const quiz = await post(
    t,
    '/api/quizzes/generate',
    {
      topic: 'Atoms are made of protons, neutrons and electrons. Protons carry a positive charge, while electrons carry a negative charge. Neutrons have no electric charge and sit in the nucleus with the protons.',
      questionCount: 2,
      subject: 'science',
      questionType: 'multiple-choice',
    },
    { cookie },
  );
  expect(quiz.statusCode, quiz.body).toBe(201);
  const quizId = quiz.json<{ id: string }>().id;
  await post(t, `/api/quizzes/${quizId}/submit`, { answers: { '0': 'x' } }, { cookie });
  for (let i = 0; i < 3; i++) {
    const a = await post(t, '/api/assignments', { title: `Essay ${i}`, subject: 'English', dueDate: `2026-03-1${i}`, importance: 'high', estimatedHours: 2 }, { cookie });
    expect(a.statusCode, a.body).toBe(201);
  }
  return { deckId, cardId: due[0]?.id ?? '', quizId, noteId, sessionId };
}

interface PageIds {
  deckId: string;
  cardId: string;
  quizId: string;
  noteId: string;
  sessionId: string;
}

/** The requests the pages make on load (with their filters and sorts), and the second page of each paged list. */
function pageLoads(ids: PageIds): string[] {
  return [
    '/api/user',
    '/api/user/settings',
    '/api/dashboard/stats',
    '/api/decks',
    '/api/decks?sort=name&limit=1',
    '/api/decks?q=bio',
    `/api/decks/${ids.deckId}`,
    `/api/decks/${ids.deckId}/cards?limit=10`,
    `/api/decks/${ids.deckId}/cards?q=term`,
    '/api/flashcards?limit=10',
    `/api/flashcards?deckId=${ids.deckId}&limit=10`,
    '/api/flashcards/due',
    `/api/flashcards/due?deckId=${ids.deckId}`,
    '/api/notes?limit=2',
    '/api/notes?q=photosynthesis',
    '/api/notes?sort=title&limit=2',
    '/api/notes?folder=School&limit=2',
    '/api/notes?subject=Science&limit=2',
    '/api/notes?favorite=true',
    `/api/notes/${ids.noteId}`,
    '/api/chat/sessions',
    `/api/chat/sessions/${ids.sessionId}/messages?limit=1`,
    '/api/quizzes?limit=1',
    '/api/quizzes?search=atom',
    '/api/quizzes?subject=science&taken=true',
    '/api/quizzes/stats',
    `/api/quizzes/${ids.quizId}`,
    `/api/quizzes/${ids.quizId}/attempts`,
    '/api/assignments?limit=2',
    '/api/assignments?from=2026-03-01&to=2026-03-08',
    '/api/assignments?status=pending&sort=status',
    '/api/assignments?search=essay',
    '/api/study-plans',
    '/api/study-sessions',
    '/api/achievements',
    '/api/user-achievements',
    '/api/study-analytics',
    '/api/profile/preferences',
    // Not a page load, but it reads everything page by page: each page must be an index range too.
    '/api/user/export',
    `/api/decks/${ids.deckId}/export?format=csv`,
  ];
}

/** The next page of a list answer, when it has one. */
function nextPageUrl(url: string, body: string): string | undefined {
  let cursor: unknown;
  try {
    cursor = (JSON.parse(body) as { nextCursor?: unknown }).nextCursor;
  } catch {
    return undefined;
  }
  if (typeof cursor !== 'string') return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/** Whether the SQL reads a per-student table. */
function readsUserTable(text: string): boolean {
  return [...text.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)].some((m) => USER_TABLES.has(m[1] ?? ''));
}

/**
 * What is wrong with a query's plan on SQLite: a full scan of a per-student table, a correlated
 * subquery, or a list sorted in a temporary b-tree instead of read in index order (sorting only the
 * id tie-break, "LAST TERM OF ORDER BY", is fine).
 */
async function sqliteProblems(db: Kysely<Database>, q: Captured): Promise<string[]> {
  const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]));
  const problems: string[] = [];
  for (const { detail } of plan.rows) {
    const scan = /^SCAN (\w+)(?: AS (\w+))?/.exec(detail);
    if (scan && (USER_TABLES.has(scan[1] ?? '') || USER_TABLES.has(scan[2] ?? ''))) problems.push(detail);
    if (/CORRELATED/.test(detail)) problems.push(detail);
    if (/^USE TEMP B-TREE FOR ORDER BY/.test(detail) && readsUserTable(q.sql) && !/\bgroup by\b/i.test(q.sql)) problems.push(detail);
  }
  return problems;
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PgPlanNode[];
  'Subplan Name'?: string;
}

/** The first column of every index of the schema: an index scan must fix it to be a search. */
async function leadingColumns(db: Kysely<Database>): Promise<Map<string, string>> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where schemaname = current_schema()`.execute(db);
  return new Map(rows.map((r) => [r.indexname, /\(\s*"?(\w+)"?/.exec(r.indexdef.slice(r.indexdef.indexOf(' USING ')))?.[1] ?? '']));
}

/**
 * What is wrong with a query's plan on PostgreSQL (sequential scans are disabled while explaining):
 * a sequential scan of a per-student table, or an index walked whole (no index condition), or a
 * correlated subplan.
 */
async function postgresProblems(db: Kysely<Database>, q: Captured, leading: Map<string, string>): Promise<string[]> {
  const plan = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PgPlanNode }> }>(CompiledQuery.raw(`explain (format json) ${q.sql}`, [...q.parameters]));
  const problems: string[] = [];
  const visit = (node: PgPlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && USER_TABLES.has(node['Relation Name'])) problems.push(`Seq Scan on ${node['Relation Name']}`);
    const first = leading.get(node['Index Name'] ?? '');
    if (/Index( Only)? Scan$/.test(node['Node Type']) && first && !new RegExp(`\\b${first} = `).test(node['Index Cond'] ?? '')) {
      problems.push(`${node['Node Type']} using ${node['Index Name'] ?? '?'} without fixing ${first}`);
    }
    if (node['Subplan Name']?.startsWith('SubPlan')) problems.push(`correlated ${node['Subplan Name']}`);
    node.Plans?.forEach(visit);
  };
  for (const row of plan.rows) for (const p of row['QUERY PLAN']) visit(p.Plan);
  return problems;
}

describe.each(TEST_DIALECTS)('query plans of every page load and of the exports (%s)', (dialect: TestDialect) => {
  const captured: Captured[] = [];
  let capturing = false;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      onQuery: (q) => {
        if (capturing) captured.push({ sql: q.sql, parameters: q.parameters });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads only through indexes, with no query per row', async () => {
    const other = await registerUser(t);
    await seed(t, other.cookie);
    const u = await registerUser(t);
    const ids = await seed(t, u.cookie);

    capturing = true;
    for (const url of pageLoads(ids)) {
      const res = await get(t, url, u.cookie);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const next = nextPageUrl(url, res.body);
      if (next) expect((await get(t, next, u.cookie)).statusCode, next).toBe(200);
    }
    capturing = false;

    const selects = [...new Map(captured.filter((q) => /^\s*(select|with)\b/i.test(q.sql)).map((q) => [q.sql, q])).values()];
    expect(selects.length).toBeGreaterThan(30);
    // One connection, so PostgreSQL's setting holds for every EXPLAIN.
    const failures = await t.ctx.db.connection().execute(async (db) => {
      const leading = dialect === 'postgres' ? await leadingColumns(db) : new Map<string, string>();
      const problemsOf = (q: Captured) => (dialect === 'sqlite' ? sqliteProblems(db, q) : postgresProblems(db, q, leading));
      if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(db);
      // The checks themselves catch what they are for.
      const scan = { sql: `select * from notes where title = ${dialect === 'sqlite' ? '?' : '$1'} order by word_count`, parameters: ['x'] };
      expect(await problemsOf(scan)).not.toEqual([]);
      const found: string[] = [];
      for (const q of selects) {
        const problems = await problemsOf(q);
        if (problems.length) found.push(`${problems.join('; ')}\n    in: ${q.sql}`);
      }
      if (dialect === 'postgres') await sql`reset enable_seqscan`.execute(db);
      return found;
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
