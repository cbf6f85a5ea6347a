import type { Preferences } from '@common/schemas/profile';
import type { UserSettings } from '@common/schemas/settings';
import { readBool, readJson } from '../../db/codec';
import type { AppContext } from '../../lib/context';
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

/**
 * Reads every row the student owns and presents it. Read-only and scoped by user id in every query;
 * it reads other features' tables directly because no feature service has an "everything" read.
 */
export async function collectExport(ctx: AppContext, userId: string, settings: UserSettings, preferences: Preferences): Promise<UserExport> {
  const { db } = ctx;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

  const [notes, cards, reviews, quizzes, attempts, sessions, messages, xpEvents, daily, aiUsage] = await Promise.all([
    db.selectFrom('notes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db
      .selectFrom('flashcards')
      .innerJoin('decks', 'decks.id', 'flashcards.deck_id')
      .selectAll('flashcards')
      .select('decks.name as deck_name')
      .where('flashcards.user_id', '=', userId)
      .orderBy('flashcards.created_at')
      .execute(),
    db.selectFrom('flashcard_reviews').selectAll().where('user_id', '=', userId).orderBy('reviewed_at').execute(),
    db.selectFrom('quizzes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('quiz_attempts').selectAll().where('user_id', '=', userId).orderBy('started_at').execute(),
    db.selectFrom('chat_sessions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('chat_messages').selectAll().where('user_id', '=', userId).orderBy('position').execute(),
    db.selectFrom('xp_events').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('daily_activity').selectAll().where('user_id', '=', userId).orderBy('day').execute(),
    db.selectFrom('ai_usage').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
  ]);

  const [assignments, plans, unlocked, studySessions, studyEmails] = await Promise.all([
    db.selectFrom('assignments').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('study_plans').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db
      .selectFrom('user_achievements as ua')
      .innerJoin('achievements as a', 'a.id', 'ua.achievement_id')
      .select(['ua.achievement_id', 'ua.unlocked_at', 'a.name', 'a.description', 'a.xp_reward'])
      .where('ua.user_id', '=', userId)
      .orderBy('ua.unlocked_at')
      .execute(),
    db.selectFrom('study_sessions').selectAll().where('user_id', '=', userId).orderBy('started_at').execute(),
    db.selectFrom('sent_study_emails').select(['kind', 'key', 'sent_at']).where('user_id', '=', userId).orderBy('sent_at').execute(),
  ]);

  const reviewsByCard = groupBy(reviews, (r) => r.card_id);
  const attemptsByQuiz = groupBy(attempts, (a) => a.quiz_id);
  const messagesBySession = groupBy(messages, (m) => m.session_id);

  return {
    format: 'studypilot-export',
    version: 1,
    exportedAt: ctx.now().toISOString(),
    profile: { ...presentUser(user, ctx.now()), timezone: user.timezone },
    settings,
    preferences,
    notes: notes.map((n) => ({
      id: n.id,
      title: n.title,
      content: n.content,
      subject: n.subject,
      folder: n.folder,
      isFavorite: readBool(n.is_favorite),
      wordCount: Number(n.word_count),
      createdAt: n.created_at,
      updatedAt: n.updated_at,
    })),
    flashcards: cards.map((c) => ({
      id: c.id,
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
      reviews: (reviewsByCard.get(c.id) ?? []).map((r) => ({
        rating: r.rating,
        stateBefore: r.state_before,
        dueBefore: r.due_before,
        dueAfter: r.due_after,
        scheduledDays: Number(r.scheduled_days),
        reviewedAt: r.reviewed_at,
      })),
    })),
    quizzes: quizzes.map((q) => ({
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
      attempts: (attemptsByQuiz.get(q.id) ?? []).map((a) => ({
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
    })),
    chatSessions: sessions.map((s) => ({
      id: s.id,
      createdAt: s.created_at,
      updatedAt: s.updated_at,
      messages: (messagesBySession.get(s.id) ?? []).map((m) => ({
        role: m.role,
        content: m.content,
        feedback: m.feedback,
        createdAt: m.created_at,
      })),
    })),
    assignments: assignments.map((a) => ({
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
    })),
    studyPlans: plans.map((p) => ({
      id: p.id,
      title: p.title,
      subjects: readJson<unknown>(p.subjects, null),
      preferences: readJson<unknown>(p.preferences, null),
      schedule: readJson<unknown>(p.schedule, null),
      recommendations: readJson<unknown>(p.recommendations, null),
      unscheduled: readJson<unknown>(p.unscheduled, null),
      createdAt: p.created_at,
    })),
    achievements: unlocked.map((a) => ({
      achievementId: a.achievement_id,
      name: a.name,
      description: a.description,
      xpReward: Number(a.xp_reward),
      unlockedAt: a.unlocked_at,
    })),
    studySessions: studySessions.map((s) => ({
      id: s.id,
      minutes: Number(s.minutes),
      startedAt: s.started_at,
      endedAt: s.ended_at,
      createdAt: s.created_at,
    })),
    studyEmails: studyEmails.map((m) => ({ kind: m.kind, about: m.key, sentAt: m.sent_at })),
    xpEvents: xpEvents.map((e) => ({
      kind: e.kind,
      xp: Number(e.xp),
      minutes: Number(e.minutes),
      day: e.day,
      detail: readJson<unknown>(e.detail, null),
      createdAt: e.created_at,
    })),
    dailyActivity: daily.map((d) => ({ day: d.day, events: Number(d.events), xp: Number(d.xp), minutes: Number(d.minutes) })),
    aiUsage: aiUsage.map((u) => ({
      feature: u.feature,
      engine: u.engine,
      model: u.model,
      inputTokens: Number(u.input_tokens),
      outputTokens: Number(u.output_tokens),
      createdAt: u.created_at,
    })),
  };
}
