import type { ChatTurn, TutorContext } from '../engine';
import { offersAnswer } from '../hint/attempts';
import { GENERIC_HINT, ladderHint } from '../hint/ladder';
import type { TutorState } from '../hint/state';
import { answerText } from '../hint/leak';
import { asksForAnswer, hintTurn, type HintMove } from '../hint/turn';
import { definitionAnswer } from './definition-answer';
import { renderConcept, renderFailure, renderSolution } from './render';
import { solveQuestion, type Solved } from './solve-question';

const HOW_TO_ENABLE =
  'To get answers on any topic, ask whoever runs StudyPilot to connect an AI model ' +
  '(set `AI_PROVIDER` with an OpenAI or Anthropic key, or point `AI_BASE_URL` at a local Ollama or vLLM server).';

const FOLLOW_UPS: Record<string, string> = {
  solve_equation: 'Can you check one of the roots yourself by substituting it back in?',
  differentiate: 'What would the derivative be at $x = 1$?',
  balance_equation: 'Can you count the atoms of each element on both sides to confirm it balances?',
  integrate: 'Can you differentiate your answer to check it?',
  statistics: 'What happens to the mean and the median if you add 10 to every number?',
  number_theory: 'Can you check the answer by multiplying the factors back together?',
};

function followUp(solved: Solved): string {
  const tool = solved.result?.ok ? solved.result.tool : undefined;
  if (tool && FOLLOW_UPS[tool]) return FOLLOW_UPS[tool];
  if (solved.concept?.data?.formula === 'mass-energy') return 'How much energy would 2 g of mass give?';
  return 'Would you like to try a similar question on your own?';
}

/**
 * The latest question, or, for "show me the answer", the last one the tools could answer. Anything else is a new question: an essay request after a maths question
 * must not get the old solution again.
 */
function solveConversation(history: ChatTurn[], latest: string): Solved {
  const now = solveQuestion(latest);
  if (now.result || now.concept || !asksForAnswer(latest)) return now;
  // Earlier attempts ("I got x = 5") are answers to the problem, never a problem of their own.
  const earlier = history.filter((m) => m.role === 'user').slice(0, -1).reverse().filter((m) => !offersAnswer(m.content));
  for (const m of earlier) {
    const found = solveQuestion(m.content);
    if (found.result || found.concept) return found;
  }
  return {};
}

/** The reply to one message on its own (hint mode off, or a question aside from the problem). */
function plainAnswer(solved: Solved, latest: string, context: TutorContext): string {
  const { result, concept } = solved;
  const parts: string[] = [];
  if (concept) parts.push(renderConcept(concept, context));
  if (result) parts.push(result.ok ? renderSolution(result, context) : renderFailure(result));
  if (parts.length === 0) {
    const definition = definitionAnswer(latest);
    if (definition) {
      return context.followUpQuestions
        ? `${definition.markdown}\n\n**Check your understanding:** Can you use *${definition.term}* in a sentence of your own?`
        : definition.markdown;
    }
    return [
      "I'm the **offline** tutor, so I can only answer questions I can work out exactly (solving equations, limits, derivatives and integrals, exact arithmetic, statistics and number facts, balancing chemical equations, unit conversions, physics formulas and geometry) and give dictionary definitions.",
      '',
      `I can't answer "${latest.slice(0, 200)}" yet. ${HOW_TO_ENABLE}`,
    ].join('\n');
  }
  if (context.followUpQuestions) parts.push(`**Check your understanding:** ${followUp(solved)}`);
  return parts.join('\n\n').trim();
}

/** One turn of the offline tutor: the reply, the tutor state to store with it, and what hint mode did. */
export interface OfflineTutorTurn {
  text: string;
  /** The state after this turn (unchanged when hint mode is off). */
  state?: TutorState;
  /** What hint mode did with the message (hint mode only). */
  move?: HintMove;
  /** The problem hint mode is on and its verified answer, which a model's reply must not state. */
  problem?: { question: string; answer: string; status: 'open' | 'solved' | 'revealed' };
}

/** Where hint mode stands, said after an answer to a question aside: the problem is still there. */
function waitingNote(question: string): string {
  const short = question.length > 120 ? `${question.slice(0, 117)}…` : question;
  return `\n\n---\n\nYour problem is still waiting: *${short.replace(/[*_]/g, '')}* Say "next hint" or tell me what you get when you are ready.`;
}

/**
 * The offline tutor's turn in Markdown: exact solutions with steps from the tools, concept
 * explanations with computed examples, hint mode's state machine (hint/turn.ts) — and an honest
 * note for anything else.
 */
export function offlineTutorTurn(history: ChatTurn[], context: TutorContext, state?: TutorState): OfflineTutorTurn {
  const latest = [...history].reverse().find((m) => m.role === 'user')?.content ?? '';
  if (!context.hintMode) return { text: plainAnswer(solveConversation(history, latest), latest, context), state };
  const turn = hintTurn(state, history, latest);
  const { move, problem, result } = turn;
  const about = problem ? { question: problem.question, answer: result ? answerText(result) : problem.answer, status: problem.status } : undefined;
  const reply = (text: string): OfflineTutorTurn => ({ text, state: turn.state, move, problem: about });
  if (move.kind === 'judged') return reply(move.judgement.feedback);
  if (!problem || move.kind === 'aside') {
    const text = plainAnswer(solveQuestion(latest), latest, context);
    return reply(problem?.status === 'open' ? text + waitingNote(problem.question) : text);
  }
  // A problem only a model's tool call solved (the provider was switched off since): no steps to build hints from.
  if (!result) return reply(GENERIC_HINT);
  switch (move.kind) {
    case 'reveal':
      return reply(renderSolution(result, context));
    case 'closed':
      return reply(
        problem.status === 'solved'
          ? 'You have already solved that one ✅. Send me a new problem whenever you are ready.'
          : 'The full solution is above. Want to try a similar problem on your own? Send it to me and I will guide you.',
      );
    case 'hint':
      return reply(ladderHint(result, move, problem.question));
  }
}

/** The offline tutor's reply text (hint mode continuing from `state`, or from the history when there is none). */
export function offlineTutorAnswer(history: ChatTurn[], context: TutorContext, state?: TutorState): string {
  return offlineTutorTurn(history, context, state).text;
}
