import { CONCEPTS } from './catalog';
import { FORMULAS, describeFormula } from './physics';
import { solveQuadratic } from './quadratic';
import { Rational } from './rational';
import { fail, step, succeed, type ToolResult } from './types';

export { CONCEPTS };

/** A concept the offline tutor can explain with a worked, computed example: 'quadratic-formula' or a physics formula id. */
export type ConceptId = string;

function quadraticFormula(withExample: boolean): ToolResult {
  const example = solveQuadratic(Rational.ONE, Rational.of(-5), Rational.of(6));
  return succeed('explain_concept', 'The quadratic formula solves ax² + bx + c = 0 (a ≠ 0): x = (−b ± √(b² − 4ac)) / (2a).', [
    step('It works for every quadratic equation written as ax² + bx + c = 0 with a ≠ 0.', 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}'),
    step('Where it comes from: divide by a, complete the square, then take square roots of both sides.',
      'x^2 + \\frac{b}{a}x = -\\frac{c}{a} \\;\\Rightarrow\\; \\left(x + \\frac{b}{2a}\\right)^2 = \\frac{b^2 - 4ac}{4a^2}'),
    step('The discriminant Δ = b² − 4ac tells you what kind of roots to expect: Δ > 0 two real roots, Δ = 0 one repeated root, Δ < 0 two complex roots a ± bi.', '\\Delta = b^2 - 4ac'),
    step('The ± gives the two roots: one with +, one with −.'),
    ...(withExample
      ? [
          step('Worked example: solve x² − 5x + 6 = 0.', 'x^2 - 5x + 6 = 0'),
          ...example.steps,
          step(`So ${example.text} — and indeed x² − 5x + 6 = (x − 2)(x − 3).`, example.latex),
        ]
      : []),
  ], { answerLatex: 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}', data: { concept: 'quadratic-formula', title: 'The quadratic formula', example: example.text } });
}

/**
 * Explains a concept with its formula, meaning and a worked example computed by the tools. Without
 * the example when the student's own problem is solved right after it.
 */
export function explainConcept(concept: string, opts: { example?: boolean } = {}): ToolResult {
  if (concept === 'quadratic-formula') return quadraticFormula(opts.example ?? true);
  const formula = FORMULAS.find((f) => f.id === concept);
  if (formula) {
    const r = describeFormula(concept);
    return r.ok ? { ...r, tool: 'explain_concept', data: { ...r.data, title: `${formula.name}: ${formula.equation}` } } : r;
  }
  return fail('explain_concept', `I have no explanation for "${concept}". Known concepts: ${CONCEPTS.join(', ')}.`);
}
