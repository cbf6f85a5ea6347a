import { PostgresAdapter, type Selectable } from 'kysely';
import type { Preferences } from '@common/schemas/profile';
import type { UserSettings } from '@common/schemas/settings';
import { readBool, readJson } from '../../db/codec';
import type {
  AiUsageTable,
  AssignmentsTable,
  ChatMessagesTable,
  ChatSessionsTable,
  DailyActivityTable,
  DecksTable,
  FlashcardReviewsTable,
  FlashcardsTable,
  NotesTable,
  QuizAttemptsTable,
  QuizzesTable,
  SentStudyEmailsTable,
  StudyPlansTable,
  StudySessionsTable,
  XpEventsTable,
} from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { afterCursor } from '../../lib/pagination';
import { presentUser } from '../../lib/presenters';

/** The JSON a student downloads from Export Data. Only whitelisted fields; never a hash or a session. */
export interface UserExport {
  format: 'studypilot-export';
  version: 1;
  exportedAt: string;
  profile: ReturnType<typeof presentUser> & { timezone: string };
  settings: UserSettings;
  preferences: Preferences;
  notes: Array<Record<string, unknown>>;
  decks: Array<Record<string, unknown>>;
  flashcards: Array<Record<string, unknown>>;
  quizzes: Array<Record<string, unknown>>;
  chatSessions: Array<Record<string, unknown>>;
  assignments: Array<Record<string, unknown>>;
  studyPlans: Array<Record<string, unknown>>;
  achievements: Array<Record<string, unknown>>;
  studySessions: Array<Record<string, unknown>>;
  /** Study e-mails sent: which kind, for which day / assignment deadline / week, and when. */
  studyEmails: Array<Record<string, unknown>>;
  xpEvents: Array<Record<string, unknown>>;
  dailyActivity: Array<Record<string, unknown>>;
  aiUsage: Array<Record<string, unknown>>;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

type Db = AppContext['db'];

/**
 * Rows read per query: memory stays that of one page, whatever the student has stored, and each
 * page (a query and its serialisation) holds the request thread only for a few milliseconds.
 */
export const EXPORT_PAGE_SIZE = 100;
/**
 * On PostgreSQL a page is read over the network (the request thread only parses it), so pages are
 * this many times larger: the export then waits on fewer round trips when the server is busy.
 */
const POSTGRES_PAGE_FACTOR = 2;

/** Rows per page of a section on this database (PostgreSQL reads over the network: larger pages). */
export function exportPageRows(db: Db, rows = EXPORT_PAGE_SIZE): number {
  return db.getExecutor().adapter instanceof PostgresAdapter ? rows * POSTGRES_PAGE_FACTOR : rows;
}

/**
 * Reads a table page by page with keyset pagination: `fetch` returns up to `limit` rows after
 * `after` (the last row of the previous page, undefined for the first) in the section's order.
 * Each page starts on a new turn of the event loop: SQLite answers synchronously, so without it a
 * fast reader would chain every page in microtasks and hold the thread for the whole export
 * (measured by bench:scale: a light student's request waited 3 s behind one).
 */
async function* keysetPages<Row>(db: Db, fetch: (after: Row | undefined, limit: number) => Promise<Row[]>, rows = EXPORT_PAGE_SIZE): AsyncGenerator<Row[]> {
  const limit = exportPageRows(db, rows);
  let after: Row | undefined;
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const rows = await fetch(after, limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1];
  }
}

/**
 * One array of the export document: its name, the student's rows a page at a time (each page may
 * carry its children, read with one query per page, never per row) and the presenter that
 * whitelists a row's fields. A new table is a new entry in EXPORT_SECTIONS.
 */
export interface ExportSection<Row> {
  name: keyof UserExport;
  pages: (db: Db, userId: string) => AsyncIterable<Row[]>;
  present: (row: Row) => Record<string, unknown>;
}

/** A section with its row type hidden, so sections of different tables share one list. */
interface AnySection {
  name: keyof UserExport;
  presented: (db: Db, userId: string) => AsyncIterable<Array<Record<string, unknown>>>;
}

