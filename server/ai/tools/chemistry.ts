import { formatSpecies, parseSpecies, type Species } from './chem-formula';
import { ELEMENTS } from './elements';
import { formatNumber } from './format';
import { nullSpace, toSmallestIntegers } from './nullspace';
import { Rational } from './rational';
import { ToolInputError, fail, guard, step, succeed, type ToolResult, type ToolStep } from './types';

const TOOL = 'balance_equation';
const ARROW = /\s*(?:<=>|<->|<-->|⇌|⇄|⟶|⟹|→|-+>|=+>|=)\s*/;

/** Splits one side into species: on spaced " + ", or on "+" that starts a new formula ("Al+O2", "H++OH-"). */
export function splitSide(side: string): string[] {
  const trimmed = side.trim();
  if (!trimmed) return [];
  const parts = /\s\+\s/.test(trimmed) ? trimmed.split(/\s+\+\s+/) : trimmed.split(/\+(?=\s*(?:\d*\s*[A-Z([{]|e(?:-|⁻|\^)))/);
  return parts.map((p) => p.trim()).filter(Boolean);
}

interface ParsedEquation {
  reactants: Species[];
  products: Species[];
}

/** Parses "Al + O2 -> Al2O3" (also →, =, ⇌); given coefficients are ignored and recomputed. */
export function parseChemicalEquation(text: string): ParsedEquation {
  const cleaned = text.replace(/^\s*balance\s*:?\s*/i, '').replace(/[.?]\s*$/, '');
  const sides = cleaned.split(ARROW);
  if (sides.length !== 2) throw new ToolInputError('Write the equation with one arrow between reactants and products, e.g. "Al + O2 -> Al2O3".');
  const parse = (side: string) => splitSide(side).map((s) => parseSpecies(s.replace(/^\d+\s*(?=[A-Z([{])/, '')));
  const reactants = parse(sides[0]);
  const products = parse(sides[1]);
  if (!reactants.length || !products.length) throw new ToolInputError('Both sides of the equation need at least one substance.');
  return { reactants, products };
}

function withCoefficient(c: bigint, sp: Species, latex: boolean): string {
  const f = formatSpecies(sp);
  const prefix = c === 1n ? '' : c.toString();
  return latex ? `${prefix}${f.latex}` : `${prefix}${f.text}`;
}

function renderEquation(coefs: bigint[], eq: ParsedEquation): { text: string; latex: string } {
  const n = eq.reactants.length;
  const side = (list: Species[], offset: number, latex: boolean) => list.map((sp, i) => withCoefficient(coefs[offset + i], sp, latex)).join(' + ');
  return {
    text: `${side(eq.reactants, 0, false)} → ${side(eq.products, n, false)}`,
    latex: `${side(eq.reactants, 0, true)} \\rightarrow ${side(eq.products, n, true)}`,
  };
}

function unknownName(i: number, total: number): string {
  return total <= 26 ? String.fromCharCode(97 + i) : `x${i + 1}`;
}

function sideSum(terms: Array<[number, string]>): string {
  const used = terms.filter(([k]) => k !== 0);
  return used.length ? used.map(([k, name]) => `${Math.abs(k) === 1 ? '' : Math.abs(k)}${name}`).join(' + ') : '0';
}

/** Searches small combinations of a 2-D solution space for all-positive coefficients. */
function positiveCombination(basis: Rational[][]): bigint[] | null {
  if (basis.length !== 2) return null;
  let best: bigint[] | null = null;
  for (let p = -8; p <= 8; p++) {
    for (let q = -8; q <= 8; q++) {
      const v = basis[0].map((x, i) => x.mul(Rational.of(p)).add(basis[1][i].mul(Rational.of(q))));
      if (!v.every((x) => x.sign() > 0)) continue;
      const ints = toSmallestIntegers(v);
      const sum = ints.reduce((a, b) => a + b, 0n);
      if (!best || sum < best.reduce((a, b) => a + b, 0n)) best = ints;
    }
  }
  return best;
}

/**
 * Balances a chemical equation (parentheses, hydrates, ionic charges) with the smallest whole-number
 * coefficients, by exact Gaussian elimination on the composition matrix. Impossible equations are
 * reported, and so are equations that can be balanced in more than one independent way.
 */
export function balanceEquation(equation: string): ToolResult {
  return guard(TOOL, () => {
    const eq = parseChemicalEquation(equation);
    const all = [...eq.reactants, ...eq.products];
    const n = eq.reactants.length;
    const elements: string[] = [];
    for (const sp of all) for (const el of sp.atoms.keys()) if (!elements.includes(el)) elements.push(el);
    const charged = all.some((sp) => sp.charge !== 0);
    const names = all.map((_, i) => unknownName(i, all.length));
    const sign = (i: number) => (i < n ? 1 : -1);
    const rows = elements.map((el) => all.map((sp, i) => Rational.of(sign(i) * (sp.atoms.get(el) ?? 0))));
    if (charged) rows.push(all.map((sp, i) => Rational.of(sign(i) * sp.charge)));

    const steps: ToolStep[] = [];
    steps.push(step(`Count the atoms in each formula: ${all.map((sp) => `${formatSpecies(sp).text} (${[...sp.atoms].map(([el, k]) => `${el} ${k}`).join(', ') || 'charge only'}${sp.charge ? `, charge ${sp.charge > 0 ? '+' : ''}${sp.charge}` : ''})`).join('; ')}.`));
    const unknownEq = `${all.slice(0, n).map((sp, i) => `${names[i]}·${formatSpecies(sp).text}`).join(' + ')} → ${all.slice(n).map((sp, i) => `${names[n + i]}·${formatSpecies(sp).text}`).join(' + ')}`;
    steps.push(step(`Put an unknown coefficient in front of each substance: ${unknownEq}.`));
    const balanceLines = elements.map((el) => {
      const left = all.slice(0, n).map((sp, i): [number, string] => [sp.atoms.get(el) ?? 0, names[i]]);
      const right = all.slice(n).map((sp, i): [number, string] => [sp.atoms.get(el) ?? 0, names[n + i]]);
      return `${el}: ${sideSum(left)} = ${sideSum(right)}`;
    });
    if (charged) {
      const chargeSide = (list: Species[], offset: number) => list.map((sp, i) => (sp.charge ? `${sp.charge === 1 ? '' : sp.charge === -1 ? '−' : sp.charge}${names[offset + i]}` : '')).filter(Boolean).join(' + ') || '0';
      balanceLines.push(`charge: ${chargeSide(eq.reactants, 0)} = ${chargeSide(eq.products, n)}`);
    }
    steps.push(step(`Each element must have the same number of atoms on both sides${charged ? ', and the total charge must match' : ''}: ${balanceLines.join('; ')}.`));

    for (const el of elements) {
      const left = eq.reactants.some((sp) => sp.atoms.has(el));
      const right = eq.products.some((sp) => sp.atoms.has(el));
      if (left !== right) return fail(TOOL, `This equation cannot be balanced: ${ELEMENTS.get(el)?.name ?? el} (${el}) appears only on the ${left ? 'left' : 'right'} side. Check the formulas.`);
    }
    const basis = nullSpace(rows, all.length);
    let coefs: bigint[];
    let unique = true;
    if (basis.length === 0) {
      return fail(TOOL, `This equation cannot be balanced: the only way to make every element${charged ? ' and the charge' : ''} match is to use zero of everything. Check the formulas.`);
    } else if (basis.length === 1) {
      coefs = toSmallestIntegers(basis[0]);
      if (coefs.every((c) => c <= 0n)) coefs = coefs.map((c) => -c);
      const zero = coefs.findIndex((c) => c === 0n);
      if (zero !== -1) return fail(TOOL, `This equation cannot be balanced as written: ${formatSpecies(all[zero]).text} would need a coefficient of 0 (it can't take part). Check the formulas.`);
      if (coefs.some((c) => c < 0n)) return fail(TOOL, 'This equation cannot be balanced as written: some substances would have to move to the other side of the arrow. Check which side each one belongs on.');
      const ratio = basis[0].map((x) => x.div(basis[0][basis[0].length - 1]));
      if (ratio.some((x) => !x.isInteger())) {
        steps.push(step(`Solving gives the ratio ${names.join(' : ')} = ${ratio.join(' : ')}. Multiply by the least common denominator to get whole numbers: ${coefs.join(' : ')}.`));
      } else {
        steps.push(step(`Solving (set ${names[names.length - 1]} = 1 and work back) gives ${names.join(' : ')} = ${coefs.join(' : ')}.`));
      }
    } else {
      const combo = positiveCombination(basis);
      if (!combo) {
        return fail(TOOL, `This equation can be balanced in ${basis.length} independent ways (it mixes several reactions), and I found no single set of positive coefficients. Split it into separate reactions.`);
      }
      coefs = combo;
      unique = false;
      steps.push(step(`There are ${basis.length} independent ways to balance this (it combines more than one reaction), so the coefficients are not unique. One valid choice with small whole numbers is ${coefs.join(' : ')}.`));
    }
    const checkParts = elements.map((el) => {
      const count = (list: Species[], offset: number) => list.reduce((s, sp, i) => s + coefs[offset + i] * BigInt(sp.atoms.get(el) ?? 0), 0n);
      return `${el} ${count(eq.reactants, 0)} = ${count(eq.products, n)}`;
    });
    if (charged) {
      const total = (list: Species[], offset: number) => list.reduce((s, sp, i) => s + coefs[offset + i] * BigInt(sp.charge), 0n);
      checkParts.push(`charge ${total(eq.reactants, 0)} = ${total(eq.products, n)}`);
    }
    steps.push(step(`Check: ${checkParts.join('; ')} ✓.`));
    const out = renderEquation(coefs, eq);
    steps.push(step(`Balanced: ${out.text}`, out.latex));
    return succeed(TOOL, unique ? out.text : `${out.text} (one of several possible balancings)`, steps, {
      answerLatex: out.latex,
      data: {
        coefficients: coefs.map(Number),
        unique,
        species: all.map((sp) => ({ formula: formatSpecies(sp).text, atoms: Object.fromEntries(sp.atoms), charge: sp.charge })),
        reactantCount: n,
      },
    });
  });
}

/** Molar mass from standard atomic weights, with the per-element working and mass percentages. */
export function molarMass(formula: string): ToolResult {
  const tool = 'molar_mass';
  return guard(tool, () => {
    const sp = parseSpecies(formula.replace(/^\s*(?:the\s+)?molar\s+mass\s+of\s+/i, ''));
    if (sp.electron) throw new ToolInputError('An electron is not a compound; its molar mass is about 0.000549 g/mol.');
    const rows = [...sp.atoms].map(([el, k]) => {
      const e = ELEMENTS.get(el);
      if (!e) throw new ToolInputError(`Unknown element ${el}.`);
      return { el, k, weight: e.weight, mass: k * e.weight, radioactive: Boolean(e.radioactive) };
    });
    const total = rows.reduce((s, r) => s + r.mass, 0);
    const round = (x: number) => Number(x.toFixed(3));
    const shown = formatSpecies(sp);
    const steps: ToolStep[] = [
      step(`Count the atoms in ${shown.text}: ${rows.map((r) => `${r.el} × ${r.k}`).join(', ')}.`),
      step(`Multiply each count by the atomic weight and add: ${rows.map((r) => `${r.el}: ${r.k} × ${r.weight} = ${round(r.mass)}`).join('; ')}.`,
        `M = ${rows.map((r) => `${r.k} \\times ${r.weight}`).join(' + ')} = ${round(total)}\\ \\mathrm{g/mol}`),
      step(`Mass percentages: ${rows.map((r) => `${r.el} ${formatNumber((100 * r.mass) / total, 4)}%`).join(', ')}.`),
    ];
    if (rows.some((r) => r.radioactive)) steps.push(step('Some elements here have no stable isotopes; their mass number of the longest-lived isotope is used.'));
    if (sp.charge) steps.push(step('The mass of the gained or lost electrons is negligible, so the ion has practically the same molar mass.'));
    return succeed(tool, `${shown.text}: ${round(total)} g/mol`, steps, {
      answerLatex: `M(${shown.latex}) = ${round(total)}\\ \\mathrm{g/mol}`,
      data: { molarMass: total, composition: Object.fromEntries(rows.map((r) => [r.el, r.k])) },
    });
  });
}
