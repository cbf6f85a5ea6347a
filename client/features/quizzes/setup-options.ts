import type { Difficulty } from '@common/schemas/flashcards';
import {
  QUESTION_COUNT_MAX,
  QUESTION_COUNT_MIN,
  QUESTION_COUNT_STEP,
  QUIZ_DEFAULTS,
  TIME_LIMIT_MAX,
  TIME_LIMIT_MIN,
  TIME_LIMIT_STEP,
  type GenerateQuizInput,
  type QuestionType,
} from '@common/schemas/quizzes';
import { ApiError } from '@client/lib/api';

/** Everything the setup view asks for (spec-2 §2 "Setup", plus "Use one of my notes"). */
export interface SetupOptions {
  topic: string;
  /** A note picked as the material, with its title for the chip. */
  note: { id: string; title: string } | null;
  /** '' means any subject (shown as General). */
  subject: string;
  questionType: QuestionType;
  questionCount: number;
  difficulty: Difficulty;
  learnMode: boolean;
  /** Practice: feedback as you go, results never saved. */
  practiceMode: boolean;
  timedMode: boolean;
  /** Minutes, used when timed. */
  timeLimit: number;
}

/** Spec-2 §9 defaults: 10 questions, medium, multiple choice, 10 minutes, learn, practice and timed off. */
export function defaultSetupOptions(): SetupOptions {
  return {
    topic: '',
    note: null,
    subject: '',
    questionType: QUIZ_DEFAULTS.questionType,
    questionCount: QUIZ_DEFAULTS.questionCount,
    difficulty: QUIZ_DEFAULTS.difficulty,
    learnMode: QUIZ_DEFAULTS.learnMode,
    practiceMode: false,
    timedMode: QUIZ_DEFAULTS.timedMode,
    timeLimit: QUIZ_DEFAULTS.timeLimit,
  };
}

export interface StepRange {
  min: number;
  max: number;
  step: number;
}

/** Question count: steps of 5 from 5 (spec-2 §5); the server's ceiling of 50 keeps requests valid. */
export const QUESTION_COUNT_RANGE: StepRange = { min: QUESTION_COUNT_MIN, max: QUESTION_COUNT_MAX, step: QUESTION_COUNT_STEP };
/** Time limit: steps of 5 from 5 to 60 minutes (spec-2 §5). */
export const TIME_LIMIT_RANGE: StepRange = { min: TIME_LIMIT_MIN, max: TIME_LIMIT_MAX, step: TIME_LIMIT_STEP };

/**
 * A typed number brought onto the control's grid: rounded to the nearest step, kept in range; a
 * value that is not a number gives `fallback`.
 */
export function snapToStep(value: number, range: StepRange, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  const snapped = Math.round((value - range.min) / range.step) * range.step + range.min;
  return Math.min(range.max, Math.max(range.min, snapped));
}

/** One press of + or −. */
export function stepBy(value: number, direction: 1 | -1, range: StepRange): number {
  return snapToStep(value + direction * range.step, range, range.min);
}

/** Generate is disabled without a topic or while generating (spec-2 §2). */
export function canGenerate(options: Pick<SetupOptions, 'topic'>, generating: boolean): boolean {
  return options.topic.trim() !== '' && !generating;
}

/** The POST /api/quizzes/generate body: the spec's fields, plus the time limit when timed and the note when picked. */
export function buildGenerateRequest(o: SetupOptions): Partial<GenerateQuizInput> & Pick<GenerateQuizInput, 'topic'> {
  const body: Partial<GenerateQuizInput> & Pick<GenerateQuizInput, 'topic'> = {
    topic: o.topic.trim(),
    questionCount: snapToStep(o.questionCount, QUESTION_COUNT_RANGE, QUIZ_DEFAULTS.questionCount),
    difficulty: o.difficulty,
    subject: o.subject,
    questionType: o.questionType,
    learnMode: o.learnMode,
  };
  if (o.practiceMode) body.practiceMode = true;
  if (o.timedMode) body.timeLimit = snapToStep(o.timeLimit, TIME_LIMIT_RANGE, QUIZ_DEFAULTS.timeLimit);
  if (o.note) body.noteId = o.note.id;
  return body;
}

export const GENERATION_FAILED = { title: 'Generation Failed', description: 'Failed to generate quiz. Please try again.' } as const;

/**
 * What the Generation Failed toast says: the server's own message when it explains something the
 * student can act on (the offline engine needs material, the text is too long, slow down, the AI
 * took too long), and the spec's generic text for unexpected faults and lost connections.
 */
export function generationErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 401) return GENERATION_FAILED.description;
  try {
    const body = JSON.parse(err.bodyText) as { error?: unknown; message?: unknown };
    if (typeof body.message === 'string' && body.message.trim() && body.error !== 'internal') return body.message.trim();
  } catch {
    /* not JSON: fall through */
  }
  return GENERATION_FAILED.description;
}
