import { firstAnswer } from './solvers';
import { empiricalFormula, waterOfCrystallisation } from './chem-empirical';
import { parseSpecies, formatSpecies } from './chem-formula';
import { atomCount } from './chem-atoms';
import { reactionAmounts } from './chem-reactions';
import { molarMass } from './chemistry';
import { elementSymbolOf } from './elements';
import { formatMeasured, formatNumber } from './format';
import { ToolInputError, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Amounts of substance as school chemistry sets them (issue 14): grams ↔ moles ↔ particles,
 * concentration and dilution, pH of strong acids and bases, percentage by mass, the ideal gas law
 * and the gas laws, percentage yield, and amounts in a reaction with its limiting reagent
 * (chem-reactions.ts). Molar masses come from the molar-mass tool (standard atomic
 * weights); every answer carries its unit and is checked by working it back the other way.
 */

const TOOL = 'chemistry_amounts';
export const AVOGADRO = 6.02214076e23;
const R = 8.314;
/** Molar volume of a gas at STP (0 °C, 1 atm), the value school uses. */
const STP_LITRES = 22.4;

const NAMES: Record<string, string> = {
  water: 'H2O', glucose: 'C6H12O6', sucrose: 'C12H22O11', 'carbon dioxide': 'CO2', 'carbon monoxide': 'CO', methane: 'CH4',
  ethane: 'C2H6', propane: 'C3H8', butane: 'C4H10', ethanol: 'C2H5OH', methanol: 'CH3OH', 'sodium chloride': 'NaCl', 'table salt': 'NaCl',
  salt: 'NaCl', 'sulfuric acid': 'H2SO4', 'sulphuric acid': 'H2SO4', 'hydrochloric acid': 'HCl', 'nitric acid': 'HNO3',
  'sodium hydroxide': 'NaOH', 'potassium hydroxide': 'KOH', 'calcium hydroxide': 'Ca(OH)2', 'barium hydroxide': 'Ba(OH)2',
  'calcium carbonate': 'CaCO3', ammonia: 'NH3', oxygen: 'O2', hydrogen: 'H2', nitrogen: 'N2', chlorine: 'Cl2', carbon: 'C',
  magnesium: 'Mg', iron: 'Fe', sodium: 'Na', copper: 'Cu', zinc: 'Zn', aluminium: 'Al', aluminum: 'Al', calcium: 'Ca', helium: 'He',
  'magnesium oxide': 'MgO', 'sodium bicarbonate': 'NaHCO3', 'baking soda': 'NaHCO3', 'potassium chloride': 'KCl',
  'iron(iii) oxide': 'Fe2O3', 'iron(ii) oxide': 'FeO', 'copper(ii) oxide': 'CuO', 'sulfur dioxide': 'SO2', 'sulphur dioxide': 'SO2',
  'sulfur trioxide': 'SO3', 'nitrogen dioxide': 'NO2', 'nitrogen monoxide': 'NO', 'calcium oxide': 'CaO', quicklime: 'CaO', limestone: 'CaCO3',
  steam: 'H2O', potassium: 'K', sulfur: 'S', sulphur: 'S', 'hydrogen peroxide': 'H2O2', 'zinc chloride': 'ZnCl2',
  'magnesium chloride': 'MgCl2', 'ammonium chloride': 'NH4Cl', 'hydrogen chloride': 'HCl', 'zinc oxide': 'ZnO', 'aluminium oxide': 'Al2O3',
  'aluminum oxide': 'Al2O3', 'sodium oxide': 'Na2O', lithium: 'Li', ozone: 'O3', 'magnesium hydroxide': 'Mg(OH)2',
  'aluminium hydroxide': 'Al(OH)3', 'aluminum hydroxide': 'Al(OH)3', 'sodium carbonate': 'Na2CO3', 'calcium chloride': 'CaCl2',
  'silver nitrate': 'AgNO3', 'silver chloride': 'AgCl', 'sodium nitrate': 'NaNO3', 'potassium nitrate': 'KNO3',
};

/**
 * A reaction told in words, as the equation to balance: "methane (CH4) burns in oxygen to form carbon
 * dioxide and water" is CH4 + O2 -> CO2 + H2O; "photosynthesis turns carbon dioxide and water into
 * glucose (C6H12O6) and oxygen" is CO2 + H2O -> C6H12O6 + O2. A formula written beside a name is
 * taken as written. Null when a side has no substance named, or a word the list does not know stands
 * where a substance would.
 */
export function reactionInWords(text: string): string | null {
  const split = /\b(?:to\s+(?:form|make|give|produce|yield)|forming|making|giving|producing|yielding|into|gives|forms|makes|produces|yields)\b/i.exec(text);
  if (!split) return null;
  const names = Object.keys(NAMES).sort((a, b) => b.length - a.length).map((n) => n.replace(/[()]/g, (c) => `\\${c}`));
  const nameRe = new RegExp(String.raw`\b(?:${names.join('|')})(?![a-z(])`, 'gi');
  const formulaRe = /(?<![A-Za-z])((?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*)+)(?![a-z])/g;
  const side = (written: string): string[] | null => {
    // "glucose (C6H12O6)" as "glucose, C6H12O6"; "iron(III)" keeps its charge in brackets.
    const part = written.replace(/(?<=\s)\(\s*((?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*)+)\s*\)/g, (m: string, f: string) => (/^(?:I|II|III|IV|V|VI|VII)$/.test(f) ? m : `, ${f} `));
    const found: Array<{ at: number; formula: string }> = [];
    let rest = part;
    const blank = (from: number, to: number) => {
      rest = rest.slice(0, from) + ' '.repeat(to - from) + rest.slice(to);
    };
    // Formulas as written ("Mg(OH)2", "CH4"), and the name just before one ("magnesium hydroxide, Mg(OH)2") with them.
    for (const m of part.matchAll(formulaRe)) {
      if (!/\d|[A-Z][a-z]?[A-Z]|\(/.test(m[1]) || /^\(?(?:I|II|III|IV|V|VI|VII)\)?$/.test(m[1]) || /[a-z]$/i.test(part.slice(0, m.index ?? 0))) continue;
      const at = m.index ?? 0;
      found.push({ at, formula: m[1] });
      const before = /((?:[a-z]+(?:\([ivx]+\))?\s+){0,2}[a-z]+(?:\([ivx]+\))?)\s*[,(]\s*$/i.exec(part.slice(Math.max(0, at - 40), at));
      blank(before ? at - before[0].length : at, at + m[0].length + (part[at + m[0].length] === ')' ? 1 : 0));
    }
    for (const m of rest.matchAll(nameRe)) {
      found.push({ at: m.index ?? 0, formula: NAMES[m[0].toLowerCase()] });
      blank(m.index ?? 0, (m.index ?? 0) + m[0].length);
    }
    // A compound named in words the list does not know ("magnesium hydroxide") would be misread: none at all.
    if (/\w*(?:oxide|chloride|bromide|iodide|fluoride|sulfide|sulphide|nitride|carbide|hydride|sulfate|sulphate|nitrate|nitrite|carbonate|phosphate|acetate|chlorate|sulfite|sulphite|permanganate|chromate|peroxide)\b|\bacid\b/i.test(rest)) return null;
    const formulas = found.sort((a, b) => a.at - b.at).map((f) => f.formula);
    return formulas.length ? [...new Set(formulas)] : null;
  };
  // The reacting part starts at the first substance of the sentence that tells the reaction.
  const sentence = text.slice(0, split.index).split(/(?<=[.:;])\s+/).pop() ?? '';
  const left = side(sentence);
  const right = side(text.slice(split.index + split[0].length).split(/[.;?](?:\s|$)/)[0]);
  if (!left || !right) return null;
  return `${left.join(' + ')} -> ${right.join(' + ')}`;
}

/** The formula of a substance named in words ("water", "table salt", "sulfuric acid"), or undefined. */
export function formulaOfName(name: string): string | undefined {
  return NAMES[name.trim().toLowerCase().replace(/^(?:the|a|an)\s+/, '').replace(/[?!.]+$/, '')];
}

/** Strong acids (all their H⁺ given) and strong bases (all their OH⁻), the ones school treats as fully dissociated. */
const STRONG_ACIDS: Record<string, number> = { HCl: 1, HNO3: 1, HBr: 1, HI: 1, HClO4: 1 };
const STRONG_BASES: Record<string, number> = { NaOH: 1, KOH: 1, LiOH: 1, 'Ba(OH)2': 2, 'Ca(OH)2': 2, 'Sr(OH)2': 2 };

interface Substance {
  formula: string;
  shown: string;
  molarMass: number;
  atoms: Map<string, number>;
}

function substance(formula: string): Substance | null {
  const mm = molarMass(formula);
  if (!mm.ok) return null;
  const sp = parseSpecies(formula);
  return { formula, shown: formatSpecies(sp).text, molarMass: Number(mm.data?.molarMass), atoms: sp.atoms };
}

const FORMULA = /(?<![A-Za-z])((?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*)+)(?![a-z])/g;

/**
 * The substance a question is about: the one its amount is "of" ("1 mole of CH4", "36 g of water"),
 * else the first formula or common name in it.
 */
function substanceIn(text: string): Substance | null {
  const object = /\b(?:mol|moles?|g|grams?|kg|molecules|atoms|particles|ions|M|L|mL|ml|litres?|liters?)\s+of\s+(?:an?\s+|the\s+)?(.+)$/i.exec(text);
  return (object && namedSubstance(object[1])) ?? namedSubstance(text);
}

/** A formula (H2O, Ca(OH)2) or a common name (water, sulfuric acid) in a phrase, whichever comes first. */
function namedSubstance(text: string): Substance | null {
  const plain = text.replace(/[₀-₉]/g, (c) => String('₀₁₂₃₄₅₆₇₈₉'.indexOf(c)));
  const lower = plain.toLowerCase();
  // "salt" is sodium chloride only on its own or as table, sea or rock salt: Epsom salt is another salt.
  const otherSalt = /\b(?!table\b|common\b|sea\b|rock\b|cooking\b|kitchen\b|of\b|the\b|some\b|a\b|much\b|more\b|less\b|and\b|in\b)[a-z]+\s+salts?\b/.test(lower);
  const named = Object.keys(NAMES)
    .filter((n) => new RegExp(`\\b${n}\\b`).test(lower) && !(n === 'salt' && otherSalt))
    .sort((a, b) => lower.search(new RegExp(`\\b${a}\\b`)) - lower.search(new RegExp(`\\b${b}\\b`)) || b.length - a.length)[0];
  // A formula right after the name says which substance is meant: "table salt (NaCl)", "Epsom salt, MgSO4".
  if (named) {
    const after = new RegExp(String.raw`\b${named}\b\s*[,(:–-]?\s*((?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*)+)(?![a-z])`).exec(plain.replace(new RegExp(named, 'i'), named));
    const given = after && /[A-Z].*[A-Z\d]|\d/.test(after[1]) ? substance(after[1]) : null;
    if (given) return given;
  }
  for (const m of plain.matchAll(FORMULA)) {
    const token = m[1];
    // One capital letter alone is a word ("A", "I") unless it is a chemical element written after "of".
    const symbols = token.match(/[A-Z]/g) ?? [];
    if (symbols.length < 2 && !/\d/.test(token) && !new RegExp(`\\bof\\s+${token}\\b`).test(plain)) continue;
    if (named && lower.search(new RegExp(`\\b${named}\\b`)) < (m.index ?? 0)) break;
    const found = substance(token);
    if (found) return found;
  }
  return named ? substance(NAMES[named]) : null;
}

/** "2.5 × 10⁻³", "3.01 x 10^23", "6.022e23" as plain numbers the patterns can read. */
function plainNumbers(text: string): string {
  const sup = (s: string) => s.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻−]/g, (c) => (c === '⁻' || c === '−' ? '-' : String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c))));
  return text
    .replace(/(\d+(?:\.\d+)?)\s*(?:×|x|\*)\s*10\s*(?:\^|\*\*)?\s*\(?\s*([-−⁻]?\s*[\d⁰¹²³⁴⁵⁶⁷⁸⁹]+)\s*\)?/g, (_, a: string, e: string) => `${a}e${sup(e).replace(/\s+/g, '')}`)
    .replace(/(\d),(\d{3})\b/g, '$1$2');
}

