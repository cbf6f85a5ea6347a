import type { ToolStep, ToolSuccess } from '../tools/types';
import { answerText, stepGivesAway } from './leak';
import { HINT_RUNGS } from './state';
import type { HintMove } from './turn';

/** The first rung of the hint ladder: what to notice, per kind of problem. */
const NUDGES: Record<string, string> = {
  solve_equation: 'Look at the highest power of the variable: what kind of equation is this, and which method fits it?',
  solve_system: 'Can you combine the two equations so that one of the variables disappears?',
  differentiate: 'Look at each term separately: which differentiation rule applies to a term like $ax^n$?',
  integrate: 'Which function, when differentiated, gives each term? Work term by term.',
  calculus_problem: 'Start with the derivative: what does f′ tell you about the slope of the curve, and where is the slope zero?',
  limit: 'First try substituting the value directly: do you get a number, or a form like zero over zero that needs more work?',
  balance_equation: 'Count the atoms of each element on both sides: which element is out of balance first?',
  arithmetic: 'Which operation comes first (brackets, powers, then × and ÷, then + and −)?',
  convert_units: 'How many of the smaller unit make one of the larger unit?',
  physics_formula: 'Which formula links the quantities you know to the one you want?',
  geometry: 'Which formula for this shape uses the lengths you are given? Sketch the shape and label it first.',
  coordinate_geometry: 'Label the points (x₁, y₁) and (x₂, y₂): which formula uses the differences x₂ − x₁ and y₂ − y₁?',
  statistics: 'Which measure is asked for, and what does it need: the total and the count, the values in order, or how often each value appears?',
  number_theory: 'Start by splitting each number into prime factors: try dividing by 2, 3, 5, 7, …',
};

/** A hint for any problem, when the engine has no worked steps of its own for it. */
export const GENERIC_HINT =
  'Hint mode is on, so I will not give the final answer away. Break the problem into steps: what is asked, which quantities you know, and which rule or formula links them. Do the first step and tell me what you get: I will check it.';

/**
 * The offline engine's rung of the hint ladder for a problem: a nudge, then the method, then one
 * worked step — never a step that writes a number of the answer the question does not have.
 */
export function ladderHint(result: ToolSuccess, move: Extract<HintMove, { kind: 'hint' }>, question: string): string {
  const { level } = move;
  const answer = answerText(result);
  const steps = result.steps;
  const nudge = NUDGES[result.tool] ?? 'What kind of problem is this, and what is the first thing you would write down?';
  // The first step among the candidates that does not write the answer; else a step to do yourself.
  const squeeze = (t: string) => t.replace(/[\s$\\{}]/g, '').toLowerCase();
  // A step that only restates the question ("Solve 7x − 4 = 2x + 31 for x") is no hint.
  const restates = (c: ToolStep) => !!c.latex && squeeze(question).includes(squeeze(c.latex));
  const safeStep = (candidates: Array<ToolStep | undefined>) =>
    candidates.find((c): c is ToolStep => !!c && !restates(c) && !stepGivesAway(`${c.text} ${c.latex ?? ''}`, answer, question));
  const method = safeStep([steps[1], steps[0]]);
  const worked = safeStep([steps[2], steps[1], steps[0]].filter((c) => c !== method));
  const hints = [
    nudge,
    method ? `Method: ${method.text}` : `Method: ${nudge} Write that first step down, and tell me what you get: I will check it.`,
    worked
      ? `One worked step: ${worked.text}${worked.latex ? `\n\n$$${worked.latex}$$` : ''}`
      : 'The next step would already be the answer, so it is yours to take: work it out and tell me what you get, and I will check it.',
  ];
  const intro = move.fresh
    ? 'Hint mode is on, so I will guide you rather than give the answer. What have you tried so far?\n\n'
    : move.unchecked
      ? 'I can’t check an answer written that way: write it as a value (for example “x = 4”) and I will check it. Meanwhile:\n\n'
      : '';
  const last = level === HINT_RUNGS;
  return `${intro}**Hint ${level} of ${HINT_RUNGS}.** ${hints[level - 1]}\n\nTry the next step yourself and tell me what you get${last ? ', or ask me to show the full solution' : ''}.`;
}
