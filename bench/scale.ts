// Heavy-student benchmark (issue 12; ARCHITECTURE.md, Performance): seeds one heavy student —
// 50,000 cards in 100 decks with about 200,000 review-log rows, 5,000 notes of 2–4 KB, 500 tutor
// chats of 20 messages, 300 quiz attempts, 500 assignments — and 50 light students, then measures
// every request a page makes on load (p50 / p99 / bytes), and a light student's GET /api/user p99
// while four clients ask hard tutor questions and the heavy student imports and exports.
//
// Run: npm run bench:scale                 (SQLite, a fresh file)
//      DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
//                                          (PostgreSQL: a fresh database studypilot_bench_scale is made there)
// Smaller runs: BENCH_SCALE=0.1 (a tenth of every count); BENCH_LOAD=tutor,import,export picks the
// heavy clients of the load phase (all three by default).
//
// Seeding goes through the app's own API (in process, app.inject) for everything a student makes —
// decks and cards by import, notes, assignments, quizzes and attempts, accounts. Review history and
// chat transcripts are history a student accumulates over a year, so they are written in batches
// straight into their tables with the shape the services give them.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { newId } from '../server/lib/ids';
import { freshDatabase } from './support/fresh-database';
import { startBundledApp, type ServerProcess } from './support/processes';
import { openSeedApp } from './support/seed-app';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const COUNTS = {
  decks: Math.max(2, Math.round(100 * SCALE)),
  cards: Math.round(50_000 * SCALE),
  reviews: Math.round(200_000 * SCALE),
  notes: Math.round(5_000 * SCALE),
  chats: Math.round(500 * SCALE),
  messagesPerChat: 20,
  quizzes: Math.max(1, Math.round(25 * SCALE)),
  attemptsPerQuiz: 12,
  assignments: Math.round(500 * SCALE),
  lightUsers: 50,
};
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_S ?? 15);
const TARGETS = { p50: 50, p99: 150, bytes: 256 * 1024, lightP99: 25 };
/** Which heavy clients run in the load phase (BENCH_LOAD=tutor,import,export; all by default). */
const LOADS = new Set((process.env.BENCH_LOAD ?? 'tutor,import,export').split(',').map((l) => l.trim()));
const HARD_QUESTION = 'Find the limit as x approaches 0 of (sin(3x) - 3x) / x^3';
const PASSWORD = 'bench-pass-123';

const started = performance.now();
const log = (line: string) => console.log(line);

/** A note of 2–4 KB of HTML, like a student's lecture notes. */
function noteHtml(i: number): string {
  const para = (k: number) =>
    `<p>Lecture ${i}, point ${k}: photosynthesis converts light energy into chemical energy; <strong>chlorophyll</strong> absorbs red and blue light, and the Calvin cycle fixes CO<sub>2</sub> into sugars.</p>`;
  const paragraphs = 10 + (i % 12);
  return `<h2>Lesson ${i}</h2>${Array.from({ length: paragraphs }, (_, k) => para(k)).join('')}<ul><li>Light reactions</li><li>Calvin cycle</li></ul>`;
}

const MATERIAL =
  'Atoms are made of protons, neutrons and electrons. Protons carry a positive charge, while electrons carry a negative charge. ' +
  'Neutrons have no electric charge and sit in the nucleus with the protons. The periodic table arranges the elements by atomic number. ' +
  'Hydrogen is the lightest element, and helium is the second lightest. A covalent bond is a bond in which two atoms share a pair of electrons. ' +
  'An ionic bond forms when one atom gives electrons to another. Water is a compound of hydrogen and oxygen.';

