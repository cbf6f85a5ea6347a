import { z } from 'zod';

/** Rungs on the hint ladder: a nudge, the method, one worked step. */
export const HINT_RUNGS = 3;
/** Attempts kept per problem (the latest ones): enough to see a pattern, small enough to store on every reply. */
export const KEPT_ATTEMPTS = 8;
const ATTEMPT_CHARS = 300;

const attemptSchema = z.object({
  text: z.string().max(ATTEMPT_CHARS),
  verdict: z.enum(['right', 'wrong', 'unchecked']),
});

/**
 * The problem a student works on in hint mode: what posed it, its verified answer (never shown until
 * solved or asked for), how far up the ladder the hints have gone, and the attempts so far.
 */
const problemSchema = z.object({
  question: z.string().max(8000),
  /** The exact tool that solved it ('' when only a model's tool call verified the answer). */
  tool: z.string().max(40),
  /** The verified final answer, as the tool wrote it (plain text and LaTeX); '' when unknown. */
  answer: z.string().max(2000),
  /** Hints given so far (0 to HINT_RUNGS). */
  level: z.number().int().min(0).max(HINT_RUNGS),
  attempts: z.array(attemptSchema).max(KEPT_ATTEMPTS),
  status: z.enum(['open', 'solved', 'revealed']),
});

/**
 * The tutor's state for one conversation, stored with each reply (chat_messages.tutor_state) so the
 * next turn, a regenerated reply or a conversation longer than the history window carries on from
 * exactly where hint mode was.
 */
export const tutorStateSchema = z.object({
  v: z.literal(1),
  problem: problemSchema.optional(),
});

export type TutorState = z.infer<typeof tutorStateSchema>;
export type HintProblem = z.infer<typeof problemSchema>;
export type AttemptVerdict = HintProblem['attempts'][number]['verdict'];

export const EMPTY_TUTOR_STATE: TutorState = { v: 1 };

/** The stored state, or undefined when there is none or it is not one this version can read. */
export function readTutorState(stored: string | null | undefined): TutorState | undefined {
  if (!stored) return undefined;
  try {
    const parsed = tutorStateSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The state as stored; null when there is nothing worth keeping, or when it is not a valid state
 * (the reply is still saved: hint mode then reads the history once, as for an old conversation).
 */
export function writeTutorState(state: TutorState | undefined): string | null {
  if (!state?.problem) return null;
  const valid = tutorStateSchema.safeParse(state);
  return valid.success ? JSON.stringify(valid.data) : null;
}

/** The problem with one more attempt recorded (the latest KEPT_ATTEMPTS are kept). */
export function withAttempt(problem: HintProblem, text: string, verdict: AttemptVerdict): HintProblem {
  const attempts = [...problem.attempts, { text: text.slice(0, ATTEMPT_CHARS), verdict }].slice(-KEPT_ATTEMPTS);
  return { ...problem, attempts, status: verdict === 'right' ? 'solved' : problem.status };
}

/** A new problem at the first rung of the ladder, with its verified answer. */
export function freshProblem(question: string, tool: string, answer: string): HintProblem {
  return { question: question.slice(0, 8000), tool, answer: answer.slice(0, 2000), level: 1, attempts: [], status: 'open' };
}
