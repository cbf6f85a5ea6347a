// Load benchmark (issue 13, item 5): 100 simulated students use the app at once for 60 s — dashboard
// loads, the notes list, note autosaves, flashcard reviews, quiz submissions and tutor questions —
// and it prints req/s, p50 / p99 per request group, 5xx and other errors, and the server's peak RSS.
// Targets (on the 2-core machine): no 5xx, every non-tutor group p99 <= 300 ms, peak RSS <= 400 MB.
//
// Run: npm run bench:load                  (SQLite, a fresh file)
//      DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load
//                                          (PostgreSQL: a fresh database studypilot_bench_load is made there, dropped after)
// Smaller or different runs: BENCH_STUDENTS=10 BENCH_LOAD_S=10 npx tsx bench/load.ts
//   BENCH_STUDENTS (100) students, BENCH_LOAD_S (60) seconds of load after BENCH_WARMUP_S (10) of warm-up, BENCH_THINK_MS (0) think time
//   between a student's actions (0 = a closed loop with no think time, as the red team measured; each
//   pause is drawn from 0.5–1.5 × the value), BENCH_WORKERS (2) load-generator threads, BENCH_MIX
//   (e.g. tutor=0,review=40) the weights of the actions (10/15/25/30/10/10 as printed by default).
//
// Seeding goes through the app's own API in process (buildApp + app.inject, a distinct address per
// request since register is rate limited per IP): per student about 40 notes, 2–3 decks of 300 cards
// in all (POST /api/decks/import), 3 quizzes generated from a short study text (one taken), 5
// assignments and 2 study sessions. Which cards are due is a student's review history, so, as in
// bench/scale.ts, part of each student's cards are moved to the review state straight in the table.
// The server is the production bundle with the production node flags (startBundledApp), with
// AI_PROVIDER=offline and AI_RATE_LIMIT=10000 so that the AI rate limit never refuses the load.
//
// The students run in worker threads of this process (BENCH_WORKERS, 50 students each by default)
// and post their samples back at the end, so the load generator's work never delays its own clocks.
// Each student logs in over HTTP, then behaves as a browser tab in the middle of a session: its own
// keep-alive node:http agent of at most 6 connections (HTTP/1.1), opened before the clock starts.
// (A saturated Node 20 event loop serves the connections it has before it accepts new ones — see
// nodejs/node#57364; a plain node:http server does the same — so a connection opened under a
// saturating load can wait seconds in the accept queue. Opening 600 of them at the start of the
// clock measured that, not the requests. What a student who opens the app during the load sees is
// measured apart: a request on a new connection every 0.5 s.)
//
// Printed: per request group (and per request) count, p50 / p99 / max, 5xx, 409 conflicts (a save or
// a review that lost a race: a client error, counted apart), other errors (other 4xx, network
// errors, a tutor stream ending in an error event), req/s, the p99 over time, the CPU used by the
// server, PostgreSQL and the load generator, and the server's RSS sampled every 100 ms from
// /proc/<pid>/status (its worker threads included), with the kernel's high-water mark.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_S ?? 60);
/**
 * Seconds of load before the measured ones (BENCH_WARMUP_S, default 10): all students start in the
 * same millisecond on a server that has just started (cold JIT, PostgreSQL connections still to
 * open). Those seconds are reported on a line of their own and count for the 5xx target.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_S ?? 10);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const WORKERS = Math.max(1, Math.min(Number(process.env.BENCH_WORKERS ?? 2), STUDENTS));
const TARGETS = { p99: 300, rssMb: 400 };
const PASSWORD = 'bench-pass-123';
const AI_RATE_LIMIT = '10000';

/** Request groups, in the order the table prints them; `target: false` is reported but not held to p99. */
const GROUPS = [
  { name: 'dashboard', target: true, about: 'what the client’s dashboard loads: /api/user, then its 7 requests, 6 at a time' },
  { name: 'notes list', target: true, about: 'GET /api/notes (with If-None-Match only when the last answer could be stored, as a browser)' },
  { name: 'note save', target: true, about: 'open a note (once in 3–8 saves), then PATCH it with the version last seen, as autosave does' },
  { name: 'review', target: true, about: 'the deck’s due queue, then one answer per action' },
  { name: 'quiz submit', target: true, about: 'open the quiz, start an attempt, submit it' },
  { name: 'tutor', target: false, about: 'POST /api/chat/message, the SSE stream read to its end' },
] as const;
type GroupIndex = 0 | 1 | 2 | 3 | 4 | 5;
const G = { dashboard: 0, notes: 1, save: 2, review: 3, quiz: 4, tutor: 5 } as const;

/** Every request the students make, for the per-request breakdown. */
const ENDPOINTS = [
  'GET /api/user',
  'GET /api/user/settings',
  'GET /api/decks?limit=1',
  'GET /api/decks?sort=recent&limit=3',
  'GET /api/notes?limit=3',
  'GET /api/quizzes?taken=true&limit=3',
  'GET /api/assignments?status=pending&…',
  'GET /api/study-sessions?days=7',
  'GET /api/notes',
  'GET /api/notes/:id',
  'PATCH /api/notes/:id',
  'GET /api/flashcards/due?deckId=',
  'POST /api/flashcards/:id/review',
  'GET /api/quizzes/:id',
  'POST /api/quizzes/:id/attempts',
  'POST /api/quizzes/:id/submit',
  'POST /api/chat/message (easy)',
  'POST /api/chat/message (hard)',
] as const;
const E = Object.fromEntries(ENDPOINTS.map((e, i) => [e, i])) as Record<(typeof ENDPOINTS)[number], number>;