function section<Row>(s: ExportSection<Row>): AnySection {
  return {
    name: s.name,
    async *presented(db, userId) {
      for await (const rows of s.pages(db, userId)) yield rows.map(s.present);
    },
  };
}

/**
 * The children of one page of parents (reviews of cards, attempts of quizzes, messages of chats),
 * selected by parent id. The parent ids come from a query scoped by the student's id, so these
 * rows are theirs; the query carries no `user_id = ?` on purpose: with it, SQLite's planner picks
 * the (user_id, …) index and reads every review of the student for each page (180 ms a page at
 * 200,000 reviews, against 19 ms through the parent-id index). The owner is still checked on
 * every row, so a row of anyone else could never be exported.
 */
async function childRows<Row extends { user_id: string }>(query: { execute(): Promise<Row[]> }, userId: string): Promise<Row[]> {
  return (await query.execute()).filter((row) => row.user_id === userId);
}

type CardRow = Selectable<FlashcardsTable> & { deck_name: string };
type ExportedNote = Pick<Selectable<NotesTable>, 'id' | 'title' | 'content' | 'subject' | 'folder' | 'is_favorite' | 'word_count' | 'created_at' | 'updated_at'>;
type CardWithReviews = { card: CardRow; reviews: Array<Selectable<FlashcardReviewsTable>> };
type QuizWithAttempts = { quiz: Selectable<QuizzesTable>; attempts: Array<Selectable<QuizAttemptsTable>> };
type SessionWithMessages = { session: Selectable<ChatSessionsTable>; messages: Array<Selectable<ChatMessagesTable>> };
type UnlockedAchievement = { achievement_id: string; unlocked_at: string; name: string; description: string; xp_reward: number };

/** Cards in order of creation, each page with the review history of its cards (one query a page). */
async function* cardsWithReviews(db: Db, userId: string): AsyncGenerator<CardWithReviews[]> {
  const cards = keysetPages<CardRow>(db, (after, limit) => {
    let q = db
      .selectFrom('flashcards')
      .innerJoin('decks', 'decks.id', 'flashcards.deck_id')
      .selectAll('flashcards')
      .select('decks.name as deck_name')
      .where('flashcards.user_id', '=', userId);
    if (after) q = q.where(afterCursor(['flashcards.created_at', 'flashcards.id'], [after.created_at, after.id], 'asc'));
    return q.orderBy('flashcards.created_at').orderBy('flashcards.id').limit(limit).execute();
  });
  for await (const page of cards) {
    const reviews = await childRows(
      db
        .selectFrom('flashcard_reviews')
        .selectAll()
        .where('card_id', 'in', page.map((c) => c.id))
        .orderBy('card_id')
        .orderBy('reviewed_at')
        .orderBy('id'),
      userId,
    );
    const byCard = groupBy(reviews, (r) => r.card_id);
    yield page.map((card) => ({ card, reviews: byCard.get(card.id) ?? [] }));
  }
}

/** Quizzes in order of creation, each page with its attempts. */
async function* quizzesWithAttempts(db: Db, userId: string): AsyncGenerator<QuizWithAttempts[]> {
  // Quizzes carry their questions (JSON): smaller pages.
  const quizzes = keysetPages<Selectable<QuizzesTable>>(db, (after, limit) => {
    let q = db.selectFrom('quizzes').selectAll().where('user_id', '=', userId);
    if (after) q = q.where(afterCursor(['created_at', 'id'], [after.created_at, after.id], 'asc'));
    return q.orderBy('created_at').orderBy('id').limit(limit).execute();
  }, 50);
  for await (const page of quizzes) {
    const attempts = await childRows(
      db
        .selectFrom('quiz_attempts')
        .selectAll()
        .where('quiz_id', 'in', page.map((q) => q.id))
        .orderBy('quiz_id')
        .orderBy('started_at')
        .orderBy('id'),
      userId,
    );
    const byQuiz = groupBy(attempts, (a) => a.quiz_id);
    yield page.map((quiz) => ({ quiz, attempts: byQuiz.get(quiz.id) ?? [] }));
  }
}

