import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './index';

describe('withStatementCache', () => {
  it('reuses the prepared statement for the same SQL text and still sees new rows', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (x integer)').run();
    const insert = db.prepare('insert into t (x) values (?)');
    expect(db.prepare('insert into t (x) values (?)')).toBe(insert);
    insert.run(1);
    db.prepare('insert into t (x) values (?)').run(2);
    expect(db.prepare('select x from t order by x').all()).toEqual([{ x: 1 }, { x: 2 }]);
    db.close();
  });

  it('prepares a fresh statement while the cached one is still iterating', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (x integer)').run();
    db.prepare('insert into t (x) values (1), (2)').run();
    const outer = db.prepare('select x from t order by x');
    const seen: number[] = [];
    for (const row of outer.iterate() as Iterable<{ x: number }>) {
      const inner = db.prepare('select x from t order by x');
      expect(inner).not.toBe(outer);
      seen.push(row.x, (inner.all() as Array<{ x: number }>).length);
    }
    expect(seen).toEqual([1, 2, 2, 2]);
    db.close();
  });

  it('keeps working after a schema change (SQLite re-prepares cached statements)', () => {
    const sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    db.prepare('create table t (x integer)').run();
    db.prepare('insert into t (x) values (1)').run();
    expect(db.prepare('select * from t').all()).toEqual([{ x: 1 }]);
    db.prepare('alter table t add column y integer default 7').run();
    expect(db.prepare('select * from t').all()).toEqual([{ x: 1, y: 7 }]);
    db.close();
  });
});