const NUM = String.raw`(\d+(?:\.\d+)?(?:e[-+]?\d+)?)`;

const show = formatMeasured;

function answer(symbol: string, value: number, unit: string, steps: ToolStep[], check?: string): ToolResult {
  if (!Number.isFinite(value)) throw new ToolInputError('Those numbers do not give a value.');
  if (check) steps.push(step(`Check: ${check} ✓.`));
  return succeed(TOOL, `${symbol} = ${show(value)}${unit ? ` ${unit}` : ''}`, steps, { data: { value, unit } });
}

function litres(value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u === 'ml' || u === 'cm3' || u === 'cm^3' || u === 'cm³') return value / 1000;
  if (u === 'm3' || u === 'm^3' || u === 'm³') return value * 1000;
  if (u === 'dm3' || u === 'dm^3' || u === 'dm³') return value;
  return value;
}

const VOLUME = String.raw`${NUM}\s*(mL|ml|L|l|litres?|liters?|cm3|cm\^3|cm³|dm3|dm\^3|dm³|m3|m\^3|m³)(?![A-Za-z0-9])`;
/** A concentration: "0.1 M", "0.1 mol/L", "2 molar". Case matters (M is molar, m is metres): use without the i flag. */
const MOLAR = String.raw`${NUM}\s*(?:M|[Mm]ol\/[Ll]|[Mm]ol\/dm3|[Mm]ol\s*L-1|[Mm]olar)\b`;