async function seed(env: NodeJS.ProcessEnv): Promise<{ heavyEmail: string; lightEmails: string[] }> {
  const { db, call, close } = await openSeedApp(env, { aiRateLimit: '10000', addressPrefix: '10.9' });
  const register = async (email: string) => {
    const res = await call('POST', '/api/register', undefined, { firstName: 'Sam', lastName: 'Student', email, password: PASSWORD, backupPin: '2468', gradeLevel: 11 });
    const sid = res.cookies.find((c) => c.name === 'sid');
    if (!sid) throw new Error('no session cookie');
    return { cookie: `sid=${sid.value}`, id: res.json<{ id: string }>().id };
  };

  const t0 = performance.now();
  const heavyEmail = 'heavy@bench.example';
  const heavy = await register(heavyEmail);
  const lightEmails: string[] = [];
  for (let i = 0; i < COUNTS.lightUsers; i++) {
    const email = `light${i}@bench.example`;
    const light = await register(email);
    lightEmails.push(email);
    await call('POST', '/api/notes', light.cookie, { title: 'My first note', content: '<p>Hello</p>', subject: 'General', folder: 'Personal' });
    await call('POST', '/api/decks/import', light.cookie, { deckName: 'Starter', cards: [{ front: 'a', back: 'b' }] });
  }

  // Decks and cards, through the import API.
  const perDeck = Math.ceil(COUNTS.cards / COUNTS.decks);
  for (let d = 0; d < COUNTS.decks; d++) {
    const cards = Array.from({ length: Math.min(perDeck, COUNTS.cards - d * perDeck) }, (_, i) => ({
      front: `Deck ${d} term ${i}: what does enzyme ${i} catalyse?`,
      back: `It catalyses reaction ${i} of pathway ${d} in the cell.`,
    }));
    if (cards.length) await call('POST', '/api/decks/import', heavy.cookie, { deckName: `Deck ${String(d).padStart(3, '0')}`, subject: 'science', cards });
  }
  log(`seed: ${COUNTS.cards} cards in ${COUNTS.decks} decks (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  // A year of reviews: 60% of the cards reviewed, due dates spread from 10 days ago to 60 days ahead.
  const cardIds = (await db.selectFrom('flashcards').select('id').where('user_id', '=', heavy.id).orderBy('id').execute()).map((r) => r.id);
  const reviewed = cardIds.filter((_, i) => i % 5 < 3);
  const now = Date.now();
  const BATCH = 500;
  for (let b = 0; b * BATCH < reviewed.length; b++) {
    const ids = reviewed.slice(b * BATCH, (b + 1) * BATCH);
    const due = new Date(now + ((b % 70) - 10) * 86_400_000).toISOString();
    await db
      .updateTable('flashcards')
      .set({ state: 'review', due, stability: 5 + (b % 40), srs_difficulty: 4 + (b % 5), reps: 4, scheduled_days: 10, last_review: new Date(now - 86_400_000).toISOString() })
      .where('id', 'in', ids)
      .execute();
  }
  const perCard = Math.ceil(COUNTS.reviews / Math.max(1, reviewed.length));
  let written = 0;
  let rows: Array<Record<string, string | number>> = [];
  const flush = async () => {
    if (rows.length === 0) return;
    await db.insertInto('flashcard_reviews').values(rows as never).execute();
    rows = [];
  };
  for (const id of reviewed) {
    for (let k = 0; k < perCard && written < COUNTS.reviews; k++, written++) {
      const at = new Date(now - (perCard - k) * 7 * 86_400_000).toISOString();
      rows.push({ id: newId(), user_id: heavy.id, card_id: id, rating: k % 4 === 0 ? 'hard' : 'good', state_before: k === 0 ? 'new' : 'review', due_before: at, due_after: at, stability: 3 + k, difficulty: 5, elapsed_days: 7, scheduled_days: 7, reviewed_at: at });
      if (rows.length === 400) await flush();
    }
  }
  await flush();
  log(`seed: ${written} review-log rows (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  for (let i = 0; i < COUNTS.notes; i++) {
    await call('POST', '/api/notes', heavy.cookie, { title: `Lecture ${i}: cell biology`, content: noteHtml(i), subject: 'Science', folder: ['School', 'Projects', 'Research', 'Personal'][i % 4] });
  }
  log(`seed: ${COUNTS.notes} notes (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  // Tutor chats: transcripts written as the chat service stores them (session, then messages by position).
  for (let c = 0; c < COUNTS.chats; c++) {
    const sessionId = newId();
    const at = new Date(now - (COUNTS.chats - c) * 3_600_000).toISOString();
    await db
      .insertInto('chat_sessions')
      .values({ id: sessionId, user_id: heavy.id, title: `Worksheet ${c}: solving equations`, message_count: COUNTS.messagesPerChat, created_at: at, updated_at: at })
      .execute();
    const messages = Array.from({ length: COUNTS.messagesPerChat }, (_, m) => ({
      id: newId(),
      session_id: sessionId,
      user_id: heavy.id,
      role: m % 2 === 0 ? 'user' : 'assistant',
      content: m % 2 === 0 ? `How do I solve question ${m} of worksheet ${c}?` : `Step by step: first isolate the variable, then divide both sides. The answer to ${m} is ${m * 3}.`,
      feedback: null,
      position: m,
      created_at: at,
    }));
    await db.insertInto('chat_messages').values(messages).execute();
  }
  log(`seed: ${COUNTS.chats} chats of ${COUNTS.messagesPerChat} messages (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  for (let q = 0; q < COUNTS.quizzes; q++) {
    const quiz = await call('POST', '/api/quizzes/generate', heavy.cookie, { topic: MATERIAL, questionCount: 5, subject: 'science', questionType: 'multiple-choice' });
    const quizId = quiz.json<{ id: string }>().id;
    for (let a = 0; a < COUNTS.attemptsPerQuiz; a++) {
      await call('POST', `/api/quizzes/${quizId}/submit`, heavy.cookie, { answers: { '0': 'protons', '1': 'x' } });
    }
  }
  for (let i = 0; i < COUNTS.assignments; i++) {
    const day = new Date(now + ((i % 365) - 60) * 86_400_000).toISOString().slice(0, 10);
    await call('POST', '/api/assignments', heavy.cookie, { title: `Assignment ${i}`, subject: ['Biology', 'History', 'Mathematics'][i % 3], dueDate: day, importance: 'medium', estimatedHours: 2 });
  }
  log(`seed: quizzes, attempts and assignments (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  await close();
  log(`seed: done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { heavyEmail, lightEmails };
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The requests each page makes on load, for the heavy student. */
async function pageRequests(url: string, cookie: string): Promise<Array<[string, string]>> {
  const decks = await getJson<{ items: Array<{ id: string }> }>(`${url}/api/decks`, cookie);
  const deckId = decks.items[0]?.id ?? '';
  const quizId = (await getJson<{ items: Array<{ id: string }> }>(`${url}/api/quizzes`, cookie)).items[0]?.id ?? '';
  const noteId = (await getJson<{ items: Array<{ id: string }> }>(`${url}/api/notes?limit=1`, cookie)).items[0]?.id ?? '';
  const sessionId = (await getJson<{ items: Array<{ id: string }> }>(`${url}/api/chat/sessions?limit=1`, cookie)).items[0]?.id ?? '';
  const week = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return [
    ['Shell: user', '/api/user'],
    ['Shell: settings', '/api/user/settings'],
    ['Dashboard: stats', '/api/dashboard/stats'],
    ['Dashboard: recent decks', '/api/decks?sort=recent&limit=3'],
    ['Dashboard: due cards', '/api/flashcards/due'],
    ['Library', '/api/decks'],
    ['Library: search', '/api/decks?q=deck%200'],
    ['Deck', `/api/decks/${deckId}`],
    ['Deck: cards', `/api/decks/${deckId}/cards`],
    ['Deck: search cards', `/api/decks/${deckId}/cards?q=enzyme%201`],
    ['Study queue', `/api/flashcards/due?deckId=${deckId}`],
    ['Dashboard: recent notes', '/api/notes?limit=3'],
    ['Notes', '/api/notes'],
    ['Notes: search', '/api/notes?q=lecture%2042'],
    ['Notes: folder, A–Z', '/api/notes?folder=School&sort=title'],
    ['Note', `/api/notes/${noteId}`],
    ['Tutor: sessions', '/api/chat/sessions'],
    ['Tutor: a session', `/api/chat/sessions/${sessionId}/messages`],
    ['Quizzes', '/api/quizzes'],
    ['Quizzes: stats', '/api/quizzes/stats'],
    ['Quiz', `/api/quizzes/${quizId}`],
    ['Quiz: attempts', `/api/quizzes/${quizId}/attempts`],
    ['Planner: assignments', '/api/assignments'],
    ['Planner: this week', `/api/assignments?from=${week(0)}&to=${week(7)}`],
    ['Planner: pending', '/api/assignments?status=pending'],
    ['Planner: plans', '/api/study-plans'],
    ['Achievements', '/api/achievements'],
    ['Achievements: mine', '/api/user-achievements'],
    ['Achievements: analytics', '/api/study-analytics'],
    ['Profile: preferences', '/api/profile/preferences'],
  ];
}

/** Times `samples` sequential requests after a warm-up: p50, p99 and the answer's size. */
async function measure(url: string, cookie: string, samples: number): Promise<{ p50: number; p99: number; bytes: number; status: number }> {
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < 3; i++) await (await fetch(url, { headers: { cookie } })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.arrayBuffer();
    times.push(performance.now() - t);
    bytes = body.byteLength;
    status = res.status;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes, status };
}

/** The whole export, timed (it streams: the body is read and thrown away as it comes). */
async function timeExport(url: string, cookie: string): Promise<{ ms: number; bytes: number; status: number }> {
  const t = performance.now();
  const res = await fetch(`${url}/api/user/export`, { headers: { cookie } });
  let bytes = 0;
  if (res.body) for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return { ms: performance.now() - t, bytes, status: res.status };
}

interface LoadResult {
  p50: number;
  p99: number;
  n: number;
  tutor: number;
  imports: number;
  exports: number;
  importMs?: number;
  exportMs?: number;
}

/**
 * The light student: GET /api/user every 20 ms from a thread of its own, so that the load clients'
 * work in this process (reading a 70 MB export, writing a 50,000-card body) never delays its clock.
 * Answers the times once stopped.
 */
function startProbe(url: string, cookie: string): { times: Promise<number[]>; stop(): void } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let running = true;
    parentPort.on('message', () => { running = false; });
    (async () => {
      const times = [];
      while (running) {
        const t = performance.now();
        const res = await fetch(workerData.url + '/api/user', { headers: { cookie: workerData.cookie } });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: { url, cookie } },
  );
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (t: number[]) => {
      resolve(t);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  return { times, stop: () => worker.postMessage('stop') };
}

/**
 * A light student's GET /api/user (every 20 ms) while heavy work runs: four clients asking hard
 * tutor questions all along, and
 * - `once` (the issue's scenario): one import of 50,000 cards and one whole-account export, side by
 *   side; the probe runs until both have finished;
 * - `sustained` (a stress beyond it): imports of 2,000 cards and exports back to back for
 *   BENCH_LOAD_S seconds.
 * BENCH_LOAD=tutor,import,export picks which heavy clients run.
 */
async function underLoad(url: string, heavyCookie: string, lightCookies: string[], mode: 'once' | 'sustained'): Promise<LoadResult> {
  const counts = { tutor: 0, imports: 0, exports: 0 };
  const timings: { importMs?: number; exportMs?: number } = {};
  let stopped = false;
  const stopAt = performance.now() + LOAD_SECONDS * 1000;
  const running = () => !stopped && (mode === 'once' || performance.now() < stopAt);
  const tutor = async (cookie: string) => {
    while (running()) {
      const res = await fetch(`${url}/api/chat/message`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ message: HARD_QUESTION }) });
      await res.arrayBuffer();
      counts.tutor++;
    }
  };
  const postImport = async (body: string) => {
    const res = await fetch(`${url}/api/decks/import`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: heavyCookie }, body });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`import: ${res.status}`);
    counts.imports++;
  };
  // Bodies are serialised before the clock starts: the load generator shares the machine.
  const cardsJson = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ front: `Load term ${i}`, back: `Load definition ${i}` })));
  const importer = async () => {
    if (mode === 'once') {
      const body = `{"deckName":"Imported collection","cards":${cardsJson(50_000)}}`;
      const t = performance.now();
      await postImport(body);
      timings.importMs = performance.now() - t;
      return;
    }
    const cards = cardsJson(2000);
    while (running()) await postImport(`{"deckName":"Load ${counts.imports}","cards":${cards}}`);
  };
  const exporter = async () => {
    do {
      const { status, ms } = await timeExport(url, heavyCookie);
      counts.exports++;
      timings.exportMs ??= ms;
      if (status !== 200) break;
    } while (mode === 'sustained' && running());
  };
  const light = lightCookies[lightCookies.length - 1] ?? '';
  const probe = startProbe(url, light);
  const heavy = Promise.all([LOADS.has('import') ? importer() : undefined, LOADS.has('export') ? exporter() : undefined]).then(() => {
    // Once the import and the export are done the scenario is over (tutor-only runs go on for BENCH_LOAD_S).
    if (mode === 'once' && (LOADS.has('import') || LOADS.has('export'))) stopped = true;
  });
  if (mode === 'once' && !LOADS.has('import') && !LOADS.has('export')) setTimeout(() => (stopped = true), LOAD_SECONDS * 1000);
  const ticker = setInterval(() => {
    if (!running()) probe.stop();
  }, 20);
  const [times] = await Promise.all([probe.times, ...(LOADS.has('tutor') ? lightCookies.slice(0, 4).map(tutor) : []), heavy]);
  clearInterval(ticker);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), n: times.length, ...counts, ...timings };
}