/**
 * How often a student picks each action (percent). Tutor questions are 10% of actions; a dashboard
 * load is 8 requests, a quiz 3, a review 1–2, a note save 1–2.
 */
const DEFAULT_MIX: Record<keyof typeof G, number> = { dashboard: 10, notes: 15, save: 25, review: 30, quiz: 10, tutor: 10 };
/** BENCH_MIX=tutor=0,review=40 changes some weights (keys: dashboard, notes, save, review, quiz, tutor). */
const MIX = { ...DEFAULT_MIX };
for (const pair of (process.env.BENCH_MIX ?? '').split(',').filter(Boolean)) {
  const [key, value] = pair.split('=');
  if (!key || !(key in MIX) || !Number.isFinite(Number(value))) throw new Error(`BENCH_MIX: ${pair}? (keys: ${Object.keys(MIX).join(', ')})`);
  MIX[key as keyof typeof G] = Number(value);
}
const WEIGHTS = (Object.keys(G) as Array<keyof typeof G>).map((k): [GroupIndex, number] => [G[k], MIX[k]]).filter(([, w]) => w > 0);

/** Tutor questions: mostly school exercises the offline engine solves at once, a third hard ones. */
const EASY_QUESTIONS = [
  'Solve 2x + 5 = 17',
  'Solve x^2 - 5x + 6 = 0',
  'Differentiate 3x^4 - 2x^2 + 7x - 5',
  'Balance Al + O2 -> Al2O3',
  'Is 221 a prime number?',
  'What is photosynthesis?',
];
const HARD_QUESTIONS = ['Find the limit as x approaches 0 of (sin(3x) - 3x) / x^3', 'Find the limit as x approaches 0 of (1 - cos(2x)) / x^2'];

/** What the load generator knows about a seeded student. */
interface StudentSeed {
  email: string;
  cookie: string;
  notes: string[];
  decks: string[];
  quizzes: string[];
}

