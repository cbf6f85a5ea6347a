import { Rational } from './rational';
import { solveTwoByTwo } from './linear-system';
import { step, succeed, type ToolResult } from './types';

/**
 * Two unknowns a story names by letters, read by what the numbers are attached to rather than by a
 * phrasing (issue 14). Two shapes cover most everyday systems:
 *
 * - two kinds, a count and a value: "milk teas at $6 each and fruit teas at $5 each, 9 teas for $51;
 *   m = milk teas, f = fruit teas", "the bus emits 0.1 kg of CO2 per km and the car 0.2 kg; 150 km for
 *   22 kg; b = km by bus, c = km by car": m + f = 9 and 6m + 5f = 51;
 * - a fixed part and a rate, from two cases: "4 GB cost $32 and 10 GB cost $50; f = fixed fee, r =
 *   dollars per GB": f + 4r = 32 and f + 10r = 50.
 *
 * Each letter's definition gives the words that tell its kind apart from the other's. Every number of
 * the story must take a place (a rate of one kind, a total, a case), or the story is not read; the
 * two equations are solved exactly and the answer is checked in both.
 */

const TOOL = 'word_problem';
const NUM = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;

interface Unknown {
  letter: string;
  phrase: string;
  /** Words of its definition the other unknown's does not have. */
  own: string[];
}

interface Quantity {
  value: Rational;
  unit: string;
  at: number;
  end: number;
}

/** Units written joined to their number: "a 12-minute ride", "a 5-km run". */
const UNIT_WORDS = String.raw`(?:seconds?|minutes?|min|hours?|hr|days?|weeks?|months?|years?|km|miles?|mile|metres?|meters?|m|gb|mb|kg|g|litres?|liters?|l)`;

const STOP = new Set(['the', 'a', 'an', 'of', 'in', 'on', 'by', 'for', 'to', 'and', 'number', 'numbers', 'amount', 'how', 'many', 'much', 'each', 'per', 'be', 'is', 'are', 'my', 'our', 'your', 'i', 'we', 'total', 'price', 'cost', 'dollars', 'sold', 'bought', 'used', 'type', 'kind']);

