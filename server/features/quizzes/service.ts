import { XP_REWARDS } from '@common/activity';
import { htmlToText } from '@common/note-text';
import { isAnswerCorrect, scorePercent } from '@common/quiz-grading';
import {
  QUESTION_TYPES,
  TIMED_GRACE_SECONDS,
  type AttemptResultDto,
  type AttemptStartDto,
  type GenerateQuizInput,
  type QuestionDto,
  type QuestionType,
  type QuizDto,
  type QuizListQuery,
  type QuizStatsDto,
  type QuizSummaryDto,
  type SubmitQuizInput,
} from '@common/schemas/quizzes';
import type { Page, PageQuery } from '@common/schemas/pagination';
import { DIFFICULTIES, type Difficulty } from '@common/schemas/flashcards';
import { AiCannotServeError, AiOutputError, type AiEngine, type GeneratedQuestion, type QuizSource } from '../../ai/engine';
import { pairLines } from '../../ai/offline/quiz-pairs';
import { nowIso, readBool, readJson } from '../../db/codec';
import { recordActivity, type StreakRow } from '../../lib/activity';
import { recordAiUsage } from '../../lib/ai-usage';
import type { AppContext } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { decodeCursor, toPage } from '../../lib/pagination';
import type { AuthService } from '../auth/service';
import type { NotesService } from '../notes/service';
import type { createSettingsService } from '../settings/service';
import { quizzesRepo, type AttemptRow, type QuizRow, type QuizSummaryRow } from './repo';
import { performanceReviewOf, type ReviewGroup } from './review';

/** A question as stored (the quizzes.questions JSON): always with its answer. */
export type StoredQuestion = GeneratedQuestion;

export const QUIZ_MESSAGES = {
  notFound: 'Quiz not found',
  attemptNotFound: 'Attempt not found',
  noteNotFound: 'Note not found',
  attemptRequired: 'This quiz is timed: start it first (POST /api/quizzes/{id}/attempts) and submit with its attemptId.',
  alreadySubmitted: 'This attempt was already submitted.',
  practiceNotSaved: 'Practice Mode - Results Not Saved: practice quizzes are marked in the app and never stored.',
  generationFailed: 'Failed to generate quiz. Please try again.',
  timeout: 'The AI took too long to answer. Please try again.',
  emptyNote: 'This note has no text to build a quiz from.',
} as const;

/** Recent attempts shown in the Your Stats view. */
const RECENT_ACTIVITY = 10;

/**
 * Whether what the student typed is study material rather than a topic: two sentences or more, or
 * a long text. "Photosynthesis" is a topic; a pasted paragraph is material the offline engine can use.
 */
export function looksLikeMaterial(topic: string): boolean {
  const text = topic.trim();
  if (text.length >= 200) return true;
  const sentences = text.match(/[^.!?\n]+[.!?]+(?=\s|$)/g)?.length ?? 0;
  const lines = text.split(/\n/).filter((l) => l.trim()).length;
  return sentences >= 2 || lines >= 3;
}

function pick<T extends string>(list: readonly T[], value: string, fallback: T): T {
  return list.find((v) => v === value) ?? fallback;
}

function questionsOf(row: Pick<QuizRow, 'questions'>): StoredQuestion[] {
  return readJson<StoredQuestion[]>(row.questions, []);
}

/** Answers are part of a quiz the student sees before submitting only where feedback is immediate. */
function revealsAnswers(row: QuizRow): boolean {
  return readBool(row.learn_mode) || readBool(row.is_practice);
}

/** The whitelist of a question's fields; the answer and explanation only when `reveal`. */
function presentQuestion(q: StoredQuestion, reveal: boolean): QuestionDto {
  return {
    question: q.question,
    type: q.type,
    ...(q.options.length ? { options: q.options } : {}),
    ...(reveal ? { correct: q.correct, explanation: q.explanation } : {}),
    ...(reveal && q.accepted?.length ? { accepted: q.accepted } : {}),
    ...(reveal && q.hint ? { hint: q.hint } : {}),
  };
}

