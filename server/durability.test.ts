import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDto } from '@common/schemas/notes';
import { TEST_DIALECTS } from './test/harness';
import { ApiClient, createScratchDatabase, registerStudent, startServer, type ScratchDatabase, type ServerProcess } from './test/server-process';

/**
 * Crash safety of acknowledged writes (issue 13, red-team item 6): the real server process is
 * killed with SIGKILL while several clients create and save notes, then started again on the same
 * data. Every write it answered 2xx must be there, with the content it acknowledged or a later
 * save's; a save still in flight at the kill may have landed or not, nothing else may differ.
 */

const KILL_ROUNDS = 2;
/** How long each storm runs before the kill. */
const STORM_MS = 3_000;
const STUDENTS = 2;
/** Concurrent clients; each owns the notes it creates, so each note has one writer. */
const CLIENTS = 8;
/** A client keeps this many notes of its own before it mostly saves. */
const NOTES_PER_CLIENT = 6;

/**
 * What the server last acknowledged for a note, and a save whose outcome is unknown: in flight at
 * the kill (or answered with something other than success), so it may have landed or not.
 */
interface LedgerNote {
  id: string;
  client: number;
  version: number;
  title: string;
  content: string;
  unanswered?: { title: string; content: string };
}

interface Ledger {
  notes: Map<string, LedgerNote>;
  /** Acknowledged creates and saves, over all rounds. */
  acknowledged: number;
  /** Creates sent and never answered with success: each may or may not have landed. */
  unansweredCreates: number;
  /** Answers a lone writer should never get (409, 5xx…): none is expected. */
  unexpected: string[];
}

