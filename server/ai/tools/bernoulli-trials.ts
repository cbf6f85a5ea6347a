import { Rational } from './rational';
import { step, type ToolResult } from './types';
import { choose, probabilityResult } from './probability';

/**
 * Repeated independent tries with one chance each, told as a story (issue 14): "each pull has a 2%
 * chance of a rare … at least one rare in 10 pulls", "a 30% chance of rain each day, independently,
 * for the next 3 days … it does not rain on any", "I make 70% of my free throws … exactly 7 out of
 * 10", "the first rare comes on exactly the 5th pull"; and two independent events with their own
 * chances ("the first light is green 40% of the time and the second 60% … both green"). The chance,
 * the number of tries and the event are read apart; every number must take its place, and the story
 * must say the tries are independent (or "each …"), or it is not read.
 */

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20 };
const COUNT = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)`;
const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : WORDS[w.toLowerCase()]);

interface Chance {
  p: Rational;
  at: number;
  text: string;
}

/** "2%", "70 percent", "probability 0.85", "a 0.3 chance": each chance the story gives. */
function chances(t: string): Chance[] {
  const out: Chance[] = [];
  for (const m of t.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi)) out.push({ p: Rational.parse(m[1])!.div(Rational.of(100)), at: m.index ?? 0, text: m[0] });
  // "probability 0.85", "a 0.3 chance", "the chance of rain is 0.3".
  for (const m of t.matchAll(/\b(?:probability|chance)\s+(?:of\s+(?:[a-z]+\s+){0,2}?(?:is\s+|=\s*)?|is\s+|=\s*)?(0?\.\d+)\b|\b(0?\.\d+)\s+(?:probability|chance)\b/gi)) out.push({ p: Rational.parse(m[1] ?? m[2])!, at: m.index ?? 0, text: m[0] });
  return out.filter((c) => c.p.sign() > 0 && c.p.compare(Rational.ONE) < 0);
}

const pct = (p: Rational) => `${p}`;

/** The sentence that asks: the last one naming a probability, a chance or "how likely". */
function askSentence(t: string): string {
  const sentences = t.split(/(?<=[.?!])\s+/);
  return [...sentences].reverse().find((x) => /\b(?:probabilit\w*|chances?|how\s+likely)\b/i.test(x)) ?? '';
}

/** One chance, n tries: exactly, at least, at most, none, all, or the first success on the k-th. */
function repeated(t: string, c: Chance): ToolResult | null {
  const p = c.p;
  const q = Rational.ONE.sub(p);
  // The number of tries: "in 10 pulls", "out of 10", "for the next 3 days", "10 shots", "plant 6 seeds".
  const ask = askSentence(t);
  const tries = [...t.matchAll(new RegExp(String.raw`\b(?:out\s+of|in|for\s+(?:the\s+next\s+)?|over\s+(?:the\s+next\s+)?|take|takes|plant|make|roll|flip|toss|spin|buy|play|pull|shoot|try)\s+${COUNT}\b(?!\.\d|\s*(?:%|percent))|\b${COUNT}\s+(?:more\s+)?(?:independent\s+)?(?:free\s+|penalty\s+|netball\s+|basketball\s+|corner\s+|field\s+)?(pulls?|days?|shots?|throws?|attempts?|tries|games?|spins?|rolls?|flips?|tosses|seeds?|times|questions?|matches|rounds?|serves?|penalt(?:y|ies)|kicks?|draws?|boxes|packs?|eggs|bulbs?|parts?|items?|calls?|trials?|tickets?|lottery\s+tickets|patients|people|students)\b`, 'gi'))];
  const nValues = [...new Set(tries.map((m) => num(m[1] ?? m[2])))].filter((n) => n !== undefined);
  const firstOn = /\bfirst\b[^.?]*\b(?:on|at|is)\s+(?:exactly\s+)?(?:the\s+)?(\d+)(?:st|nd|rd|th)\b/i.exec(ask);
  if (firstOn) {
    const k = Number(firstOn[1]);
    if (nValues.some((n) => n !== k)) return null;
    const value = q.pow(k - 1).mul(p);
    return probabilityResult(value, [
      step(`Each try succeeds with probability ${pct(p)}, independently, so it fails with ${pct(q)}.`),
      step(`The first success on try ${k}: ${k - 1} failure${k - 1 === 1 ? '' : 's'} and then a success, (${q})^${k - 1} × ${p}.`),
      step(`P = ${value}.`),
    ]);
  }
  if (nValues.length !== 1) return null;
  const n = nValues[0];
  if (n < 1 || n > 60) return null;
  const exactly = new RegExp(String.raw`\bexactly\s+${COUNT}\b`, 'i').exec(ask);
  const atLeast = new RegExp(String.raw`\bat\s+least\s+${COUNT}\b`, 'i').exec(ask);
  const atMost = new RegExp(String.raw`\bat\s+most\s+${COUNT}\b|\bno\s+more\s+than\s+${COUNT}\b`, 'i').exec(ask);
  const none = /\bnone\b|\bnot\s+(?:\w+\s+){0,3}(?:any|once)\b|\bno\s+(?!more\b)[a-z]+\b|\bnever\b|\bneither\b/i.test(ask);
  // "scores 3 shots in a row": every one of the tries.
  const all = /\ball\b|\bevery\b|\beach\s+(?:of\s+(?:the|them|those))\b|\bboth\b|\bin\s+a\s+row\b|\bstraight\b|\bconsecutive(?:ly)?\b/i.test(ask);
  let test: ((k: number) => boolean) | null = null;
  let said = '';
  if (exactly) [test, said] = [(k) => k === num(exactly[1]), `exactly ${num(exactly[1])}`];
  else if (atLeast) [test, said] = [(k) => k >= num(atLeast[1]), `at least ${num(atLeast[1])}`];
  else if (atMost) [test, said] = [(k) => k <= num(atMost[1] ?? atMost[2]), `at most ${num(atMost[1] ?? atMost[2])}`];
  else if (none) [test, said] = [(k) => k === 0, 'none'];
  else if (all) [test, said] = [(k) => k === n, `all ${n}`];
  if (!test) return null;
  // Every number has its place: the chance, the tries and the count asked.
  const asked = [exactly, atLeast, atMost].map((m) => m && num(m[1] ?? m[2])).filter((x): x is number => x !== null && x !== undefined);
  const spare = [...t.matchAll(/\d+(?:\.\d+)?/g)].filter((m) => !c.text.includes(m[0]) && Number(m[0]) !== n && !asked.includes(Number(m[0])));
  if (spare.length) return null;
  let value = Rational.ZERO;
  const terms: string[] = [];
  for (let k = 0; k <= n; k++) {
    if (!test(k)) continue;
    value = value.add(Rational.of(choose(n, k)).mul(p.pow(k)).mul(q.pow(n - k)));
    terms.push(`${n}C${k}(${p})^${k}(${q})^${n - k}`);
  }
  const complement = said.startsWith('at least 1') && n > 3;
  return probabilityResult(value, [
    step(`${n} independent tries, each a success with probability ${p} (a failure with ${q}): the number of successes is binomial, B(${n}, ${p}).`),
    complement ? step(`At least one is everything but none: 1 − (${q})^${n}.`) : step(`P(${said}) = ${terms.length > 4 ? `${terms.slice(0, 2).join(' + ')} + … (${terms.length} terms)` : terms.join(' + ')}.`),
    step(`P = ${value}.`),
  ]);
}

/** Two independent events with their own chances: both, neither, at least one, exactly one. */
function twoEvents(t: string, [a, b]: Chance[]): ToolResult | null {
  const ask = askSentence(t);
  const [pa, pb] = [a.p, b.p];
  const [qa, qb] = [Rational.ONE.sub(pa), Rational.ONE.sub(pb)];
  const spare = [...t.matchAll(/\d+(?:\.\d+)?/g)].filter((m) => !a.text.includes(m[0]) && !b.text.includes(m[0]));
  if (spare.length) return null;
  const cases: Array<[RegExp, () => Rational, string]> = [
    [/\bneither\b|\bnone\b|\bnot\s+(?:\w+\s+)?(?:either|any)\b/i, () => qa.mul(qb), `(1 − ${pa})(1 − ${pb})`],
    [/\bexactly\s+one\b|\bonly\s+one\b/i, () => pa.mul(qb).add(qa.mul(pb)), `${pa}(1 − ${pb}) + (1 − ${pa})${pb}`],
    [/\bat\s+least\s+one\b|\beither\b/i, () => Rational.ONE.sub(qa.mul(qb)), `1 − (1 − ${pa})(1 − ${pb})`],
    [/\bboth\b|\ball\b/i, () => pa.mul(pb), `${pa} × ${pb}`],
  ];
  const hit = cases.find(([re]) => re.test(ask));
  if (!hit) return null;
  const value = hit[1]();
  return probabilityResult(value, [
    step(`The two happen independently, with probabilities ${pa} and ${pb}: multiply.`),
    step(`P = ${hit[2]} = ${value}.`),
  ]);
}

export function bernoulliTrials(t: string): ToolResult | null {
  if (!/\bprobabilit|\bchances?\b|\bhow\s+likely\b/i.test(t)) return null;
  if (!/\bindependent(?:ly)?\b|\beach\s+(?:pull|day|shot|throw|try|attempt|game|spin|roll|seed|time|question|round|draw|one|part|item)\b|\bevery\s+(?:pull|day|shot|throw|try|attempt|game|spin|roll|time)\b|\bof\s+(?:my|her|his|their|the)\s+[a-z\s]*?(?:shots|throws|attempts|serves|penalties|kicks)\b/i.test(t)) return null;
  // A condition, a table or a cost in the story is another question's.
  if (/\bgiven\b|\bif\s+(?:it|they|the|a)\b[^.?]*\b(?:then|is|was)\b|[$£€]|\bexpected\b/i.test(t)) return null;
  const found = chances(t);
  const distinct = found.filter((c, i) => found.findIndex((o) => o.p.compare(c.p) === 0 && o.at !== c.at) < 0 || found.findIndex((o) => o.p.compare(c.p) === 0) === i);
  if (distinct.length === 1) return repeated(t, distinct[0]);
  if (distinct.length === 2 && /\bindependent(?:ly)?\b/i.test(t) && !/\b\d+\s+(?:times|days|pulls|shots|tries|games)\b/i.test(t)) return twoEvents(t, distinct);
  return null;
}
