import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteConflictBody, NoteDto } from '@common/schemas/notes';
import { TEST_DIALECTS } from '../../test/harness';
import { ApiClient, createScratchDatabase, registerStudent, startServer, type ScratchDatabase, type ServerProcess } from '../../test/server-process';
import { NOTE_MESSAGES } from './service';

/**
 * Two app instances on one database editing one note (issue 13, red-team item 6): autosave from
 * either never silently overwrites newer content. Each instance is a real server process (two
 * processes on one SQLite file, as two instances on one DATA_DIR run, or on one PostgreSQL
 * database), so the only thing they share is the database.
 */

const RACE_ROUNDS = 20;
/** Saves each instance sends at once in a round: they race each other and the other instance's. */
const SAVES_PER_INSTANCE = 2;

type SaveAnswer = { status: number; body: NoteDto | NoteConflictBody };
/** A save that lost its round, and the note the round's winner stored. */
type LosingSave = SaveAnswer & { winner: { version: number; content: string } };

describe.each(TEST_DIALECTS)('two app instances on one %s database editing one note', (dialect) => {
  let dataDir: string;
  let database: ScratchDatabase | undefined;
  const servers: ServerProcess[] = [];
  /** The same student signed in once, talking to instance A and to instance B. */
  let a: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-two-instances-'));
    if (dialect === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'studypilot_two_instances');
    // One after the other: the first migrates the empty database, the second finds it migrated.
    for (let i = 0; i < 2; i += 1) servers.push(await startServer({ dataDir, databaseUrl: database?.url }));
    a = new ApiClient(servers[0].url);
    await registerStudent(a, 'Twin');
    b = new ApiClient(servers[1].url, a.cookie);
  }, 90_000);

  afterAll(async () => {
    try {
      await Promise.all(servers.map((s) => s.stop()));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });

  async function newNote(content: string): Promise<NoteDto> {
    const res = await a.post<NoteDto>('/api/notes', { title: 'Shared note', content });
    expect(res.status).toBe(201);
    return res.body;
  }

  /** The note as each instance reads it: they must agree. */
  async function readFromBoth(id: string): Promise<NoteDto> {
    const [fromA, fromB] = await Promise.all([a.get<NoteDto>(`/api/notes/${id}`), b.get<NoteDto>(`/api/notes/${id}`)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.body, 'both instances read the same note').toEqual(fromA.body);
    return fromA.body;
  }

  it('refuses a save from the version both instances loaded once the other has saved: 409 with the newer note, whose content stays', async () => {
    const note = await newNote('<p>first draft</p>');
    const [onA, onB] = await Promise.all([a.get<NoteDto>(`/api/notes/${note.id}`), b.get<NoteDto>(`/api/notes/${note.id}`)]);
    expect([onA.body.version, onB.body.version]).toEqual([1, 1]);

    const saved = await a.patch<NoteDto>(`/api/notes/${note.id}`, { content: '<p>saved on A</p>', version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);

    // B's autosave of the editor it loaded at version 1.
    const stale = await b.patch<NoteConflictBody>(`/api/notes/${note.id}`, { content: '<p>autosaved on B</p>', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', message: NOTE_MESSAGES.conflict, note: { id: note.id, version: 2, content: '<p>saved on A</p>' } });
    expect(await readFromBoth(note.id)).toMatchObject({ version: 2, content: '<p>saved on A</p>' });

    // The conflict answer carries what B needs to keep its text deliberately: the version it now saves over.
    const kept = await b.patch<NoteDto>(`/api/notes/${note.id}`, { content: '<p>autosaved on B</p>', version: stale.body.note.version });
    expect(kept.status).toBe(200);
    expect(await readFromBoth(note.id)).toMatchObject({ version: 3, content: '<p>autosaved on B</p>' });
  }, 30_000);

  /**
   * Rounds of racing saves: both instances read the note at one version, then each sends
   * SAVES_PER_INSTANCE saves of different content from that version at once. Checks what must hold
   * whatever the losers are answered: exactly one save succeeds, it is what both instances read
   * afterwards, every other save changed nothing, and a loser's next autosave from the version it
   * loaded is refused too. Returns every losing answer.
   */
  async function raceRounds(rounds: number): Promise<{ losers: LosingSave[]; wins: Record<'A' | 'B', number> }> {
    const note = await newNote('<p>round 0</p>');
    const wins = { A: 0, B: 0 };
    const losers: LosingSave[] = [];
    let version = 1;
    for (let round = 1; round <= rounds; round += 1) {
      expect((await readFromBoth(note.id)).version).toBe(version);
      const saves = (['A', 'B'] as const).flatMap((instance) =>
        Array.from({ length: SAVES_PER_INSTANCE }, (_, k) => ({ instance, content: `<p>round ${round} from ${instance}${k}</p>` })),
      );
      const answers: SaveAnswer[] = await Promise.all(
        saves.map((s) => (s.instance === 'A' ? a : b).patch<NoteDto | NoteConflictBody>(`/api/notes/${note.id}`, { content: s.content, version })),
      );
      const context = `round ${round}: ${JSON.stringify(answers.map((x, i) => [saves[i].instance, x.status, x.body]))}`;
      const won = answers.flatMap((x, i) => (x.status >= 200 && x.status < 300 ? [i] : []));
      expect(won, `exactly one save succeeds (${context})`).toHaveLength(1);
      const winner = saves[won[0]];
      wins[winner.instance] += 1;
      expect(answers[won[0]], context).toMatchObject({ status: 200, body: { version: version + 1, content: winner.content } });
      losers.push(...answers.filter((_, i) => i !== won[0]).map((x) => ({ ...x, winner: { version: version + 1, content: winner.content } })));
      version += 1;
      expect(await readFromBoth(note.id), `stored after ${context}`).toMatchObject({ version, content: winner.content });

      // A loser's next autosave still carries the version it loaded: refused, nothing overwritten.
      const loser = saves.find((s) => s.instance !== winner.instance) ?? saves[0];
      const again = await (loser.instance === 'A' ? a : b).patch(`/api/notes/${note.id}`, { content: `${loser.content}<p>more</p>`, version: version - 1 });
      expect(again.status, context).toBe(409);
      expect(await readFromBoth(note.id)).toMatchObject({ version, content: winner.content });
    }
    return { losers, wins };
  }

  it(`never stores a racing save over newer content: in each of ${RACE_ROUNDS} rounds exactly one of ${2 * SAVES_PER_INSTANCE} saves at one version succeeds and is what both instances read`, async ({ annotate }) => {
    const { losers, wins } = await raceRounds(RACE_ROUNDS);
    const statuses = new Map<number, number>();
    for (const x of losers) statuses.set(x.status, (statuses.get(x.status) ?? 0) + 1);
    const answered = [...statuses].map(([status, n]) => `${status} ×${n}`).join(', ');
    await annotate(`winning saves: ${wins.A} on instance A, ${wins.B} on instance B; losing saves answered ${answered}`);
    for (const x of losers) {
      expect(x.status, `a losing save is refused: ${JSON.stringify(x.body)}`).toBeGreaterThanOrEqual(400);
      // A conflict answer never hands the editor anything older than what was stored.
      if (x.status === 409) expect(x.body).toMatchObject({ note: x.winner });
    }
  }, 60_000);

  // On SQLite this holds because write transactions begin IMMEDIATE: a losing save waits for the
  // winner's commit and then reads the newer note, instead of failing with SQLITE_BUSY mid-way.
  it(
    `answers every losing racing save with 409 and the winner's note, in each of ${RACE_ROUNDS} rounds`,
    async () => {
      const { losers } = await raceRounds(RACE_ROUNDS);
      for (const x of losers) {
        expect(x.status, JSON.stringify(x.body)).toBe(409);
        expect(x.body).toMatchObject({ error: 'conflict', message: NOTE_MESSAGES.conflict, note: x.winner });
      }
    },
    60_000,
  );
});
