import { GENERIC_HINT } from '../hint/ladder';
import type { HintMove } from '../hint/turn';
import type { OfflineTutorTurn } from '../offline/tutor-answer';

const RUNGS = [
  'a nudge: what to notice about the problem, no method yet',
  'the method: which rule or formula fits, and how to begin',
  'one worked step, never the last one',
];

function quoted(text: string, max = 300): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return `"${t.length > max ? `${t.slice(0, max - 1)}…` : t}"`;
}

/**
 * What the app tells the model about this hint-mode turn (appended to the system prompt): which rung
 * of the ladder to give, the verdict on the student's attempt (checked by the exact tools), or that
 * the student asked for the solution. The model never sees the verified answer itself.
 */
export function hintTurnNote(turn: OfflineTutorTurn | undefined, latest: string): string {
  const move: HintMove | undefined = turn?.move;
  const problem = turn?.problem;
  if (!move || !problem) {
    return 'If the message poses a problem, this reply is hint 1 of 3: a nudge only. Call the tools to know the answer, but never state the final value.';
  }
  const about = `the problem ${quoted(problem.question)}`;
  switch (move.kind) {
    case 'hint':
      return `This reply is hint ${move.level} of 3 for ${about}: ${RUNGS[move.level - 1]}. Do not state the final answer.`;
    case 'judged':
      if (move.judgement.verdict === 'right') return `The student's attempt ${quoted(latest)} at ${about} is CORRECT (checked by the app's exact tools). Confirm it warmly and ask them to explain one step.`;
      if (move.judgement.verdict === 'wrong') return `The student's attempt ${quoted(latest)} at ${about} is NOT correct (checked by the app's exact tools). Say so kindly, point to where it may have gone wrong, and give the next hint; never give the correct value.`;
      return `About the student's attempt ${quoted(latest)} at ${about}, the app's check says: ${quoted(move.judgement.feedback)} Build on that; do not state any missing answer.`;
    case 'reveal':
      return `The student asked for the full solution to ${about}: give it now, every step, with the final answer.`;
    case 'closed':
      return `${about.charAt(0).toUpperCase()}${about.slice(1)} is already finished. Offer to guide them through a new problem.`;
    case 'aside':
      return problem.status === 'open'
        ? `The message is not about ${about}, which the student is still working on: answer it on its own (a new problem gets hints, not its answer), then remind them their problem waits. Never state that problem's answer.`
        : 'If the message poses a problem, this reply is hint 1 of 3: a nudge only.';
  }
}

/** Said to the model when its draft stated the answer: the one retry. */
export const LEAK_RETRY_NOTE =
  'Your previous draft of this reply stated the final answer, which hint mode forbids. Write the reply again: the hint only, without the final value or the last step.';

/** The reply used when the model gives the answer away twice: the engine's own hint, or a safe generic one. */
export function safeHint(turn: OfflineTutorTurn | undefined): string {
  return turn?.move && turn.problem && ['hint', 'judged', 'closed'].includes(turn.move.kind) ? turn.text : GENERIC_HINT;
}