/** Chat sessions in order of creation, each page with its messages in order. */
async function* sessionsWithMessages(db: Db, userId: string): AsyncGenerator<SessionWithMessages[]> {
  // A session holds many messages (20 or more each): small pages of sessions.
  const sessions = keysetPages<Selectable<ChatSessionsTable>>(db, (after, limit) => {
    let q = db.selectFrom('chat_sessions').selectAll().where('user_id', '=', userId);
    if (after) q = q.where(afterCursor(['created_at', 'id'], [after.created_at, after.id], 'asc'));
    return q.orderBy('created_at').orderBy('id').limit(limit).execute();
  }, 20);
  for await (const page of sessions) {
    const messages = await childRows(
      db
        .selectFrom('chat_messages')
        .selectAll()
        .where('session_id', 'in', page.map((s) => s.id))
        .orderBy('session_id')
        .orderBy('position')
        .orderBy('id'),
      userId,
    );
    const bySession = groupBy(messages, (m) => m.session_id);
    yield page.map((session) => ({ session, messages: bySession.get(session.id) ?? [] }));
  }
}

/**
 * The arrays of the export, in document order. Every query is scoped by user id; it reads other
 * features' tables directly because no feature service has an "everything" read.
 */
export const EXPORT_SECTIONS: readonly AnySection[] = [
  section<ExportedNote>({
    name: 'notes',
    pages: (db, userId) =>
      // Notes are long (HTML): small pages, and only the columns the document carries (not the
      // plain-text and search copies of the same text).
      keysetPages(db, (after, limit) => {
        let q = db
          .selectFrom('notes')
          .select(['id', 'title', 'content', 'subject', 'folder', 'is_favorite', 'word_count', 'created_at', 'updated_at'])
          .where('user_id', '=', userId);
        if (after) q = q.where(afterCursor(['created_at', 'id'], [after.created_at, after.id], 'asc'));
        return q.orderBy('created_at').orderBy('id').limit(limit).execute();
      }, 25),
    present: (n) => ({
      id: n.id,
      title: n.title,
      content: n.content,
      subject: n.subject,
      folder: n.folder,
      isFavorite: readBool(n.is_favorite),
      wordCount: Number(n.word_count),
      createdAt: n.created_at,
      updatedAt: n.updated_at,
    }),
  }),
  section<Selectable<DecksTable>>({
    name: 'decks',
    pages: (db, userId) =>
      keysetPages(db, (after, limit) => {
        let q = db.selectFrom('decks').selectAll().where('user_id', '=', userId);
        if (after) q = q.where(afterCursor(['name', 'id'], [after.name, after.id], 'asc'));
        return q.orderBy('name').orderBy('id').limit(limit).execute();
      }),
    present: (d) => ({
      id: d.id,
      name: d.name,
      subject: d.subject,
      difficulty: d.difficulty,
      description: d.description,
      createdAt: d.created_at,
      updatedAt: d.updated_at,
    }),
  }),
  section<CardWithReviews>({
    name: 'flashcards',
    pages: cardsWithReviews,
    present: ({ card: c, reviews }) => ({
      id: c.id,
      deckId: c.deck_id,
      deckName: c.deck_name,
      front: c.front,
      back: c.back,
      subject: c.subject,
      difficulty: c.difficulty,
      state: c.state,
      due: c.due,
      reps: Number(c.reps),
      lapses: Number(c.lapses),
      lastReview: c.last_review,
      createdAt: c.created_at,
      updatedAt: c.updated_at,
      reviews: reviews.map((r) => ({
        rating: r.rating,
        stateBefore: r.state_before,
        dueBefore: r.due_before,
        dueAfter: r.due_after,
        scheduledDays: Number(r.scheduled_days),
        reviewedAt: r.reviewed_at,
      })),
    }),
  }),
  section<QuizWithAttempts>({
    name: 'quizzes',
    pages: quizzesWithAttempts,
    present: ({ quiz: q, attempts }) => ({
      id: q.id,
      title: q.title,
      subject: q.subject,
      difficulty: q.difficulty,
      questionType: q.question_type,
      learnMode: readBool(q.learn_mode),
      isPracticeMode: readBool(q.is_practice),
      timeLimitMinutes: q.time_limit_minutes,
      source: q.source,
      questions: readJson<unknown[]>(q.questions, []),
      score: q.score,
      createdAt: q.created_at,
      updatedAt: q.updated_at,
      attempts: attempts.map((a) => ({
        startedAt: a.started_at,
        submittedAt: a.submitted_at,
        answers: readJson<Record<string, unknown> | null>(a.answers, null),
        results: readJson<boolean[] | null>(a.results, null),
        score: a.score,
        correctCount: a.correct_count,
        total: Number(a.total),
        timeTakenSeconds: a.time_taken_seconds,
        late: readBool(a.late),
      })),
    }),
  }),
  section<SessionWithMessages>({
    name: 'chatSessions',
    pages: sessionsWithMessages,
    present: ({ session: s, messages }) => ({
      id: s.id,
      createdAt: s.created_at,
      updatedAt: s.updated_at,
      messages: messages.map((m) => ({ role: m.role, content: m.content, feedback: m.feedback, createdAt: m.created_at })),
    }),
  }),
  section<Selectable<AssignmentsTable>>({
    name: 'assignments',
    pages: (db, userId) =>
      keysetPages(db, (after, limit) => {
        let q = db.selectFrom('assignments').selectAll().where('user_id', '=', userId);
        if (after) q = q.where(afterCursor(['created_at', 'id'], [after.created_at, after.id], 'asc'));
        return q.orderBy('created_at').orderBy('id').limit(limit).execute();
      }),
    present: (a) => ({
      id: a.id,
      title: a.title,
      description: a.description,
      subject: a.subject,
      dueDate: a.due_date,
      importance: a.importance,
      estimatedHours: Number(a.estimated_hours),
      completed: readBool(a.completed),
      completedAt: a.completed_at,
      createdAt: a.created_at,
      updatedAt: a.updated_at,
    }),
  }),
  section<Selectable<StudyPlansTable>>({
    name: 'studyPlans',
    pages: (db, userId) =>
      keysetPages(db, (after, limit) => {
        let q = db.selectFrom('study_plans').selectAll().where('user_id', '=', userId);
        if (after) q = q.where(afterCursor(['created_at', 'id'], [after.created_at, after.id], 'asc'));
        return q.orderBy('created_at').orderBy('id').limit(limit).execute();
      }, 100),
    present: (p) => ({
      id: p.id,
      title: p.title,
      subjects: readJson<unknown>(p.subjects, null),
      preferences: readJson<unknown>(p.preferences, null),
      schedule: readJson<unknown>(p.schedule, null),
      recommendations: readJson<unknown>(p.recommendations, null),
      unscheduled: readJson<unknown>(p.unscheduled, null),
      createdAt: p.created_at,
    }),
  }),
  section<UnlockedAchievement>({
    name: 'achievements',
    pages: (db, userId) =>
      keysetPages(db, (after, limit) => {
        let q = db
          .selectFrom('user_achievements as ua')
          .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
          .select(['ua.achievement_id', 'ua.unlocked_at', 'a.name', 'a.description', 'a.xp_reward'])
          .where('ua.user_id', '=', userId);
        if (after) q = q.where(afterCursor(['ua.unlocked_at', 'ua.achievement_id'], [after.unlocked_at, after.achievement_id], 'asc'));
        return q.orderBy('ua.unlocked_at').orderBy('ua.achievement_id').limit(limit).execute();
      }),
    present: (a) => ({
      achievementId: a.achievement_id,
      name: a.name,
      description: a.description,
      xpReward: Number(a.xp_reward),
      unlockedAt: a.unlocked_at,
    }),
  }),
  section<Selectable<StudySessionsTable>>({
    name: 'studySessions',
    pages: (db, userId) =>
      keysetPages(db, (after, limit) => {
        let q = db.selectFrom('study_sessions').selectAll().where('user_id', '=', userId);
        if (after) q = q.where(afterCursor(['started_at', 'id'], [after.started_at, after.id], 'asc'));
        return q.orderBy('started_at').orderBy('id').limit(limit).execute();
      }),
    present: (s) => ({ id: s.id, minutes: Number(s.minutes), startedAt: s.started_at, endedAt: s.ended_at, createdAt: s.created_at }),
  }),
  section<Pick<Selectable<SentStudyEmailsTable>, 'kind' | 'key' | 'sent_at'>>({
    name: 'studyEmails',
    pages: (db, userId) =>
      keysetPages(db, (after, limit) => {
        let q = db.selectFrom('sent_study_emails').select(['kind', 'key', 'sent_at']).where('user_id', '=', userId);
        if (after) q = q.where(afterCursor(['sent_at', 'kind', 'key'], [after.sent_at, after.kind, after.key], 'asc'));
        return q.orderBy('sent_at').orderBy('kind').orderBy('key').limit(limit).execute();
      }),
    present: (m) => ({ kind: m.kind, about: m.key, sentAt: m.sent_at }),
  }),
  section<Selectable<XpEventsTable>>({
    name: 'xpEvents',
    pages: (db, userId) =>
      keysetPages(db, (after, limit) => {
        let q = db.selectFrom('xp_events').selectAll().where('user_id', '=', userId);
        if (after) q = q.where(afterCursor(['created_at', 'id'], [after.created_at, after.id], 'asc'));
        return q.orderBy('created_at').orderBy('id').limit(limit).execute();
      }),
    present: (e) => ({
      kind: e.kind,
      xp: Number(e.xp),
      minutes: Number(e.minutes),
      day: e.day,
      detail: readJson<unknown>(e.detail, null),
      createdAt: e.created_at,
    }),
  }),
  section<Selectable<DailyActivityTable>>({
    name: 'dailyActivity',
    pages: (db, userId) =>
      keysetPages(db, (after, limit) => {
        let q = db.selectFrom('daily_activity').selectAll().where('user_id', '=', userId);
        if (after) q = q.where('day', '>', after.day);
        return q.orderBy('day').limit(limit).execute();
      }),
    present: (d) => ({ day: d.day, events: Number(d.events), xp: Number(d.xp), minutes: Number(d.minutes) }),
  }),
  section<Selectable<AiUsageTable>>({
    name: 'aiUsage',
    pages: (db, userId) =>
      keysetPages(db, (after, limit) => {
        let q = db.selectFrom('ai_usage').selectAll().where('user_id', '=', userId);
        if (after) q = q.where(afterCursor(['created_at', 'id'], [after.created_at, after.id], 'asc'));
        return q.orderBy('created_at').orderBy('id').limit(limit).execute();
      }),
    present: (u) => ({
      feature: u.feature,
      engine: u.engine,
      model: u.model,
      inputTokens: Number(u.input_tokens),
      outputTokens: Number(u.output_tokens),
      createdAt: u.created_at,
    }),
  }),
];

