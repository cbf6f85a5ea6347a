import type { ToolResult, ToolSuccess } from '../tools/types';
import type { TutorContext } from '../engine';

const TOOL_TITLES: Record<string, string> = {
  solve_equation: 'Solving the equation',
  solve_inequality: 'Solving the inequality',
  probability: 'Working out the probability',
  chemistry_amounts: 'Working out the amounts',
  word_problem: 'Working through the problem',
  physics_problem: 'Working out the physics',
  statistics_problem: 'Working out the statistics',
  calculus_problem: 'Using the derivative',
  solve_system: 'Solving the system',
  differentiate: 'Finding the derivative',
  integrate: 'Finding the integral',
  limit: 'Finding the limit',
  balance_equation: 'Balancing the chemical equation',
  molar_mass: 'Molar mass',
  arithmetic: 'Working it out exactly',
  simplify: 'Simplifying',
  expand: 'Expanding',
  factor: 'Factoring',
  convert_units: 'Converting units',
  physics_formula: 'Using the formula',
  geometry: 'Geometry',
  coordinate_geometry: 'Coordinate geometry',
  statistics: 'Describing the data',
  number_theory: 'Working with whole numbers',
};

/** A step as a Markdown list item: its sentence, then its maths on its own line when there is any. */
function renderStep(text: string, latex: string | undefined, n: number): string {
  return latex ? `${n}. ${text}\n\n   $$${latex}$$` : `${n}. ${text}`;
}

/**
 * A tool's worked solution as Markdown with KaTeX maths: a heading, the numbered steps (all of
 * them for "detailed explanations", the key ones otherwise) and the answer.
 */
export function renderSolution(result: ToolSuccess, ctx: TutorContext): string {
  const title = TOOL_TITLES[result.tool] ?? 'Working it out exactly';
  const steps = ctx.detailedExplanations || result.steps.length <= 4 ? result.steps : [result.steps[0], ...result.steps.slice(-3)];
  const answer = result.answerLatex ? `$${result.answerLatex}$` : result.answer;
  const reading = result.readings?.length ? ['', `*I read this with ${result.readings.join('; ')}.*`] : [];
  const parts = [`## ${title}`, ...reading, '', steps.map((s, i) => renderStep(s.text, s.latex, i + 1)).join('\n'), '', `**Answer:** ${answer}`];
  return parts.join('\n');
}

/**
 * A concept (a formula and its meaning) as Markdown: its name as the heading, the formula on its
 * own line, then the explanation and the computed example as steps.
 */
export function renderConcept(concept: ToolSuccess, ctx: TutorContext): string {
  const title = typeof concept.data?.title === 'string' ? concept.data.title : 'The idea';
  const steps = ctx.detailedExplanations || concept.steps.length <= 4 ? concept.steps : concept.steps.slice(0, 4);
  const formula = concept.answerLatex && concept.steps[0]?.latex !== concept.answerLatex ? ['', `$$${concept.answerLatex}$$`] : [];
  return [`## ${title}`, ...formula, '', steps.map((s, i) => renderStep(s.text, s.latex, i + 1)).join('\n')].join('\n');
}

/** A tool that could not answer: its reason, plainly. */
export function renderFailure(result: Extract<ToolResult, { ok: false }>): string {
  return `I tried to work this out exactly, but: ${result.error}`;
}