/** What one load worker posts back: every request as parallel arrays, and the error details. */
interface WorkerResult {
  group: number[];
  endpoint: number[];
  ms: number[];
  status: number[];
  /** When each request was sent, in ms from the start of the load. */
  at: number[];
  /** Dashboard page loads: from GET /api/user to the last of its requests. */
  pageMs: number[];
  /** Tutor answers: time to the first bytes of the stream. */
  tutorFirstMs: number[];
  /** Per group: a 409 of a save or a review (a client conflict, expected now and then). */
  conflicts: number[];
  errors: Array<{ group: number; endpoint: number; status: number; detail: string }>;
  caughtUp: number;
  actions: number[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

// ---------------------------------------------------------------------------------------------
// The simulated students (worker threads).
// ---------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  body: string;
  etag?: string;
  cacheControl?: string;
  ms: number;
  firstMs: number;
  /** performance.now() when it was sent. */
  sentAt: number;
  error?: string;
}

async function runStudents(data: { url: string; students: StudentSeed[] }): Promise<void> {
  const base = new URL(data.url);
  const result: WorkerResult = { group: [], endpoint: [], ms: [], status: [], at: [], pageMs: [], tutorFirstMs: [], conflicts: GROUPS.map(() => 0), errors: [], caughtUp: 0, actions: GROUPS.map(() => 0) };

  let startedAt = performance.now();
  const sendVia = (agent: http.Agent, method: string, path: string, cookie: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string | number> = { cookie, accept: 'application/json', ...extra };
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      const t0 = performance.now();
      let first = NaN;
      let settled = false;
      const done = (a: Omit<Answer, 'ms' | 'firstMs' | 'sentAt'>) => {
        if (settled) return;
        settled = true;
        resolve({ ...a, ms: performance.now() - t0, firstMs: first - t0, sentAt: t0 });
      };
      const req = http.request({ host: base.hostname, port: base.port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => {
          if (Number.isNaN(first)) first = performance.now();
          chunks.push(c);
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), etag: res.headers.etag, cacheControl: res.headers['cache-control'] }));
        res.on('error', (err) => done({ status: 0, body: '', error: err.message }));
      });
      req.setTimeout(60_000, () => req.destroy(new Error('no answer in 60 s')));
      req.on('error', (err) => done({ status: 0, body: '', error: err.message }));
      req.end(payload);
    });

  /** Records one request; answers whether it succeeded (2xx, or 304 for a revalidated GET). */
  const record = (group: GroupIndex, endpoint: number, a: Answer, expectConflict = false): boolean => {
    result.group.push(group);
    result.endpoint.push(endpoint);
    result.ms.push(a.ms);
    result.at.push(a.sentAt - startedAt);
    result.status.push(a.status);
    if ((a.status >= 200 && a.status < 300) || a.status === 304) return true;
    if (a.status === 409 && expectConflict) {
      result.conflicts[group]! += 1;
      return false;
    }
    if (result.errors.length < 200) result.errors.push({ group, endpoint, status: a.status, detail: (a.error ?? a.body).slice(0, 160) });
    return false;
  };
  /** Counts a failure inside a 200 answer (a tutor stream ending in an error event) as an error. */
  const streamFailed = (group: GroupIndex, endpoint: number, detail: string) => {
    result.status[result.status.length - 1] = -1;
    if (result.errors.length < 200) result.errors.push({ group, endpoint, status: -1, detail: detail.slice(0, 160) });
  };

  const student = (seed: StudentSeed) => {
    // The student's browser: keep-alive connections to the app, at most 6 at once (HTTP/1.1).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6, maxFreeSockets: 6 });
    const send = (method: string, path: string, cookie: string, body?: unknown, extra: Record<string, string> = {}) => sendVia(agent, method, path, cookie, body, extra);
    const etags = new Map<string, string>();
    /** A GET as a browser makes it: revalidated with If-None-Match when a stored answer had an ETag. */
    const get = async (group: GroupIndex, endpoint: number, path: string): Promise<Answer> => {
      const etag = etags.get(path);
      const a = await send('GET', path, seed.cookie, undefined, etag ? { 'if-none-match': etag } : {});
      // A browser keeps (and so revalidates) only what it may store.
      if (a.etag && !/no-store/.test(a.cacheControl ?? '')) etags.set(path, a.etag);
      record(group, endpoint, a);
      return a;
    };
    let open: { id: string; version: number; title: string; content: string; subject: string; folder: string; savesLeft: number } | null = null;
    let queue: string[] = [];
    /** Every deck caught up: the student studies something else for a while before looking again. */
    let reviewsRestUntil = 0;
    let deckTurn = Math.floor(Math.random() * seed.decks.length);
    let session: { id?: string; left: number } = { left: 0 };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    const actions: Record<GroupIndex, () => Promise<void>> = {
      // The dashboard as the client loads it: the signed-in user first (the page waits for it), then
      // the theme setting and the page's own requests, at most 6 at a time as a browser does.
      [G.dashboard]: async () => {
        const t0 = performance.now();
        await get(G.dashboard, E['GET /api/user'], '/api/user');
        const rest: Array<[number, string]> = [
          [E['GET /api/user/settings'], '/api/user/settings'],
          [E['GET /api/decks?limit=1'], '/api/decks?limit=1'],
          [E['GET /api/decks?sort=recent&limit=3'], '/api/decks?sort=recent&limit=3'],
          [E['GET /api/notes?limit=3'], '/api/notes?limit=3'],
          [E['GET /api/quizzes?taken=true&limit=3'], '/api/quizzes?taken=true&limit=3'],
          [E['GET /api/assignments?status=pending&…'], `/api/assignments?status=pending&from=${day(-1)}&to=${day(10)}&limit=50`],
          [E['GET /api/study-sessions?days=7'], '/api/study-sessions?days=7'],
        ];
        const lane = async () => {
          for (let next = rest.shift(); next; next = rest.shift()) await get(G.dashboard, next[0], next[1]);
        };
        await Promise.all(Array.from({ length: 6 }, lane));
        result.pageMs.push(performance.now() - t0);
      },
      [G.notes]: async () => {
        await get(G.notes, E['GET /api/notes'], '/api/notes');
      },
      // The editor: a note is opened, then autosaved a few times as the student types, each PATCH
      // carrying the version last seen (what use-note-session sends). A 409 takes the server's copy.
      [G.save]: async () => {
        if (!open || open.savesLeft <= 0) {
          const id = pick(seed.notes);
          const a = await get(G.save, E['GET /api/notes/:id'], `/api/notes/${id}`);
          if (a.status !== 200) return;
          const note = JSON.parse(a.body) as { id: string; version: number; title: string; content: string; subject: string; folder: string };
          open = { ...note, savesLeft: 3 + Math.floor(Math.random() * 6) };
        }
        open.savesLeft--;
        const content = `${open.content}<p>Autosave ${open.savesLeft} at ${new Date().toISOString()}: the light reactions make ATP and NADPH for the Calvin cycle.</p>`;
        const a = await send('PATCH', `/api/notes/${open.id}`, seed.cookie, { title: open.title, content, subject: open.subject, folder: open.folder, version: open.version });
        if (record(G.save, E['PATCH /api/notes/:id'], a, true)) {
          open.version = (JSON.parse(a.body) as { version: number }).version;
        } else if (a.status === 409) {
          const latest = (JSON.parse(a.body) as { note?: { version: number; content: string } }).note;
          if (latest) open = { ...open, version: latest.version, content: latest.content };
          else open = null;
        } else open = null;
      },
      // Studying a deck: the due queue when the last one is used up, then one answer per action.
      [G.review]: async () => {
        for (let tries = 0; queue.length === 0 && tries < seed.decks.length; tries++) {
          const deckId = seed.decks[deckTurn++ % seed.decks.length];
          const a = await get(G.review, E['GET /api/flashcards/due?deckId='], `/api/flashcards/due?deckId=${deckId}`);
          if (a.status === 200) queue = (JSON.parse(a.body) as Array<{ id: string }>).map((c) => c.id);
        }
        const cardId = queue.shift();
        if (!cardId) {
          result.caughtUp++;
          reviewsRestUntil = performance.now() + 30_000;
          return;
        }
        const r = Math.random();
        const rating = r < 0.1 ? 'again' : r < 0.25 ? 'hard' : r < 0.85 ? 'good' : 'easy';
        record(G.review, E['POST /api/flashcards/:id/review'], await send('POST', `/api/flashcards/${cardId}/review`, seed.cookie, { rating }), true);
      },
      // Taking a saved quiz as the quiz page does: the quiz, an attempt, the answers.
      [G.quiz]: async () => {
        const id = pick(seed.quizzes);
        const q = await get(G.quiz, E['GET /api/quizzes/:id'], `/api/quizzes/${id}`);
        if (q.status !== 200) return;
        const quiz = JSON.parse(q.body) as { questions: Array<{ options?: string[] }> };
        const start = await send('POST', `/api/quizzes/${id}/attempts`, seed.cookie);
        if (!record(G.quiz, E['POST /api/quizzes/:id/attempts'], start)) return;
        const { attemptId } = JSON.parse(start.body) as { attemptId: string };
        const answers = Object.fromEntries(quiz.questions.map((question, i) => [String(i), question.options?.length ? pick(question.options) : 'protons']));
        record(G.quiz, E['POST /api/quizzes/:id/submit'], await send('POST', `/api/quizzes/${id}/submit`, seed.cookie, { answers, attemptId }));
      },
      // A tutor question in the student's current chat (a new chat every few questions), the reply
      // read to its last event.
      [G.tutor]: async () => {
        if (session.left <= 0) session = { left: 3 + Math.floor(Math.random() * 3) };
        session.left--;
        const hard = Math.random() < 1 / 3;
        const message = hard ? pick(HARD_QUESTIONS) : pick(EASY_QUESTIONS);
        const endpoint = hard ? E['POST /api/chat/message (hard)'] : E['POST /api/chat/message (easy)'];
        const a = await send('POST', '/api/chat/message', seed.cookie, session.id ? { message, sessionId: session.id } : { message }, { accept: 'text/event-stream' });
        if (!record(G.tutor, endpoint, a)) return;
        result.tutorFirstMs.push(a.firstMs);
        const events = a.body
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => JSON.parse(line.slice(6)) as { type: string; sessionId?: string; message?: string });
        const last = events[events.length - 1];
        if (last?.type === 'complete') session.id = last.sessionId;
        else streamFailed(G.tutor, endpoint, `stream ended with ${last ? `${last.type}: ${last.message ?? ''}` : 'no event'}`);
      },
    };

    /** Opens the browser's 6 connections before the clock starts (a student in the middle of a session). */
    const connect = async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => send('GET', '/api/health', '')));
      const failed = answers.find((a) => a.status !== 200);
      if (failed) throw new Error(`GET /api/health: ${failed.status} ${failed.error ?? failed.body.slice(0, 200)}`);
    };
    const run = async (deadline: number) => {
      while (performance.now() < deadline) {
        const others = WEIGHTS.filter(([g]) => g !== G.review);
        const choices = performance.now() < reviewsRestUntil && others.length > 0 ? others : WEIGHTS;
        let r = Math.random() * choices.reduce((sum, [, w]) => sum + w, 0);
        const [group] = choices.find(([, w]) => (r -= w) < 0) ?? choices[0]!;
        result.actions[group]! += 1;
        try {
          await actions[group]();
        } catch (err) {
          if (result.errors.length < 200) result.errors.push({ group, endpoint: -1, status: -2, detail: `load generator: ${(err as Error).message}`.slice(0, 160) });
        }
        if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
      }
    };
    return { connect, run, close: () => agent.destroy() };
  };

  const students = data.students.map(student);
  for (const s of students) await s.connect();
  parentPort!.postMessage({ type: 'ready' });
  await new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
  startedAt = performance.now();
  const deadline = startedAt + (WARMUP_SECONDS + LOAD_SECONDS) * 1000;
  await Promise.all(students.map((s) => s.run(deadline)));
  for (const s of students) s.close();
  parentPort!.postMessage({ type: 'result', result });
}

