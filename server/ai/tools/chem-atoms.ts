import { formatSpecies, parseSpecies, type Species } from './chem-formula';
import { elementSymbolOf } from './elements';
import { step, succeed, type ToolResult } from './types';

/**
 * Atoms counted in a formula (issue 14): "how many oxygen atoms are in 3CO2", "how many atoms in
 * total in one molecule of H2SO4", "atoms of hydrogen in 2 molecules of NH3", "how many atoms in a
 * molecule of glucose". The formula is read by the species parser (brackets, hydrates), a leading
 * coefficient or "n molecules of" multiplies it, and the element asked is named in words or by its
 * symbol. An amount in moles or grams is the Avogadro question of the amounts solver, not this one.
 */

const TOOL = 'chemistry_amounts';
const WORD_COUNTS: Record<string, number> = { one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };

type NameToFormula = (name: string) => string | undefined;

interface Counted {
  species: Species;
  times: number;
  shown: string;
}

/** The one formula the question counts in, with how many of it: "3CO2", "2 molecules of NH3", "a molecule of glucose". */
function countedFormula(t: string, named: NameToFormula): Counted | null {
  const candidates: Counted[] = [];
  for (const m of t.matchAll(/(?<![\w(])(\d*)\s?((?:[A-Z][a-z]?\d*|\((?:[A-Z][a-z]?\d*)+\)\d*)+(?:[·.]\d*(?:[A-Z][a-z]?\d*)+)?)(?![\w(])/g)) {
    const body = m[2];
    // A lone element symbol ("O atoms") is the element asked, not the formula counted in.
    if (/^[A-Z][a-z]?$/.test(body)) continue;
    let species: Species;
    try {
      species = parseSpecies(body);
    } catch {
      continue;
    }
    const before = t.slice(0, m.index ?? 0);
    const molecules = /\b(\d+|one|a|an|two|three|four|five|six|ten)\s+(?:molecules?|formula\s+units?|units?)\s+of\s+(?:[a-z]+\s*[,(]?\s*)*$/i.exec(before);
    const coefficient = m[1] ? Number(m[1]) : 1;
    const times = coefficient * (molecules ? (Number(molecules[1]) || WORD_COUNTS[molecules[1].toLowerCase()]) : 1);
    candidates.push({ species, times, shown: `${m[1]}${formatSpecies(species).text}` });
  }
  if (candidates.length > 1) return null;
  if (candidates.length === 1) return candidates[0];
  // "a molecule of glucose": a substance named in words.
  const word = /\b(\d+|one|a|an|two|three|four|five|six|ten)\s+(?:molecules?|formula\s+units?)\s+of\s+([a-z]+(?:\s+[a-z]+)?)\s*[?.]?\s*$/i.exec(t);
  const formula = word ? (named(word[2]) ?? named(word[2].split(/\s+/)[0])) : undefined;
  if (!word || !formula) return null;
  const species = parseSpecies(formula);
  return { species, times: Number(word[1]) || WORD_COUNTS[word[1].toLowerCase()], shown: `${word[2]} (${formatSpecies(species).text})` };
}

export function atomCount(t: string, named: NameToFormula): ToolResult | null {
  const ask = /\bhow\s+many\s+(?:([A-Za-z]+)\s+)?atoms(?:\s+of\s+([A-Za-z]+))?(?:\s+(?:in\s+total|altogether|all\s+together))?\b/i.exec(t) ?? /\b(?:total\s+)?number\s+of\s+(?:([A-Za-z]+)\s+)?atoms(?:\s+of\s+([A-Za-z]+))?\b/i.exec(t);
  if (!ask) return null;
  // Moles and grams make it an Avogadro question.
  if (/\bmol(?:es?)?\b|\d\s*(?:g|kg|mg)\b|\bgrams?\b|\bavogadro\b|\bdm3|\blitres?\b/i.test(t)) return null;
  const counted = countedFormula(t.slice(ask.index + ask[0].length), named) ?? countedFormula(t, named);
  if (!counted) return null;
  const elementWord = ask[1] && !/^(?:total|the|all|different)$/i.test(ask[1]) ? ask[1] : ask[2];
  const { species, times, shown } = counted;
  const list = [...species.atoms].map(([el, n]) => `${el} ${n}`).join(', ');
  const per = [...species.atoms.values()].reduce((a, b) => a + b, 0);
  const formulaText = formatSpecies(species).text;
  const copies = times > 1 ? ` × ${times}` : '';
  if (elementWord) {
    // "how many different atoms" is a question about elements, not read here.
    const symbol = elementSymbolOf(elementWord);
    if (!symbol) return null;
    const n = species.atoms.get(symbol) ?? 0;
    const value = n * times;
    return succeed(TOOL, `${value} ${symbol} atom${value === 1 ? '' : 's'}`, [
      step(`${shown}: ${times > 1 ? `${times} units of ` : ''}${formulaText}, which holds ${list}.`),
      step(`${symbol} atoms: ${n}${copies} = ${value}.`),
    ], { data: { value } });
  }
  const value = per * times;
  return succeed(TOOL, `${value} atoms`, [
    step(`${shown}: ${times > 1 ? `${times} units of ` : ''}${formulaText}, which holds ${list}.`),
    step(`Atoms in one: ${[...species.atoms.values()].join(' + ')} = ${per}${times > 1 ? `; × ${times} = ${value}` : ''}.`),
  ], { data: { value } });
}
