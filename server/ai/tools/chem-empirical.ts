import { molarMass } from './chemistry';
import { ELEMENTS } from './elements';
import { formatNumber } from './format';
import { ToolInputError, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Empirical and molecular formulae from a composition (issue 14): "2.4 g of C and 0.6 g of H",
 * "85.7% carbon and 14.3% hydrogen, molar mass 56 g/mol". Moles of each element from its mass (or
 * its percentage, as grams in 100 g), divided by the smallest, then the least multiplier that makes
 * every ratio whole; the molar mass, when given, scales it to the molecular formula. What is asked
 * may be the formula, one element's atoms per molecule, or the atoms of one element per atom of another.
 */

const TOOL = 'chemistry_amounts';

const BY_NAME = new Map([...ELEMENTS.values()].map((e) => [e.name.toLowerCase(), e.symbol]));
BY_NAME.set('aluminum', 'Al');
BY_NAME.set('sulphur', 'S');

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const ELEMENT = String.raw`([A-Z][a-z]?|[a-z]{4,})`;

/** The element a word or symbol names ("carbon", "C"), or undefined. */
function elementOf(word: string): string | undefined {
  if (ELEMENTS.has(word)) return word;
  return BY_NAME.get(word.toLowerCase());
}

interface Part {
  symbol: string;
  amount: number;
}

/** Each element with its mass or percentage, in the order given; null unless all are in one unit. */
function composition(t: string): { parts: Part[]; unit: 'g' | '%' } | null {
  const found: Array<Part & { unit: 'g' | '%'; at: number }> = [];
  const add = (symbol: string | undefined, amount: string, unit: string, at: number) => {
    if (!symbol || found.some((p) => p.symbol === symbol)) return;
    found.push({ symbol, amount: Number(amount), unit: unit === '%' || /^per/i.test(unit) ? '%' : 'g', at });
  };
  // "2.4 g of C", "85.7% carbon", "40 % C"
  for (const m of t.matchAll(new RegExp(String.raw`${NUM}\s*(g|grams?|%|percent)\s+(?:of\s+)?${ELEMENT}\b`, 'g'))) add(elementOf(m[3]), m[1], m[2], m.index ?? 0);
  // "C: 2.4 g", "carbon 40%", "H = 6.7 %"
  for (const m of t.matchAll(new RegExp(String.raw`\b${ELEMENT}\s*[:=]?\s*${NUM}\s*(g|grams?|%|percent)(?![a-z])`, 'g'))) add(elementOf(m[1]), m[2], m[3], m.index ?? 0);
  if (found.length < 2 || found.some((p) => p.unit !== found[0].unit) || found.some((p) => !(p.amount > 0))) return null;
  found.sort((a, b) => a.at - b.at);
  return { parts: found.map(({ symbol, amount }) => ({ symbol, amount })), unit: found[0].unit };
}

/** Hill order (C, H, then alphabetical) with carbon; the order given otherwise. */
function ordered(counts: Array<[string, number]>): Array<[string, number]> {
  if (!counts.some(([s]) => s === 'C')) return counts;
  const rank = (s: string) => (s === 'C' ? 0 : s === 'H' ? 1 : 2);
  return [...counts].sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]));
}

function formulaText(counts: Array<[string, number]>): string {
  const sub = (n: number) => (n === 1 ? '' : [...String(n)].map((d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]).join(''));
  return ordered(counts).map(([s, n]) => `${s}${sub(n)}`).join('');
}