// ---------------------------------------------------------------------------------------------
// The benchmark (main thread): database, seeding, server, workers, report.
// ---------------------------------------------------------------------------------------------

/** A note of 1–3 KB of HTML, like a student's lecture notes. */
function noteHtml(i: number): string {
  const para = (k: number) =>
    `<p>Lecture ${i}, point ${k}: photosynthesis converts light energy into chemical energy; <strong>chlorophyll</strong> absorbs red and blue light, and the Calvin cycle fixes CO<sub>2</sub> into sugars.</p>`;
  return `<h2>Lesson ${i}</h2>${Array.from({ length: 5 + (i % 12) }, (_, k) => para(k)).join('')}<ul><li>Light reactions</li><li>Calvin cycle</li></ul>`;
}

const MATERIAL =
  'Atoms are made of protons, neutrons and electrons. Protons carry a positive charge, while electrons carry a negative charge. ' +
  'Neutrons have no electric charge and sit in the nucleus with the protons. The periodic table arranges the elements by atomic number. ' +
  'Hydrogen is the lightest element, and helium is the second lightest. A covalent bond is a bond in which two atoms share a pair of electrons. ' +
  'An ionic bond forms when one atom gives electrons to another. Water is a compound of hydrogen and oxygen.';

const NOTE_SUBJECTS = ['Science', 'Mathematics', 'History', 'English'];
const NOTE_FOLDERS = ['School', 'Projects', 'Research', 'Personal'];