/** One storm: clients write until `stop()`; `inFlight` counts requests sent and not yet answered. */
function storm(server: ServerProcess, students: string[], ledger: Ledger, round: number) {
  let stopped = false;
  let inFlight = 0;
  let writing = CLIENTS;
  let acknowledged = 0;
  const clients = Array.from({ length: CLIENTS }, async (_, c) => {
    const api = new ApiClient(server.url, students[c % students.length]);
    let seq = 0;
    while (!stopped) {
      seq += 1;
      const mine = [...ledger.notes.values()].filter((n) => n.client === c && !n.unanswered);
      const text = `<p>round ${round} client ${c} write ${seq}</p>`;
      if (mine.length < NOTES_PER_CLIENT || seq % 4 === 0) {
        const sent = { title: `Note r${round} c${c} w${seq}`, content: text };
        inFlight += 1;
        const res = await api.post<NoteDto>('/api/notes', sent).catch(() => undefined);
        inFlight -= 1;
        if (!res) {
          ledger.unansweredCreates += 1;
          return;
        }
        if (res.status !== 201 || res.body.content !== sent.content || res.body.version !== 1) {
          // Whether it was stored is unknown: counted like a create left unanswered.
          ledger.unexpected.push(`create answered ${res.status} ${JSON.stringify(res.body)}`);
          ledger.unansweredCreates += 1;
          continue;
        }
        acknowledged += 1;
        ledger.notes.set(res.body.id, { id: res.body.id, client: c, version: 1, title: res.body.title, content: res.body.content });
      } else {
        const note = mine[seq % mine.length];
        const sent = { title: `${note.title.split(' · ')[0]} · r${round} w${seq}`, content: text };
        inFlight += 1;
        const res = await api.patch<NoteDto>(`/api/notes/${note.id}`, { ...sent, version: note.version }).catch(() => undefined);
        inFlight -= 1;
        if (!res) {
          note.unanswered = sent;
          return;
        }
        if (res.status !== 200 || res.body.content !== sent.content || res.body.title !== sent.title || res.body.version !== note.version + 1) {
          // Whether it was stored is unknown: checked like a save left unanswered, and not saved again.
          ledger.unexpected.push(`save of ${note.id} at v${note.version} answered ${res.status} ${JSON.stringify(res.body)}`);
          note.unanswered = sent;
          continue;
        }
        acknowledged += 1;
        Object.assign(note, { version: res.body.version, title: res.body.title, content: res.body.content });
      }
    }
  }).map((client) => client.finally(() => (writing -= 1)));
  return {
    inFlight: () => inFlight,
    /** Clients still writing (one stops when its request fails: the server is gone). */
    writing: () => writing,
    stop: () => {
      stopped = true;
    },
    /** Settles when every client has stopped; the number of writes acknowledged in this storm. */
    done: async () => {
      await Promise.all(clients);
      ledger.acknowledged += acknowledged;
      return acknowledged;
    },
  };
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

/**
 * Reads every note of the ledger back from the restarted server and lists what differs from what
 * was acknowledged. A save left unanswered by the kill may have landed (one version later, its
 * content) or not; either way the ledger then follows what is stored, for the next round.
 */
async function differences(server: ServerProcess, students: string[], ledger: Ledger): Promise<{ problems: string[]; unansweredSaves: number; landed: number }> {
  const problems: string[] = [];
  let unansweredSaves = 0;
  let landedSaves = 0;
  await inBatches([...ledger.notes.values()], 8, async (note) => {
    const api = new ApiClient(server.url, students[note.client % students.length]);
    const res = await api.get<NoteDto>(`/api/notes/${note.id}`);
    if (res.status !== 200) {
      problems.push(`note ${note.id} (acknowledged at v${note.version}) answers ${res.status} after the restart`);
      return;
    }
    const stored = res.body;
    const acked = stored.version === note.version && stored.title === note.title && stored.content === note.content;
    const landed =
      !!note.unanswered && stored.version === note.version + 1 && stored.title === note.unanswered.title && stored.content === note.unanswered.content;
    if (!acked && !landed) {
      problems.push(
        `note ${note.id}: acknowledged v${note.version} ${JSON.stringify(note.content)}` +
          `${note.unanswered ? ` (then ${JSON.stringify(note.unanswered.content)} unanswered)` : ''}, stored v${stored.version} ${JSON.stringify(stored.content)}`,
      );
      return;
    }
    if (note.unanswered) unansweredSaves += 1;
    if (landed) {
      landedSaves += 1;
      Object.assign(note, { version: stored.version, title: stored.title, content: stored.content });
    }
    note.unanswered = undefined;
  });
  // Nothing appears that nobody wrote: every stored note is acknowledged or an unanswered create.
  let stored = 0;
  for (const cookie of students) {
    const api = new ApiClient(server.url, cookie);
    let cursor: string | undefined;
    do {
      const res = await api.get<{ items: { id: string }[]; nextCursor: string | null }>(`/api/notes?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      if (res.status !== 200) throw new Error(`notes list answered ${res.status}`);
      stored += res.body.items.length;
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor);
  }
  const extra = stored - ledger.notes.size;
  if (extra < 0 || extra > ledger.unansweredCreates) {
    problems.push(`${stored} notes stored for ${ledger.notes.size} acknowledged creates and ${ledger.unansweredCreates} unanswered ones`);
  }
  return { problems, unansweredSaves, landed: landedSaves };
}

describe.each(TEST_DIALECTS)('the server process killed with SIGKILL during a write storm (%s)', (dialect) => {
  let dataDir: string;
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-durability-'));
    if (dialect === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'studypilot_durability');
  });

  afterAll(async () => {
    try {
      await server?.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  });

  it(`keeps every acknowledged note create and save over ${KILL_ROUNDS} kill rounds, with the acknowledged content or a later save's`, async ({ annotate }) => {
    const start = () => startServer({ dataDir, databaseUrl: database?.url });
    server = await start();
    const students: string[] = [];
    for (let s = 0; s < STUDENTS; s += 1) {
      const api = new ApiClient(server.url);
      await registerStudent(api, `Storm${s}`);
      students.push(api.cookie);
    }
    const ledger: Ledger = { notes: new Map(), acknowledged: 0, unansweredCreates: 0, unexpected: [] };

    for (let round = 1; round <= KILL_ROUNDS; round += 1) {
      const running = server;
      const writes = storm(running, students, ledger, round);
      const stormEnds = Date.now() + STORM_MS;
      // Kill it once the storm has run its time, at a moment requests are in flight (or at once if
      // every client has stopped: the server went away by itself, which the exit status then shows).
      await expect
        .poll(() => writes.writing() === 0 || (Date.now() >= stormEnds && writes.inFlight() > 0), { timeout: STORM_MS + 10_000, interval: 5 })
        .toBe(true);
      running.child.kill('SIGKILL');
      const inFlightAtKill = writes.inFlight();
      writes.stop();
      expect(await running.exited).toBe('SIGKILL');
      const acknowledged = await writes.done();

      server = await start();
      const { problems, unansweredSaves, landed } = await differences(server, students, ledger);
      const summary =
        `round ${round}: ${acknowledged} writes acknowledged, ${inFlightAtKill} in flight at the kill ` +
        `(${landed} of ${unansweredSaves} unanswered saves landed); ${ledger.acknowledged} acknowledged writes checked so far over ${ledger.notes.size} notes`;
      await annotate(summary);
      expect(problems, `acknowledged writes lost or rolled back (${summary})`).toEqual([]);
      expect(ledger.unexpected, 'answers a lone writer should not get while the server was up').toEqual([]);
      expect(acknowledged, `round ${round}: writes acknowledged before the kill`).toBeGreaterThan(50);
    }
  }, 120_000);
});