/** Moles, grams and particles of one substance. */
function amounts(t: string): ToolResult | null {
  const sub = substanceIn(t);
  if (!sub) return null;
  const grams = new RegExp(String.raw`${NUM}\s*(?:g|grams?)\b(?!\/)`, 'i').exec(t);
  const kilograms = new RegExp(String.raw`${NUM}\s*(?:kg|kilograms?)\b(?!\/)`, 'i').exec(t);
  const moles = new RegExp(String.raw`${NUM}\s*(?:mol|moles?)\b(?!\/)`, 'i').exec(t);
  const particles = new RegExp(String.raw`${NUM}\s*(?:molecules|atoms|particles|formula units|ions)\b`, 'i').exec(t);
  const asksMoles = /\bhow many moles\b|\bmoles?\s+(?:is|are|in|of)\b|\bnumber of moles\b|\bamount of substance\b|\bn\s*=/i.test(t) && !moles;
  const asksMass = /\bmass\b|\bhow many grams\b|\bgrams\b|\bweigh/i.test(t) && !grams && !kilograms;
  const particleWord = /\b(molecules|atoms|particles|ions|formula units)\b/i.exec(t);
  const asksParticles = particleWord && /\bhow many\b|\bnumber of\b/i.test(t) && !particles;
  const M = sub.molarMass;
  const steps: ToolStep[] = [step(`Molar mass of ${sub.shown}: M = ${formatNumber(M, 6)} g/mol.`)];
  const mass = grams ? Number(grams[1]) : kilograms ? Number(kilograms[1]) * 1000 : undefined;
  if (mass !== undefined && asksMoles) {
    const n = mass / M;
    steps.push(step(`n = m/M = ${mass} g ÷ ${formatNumber(M, 6)} g/mol.`));
    return answer('n', n, 'mol', steps, `${show(n)} mol × ${formatNumber(M, 6)} g/mol = ${show(n * M)} g`);
  }
  if (moles && asksMass && !asksParticles) {
    const n = Number(moles[1]);
    steps.push(step(`m = n × M = ${n} mol × ${formatNumber(M, 6)} g/mol.`));
    return answer('m', n * M, 'g', steps, `${show(n * M)} g ÷ ${formatNumber(M, 6)} g/mol = ${n} mol`);
  }
  if (particles && asksMass) {
    const n = Number(particles[1]) / AVOGADRO;
    steps.push(step(`n = N/Nₐ = ${show(Number(particles[1]))} ÷ 6.022 × 10^23 = ${show(n)} mol.`), step(`m = n × M = ${show(n)} mol × ${formatNumber(M, 6)} g/mol.`));
    return answer('m', n * M, 'g', steps);
  }
  if (asksParticles && (moles || mass !== undefined)) {
    const n = moles ? Number(moles[1]) : mass! / M;
    if (!moles) steps.push(step(`n = m/M = ${mass} g ÷ ${formatNumber(M, 6)} g/mol = ${show(n)} mol.`));
    else steps.shift();
    const what = particleWord![1].toLowerCase();
    // "hydrogen atoms in CH4": atoms of one element; "atoms in 12 g of carbon": an element's atoms.
    const element = /\b(hydrogen|oxygen|carbon|nitrogen|chlorine|sodium|sulfur|sulphur)\s+atoms\b/i.exec(t)?.[1].toLowerCase();
    const symbol = element ? { hydrogen: 'H', oxygen: 'O', carbon: 'C', nitrogen: 'N', chlorine: 'Cl', sodium: 'Na', sulfur: 'S', sulphur: 'S' }[element] : undefined;
    let perUnit = 1;
    if (symbol && what === 'atoms') {
      perUnit = sub.atoms.get(symbol!) ?? 0;
      if (!perUnit) return null;
      steps.push(step(`Each ${sub.shown} holds ${perUnit} ${element} atom${perUnit > 1 ? 's' : ''}.`));
    } else if (what === 'atoms' && (sub.atoms.size > 1 || [...sub.atoms.values()][0] > 1)) {
      perUnit = [...sub.atoms.values()].reduce((a, b) => a + b, 0);
      steps.push(step(`Each ${sub.shown} is made of ${perUnit} atoms.`));
    }
    const N = n * AVOGADRO * perUnit;
    steps.push(step(`N = n × Nₐ${perUnit > 1 ? ` × ${perUnit}` : ''} = ${show(n)} × 6.022 × 10^23${perUnit > 1 ? ` × ${perUnit}` : ''}.`));
    return answer('N', N, what, steps);
  }
  return null;
}

/** Concentration: c = n/V, the grams for a solution, g/L, and dilution C1V1 = C2V2. */
function solutions(t: string): ToolResult | null {
  const conc = [...t.matchAll(new RegExp(MOLAR, 'g'))];
  const vols = [...t.matchAll(new RegExp(VOLUME, 'gi'))];
  // A dilution names it, or gives two concentrations of one solute ("12 M … to make 1.5 L of 0.6 M").
  const diluted = /\bdilut|\bC1\s*V1\b/i.test(t) || conc.length === 2;
  if (diluted && (conc.length >= 1 && vols.length >= 1)) {
    const c = conc.map((m) => Number(m[1]));
    const v = vols.map((m) => litres(Number(m[1]), m[2]));
    const vUnit = /\bmL\b|\bml\b/.test(t) ? 'mL' : 'L';
    const inUnit = (l: number) => (vUnit === 'mL' ? l * 1000 : l);
    const explicit = /\bC1\s*=\s*([\d.]+).*?\bV1\s*=\s*([\d.]+)\s*(\w+).*?\bC2\s*=\s*([\d.]+)/i.exec(t);
    const steps: ToolStep[] = [step('Diluting keeps the amount of solute: C₁V₁ = C₂V₂.')];
    if (explicit && /\bV2\b/i.test(t)) {
      const [c1, v1, c2] = [Number(explicit[1]), Number(explicit[2]), Number(explicit[4])];
      steps.push(step(`V₂ = C₁V₁/C₂ = ${c1} × ${v1} ${explicit[3]} ÷ ${c2}.`));
      return answer('V₂', (c1 * v1) / c2, explicit[3].replace(/^ml$/i, 'mL'), steps);
    }
    if (c.length === 1 && v.length === 2 && /\bdiluted to\b|\bmade up to\b|\badded to make\b|\bdilut\w*\b(?:[^.?]|\.\d)*?\bto\s+(?:a\s+|the\s+)?(?:total\s+|final\s+)?(?:volume\s+of\s+)?\d/i.test(t)) {
      steps.push(step(`C₂ = C₁V₁/V₂ = ${c[0]} M × ${inUnit(v[0])} ${vUnit} ÷ ${inUnit(v[1])} ${vUnit}.`));
      return answer('C₂', (c[0] * v[0]) / v[1], 'mol/L', steps, `${show((c[0] * v[0]) / v[1])} M × ${inUnit(v[1])} ${vUnit} = ${show(c[0] * inUnit(v[0]))} M·${vUnit}`);
    }
    if (c.length === 2 && v.length === 1 && /\bwhat volume\b|\bhow much\b|\bhow many (?:mL|ml|litres|liters)\b|\b(?:final|new|total|diluted)\s+volume\b/i.test(t)) {
      // The volume belongs to the concentration it is "of": "1.5 L of 0.6 M" (the solution to make),
      // "50 mL of 2.0 M HCl" (the stock). The other volume is C·V over the other concentration.
      const volEnd = (vols[0].index ?? 0) + vols[0][0].length;
      const attached = conc.findIndex((m) => (m.index ?? 0) >= volEnd && /^\s*of\s+(?:an?\s+|the\s+)?$/i.test(t.slice(volEnd, m.index)));
      if (attached < 0) return null;
      const [ca, co] = [c[attached], c[1 - attached]];
      const other = (ca * v[0]) / co;
      const stockGiven = ca > co;
      const asked = /\bin\s+mL\b|\(answer in mL\)|\bmL\b/i.test(t) ? 'mL' : vUnit;
      const inAsked = (l: number) => (asked === 'mL' ? l * 1000 : l);
      const [given, found] = stockGiven ? ['₁', '₂'] : ['₂', '₁'];
      steps.push(step(`V${found} = C${given}V${given}/C${found} = ${ca} M × ${show(inAsked(v[0]))} ${asked} ÷ ${co} M = ${show(inAsked(other))} ${asked}.`));
      // "How much water is added": the final volume less the stock's.
      if (stockGiven && /\bhow\s+(?:much|many\s+\w+\s+of)\s+water\b|\bwater\b[^.?]*\badded\b[^.?]*\?|\bvolume\s+of\s+water\b/i.test(t)) {
        steps.push(step(`Water added = V₂ − V₁ = ${show(inAsked(other))} − ${show(inAsked(v[0]))} = ${show(inAsked(other - v[0]))} ${asked}.`));
        return answer('water added', inAsked(other - v[0]), asked, steps);
      }
      return answer(`V${found}`, inAsked(other), asked, steps);
    }
    return null;
  }
  const sub = substanceIn(t);
  if (conc.length === 1 && vols.length === 1 && sub && /\bhow many grams\b|\bwhat mass\b|\bmass of\b|\bgrams of\b/i.test(t)) {
    const c = Number(conc[0][1]);
    const V = litres(Number(vols[0][1]), vols[0][2]);
    const n = c * V;
    return answer('m', n * sub.molarMass, 'g', [
      step(`n = c × V = ${c} mol/L × ${show(V)} L = ${show(n)} mol of ${sub.shown}.`),
      step(`m = n × M = ${show(n)} mol × ${formatNumber(sub.molarMass, 6)} g/mol.`),
    ]);
  }
  if (conc.length === 1 && sub && /\bg\/L\b|\bgrams per lit/i.test(t) && !vols.length) {
    const c = Number(conc[0][1]);
    return answer('concentration', c * sub.molarMass, 'g/L', [step(`Each litre holds ${c} mol, and one mole of ${sub.shown} is ${formatNumber(sub.molarMass, 6)} g: ${c} × ${formatNumber(sub.molarMass, 6)}.`)]);
  }
  if (!conc.length && vols.length === 1 && /\bconcentration\b|\bmolarity\b|\bmol\/L\b|\bmolar\b/i.test(t)) {
    const V = litres(Number(vols[0][1]), vols[0][2]);
    const moles = new RegExp(String.raw`${NUM}\s*(?:mol|moles?)\b`, 'i').exec(t);
    const grams = new RegExp(String.raw`${NUM}\s*(?:g|grams?)\b`, 'i').exec(t);
    const steps: ToolStep[] = [];
    let n: number;
    if (moles) n = Number(moles[1]);
    else if (grams && sub) {
      n = Number(grams[1]) / sub.molarMass;
      steps.push(step(`n = m/M = ${grams[1]} g ÷ ${formatNumber(sub.molarMass, 6)} g/mol = ${show(n)} mol.`));
    } else return null;
    steps.push(step(`c = n/V = ${show(n)} mol ÷ ${show(V)} L.`));
    return answer('c', n / V, 'mol/L', steps);
  }
  return null;
}