async function seed(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<Array<Omit<StudentSeed, 'cookie'>>> {
  const { randomUUID } = await import('node:crypto');
  const { openSeedApp } = await import('./support/seed-app');
  const { db, call, close } = await openSeedApp(env, { aiRateLimit: AI_RATE_LIMIT, addressPrefix: '10.8' });

  const t0 = performance.now();
  const now = Date.now();
  const one = async (s: number): Promise<Omit<StudentSeed, 'cookie'>> => {
    const email = `student${s}@bench.example`;
    const reg = await call('POST', '/api/register', undefined, { firstName: 'Sam', lastName: `Student ${s}`, email, password: PASSWORD, backupPin: '2468', gradeLevel: 7 + (s % 6) });
    const sid = reg.cookies.find((c) => c.name === 'sid');
    if (!sid) throw new Error('no session cookie');
    const cookie = `sid=${sid.value}`;
    const userId = reg.json<{ id: string }>().id;

    const notes: string[] = [];
    const noteCount = 36 + (s % 9);
    for (let i = 0; i < noteCount; i++) {
      const res = await call('POST', '/api/notes', cookie, { title: `Lecture ${i}: cell biology`, content: noteHtml(i), subject: NOTE_SUBJECTS[i % 4], folder: NOTE_FOLDERS[i % 4] });
      notes.push(res.json<{ id: string }>().id);
    }

    // 300 cards in 2 or 3 decks, imported as the Library's import does.
    const deckCount = 2 + (s % 2);
    const decks: string[] = [];
    for (let d = 0; d < deckCount; d++) {
      const n = Math.floor(300 / deckCount) + (d < 300 % deckCount ? 1 : 0);
      const cards = Array.from({ length: n }, (_, i) => ({ front: `Deck ${d} term ${i}: what does enzyme ${i} catalyse?`, back: `It catalyses reaction ${i} of pathway ${d} in the cell.` }));
      const res = await call('POST', '/api/decks/import', cookie, { deckName: ['Biology', 'Chemistry', 'Vocabulary'][d], subject: 'science', cards });
      decks.push(res.json<{ deckId: string }>().deckId);
    }
    // Review history: 40% of the cards are due now (1–10 days overdue), 20% due in the next weeks.
    const cardIds = (await db.selectFrom('flashcards').select('id').where('user_id', '=', userId).orderBy('id').execute()).map((r) => r.id);
    for (let b = 0; b * 20 < cardIds.length; b++) {
      const ids = cardIds.slice(b * 20, (b + 1) * 20);
      const slot = b % 5;
      if (slot > 2) continue;
      const due = new Date(now + (slot < 2 ? -(1 + (b % 10)) : 3 + b) * 86_400_000).toISOString();
      await db
        .updateTable('flashcards')
        .set({ state: 'review', due, stability: 5 + (b % 20), srs_difficulty: 4 + (b % 5), reps: 3, scheduled_days: 7, last_review: new Date(now - 7 * 86_400_000).toISOString() })
        .where('id', 'in', ids)
        .execute();
    }

    const quizzes: string[] = [];
    for (let q = 0; q < 3; q++) {
      const res = await call('POST', '/api/quizzes/generate', cookie, { topic: MATERIAL, questionCount: 5, subject: 'science', questionType: 'multiple-choice' });
      quizzes.push(res.json<{ id: string }>().id);
    }
    await call('POST', `/api/quizzes/${quizzes[0]}/submit`, cookie, { answers: { '0': 'protons', '1': 'x' } });
    for (let i = 0; i < 5; i++) {
      const dueDate = new Date(now + (i * 3 - 2) * 86_400_000).toISOString().slice(0, 10);
      await call('POST', '/api/assignments', cookie, { title: `Assignment ${i}`, subject: ['Biology', 'History', 'Mathematics'][i % 3], dueDate, importance: 'medium', estimatedHours: 2 });
    }
    for (let i = 0; i < 2; i++) {
      const ended = now - (i + 1) * 86_400_000;
      await call('POST', '/api/study-sessions', cookie, { id: randomUUID(), minutes: 25, startedAt: new Date(ended - 25 * 60_000).toISOString(), endedAt: new Date(ended).toISOString() });
    }
    return { email, notes, decks, quizzes };
  };

  const students: Array<Omit<StudentSeed, 'cookie'>> = [];
  for (let s = 0; s < STUDENTS; s += 4) {
    students.push(...(await Promise.all(Array.from({ length: Math.min(4, STUDENTS - s) }, (_, k) => one(s + k)))));
    if ((s + 4) % 20 === 0 && s + 4 < STUDENTS) log(`seed: ${s + 4} students (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
  await close();
  log(`seed: ${STUDENTS} students with ${students.reduce((n, s) => n + s.notes.length, 0)} notes, ${STUDENTS * 300} cards, ${STUDENTS * 3} quizzes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return students;
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The server's resident set, in MB (VmRSS), and its high-water mark (VmHWM). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** CPU seconds a process (or, with `tid`, one of its threads) has used, user + system, from /proc. */
function cpuSecondsOf(pid: number, tid?: number): number {
  const stat = fs.readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in clock ticks (USER_HZ, 100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds all `postgres` processes on this machine have used (the server and its backends). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      /* the process ended meanwhile */
    }
  }
  return total;
}

/** Starts the students' threads, lets them run for WARMUP_SECONDS + LOAD_SECONDS, and answers their samples. */
async function runLoad(url: string, students: StudentSeed[]): Promise<{ results: WorkerResult[]; seconds: number; generatorCpu: number; freshMs: number[] }> {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  // A thread runs this file under tsx (the worker branch at the bottom), without the server's modules.
  const boot = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(import.meta.url)});`;
  const per = Math.ceil(students.length / WORKERS);
  const workers = Array.from({ length: WORKERS }, (_, w) => new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: { url, students: students.slice(w * per, (w + 1) * per) } }));
  const ready = workers.map((w) => new Promise<void>((resolve, reject) => {
    w.once('message', () => resolve());
    w.once('error', reject);
  }));
  await Promise.all(ready);
  const results = workers.map(
    (w) =>
      new Promise<WorkerResult>((resolve, reject) => {
        w.on('message', (m: { type: string; result?: WorkerResult }) => {
          if (m.type === 'result' && m.result) resolve(m.result);
        });
        w.once('error', reject);
        w.once('exit', (code) => reject(new Error(`load worker exited with ${code}`)));
      }),
  );
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const w of workers) w.postMessage('go');
  // Meanwhile, from this (otherwise idle) thread: how long a request on a new connection waits,
  // as for a student who opens the app now.
  const origin = new URL(url);
  const probes: Array<Promise<number>> = [];
  const prober = setInterval(() => {
    probes.push(
      new Promise((resolve) => {
        const t = performance.now();
        const req = http.request({ host: origin.hostname, port: origin.port, path: '/api/health', agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - t : -1));
        });
        req.on('error', () => resolve(-1));
        req.end();
      }),
    );
  }, 500);
  const answers = await Promise.all(results);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(prober);
  const cpu = process.cpuUsage(cpu0);
  await Promise.all(workers.map((w) => w.terminate()));
  return { results: answers, seconds, generatorCpu: (cpu.user + cpu.system) / 1e6, freshMs: await Promise.all(probes) };
}

async function main(): Promise<void> {
  const started = performance.now();
  const log = (line: string) => console.log(line);
  const { freshDatabase } = await import('./support/fresh-database');
  const { startBundledApp } = await import('./support/processes');
  const database = await freshDatabase({ databaseName: 'studypilot_bench_load', tmpPrefix: 'studypilot-load-' });
  let server: Awaited<ReturnType<typeof startBundledApp>> | undefined;
  let sampler: NodeJS.Timeout | undefined;
  // Interrupted (Ctrl-C): the server process and the database go too.
  const interrupted = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the server and removing the database`);
    void (async () => {
      await server?.stop();
      if (!process.env.BENCH_KEEP_DB) await database.cleanup();
      process.exit(130);
    })();
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
    log(
      `bench:load on ${database.label}: ${STUDENTS} students for ${LOAD_SECONDS} s after ${WARMUP_SECONDS} s of warm-up, think time ${THINK_MS} ms${THINK_MS === 0 ? ' (closed loop, no pause between actions)' : ' (0.5–1.5 ×)'}, ${WORKERS} load threads; ` +
        `${os.cpus().length} CPUs, load average ${load}`,
    );
    log(`server: production bundle, AI_PROVIDER=offline, AI_RATE_LIMIT=${AI_RATE_LIMIT} per 10 min (the AI rate limit never refuses this load)`);
    log(`actions (weights${process.env.BENCH_MIX ? `, BENCH_MIX=${process.env.BENCH_MIX}` : ''}): ${WEIGHTS.map(([g, w]) => `${GROUPS[g].name} ${w}`).join(', ')}`);
    for (const group of GROUPS) log(`  ${group.name}: ${group.about}`);
    const seeds = await seed(database.env, log);
    server = await startBundledApp({ ...database.env, BENCH_DATA_DIR: database.env.DATA_DIR, AI_PROVIDER: 'offline', AI_RATE_LIMIT });
    const pid = server.child.pid!;
    let peakRss = 0;
    let sampling = true;
    sampler = setInterval(() => {
      if (!sampling) return;
      try {
        peakRss = Math.max(peakRss, memoryOf(pid).rss);
      } catch {
        /* the server has gone; its exit is reported by the requests */
      }
    }, 100);
    const students: StudentSeed[] = [];
    for (let s = 0; s < seeds.length; s += 4) {
      const cookies = await Promise.all(seeds.slice(s, s + 4).map((st) => login(server!.url, st.email)));
      seeds.slice(s, s + 4).forEach((st, k) => students.push({ ...st, cookie: cookies[k]! }));
    }
    const before = memoryOf(pid);
    const cpuBefore = cpuSecondsOf(pid);
    const mainCpuBefore = cpuSecondsOf(pid, pid);
    const pgCpuBefore = database.label === 'PostgreSQL' ? postgresCpuSeconds() : 0;
    log(`logged in ${students.length} students over HTTP; server RSS ${before.rss.toFixed(0)} MB before the load`);

    const { results, seconds, generatorCpu, freshMs } = await runLoad(server.url, students);
    sampling = false;
    const serverCpu = cpuSecondsOf(pid) - cpuBefore;
    const mainCpu = cpuSecondsOf(pid, pid) - mainCpuBefore;
    const pgCpu = database.label === 'PostgreSQL' ? postgresCpuSeconds() - pgCpuBefore : 0;
    const after = memoryOf(pid);
    peakRss = Math.max(peakRss, after.rss);

    // Merge the threads' samples.
    const all = { group: results.flatMap((r) => r.group), endpoint: results.flatMap((r) => r.endpoint), ms: results.flatMap((r) => r.ms), status: results.flatMap((r) => r.status), at: results.flatMap((r) => r.at) };
    const conflicts = GROUPS.map((_, g) => results.reduce((n, r) => n + (r.conflicts[g] ?? 0), 0));
    const actions = GROUPS.map((_, g) => results.reduce((n, r) => n + (r.actions[g] ?? 0), 0));
    const errors = results.flatMap((r) => r.errors);
    const caughtUp = results.reduce((n, r) => n + r.caughtUp, 0);
    const pageMs = results.flatMap((r) => r.pageMs).sort((a, b) => a - b);
    const tutorFirst = results.flatMap((r) => r.tutorFirstMs).sort((a, b) => a - b);
    const total = all.ms.length;
    const isOk = (s: number) => (s >= 200 && s < 300) || s === 304;
    const measured = (i: number) => all.at[i]! >= WARMUP_SECONDS * 1000;
    const summary = (pickIt: (i: number) => boolean, window: (i: number) => boolean = measured) => {
      const times: number[] = [];
      let fiveXx = 0;
      let bad = 0;
      const statuses = new Map<number, number>();
      for (let i = 0; i < total; i++) {
        if (!pickIt(i) || !window(i)) continue;
        times.push(all.ms[i]!);
        const s = all.status[i]!;
        if (s >= 500) fiveXx++;
        if (s !== 200 && s !== 201) statuses.set(s, (statuses.get(s) ?? 0) + 1);
        if (!isOk(s) && s < 500) bad++;
      }
      times.sort((a, b) => a - b);
      return { n: times.length, p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] ?? NaN, fiveXx, bad, statuses };
    };
    const fmt = (ms: number) => (Number.isNaN(ms) ? '-' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)}s` : ms.toFixed(ms < 100 ? 1 : 0));
    const statusText = (m: Map<number, number>) =>
      [...m.entries()].map(([s, n]) => `${s === 0 ? 'network' : s === -1 ? 'stream error' : s}×${n}`).join(', ');

    log('');
    log(`${'group'.padEnd(12)} ${'actions'.padStart(7)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'5xx'.padStart(5)} ${'409'.padStart(5)} ${'errors'.padStart(6)}  verdict`);
    const verdicts: string[] = [];
    let failures = 0;
    GROUPS.forEach((group, g) => {
      const r = summary((i) => all.group[i] === g);
      const conflictCount = conflicts[g] ?? 0;
      // A 409 of a save or a review is a client conflict: counted in its own column, not as an error.
      const errorsHere = r.bad - conflictCount;
      let verdict = `(p99 not a target)`;
      if (group.target) {
        const ok = r.n > 0 && r.p99 <= TARGETS.p99;
        if (!ok) failures++;
        verdict = `${ok ? 'ok' : 'MISS'} (p99 <= ${TARGETS.p99} ms)`;
        verdicts.push(`${group.name} p99 ${fmt(r.p99)} ms <= ${TARGETS.p99} ms: ${ok ? 'ok' : 'MISS'}`);
      }
      log(
        `${group.name.padEnd(12)} ${String(actions[g]).padStart(7)} ${String(r.n).padStart(8)} ${(r.n / LOAD_SECONDS).toFixed(1).padStart(7)} ${fmt(r.p50).padStart(8)} ${fmt(r.p99).padStart(8)} ${fmt(r.max).padStart(8)} ${String(r.fiveXx).padStart(5)} ${String(conflictCount).padStart(5)} ${String(errorsHere).padStart(6)}  ${verdict}`,
      );
    });
    const overall = summary(() => true);
    log(
      `${'all'.padEnd(12)} ${String(actions.reduce((a, b) => a + b, 0)).padStart(7)} ${String(overall.n).padStart(8)} ${(overall.n / LOAD_SECONDS).toFixed(1).padStart(7)} ${fmt(overall.p50).padStart(8)} ${fmt(overall.p99).padStart(8)} ${fmt(overall.max).padStart(8)} ${String(overall.fiveXx).padStart(5)} ${String(conflicts.reduce((a, b) => a + b, 0)).padStart(5)} ${String(overall.bad - conflicts.reduce((a, b) => a + b, 0)).padStart(6)}`,
    );

    log('');
    log(`${'request'.padEnd(38)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  answers other than 200/201`);
    ENDPOINTS.forEach((name, e) => {
      const r = summary((i) => all.endpoint[i] === e);
      if (r.n === 0) return;
      log(`${name.padEnd(38)} ${String(r.n).padStart(6)} ${fmt(r.p50).padStart(8)} ${fmt(r.p99).padStart(8)} ${fmt(r.max).padStart(8)}  ${statusText(r.statuses)}`);
    });
    log(`${'dashboard page (all 8, as loaded)'.padEnd(38)} ${String(pageMs.length).padStart(6)} ${fmt(percentile(pageMs, 50)).padStart(8)} ${fmt(percentile(pageMs, 99)).padStart(8)} ${fmt(pageMs[pageMs.length - 1] ?? NaN).padStart(8)}`);
    log(`${'tutor: first bytes of the stream'.padEnd(38)} ${String(tutorFirst.length).padStart(6)} ${fmt(percentile(tutorFirst, 50)).padStart(8)} ${fmt(percentile(tutorFirst, 99)).padStart(8)} ${fmt(tutorFirst[tutorFirst.length - 1] ?? NaN).padStart(8)}`);
    if (caughtUp) log(`a student found every deck caught up ${caughtUp} times (then studied something else for 30 s)`);
    // When the slow requests happened: warm-up, steady, or bursts.
    const warm = summary((i) => all.group[i] !== G.tutor, (i) => !measured(i));
    if (WARMUP_SECONDS > 0) log(`warm-up (the first ${WARMUP_SECONDS} s, not in the tables above): ${warm.n} non-tutor requests, p50 ${fmt(warm.p50)} ms, p99 ${fmt(warm.p99)} ms, ${warm.fiveXx} 5xx`);
    const windowS = Math.max(1, Math.round(LOAD_SECONDS / 6));
    const windows: string[] = [];
    for (let from = 0; from < LOAD_SECONDS; from += windowS) {
      const start = WARMUP_SECONDS + from;
      const w = summary((i) => all.group[i] !== G.tutor && all.at[i]! >= start * 1000 && all.at[i]! < (start + windowS) * 1000);
      windows.push(`${from}–${Math.min(LOAD_SECONDS, from + windowS)} s: ${fmt(w.p99)}`);
    }
    log(`non-tutor p99 ms by the time the request was sent (after the warm-up): ${windows.join(', ')}`);
    const fresh = freshMs.filter((ms) => ms >= 0).sort((a, b) => a - b);
    log(
      `a student arriving: GET /api/health on a new connection every 0.5 s during the load: p50 ${fmt(percentile(fresh, 50))} ms, p99 ${fmt(percentile(fresh, 99))} ms, max ${fmt(fresh[fresh.length - 1] ?? NaN)} ms over ${fresh.length}` +
        `${freshMs.length > fresh.length ? ` (${freshMs.length - fresh.length} failed)` : ''} (not a target)`,
    );
    if (errors.length) {
      log('');
      log('first errors (status: answer):');
      const seen = new Map<string, number>();
      for (const e of errors) {
        const key = `${e.endpoint >= 0 ? ENDPOINTS[e.endpoint] : GROUPS[e.group]?.name} ${e.status}: ${e.detail}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      for (const [key, n] of [...seen.entries()].slice(0, 12)) log(`  ${n}× ${key}`);
    }

    log('');
    log(
      `${total} requests in ${seconds.toFixed(1)} s, warm-up included (until the last student's last action ended): ${(total / seconds).toFixed(1)} req/s; ` +
        `CPU: server ${(serverCpu / seconds).toFixed(2)} cores (its request thread ${(mainCpu / seconds).toFixed(2)}, other threads: tutor workers, GC ${((serverCpu - mainCpu) / seconds).toFixed(2)})${database.label === 'PostgreSQL' ? `, PostgreSQL ${(pgCpu / seconds).toFixed(2)} cores` : ''}, load generator ${(generatorCpu / seconds).toFixed(2)} cores (of ${os.cpus().length}; load average now ${os.loadavg()[0]!.toFixed(2)})`,
    );
    log(`server RSS: ${before.rss.toFixed(0)} MB before the load, peak ${peakRss.toFixed(0)} MB (sampled every 100 ms), high-water mark ${after.hwm.toFixed(0)} MB, ${after.rss.toFixed(0)} MB after`);
    // The 5xx target holds over the whole run, warm-up included.
    const everything = summary(() => true, () => true);
    const fiveOk = everything.fiveXx === 0;
    const rssOk = Math.max(peakRss, after.hwm) <= TARGETS.rssMb;
    if (!fiveOk) failures++;
    if (!rssOk) failures++;
    log('');
    log(`no 5xx over the whole run, warm-up included (${everything.fiveXx}): ${fiveOk ? 'ok' : 'MISS'}`);
    for (const v of verdicts) log(v);
    log(`peak RSS ${Math.max(peakRss, after.hwm).toFixed(0)} MB <= ${TARGETS.rssMb} MB: ${rssOk ? 'ok' : 'MISS'}`);
    log(`${failures === 0 ? 'all targets met' : `${failures} target(s) missed`} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (sampler) clearInterval(sampler);
    await server?.stop();
    if (!process.env.BENCH_KEEP_DB) await database.cleanup();
  }
}

if (isMainThread) await main();
else await runStudents(workerData as { url: string; students: StudentSeed[] });
