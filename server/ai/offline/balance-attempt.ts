import { formatSpecies, parseSpecies } from '../tools/chem-formula';
import { splitSide } from '../tools/chemistry';
import type { ToolSuccess } from '../tools/types';

/** One substance of the equation being balanced, as the balance tool reports it in `data.species`. */
interface ProblemSpecies {
  formula: string;
  atoms: Record<string, number>;
  charge: number;
}

const ARROW = /\s*(?:<=>|<->|⇌|⇄|⟶|→|-+>|=+>|=)\s*/;
const LEAD = /^.*?\b(?:i got|i think(?: it is| it's)?|is it|my answer is|my answer)\b\s*:?\s*/i;

type Proposal = { coefficients: number[] } | { problem: string };

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/**
 * The coefficients a student proposes, in the problem's order: from an equation they wrote
 * ("I got 4Al + 3O2 -> 2Al2O3", any order of terms, 1 when no number is written) or a bare list
 * ("is it 4, 3, 2?"). Null when the message is neither.
 */
function proposal(latest: string, species: ProblemSpecies[], reactantCount: number): Proposal | null {
  const text = latest.replace(LEAD, '').replace(/[?!.\s]+$/, '').trim();
  if (/^\d+(?:\s*(?:,|;|\band\b|\s)\s*\d+)*$/i.test(text)) {
    const coefficients = text.split(/\s*(?:,|;|\band\b|\s)\s*/i).filter(Boolean).map(Number);
    if (coefficients.length !== species.length) {
      return { problem: `This equation has ${species.length} substances, so it needs ${species.length} coefficients, one for each, in order.` };
    }
    return { coefficients };
  }
  const sides = text.split(ARROW);
  if (sides.length !== 2) return null;
  const coefficients: number[] = new Array<number>(species.length).fill(0);
  for (const [sideIndex, side] of sides.entries()) {
    for (const term of splitSide(side)) {
      const m = /^(\d*)\s*(.+)$/.exec(term);
      if (!m) return null;
      let formula: string;
      try {
        formula = formatSpecies(parseSpecies(m[2])).text;
      } catch {
        return null;
      }
      const onThisSide = species.map((s, i) => ({ s, i })).filter(({ i }) => (i < reactantCount) === (sideIndex === 0));
      const match = onThisSide.find(({ s }) => s.formula === formula);
      if (!match) {
        return { problem: `${formula} is not one of the substances on that side of this equation. Keep every formula as it is given: only the numbers in front of them change.` };
      }
      coefficients[match.i] = m[1] ? Number(m[1]) : 1;
    }
  }
  if (coefficients.some((c) => c === 0)) {
    return { problem: 'Every substance of the equation needs a coefficient of at least 1: write the whole equation with your numbers in front.' };
  }
  return { coefficients };
}

/**
 * Hint-mode feedback on a student's balancing attempt, computed from the atoms (not by comparing
 * with our answer, so any correct balancing is recognised): which element is still off, whether a
 * balanced answer can be reduced, or that it is right. Undefined when the message is not an attempt.
 */
export function balancingFeedback(result: ToolSuccess, latest: string): string | undefined {
  const data = result.data ?? {};
  const species = data.species as ProblemSpecies[] | undefined;
  const reactantCount = Number(data.reactantCount);
  if (!species?.length || !Number.isInteger(reactantCount)) return undefined;
  const found = proposal(latest, species, reactantCount);
  if (!found) return undefined;
  if ('problem' in found) return `Not quite: ${found.problem} Want the next hint?`;
  const { coefficients } = found;
  const count = (element: string, from: number, to: number) =>
    species.slice(from, to).reduce((sum, s, i) => sum + coefficients[from + i] * (s.atoms[element] ?? 0), 0);
  const elements = [...new Set(species.flatMap((s) => Object.keys(s.atoms)))];
  for (const element of elements) {
    const left = count(element, 0, reactantCount);
    const right = count(element, reactantCount, species.length);
    if (left !== right) {
      return `Not quite: with those coefficients there ${left === 1 ? 'is' : 'are'} ${left} ${element} atom${left === 1 ? '' : 's'} on the left and ${right} on the right. Change one coefficient and count ${element} again. Want the next hint?`;
    }
  }
  const charge = (from: number, to: number) => species.slice(from, to).reduce((sum, s, i) => sum + coefficients[from + i] * s.charge, 0);
  if (charge(0, reactantCount) !== charge(reactantCount, species.length)) {
    return `Not quite: the atoms balance, but the charge is ${charge(0, reactantCount)} on the left and ${charge(reactantCount, species.length)} on the right. Want the next hint?`;
  }
  const divisor = coefficients.reduce(gcd);
  if (divisor > 1) {
    return `Almost: that is balanced, but not in lowest terms. Divide every coefficient by ${divisor} to get the simplest whole numbers.`;
  }
  const tally = elements.map((el) => `${el} ${count(el, 0, reactantCount)} = ${count(el, reactantCount, species.length)}`).join('; ');
  return `✅ Yes — that is balanced: ${tally}. Well done! Can you explain which element you balanced first, and why?`;
}
