import type { ChatTurn } from '../engine';
import { definitionAnswer } from '../offline/definition-answer';
import { solvedResult } from '../offline/solve-question';
import type { ToolSuccess } from '../tools/types';
import { judgeAttempt, judgeByValue, offersAnswer, type Judgement } from './attempts';
import { answerText } from './leak';
import { EMPTY_TUTOR_STATE, freshProblem, HINT_RUNGS, withAttempt, type HintProblem, type TutorState } from './state';

/** What hint mode does with the student's latest message. */
export type HintMove =
  /** The next rung of the ladder for the problem (`fresh`: a new problem, so a new ladder). */
  | { kind: 'hint'; level: number; fresh: boolean; unchecked?: boolean }
  /** An attempt at the problem, checked against the verified answer. */
  | { kind: 'judged'; judgement: Judgement }
  /** The student asked for the answer: the full solution. */
  | { kind: 'reveal' }
  /** More hints asked for a problem that is already solved or shown. */
  | { kind: 'closed' }
  /** Not about the problem: answered on its own, and the problem (if one is open) waits. */
  | { kind: 'aside' };

export interface HintTurn {
  state: TutorState;
  move: HintMove;
  /** The problem the move is about, with its exact solution (absent for an aside). */
  problem?: HintProblem;
  result?: ToolSuccess;
}

const HINT_MARKER = /\*\*Hint (\d)\b/;

/** A message that carries on with the problem ("another hint", "I'm stuck", "I tried factoring", "ok"), not a new question. */
export function soundsLikeFollowUp(text: string): boolean {
  const t = text.trim();
  if (t.length <= 24 && !/\?\s*$/.test(t.replace(/\b(?:hint|help|next|what now|and then)\b.*$/i, ''))) return true;
  return /\b(?:hints?|stuck|help me|next step|what next|what now|i tried|i've tried|i have tried|i don'?t (?:get|understand|know)|not sure|confused|how do i start|where do i start|explain (?:that|this|it|the step)|why\b|ok(?:ay)?\b|thanks)\b/i.test(t);
}

/**
 * How to write the answer ("give your answer to 1 d.p.", "give the answer in interval notation",
 * "give exact answer"): part of a problem, not a request to see its answer.
 */
const ANSWER_FORM = /\b(?:give|giving|write|leave|express|state|present)\s+(?:your\s+|ur\s+|yr\s+|the\s+|an?\s+|all\s+)?(?:final\s+)?(?:answers?|solutions?|results?)\s+(?:as|in|to|correct|rounded|using|with|for|exactly|accurate)\b|\b(?:give|giving|write|leave)\s+(?:your\s+|the\s+|an?\s+)?(?:exact|simplified|simplest|final\s+exact)\s+(?:answers?|form|values?)\b/gi;

/** Whether the student explicitly asks to see the answer (the only way out of hint mode). */
export function asksForAnswer(text: string): boolean {
  const asked = text.replace(ANSWER_FORM, ' ');
  // "x − 1 < 3 or x + 2 > 10, give the solution set", "solve …, give both solutions": the solutions
  // asked for in the problem itself; only "the answer" asks to see it there.
  const posesMaths = /[\d=<>≤≥^²³√]/.test(asked);
  return /\b(show|give|tell|reveal)\b.*\banswer\b|\bjust (the )?answer\b/i.test(asked) || (!posesMaths && /\b(show|give|tell|reveal)\b.*\bsolutions?\b|\bfull solution\b/i.test(asked));
}

/** Words that pose a problem ("solve …", "find …"), as opposed to offering an answer to one. */
const POSES_PROBLEM = /\b(?:solve|find|calculate|evaluate|compute|simplify|differentiate|integrate|factor(?:ise|ize)?|expand|balance|convert|what is|what's|whats|how (?:many|much|long|far|fast))\b/i;

function newProblem(question: string, result: ToolSuccess): HintProblem {
  return freshProblem(question, result.tool, answerText(result));
}

/**
 * For a conversation with no stored state (begun before hint mode was on, or before states were
 * stored): the last problem a tool solves that an earlier message posed, and the hints given since.
 */
function stateFromHistory(history: ChatTurn[]): TutorState {
  const earlier = history.slice(0, -1);
  for (let i = earlier.length - 1; i >= 0; i--) {
    const m = earlier[i];
    if (m.role !== 'user' || (offersAnswer(m.content) && !POSES_PROBLEM.test(m.content))) continue;
    const result = solvedResult(m.content);
    if (!result) continue;
    const given = earlier.slice(i + 1).filter((t) => t.role === 'assistant').map((t) => Number(t.content.match(HINT_MARKER)?.[1] ?? 0));
    const level = Math.min(HINT_RUNGS, Math.max(0, ...given));
    return { v: 1, problem: { ...newProblem(m.content, result), level } };
  }
  return EMPTY_TUTOR_STATE;
}

/**
 * Hint mode as a state machine, one problem at a time: the problem, its verified answer, the ladder
 * level and the attempts (state.ts). From the stored state and the student's latest message:
 * - "show me the answer" reveals the open problem's solution (the only way to see it);
 * - an attempt is checked by value and closes the problem when right, even after wrong ones;
 * - a new problem starts a new ladder at hint 1;
 * - "another hint", "I'm stuck" climb the ladder (at most to the last rung);
 * - anything else is answered on its own, and the open problem waits.
 */
export function hintTurn(stored: TutorState | undefined, history: ChatTurn[], latest: string): HintTurn {
  const state = stored ?? stateFromHistory(history);
  const current = state.problem;
  const open = current?.status === 'open' ? current : undefined;
  // A problem only a model's tool call solved has no offline result: its stored answer is what attempts are checked against.
  const openResult = open ? solvedResult(open.question) : undefined;
  const asked = asksForAnswer(latest);

  if (open && asked) {
    const problem: HintProblem = { ...open, status: 'revealed' };
    return { state: { v: 1, problem }, move: { kind: 'reveal' }, problem, result: openResult };
  }
  const posed = asked ? undefined : solvedResult(latest);
  if (open && offersAnswer(latest, openResult) && !(posed && POSES_PROBLEM.test(latest))) {
    const judgement = openResult ? judgeAttempt(openResult, latest, open.question) : judgeByValue(open.answer, latest, open.question);
    if (judgement) {
      const problem = withAttempt(open, latest, judgement.verdict);
      return { state: { v: 1, problem }, move: { kind: 'judged', judgement }, problem, result: openResult };
    }
    // An answer in a form that can't be checked: kept, and the ladder goes on.
    const problem = { ...withAttempt(open, latest, 'unchecked'), level: Math.min(HINT_RUNGS, open.level + 1) };
    return { state: { v: 1, problem }, move: { kind: 'hint', level: problem.level, fresh: false, unchecked: true }, problem, result: openResult };
  }
  if (posed) {
    const problem = newProblem(latest, posed);
    return { state: { v: 1, problem }, move: { kind: 'hint', level: 1, fresh: true }, problem, result: posed };
  }
  const followsUp = !definitionAnswer(latest) && soundsLikeFollowUp(latest);
  if (open && followsUp) {
    const problem = { ...open, level: Math.min(HINT_RUNGS, open.level + 1) };
    return { state: { v: 1, problem }, move: { kind: 'hint', level: problem.level, fresh: false }, problem, result: openResult };
  }
  if (current && !open && (followsUp || asked)) {
    return { state, move: asked ? { kind: 'reveal' } : { kind: 'closed' }, problem: current, result: solvedResult(current.question) };
  }
  return { state, move: { kind: 'aside' }, problem: open, result: openResult };
}

