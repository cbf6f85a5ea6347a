import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from './server/db/index';
import { seedCardsWithReviews } from './server/test/export-seed';
import { afterCursor } from './server/lib/pagination';
const database = openDatabase({ sqlitePath: '/tmp/wx/probe.db' });
await migrateToLatest(database.db);
const db = database.db;
let u = await db.selectFrom('flashcards').select('user_id').limit(1).executeTakeFirst();
const userId = u?.user_id ?? 'u1';
if (!u) { await db.insertInto('users').values({ id: 'u1', email: 'a@b.c', username: 'a', first_name: 'a', last_name: 'b', password_hash: 'x', pin_hash: 'x', grade_level: 10, subject_interests: '[]', timezone: 'UTC', created_at: 'x', updated_at: 'x' } as never).execute(); await seedCardsWithReviews(db, userId, { cards: 50000, reviewsPerCard: 4 }); }
const plan = await sql`explain query plan select * from flashcards where user_id = ${userId} and (created_at, id) > ('a','b') order by created_at, id limit 1000`.execute(db);
console.log(plan.rows);
let t = performance.now(); let after: any; let pages = 0; let tq = 0, tr = 0;
for (;;) {
  let s = performance.now();
  let q = db.selectFrom('flashcards').selectAll().where('user_id', '=', userId);
  if (after) q = q.where(afterCursor(['created_at', 'id'], [after.created_at, after.id], 'asc'));
  const rows = await q.orderBy('created_at').orderBy('id').limit(1000).execute();
  tq += performance.now() - s; s = performance.now();
  if (rows.length) await db.selectFrom('flashcard_reviews').selectAll().where('user_id', '=', userId).where('card_id', 'in', rows.map((r) => r.id)).orderBy('card_id').orderBy('reviewed_at').orderBy('id').execute();
  tr += performance.now() - s;
  pages++;
  if (rows.length < 1000) break; after = rows[rows.length - 1];
}
console.log({ pages, total: performance.now() - t, cards: tq, reviews: tr });
await database.close();
