import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';

/** Cards moved per UPDATE while existing cards get their deck id (keeps each statement small). */
const BACKFILL_BATCH = 500;

/**
 * Decks become rows of their own (ARCHITECTURE.md, Data; docs/decisions/0006): a deck has an id, a
 * name unique per student, its own subject and description, and room for per-deck study settings;
 * cards reference it by `deck_id`. Renaming a deck is then one row update, and adding a card no
 * longer changes a deck's subject.
 *
 * Existing data: one deck per (student, deck name), whose subject and difficulty are those of its
 * newest card (what the Library showed before), then every card gets its deck's id and the repeated
 * name is dropped. `deck_id` is NOT NULL on PostgreSQL; SQLite cannot add that constraint to an
 * existing column without rebuilding the table, so there the app guarantees it (every insert sets it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('decks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // Per-deck study settings (JSON): new cards per day, desired retention… for the work that needs them.
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('decks_user_name_uq').on('decks').columns(['user_id', 'name']).unique().execute();
  await db.schema.createIndex('decks_user_updated_idx').on('decks').columns(['user_id', 'updated_at', 'id']).execute();

  await db.schema
    .alterTable('flashcards')
    .addColumn('deck_id', 'text', (c) => c.references('decks.id').onDelete('cascade'))
    .execute();

  // One deck per (user, deck name); the newest card describes it, as the Library showed before.
  const rows = await sql<{ user_id: string; deck_name: string; subject: string; difficulty: string; created_at: string; updated_at: string }>`
    select user_id, deck_name, subject, difficulty, created_at, updated_at
    from flashcards order by user_id, deck_name, created_at desc, id desc`.execute(db);
  const decks = new Map<string, { id: string; user_id: string; name: string; subject: string; difficulty: string; created_at: string; updated_at: string }>();
  for (const r of rows.rows) {
    const key = `${r.user_id}\u0000${r.deck_name}`;
    const deck = decks.get(key);
    if (!deck) {
      decks.set(key, { id: uuidv7(), user_id: r.user_id, name: r.deck_name, subject: r.subject, difficulty: r.difficulty, created_at: r.created_at, updated_at: r.updated_at });
    } else {
      if (r.created_at < deck.created_at) deck.created_at = r.created_at;
      if (r.updated_at > deck.updated_at) deck.updated_at = r.updated_at;
    }
  }
  const all = [...decks.values()];
  for (let i = 0; i < all.length; i += BACKFILL_BATCH) {
    const batch = all.slice(i, i + BACKFILL_BATCH);
    await sql`insert into decks (id, user_id, name, subject, difficulty, description, settings, created_at, updated_at) values ${sql.join(
      batch.map((d) => sql`(${d.id}, ${d.user_id}, ${d.name}, ${d.subject}, ${d.difficulty}, '', '{}', ${d.created_at}, ${d.updated_at})`),
    )}`.execute(db);
  }
  // Each card takes its deck's id: one indexed lookup per card, once.
  await sql`update flashcards set deck_id = (select d.id from decks d where d.user_id = flashcards.user_id and d.name = flashcards.deck_name)`.execute(db);

  await db.schema.dropIndex('flashcards_user_deck_idx').execute();
  await db.schema.alterTable('flashcards').dropColumn('deck_name').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table flashcards alter column deck_id set not null`.execute(db);

  // A deck's cards in the order they were made (browse, study, export) and the Library's grouped counts.
  await db.schema.createIndex('flashcards_user_deck_created_idx').on('flashcards').columns(['user_id', 'deck_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('flashcards_user_deck_state_due_idx').on('flashcards').columns(['user_id', 'deck_id', 'state', 'due', 'id']).execute();
  // Every deck's review queue and new cards, and the newest cards of all decks.
  await db.schema.createIndex('flashcards_user_state_due_idx').on('flashcards').columns(['user_id', 'state', 'due', 'id']).execute();
  await db.schema.createIndex('flashcards_user_created_idx').on('flashcards').columns(['user_id', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['flashcards_user_created_idx', 'flashcards_user_state_due_idx', 'flashcards_user_deck_state_due_idx', 'flashcards_user_deck_created_idx']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema.alterTable('flashcards').addColumn('deck_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`update flashcards set deck_name = (select d.name from decks d where d.id = flashcards.deck_id)`.execute(db);
  await db.schema.alterTable('flashcards').dropColumn('deck_id').execute();
  await db.schema.createIndex('flashcards_user_deck_idx').on('flashcards').columns(['user_id', 'deck_name']).execute();
  await db.schema.dropTable('decks').execute();
}
