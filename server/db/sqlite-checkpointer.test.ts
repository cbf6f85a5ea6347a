import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './index';
import { startCheckpointer } from './sqlite-checkpointer';

const dirs: string[] = [];
const handles: DbHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-checkpoint-'));
  dirs.push(dir);
  return path.join(dir, 'studypilot.db');
}

const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/** About 4 MB of rows in one transaction: far more than SQLite's automatic checkpoint threshold (1,000 pages). */
async function bigTransaction(h: DbHandle): Promise<void> {
  await sql`create table filler (id integer primary key, v text not null)`.execute(h.db);
  await h.db.transaction().execute(async (trx) => {
    for (let i = 0; i < 20; i++) {
      await sql`insert into filler (v) select ${'x'.repeat(200)} from (with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000) select i from n)`.execute(trx);
    }
  });
}

describe('SQLite write-ahead log checkpoints (file databases)', () => {
  it('are never run by a commit on the request thread, and happen in the background soon after', async () => {
    const file = tempFile();
    const h = openDatabase({ sqlitePath: file });
    handles.push(h);
    await bigTransaction(h);
    // Right after the commit the rows are only in the log: the commit did not copy them into the file.
    expect(sizeOf(`${file}-wal`)).toBeGreaterThan(4_000_000);
    expect(sizeOf(file)).toBeLessThan(1_000_000);
    await expect.poll(() => sizeOf(file), { timeout: 5000 }).toBeGreaterThan(4_000_000);
    const { rows } = await sql<{ n: number }>`select count(*) as n from filler`.execute(h.db);
    expect(Number(rows[0]?.n)).toBe(20_000);
  });

  it('closes with the database: the log is folded into the file and removed', async () => {
    const file = tempFile();
    const h = openDatabase({ sqlitePath: file });
    await bigTransaction(h);
    await h.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const again = openDatabase({ sqlitePath: file });
    handles.push(again);
    const { rows } = await sql<{ n: number }>`select count(*) as n from filler`.execute(again.db);
    expect(Number(rows[0]?.n)).toBe(20_000);
  });

  it('reports a thread that cannot run, so commits checkpoint again', async () => {
    const failures: Error[] = [];
    const checkpointer = startCheckpointer(path.join(tempFile(), 'missing-folder', 'x.db'), (err) => failures.push(err), 10);
    await expect.poll(() => failures.length, { timeout: 5000 }).toBe(1);
    await checkpointer.stop();
  });
});