/** The fields a quiz and its list card share (never its owner). */
function quizHeader(row: QuizSummaryRow) {
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    difficulty: pick(DIFFICULTIES, row.difficulty, 'medium'),
    questionType: pick(QUESTION_TYPES, row.question_type, 'multiple-choice'),
    learnMode: readBool(row.learn_mode),
    isPracticeMode: readBool(row.is_practice),
    timeLimit: row.time_limit_minutes,
    score: row.score,
  };
}

/** The whitelist of a quiz's fields (never its owner), answers hidden unless learn or practice mode. */
export function presentQuiz(row: QuizRow): QuizDto {
  const questions = questionsOf(row);
  const reveal = revealsAnswers(row);
  return {
    ...quizHeader(row),
    questionCount: questions.length,
    questions: questions.map((q) => presentQuestion(q, reveal)),
    createdAt: row.created_at,
  };
}

/** A quiz as its list card shows it: the stored columns and its attempts' summary, never the questions. */
function presentSummary(row: QuizSummaryRow, attempts: { count: number; best: number | null; last: string | null } | undefined): QuizSummaryDto {
  return {
    ...quizHeader(row),
    bestScore: attempts?.best ?? null,
    attemptCount: attempts?.count ?? 0,
    lastAttemptAt: attempts?.last ?? null,
    questionCount: Number(row.question_count),
    createdAt: row.created_at,
  };
}

/** A submitted attempt with each answer beside the correct one: the results view and the history. */
function presentAttempt(row: AttemptRow, questions: StoredQuestion[]): AttemptResultDto {
  const answers = readJson<Record<string, string>>(row.answers, {});
  const results = readJson<boolean[]>(row.results, []);
  return {
    attemptId: row.id,
    quizId: row.quiz_id,
    score: row.score ?? 0,
    correctCount: row.correct_count ?? 0,
    total: row.total,
    timeTakenSeconds: row.time_taken_seconds,
    late: readBool(row.late),
    answers: questions.map((q, index) => ({
      index,
      answer: answers[String(index)] ?? '',
      correct: q.correct,
      isCorrect: results[index] === true,
      ...(q.explanation ? { explanation: q.explanation } : {}),
    })),
    submittedAt: row.submitted_at ?? row.started_at,
  };
}

/**
 * XP for a completed quiz, scaled by its score (issue 6): a quarter of the base reward for taking
 * it, the rest in proportion to the score, so 0 % still counts as study and 100 % earns the full 20.
 */
export function quizXp(score: number): number {
  const base = XP_REWARDS.quiz_completed;
  return Math.round(base * (0.25 + (0.75 * Math.max(0, Math.min(100, score))) / 100));
}

/**
 * Grades answers with the spec's rules (common/quiz-grading): exact for choices, forgiving for typed
 * answers. A question without an answer is wrong: the quiz is marked out of every question asked.
 */
export function gradeAnswers(questions: StoredQuestion[], answers: Record<string, string>) {
  const results = questions.map((q, i) => {
    const given = answers[String(i)];
    return given !== undefined && given.trim() !== '' && isAnswerCorrect(q.type, given, q.correct, q.accepted ?? []);
  });
  const correctCount = results.filter(Boolean).length;
  return { results, correctCount, total: questions.length, score: scorePercent(correctCount, questions.length) };
}

/**
 * Quizzes: generation through the AI engine (a model or the offline builder), attempts with the
 * server's clock for timed mode, grading on the server, and the statistics of the Your Stats view.
 */
