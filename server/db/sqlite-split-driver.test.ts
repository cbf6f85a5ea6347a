import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DbHandle } from './index';
import { userRow as user } from '../test/rows';

/**
 * SQLite with a reading connection beside the writing one: a request that only reads is never
 * queued behind another request's open transaction, never sees what that transaction has not
 * committed, and writes still go one at a time.
 */

const open: DbHandle[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function database(file: 'file' | 'memory'): Promise<DbHandle> {
  let sqlitePath = ':memory:';
  if (file === 'file') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypilot-split-'));
    dirs.push(dir);
    sqlitePath = path.join(dir, 'test.db');
  }
  const handle = openDatabase({ sqlitePath });
  open.push(handle);
  await migrateToLatest(handle.db);
  return handle;
}

/** A promise with its resolve, to hold a transaction open. */
function gate(): { wait: Promise<void>; open: () => void } {
  let openIt!: () => void;
  const wait = new Promise<void>((resolve) => {
    openIt = resolve;
  });
  return { wait, open: openIt };
}

const countUsers = async (h: DbHandle) => Number((await h.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('SQLite reads beside an open transaction', () => {
  it('reads at once, without seeing uncommitted rows, while a lone write waits for the commit', async () => {
    const h = await database('file');
    const held = gate();
    const entered = gate();
    const order: string[] = [];
    const tx = h.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(user('in-tx')).execute();
      entered.open();
      await held.wait;
      order.push('commit');
    });
    await entered.wait;

    expect(await countUsers(h)).toBe(0);
    const raw = await sql<{ n: number }>`select count(*) as n from users`.execute(h.db);
    expect(Number(raw.rows[0]?.n)).toBe(0);
    order.push('read');

    const write = h.db
      .insertInto('users')
      .values(user('outside'))
      .execute()
      .then(() => order.push('write'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(order).toEqual(['read']);
    held.open();
    await Promise.all([tx, write]);
    expect(order).toEqual(['read', 'commit', 'write']);
    expect(await countUsers(h)).toBe(2);
  });

  it('gives the writing connection back after a rollback', async () => {
    const h = await database('file');
    await expect(
      h.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(user('rolled-back')).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await h.db.insertInto('users').values(user('after')).execute();
    expect((await h.db.selectFrom('users').select('id').execute()).map((r) => r.id)).toEqual(['after']);
  });

  it('keeps transactions one at a time, each seeing its own writes', async () => {
    const h = await database('file');
    const runs = Array.from({ length: 5 }, (_, i) =>
      h.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(user(`u${i}`)).execute();
        await new Promise((resolve) => setTimeout(resolve, 5));
        const seen = await trx.selectFrom('users').select('id').where('id', '=', `u${i}`).execute();
        expect(seen).toHaveLength(1);
        return Number((await trx.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      }),
    );
    expect((await Promise.all(runs)).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('in memory (one connection), a read waits for the open transaction rather than see its rows', async () => {
    const h = await database('memory');
    const held = gate();
    const entered = gate();
    const tx = h.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(user('in-tx')).execute();
      entered.open();
      await held.wait;
    });
    await entered.wait;
    const read = countUsers(h);
    held.open();
    await tx;
    expect(await read).toBe(1);
  });
});