const stem = (w: string) => w.toLowerCase().replace(/[’']s$/, '').replace(/ies$/, 'y').replace(/(?:es|s)$/, '');

const words = (s: string) => (s.toLowerCase().match(/[a-z][a-z0-9-]*/g) ?? []).filter((w) => !STOP.has(w)).map(stem);

/** "m = number of milk teas", "let b be the km by bus", "milk teas (m)": each letter and the words that define it. */
function definitions(t: string): { unknowns: Unknown[]; spans: Array<[number, number]> } | null {
  const END = String.raw`(?=\s*(?:[,;.)?(]|\band\s+(?:let\s+)?[a-z]\s*(?:=|:|\s(?:be|is|for)\b)|\band\s+[a-z]\s+the\b|$))`;
  const found: Array<{ letter: string; phrase: string; at: number; end: number }> = [];
  const patterns = [
    new RegExp(String.raw`(?<![a-z'’])([a-z])\s*(?:=|:)\s*(?![-$£€(.]|\d+(?:\.\d+)?(?![\d.]|-[a-z]))((?:[a-z0-9'’-]+\s*){1,8}?)${END}`, 'gi'),
    new RegExp(String.raw`(?:\blet\s+|,\s*(?:and\s+)?|\band\s+)([a-z])\s+(?:be|represent|denote|stand\s+for|is)\s+((?:[a-z0-9'’-]+\s*){1,8}?)${END}`, 'gi'),
  ];
  for (const re of patterns) for (const m of t.matchAll(re)) found.push({ letter: m[1], phrase: m[2].trim(), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  // "milk teas (m)": the words before the bracket.
  for (const m of t.matchAll(/((?:[a-z0-9'’-]+\s+){0,2}[a-z0-9'’-]+)\s*\(\s*([a-z])\s*\)/gi)) found.push({ letter: m[2], phrase: m[1], at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  const letters = [...new Set(found.map((f) => f.letter))];
  if (letters.length !== 2 || letters.includes('I')) return null;
  const [p, q] = letters.map((l) => found.find((f) => f.letter === l)!);
  const [wp, wq] = [words(p.phrase), words(q.phrase)];
  const unknowns = [
    { letter: p.letter, phrase: p.phrase, own: wp.filter((w) => !wq.includes(w)) },
    { letter: q.letter, phrase: q.phrase, own: wq.filter((w) => !wp.includes(w)) },
  ];
  if (unknowns.some((u) => !u.own.length)) return null;
  return { unknowns, spans: found.map((f) => [f.at, f.end]) };
}

/** Every number of the story with the unit after it ("$6", "0.1 kg", "4 GB", "22 kg", "9 bubble teas"); "10-visit" names a kind, not a number. */
function quantities(t: string, skip: Array<[number, number]>): Quantity[] {
  const out: Quantity[] = [];
  for (const m of t.matchAll(new RegExp(String.raw`([$£€])?\s*(?<![\w.-])(${NUM})(?![\w]|\.\d|-(?!${UNIT_WORDS}\b)[a-z])(?:\s*-?\s*(%|(?!(?:and|or|each|for|in|per|a|an|the|to|of|with|from|at|by|on|is|are|was|were|then|so|but|if|when)\b)[a-zA-Z]+(?:\/[a-zA-Z]+)?))?`, 'g'))) {
    const at = m.index ?? 0;
    if (skip.some(([a, b]) => at >= a && at < b)) continue;
    const value = Rational.parse(m[2].replace(/,/g, ''));
    if (!value) return [];
    // A price is in dollars whatever word follows it ("$45 floor seats").
    out.push({ value, unit: m[1] ? '$' : (m[3] ?? '').toLowerCase(), at, end: at + (m[1] ? m[0].length - (m[3] ? m[0].length - m[0].indexOf(m[3]) : 0) : m[0].length) });
  }
  return out;
}

/** The clause a number stands in: from the last break before it to the next one after it. */
function clauseAround(t: string, q: Quantity): string {
  const before = t.slice(0, q.at);
  const and = before.lastIndexOf(' and ');
  const start = Math.max(before.search(/[^.;,:]*$/), and < 0 ? 0 : and + 5);
  const after = t.slice(q.end).search(/[.;,:]|\sand\s/);
  return t.slice(start, after < 0 ? undefined : q.end + after);
}

const has = (clause: string, own: string[]) => own.some((w) => words(clause).includes(w));

/** Kilowatts and watts, kilograms and grams: the factor from the total's unit to the rates'. */
function unitFactor(from: string, to: string): number | null {
  if (from === to) return 1;
  if (from === `k${to}`) return 1000;
  if (to === `k${from}`) return 1 / 1000;
  return null;
}

const shown = (x: Rational) => (x.isInteger() ? x.toString() : String(Number(x.toNumber().toFixed(6))));

/** Two kinds: one rate each and two totals (how many in all, and what they come to). */
function countAndRates(t: string, unknowns: Unknown[], all: Quantity[]): ToolResult | null {
  const candidates = unknowns.map((u) => all.filter((q) => has(clauseAround(t, q), u.own) && !has(clauseAround(t, q), unknowns.find((o) => o !== u)!.own)));
  // One rate for each kind, in the same unit ("0.1 kg … the car 0.2 kg", not the "150 km by bus").
  const pairs = candidates[0].flatMap((a) => candidates[1].filter((b) => b.unit === a.unit).map((b) => [a, b] as const));
  if (pairs.length !== 1) return null;
  const [ra, rb] = pairs[0];
  const totals = all.filter((q) => q !== ra && q !== rb);
  if (totals.length !== 2) return null;
  const rateUnit = ra.unit === rb.unit ? ra.unit : null;
  if (rateUnit === null) return null;
  // The value total is in the rates' unit; the count is the other.
  const valueTotals = totals.filter((q) => unitFactor(q.unit, rateUnit) !== null && (q.unit !== '' || rateUnit === ''));
  const value = valueTotals.length === 1 ? valueTotals[0] : null;
  if (!value) return null;
  const count = totals.find((q) => q !== value)!;
  if (count.unit === '$' || count.unit === '%') return null;
  const factor = unitFactor(value.unit, rateUnit)!;
  const T = value.value.mul(Rational.parse(String(factor)) ?? Rational.ONE);
  const solved = solveTwoByTwo(Rational.ONE, Rational.ONE, count.value, ra.value, rb.value, T);
  if (!solved) return null;
  const [x, y] = solved;
  if (x.sign() < 0 || y.sign() < 0) return null;
  // A count of things comes out whole, or the numbers do not fit the reading.
  const counted = !/^(?:km|m|kg|g|l|ml|h|hours?|min|minutes?|s|mi|miles?|lb|oz|\$)$/.test(count.unit);
  if (counted && (!x.isInteger() || !y.isInteger())) return null;
  const [a, b] = unknowns;
  const steps = [
    step(`${a.letter} is ${a.phrase} and ${b.letter} is ${b.phrase}.`),
    step(`Together there are ${shown(count.value)}${count.unit && !counted ? ` ${count.unit}` : ''}: ${a.letter} + ${b.letter} = ${shown(count.value)}.`),
    step(`Each of the first kind gives ${shown(ra.value)}${rateUnit === '$' ? ' dollars' : rateUnit ? ` ${rateUnit}` : ''} and each of the second ${shown(rb.value)}, ${shown(T)} in all${factor !== 1 ? ` (${shown(value.value)} ${value.unit})` : ''}: ${shown(ra.value)}${a.letter} + ${shown(rb.value)}${b.letter} = ${shown(T)}.`),
    step(`Substitute ${b.letter} = ${shown(count.value)} − ${a.letter}: (${shown(ra.value)} − ${shown(rb.value)})${a.letter} = ${shown(T)} − ${shown(rb.value)} × ${shown(count.value)}, so ${a.letter} = ${shown(x)} and ${b.letter} = ${shown(y)}.`),
    step(`Check: ${shown(x)} + ${shown(y)} = ${shown(count.value)} ✓ and ${shown(ra.value)} × ${shown(x)} + ${shown(rb.value)} × ${shown(y)} = ${shown(ra.value.mul(x).add(rb.value.mul(y)))} ✓.`),
  ];
  return succeed(TOOL, `${a.letter} = ${shown(x)}, ${b.letter} = ${shown(y)}`, steps, { data: { unknowns: { [a.letter]: x.toNumber(), [b.letter]: y.toNumber() } } });
}

/** A fixed part and a rate, from two cases: "4 GB cost $32 and 10 GB cost $50". */
function fixedAndRate(t: string, unknowns: Unknown[], all: Quantity[]): ToolResult | null {
  const fixedAt = unknowns.findIndex((u) => /\b(?:fixed|unlock(?:ing)?|joining|join|base|flat|booking|call[- ]out|start(?:ing)?|set[- ]?up|standing|basic|entry)\b/i.test(u.phrase) && !/\bper\b|\beach\b|\ba\s+(?:minute|hour|mile|km|gb)\b/i.test(u.phrase));
  const rateAt = unknowns.findIndex((u) => /\bper\b|\beach\b|\brate\b|\ba\s+(?:minute|hour|mile|km|gb|day|month)\b/i.test(u.phrase));
  if (fixedAt < 0 || rateAt < 0 || fixedAt === rateAt) return null;
  const per = /\bper\s+([a-z]+)|\beach\s+([a-z]+)|\ba\s+([a-z]+)\b/i.exec(unknowns[rateAt].phrase);
  const unit = stem((per?.[1] ?? per?.[2] ?? per?.[3] ?? '').toLowerCase());
  if (!unit) return null;
  const amounts = all.filter((q) => q.unit === '$');
  const uses = all.filter((q) => q.unit !== '$');
  const sameUnit = (u: string) => {
    const s = stem(u.replace(/-.*/, ''));
    return s === unit || (s.length >= 3 && unit.startsWith(s)) || (unit.length >= 3 && s.startsWith(unit)) || (unit === 'minute' && s === 'min');
  };
  if (amounts.length !== 2 || uses.length !== 2 || !uses.every((q) => sameUnit(q.unit))) return null;
  // Each use belongs with the amount nearest after it in the same sentence.
  const pairs = uses.map((u) => amounts.find((a) => a.at > u.at && !/[.;]/.test(t.slice(u.end, a.at))) ?? null);
  if (pairs.some((p) => !p) || pairs[0] === pairs[1]) return null;
  const [[q1, c1], [q2, c2]] = uses.map((u, i) => [u.value, pairs[i]!.value]);
  const solved = solveTwoByTwo(Rational.ONE, q1, c1, Rational.ONE, q2, c2);
  if (!solved) return null;
  const [F, R] = solved;
  if (F.sign() < 0 || R.sign() <= 0) return null;
  const [f, r] = [unknowns[fixedAt].letter, unknowns[rateAt].letter];
  const steps = [
    step(`The cost is the fixed part ${f} plus ${r} for each ${unit}: cost = ${f} + (${unit}s) × ${r}.`),
    step(`The two cases: ${f} + ${shown(q1)}${r} = ${shown(c1)} and ${f} + ${shown(q2)}${r} = ${shown(c2)}.`),
    step(`Subtracting: ${shown(q2.sub(q1))}${r} = ${shown(c2.sub(c1))}, so ${r} = ${shown(R)}; then ${f} = ${shown(c1)} − ${shown(q1)} × ${shown(R)} = ${shown(F)}.`),
    step(`Check: ${shown(F)} + ${shown(q1)} × ${shown(R)} = ${shown(c1)} ✓ and ${shown(F)} + ${shown(q2)} × ${shown(R)} = ${shown(c2)} ✓.`),
  ];
  const answer = fixedAt === 0 ? `${f} = ${shown(F)}, ${r} = ${shown(R)}` : `${r} = ${shown(R)}, ${f} = ${shown(F)}`;
  return succeed(TOOL, answer, steps, { data: { unknowns: { [f]: F.toNumber(), [r]: R.toNumber() } } });
}

/** A story with two lettered unknowns, read by what its numbers attach to; null when it does not read. */
export function kindsStory(t: string): ToolResult | null {
  const defined = definitions(t);
  if (!defined) return null;
  const all = quantities(t, defined.spans);
  if (all.length !== 4) return null;
  return fixedAndRate(t, defined.unknowns, all) ?? countAndRates(t, defined.unknowns, all);
}
