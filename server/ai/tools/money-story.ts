import { Rational } from './rational';
import { step, succeed, type ToolResult } from './types';

/**
 * A bill told as a story (issue 14), read line by line rather than by one phrasing: "7 drinks at
 * $5.75 each, and two of us added extra boba for $0.85 each: the total bill", "3 tickets at $64.50
 * each, a service fee of $8.75 per ticket plus a single $4.20 order fee", "our ride cost $38.40 and
 * we added a $6 tip; the four of us split it equally: how much each", "we sold 48 cupcakes at $2.50
 * each and 30 cookies at $1.25; the ingredients cost $52.80: the profit". Each amount of money is a
 * line: a count times a price each (the count written beside it, or the number of the thing it is
 * "per"), or one amount. The ask says what to do with the lines: add them, share them, or take the
 * costs from the takings. Every number must take its place, or the story is not read.
 */

const TOOL = 'word_problem';
const WORDS: Record<string, number> = { one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, both: 2 };
const COUNT = String.raw`(?<![\d.$,])(\d+(?![\d.,]\d)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : WORDS[w.toLowerCase()]);
/** A word without its plural ending: "kilometres" and "kilometre", "boxes" and "box", "berries" and "berry" are one. */
export const stem = (w: string) => w.toLowerCase().replace(/ies$/, 'y').replace(/(ch|sh|x|ss)es$/, '$1').replace(/(?<!s)s$/, '');
/** Money to the cent, a half cent rounded up (exactly, not through a float). */
export function cash(x: Rational): string {
  const cents = x.mul(Rational.of(100));
  const sign = cents.sign() < 0 ? '-' : '';
  const a = cents.abs();
  const whole = (a.num * 2n + a.den) / (2n * a.den);
  return `${sign}$${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`;
}

interface Line {
  count: number;
  price: Rational;
  said: string;
  /** Money taken in (sold), not paid out. */
  takings: boolean;
  /** Where the numbers of the line stand. */
  uses: number[];
}

export function moneyStory(t: string): ToolResult | null {
  const sentences = t.split(/(?<=[.?!])\s+/);
  const ask = [...sentences].reverse().find((s) => /\?|\b(?:how\s+much|what\s+(?:is|was|were|'s)|find|work\s+out|calculate)\b/i.test(s)) ?? '';
  if (!ask || !/\b(?:total|bill|cost|pay|paid|spend|spent|profit|each\s+(?:person|of\s+us|friend)|altogether|in\s+all|owe)\b/i.test(ask)) return null;
  // "How much did the popcorn cost?": the price of one thing asked, not a bill to add up.
  if (/\bhow\s+much\s+(?:did|does|do|was|is|were)\s+(?:the|a|an|one|each|her|his|my)\s+(?!bill\b|total\b|meal\b|order\b)[a-z]+(?:\s+[a-z]+)?\s+(?:cost|costs|be)\b/i.test(ask)) return null;
  if (/\b(?:percent\w*|%|discount|off\b|tax|interest|rate|per\s+(?:hour|year|month|week|day|minute)|change\b|left\b|save|saving)\b/i.test(t)) return null;
  const story = t.slice(0, t.lastIndexOf(ask));
  const lines: Line[] = [];
  const priceUses = new Set<number>();
  // "7 drinks at $5.75 each", "two of us added extra boba for $0.85 each", "48 cupcakes at $2.50".
  for (const m of story.matchAll(new RegExp(String.raw`\b${COUNT}\s+((?:[a-z'-]+\s+){0,6}?)(?:at|for|costing|@|cost|costs|priced\s+at)\s+\$\s*(\d+(?:\.\d+)?)(?:\s+(?:each|apiece|a\s+piece|per\s+[a-z]+|a\s+[a-z]+))?`, 'gi'))) {
    const at = m.index ?? 0;
    const priceAt = at + m[0].indexOf('$');
    const words = m[2].trim();
    // "for himself and his three cousins", "me and my 3 friends": the one named before counts too.
    const withSelf = /\b(?:himself|herself|myself|themselves|me|him|her|[A-Z][a-z]+)\s+and\s+(?:his|her|my|their)\s+$/.exec(story.slice(Math.max(0, at - 40), at));
    const counted = num(m[1]) + (withSelf ? 1 : 0);
    if (!num(m[1])) return null;
    // "7 drinks at $5.75" (each) or "2 for $5" (a price for the lot) is not said: only "each", a per-word or a plural noun.
    if (!/\beach\b|\bapiece\b|\bper\b|\ba\s+[a-z]+$/i.test(m[0]) && !/s\s*$/i.test(words) && !/\bof\s+us\b|\bof\s+them\b/i.test(words)) return null;
    lines.push({ count: counted, price: Rational.parse(m[3])!, said: `${withSelf ? withSelf[0].trim() + ' ' : ''}${m[1]} ${words}`.trim(), takings: /\bsold|sell|selling\b/i.test(story.slice(Math.max(0, at - 40), at + m[0].length)), uses: [at, priceAt] });
    priceUses.add(priceAt);
  }
  // "$8.75 per ticket", "a service fee of $8.75 per ticket": a price for each of a thing counted elsewhere.
  for (const m of story.matchAll(/\$\s*(\d+(?:\.\d+)?)\s+(?:per|each|for\s+each|a)\s+([a-z]+)/gi)) {
    const priceAt = m.index ?? 0;
    if (priceUses.has(priceAt)) continue;
    const thing = stem(m[2]);
    const counts = [...story.matchAll(new RegExp(String.raw`\b${COUNT}\s+(?:[a-z'-]+\s+){0,3}?(${thing}(?:s|es)?)\b`, 'gi'))];
    const distinct = [...new Set(counts.map((c) => num(c[1])))];
    if (distinct.length !== 1) return null;
    lines.push({ count: distinct[0], price: Rational.parse(m[1])!, said: `${distinct[0]} × the ${m[2]} price`, takings: false, uses: [priceAt, ...counts.map((c) => c.index ?? 0)] });
    priceUses.add(priceAt);
  }
  // "… sold 35 of them for $7.50 each and the rest for $2 each": the rest is what was bought less what was sold before.
  const rest = /\bthe\s+(?:rest|others|remaining(?:\s+[a-z]+)?|remainder)\s+(?:for|at)\s+\$\s*(\d+(?:\.\d+)?)(?:\s+each)?/i.exec(story);
  if (rest) {
    const priceAt = (rest.index ?? 0) + rest[0].indexOf('$');
    const bought = lines.filter((l) => !l.takings && l.count > 1);
    const sold = lines.filter((l) => l.takings);
    if (bought.length !== 1 || !sold.length) return null;
    const left = bought[0].count - sold.reduce((a, l) => a + l.count, 0);
    if (left <= 0) return null;
    lines.push({ count: left, price: Rational.parse(rest[1])!, said: `the other ${left}`, takings: true, uses: [priceAt] });
    priceUses.add(priceAt);
  } else if (/\b(?:the\s+rest|the\s+others|remaining|remainder|left\s*over|some\s+of|half|third|quarter)\b/i.test(story)) return null;
  // Every other amount of money is one line: "a single $4.20 order fee", "a $6 tip", "the ingredients cost $52.80".
  for (const m of story.matchAll(/\$\s*(\d+(?:\.\d+)?)/g)) {
    const at = m.index ?? 0;
    if (priceUses.has(at)) continue;
    lines.push({ count: 1, price: Rational.parse(m[1])!, said: m[0], takings: /\b(?:sold|sell|took|taking|takings|raised|earned|made)\b[^$]*$/i.test(story.slice(Math.max(0, at - 30), at)), uses: [at] });
  }
  if (lines.length < 2 || lines.length > 8) return null;
  // Shared: "the four of us split it equally", "split between 3 friends", "split equally among 5".
  const share = new RegExp(String.raw`\b(?:the\s+)?${COUNT}\s+of\s+us\s+(?:split|share|divide)|\b(?:split|shared?|divided?)\s+(?:\w+\s+){0,4}?(?:equally\s+)?(?:between|among|by)\s+(?:the\s+)?${COUNT}\b`, 'i').exec(t);
  const each = /\beach\s+(?:person|of\s+us|friend|one\s+of\s+us)\b|\bper\s+person\b|\bhow\s+much\s+(?:does|do|will|should)\s+each\b/i.test(ask);
  if (each !== Boolean(share)) return null;
  const people = share ? num(share[1] ?? share[2]) : 1;
  // Every number of the story has its place.
  const places = new Set(lines.flatMap((l) => l.uses));
  const shareAt = share ? (share.index ?? 0) + share[0].search(/\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve/i) : -1;
  // Counts written as words ("two of us", "six friends") are numbers too; "a" and "one" say one thing.
  for (const m of t.matchAll(/\d+(?:\.\d+)?|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|both)\b/gi)) {
    const at = m.index ?? 0;
    const dollarAt = t[at - 1] === '$' ? at - 1 : t.slice(Math.max(0, at - 2), at) === '$ ' ? at - 2 : at;
    if (!places.has(dollarAt) && !places.has(at) && at !== shareAt && !(at >= t.lastIndexOf(ask) && /\bin\s+dollars\b/i.test(ask))) return null;
  }
  const profit = /\bprofit\b/i.test(ask);
  const takings = lines.filter((l) => l.takings);
  if (profit !== takings.length > 0 || (profit && takings.length === lines.length)) return null;
  const line = (l: Line) => l.price.mul(Rational.of(l.count));
  const sum = (ls: Line[]) => ls.reduce((a, l) => a.add(line(l)), Rational.ZERO);
  const steps = lines.map((l) => step(l.count === 1 ? `${l.takings ? 'Taken in' : 'Paid'}: ${cash(l.price)}.` : `${l.takings ? 'Taken in' : 'Paid'} for ${l.said}: ${l.count} × ${cash(l.price)} = ${cash(line(l))}.`));
  let value: Rational;
  if (profit) {
    const [income, costs] = [sum(takings), sum(lines.filter((l) => !l.takings))];
    value = income.sub(costs);
    steps.push(step(`Profit = takings − costs = ${cash(income)} − ${cash(costs)} = ${cash(value)}.`));
  } else {
    value = sum(lines);
    steps.push(step(`Total = ${lines.map((l) => cash(line(l))).join(' + ')} = ${cash(value)}.`));
  }
  if (people > 1) {
    const total = value;
    value = value.div(Rational.of(people));
    steps.push(step(`Shared equally by ${people}: ${cash(total)} ÷ ${people} = ${cash(value)} each.`));
  }
  return succeed(TOOL, cash(value), steps, { data: { value: value.toNumber() } });
}