/** pH of a strong acid or base, pOH from pH, [H⁺] from pH. */
function acidity(text: string): ToolResult | null {
  // "the H+ concentration", "the concentration of hydroxide ions": the bracket notation in words.
  const t = text
    .replace(/\b(H3O|H|OH)\s*(?:\+|-|⁺|⁻)?\s*(?:ions?\s+)?concentration\b/g, (_m, ion: string) => (ion === 'OH' ? '[OH-]' : '[H+]'))
    .replace(/\b(?:hydronium|hydrogen)\s+ion\s+concentration\b|\bconcentration\s+of\s+(?:the\s+)?(?:H3O\s*[+⁺]|H\s*[+⁺]|hydrogen\s+ions|hydronium\s+ions)(?:\s+ions)?/gi, '[H+]')
    .replace(/\bhydroxide\s+ion\s+concentration\b|\bconcentration\s+of\s+(?:the\s+)?(?:OH\s*[-⁻]|hydroxide\s+ions)(?:\s+ions)?/gi, '[OH-]');
  if (!/\bp(?:H|OH)\b|\[H\+?\]|\[OH-?\]|\bhydrogen ion concentration\b/i.test(t)) return null;
  // Two pH values: "how many times greater is [H⁺] at pH 6.2 than at 7.0" is 10 to the difference; anything else about two is not read.
  const two = [...new Set([...t.matchAll(/\bpH\s*(?:of\s+|is\s+|=\s*)?(\d+(?:\.\d+)?)\b/gi)].map((m) => Number(m[1])))];
  if (two.length >= 2) {
    if (two.length !== 2 || !/\bhow\s+many\s+times\b|\bratio\b|\bfactor\b/i.test(t) || !/\[H\+?\]|\[H3O/i.test(t)) return null;
    const ratio = 10 ** Math.abs(two[0] - two[1]);
    const [low, high] = two[0] < two[1] ? two : [two[1], two[0]];
    return answer('ratio', ratio, '', [
      step(`[H⁺] = 10^(−pH), so the ratio of two concentrations is 10 to the difference of the pH values; the lower pH (${show(low)}) has the higher [H⁺].`),
      step(`Ratio = 10^(${show(high)} − ${show(low)}) = 10^${show(high - low)} = ${show(ratio)}.`),
    ]);
  }
  const given = /\bp(H|OH)\s*(?:of\s+(?:the\s+|a\s+|this\s+|some\s+)?(?:\w+\s+)?(?:solution|sample|liquid|water|mixture|acid|base)\s+)?(?:is|=|of|was|equals)?\s*(\d+(?:\.\d+)?)\b/i.exec(t);
  // [H⁺] or [OH⁻] given ("[H+] = 3.2e-5 M, what is the pH"): the logarithm of it, no substance needed.
  const ion = new RegExp(String.raw`\[(H|H3O|OH)\+?-?\]\s*(?:is|=|of)\s*${NUM}\s*(?:M|mol\s*\/\s*L|mol\s*L\^?-1|molar)?\b`, 'i').exec(t);
  if (ion && !given && /\bp(?:H|OH)\b/i.test(t)) {
    const c = Number(ion[2]);
    if (!(c > 0)) throw new ToolInputError('A concentration must be more than 0.');
    const hydroxide = ion[1].toUpperCase() === 'OH';
    const p = -Math.log10(c);
    const wantsPOH = /\bpOH\b/i.test(t) && !/\bpH\b/.test(t.replace(/\bpOH\b/gi, ''));
    if (hydroxide === wantsPOH) {
      const name = hydroxide ? 'pOH' : 'pH';
      return answer(name, p, '', [step(`${name} = −log₁₀[${hydroxide ? 'OH⁻' : 'H⁺'}] = −log₁₀(${show(c)}).`)], `10^(−${show(p)}) = ${show(10 ** -p)} mol/L`);
    }
    const name = hydroxide ? 'pH' : 'pOH';
    return answer(name, 14 - p, '', [step(`${hydroxide ? 'pOH' : 'pH'} = −log₁₀(${show(c)}) = ${show(p)}.`), step(`At 25 °C, pH + pOH = 14, so ${name} = 14 − ${show(p)}.`)]);
  }
  if (given && /\bpOH\b/i.test(t) && given[1].toUpperCase() === 'H') {
    const pOH = 14 - Number(given[2]);
    return answer('pOH', pOH, '', [step('At 25 °C, pH + pOH = 14.'), step(`pOH = 14 − ${given[2]}.`)]);
  }
  if (given && /\[H(?:3O)?\+?\]|\bhydrogen ion concentration\b/i.test(t) && given[1].toUpperCase() === 'H') {
    const h = 10 ** -Number(given[2]);
    return answer('[H⁺]', h, 'mol/L', [step(`[H⁺] = 10^(−pH) = 10^(−${given[2]}).`)]);
  }
  if (given && /\[OH-?\]/i.test(t) && !/\[OH-?\]\s*(?:is|=|of)\s*\d/i.test(t)) {
    // [OH⁻] from pH or pOH: through pOH = 14 − pH at 25 °C.
    const pOH = given[1].toUpperCase() === 'OH' ? Number(given[2]) : 14 - Number(given[2]);
    const steps = given[1].toUpperCase() === 'OH' ? [] : [step(`At 25 °C, pOH = 14 − pH = 14 − ${given[2]} = ${show(pOH)}.`)];
    return answer('[OH⁻]', 10 ** -pOH, 'mol/L', [...steps, step(`[OH⁻] = 10^(−pOH) = 10^(−${show(pOH)}).`)]);
  }
  if (given && /\bpH\b/i.test(t) && given[1].toUpperCase() === 'OH' && !/\bpOH\s*$/i.test(t)) {
    return answer('pH', 14 - Number(given[2]), '', [step('At 25 °C, pH + pOH = 14.'), step(`pH = 14 − ${given[2]}.`)]);
  }
  if (/\bmix(?:ed|ture)?\b|\bneutrali[sz]|\btitrat/i.test(t)) return null;
  const c = new RegExp(String.raw`${NUM}\s*(?:M|mol\/L|molar)\b`, 'i').exec(t);
  // A weak acid with its Ka: HA ⇌ H⁺ + A⁻, x²/(c − x) = Ka, solved exactly (or x = √(Ka·c) when told
  // to take the dissociation as small).
  const ka = new RegExp(String.raw`\bK\s*_?a\s*(?:=|is|of)\s*${NUM}`, 'i').exec(t);
  if (ka && c && /\bpH\b/.test(t)) {
    const [K, conc] = [Number(ka[1]), Number(c[1])];
    if (!(K > 0 && conc > 0)) return null;
    // "no small-x approximation", "solving exactly with the quadratic": the exact root, whatever words follow.
    const exact = /\b(?:no|without(?:\s+(?:the|any|using))?|not\s+(?:using|making|taking))\s+(?:the\s+|a\s+|any\s+)?(?:small[- ]?x\s+)?(?:approximation|assumption)|\bexact(?:ly)?\b|\bquadratic\b|\bdo\s*n[o']?t\s+(?:assume|approximate)/i.test(t);
    const small = !exact && /\bsmall\b|\bapproximat|\bnegligible\b|\bassum(?:e|ing)\s+(?:that\s+)?(?:x|\[H)/i.test(t);
    const h = small ? Math.sqrt(K * conc) : (-K + Math.sqrt(K * K + 4 * K * conc)) / 2;
    return answer('pH', -Math.log10(h), '', [
      step(`A weak acid: HA ⇌ H⁺ + A⁻ with Ka = [H⁺][A⁻]/[HA]; with [H⁺] = [A⁻] = x, x²/(${show(conc)} − x) = ${show(K)}.`),
      step(small ? `Taking the dissociation as small (c − x ≈ c): x = √(Ka·c) = √(${show(K)} × ${show(conc)}) = ${show(h)} mol/L.` : `Solve x² + Ka·x − Ka·c = 0 for the positive root: x = ${show(h)} mol/L.`),
      step(`pH = −log₁₀ ${show(h)}.`),
    ]);
  }
  const sub = substanceIn(t);
  if (!c || !sub || !/\bpH\b/.test(t)) return null;
  const conc = Number(c[1]);
  const acid = STRONG_ACIDS[sub.formula];
  const base = STRONG_BASES[sub.formula];
  if (acid) {
    const h = conc * acid;
    const pH = -Math.log10(h);
    return answer('pH', pH, '', [step(`${sub.shown} is a strong acid, fully ionised: [H⁺] = ${show(h)} mol/L.`), step(`pH = −log₁₀[H⁺] = −log₁₀(${show(h)}).`)], `10^(−${show(pH)}) = ${show(10 ** -pH)} mol/L`);
  }
  if (base) {
    const oh = conc * base;
    const pOH = -Math.log10(oh);
    return answer('pH', 14 - pOH, '', [
      step(`${sub.shown} is a strong base, fully dissociated${base > 1 ? `, giving ${base} OH⁻ each` : ''}: [OH⁻] = ${show(oh)} mol/L.`),
      step(`pOH = −log₁₀[OH⁻] = ${show(pOH)}, and at 25 °C pH = 14 − pOH.`),
    ]);
  }
  throw new ToolInputError(`${sub.shown} is not a strong acid or base that fully ionises, so its pH needs its Ka or Kb (a weak acid or base), or, for a polyprotic acid, how far each step ionises.`);
}

/** Percentage by mass of one element in a compound. */
function percentByMass(t: string): ToolResult | null {
  if (!/\b(?:percent(?:age)?|%)\b.*\bmass\b|\bmass\s*%|\bpercent(?:age)? composition\b|\bpercentage of\b.*\bby mass\b|\bpercent by mass\b/i.test(t)) return null;
  // The element asked about stands after "of" and before "in": "the percentage by mass of oxygen in
  // calcium carbonate", "% N in NH4NO3"; "calcium" in "calcium carbonate" names the compound.
  const named = elementSymbolOf;
  const asked = /\b(?:of|%)\s+([A-Za-z][a-z]*)\s+(?:is\s+)?in\b/.exec(t);
  // Otherwise the one element name that does not start a compound's name ("sodium chloride", "iron(III) oxide").
  const free = [...t.matchAll(/\b(hydrogen|oxygen|carbon|nitrogen|chlorine|sodium|sulfur|sulphur|calcium|iron|magnesium|potassium|copper|zinc|aluminium|aluminum|silver|lead)\b(?!\s*(?:\([ivx]+\)\s*)?[a-z]+(?:ide|ate|ite)\b)/gi)];
  const element = asked && named(asked[1]) ? asked : new Set(free.map((m) => m[1].toLowerCase())).size === 1 ? free[0] : null;
  if (!element) return null;
  const symbol = named(element[1]);
  if (!symbol) return null;
  const rest = t.replace(element[0], ' ');
  const sub = substanceIn(rest);
  if (!sub || !sub.atoms.has(symbol) || sub.atoms.size < 2) return null;
  const mm = molarMass(symbol);
  if (!mm.ok) return null;
  const part = Number(mm.data?.molarMass) * sub.atoms.get(symbol)!;
  const pct = (100 * part) / sub.molarMass;
  return answer(`% ${symbol}`, pct, '%', [
    step(`Molar mass of ${sub.shown}: ${formatNumber(sub.molarMass, 6)} g/mol.`),
    step(`${symbol} contributes ${sub.atoms.get(symbol)} × ${formatNumber(Number(mm.data?.molarMass), 6)} = ${formatNumber(part, 6)} g/mol.`),
    step(`% ${symbol} = ${formatNumber(part, 6)} ÷ ${formatNumber(sub.molarMass, 6)} × 100.`),
  ]);
}

/** Gases: PV = nRT with any three given, V₁/T₁ = V₂/T₂ at constant pressure, and 22.4 L/mol at STP. */
function gases(t: string): ToolResult | null {
  if (!/\bgas(?:es)?\b|\bideal\b|\bPV\s*=\s*nRT\b|\bSTP\b/i.test(t)) return null;
  const temps = [...t.matchAll(/(-?\d+(?:\.\d+)?)\s*(?:°\s*C|degrees? C(?:elsius)?|K\b|kelvin)/gi)].map((m) => (/K\b|kelvin/i.test(m[0]) ? Number(m[1]) : Number(m[1]) + 273.15));
  const vols = [...t.matchAll(new RegExp(VOLUME, 'gi'))].map((m) => litres(Number(m[1]), m[2]));
  const pressures = [...t.matchAll(/(\d+(?:\.\d+)?)\s*(atm|kPa|Pa|bar|mmHg)\b/gi)].map((m) => Number(m[1]) * ({ atm: 101325, kpa: 1000, pa: 1, bar: 1e5, mmhg: 133.322 } as Record<string, number>)[m[2].toLowerCase()]);
  const moles = new RegExp(String.raw`${NUM}\s*(?:mol|moles?)\b`, 'i').exec(t);
  const stp = /\bSTP\b|\bstandard temperature and pressure\b/i.test(t);
  // "What volume does 0.25 mol take at STP?": V = n × 22.4 L (a molar volume stated as 22.4 L/mol is the same).
  if ((stp || /\bmolar\s+volume\b/i.test(t)) && moles && /\bvolume\b/i.test(t) && !/\bconcentration\b|\bmolarity\b/i.test(t)) {
    const n = Number(moles[1]);
    return answer('V', n * STP_LITRES, 'L', [step(`At STP one mole of any gas takes up ${STP_LITRES} L.`), step(`V = n × ${STP_LITRES} L/mol = ${moles[1]} mol × ${STP_LITRES} L/mol.`)]);
  }
  if (stp && vols.length === 1 && /\bhow many moles\b|\bmoles\b/i.test(t) && !moles) {
    return answer('n', vols[0] / STP_LITRES, 'mol', [step(`At STP one mole of any gas takes up ${STP_LITRES} L (the molar volume school uses).`), step(`n = ${formatNumber(vols[0], 6)} L ÷ ${STP_LITRES} L/mol.`)]);
  }
  // Charles's, Boyle's and the combined law: one of two states asked (in the unit the question gives).
  const changed = gasLawTwoStates(t);
  if (changed) return changed;
  if (temps.length !== 1) return null;
  const T = temps[0];
  const steps: ToolStep[] = [step(`Ideal gas law PV = nRT with R = ${R} J/(mol·K), SI units: T = ${formatNumber(T, 5)} K.`)];
  if (moles && vols.length === 1 && !pressures.length && /\bpressure\b/i.test(t)) {
    const P = (Number(moles[1]) * R * T) / (vols[0] / 1000);
    steps.push(step(`P = nRT/V = ${moles[1]} × ${R} × ${formatNumber(T, 5)} ÷ ${show(vols[0] / 1000)} m³.`));
    return answer('P', P, 'Pa', steps);
  }
  if (moles && pressures.length === 1 && !vols.length && /\bvolume\b/i.test(t)) {
    const V = (Number(moles[1]) * R * T) / pressures[0];
    steps.push(step(`V = nRT/P = ${moles[1]} × ${R} × ${formatNumber(T, 5)} ÷ ${show(pressures[0])} Pa = ${show(V)} m³.`));
    const asksLitres = /\blit(?:re|er)s?\b|\bin L\b/i.test(t);
    return answer('V', asksLitres ? V * 1000 : V, asksLitres ? 'L' : 'm³', steps);
  }
  if (!moles && pressures.length === 1 && vols.length === 1 && /\bhow many moles\b|\bmoles\b/i.test(t)) {
    const n = (pressures[0] * (vols[0] / 1000)) / (R * T);
    steps.push(step(`n = PV/RT = ${show(pressures[0])} Pa × ${show(vols[0] / 1000)} m³ ÷ (${R} × ${formatNumber(T, 5)}).`));
    return answer('n', n, 'mol', steps);
  }
  return null;
}

const PRESSURE_UNITS: Record<string, number> = { atm: 101325, kpa: 1000, pa: 1, bar: 1e5, mmhg: 133.322, torr: 133.322 };

/**
 * One gas in two states (issue 14): P₁V₁/T₁ = P₂V₂/T₂, with what is held constant left out —
 * Boyle (constant temperature: "2.0 atm and 3.0 L, squeezed to 1.5 L"), Charles (constant
 * pressure), Gay-Lussac (constant volume) or all three changing. Values are read in the order the
 * question gives them (the first is the starting state); the answer is in the unit the question used
 * for that quantity, temperatures in kelvin (and °C when the question used °C).
 */
function gasLawTwoStates(t: string): ToolResult | null {
  const asked = /\b(?:new|final|resulting|what(?:'s| is| will be)?(?:\s+(?:the|its))?(?:\s+new)?)\s+(pressure|volume|temperature)\b|\b(?:find|calculate|work out|determine)\s+(?:the\s+)?(?:new\s+|final\s+)?(pressure|volume|temperature)\b/i.exec(t);
  if (!asked) return null;
  const want = (asked[1] ?? asked[2]).toLowerCase() as 'pressure' | 'volume' | 'temperature';
  const pressures = [...t.matchAll(/(\d+(?:\.\d+)?)\s*(atm|kPa|Pa|bar|mmHg|torr)\b/gi)].map((m) => ({ value: Number(m[1]), unit: m[2], si: Number(m[1]) * PRESSURE_UNITS[m[2].toLowerCase()] }));
  const volumes = [...t.matchAll(new RegExp(VOLUME, 'gi'))].map((m) => ({ value: Number(m[1]), unit: m[2], si: litres(Number(m[1]), m[2]) }));
  const temps = [...t.matchAll(/(-?\d+(?:\.\d+)?)\s*(°\s*C|degrees? C(?:elsius)?|K\b|kelvin)/gi)].map((m) => {
    const celsius = !/^K$|kelvin/i.test(m[2].trim());
    return { value: Number(m[1]), unit: celsius ? '°C' : 'K', si: Number(m[1]) + (celsius ? 273.15 : 0) };
  });
  const constant = {
    pressure: /\b(?:constant|same|fixed|unchanged)\s+pressure\b|\bpressure\s+(?:is\s+|stays\s+|remains\s+|kept\s+)+(?:constant|the same|unchanged)\b|\bisobaric\b/i.test(t),
    volume: /\b(?:constant|same|fixed|unchanged)\s+volume\b|\bvolume\s+(?:is\s+|stays\s+|remains\s+|kept\s+)+(?:constant|the same|unchanged)\b|\b(?:rigid|sealed)\s+(?:container|can|cylinder|tank)\b/i.test(t),
    temperature: /\b(?:constant|same|fixed|unchanged)\s+temperature\b|\btemperature\s+(?:is\s+|stays\s+|remains\s+|kept\s+)+(?:constant|the same|unchanged)\b|\bisothermal(?:ly)?\b/i.test(t),
  };
  const lists = { pressure: pressures, volume: volumes, temperature: temps };
  // "3 L at 20 °C: the new volume at 80 °C": the one quantity never mentioned is taken as held constant, and said.
  const unmentioned = (['pressure', 'volume', 'temperature'] as const).filter((q) => q !== want && !constant[q] && lists[q].length === 0 && !new RegExp(String.raw`\b${q}\b`, 'i').test(t.replace(asked[0], ' ')));
  let assumed = '';
  if (!constant.pressure && !constant.volume && !constant.temperature && unmentioned.length === 1) {
    constant[unmentioned[0]] = true;
    assumed = `The ${unmentioned[0]} is not mentioned, so I take it as staying the same. `;
  }
  // A quantity that is not held constant and not given twice is held constant only if the question says so.
  const used = (['pressure', 'volume', 'temperature'] as const).filter((q) => !constant[q]);
  if (!used.includes(want) || used.length < 2) return null;
  for (const q of used) if (lists[q].length !== (q === want ? 1 : 2)) return null;
  for (const q of ['pressure', 'volume', 'temperature'] as const) if (constant[q] && lists[q].length > 1) return null;
  if (temps.some((x) => x.si <= 0) || pressures.some((x) => x.si <= 0) || volumes.some((x) => x.si <= 0)) return null;
  // P₁V₁/T₁ = P₂V₂/T₂: the asked one in state 2 from the rest.
  const first = (q: 'pressure' | 'volume' | 'temperature') => (constant[q] ? 1 : lists[q][0].si);
  const second = (q: 'pressure' | 'volume' | 'temperature') => (constant[q] ? 1 : lists[q][1]?.si ?? NaN);
  const k = (first('pressure') * first('volume')) / first('temperature');
  let value: number;
  if (want === 'temperature') value = (second('pressure') * second('volume')) / k;
  else value = (k * second('temperature')) / (want === 'pressure' ? second('volume') : second('pressure'));
  if (!Number.isFinite(value) || value <= 0) return null;
  const law = constant.temperature ? "Boyle's law: at constant temperature P₁V₁ = P₂V₂" : constant.pressure ? "Charles's law: at constant pressure V₁/T₁ = V₂/T₂ (T in kelvin)" : constant.volume ? "Gay-Lussac's law: at constant volume P₁/T₁ = P₂/T₂ (T in kelvin)" : 'The combined gas law: P₁V₁/T₁ = P₂V₂/T₂ (T in kelvin)';
  const given = lists[want][0];
  const steps: ToolStep[] = [step(`${assumed}${law}.`)];
  if (temps.some((x) => x.unit === '°C')) steps.push(step(`Temperatures in kelvin: ${temps.map((x) => `${formatNumber(x.value, 6)} °C = ${formatNumber(x.si, 6)} K`).filter((_, i) => temps[i].unit === '°C').join(', ')}.`));
  if (want === 'temperature') {
    const celsius = given.unit === '°C';
    steps.push(step(`T₂ = ${formatNumber(value, 6)} K${celsius ? ` = ${formatNumber(value - 273.15, 6)} °C` : ''}.`));
    return celsius ? succeed(TOOL, `T₂ = ${show(value)} K (${show(value - 273.15)} °C)`, steps, { data: { value, unit: 'K' } }) : answer('T₂', value, 'K', steps);
  }
  const inGivenUnit = want === 'pressure' ? value / PRESSURE_UNITS[given.unit.toLowerCase()] : value / litres(1, given.unit);
  const symbol = want === 'pressure' ? 'P₂' : 'V₂';
  steps.push(step(`${symbol} = ${formatNumber(inGivenUnit, 6)} ${given.unit}, in the unit the question gives.`));
  return answer(symbol, inGivenUnit, given.unit, steps);
}

/** Acids by the H⁺ each gives, bases by the OH⁻ (or H⁺ taken): by formula or name. */
const ACIDS_BASES: Array<{ re: RegExp; kind: 'acid' | 'base'; n: number; shown: string }> = [
  { re: /\bHCl\b|\bhydrochloric\s+acid\b/i, kind: 'acid', n: 1, shown: 'HCl' },
  { re: /\bHNO3\b|\bnitric\s+acid\b/i, kind: 'acid', n: 1, shown: 'HNO₃' },
  { re: /\bH2SO4\b|\bsul(?:ph|f)uric\s+acid\b/i, kind: 'acid', n: 2, shown: 'H₂SO₄' },
  { re: /\bCH3COOH\b|\b(?:ethanoic|acetic)\s+acid\b/i, kind: 'acid', n: 1, shown: 'CH₃COOH' },
  { re: /\bNaOH\b|\bsodium\s+hydroxide\b/i, kind: 'base', n: 1, shown: 'NaOH' },
  { re: /\bKOH\b|\bpotassium\s+hydroxide\b/i, kind: 'base', n: 1, shown: 'KOH' },
  { re: /\bCa\(OH\)2\b|\bcalcium\s+hydroxide\b/i, kind: 'base', n: 2, shown: 'Ca(OH)₂' },
  { re: /\bBa\(OH\)2\b|\bbarium\s+hydroxide\b/i, kind: 'base', n: 2, shown: 'Ba(OH)₂' },
];

/**
 * A titration: "25.0 cm³ of NaOH is neutralised by 20.0 cm³ of 0.150 mol/dm³ HCl; the concentration
 * of the NaOH". Moles of the known solution = c × V; the acid's H⁺ and the base's OH⁻ match at
 * neutralisation (H₂SO₄ gives 2, Ca(OH)₂ takes 2); the unknown concentration is its moles ÷ its volume.
 */
function titration(t: string): ToolResult | null {
  if (!/\bneutrali[sz]|\btitrat|\bend[- ]?point\b|\breacts?\s+exactly\b/i.test(t) || !/\bconcentration\b|\bmolarity\b/i.test(t)) return null;
  // Each solution as written: "25.0 cm³ of (0.150 mol/L) sodium hydroxide".
  const written = ACIDS_BASES.flatMap((sub) =>
    [...t.matchAll(new RegExp(sub.re.source, 'gi'))].flatMap((m) => {
      const before = new RegExp(String.raw`${VOLUME}\s+of\s+(?:(?:a|an|the)\s+)?(?:${MOLAR}\s+)?(?:(?:a|an|the)\s+)?(?:solution\s+of\s+)?$`).exec(t.slice(0, m.index));
      return before ? [{ sub, litres: litres(Number(before[1]), before[2]), molar: before[3] === undefined ? undefined : Number(before[3]) }] : [];
    }),
  );
  const acid = written.filter((x) => x.sub.kind === 'acid');
  const base = written.filter((x) => x.sub.kind === 'base');
  if (acid.length !== 1 || base.length !== 1 || [...t.matchAll(new RegExp(MOLAR, 'g'))].length !== 1) return null;
  const known = [acid[0], base[0]].find((x) => x.molar !== undefined);
  const unknown = [acid[0], base[0]].find((x) => x.molar === undefined);
  if (!known || !unknown) return null;
  const asked = new RegExp(String.raw`(?:concentration|molarity)\s+of\s+(?:the\s+)?(?:\w+\s+){0,3}?`, 'i').exec(t);
  if (asked && !unknown.sub.re.test(t.slice(asked.index, asked.index + asked[0].length + 40))) return null;
  const nKnown = known.molar! * known.litres;
  // H⁺ from the acid = OH⁻ taken by the base.
  const nUnknown = (nKnown * known.sub.n) / unknown.sub.n;
  const c = nUnknown / unknown.litres;
  return answer(`c(${unknown.sub.shown})`, c, 'mol/L', [
    step(`Moles of ${known.sub.shown} = c × V = ${formatNumber(known.molar!, 6)} mol/L × ${show(known.litres)} L = ${show(nKnown)} mol.`),
    step(`At neutralisation the H⁺ and OH⁻ match: ${acid[0].sub.shown} gives ${acid[0].sub.n} H⁺ and ${base[0].sub.shown} takes ${base[0].sub.n}, so moles of ${unknown.sub.shown} = ${show(nKnown)} × ${known.sub.n}/${unknown.sub.n} = ${show(nUnknown)} mol.`),
    step(`Concentration = moles ÷ volume = ${show(nUnknown)} mol ÷ ${show(unknown.litres)} L.`),
  ]);
}

/**
 * Percentage yield from the reaction: "N₂ + 3H₂ → 2NH₃. 14.0 g of nitrogen reacts with excess
 * hydrogen and 12.0 g of ammonia is collected": the theoretical mass from the reaction (the same
 * solver as "what mass of ammonia is formed"), then actual ÷ theoretical × 100.
 */
function percentYieldFromReaction(t: string): ToolResult | null {
  if (!/\b(?:percent(?:age)?|%)\s+yield\b/i.test(t) || /\btheoretical\b/i.test(t)) return null;
  const actual =
    new RegExp(String.raw`\b(?:and\s+)?(?:only\s+)?${NUM}\s*g\s+of\s+([A-Za-z0-9() ]+?)\s+(?:is|are|was|were)\s+(?:actually\s+)?(?:collected|obtained|produced|made|formed|recovered|isolated)\b`, 'i').exec(t) ??
    // "Heating 50.0 g of CaCO3 gives 25.2 g of CaO (CaCO3 → CaO + CO2)"
    new RegExp(String.raw`\b(?:gives|gave|yields|yielded|produces|produced|forms|formed|makes|made)\s+(?:only\s+)?${NUM}\s*g\s+of\s+([A-Za-z0-9]+)\b`, 'i').exec(t);
  if (!actual) return null;
  const product = actual[2].trim();
  // The reaction and the amounts used, without the amount obtained or the question.
  const given = `${t.slice(0, actual.index)} ${t.slice(actual.index + actual[0].length)}`.replace(/[^.?]*\b(?:percent(?:age)?|%)\s+yield\b[^.?]*[.?]?/i, '');
  const rest = `${given.replace(/\s*(?:,|and)\s*$/i, '').trim()}. What mass of ${product} is formed?`;
  const theoretical = reactionAmounts(rest, formulaOfName);
  if (!theoretical?.ok || typeof theoretical.data?.value !== 'number') return null;
  const max = theoretical.data.value;
  const got = Number(actual[1]);
  if (!(max > 0) || got > max * 1.0001) return null;
  const pct = (100 * got) / max;
  return answer('percentage yield', pct, '%', [
    ...theoretical.steps,
    step(`The theoretical yield is ${show(max)} g of ${product}; ${actual[1]} g was obtained.`),
    step(`Percentage yield = actual ÷ theoretical × 100 = ${actual[1]} ÷ ${show(max)} × 100.`),
  ]);
}

/** Percentage yield = actual / theoretical × 100. */
function percentYield(t: string): ToolResult | null {
  if (!/\byield\b/i.test(t)) return null;
  const theoretical = new RegExp(String.raw`theoretical(?:\s+yield)?(?:\s+of\s+(?:the|a|this)\s+reaction)?\s*(?:is|=|of|was)?\s*${NUM}\s*g`, 'i').exec(t);
  // "actual yield 21.3 g", "only 21.3 g was obtained", "21.3 g were collected".
  const actual = new RegExp(String.raw`actual(?:\s+yield)?\s*(?:is|=|of|was)?\s*${NUM}\s*g|\b(?:only\s+)?${NUM}\s*g\s+(?:of\s+\w+\s+)?(?:was|were|is|are)\s+(?:actually\s+)?(?:obtained|collected|produced|made|recovered|formed|isolated)|\b(?:obtained|collected|produced|made|recovered|isolated|got)\s+(?:only\s+)?${NUM}\s*g`, 'i').exec(t);
  if (!theoretical || !actual) return null;
  const got = actual.slice(1).find((g) => g !== undefined) ?? '';
  if (Number(got) > Number(theoretical[1])) return null;
  const pct = (100 * Number(got)) / Number(theoretical[1]);
  return answer('percentage yield', pct, '%', [step(`Percentage yield = actual ÷ theoretical × 100 = ${got} g ÷ ${theoretical[1]} g × 100.`)]);
}

/**
 * Conservation of mass: "12 g of magnesium reacts completely with 8 g of oxygen to make magnesium
 * oxide and nothing else: what mass of magnesium oxide forms?". Everything that reacts ends up in the
 * one product, so its mass is the sum; the molar masses are not needed (and would round).
 */
function conservedMass(t: string): ToolResult | null {
  const pair = /\b(\d+(?:\.\d+)?)\s*(g|kg|mg)\s+(?:of\s+)?[a-z0-9() ]+?[^.?]*?\b(?:reacts?|reacted|combines?|combined)\s+(?:completely|exactly|fully)\s+with\s+(?:exactly\s+)?(\d+(?:\.\d+)?)\s*(g|kg|mg)\s+(?:of\s+)?/i.exec(t);
  if (!pair || pair[2].toLowerCase() !== pair[4].toLowerCase()) return null;
  // One product: said so, or one substance named as what they make ("to form magnesium oxide.").
  const onlyProduct = /\b(?:and\s+nothing\s+else|as\s+the\s+only\s+product|only\s+product|no\s+other\s+products?)\b/i.test(t) || /\bto\s+(?:make|form|produce|give)\s+(?:(?!and\b)[a-z0-9()]+\s*){1,3}(?:[.?,;]|$)/i.test(t);
  const ask = /\bwhat\s+mass\s+of\s+[a-z0-9() ]+?\s+(?:is\s+)?(?:formed|forms|is\s+made|made|produced|is\s+produced)\b|\bhow\s+(?:much|many\s+grams\s+of)\s+[a-z0-9() ]+?\s+(?:is\s+)?(?:formed|forms|made|produced)\b/i.test(t);
  if (!onlyProduct || !ask || (t.match(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]*[a-z]{2})/gi) ?? []).length !== 2) return null;
  const total = Number(pair[1]) + Number(pair[3]);
  return answer('m', total, pair[2], [
    step(`Mass is conserved: everything that reacts ends up in the one product.`),
    step(`${pair[1]} ${pair[2]} + ${pair[3]} ${pair[4]} = ${formatNumber(total, 8)} ${pair[2]}.`),
  ]);
}

const SOLVERS = [(t: string) => atomCount(t, formulaOfName), conservedMass, empiricalFormula, waterOfCrystallisation, titration, percentYieldFromReaction, (t: string) => reactionAmounts(t, formulaOfName), acidity, percentYield, percentByMass, gases, solutions, amounts];

/** Whether a question is about amounts of substance (the router's test). */
export function looksLikeChemistryAmount(t: string): boolean {
  return /\b(?:balloon|syringe|piston|tyre|tire|gas\s+cylinder)\b[^.]*\bvolume\b|\bvolume\b[^.]*\d\s*°\s*C\b[^.]*\d\s*°\s*C\b|\bmoles?\b|\bmol\b|\bempirical\b|\bmolecular\s+formula\b|\bhydrate\b|·\s*\d*\s*H2O|\blimiting\b|\bgrams? of\b.*\b(?:form|produce|made|make)|\bmass of\b.*\b(?:form|produce|made|burns?)|\b(?:maximum|max|theoretical)\s+(?:mass|amount)\b|\b(?:make|makes|making|forms?|produces?)\b.*\bmass\s+of\b|\bmolarity\b|\bconcentration\b|\bmolecules\b|\batoms\b|\bp(?:H|OH)\b|\bdilut|\bSTP\b|\bideal gas\b|\bgas\b|\byield\b|\bby mass\b|\bmass\s*%|\b\d+(?:\.\d+)?\s*M\b/i.test(t);
}

/** The answer to an amount-of-substance question, a failure saying why not, or null when none reads it. */
export function chemistryAmounts(question: string): ToolResult | null {
  const t = plainNumbers(question);
  return firstAnswer(TOOL, SOLVERS, t);
}