const database = await freshDatabase({ databaseName: 'studypilot_bench_scale', tmpPrefix: 'studypilot-scale-' });
let server: ServerProcess | undefined;
try {
  log(`bench:scale on ${database.label}, scale ${SCALE}: ${JSON.stringify(COUNTS)}`);
  const { heavyEmail, lightEmails } = await seed(database.env);
  server = await startBundledApp({ ...database.env, BENCH_DATA_DIR: database.env.DATA_DIR, AI_PROVIDER: 'offline', AI_RATE_LIMIT: '10000' });
  const heavyCookie = await login(server.url, heavyEmail);
  const lightCookies = await Promise.all(lightEmails.slice(0, 5).map((e) => login(server!.url, e)));

  log('');
  log(`${'request'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'KB'.padStart(8)}  verdict`);
  let failures = 0;
  for (const [label, pathname] of await pageRequests(server.url, heavyCookie)) {
    const r = await measure(`${server.url}${pathname}`, heavyCookie, SAMPLES);
    const ok = r.status === 200 && r.p50 <= TARGETS.p50 && r.p99 <= TARGETS.p99 && r.bytes <= TARGETS.bytes;
    if (!ok) failures++;
    log(`${label.padEnd(28)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${(r.bytes / 1024).toFixed(1).padStart(8)}  ${ok ? 'ok' : `MISS (status ${r.status})`}`);
  }
  const exp = await timeExport(server.url, heavyCookie);
  log(`${'Export (whole account)'.padEnd(28)} ${(exp.ms / 1000).toFixed(2).padStart(7)}s ${''.padStart(8)} ${(exp.bytes / 1024 / 1024).toFixed(1).padStart(6)}MB  status ${exp.status}`);

  const once = await underLoad(server.url, heavyCookie, lightCookies, 'once');
  const onceOk = once.p99 <= TARGETS.lightP99;
  if (!onceOk) failures++;
  log('');
  log(
    `light student GET /api/user during one 50,000-card import and one export, with 4 tutor clients: p50 ${once.p50.toFixed(1)} ms, p99 ${once.p99.toFixed(1)} ms over ${once.n} requests (target p99 <= ${TARGETS.lightP99} ms) ${onceOk ? 'ok' : 'MISS'}`,
  );
  log(
    `  meanwhile: import of 50,000 cards ${once.importMs === undefined ? '-' : `${(once.importMs / 1000).toFixed(2)} s`} (target <= 20 s), export ${once.exportMs === undefined ? '-' : `${(once.exportMs / 1000).toFixed(2)} s`}, ${once.tutor} tutor answers`,
  );
  const sustained = await underLoad(server.url, heavyCookie, lightCookies, 'sustained');
  log(
    `stress (beyond the target): imports of 2,000 cards and exports back to back for ${LOAD_SECONDS} s with 4 tutor clients: light p50 ${sustained.p50.toFixed(1)} ms, p99 ${sustained.p99.toFixed(1)} ms over ${sustained.n} requests; ${sustained.tutor} tutor answers, ${sustained.imports} imports, ${sustained.exports} exports`,
  );
  log(`${failures === 0 ? 'all targets met' : `${failures} target(s) missed`} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await server?.stop();
  if (!process.env.BENCH_KEEP_DB) await database.cleanup();
}