/** A value's pretty JSON, indented to sit at the document's first level. */
function headValue(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
}

/**
 * The export document as text, written section by section: the account first, then each array a
 * page at a time, one row per line. Only one page is ever in memory, and a page is produced only
 * when the response has taken the previous one (the caller pulls), so memory stays constant
 * whatever the student has stored. Serialising a row is cheap; each page awaits the database, so
 * the request thread serves other requests between pages.
 */
export async function* streamExport(
  db: Db,
  now: Date,
  userId: string,
  settings: UserSettings,
  preferences: Preferences,
  sections: readonly AnySection[] = EXPORT_SECTIONS,
): AsyncGenerator<string> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const head: Pick<UserExport, 'format' | 'version' | 'exportedAt' | 'profile' | 'settings' | 'preferences'> = {
    format: 'studypilot-export',
    version: 1,
    exportedAt: now.toISOString(),
    profile: { ...presentUser(user, now), timezone: user.timezone },
    settings,
    preferences,
  };
  yield `{\n${Object.entries(head)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${headValue(value)}`)
    .join(',\n')}`;
  for (const s of sections) {
    yield `,\n  ${JSON.stringify(s.name)}: [`;
    let rows = 0;
    for await (const page of s.presented(db, userId)) {
      let text = '';
      for (const row of page) text += `${rows++ === 0 ? '' : ','}\n    ${JSON.stringify(row)}`;
      yield text;
    }
    yield rows === 0 ? ']' : '\n  ]';
  }
  yield '\n}\n';
}
