import { z } from 'zod';
import { DIFFICULTIES, type Difficulty } from './flashcards';
import { pageQuerySchema, pageSchema } from './pagination';

/** Spec-2 §9: question types, subjects and defaults of the quiz generator. */
export const QUESTION_TYPES = ['multiple-choice', 'true-false', 'short-answer', 'fill-blank'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUIZ_SUBJECTS = [
  'Mathematics', 'Science', 'English', 'History', 'Geography', 'Physics', 'Chemistry', 'Biology', 'Computer Science', 'Art', 'Music', 'Literature',
] as const;
export const QUIZ_DEFAULTS = { questionCount: 10, difficulty: 'medium', questionType: 'multiple-choice', timeLimit: 10, learnMode: false, timedMode: false } as const;
export const QUESTION_COUNT_MIN = 5;
export const QUESTION_COUNT_MAX = 50;
export const QUESTION_COUNT_STEP = 5;
export const TIME_LIMIT_MIN = 5;
export const TIME_LIMIT_MAX = 60;
export const TIME_LIMIT_STEP = 5;
/** A timed submit this long after the limit is still graded as submitted (network, slow clicks). */
export const TIMED_GRACE_SECONDS = 30;
export const QUIZ_TOPIC_MAX = 100_000;

/**
 * POST /api/quizzes/generate (spec-2 §7: topic, questionCount, difficulty, subject, questionType,
 * learnMode), plus the timed mode the server enforces and an optional note to build it from.
 */
export const generateQuizSchema = z.object({
  topic: z.string().trim().min(1, 'Please fill in the topic or study material.').max(QUIZ_TOPIC_MAX, `The study material is too long (at most ${QUIZ_TOPIC_MAX.toLocaleString('en')} characters)`),
  questionCount: z.coerce.number().int().min(1).max(QUESTION_COUNT_MAX).optional().default(QUIZ_DEFAULTS.questionCount),
  difficulty: z.enum(DIFFICULTIES).optional().default('medium'),
  subject: z.string().trim().max(40).optional().default(''),
  questionType: z.enum(QUESTION_TYPES).optional().default('multiple-choice'),
  learnMode: z.boolean().optional().default(false),
  /** Timed mode: the limit in minutes (5–60); absent when untimed. */
  timeLimit: z.number().int().min(TIME_LIMIT_MIN).max(TIME_LIMIT_MAX).optional(),
  /** "Generate from my notes": the note whose text is the material (its owner is checked). */
  noteId: z.string().max(64).optional(),
  /** Practice mode: answers come with the quiz, results are graded in the app and never saved. */
  practiceMode: z.boolean().optional().default(false),
});
export type GenerateQuizInput = z.infer<typeof generateQuizSchema>;

/** POST /api/quizzes/{id}/submit: answers by question index (spec), and the attempt being submitted. */
export const submitQuizSchema = z.object({
  answers: z.record(z.string().regex(/^\d{1,3}$/), z.string().max(2000)),
  attemptId: z.string().max(64).optional(),
});
export type SubmitQuizInput = z.infer<typeof submitQuizSchema>;

/**
 * A question as the client sees it. `correct` and `explanation` are sent only in learn and practice
 * modes (immediate feedback) or after the attempt is submitted; never before grading otherwise.
 */
export interface QuestionDto {
  question: string;
  type: QuestionType;
  options?: string[];
  correct?: string;
  /** Other typed answers that are right, sent with `correct`. */
  accepted?: string[];
  explanation?: string;
  /** A hint for learn mode (never the answer itself). */
  hint?: string;
}

export interface QuizDto {
  id: string;
  title: string;
  subject: string;
  difficulty: Difficulty;
  questionType: QuestionType;
  learnMode: boolean;
  isPracticeMode: boolean;
  timeLimit: number | null;
  /** Latest score in percent, null until taken (spec: "Not taken"). */
  score: number | null;
  questionCount: number;
  questions: QuestionDto[];
  createdAt: string;
  /** Only on the generate answer: what differs from the request ("Your material gave 6 … of the 10 asked"). */
  notice?: string;
}

/** POST /api/quizzes/{id}/attempts: starts the clock of a timed attempt on the server. */
export interface AttemptStartDto {
  attemptId: string;
  startedAt: string;
  /** When a timed attempt ends (null when untimed). */
  deadline: string | null;
}

export const gradedAnswerSchema = z.object({
  index: z.number(),
  answer: z.string(),
  correct: z.string(),
  isCorrect: z.boolean(),
  explanation: z.string().optional(),
});
export type GradedAnswerDto = z.infer<typeof gradedAnswerSchema>;

export const attemptResultSchema = z.object({
  attemptId: z.string(),
  quizId: z.string(),
  score: z.number(),
  correctCount: z.number(),
  total: z.number(),
  /** Seconds from start to submit (capped at the limit in timed mode); null when untimed. */
  timeTakenSeconds: z.number().nullable(),
  /** True when a timed attempt came in after the limit plus grace: graded as at the limit. */
  late: z.boolean(),
  answers: z.array(gradedAnswerSchema),
  submittedAt: z.string(),
});
export type AttemptResultDto = z.infer<typeof attemptResultSchema>;

/** GET /api/quizzes: newest first; `search` matches the title (case-insensitive), `subject` is exact. */
export const quizListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200, 'search: at most 200 characters').optional(),
  subject: z.string().trim().max(40, 'subject: at most 40 characters').optional(),
  /** 'true': only quizzes with a score (the dashboard's Recent Quizzes); 'false': only untaken ones. */
  taken: z.enum(['true', 'false']).optional(),
});
export type QuizListQuery = z.infer<typeof quizListQuerySchema>;

/** GET /api/quizzes/{id}/attempts: submitted attempts, newest first. */
export const quizAttemptsQuerySchema = pageQuerySchema;

/**
 * One quiz in the list (decision 0004): what a card shows, never the questions (those come with
 * GET /api/quizzes/{id}). `score` is the latest score (null until taken, spec "Not taken").
 */
export const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  questionType: z.enum(QUESTION_TYPES),
  learnMode: z.boolean(),
  isPracticeMode: z.boolean(),
  timeLimit: z.number().nullable(),
  score: z.number().nullable(),
  /** Best submitted score, null until taken. */
  bestScore: z.number().nullable(),
  /** Submitted attempts. */
  attemptCount: z.number(),
  /** When the last attempt was submitted, null until taken. */
  lastAttemptAt: z.string().nullable(),
  questionCount: z.number(),
  createdAt: z.string(),
});
export type QuizSummaryDto = z.infer<typeof quizSummarySchema>;
export const quizPageSchema = pageSchema(quizSummarySchema);
export const attemptPageSchema = pageSchema(attemptResultSchema);

/** GET /api/quizzes/stats: the Your Stats view. */
export interface QuizStatsDto {
  totalQuizzes: number;
  averageScore: number;
  completed: number;
  highestScore: number;
  review: { strengths: string[]; recommendations: string[] };
  recentActivity: Array<{ quizId: string; title: string; subject: string; score: number; submittedAt: string }>;
}