export function empiricalFormula(t: string): ToolResult | null {
  if (!/\bempirical\b|\bmolecular\s+formula\b|\batoms?\b[^.?]*\bper\b[^.?]*\batoms?\b|\batoms?\b[^.?]*\b(?:in\s+(?:one|a|each)\s+molecule|per\s+molecule)\b|\bsimplest\s+(?:whole[- ]number\s+)?ratio\b/i.test(t)) return null;
  const comp = composition(t);
  if (!comp) return null;
  const { parts, unit } = comp;
  const total = parts.reduce((s, p) => s + p.amount, 0);
  if (unit === '%' && Math.abs(total - 100) > 1.5) {
    throw new ToolInputError(`The percentages add up to ${formatNumber(total, 6)}%, not 100%: is another element in the compound? Tell me its percentage too.`);
  }
  const steps: ToolStep[] = [];
  if (unit === '%') steps.push(step(`Take 100 g of the compound: ${parts.map((p) => `${formatNumber(p.amount, 6)} g of ${p.symbol}`).join(', ')}.`));
  const moles = parts.map((p) => ({ ...p, n: p.amount / ELEMENTS.get(p.symbol)!.weight }));
  steps.push(step(`Moles = mass ÷ atomic mass: ${moles.map((m) => `${m.symbol}: ${formatNumber(m.amount, 6)} ÷ ${formatNumber(ELEMENTS.get(m.symbol)!.weight, 6)} = ${formatNumber(m.n, 4)}`).join('; ')}.`));
  const least = Math.min(...moles.map((m) => m.n));
  const ratios = moles.map((m) => m.n / least);
  steps.push(step(`Divide by the smallest (${formatNumber(least, 4)}): ${moles.map((m, i) => `${m.symbol} ${formatNumber(ratios[i], 3)}`).join(', ')}.`));
  // The least multiplier that makes every ratio whole (data rounded to 3 figures: within 0.1).
  const k = [1, 2, 3, 4, 5, 6].find((f) => ratios.every((r) => Math.abs(r * f - Math.round(r * f)) <= 0.1));
  if (k === undefined) throw new ToolInputError('These amounts do not give a whole-number ratio of atoms (even after multiplying by up to 6), so I would be guessing the formula. Please check the masses or percentages.');
  const whole = ratios.map((r) => Math.round(r * k));
  if (k > 1) steps.push(step(`Multiply by ${k} to make every ratio whole: ${moles.map((m, i) => `${m.symbol} ${whole[i]}`).join(', ')}.`));
  const empirical: Array<[string, number]> = moles.map((m, i) => [m.symbol, whole[i]]);
  const empiricalText = formulaText(empirical);
  const empiricalMass = empirical.reduce((s, [sym, n]) => s + n * ELEMENTS.get(sym)!.weight, 0);
  steps.push(step(`Empirical formula: ${empiricalText} (${formatNumber(empiricalMass, 5)} g/mol).`));

  const given = new RegExp(String.raw`\b(?:molar\s+mass|M[r]?|relative\s+(?:molecular|formula)\s+mass|molecular\s+(?:mass|weight))\s*(?:of\s+(?:the\s+)?(?:compound|molecule|it)\s+)?(?:is|=|of|:)?\s*(?:about\s+|approximately\s+|around\s+)?${NUM}`, 'i').exec(t);
  let molecular = empirical;
  if (given) {
    const m = Number(given[1]);
    const n = Math.round(m / empiricalMass);
    if (n < 1 || Math.abs(n * empiricalMass - m) > 0.03 * m) throw new ToolInputError(`A molar mass of ${formatNumber(m, 6)} g/mol is not a whole number of ${empiricalText} units (${formatNumber(empiricalMass, 5)} g/mol each): please check it.`);
    molecular = empirical.map(([s, c]) => [s, c * n]);
    steps.push(step(`Molar mass ${formatNumber(m, 6)} g/mol ÷ ${formatNumber(empiricalMass, 5)} g/mol = ${n}, so the molecular formula is ${n} × ${empiricalText} = ${formulaText(molecular)}.`));
  }
  // What is asked.
  const per = new RegExp(String.raw`\b${ELEMENT}\s+atoms?\b[^.?]*?\bper\s+(?:one\s+|each\s+|a\s+)?${ELEMENT}\s+atoms?\b`, 'i').exec(t);
  if (per) {
    const [a, b] = [elementOf(per[1]), elementOf(per[2])];
    const [ca, cb] = [empirical.find(([s]) => s === a)?.[1], empirical.find(([s]) => s === b)?.[1]];
    if (ca === undefined || cb === undefined) return null;
    const value = ca / cb;
    return succeed(TOOL, `${formatNumber(value, 6)} ${a} atoms per ${b} atom`, [...steps, step(`In ${empiricalText} there are ${ca} ${a} to ${cb} ${b}: ${formatNumber(value, 6)} per ${b} atom.`)], { data: { value } });
  }
  const inMolecule = new RegExp(String.raw`\b(?:how\s+many\s+)?${ELEMENT}\s+atoms?\b[^.?]*\b(?:in\s+(?:one|a|each)\s+molecule|per\s+molecule|in\s+the\s+molecule)\b`, 'i').exec(t);
  if (inMolecule) {
    if (!given) return null;
    const a = elementOf(inMolecule[1]);
    const count = molecular.find(([s]) => s === a)?.[1];
    if (count === undefined) return null;
    return succeed(TOOL, `${count} ${a} atoms`, [...steps, step(`${formulaText(molecular)} has ${count} ${a} atoms in each molecule.`)], { data: { value: count } });
  }
  const wantsMolecular = /\bmolecular\s+formula\b/i.test(t);
  if (wantsMolecular && !given) throw new ToolInputError(`The empirical formula is ${empiricalText}; the molecular formula needs the compound's molar mass as well.`);
  const formula = wantsMolecular ? molecular : empirical;
  const named = `${wantsMolecular ? 'molecular' : 'empirical'} formula ${formulaText(formula)}`;
  // "Its molecular formula is CxHy — find x and y": the counts by the letters written for them.
  const template = /\b((?:(?:C|H|O|N|S|P|Cl|Br|F|I|Na|K|Ca|Mg|Fe|Al)[xyzwabcnmpq]){2,})\b/.exec(t);
  if (template) {
    const parts = [...template[1].matchAll(/([A-Z][a-z]?)([a-z])/g)].map((m) => ({ symbol: m[1], letter: m[2] }));
    const valid = parts.length === formula.length && new Set(parts.map((p) => p.letter)).size === parts.length && parts.every((p) => formula.some(([sym]) => sym === p.symbol));
    if (valid) {
      const answer = parts.map((p) => `${p.letter} = ${formula.find(([sym]) => sym === p.symbol)![1]}`).join(', ');
      return succeed(TOOL, answer, [...steps, step(`So ${template[1]} is ${formulaText(formula)}: ${answer}.`)], { data: { formula: formulaText(formula) } });
    }
  }
  // "Its empirical formula is CH_x — what is x?": some counts written, some left as letters.
  const partial = /\b((?:(?:C|H|O|N|S|P|Cl|Br|F|I|Na|K|Ca|Mg|Fe|Al)(?:_?[a-z](?![a-z])|\d*)){2,})(?![A-Za-z])/.exec(t);
  if (partial && /_?[a-z](?![a-z])/.test(partial[1].replace(/^[A-Z][a-z]?/, ''))) {
    const tokens = [...partial[1].matchAll(/([A-Z][a-z]?)(?:_?([a-z])(?![a-z])|(\d*))/g)].map((m) => ({ symbol: m[1], letter: m[2], count: m[3] ? Number(m[3]) : 1 }));
    const countOf = (symbol: string) => formula.find(([sym]) => sym === symbol)?.[1];
    const valid = tokens.length === formula.length && tokens.some((x) => x.letter) && tokens.every((x) => countOf(x.symbol) !== undefined && (x.letter || countOf(x.symbol) === x.count));
    if (valid) {
      const answer = tokens.filter((x) => x.letter).map((x) => `${x.letter} = ${countOf(x.symbol)}`).join(', ');
      return succeed(TOOL, answer, [...steps, step(`So ${partial[1]} is ${formulaText(formula)}: ${answer}.`)], { data: { formula: formulaText(formula) } });
    }
  }
  return succeed(TOOL, named, steps, { data: { formula: formulaText(formula) } });
}

