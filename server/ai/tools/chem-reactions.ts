import { formatSpecies, parseSpecies } from './chem-formula';
import { balanceEquation, molarMass } from './chemistry';
import { formatMeasured, formatNumber } from './format';
import { ToolInputError, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Amounts in a reaction (issue 14): from the masses or moles of the reactants to the mass or moles
 * of a product or of another reactant, with the limiting reagent when two amounts are given. The
 * equation is the one written, or built from the substances named (a complete combustion adds O₂,
 * CO₂ and H₂O) and balanced by the balancing tool. Checked by conservation of mass.
 */

const TOOL = 'chemistry_amounts';
const NUM = String.raw`(\d+(?:\.\d+)?(?:e[-+]?\d+)?)`;
const FORMULA = String.raw`((?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*)+)`;

export type NameToFormula = (phrase: string) => string | undefined;

interface Given {
  formula: string;
  moles: number;
  said: string;
}

function molarMassOf(formula: string): number | undefined {
  const r = molarMass(formula);
  return r.ok ? Number(r.data?.molarMass) : undefined;
}

function shown(formula: string): string {
  return formatSpecies(parseSpecies(formula)).text;
}

/** A formula or a common name at the start of a phrase ("O2", "methane", "water"). */
function substanceAt(phrase: string, named: NameToFormula): string | undefined {
  const f = new RegExp(`^${FORMULA}(?![a-z])`).exec(phrase.trim());
  if (f && molarMassOf(f[1]) !== undefined) return f[1];
  const words = phrase.trim().toLowerCase().split(/\s+/);
  for (const n of [3, 2, 1]) {
    const hit = named(words.slice(0, n).join(' '));
    if (hit) return hit;
  }
  return undefined;
}

/** "5 g of H2", "3 mol of CH4", "16 g of methane": the amounts given, in the order written. */
function givenAmounts(t: string, named: NameToFormula): Given[] {
  const out: Given[] = [];
  // The substance is the next word or few ("H2", "methane", "sulfuric acid"), never the rest of the sentence.
  for (const m of t.matchAll(new RegExp(String.raw`${NUM}\s*(g|grams?|kg|mol|moles?)\s+(?:of\s+)?([A-Za-z(][A-Za-z0-9()]*(?:\s+[a-z]+){0,2})`, 'gi'))) {
    const formula = substanceAt(m[3], named);
    if (!formula) continue;
    const M = molarMassOf(formula)!;
    const value = Number(m[1]);
    const unit = m[2].toLowerCase();
    const moles = unit.startsWith('mol') ? value : (unit === 'kg' ? value * 1000 : value) / M;
    out.push({ formula, moles, said: `${m[1]} ${m[2]} of ${shown(formula)}` });
  }
  return out;
}

/** What is asked: "how many grams of water", "what mass of MgO", "how many moles of O2". */
function askedFor(t: string, named: NameToFormula): { formula: string; unit: 'g' | 'mol' } | null {
  const m = /\b(?:how many (grams|g|moles|mol)|what (mass|amount|number of moles)|(mass|moles|grams))\s+(?:of\s+)?(.+)$/i.exec(t);
  if (!m) return null;
  const formula = substanceAt(m[4].replace(/^(?:the\s+)?/, ''), named);
  if (!formula) return null;
  const unitWord = (m[1] ?? m[2] ?? m[3]).toLowerCase();
  return { formula, unit: /mol|amount/.test(unitWord) ? 'mol' : 'g' };
}

/** The reaction: the equation written, else reactants + the product named, else a complete combustion. */
function reactionOf(t: string, given: Given[], asked: { formula: string } | null, named: NameToFormula): string | null {
  const term = String.raw`\d*(?:[A-Z][a-z]?\d*|\([A-Za-z0-9]+\)\d*)+`;
  const side = String.raw`${term}(?:\s*\+\s*${term})*`;
  const written = new RegExp(String.raw`(${side}\s*(?:->|→|⟶|=>)\s*${side})`).exec(t);
  if (written) return written[1];
  const burns = /\bburn(?:s|ed|ing)?\b|\bcombust/i.test(t);
  if (burns && given.length >= 1) {
    const fuel = given.find((g) => g.formula !== 'O2');
    if (!fuel) return null;
    const atoms = parseSpecies(fuel.formula).atoms;
    if (![...atoms.keys()].every((el) => ['C', 'H', 'O'].includes(el)) || !atoms.has('C')) return null;
    return `${fuel.formula} + O2 -> CO2 + H2O`;
  }
  const product = /\b(?:to (?:make|form|produce|give)|forming|producing|making|to yield)\s+([a-z0-9() ]+?)(?:[.,;?]|$)/i.exec(t);
  const productFormula = product ? substanceAt(product[1], named) : asked?.formula;
  const reactants = [...new Set(given.map((g) => g.formula))];
  if (!productFormula || reactants.length < 2 || reactants.includes(productFormula)) return null;
  return `${reactants.join(' + ')} -> ${productFormula}`;
}

/**
 * "5 g of H2 reacts with 32 g of O2 to make water. how many grams of water form", "what mass of
 * CO2 is made when 16 g of methane burns completely", "How many moles of O2 are needed to burn 3
 * mol of CH4 completely?", "10 g of Na reacts with 10 g of Cl2 (2Na + Cl2 -> 2NaCl) …".
 */
export function reactionAmounts(t: string, named: NameToFormula): ToolResult | null {
  if (!/\breact|\bburn|\bcombust|\bforms?\b|\bformed\b|\bproduce|\bmade\b|\bneeded\b|\brequired\b|\blimiting\b|->|→/i.test(t)) return null;
  const given = givenAmounts(t, named);
  const asked = askedFor(t, named);
  if (!given.length || (!asked && !/\blimiting\b/i.test(t))) return null;
  const equation = reactionOf(t, given, asked, named);
  if (!equation) return null;
  const balanced = balanceEquation(equation);
  if (!balanced.ok) return null;
  const coefficients = balanced.data?.coefficients as number[];
  const species = (balanced.data?.species as Array<{ formula: string }>).map((s) => s.formula);
  const reactantCount = Number(balanced.data?.reactantCount);
  const plain = (text: string) => text.replace(/[₀-₉]/g, (c) => String('₀₁₂₃₄₅₆₇₈₉'.indexOf(c)));
  const index = (formula: string) => species.findIndex((s) => plain(s) === formula);
  const steps: ToolStep[] = [step(`The balanced equation: ${balanced.answer}.`)];
  // Moles of each given reactant, and how far each would let the reaction go (moles ÷ coefficient).
  const reactants = given.filter((g) => index(g.formula) >= 0 && index(g.formula) < reactantCount);
  if (!reactants.length) return null;
  for (const g of reactants) {
    const M = molarMassOf(g.formula)!;
    steps.push(step(`${g.said}: n = ${/mol/.test(g.said) ? `${formatNumber(g.moles, 6)} mol` : `m/M = ${g.said.split(' ')[0]} g ÷ ${formatNumber(M, 6)} g/mol = ${formatNumber(g.moles, 6)} mol`}.`));
  }
  const extents = reactants.map((g) => ({ g, extent: g.moles / coefficients[index(g.formula)] }));
  const limiting = extents.reduce((a, b) => (b.extent < a.extent ? b : a));
  if (reactants.length > 1) {
    steps.push(step(`Divide each by its coefficient: ${extents.map((e) => `${shown(e.g.formula)} ${formatNumber(e.extent, 6)}`).join(', ')}. The smallest runs out first: ${shown(limiting.g.formula)} is the limiting reagent.`));
  }
  // Conservation of mass at that extent: what reacts weighs what forms.
  const massAt = (from: number, to: number) =>
    species.slice(from, to).reduce((sum, s, i) => sum + limiting.extent * coefficients[from + i] * (molarMassOf(plain(s)) ?? Number.NaN), 0);
  const reacted = massAt(0, reactantCount);
  const formed = massAt(reactantCount, species.length);
  if (!(Math.abs(reacted - formed) <= 1e-6 * Math.max(1, reacted))) throw new ToolInputError('The masses do not balance for this reaction, so I won’t give an answer.');
  if (!asked) {
    return succeed(TOOL, `The limiting reagent is ${shown(limiting.g.formula)}`, steps, { data: { limiting: limiting.g.formula } });
  }
  const target = index(asked.formula);
  if (target < 0) throw new ToolInputError(`${shown(asked.formula)} is not in the reaction ${balanced.answer}.`);
  const moles = limiting.extent * coefficients[target];
  const ratio = `${coefficients[target]} : ${coefficients[index(limiting.g.formula)]}`;
  steps.push(step(`Mole ratio ${shown(asked.formula)} : ${shown(limiting.g.formula)} = ${ratio}, so n(${shown(asked.formula)}) = ${formatNumber(limiting.g.moles, 6)} × ${coefficients[target]}/${coefficients[index(limiting.g.formula)]} = ${formatNumber(moles, 6)} mol.`));
  const lead = reactants.length > 1 ? `limiting reagent ${shown(limiting.g.formula)}; ` : '';
  if (asked.unit === 'mol') {
    steps.push(step(`Check: mass is conserved, ${formatMeasured(reacted)} g of reactants make ${formatMeasured(formed)} g of products ✓.`));
    return succeed(TOOL, `${lead}n = ${formatMeasured(moles)} mol`, steps, { data: { value: moles, unit: 'mol' } });
  }
  const M = molarMassOf(asked.formula)!;
  const mass = moles * M;
  steps.push(step(`m = n × M = ${formatNumber(moles, 6)} mol × ${formatNumber(M, 6)} g/mol = ${formatMeasured(mass)} g.`));
  steps.push(step(`Check: mass is conserved, ${formatMeasured(reacted)} g of reactants make ${formatMeasured(formed)} g of products ✓.`));
  return succeed(TOOL, `${lead}m = ${formatMeasured(mass)} g`, steps, { data: { value: mass, unit: 'g' } });
}