export function createQuizzesService(
  ctx: AppContext,
  deps: { engine: AiEngine; auth: AuthService; settings: ReturnType<typeof createSettingsService>; notes: NotesService },
) {
  const { db } = ctx;

  async function owned(userId: string, id: string): Promise<QuizRow> {
    const row = await quizzesRepo.find(db, userId, id);
    if (!row) throw notFound(QUIZ_MESSAGES.notFound);
    return row;
  }

  /** The note's text, read through the notes feature (which checks the owner). */
  async function noteMaterial(userId: string, noteId: string): Promise<{ title: string; text: string }> {
    const note = await deps.notes.find(userId, noteId);
    if (!note) throw notFound(QUIZ_MESSAGES.noteNotFound);
    const text = htmlToText(note.content).trim();
    if (!text) throw new AppError('empty_note', QUIZ_MESSAGES.emptyNote, 422);
    return { title: note.title, text };
  }

  return {
    /**
     * One page of the quiz list, newest first, filtered and searched in the database; best score
     * and attempt count for the page's quizzes come from one grouped query.
     */
    async list(userId: string, q: QuizListQuery): Promise<Page<QuizSummaryDto>> {
      const after = decodeCursor(q.cursor, ['string', 'string']);
      const rows = await quizzesRepo.listPage(db, userId, {
        limit: q.limit,
        after,
        search: q.search || undefined,
        subject: q.subject,
        taken: q.taken === undefined ? undefined : q.taken === 'true',
      });
      const kept = rows.slice(0, q.limit);
      const summaries = await quizzesRepo.attemptSummaries(db, userId, kept.map((r) => r.id));
      return toPage(rows, q.limit, (r) => [r.created_at, r.id], (r) => presentSummary(r, summaries.get(r.id)));
    },

    async get(userId: string, id: string): Promise<QuizDto> {
      return presentQuiz(await owned(userId, id));
    },

    /**
     * A new quiz from a topic, pasted material, a converted deck or a note. The engine's questions
     * are stored with their answers; the answer sent back hides them unless the quiz is in learn or
     * practice mode.
     */
    async generate(userId: string, input: GenerateQuizInput, signal: AbortSignal): Promise<QuizDto> {
      const [user, settings] = await Promise.all([deps.auth.currentUser(userId), deps.settings.get(userId)]);
      if (!user) throw notFound();
      let material = '';
      let source: QuizSource = 'topic';
      let noteTitle = '';
      if (input.noteId) {
        const note = await noteMaterial(userId, input.noteId);
        material = note.text;
        noteTitle = note.title;
        source = 'note';
      } else if (pairLines(input.topic).length) {
        material = input.topic;
        source = 'flashcards';
      } else if (looksLikeMaterial(input.topic)) {
        material = input.topic;
        source = 'material';
      }
      let result;
      try {
        result = await deps.engine.generateQuiz({
          topic: input.topic,
          material,
          source,
          subject: input.subject,
          difficulty: input.difficulty,
          questionType: input.questionType,
          count: input.questionCount,
          context: { gradeLevel: user.gradeLevel, language: settings.language },
          signal,
        });
      } catch (err) {
        // The worker pool's own answers (422 too_slow, 429 busy) are already what the student should read.
        if (err instanceof AppError) throw err;
        if (err instanceof AiCannotServeError) throw new AppError('needs_material', err.message, 422);
        if (err instanceof AiOutputError) throw new AppError('ai_failed', err.message, 502);
        if (signal.aborted) throw new AppError('ai_timeout', QUIZ_MESSAGES.timeout, 504);
        const e = err as { name?: string; message?: string; statusCode?: number };
        ctx.log.warn({ error: { name: e?.name, message: e?.message, status: e?.statusCode } }, 'quiz generation failed');
        throw new AppError('ai_failed', QUIZ_MESSAGES.generationFailed, 502);
      }
      const questions = result.questions.slice(0, input.questionCount).map((q) => ({ ...q, type: input.questionType }));
      if (questions.length === 0) throw new AppError('ai_failed', QUIZ_MESSAGES.generationFailed, 502);
      const fallbackTitle = noteTitle || (source === 'topic' ? input.topic : input.subject || 'Quiz');
      const title = (result.title.trim() || `${fallbackTitle} quiz`).slice(0, 200);
      const at = nowIso(ctx.now());
      const row: QuizRow = {
        id: newId(),
        user_id: userId,
        title,
        subject: input.subject,
        difficulty: input.difficulty,
        question_type: input.questionType,
        learn_mode: ctx.codec.bool(input.learnMode),
        is_practice: ctx.codec.bool(input.practiceMode),
        time_limit_minutes: input.timeLimit ?? null,
        questions: ctx.codec.json(questions),
        question_count: questions.length,
        score: null,
        source,
        created_at: at,
        updated_at: at,
      };
      await db.transaction().execute(async (trx) => {
        await quizzesRepo.insert(trx, row);
        await recordAiUsage(trx, deps.engine, { userId, feature: 'quizzes', usage: result.usage, at });
      });
      return { ...presentQuiz(row), ...(result.notice ? { notice: result.notice } : {}) };
    },

    async remove(userId: string, id: string): Promise<{ success: true }> {
      if (!(await quizzesRepo.remove(db, userId, id))) throw notFound(QUIZ_MESSAGES.notFound);
      return { success: true };
    },

    /** Starts an attempt: the server's clock, and for a timed quiz the deadline it enforces. */
    async start(userId: string, quizId: string): Promise<AttemptStartDto> {
      const quiz = await owned(userId, quizId);
      if (readBool(quiz.is_practice)) throw new AppError('practice_not_saved', QUIZ_MESSAGES.practiceNotSaved, 409);
      const started = ctx.now();
      const deadline = quiz.time_limit_minutes ? new Date(started.getTime() + quiz.time_limit_minutes * 60_000) : null;
      const attempt = {
        id: newId(),
        user_id: userId,
        quiz_id: quiz.id,
        started_at: nowIso(started),
        deadline: deadline ? nowIso(deadline) : null,
        total: questionsOf(quiz).length,
      };
      await quizzesRepo.insertAttempt(db, attempt);
      return { attemptId: attempt.id, startedAt: attempt.started_at, deadline: attempt.deadline };
    },

    /**
     * Grades and stores an attempt: every answer, per-question correctness, the score, the time
     * taken (timed mode) and the quiz's latest score, with the activity, in one transaction. A
     * timed submit after the deadline plus TIMED_GRACE_SECONDS is graded on what was sent, as if at
     * the limit, and marked late. Untimed quizzes may be submitted without a started attempt (the
     * spec's client sends only the answers).
     */
    /** `student`: the row read with the session (the award uses its zone and streak). */
    async submit(userId: string, quizId: string, input: SubmitQuizInput, student?: StreakRow): Promise<AttemptResultDto> {
      // The quiz and the attempt are read side by side (the attempt's read is scoped by both ids).
      const [quiz, attempt] = await Promise.all([
        owned(userId, quizId),
        input.attemptId ? quizzesRepo.findAttempt(db, userId, quizId, input.attemptId) : undefined,
      ]);
      if (readBool(quiz.is_practice)) throw new AppError('practice_not_saved', QUIZ_MESSAGES.practiceNotSaved, 409);
      const questions = questionsOf(quiz);
      const now = ctx.now();
      if (input.attemptId) {
        if (!attempt) throw notFound(QUIZ_MESSAGES.attemptNotFound);
        if (attempt.submitted_at) throw conflict(QUIZ_MESSAGES.alreadySubmitted);
      } else if (quiz.time_limit_minutes) {
        throw new AppError('attempt_required', QUIZ_MESSAGES.attemptRequired, 400);
      }
      // only answers to questions that exist are kept
      const answers: Record<string, string> = {};
      for (const [key, value] of Object.entries(input.answers)) if (Number(key) < questions.length) answers[String(Number(key))] = value;
      const graded = gradeAnswers(questions, answers);

      let timeTaken: number | null = null;
      let late = false;
      if (attempt && quiz.time_limit_minutes) {
        const limit = quiz.time_limit_minutes * 60;
        const elapsed = Math.max(0, Math.round((now.getTime() - Date.parse(attempt.started_at)) / 1000));
        late = elapsed > limit + TIMED_GRACE_SECONDS;
        timeTaken = Math.min(elapsed, limit);
      }
      const submittedAt = nowIso(now);
      const attemptId = attempt?.id ?? newId();
      const stored = {
        submitted_at: submittedAt,
        answers: ctx.codec.json(answers),
        results: ctx.codec.json(graded.results),
        score: graded.score,
        correct_count: graded.correctCount,
        total: graded.total,
        time_taken_seconds: timeTaken,
      };
      await db.transaction().execute(async (trx) => {
        if (attempt) {
          const done = await quizzesRepo.completeAttempt(trx, userId, attempt.id, { ...stored, late: ctx.codec.bool(late) });
          if (!done) throw conflict(QUIZ_MESSAGES.alreadySubmitted);
        } else {
          await quizzesRepo.insertAttempt(trx, {
            id: attemptId, user_id: userId, quiz_id: quiz.id, started_at: submittedAt, deadline: null, ...stored, late: ctx.codec.bool(false),
          });
        }
        await quizzesRepo.setScore(trx, userId, quiz.id, graded.score, submittedAt);
        await recordActivity(trx, {
          userId,
          kind: 'quiz_completed',
          xp: quizXp(graded.score),
          minutes: timeTaken !== null ? timeTaken / 60 : 0,
          at: now,
          detail: { quizId: quiz.id, attemptId, score: graded.score },
          known: student,
        });
      });
      return presentAttempt(
        { id: attemptId, user_id: userId, quiz_id: quiz.id, started_at: attempt?.started_at ?? submittedAt, deadline: attempt?.deadline ?? null, ...stored, late },
        questions,
      );
    },

    /** One page of a quiz's submitted attempts, newest first, each with its answers and their marking. */
    async attempts(userId: string, quizId: string, q: PageQuery): Promise<Page<AttemptResultDto>> {
      const after = decodeCursor(q.cursor, ['string', 'string']);
      const quiz = await owned(userId, quizId);
      const questions = questionsOf(quiz);
      const rows = await quizzesRepo.attemptsPage(db, userId, quiz.id, { limit: q.limit, after });
      return toPage(rows, q.limit, (a) => [a.submitted_at ?? a.started_at, a.id], (a) => presentAttempt(a, questions));
    },

    /**
     * The Your Stats view: totals, scores over submitted attempts, the performance review and recent
     * activity, from one count, one grouped query and the ten newest attempts.
     */
    async stats(userId: string): Promise<QuizStatsDto> {
      const [totalQuizzes, groups, recent] = await Promise.all([
        quizzesRepo.count(db, userId),
        quizzesRepo.attemptGroups(db, userId),
        quizzesRepo.recentSubmitted(db, userId, RECENT_ACTIVITY),
      ]);
      const completed = groups.reduce((n, g) => n + g.attempts, 0);
      const scoreSum = groups.reduce((n, g) => n + g.scoreSum, 0);
      const review: ReviewGroup[] = groups.map((g) => ({
        subject: g.subject,
        difficulty: pick(DIFFICULTIES, g.difficulty, 'medium') as Difficulty,
        attempts: g.attempts,
        scoreSum: g.scoreSum,
        late: g.late,
        types: [{ type: pick(QUESTION_TYPES, g.questionType, 'multiple-choice') as QuestionType, correct: g.correct, total: g.answered }],
      }));
      return {
        totalQuizzes,
        averageScore: completed ? Math.round(scoreSum / completed) : 0,
        completed,
        highestScore: groups.reduce((m, g) => Math.max(m, g.best), 0),
        review: performanceReviewOf(review),
        recentActivity: recent.map((r) => ({
          quizId: r.quiz_id,
          title: r.title,
          subject: r.subject,
          score: r.score ?? 0,
          submittedAt: r.submitted_at ?? '',
        })),
      };
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