/**
 * "the percentage of water by mass in CuSO4·5H2O": the water of crystallisation's share of the
 * hydrate's molar mass.
 */
export function waterOfCrystallisation(t: string): ToolResult | null {
  if (!/\bwater\b/i.test(t) || !/\bpercent|%/i.test(t)) return null;
  const plain = t.replace(/[₀-₉]/g, (c) => String('₀₁₂₃₄₅₆₇₈₉'.indexOf(c)));
  const m = /\b((?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*)+)\s*[·.•∙⋅*]\s*(\d*)\s*H2O\b/.exec(plain);
  if (!m) return null;
  const n = Number(m[2] || 1);
  const formula = `${m[1]}·${m[2]}H2O`;
  const mm = molarMass(formula);
  if (!mm.ok) return null;
  const total = Number(mm.data?.molarMass);
  const water = 2 * ELEMENTS.get('H')!.weight + ELEMENTS.get('O')!.weight;
  const pct = (100 * n * water) / total;
  return succeed(TOOL, `% water = ${formatNumber(pct, 4)}%`, [
    step(`Molar mass of ${formula}: ${formatNumber(total, 6)} g/mol.`),
    step(`Its ${n} H₂O: ${n} × ${formatNumber(water, 5)} = ${formatNumber(n * water, 5)} g/mol.`),
    step(`% water = ${formatNumber(n * water, 5)} ÷ ${formatNumber(total, 6)} × 100.`),
  ], { data: { value: pct, unit: '%' } });
}
