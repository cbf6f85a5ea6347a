import { firstAnswer } from './solvers';
import { populationDraws } from './population-draws';
import { bernoulliTrials } from './bernoulli-trials';
import { formatNumber } from './format';
import { Rational } from './rational';
import { ToolInputError, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Probability and counting as school sets them (issue 14): counting notation (nCr, nPr, n!),
 * arrangements and selections in words, dice and spinners and coins by listing every outcome, cards
 * and bags of counters by counting favourable selections, binomial distributions, and the algebra
 * of P(A), P(B), P(A ∩ B). Every probability is exact (a fraction) and shown as a decimal too.
 * Anything it cannot read is left unanswered: a question read wrongly would be a wrong answer.
 */

const TOOL = 'probability';
const MAX_N = 400;

const WORD_NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, pair: 2, both: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  twice: 2, thrice: 3,
};

function count(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const n = /^\d+$/.test(word) ? Number(word) : WORD_NUMBERS[word.toLowerCase()];
  return n;
}

function factorial(n: number): bigint {
  if (n < 0 || n > MAX_N) throw new ToolInputError(`${n}! is outside what I work out exactly.`);
  let r = 1n;
  for (let i = 2n; i <= BigInt(n); i++) r *= i;
  return r;
}

export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  return factorial(n) / (factorial(k) * factorial(n - k));
}

export function arrangements(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  return factorial(n) / factorial(n - k);
}

/** "3/10 ≈ 0.3": the exact fraction and its decimal. */
function probabilityAnswer(p: Rational): string {
  const decimal = formatNumber(p.toNumber(), 6);
  if (p.isInteger()) return p.toString();
  return `${p.toString()} ≈ ${decimal}`;
}

/** A probability as written: "0.35", "3/10", "12.5%" (spaces allowed); null when it is not a number. */
function probabilityValue(raw: string): Rational | null {
  const r = raw.replace(/\s+/g, '');
  return r.endsWith('%') ? (Rational.parse(r.slice(0, -1))?.div(Rational.of(100)) ?? null) : Rational.parse(r);
}

/** A probability as the tool answers it: exact, with its decimal, and never outside 0 to 1. */
export function probabilityResult(p: Rational, steps: ToolStep[], data: Record<string, unknown> = {}): ToolResult {
  if (p.sign() < 0 || p.compare(Rational.ONE) > 0) throw new ToolInputError('Those numbers give a probability outside 0 to 1, so something in the question does not fit together.');
  return succeed(TOOL, probabilityAnswer(p), steps, { answerLatex: p.toLatex(), data: { ...data, probability: p.toString(), decimal: p.toNumber() } });
}

function countResult(n: bigint, steps: ToolStep[]): ToolResult {
  return succeed(TOOL, n.toString(), steps, { data: { count: n.toString() } });
}

/** nCr, nPr and n! written as notation: "10C3", "C(10, 3)", "10 choose 3", "nPr with n = 7 and r = 3", "binom(12, 5)". */
function notation(t: string): ToolResult | null {
  let m = /\b(\d+)\s*([CP])\s*(\d+)\b|\b([CP])\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)|\bbinom\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)|\b(\d+)\s+choose\s+(\d+)\b/.exec(t);
  let kind: 'C' | 'P' | undefined;
  let n: number | undefined;
  let r: number | undefined;
  if (m) {
    if (m[1]) [n, kind, r] = [Number(m[1]), m[2] as 'C' | 'P', Number(m[3])];
    else if (m[4]) [kind, n, r] = [m[4] as 'C' | 'P', Number(m[5]), Number(m[6])];
    else if (m[7]) [kind, n, r] = ['C', Number(m[7]), Number(m[8])];
    else [kind, n, r] = ['C', Number(m[9]), Number(m[10])];
  } else {
    m = /\bn\s*([CP])\s*r\b.*?\bn\s*=\s*(\d+).*?\br\s*=\s*(\d+)/i.exec(t) ?? /\bn\s*([CP])\s*r\b.*?\br\s*=\s*(\d+).*?\bn\s*=\s*(\d+)/i.exec(t);
    if (!m) return null;
    const swapped = /\br\s*=.*\bn\s*=/i.test(t);
    [kind, n, r] = [m[1].toUpperCase() as 'C' | 'P', Number(swapped ? m[3] : m[2]), Number(swapped ? m[2] : m[3])];
  }
  if (n > MAX_N) throw new ToolInputError(`n = ${n} is larger than I work out exactly.`);
  if (r > n) throw new ToolInputError(`You cannot ${kind === 'C' ? 'choose' : 'arrange'} ${r} from only ${n}.`);
  if (kind === 'C') {
    const value = choose(n, r);
    return countResult(value, [
      step(`${n}C${r} counts the ways to choose ${r} from ${n} when order does not matter: n!/(r!(n − r)!).`, `\\binom{${n}}{${r}} = \\frac{${n}!}{${r}!\\,${n - r}!}`),
      step(`= ${value}`),
    ]);
  }
  const value = arrangements(n, r);
  return countResult(value, [
    step(`${n}P${r} counts the ordered arrangements of ${r} out of ${n}: n!/(n − r)!.`, `{}^{${n}}P_{${r}} = \\frac{${n}!}{${n - r}!}`),
    step(`= ${value}`),
  ]);
}

/** "how many ways can the letters of MISSISSIPPI be arranged": n! over the repeats' factorials. */
function letterArrangements(t: string): ToolResult | null {
  const m = /\b(?:arrange(?:ments?)?|rearrange(?:ments?)?|permutations?|orders?)\b.*?\bletters\s+(?:of|in)\s+(?:the\s+word\s+)?["“]?([A-Za-z]{2,15})["”]?|\bletters\s+(?:of|in)\s+(?:the\s+word\s+)?["“]?([A-Za-z]{2,15})["”]?.*?\b(?:arranged|rearranged|ordered)\b/i.exec(t);
  if (!m) return null;
  const word = (m[1] ?? m[2]).toUpperCase();
  const counts = new Map<string, number>();
  for (const c of word) counts.set(c, (counts.get(c) ?? 0) + 1);
  const repeats = [...counts].filter(([, k]) => k > 1);
  let value = factorial(word.length);
  for (const [, k] of repeats) value /= factorial(k);
  const steps = [step(`${word} has ${word.length} letters, so ${word.length}! orders if all were different.`)];
  if (repeats.length) steps.push(step(`Swapping identical letters gives the same word, so divide by ${repeats.map(([c, k]) => `${k}! (the ${k} ${c}s)`).join(' × ')}.`));
  steps.push(step(`= ${value}`));
  return countResult(value, steps);
}

/**
 * The pool first, then how many are chosen: "The chess club has 10 members, and 3 of them will be
 * chosen … how many different groups of 3 can be chosen?". [match, k, n] like the other readings.
 */
function poolThenChosen(t: string): [string, string, string] | null {
  const m = /\b(?:has|have|had|of|are|were)\s+(\d+)\s+(?:[a-z]+\s+)?(?:members|people|students|players|pupils|children|kids|friends|employees|workers|candidates|applicants|volunteers|books|songs|cards|items|flavours|flavors|toppings|dishes|paintings|photos)\b[^?]*?(?:\b(\d+)\s+(?:of\s+(?:them|these|those)\s+)?(?:will\s+be|are\s+to\s+be|to\s+be|are|be|can\s+be|is\s+to\s+be)\s+(?:chosen|selected|picked)|\bgroups?\s+of\s+(\d+)\s+(?:can|could|will)\s+be\s+(?:chosen|selected|picked|formed|made))/i.exec(t);
  if (!m || !/\bhow\s+many\b|\bin\s+how\s+many\s+ways\b|\bnumber\s+of\s+(?:ways|groups|selections)\b/i.test(t)) return null;
  const k = m[2] ?? m[3];
  const others = (t.match(/(?<![\w.])\d+(?![\w.])/g) ?? []).filter((x) => x !== k && x !== m[1]);
  return others.length ? null : [m[0], k, m[1]];
}

/** Selections and orderings in words: committees, hands, places in a race, codes, outfits. */
function countingWords(t: string): ToolResult | null {
  if (!/\bhow many\b|\bin how many ways\b|\bnumber of (?:ways|different|possible)\b/i.test(t)) return null;
  // "4 shirts, 3 pairs of pants and 2 pairs of shoes … how many different outfits"
  if (/\boutfits?\b|\bcombos?\b|\bmeals?\b|\bmenus?\b/i.test(t)) {
    const items = [...t.matchAll(/\b(\d+)\s+(?:pairs? of\s+)?([a-z]+)/gi)].filter((x) => !/^(?:different|ways?|outfits?)$/i.test(x[2]));
    if (items.length >= 2) {
      const value = items.reduce((acc, x) => acc * BigInt(x[1]), 1n);
      return countResult(value, [step(`Each choice is made independently, so multiply the numbers of options (the counting principle): ${items.map((x) => `${x[1]} ${x[2]}`).join(' × ')}.`), step(`= ${value}`)]);
    }
  }
  // "k digit PINs with no repeated digits", "4-letter codes"
  const code = /\b(\d+)[- ]digit\s+(?:pins?|codes?|numbers?|passwords?)\b/i.exec(t);
  if (code) {
    const k = Number(code[1]);
    const noRepeats = /\bno\s+repeat|\bwithout\s+repeat|\bdifferent digits\b|\bdistinct\b|\bnot\s+(?:be\s+)?repeated\b|\bno\s+(?:digit|number)s?\s+(?:can|may|is|are|should|will)\s+(?:be\s+)?(?:repeated|used\s+twice|used\s+more\s+than\s+once)\b|\bcan(?:'?t|not)\s+(?:be\s+)?(?:repeat|use)|\brepeats?\s+(?:are\s+|is\s+)?not\s+allowed\b|\beach\s+digit\s+(?:only\s+)?once\b/i.test(t);
    // "repeats allowed" is the other reading; any other word about repeating is not guessed at.
    if (!noRepeats && /\brepeat|\btwice\b|\bmore\s+than\s+once\b/i.test(t) && !/\brepeats?\s+(?:are\s+|is\s+)?allowed\b|\bcan\s+(?:be\s+)?repeat/i.test(t)) return null;
    if (noRepeats) {
      const value = arrangements(10, k);
      return countResult(value, [step(`The first digit has 10 choices, the next 9, and so on (no digit used twice): ${Array.from({ length: k }, (_, i) => 10 - i).join(' × ')}.`), step(`= ${value}`)]);
    }
    if (/\bpins?\b|\bcodes?\b/i.test(t) && !/\bnumbers?\b/i.test(code[0])) {
      const value = 10n ** BigInt(k);
      return countResult(value, [step(`Each of the ${k} digits can be any of 10, repeats allowed: 10^${k}.`), step(`= ${value}`)]);
    }
    return null;
  }
  // "a committee of 4 from 6 men and 5 women with exactly 2 women": choose from each group, multiply.
  const groups = /\bfrom\s+(?:a\s+group\s+of\s+)?(\d+)\s+([a-z]+)\s+and\s+(\d+)\s+([a-z]+)\b/i.exec(t);
  const size = /\b(?:committee|team|group|hand|selection|panel|set|delegation|squad|sample)s?\s+of\s+(\d+)\b|\b(?:choose|select|pick|chosen|selected)\s+(\d+)\b/i.exec(t);
  if (groups && size) {
    const k = Number(size[1] ?? size[2]);
    const [a, aName, b, bName] = [Number(groups[1]), groups[2].toLowerCase(), Number(groups[3]), groups[4].toLowerCase()];
    const stem = (w: string) => w.replace(/(?:en|es|s)$/, '').slice(0, 4);
    const exactly = /\bexactly\s+(\d+)\s+([a-z]+)/i.exec(t);
    const conditioned = /\b(?:at least|at most|no|all|only|both|including|more|fewer|less|majority|must)\b/i.test(t.replace(/\bmust (?:contain|have|include) exactly\b/gi, 'exactly'));
    if (k > a + b) return null;
    if (exactly && !conditioned) {
      const j = Number(exactly[1]);
      const word = stem(exactly[2].toLowerCase());
      const inB = word === stem(bName);
      const inA = word === stem(aName);
      if (inA === inB || j > k) return null;
      const [from, other, fromName, otherName] = inB ? [b, a, bName, aName] : [a, b, aName, bName];
      if (j > from || k - j > other) return countResult(0n, [step(`There are not enough ${j > from ? fromName : otherName} to choose from.`)]);
      const value = choose(from, j) * choose(other, k - j);
      return countResult(value, [
        step(`Choose the ${j} ${fromName} from ${from} (${from}C${j} = ${choose(from, j)}) and the other ${k - j} from the ${other} ${otherName} (${other}C${k - j} = ${choose(other, k - j)}); order does not matter.`),
        step(`Every choice of one goes with every choice of the other: ${choose(from, j)} × ${choose(other, k - j)} = ${value}.`),
      ]);
    }
    if (exactly || conditioned) return null;
    const value = choose(a + b, k);
    return countResult(value, [step(`With no condition, choose ${k} from all ${a + b}: ${a + b}C${k}.`), step(`= ${value}`)]);
  }
  // "a committee of 4 chosen from 9 people", "5 card hands from a 52 card deck", "choose 3 books from 10"
  const chosenFrom =
    /\b(?:committee|team|group|hand|selection|panel|set)s?\s+of\s+(\d+)\b.*?\bfrom\s+(?:a\s+)?(?:group\s+of\s+)?(\d+)\b/i.exec(t) ??
    /\b(\d+)[- ]card\s+hands?\b.*?\bfrom\s+(?:a\s+)?(\d+)[- ]card\b/i.exec(t) ??
    // "5-player squads from 12 players", "3-person committees from 10 people"
    /\b(\d+)[- ](?:player|person|member|student|people|kid|child|dog)\s+(?:squads?|teams?|groups?|committees?|panels?|line-?ups?|crews?)\b.*?\b(?:from|out\s+of)\s+(?:a\s+|the\s+)?(?:[a-z]+\s+of\s+)?(\d+)\b/i.exec(t) ??
    /\b(?:choose|select|pick)\s+(\d+)\b.*?\b(?:from|out of)\s+(?:a\s+|the\s+|my\s+|our\s+)?(?:[a-z]+\s+of\s+)?(\d+)\b/i.exec(t) ??
    poolThenChosen(t);
  const ordered = /\border (?:matters|counts)\b|\bin (?:a\s+)?(?:order|row|line)\b|\branked\b|\barrange/i.test(t.replace(/\border\s+(?:doesn'?t|does\s+not|don'?t|do\s+not)\s+(?:matter|count)\b/gi, ''));
  // "choose 4 songs out of 10 and put them in order": chosen, then ordered, nPr.
  if (chosenFrom && ordered && /^(?:choose|select|pick)\b/i.test(chosenFrom[0])) {
    const [k, n] = [Number(chosenFrom[1]), Number(chosenFrom[2])];
    if (k > n || n > 40) return null;
    const value = arrangements(n, k);
    return countResult(value, [step(`Choose and order ${k} of the ${n}: the first place has ${n} choices, the next ${n - 1}, … ${k} places in all (order matters).`), step(`${n}P${k} = ${Array.from({ length: k }, (_, i) => n - i).join(' × ')} = ${value}.`)]);
  }
  if (chosenFrom && !ordered) {
    const [k, n] = [Number(chosenFrom[1]), Number(chosenFrom[2])];
    if (k > n) return null;
    const value = choose(n, k);
    return countResult(value, [step(`The order of the ${k} chosen does not matter, so count combinations: ${n}C${k} = ${n}!/(${k}!·${n - k}!).`), step(`= ${value}`)]);
  }
  // "3 books chosen from 7 different books and arranged in a row": chosen, then put in order, nPr.
  // "arrange 3 of my 7 books on a shelf": the same count, asked the other way round.
  const chosenArranged =
    /\b(\d+)\s+(?:[a-z]+\s+){0,3}?(?:be\s+|are\s+|is\s+)?(?:chosen|selected|picked|taken)\s+(?:from|out\s+of)\s+(?:a\s+group\s+of\s+|the\s+)?(\d+)\b[^.?]*?\b(?:arranged|arrange|in\s+a\s+(?:row|line)|in\s+order|lined\s+up|line\s+up|ranked|placed\s+in\s+order)\b/i.exec(t) ??
    /\b(?:arrange|order|line\s+up|(?:seat|place|put)(?=[^.?]*\b(?:in\s+a\s+(?:row|line)|in\s+order|on\s+a\s+shelf)\b))\s+(\d+)\s+(?:of|out\s+of|from)\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+|our\s+|your\s+|these\s+|those\s+)?(\d+)\b/i.exec(t);
  if (chosenArranged) {
    const [k, n] = [Number(chosenArranged[1]), Number(chosenArranged[2])];
    if (k > n || n > 40) return null;
    const value = arrangements(n, k);
    return countResult(value, [step(`Choose and order ${k} of the ${n}: the first place has ${n} choices, the next ${n - 1}, … ${k} places in all (order matters).`), step(`${n}P${k} = ${Array.from({ length: k }, (_, i) => n - i).join(' × ')} = ${value}.`)]);
  }
  // "in how many ways can 6 people sit in a row", "5 different books arranged on a shelf": all n in order, n!.
  const lineUp = /\b(\d+)\s+(?:different\s+|distinct\s+)?(?:people|students|children|kids|friends|books|cars|letters|runners|players|guests|boys|girls|objects|items|pictures|photos|toys|animals|songs)\b.*?\b(?:sit|stand|line up|be seated|be arranged|arranged|arrange|queue|be lined up|be ordered|be placed|placed|order|finish)\b/i.exec(t);
  // All n in order: no other number in the question (a pool of 12 to pick 5 from is not 5!), and order not waived.
  const otherNumbers = (t.match(/(?<![\w.])\d+(?![\w.])/g) ?? []).length > 1;
  if (lineUp && !otherNumbers && !/\border\s+(?:doesn'?t|does\s+not|don'?t|do\s+not)\s+(?:matter|count)\b/i.test(t) && !/\b(?:if|but|must|together|next to|beside|not|apart|between|except|unless|always|never|first|last|end|choose|chosen|select|pick)\b/i.test(t.slice(lineUp.index + lineUp[0].length)) && !/\bof\s+(?:them|these)\b|\b\d+\s+(?:of|out of|from)\s+(?:(?:the|my|his|her|their|our|your|these|those)\s+)?\d+\b/i.test(t)) {
    const n = Number(lineUp[1]);
    if (n < 1 || n > 30) return null;
    const circle = /\b(?:circle|round table|circular)\b/i.test(t);
    const value = arrangements(circle ? n - 1 : n, circle ? n - 1 : n);
    return countResult(value, circle
      ? [step(`Around a circle only the order relative to one another counts: fix one and arrange the other ${n - 1}: (${n} − 1)!.`), step(`= ${value}`)]
      : [step(`The first place has ${n} choices, the next ${n - 1}, and so on: ${n}! = ${Array.from({ length: n }, (_, i) => n - i).join(' × ')}.`), step(`= ${value}`)]);
  }
  // "8 runners … 1st, 2nd and 3rd place", "president, vice-president and treasurer from 12 members"
  const places = t.match(/\b(?:1st|2nd|3rd|[4-9]th|first|second|third|fourth|fifth|gold|silver|bronze|president|vice[- ]president|secretary|treasurer|captain|vice[- ]captain)\b/gi);
  const pool = /\b(\d+)(?:-(?:person|member|player|strong)\b|\s+(?:[a-z]+\s+)?(?:runners|people|students|members|players|horses|teams|contestants|competitors|candidates|swimmers|cars|[a-z]{3,}(?:ers|ists|ants|ents)))\b/i.exec(t);
  if (places && places.length >= 2 && pool) {
    const k = new Set(places.map((p) => p.toLowerCase().replace(/[- ]/g, ''))).size;
    const n = Number(pool[1]);
    if (k > n) return null;
    const value = arrangements(n, k);
    return countResult(value, [step(`The ${k} places are different, so order matters: ${Array.from({ length: k }, (_, i) => n - i).join(' × ')} (${n}P${k}).`), step(`= ${value}`)]);
  }
  return null;
}

/** An event about the numbers shown by n dice (or spinner spins), as a test on one outcome. */
function diceEvent(text: string, faces: number, times = 1): { test: (roll: number[]) => boolean; said: string } | null {
  // "the total is 8", "a total of 8", "the two numbers add to 10": the sum.
  const t = text
    .replace(/\b(?:the\s+)?total\s+(?:score\s+)?(?=is|=|of|equals|being|to be|greater|more|less|under|over|below|above|\d)/gi, 'sum ')
    .replace(/\b(?:the\s+)?(?:(?:two|three|numbers?|scores?)\s+)*(?:add|adds|added)\s+(?:up\s+)?to\s+(?=\d)/gi, 'sum is ');
  const num = String.raw`(\d+)`;
  let m: RegExpExecArray | null;
  // "the product is a multiple of 6", "the sum is divisible by 3".
  if ((m = new RegExp(String.raw`\b(sum|product)\s+(?:is\s+)?(?:a\s+multiple\s+of|divisible\s+by)\s+${num}\b`, 'i').exec(t))) {
    const [kind, k] = [m[1].toLowerCase(), Number(m[2])];
    if (!(k > 0)) return null;
    return { test: (r) => (kind === 'sum' ? r.reduce((a, b) => a + b, 0) : r.reduce((a, b) => a * b, 1)) % k === 0, said: `the ${kind} is a multiple of ${k}` };
  }
  // "all three show different numbers", "no two the same".
  if (times > 1 && /\ball\s+(?:\w+\s+)?(?:show\s+|are\s+|land\s+on\s+)?different\b|\bdifferent\s+numbers\b|\bno\s+two\s+(?:are\s+|show\s+)?(?:the\s+)?same\b/i.test(t)) return { test: (r) => new Set(r).size === r.length, said: 'all show different numbers' };
  if ((m = new RegExp(String.raw`\bsum\s*(?:is|=|of|totals?|equals?|being|to be)?\s*(?:exactly\s+)?${num}\b(?!\s*(?:or more|or less|or greater|or fewer))`, 'i').exec(t)))
    return { test: (r) => r.reduce((a, b) => a + b, 0) === Number(m![1]), said: `the sum is ${m[1]}` };
  if ((m = new RegExp(String.raw`\bsum\s*(?:is\s*)?(?:greater than|more than|over|>)\s*${num}`, 'i').exec(t)))
    return { test: (r) => r.reduce((a, b) => a + b, 0) > Number(m![1]), said: `the sum is greater than ${m[1]}` };
  if ((m = new RegExp(String.raw`\bsum\s*(?:is\s*)?(?:less than|under|below|<)\s*${num}`, 'i').exec(t)))
    return { test: (r) => r.reduce((a, b) => a + b, 0) < Number(m![1]), said: `the sum is less than ${m[1]}` };
  if ((m = new RegExp(String.raw`\bsum\s*(?:is\s*)?(?:at least|${num}\s+or more)`, 'i').exec(t))) return null;
  if (/\bsum\s+is\s+even\b|\beven sum\b/i.test(t)) return { test: (r) => r.reduce((a, b) => a + b, 0) % 2 === 0, said: 'the sum is even' };
  if (/\bsum\s+is\s+odd\b|\bodd sum\b/i.test(t)) return { test: (r) => r.reduce((a, b) => a + b, 0) % 2 === 1, said: 'the sum is odd' };
  if (/\bproduct\s+is\s+even\b/i.test(t)) return { test: (r) => r.reduce((a, b) => a * b, 1) % 2 === 0, said: 'the product is even' };
  if (/\bproduct\s+is\s+odd\b/i.test(t)) return { test: (r) => r.reduce((a, b) => a * b, 1) % 2 === 1, said: 'the product is odd' };
  if (/\bdoubles?\b|\bthe same number\b|\bboth (?:show )?the same\b/i.test(t)) return { test: (r) => r.every((x) => x === r[0]), said: 'all show the same number' };
  if ((m = new RegExp(String.raw`\bat least one\s+${num}\b`, 'i').exec(t))) return { test: (r) => r.includes(Number(m![1])), said: `at least one ${m[1]}` };
  if ((m = new RegExp(String.raw`\b(?:no|not a single|never (?:a|an))\s+${num}s?\b`, 'i').exec(t))) return { test: (r) => !r.includes(Number(m![1])), said: `no ${m[1]}` };
  // One die: "a 6", "an even number", "a number greater than 4", "a 1 or a 2", "not rolling a 1 or a 2".
  const negated = /\b(?:not|isn't|is not|doesn't|does not|fails? to)\b\s+(?:rolling|getting|landing on|showing|being|spinning)?\s*(?:a|an)?\s*(?:\d|even|odd|prime|number)/i.test(t);
  // Each property the event names; two joined by "or" are either one, by "and" both ("an even number or a 5").
  const properties: { test: (x: number) => boolean; said: string }[] = [];
  const add = (test: (x: number) => boolean, said: string) => properties.push({ test, said });
  if (/\beven\b/i.test(t)) add((x) => x % 2 === 0, 'an even number');
  if (/\bodd\b/i.test(t)) add((x) => x % 2 === 1, 'an odd number');
  if (/\bprime\b/i.test(t)) add((x) => [2, 3, 5, 7, 11, 13, 17, 19].includes(x), 'a prime number');
  if ((m = new RegExp(String.raw`\b(?:a\s+)?multiple\s+of\s+${num}\b|\bdivisible\s+by\s+${num}\b`, 'i').exec(t))) {
    const k = Number(m[1] ?? m[2]);
    if (!(k > 0)) return null;
    add((x) => x % k === 0, `a multiple of ${k}`);
  }
  if ((m = new RegExp(String.raw`\b(?:a\s+)?factor\s+of\s+${num}\b`, 'i').exec(t))) {
    const k = Number(m[1]);
    if (!(k > 0)) return null;
    add((x) => k % x === 0, `a factor of ${k}`);
  }
  if (/\bsquare\s+number\b|\bperfect\s+square\b/i.test(t)) add((x) => Number.isInteger(Math.sqrt(x)), 'a square number');
  if ((m = new RegExp(String.raw`\b(?:greater than|more than|higher than|bigger than|over|above)\s+${num}`, 'i').exec(t))) {
    const k = Number(m[1]);
    add((x) => x > k, `a number greater than ${k}`);
  }
  if ((m = new RegExp(String.raw`\b(?:less than|lower than|smaller than|under|below)\s+${num}`, 'i').exec(t))) {
    const k = Number(m[1]);
    add((x) => x < k, `a number less than ${k}`);
  }
  if ((m = new RegExp(String.raw`\b${num}\s+or\s+(?:more|higher|greater|above)\b`, 'i').exec(t))) {
    const k = Number(m[1]);
    add((x) => x >= k, `${k} or more`);
  }
  // "a 5 or 6", "a 1, 2 or 3": the faces listed after the first, with or without "a".
  const values = [...t.matchAll(/\b(?:an?|the)\s+(\d+)\b((?:\s*(?:,|\bor\b)\s*(?:an?\s+)?\d+\b)*)(?!\s*-?\s*(?:dice|die|times|rolls|coins|sided|people|cards|sections))/gi)]
    .flatMap((x) => [x[1], ...(x[2].match(/\d+/g) ?? [])].map(Number))
    .filter((x) => x >= 1 && x <= faces);
  if (values.length) add((x) => values.includes(x), values.map((v) => `a ${v}`).join(' or '));
  let one: ((x: number) => boolean) | null = properties[0]?.test ?? null;
  let said = properties[0]?.said ?? '';
  if (properties.length > 1) {
    const joined = t.replace(/\bor\s+(?:more|higher|greater|above|less|fewer|lower)\b/gi, '');
    const either = /\bor\b/i.test(joined);
    if (either === /\band\b/i.test(joined)) return null;
    one = either ? (x) => properties.some((p) => p.test(x)) : (x) => properties.every((p) => p.test(x));
    said = properties.map((p) => p.said).join(either ? ' or ' : ' and ');
  }
  if (!one) return null;
  const test = one;
  const hit = (x: number) => (negated ? !test(x) : test(x));
  const what = negated ? `not ${said}` : said;
  if (times === 1) return { test: (r) => hit(r[0]), said: what };
  // Several rolls or spins and a property of one: how many of them must have it ("both even", "at least one even").
  if (/\bat\s+least\s+one\b|\beither\b|\bany\s+of\b/i.test(t)) return { test: (r) => r.some(hit), said: `at least one shows ${what}` };
  if (/\bneither\b|\bnone\b/i.test(t)) return { test: (r) => !r.some(hit), said: `none shows ${what}` };
  if (/\bboth\b|\ball\b|\beach\b|\bevery\b/i.test(t)) return { test: (r) => r.every(hit), said: `every one shows ${what}` };
  return null;
}

const FACES_IN_WORDS: Record<string, number> = { four: 4, six: 6, eight: 8, ten: 10, twelve: 12, twenty: 20 };

const FACE_WORDS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6' };
const FACE_PLURALS: Record<string, string> = { ones: '1', twos: '2', threes: '3', fours: '4', fives: '5', sixes: '6' };

/** Faces in words as digits: "a six" → "a 6", "at least one six" → "at least one 6", "3 sixes" → "3 6s". */
function faceWords(t: string): string {
  return t
    .replace(/\b(ones|twos|threes|fours|fives|sixes)\b/gi, (w: string) => `${FACE_PLURALS[w.toLowerCase()]}s`)
    .replace(/\b(a|an|one|no|any|the)\s+(one|two|three|four|five|six)\b(?!\s*(?:dice|die|times|rolls|throws|coins|-sided|sided))/gi, (_m, a: string, w: string) => `${a} ${FACE_WORDS[w.toLowerCase()]}`);
}

/**
 * One die rolled many times, a count of one face (or of even or odd) asked: "a fair die is rolled 10
 * times, the probability of exactly 3 sixes", "at least 2 even numbers in 8 rolls". Each roll is a
 * trial with success probability p, so the count is binomial: P(X = k) = nCk pᵏ (1 − p)ⁿ⁻ᵏ, exact.
 */
function dieTrials(text: string): ToolResult | null {
  const t = faceWords(text);
  if (SEQUENTIAL.test(t) || !/\b(?:die|dice)\b/i.test(t) || /\bnot fair\b|\bunfair\b|\bbiased\b|\bloaded\b|\bweighted\b/i.test(t)) return null;
  if (/\b(?:two|three|four|five|pair of|\d+)\s+(?:fair\s+)?dice\b/i.test(t)) return null;
  const n = count(/\b(?:rolled|thrown|tossed|rolls?|throws?|toss)\s+(?:(?:a|the|one|your|this)\s+)?(?:(?:fair|ordinary|standard|regular|normal|six-sided|6-sided)\s+)*(?:die|dice\s+)?\s*(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+times\b/i.exec(t)?.[1]) ?? count(/\b(?:in|from|after)\s+(\d+)\s+(?:rolls|throws)\b/i.exec(t)?.[1]) ?? count(/\b(\d+)\s+(?:rolls|throws)\s+of\b/i.exec(t)?.[1]);
  if (n === undefined || n < 2 || n > 100) return null;
  const faces = 6;
  const face = /\b(\d)s\b/.exec(t)?.[1] ?? /\b(?:a|one|no|any)\s+(\d)\b/.exec(t)?.[1];
  const success = face ? { p: Rational.of(1, faces), said: `a ${face}` } : /\beven\b/i.test(t) ? { p: Rational.of(1, 2), said: 'an even number' } : /\bodd\b/i.test(t) ? { p: Rational.of(1, 2), said: 'an odd number' } : null;
  if (!success || (face && (Number(face) < 1 || Number(face) > faces))) return null;
  const k = (w: string) => count(w) ?? NaN;
  const K = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;
  let m: RegExpExecArray | null;
  let keep: ((i: number) => boolean) | null = null;
  let said = '';
  if ((m = new RegExp(String.raw`\bexactly\s+${K}\b`, 'i').exec(t))) [keep, said] = [(i) => i === k(m![1]), `exactly ${k(m[1])}`];
  else if ((m = new RegExp(String.raw`\bat\s+least\s+${K}\b`, 'i').exec(t))) [keep, said] = [(i) => i >= k(m![1]), `at least ${k(m[1])}`];
  else if ((m = new RegExp(String.raw`\b(?:at\s+most|no\s+more\s+than)\s+${K}\b`, 'i').exec(t))) [keep, said] = [(i) => i <= k(m![1]), `at most ${k(m[1])}`];
  else if ((m = new RegExp(String.raw`\b(?:more\s+than)\s+${K}\b`, 'i').exec(t))) [keep, said] = [(i) => i > k(m![1]), `more than ${k(m[1])}`];
  else if ((m = new RegExp(String.raw`\b(?:fewer|less)\s+than\s+${K}\b`, 'i').exec(t))) [keep, said] = [(i) => i < k(m![1]), `fewer than ${k(m[1])}`];
  else if (/\bno\s+\d\b|\bnever\b|\bnone\b/i.test(t)) [keep, said] = [(i) => i === 0, 'none'];
  if (!keep) return null;
  const p = success.p;
  const q = Rational.ONE.sub(p);
  const ks = Array.from({ length: n + 1 }, (_, i) => i).filter(keep);
  if (!ks.length) return null;
  const total = ks.reduce((acc, i) => acc.add(Rational.of(choose(n, i)).mul(p.pow(i)).mul(q.pow(n - i))), Rational.ZERO);
  const complement = ks.length > n / 2 && !ks.includes(0);
  const steps = [
    step(`Each of the ${n} rolls is an independent trial with P(${success.said}) = ${p}, so the number of rolls giving ${success.said} is X ~ Bin(${n}, ${p}).`),
    step(complement ? `P(X ${said.replace(/^at least /, '≥ ')}) = 1 − P(X < ${ks[0]}), adding nCk · (${p})^k · (${q})^(${n} − k) for the rest.` : `P(X = k) = ${n}Ck · (${p})^k · (${q})^(${n} − k); add it for k = ${ks.length <= 6 ? ks.join(', ') : `${ks[0]} to ${ks[ks.length - 1]}`}.`),
  ];
  return probabilityResult(total, steps);
}

const CARD_KINDS: Record<string, number> = { ace: 4, king: 4, queen: 4, jack: 4, heart: 13, spade: 13, club: 13, diamond: 13, red: 26, black: 26, 'face card': 12, 'picture card': 12 };

/**
 * Drawing several at once without putting back, a count of one kind asked: "12 boys and 8 girls, 5
 * chosen at random, P(exactly 2 girls)", "five cards dealt from a standard deck, exactly 2 aces".
 * Every group of n is equally likely: P(X = k) = C(K, k)·C(N − K, n − k) / C(N, n).
 */
/** "woman" → "women", "boy" → "boys", "women" and "boys" kept. */
function pluralOf(word: string): string {
  if (/(?:men|people|children|s)$/i.test(word)) return word;
  if (/man$/i.test(word)) return word.replace(/man$/i, 'men');
  if (/[^aeiou]y$/i.test(word)) return word.replace(/y$/i, 'ies');
  return `${word}s`;
}

function drawnTogether(raw: string): ToolResult | null {
  // "all 3 are women", "none of them are boys": said as "all women", "no boys".
  const t = raw
    .replace(/\b(exactly|at\s+least|at\s+most)\s+(\d+|one|two|three|four|five|six)\s+(?:of\s+them\s+)?(?:are|is|will\s+be)\s+(?:an?\s+)?([a-z]+)/gi, '$1 $2 $3')
    .replace(/\ball\s+(?:\d+|two|three|four|five|six)\s+(?:of\s+them\s+)?(?:are|is|will\s+be)\s+([a-z]+)/gi, 'all $1').replace(/\bnone\s+of\s+them\s+(?:are|is|will\s+be)\s+([a-z]+)/gi, 'no $1');
  // "How many committees …" counts; only a probability is answered here.
  if (!/\bprobabilit|\bchances?\b|\bP\s*\(|\blikely\b/i.test(t) || /\bhow many\b|\bin how many ways\b|\bnumber of (?:ways|committees|groups|teams)\b/i.test(t)) return null;
  if (/\bwith\s+replacement\b|\bput(?:s|ting)?\s+(?:it\s+|them\s+)?back\b|\breplaced\b/i.test(t) && !/\bwithout\s+replacement\b/i.test(t)) return null;
  const K = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;
  const drawn = new RegExp(String.raw`\b${K}\s+(?:[a-z]+\s+){0,2}(?:are|is|were)\s+(?:chosen|picked|selected|drawn|dealt|taken)\b|\b(?:choose|pick|select|draw|deal|take)s?\s+${K}\b|\b${K}\s+cards\s+(?:are\s+)?(?:dealt|drawn)\b`, 'i').exec(t);
  if (!drawn) return null;
  const n = count(drawn[1] ?? drawn[2] ?? drawn[3]);
  let groups: Array<{ word: string; size: number }> = [];
  let total = 0;
  const deck = /\b(?:standard|normal|ordinary|well[- ]shuffled|full)?\s*(?:deck|pack)\s+of\s+(?:52\s+)?(?:playing\s+)?cards\b|\b52[- ]card\b|\bcards?\b.*\b(?:deck|pack)\b/i.test(t);
  const askedRe = String.raw`\b(exactly|at\s+least|at\s+most|no\s+more\s+than|more\s+than|fewer\s+than|less\s+than)\s+${K}\s+([a-z]+(?:\s+cards?)?)|\b(no|all|none\s+of\s+the)\s+([a-z]+(?:\s+cards?)?)`;
  const after = drawn.index + drawn[0].length;
  const later = new RegExp(askedRe, 'i').exec(t.slice(after));
  const asked = later ? Object.assign(later, { index: later.index + after }) : new RegExp(String.raw`\b(exactly|at\s+least|at\s+most)\s+${K}\s+([a-z]+)`, 'i').exec(t);
  if (!asked || n === undefined) return null;
  const kindWord = (asked[3] ?? asked[5] ?? '').toLowerCase().replace(/\s+cards?$/, '').replace(/s$/, '');
  if (deck) {
    const size = CARD_KINDS[kindWord] ?? CARD_KINDS[`${kindWord} card`];
    if (!size) return null;
    groups = [{ word: kindWord, size }, { word: 'other', size: 52 - size }];
    total = 52;
  } else {
    // The groups: "12 boys", "6 men and 5 women", not the number drawn nor the count asked.
    const inside = (at: number, m: RegExpExecArray) => at >= m.index && at < m.index + m[0].length;
    const listed = [...t.matchAll(/\b(\d+)\s+([a-z]+)\b/gi)].filter((m) => !inside(m.index!, drawn) && !inside(m.index!, asked) && !/^(?:are|is|were|chosen|picked|selected|drawn|students?|people|persons?|cards?|times|of|at|and|members?|players?)$/i.test(m[2]));
    const singular = (w: string) => w.toLowerCase().replace(/ies$/, 'y').replace(/(?:es|s)$/, '').replace(/^(?:wom|m)en$/, (x) => x.replace('en', 'an'));
    const named = listed.filter((m) => singular(m[2]) === singular(kindWord));
    if (named.length !== 1) return null;
    const others = listed.filter((m) => m !== named[0] && singular(m[2]) !== singular(kindWord));
    if (others.length !== 1) return null;
    groups = [{ word: kindWord, size: Number(named[0][1]) }, { word: singular(others[0][2]), size: Number(others[0][1]) }];
    total = groups[0].size + groups[1].size;
  }
  if (n < 1 || n > total || total > 200) return null;
  const how = asked[2] ? asked[1].toLowerCase().replace(/\s+/g, ' ') : asked[4].toLowerCase().startsWith('all') ? 'all' : 'no';
  const k = asked[2] ? count(asked[2]) ?? NaN : how === 'all' ? n : 0;
  const keep = (i: number) => (how === 'exactly' || how === 'all' || how === 'no' || how === 'none of the' ? i === k : how === 'at least' ? i >= k : how === 'at most' || how === 'no more than' ? i <= k : how === 'more than' ? i > k : i < k);
  const K1 = groups[0].size;
  const ks = Array.from({ length: n + 1 }, (_, i) => i).filter((i) => keep(i) && i <= K1 && n - i <= total - K1);
  const all = Rational.of(choose(total, n));
  const favourable = ks.reduce((acc, i) => acc + choose(K1, i) * choose(total - K1, n - i), 0n);
  const p = Rational.of(favourable).div(all);
  const steps = [
    step(`${n} are taken at once from ${total} (${K1} ${K1 === 1 ? groups[0].word : pluralOf(groups[0].word)} and ${total - K1} ${groups[1].word === 'other' ? 'others' : pluralOf(groups[1].word)}); every group of ${n} is equally likely: ${total}C${n} = ${choose(total, n)} groups.`),
    step(`Groups with ${ks.length === 1 ? `exactly ${ks[0]}` : `${ks[0]} to ${ks[ks.length - 1]}`} ${ks.length === 1 && ks[0] === 1 ? groups[0].word : pluralOf(groups[0].word)}: ${ks.map((i) => `${K1}C${i} × ${total - K1}C${n - i}`).join(' + ')} = ${favourable}.`),
    step(`P = ${favourable} / ${choose(total, n)}.`),
  ];
  return probabilityResult(p, steps);
}

/**
 * A raffle or lottery: "500 tickets sold at $5 each; one $800 prize and two $150 prizes: the expected
 * net gain from buying one ticket". The prizes shared over the tickets, less the price of one.
 */
function raffle(t: string): ToolResult | null {
  if (!/\b(?:raffle|lottery|tombola|draw)\b/i.test(t) || !/\bexpected\b|\bexpectation\b|\bon average\b/i.test(t)) return null;
  const MONEY = String.raw`([$£€])\s*(\d+(?:,\d{3})*(?:\.\d+)?)`;
  const tickets = /\b(\d+(?:,\d{3})*)\s+tickets?\b/i.exec(t);
  const price = new RegExp(String.raw`\b(?:at|for|cost(?:s|ing)?|priced\s+at)\s+${MONEY}\s*(?:each|a\s+ticket|per\s+ticket)?`, 'i').exec(t);
  // "one $800 prize and two $150 prizes", "prizes are one $300 and two $50"
  const prizes = /\bprizes?\s+(?:are|is|:)/i.test(t)
    ? [...t.slice(t.search(/\bprizes?\s+(?:are|is|:)/i)).matchAll(new RegExp(String.raw`\b(one|a|an|two|three|four|five|\d+)\s+${MONEY}`, 'gi'))]
    : [...t.matchAll(new RegExp(String.raw`\b(one|a|an|two|three|four|five|\d+)\s+${MONEY}\s+prizes?\b`, 'gi'))];
  if (!tickets || !prizes.length) return null;
  const n = Number(tickets[1].replace(/,/g, ''));
  const pool = prizes.reduce((a, m) => a.add(Rational.parse(m[3].replace(/,/g, ''))!.mul(Rational.of(count(m[1].replace(/^an?$/i, 'one')) ?? 0))), Rational.ZERO);
  const prizeCount = prizes.reduce((a, m) => a + (count(m[1].replace(/^an?$/i, 'one')) ?? 0), 0);
  if (!(n > 0) || prizeCount > n || prizeCount === 0) return null;
  const net = /\bnet\b|\bprofit\b|\bgain\b|\bloss\b/i.test(t);
  if (net && !price) return null;
  const cost = price ? Rational.parse(price[2].replace(/,/g, ''))! : Rational.ZERO;
  const prizeValue = pool.div(Rational.of(n));
  const value = net ? prizeValue.sub(cost) : prizeValue;
  const symbol = (price ?? prizes[0])[1] === '£' ? '£' : (price ?? prizes[0])[1] === '€' ? '€' : '$';
  const shown = (x: Rational) => `${x.sign() < 0 ? '−' : ''}${symbol}${Math.abs(x.toNumber()).toFixed(2)}`;
  return succeed(TOOL, `E = ${shown(value)}`, [
    step(`Each of the ${n} tickets is equally likely to win each prize: the prizes add up to ${shown(pool)}, so one ticket's expected prize is ${shown(pool)} ÷ ${n} = ${shown(prizeValue)}.`),
    ...(net ? [step(`Take off the ${shown(cost)} the ticket costs: ${shown(prizeValue)} − ${shown(cost)} = ${shown(value)}.`)] : []),
    step(value.sign() < 0 ? 'Negative: on average a ticket loses money.' : 'On average a ticket returns this much.'),
  ], { data: { value: value.toNumber() } });
}

/**
 * Bayes' rule for a test or a filter: from the base rate p, the rate flagged in the class q and the
 * rate flagged outside it r, P(flagged) = p·q + (1 − p)·r and P(class | flagged) = p·q ÷ P(flagged).
 * Null when nothing is ever flagged.
 */
function bayes(p: Rational, q: Rational, r: Rational): { inClass: Rational; outClass: Rational; positive: Rational; posterior: Rational } | null {
  const inClass = p.mul(q);
  const outClass = Rational.ONE.sub(p).mul(r);
  const positive = inClass.add(outClass);
  return positive.isZero() ? null : { inClass, outClass, positive, posterior: inClass.div(positive) };
}

/**
 * Bayes' rule in everyday words: "30% of my emails are spam; the filter flags 95% of spam but also 4%
 * of non-spam; an email got flagged: P(it is spam)". The base rate, the rate flagged in the class
 * and the rate flagged outside it; P(class | flagged) = p·q ÷ (p·q + (1 − p)·r).
 */
function flaggedInWords(t: string): ToolResult | null {
  const PCT = String.raw`(\d+(?:\.\d+)?)\s*%`;
  const base = new RegExp(String.raw`${PCT}\s+of\s+(?:my\s+|the\s+|all\s+|our\s+)?(?:[a-z]+\s+){0,2}?(?:are|is|were)\s+(?:actually\s+)?([a-z][a-z-]*)\b`, 'i').exec(t);
  if (!base) return null;
  const cls = base[2].toLowerCase();
  const VERB = String.raw`(?:flags?|flagged|detects?|catches|catch|identifies|marks?|blocks?|spots?|picks?\s+up|alerts?\s+on)`;
  const hit = new RegExp(String.raw`\b${VERB}\s+${PCT}\s+of\s+(?:the\s+|all\s+)?${cls}\b`, 'i').exec(t);
  const miss = new RegExp(String.raw`${PCT}\s+of\s+(?:the\s+|all\s+)?(?:non[- ]?${cls}|not[- ]${cls}|(?:ones|those|emails|items)\s+that\s+are\s+not\s+${cls}|(?:genuine|legitimate|real|normal|good|healthy)\s+(?:[a-z]+\s+)?(?:ones|emails|messages|items)?)`, 'i').exec(t);
  const asked = new RegExp(String.raw`\b(?:flagged|detected|caught|identified|marked|blocked|alerted|positive)\b[^.?]*[.,]?[^.?]*\b(?:probability|chance)\b[^.?]*\b${cls}\b`, 'i').test(t);
  if (!hit || !miss || !asked) return null;
  const [p, q, r] = [Rational.parse(base[1])!.div(Rational.of(100)), Rational.parse(hit[1])!.div(Rational.of(100)), Rational.parse(miss[1])!.div(Rational.of(100))];
  const { inClass, outClass, positive: flagged, posterior: value } = bayes(p, q, r) ?? {};
  if (!value || !inClass || !outClass || !flagged) return null;
  return probabilityResult(value, [
    step(`Flagged and ${cls}: ${p} × ${q} = ${inClass}. Flagged but not ${cls}: ${Rational.ONE.sub(p)} × ${r} = ${outClass}.`),
    step(`All flagged: ${inClass} + ${outClass} = ${flagged}.`),
    step(`P(${cls} | flagged) = ${inClass} ÷ ${flagged} = ${value}.`),
  ]);
}

/**
 * A handful taken at once from several kinds: "5 strawberry, 4 lime and 3 grape gummies; I grab 3:
 * P(one of each flavour)", "3 black socks and 5 white socks; I pull out 2: P(they match)". Every
 * handful is equally likely; the kinds are counted with combinations.
 */
function handfulOfKinds(t: string): ToolResult | null {
  if (!/\bprobabilit|\bchances?\b|\bP\s*\(/i.test(t)) return null;
  if (/\bwith\s+replacement\b|\bput(?:s|ting)?\s+(?:it\s+|them\s+)?back\b|\breplaced\b/i.test(t) && !/\bwithout\s+replacement\b|\bno\s+replacement\b/i.test(t)) return null;
  const take = /\b(?:grab|grabs|pull(?:s|ed)?\s+out|draws?|drew|takes?|took|picks?|picked|chooses?|chose|selects?|removes?|reach(?:es)?\s+in\s+and\s+(?:take|pull)s?)\s+(\d+|two|three|four|five)\b/i.exec(t);
  if (!take) return null;
  const k = count(take[1]);
  const before = t.slice(0, take.index);
  const kinds = [...before.matchAll(/\b(\d+)\s+([a-z]+)(?=\s*(?:,|\band\b|\s+[a-z]+\s*(?:,|\band\b|[.;]|in\b|$)|\s+[a-z]+\s+[a-z]+\s*(?:[.;]|in\b|$)))/gi)].map((m) => ({ n: Number(m[1]), name: m[2].toLowerCase() }));
  if (kinds.length < 2 || kinds.length > 6 || k === undefined || new Set(kinds.map((x) => x.name)).size !== kinds.length) return null;
  const total = kinds.reduce((a, x) => a + x.n, 0);
  if (k < 2 || k > total || total > 200) return null;
  const all = choose(total, k);
  const ask = t.slice(take.index + take[0].length);
  let favourable: bigint;
  let said: string;
  if (/\bone\s+of\s+each\b/i.test(ask) && k === kinds.length) {
    favourable = kinds.reduce((a, x) => a * BigInt(x.n), 1n);
    said = `one of each: ${kinds.map((x) => x.n).join(' × ')}`;
  } else if (/\b(?:they|both|all)\s+(?:\w+\s+)?match\b|\bmatching\b|\b(?:the\s+)?same\s+(?:colou?r|flavou?r|kind|type)\b|\bpair\b/i.test(ask)) {
    favourable = kinds.reduce((a, x) => a + choose(x.n, k), 0n);
    said = `all of one kind: ${kinds.map((x) => `${x.n}C${k}`).join(' + ')}`;
  } else return null;
  const p = Rational.of(favourable, all);
  return probabilityResult(p, [
    step(`${k} are taken at once from ${total} (${kinds.map((x) => `${x.n} ${x.name}`).join(', ')}); every handful of ${k} is equally likely: ${total}C${k} = ${all}.`),
    step(`Handfuls with ${said} = ${favourable}.`),
    step(`P = ${favourable}/${all} = ${p}.`),
  ]);
}

/**
 * A screening test (Bayes' rule): "1% have the disease; the test detects 95% of cases and gives a
 * false positive 5% of the time; if someone tests positive, the probability they have it". The
 * prevalence, the sensitivity and the false-positive rate (or the specificity) must all be given.
 */
function screeningTest(t: string): ToolResult | null {
  if (!/\btests?\s+positive\b|\bpositive\s+(?:test|result)\b/i.test(t) || !/\b(?:have|has|having|had)\s+(?:the\s+|a\s+)?(?:disease|condition|illness|virus|infection)\b|\bactually\s+(?:has|have)\b|\binfected\b|\b(?:disease|condition|illness|virus|infection)\s+(?:affects|is\s+found\s+in)\b/i.test(t)) return null;
  const P = String.raw`(\d+(?:\.\d+)?\s*%|0?\.\d+)`;
  const value = (raw: string | undefined) => (raw ? probabilityValue(raw) : null);
  const prevalence = value(new RegExp(String.raw`${P}\s+of\s+(?:the\s+)?(?:people|population|adults|patients|children|students|a population|individuals)\b[^.]*?\b(?:have|has|are\s+infected|carry|suffer)|\b(?:affects|has|have)\s+${P}\s+of\b|\bprevalence\s+(?:is|of)\s+${P}`, 'i').exec(t)?.slice(1).find(Boolean));
  const sensitivity = value(new RegExp(String.raw`\b(?:detects|identifies|catches|shows\s+positive\s+(?:for|in)|is\s+positive\s+(?:for|in)|gives\s+a\s+positive\s+(?:result\s+)?(?:for|in))\b[^.%]*?${P}|${P}\s+of\s+(?:the\s+)?(?:people|those|patients|cases)\s+(?:who|that|with)\s+(?:have|has)\s+(?:it|the\s+\w+)\s+test\s+positive|\bsensitivity\s+(?:is|of)\s+${P}|${P}\s+accurate\s+(?:for|on|in|with)\s+(?:the\s+)?(?:people|those|patients|individuals)\s+(?:who|that|with)\s+(?:have|has|do)\b`, 'i').exec(t)?.slice(1).find(Boolean));
  // Tried in order: the rate named after "false positive" first, so "detects 95% … a false positive 5%" reads 5%.
  const falsePositive = value(
    [
      String.raw`\bfalse[- ]positives?\b[^.%]*?${P}`,
      String.raw`${P}\s+(?:false[- ]positives?|of\s+(?:the\s+)?(?:people|those|patients)\s+(?:who|that|without)\s+(?:do\s*n[o']t\s+have\s+it\s+|(?:the\s+)?\w+\s+)?test\s+positive)`,
      // "… positive for 95% of people who have it and for 10% of people who don't"
      String.raw`\band\s+(?:also\s+)?(?:for\s+|in\s+)?${P}\s+of\s+(?:the\s+)?(?:people|those|patients|individuals)\s+(?:who|that)\s+(?:do\s*n[o']?t|do\s+not|are\s+not|aren'?t)\b`,
      // "… but also gives a positive result for 5% of healthy people"
      String.raw`\b(?:for|in)\s+${P}\s+of\s+(?:the\s+)?(?:healthy|uninfected|disease[- ]free|well)\s+(?:people|patients|individuals|ones|adults|children)\b`,
      // "… also gives a positive result 5% of the time for people who don't have it"
      String.raw`\b(?:also\s+)?(?:gives|shows)\s+a\s+(?:false\s+)?positive\s+(?:result\s+)?(?:in\s+)?${P}[^.]*?\b(?:who|that|when\s+(?:you|they|people|someone|a\s+person|the\s+person))\s+(?:do\s*n[o']?t|do\s+not|does\s*n[o']?t|are\s+not|aren'?t|is\s+not|isn'?t)\b`,
    ]
      .map((re) => new RegExp(re, 'i').exec(t)?.[1])
      .find(Boolean),
  );
  const specificity = falsePositive ? null : value(new RegExp(String.raw`\bspecificity\s+(?:is|of)\s+${P}|\bcorrectly\s+(?:gives\s+a\s+)?negative\b[^.%]*?${P}`, 'i').exec(t)?.slice(1).find(Boolean));
  const fp = falsePositive ?? (specificity ? Rational.ONE.sub(specificity) : null);
  if (!prevalence || !sensitivity || !fp) return null;
  for (const x of [prevalence, sensitivity, fp]) if (x.sign() < 0 || x.compare(Rational.ONE) > 0) return null;
  const { inClass: truePos, positive, posterior: p } = bayes(prevalence, sensitivity, fp) ?? {};
  if (!p || !positive || !truePos) return null;
  return probabilityResult(p, [
    step(`P(disease) = ${prevalence}, P(positive | disease) = ${sensitivity}, P(positive | no disease) = ${fp}.`),
    step(`P(positive) = ${prevalence} × ${sensitivity} + ${Rational.ONE.sub(prevalence)} × ${fp} = ${positive}.`),
    step(`Bayes' rule: P(disease | positive) = P(disease) × P(positive | disease) ÷ P(positive) = ${truePos} ÷ ${positive}.`),
    step(`Most positives come from the many people without the disease when the disease is rare.`),
  ]);
}

/**
 * A discrete distribution in a list: "X takes values 0, 1, 2, 3 with probabilities 0.1, 0.3, 0.4,
 * 0.2": E(X) = Σ x·p, Var(X) = Σ x²·p − E(X)². The probabilities must add up to 1.
 */
/**
 * Outcomes given as percentages with what each is worth: "60% common (worth 0.5 coins), 30% rare
 * (worth 2 coins), 10% legendary (worth 12 coins): the expected value of one box".
 */
function weightedOutcomes(t: string): ToolResult | null {
  if (!/\bexpected\b|\bexpectation\b|\bon\s+average\b|\baverage\s+value\b/i.test(t)) return null;
  const parts = [...t.matchAll(/(\d+(?:\.\d+)?)\s*%\s*(?:chance\s+(?:of\s+)?(?:an?\s+)?|of\s+(?:them\s+|the\s+time\s+)?(?:are\s+|is\s+)?)?([a-z]+)?\s*[(,:-]?\s*(?:worth|=|pays?|gives?|wins?|valued\s+at|is\s+worth)\s*[$£€]?\s*(-?\d+(?:\.\d+)?)/gi)];
  if (parts.length < 2) return null;
  const ps = parts.map((m) => Rational.parse(m[1])!.div(Rational.of(100)));
  const xs = parts.map((m) => Rational.parse(m[3])!);
  const total = ps.reduce((a, p) => a.add(p), Rational.ZERO);
  if (!total.equals(Rational.ONE)) return null;
  const e = xs.reduce((a, x, i) => a.add(x.mul(ps[i])), Rational.ZERO);
  const unit = /(\d)\s*(coins?|points?|gems?|credits?)\b/i.exec(t)?.[2];
  return succeed(TOOL, `E = ${e.isInteger() ? e.toString() : formatNumber(e.toNumber(), 8)}${unit ? ` ${unit.replace(/s?$/, 's')}` : ''}`, [
    step(`The chances add up to 100% ✓: ${parts.map((m) => `${m[1]}%${m[2] ? ` ${m[2]}` : ''} worth ${m[3]}`).join(', ')}.`),
    step(`Expected value = Σ value × probability = ${xs.map((x, i) => `${x} × ${ps[i]}`).join(' + ')} = ${e}.`),
  ], { data: { value: e.toNumber() } });
}

function discreteDistribution(t: string): ToolResult | null {
  const m = /\bvalues?\s+((?:-?\d+(?:\.\d+)?\s*,\s*)+(?:and\s+)?-?\d+(?:\.\d+)?)\s+with\s+(?:respective\s+)?probabilit(?:y|ies)\s+((?:\d*\.?\d+(?:\/\d+)?\s*,\s*)+(?:and\s+)?\d*\.?\d+(?:\/\d+)?)/i.exec(t);
  if (!m) return null;
  const xs = m[1].split(/\s*,\s*|\s+and\s+/).filter(Boolean).map((v) => Rational.parse(v.replace(/^and\s+/, '')));
  const ps = m[2].split(/\s*,\s*|\s+and\s+/).filter(Boolean).map((v) => Rational.parse(v.replace(/^and\s+/, '')));
  if (xs.some((x) => !x) || ps.some((p) => !p) || xs.length !== ps.length || xs.length < 2) return null;
  const total = (ps as Rational[]).reduce((acc, p) => acc.add(p), Rational.ZERO);
  if (!total.equals(Rational.ONE)) throw new ToolInputError(`The probabilities add up to ${total}, not 1, so they are not a distribution.`);
  const e = (xs as Rational[]).reduce((acc, x, i) => acc.add(x.mul(ps[i]!)), Rational.ZERO);
  const e2 = (xs as Rational[]).reduce((acc, x, i) => acc.add(x.mul(x).mul(ps[i]!)), Rational.ZERO);
  const terms = (xs as Rational[]).map((x, i) => `${x} × ${ps[i]}`).join(' + ');
  if (/\bvar(?:iance)?\b|\bstandard deviation\b|\bsd\b/i.test(t)) {
    const v = e2.sub(e.mul(e));
    if (/\bstandard deviation\b|\bsd\b/i.test(t)) return succeed(TOOL, `σ ≈ ${formatNumber(Math.sqrt(v.toNumber()), 8)}`, [step(`E(X) = ${terms} = ${e}.`), step(`Var(X) = E(X²) − E(X)² = ${e2} − (${e})² = ${v}; σ = √Var(X).`)], { data: { value: Math.sqrt(v.toNumber()) } });
    return succeed(TOOL, `Var(X) = ${v}${v.isInteger() ? '' : ` = ${formatNumber(v.toNumber(), 8)}`}`, [step(`E(X) = ${terms} = ${e}.`), step(`E(X²) = ${(xs as Rational[]).map((x, i) => `${x}² × ${ps[i]}`).join(' + ')} = ${e2}.`), step(`Var(X) = E(X²) − E(X)² = ${e2} − (${e})² = ${v}.`)], { data: { variance: v.toString(), value: v.toNumber() } });
  }
  if (!/\bE\s*\(\s*X\s*\)|\bexpect(?:ed|ation)\b|\bmean\b/i.test(t)) return null;
  return succeed(TOOL, `E(X) = ${e}${e.isInteger() ? '' : ` = ${formatNumber(e.toNumber(), 8)}`}`, [step(`The probabilities add up to 1 ✓.`), step(`E(X) = Σ x·P(X = x) = ${terms} = ${e}.`)], { data: { expected: e.toString(), value: e.toNumber() } });
}

/**
 * One group and the part of it in another, then the second given the first: "60% take French and
 * 25% take both French and Spanish; a student who takes French: P(Spanish)" is 25/60, and "120 play
 * a sport; 45 of the students who play a sport are also in the band; one who plays a sport: P(band)"
 * is 45/120. P(B | A) = P(A and B) ÷ P(A).
 */
function partOfGroup(t: string): ToolResult | null {
  if (!/\b(?:who|that)\b[^.?]*\b(?:probability|chance)\b|\b(?:probability|chance)\b[^.?]*\balso\b|\bgiven\b/i.test(t)) return null;
  const AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*(%|percent\b)?`;
  const both = new RegExp(String.raw`${AMOUNT}\s+(?:of\s+(?:the\s+|them\s+)?[a-z]+\s+)?(?:\w+\s+)?both\s+([a-z]+)\s+and\s+([a-z]+)`, 'i').exec(t);
  const alsoIn = new RegExp(String.raw`${AMOUNT}\s+of\s+(?:the\s+|those\s+)?[a-z]+\s+(?:who|that)\s+((?:[a-z]+\s+){1,4}?)(?:are|is)\s+also\s+((?:in\s+)?(?:the\s+)?[a-z]+)`, 'i').exec(t);
  let part: { amount: Rational; pct: boolean; group: string; other: string } | null = null;
  if (both) part = { amount: Rational.parse(both[1])!, pct: Boolean(both[2]), group: both[3], other: both[4] };
  else if (alsoIn) part = { amount: Rational.parse(alsoIn[1])!, pct: Boolean(alsoIn[2]), group: alsoIn[3].trim().split(/\s+/).pop()!, other: alsoIn[4].trim().split(/\s+/).pop()! };
  if (!part) return null;
  // The whole group: the other amount written with its name ("60% … take French", "120 play a sport").
  const groups = [...t.matchAll(new RegExp(String.raw`${AMOUNT}\s+(?:of\s+(?:the\s+|them\s+)?[a-z]+\s+(?:at\s+(?:a|the|our)\s+[a-z]+\s+)?)?(?!both\b)((?:[a-z]+\s+){0,3}?)${part.group}\b`, 'gi'))].filter((m) => m.index !== (both ?? alsoIn)!.index && !/\bboth\b|\bwho\b|\bthat\b|\balso\b/i.test(m[3]));
  if (groups.length !== 1 || Boolean(groups[0][2]) !== part.pct) return null;
  const whole = Rational.parse(groups[0][1])!;
  // Asked: the other given the group ("a student who takes French … also take Spanish").
  const asked = new RegExp(String.raw`\b(?:who|that|given\b[^.?]*?)\s+[^.?]*\b${part.group}\b[^.?]*\b(?:probability|chance)\b[^.?]*\b${part.other}\b|\b(?:who|that)\s+[^.?]*\b${part.group}\b[^.?]*[.,]\s*[^.?]*\b(?:probability|chance)\b[^.?]*\b${part.other}\b|\b(?:probability|chance)\b[^.?]*\b${part.other}\b[^.?]*\bgiven\b[^.?]*\b${part.group}\b`, 'i').test(t);
  if (!asked || whole.sign() <= 0 || part.amount.compare(whole) > 0) return null;
  const value = part.amount.div(whole);
  const unit = part.pct ? '%' : '';
  return succeed(TOOL, `${value} ≈ ${formatNumber(value.toNumber(), 6)}`, [
    step(`Only those in ${part.group} count now: ${whole}${unit} of all.`),
    step(`Of them, ${part.amount}${unit} are in ${part.other} too, so P(${part.other} | ${part.group}) = ${part.amount} ÷ ${whole} = ${value}.`),
  ], { data: { value: value.toNumber() } });
}

/**
 * Two overlapping groups, as counts or percentages (a Venn diagram): "in a class of 30, 18 play
 * football, 12 play basketball and 5 play both: P(neither)", "60% take French, 45% Spanish, 20% both:
 * given Spanish, P(French)". Neither, either, exactly one, only one group, both, and one given the other.
 */
function twoGroups(raw: string): ToolResult | null {
  // "A student chosen at random plays soccer. What is the probability they also play basketball?": the
  // one told is the condition, as "given that a student plays soccer".
  const t = raw.replace(/\b(?:a|one|the)\s+(\w+)\s+(?:is\s+)?(?:chosen|picked|selected)\s+at\s+random\s+(?:and\s+)?(plays|likes|takes|studies|has|owns|is|does|speaks|wears)\s+([a-z]+)\s*[.,;]\s*(?:what\s+is\s+|find\s+)?(?=(?:the\s+)?(?:probability|chance)\b[^.?]*\balso\b)/i, 'Given that a $1 $2 $3, ');
  const sentences = t.split(/(?<=[.?!;])\s+/);
  const withBoth = sentences.find((x) => /\bboth\b/i.test(x) && (x.match(/\d/g) ?? []).length >= 3);
  if (!withBoth) return null;
  // The last three amounts of that sentence: one group, the other, both ("In a class of 30, …" may come first).
  const parts = [...withBoth.matchAll(/(\d+(?:\.\d+)?)\s*(%|percent\b)?\s+(?:of\s+(?:the\s+|them\s+|these\s+)?(?:[a-z]+\s+)?)?((?:[a-z]+\s+){0,3}?[a-z]+)(?=\s*(?:,|\.|;|\band\b|$))/gi)].slice(-3);
  if (parts.length !== 3 || !/\bboth\b/i.test(parts[2][3]) || parts.some((m) => Boolean(m[2]) !== Boolean(parts[0][2]))) return null;
  const pct = Boolean(parts[0][2]);
  const [a, b, ab] = parts.map((m) => Rational.parse(m[1])!);
  // The group's name: the last word of what they do ("play football" → football).
  const name = (m: RegExpMatchArray) => m[3].trim().split(/\s+/).pop()!.toLowerCase();
  const [nameA, nameB] = [name(parts[0]), name(parts[1])];
  if (nameA === nameB) return null;
  let total: Rational;
  if (pct) total = Rational.of(100);
  else {
    let rest = t;
    for (const m of parts) rest = rest.replace(m[0], ' ');
    const n = /\b(?:class|group|survey|school|club|sample|year|team|village|company|office)\s+of\s+(\d+)\b|\b(?:of|out\s+of)\s+(?:the\s+)?(\d+)\s+(?:students|people|pupils|children|adults|members|employees|customers)\b|\b(\d+)\s+(?:students|people|pupils|children|adults|members|employees|customers|teenagers|workers|families)\b/i.exec(rest);
    const raw = n?.[1] ?? n?.[2] ?? n?.[3];
    if (!raw) return null;
    total = Rational.of(Number(raw));
  }
  if (ab.compare(a) > 0 || ab.compare(b) > 0) throw new ToolInputError(`More are in both groups (${ab}) than in one of them: those numbers cannot all be right.`);
  const union = a.add(b).sub(ab);
  if (union.compare(total) > 0) throw new ToolInputError(`${a} + ${b} − ${ab} = ${union} is more than the ${total} in total: those numbers cannot all be right.`);
  const unit = pct ? '%' : '';
  const show = (x: Rational) => `${x}${unit}`;
  const steps = [
    step(`${nameA}: ${show(a)}, ${nameB}: ${show(b)}, both: ${show(ab)}${pct ? '' : `, out of ${total}`}.`),
    step(`In at least one: ${show(a)} + ${show(b)} − ${show(ab)} = ${show(union)} (those in both were counted twice).`),
  ];
  const ask = t.slice(t.indexOf(withBoth) + withBoth.length) || withBoth;
  const named = (word: string) => new RegExp(String.raw`\b${word}`, 'i').test(ask);
  const given = /\b(?:given\s+(?:that\s+)?|if\s+)(?:a\s+|the\s+)?(?:[a-z]+\s+){0,3}?([a-z]+)\b[^,?]*?,?\s*(?:what\s+is\s+)?(?:the\s+)?(?:probability|chance|P)\b/i.exec(ask);
  if (given && /\bgiven\b|\bif\b/i.test(ask)) {
    // The condition is named in the clause "given" opens, not after it ends.
    const condition = [nameA, nameB].find((n) => new RegExp(String.raw`\b(?:given|if)\b[^,?.;]*\b${n}`, 'i').test(ask));
    if (condition) {
      const [cond, other] = condition === nameA ? [a, nameB] : [b, nameA];
      if (cond.isZero()) return null;
      return probabilityResult(ab.div(cond), [...steps, step(`Given ${condition}, only the ${show(cond)} in ${condition} count: of them, ${show(ab)} are also in ${other}.`), step(`P(${other} | ${condition}) = ${show(ab)} ÷ ${show(cond)} = ${ab.div(cond)}.`)]);
    }
  }
  if (/\bneither\b|\bnone\s+of\b|\bnot\s+(?:in\s+)?(?:either|any)\b|\bdo(?:es)?\s*n[o']?t\s+(?:\w+\s+){0,2}(?:either|any)\b/i.test(ask)) {
    const none = total.sub(union);
    return probabilityResult(none.div(total), [...steps, step(`Neither: ${show(total)} − ${show(union)} = ${show(none)}.`), step(`P(neither) = ${none} ÷ ${total} = ${none.div(total)}.`)]);
  }
  if (/\bexactly\s+one\b|\bonly\s+one\s+of\b|\bone\s+but\s+not\s+(?:both|the\s+other)\b/i.test(ask)) {
    const one = union.sub(ab);
    return probabilityResult(one.div(total), [...steps, step(`Exactly one: ${show(union)} − ${show(ab)} = ${show(one)}.`), step(`P = ${one} ÷ ${total} = ${one.div(total)}.`)]);
  }
  const only = [nameA, nameB].find((n) => new RegExp(String.raw`\bonly\s+(?:\w+\s+)?${n}|\b${n}\s+only\b|\b${n}\s+but\s+not\b`, 'i').test(ask));
  if (only) {
    const just = (only === nameA ? a : b).sub(ab);
    return probabilityResult(just.div(total), [...steps, step(`Only ${only}: ${show(only === nameA ? a : b)} − ${show(ab)} = ${show(just)}.`), step(`P = ${just} ÷ ${total} = ${just.div(total)}.`)]);
  }
  if (/\bboth\b/i.test(ask) && named(nameA) === named(nameB)) return probabilityResult(ab.div(total), [...steps, step(`P(both) = ${ab} ÷ ${total} = ${ab.div(total)}.`)]);
  if (/\beither\b|\bat\s+least\s+one\b|\bor\b/i.test(ask) && named(nameA) === named(nameB)) return probabilityResult(union.div(total), [...steps, step(`P(at least one) = ${union} ÷ ${total} = ${union.div(total)}.`)]);
  return null;
}

/**
 * A two-way table in words: "60 boys like maths, 40 boys don't, 70 girls like maths, 30 girls
 * don't; a student who likes maths is picked: P(boy)". Two groups, each split by one property (done
 * or not done); one cell over its row or column total, or over the whole.
 */
function twoWayTable(t: string): ToolResult | null {
  const NOT = String.raw`(?:do\s+not|don'?t|does\s+not|doesn'?t|did\s+not|didn'?t|are\s+not|aren'?t|is\s+not|isn'?t)`;
  // Each cell as [whole, count, group, negation, predicate] with its place in the text.
  let cells: Array<[string, string, string, string | undefined, string | undefined] & { index?: number }> = [...t.matchAll(new RegExp(String.raw`\b(\d+)\s+(?:of\s+the\s+)?([a-z]{3,})\s+(${NOT}\s*)?((?:[a-z]+)(?:\s+[a-z]+)?)?(?=\s*(?:,|\.|;|\band\b|$))`, 'gi'))].map((m) => Object.assign([m[0], m[1], m[2], m[3], m[4]] as [string, string, string, string | undefined, string | undefined], { index: m.index }));
  // "boys - like football 30, dont like 20. girls - like football 15, dont like 35": a row per group.
  if (cells.length !== 4) {
    const rows = [...t.matchAll(new RegExp(String.raw`\b([a-z]{3,})\s*[-–:]\s*((?:[a-z]+\s+){0,2}?[a-z]+)\s*[-–:=]?\s*(\d+)\s*,\s*(${NOT}|not)\s*(?:[a-z]+\s*){0,2}?[-–:=]?\s*(\d+)`, 'gi'))];
    cells = rows.flatMap((m) => [
      Object.assign([m[0], m[3], m[1], undefined, m[2]] as [string, string, string, string | undefined, string | undefined], { index: m.index }),
      Object.assign([m[0], m[5], m[1], m[4], undefined] as [string, string, string, string | undefined, string | undefined], { index: m.index }),
    ]);
  }
  if (cells.length !== 4) return null;
  const stem = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');
  const predicate = (words: string) => words.trim().split(/\s+/).map(stem).join(' ');
  const said = cells.map((m) => m[4]?.trim()).filter((w): w is string => Boolean(w) && !/^(?:do|does|did)$/i.test(w!));
  if (!said.length || new Set(said.map(predicate)).size !== 1) return null;
  const groups = [...new Set(cells.map((m) => stem(m[2])))];
  if (groups.length !== 2) return null;
  const cell = (g: string, yes: boolean) => cells.filter((m) => stem(m[2]) === g && !m[3] === yes);
  if (groups.some((g) => cell(g, true).length !== 1 || cell(g, false).length !== 1)) return null;
  const n = (g: string, yes: boolean) => Number(cell(g, yes)[0][1]);
  const total = groups.reduce((a, g) => a + n(g, true) + n(g, false), 0);
  const stated = /\b(?:survey|class|group|sample|school|poll)\s+of\s+(\d+)\b|\bof\s+(\d+)\s+(?:students|people|pupils)\b/i.exec(t);
  if (stated && Number(stated[1] ?? stated[2]) !== total) return null;
  const predWords = said[0].trim().split(/\s+/);
  const predRe = new RegExp(String.raw`\b${predWords.map((w) => `${stem(w)}\\w*`).join('\\s+')}`, 'i');
  const ask = t.slice(cells[3].index! + cells[3][0].length);
  const negAsked = new RegExp(String.raw`${NOT}\s*${predRe.source}`, 'i').test(ask);
  const groupIn = (text: string) => groups.find((g) => new RegExp(String.raw`\b${g}(?:s|es)?\b`, 'i').test(text));
  const [head, tail] = ask.split(/\b(?:probability|chance)\b/i);
  if (tail === undefined) return null;
  const table = step(`The table: ${groups.map((g) => `${g}s ${n(g, true)} ${said[0]} / ${n(g, false)} not`).join('; ')} — ${total} in all.`);
  const yes = !negAsked;
  // "a student who likes maths is picked … P(boy)": the property is the condition.
  if (predRe.test(head) && !groupIn(head)) {
    const g = groupIn(tail);
    if (!g) return null;
    const column = groups.reduce((a, x) => a + n(x, yes), 0);
    const value = Rational.of(n(g, yes)).div(Rational.of(column));
    return probabilityResult(value, [table, step(`Only the ${column} who ${yes ? '' : 'do not '}${said[0]} count; ${n(g, yes)} of them are ${g}s.`), step(`P(${g} | ${yes ? '' : 'not '}${said[0]}) = ${n(g, yes)} ÷ ${column} = ${value}.`)]);
  }
  // "a boy is picked … P(likes maths)": the group is the condition.
  const g = groupIn(head);
  if (g && predRe.test(tail)) {
    const row = n(g, true) + n(g, false);
    const value = Rational.of(n(g, yes)).div(Rational.of(row));
    return probabilityResult(value, [table, step(`Only the ${row} ${g}s count; ${n(g, yes)} of them ${yes ? '' : 'do not '}${said[0]}.`), step(`P(${yes ? '' : 'not '}${said[0]} | ${g}) = ${n(g, yes)} ÷ ${row} = ${value}.`)]);
  }
  return null;
}

/** "The first six appears on the 4th roll", "the first head on the 3rd toss": (1 − p)ᵏ⁻¹·p. */
function firstSuccess(text: string): ToolResult | null {
  const t = faceWords(text);
  const m = /\bfirst\s+(?:(\d|one|two|three|four|five|six)|(head|tail)s?)\s+(?:appears|comes(?:\s+up)?|occurs|is\s+(?:rolled|thrown|tossed|obtained|seen|got)|shows|lands|is|happens)\s+on\s+the\s+(\d+)(?:st|nd|rd|th)\s+(?:roll|throw|toss|flip|go|try|attempt)\b/i.exec(t);
  if (!m || /\bnot fair\b|\bbiased\b|\bloaded\b/i.test(t)) return null;
  const k = Number(m[3]);
  const p = m[1] ? (/\b(?:die|dice)\b/i.test(t) ? Rational.of(1, 6) : null) : /\bcoin\b/i.test(t) ? Rational.of(1, 2) : null;
  if (!p || k < 1 || k > 100) return null;
  const q = Rational.ONE.sub(p);
  const value = q.pow(k - 1).mul(p);
  const what = m[1] ? `a ${m[1]}` : `a ${m[2].toLowerCase()}`;
  return probabilityResult(value, [step(`The first ${k - 1} ${m[1] ? 'rolls' : 'tosses'} must not give ${what} (probability ${q} each), then the ${k}th must (probability ${p}).`), step(`P = (${q})^${k - 1} × ${p} = ${value}.`)]);
}

/**
 * Events at random at an average rate (Poisson): "calls arrive at an average rate of 3 per hour:
 * P(exactly 5 in an hour)", "at most 2", "at least 1", "none". P(X = k) = e^(−λ)λᵏ/k!.
 */
function poisson(text: string): ToolResult | null {
  // "X ~ Poisson(λ = 2). Find P(X ≤ 1)": the event in symbols, said in words.
  const WORDS: Record<string, string> = { '=': 'exactly', '≤': 'at most', '<=': 'at most', '<': 'fewer than', '≥': 'at least', '>=': 'at least' };
  const t = /\bpoisson\b|\bPo\s*\(/i.test(text) ? text.replace(/\bP\s*\(\s*X\s*(<=|>=|=|≤|≥|<)\s*(\d+)\s*\)/g, (_m: string, op: string, k: string) => `P(${WORDS[op]} ${k})`) : text;
  if (!/\bpoisson\b|~\s*Po\s*\(|\bat\s+random\b[^.]*\b(?:average|mean)\s+(?:rate\s+)?(?:of\s+)?\d|\b(?:average|mean)\s+(?:rate\s+)?(?:of\s+)?\d+(?:\.\d+)?\s+[a-z]+\s+(?:per|an?|each)\s+[a-z]+[^.]*\bat\s+random\b/i.test(t)) return null;
  const rate = /\b(?:average|mean|rate)\s+(?:rate\s+)?(?:of\s+)?(\d+(?:\.\d+)?)\b|\bPo(?:isson)?\s*\(\s*(\d+(?:\.\d+)?)\s*\)|λ\s*=\s*(\d+(?:\.\d+)?)/i.exec(t);
  const lambda = Number(rate?.[1] ?? rate?.[2] ?? rate?.[3]);
  if (!(lambda > 0)) return null;
  // The same length of time as the rate: "per hour" and "in a given hour".
  const per = /\bper\s+(second|minute|hour|day|week|month|year)\b/i.exec(t)?.[1];
  const window = /\b(?:in|during|within|over)\s+(?:a|an|one|the\s+next|a\s+given|any|a\s+particular)\s+(?:given\s+)?(second|minute|hour|day|week|month|year)\b/i.exec(t)?.[1];
  if (per && window && per.toLowerCase() !== window.toLowerCase()) return null;
  const K = String.raw`(\d+)`;
  const pmf = (k: number) => (Math.exp(-lambda) * lambda ** k) / Number(factorial(k));
  let m: RegExpExecArray | null;
  let ks: number[];
  let said: string;
  if ((m = new RegExp(String.raw`\bexactly\s+${K}\b`, 'i').exec(t))) [ks, said] = [[Number(m[1])], `exactly ${m[1]}`];
  else if ((m = new RegExp(String.raw`\b(?:at\s+most|no\s+more\s+than)\s+${K}\b`, 'i').exec(t))) [ks, said] = [Array.from({ length: Number(m[1]) + 1 }, (_, i) => i), `at most ${m[1]}`];
  else if ((m = new RegExp(String.raw`\bfewer\s+than\s+${K}\b|\bless\s+than\s+${K}\b`, 'i').exec(t))) [ks, said] = [Array.from({ length: Number(m[1] ?? m[2]) }, (_, i) => i), `fewer than ${m[1] ?? m[2]}`];
  else if ((m = new RegExp(String.raw`\bat\s+least\s+${K}\b`, 'i').exec(t))) {
    const k = Number(m[1]);
    const below = Array.from({ length: k }, (_, i) => pmf(i)).reduce((a, b) => a + b, 0);
    return succeed(TOOL, `≈ ${formatNumber(1 - below, 6)}`, [step(`X ~ Poisson(λ = ${lambda}): P(X = k) = e^(−${lambda}) × ${lambda}^k / k!.`), step(`P(X ≥ ${k}) = 1 − P(X ≤ ${k - 1}) = 1 − ${formatNumber(below, 8)}.`)], { data: { value: 1 - below, decimal: 1 - below } });
  } else if (/\bno\s+[a-z]+\b|\bnone\b|\bzero\b/i.test(t)) [ks, said] = [[0], 'none'];
  else return null;
  if (ks.some((k) => k > 170)) return null;
  const value = ks.reduce((a, k) => a + pmf(k), 0);
  return succeed(TOOL, `≈ ${formatNumber(value, 6)}`, [step(`Events at random at an average rate λ = ${lambda}: X ~ Poisson(${lambda}), P(X = k) = e^(−${lambda}) × ${lambda}^k / k!.`), step(`P(${said}) = ${ks.length <= 4 ? ks.map((k) => `P(X = ${k})`).join(' + ') : `the sum for k = 0 to ${ks[ks.length - 1]}`} = ${formatNumber(value, 8)}.`)], { data: { value, decimal: value } });
}

/** Dice and spinners: every outcome listed, the favourable ones counted. */
function dice(raw: string): ToolResult | null {
  const t = faceWords(raw);
  if (SEQUENTIAL.test(t)) return null;
  const spinner = /\bspinner\b.*?\b(\d+)\s+(?:equal\s+)?(?:sections|parts|sectors|segments)\b/i.exec(t);
  if (!spinner && !/\b(?:dice|die|rolls?|rolled|rolling)\b|\bd(?:4|6|8|10|12|20)\b/i.test(t)) return null;
  if (/\bnot fair\b|\bunfair\b|\bbiased\b|\bloaded\b|\bweighted\b/i.test(t)) return null;
  const sided = /\b(\d+|four|six|eight|ten|twelve|twenty)[- ]sided\b/i.exec(t)?.[1]?.toLowerCase();
  // "a d20", "a d8": the faces in its name; "6 faces" said out loud.
  const named = /\bd(4|6|8|10|12|20)\b|\b(\d+)\s+faces\b/i.exec(t);
  const faces = spinner ? Number(spinner[1]) : sided ? (FACES_IN_WORDS[sided] ?? Number(sided)) : named ? Number(named[1] ?? named[2]) : 6;
  const times =
    count(/\b(\d+|two|three|four|five|a pair of)\s+(?:(?:fair|standard|ordinary|regular|normal|unbiased|(?:\d+|four|six|eight|ten|twelve|twenty)[- ]sided),?\s+)*(?:dice|die)\b/i.exec(t)?.[1]?.replace(/^a pair of$/i, 'pair')) ??
    count(/\bin\s+(\d+|two|three|four|five|six)\s+(?:rolls|throws|spins)\b/i.exec(t)?.[1]) ??
    count(/\b(?:rolled|thrown|spun|rolls?)\s+(twice|thrice|\d+\s+times)\b/i.exec(t)?.[1]?.replace(/\s+times$/i, '')) ??
    count(/\bspun\s+(twice|\d+\s+times)/i.exec(t)?.[1]?.replace(/\s+times$/i, '')) ??
    (/\bdice\b/i.test(t) && !/\b(?:a|one|single)\s+dice\b/i.test(t) && /\bsum\b|\bproduct\b|\bdoubles\b/i.test(t) ? 2 : 1);
  if (!times || times > 5 || !(faces >= 2 && faces <= 20)) return null;
  // "… 4 times", "twice": more than one roll that the count above did not read; not answered for one.
  if (times === 1 && /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times\b|\btwice\b|\bthrice\b|\brepeatedly\b/i.test(t)) return null;
  // A total or a product of one roll means the number of dice was not read: say so rather than answer for one die.
  if (times === 1 && /\b(?:sum|total|product|both|each)\b/i.test(t) && !/\b(?:a|one|single)\s+(?:(?:fair|standard|ordinary|regular|[\w]+-sided)\s+)*(?:die|spinner)\b/i.test(t)) return null;
  const outcomes: number[][] = [[]];
  for (let i = 0; i < times; i++) {
    const next: number[][] = [];
    for (const o of outcomes) for (let f = 1; f <= faces; f++) next.push([...o, f]);
    outcomes.splice(0, outcomes.length, ...next);
  }
  const what = `${times === 1 ? (spinner ? 'one spin' : 'one roll') : `${times} ${spinner ? 'spins' : 'dice'}`} of a fair ${faces}-${spinner ? 'section spinner' : 'sided die'}`;
  if (/\bexpected\b|\bexpectation\b|\bmean\b|\baverage\b/i.test(t)) {
    // A game with stakes ("win $6 on a six, lose $1 otherwise") asks for the expected winnings, not the expected roll.
    if (/\bwin|\blose|\bpays?\b|\bpaid\b|[$£€]|\bpoints?\b|\bprize|\bcosts?\b|\bgame\b/i.test(t)) return null;
    const perDie = Rational.of((faces + 1) * faces, 2 * faces);
    const total = perDie.mul(Rational.of(times));
    return succeed(TOOL, total.isInteger() ? total.toString() : `${total} = ${formatNumber(total.toNumber(), 6)}`, [
      step(`Each face 1 to ${faces} is equally likely, so one ${spinner ? 'spin' : 'roll'} averages (1 + ${faces})/2 = ${perDie}.`),
      ...(times > 1 ? [step(`The expected value of a sum is the sum of the expected values: ${times} × ${perDie} = ${total}.`)] : []),
    ], { data: { expected: total.toString() } });
  }
  const event = diceEvent(t, faces, times);
  if (!event) return null;
  const favourable = outcomes.filter(event.test).length;
  const p = Rational.of(favourable, outcomes.length);
  return probabilityResult(p, [
    step(`There are ${faces}^${times} = ${outcomes.length} equally likely outcomes of ${what}.`),
    step(`Count the outcomes where ${event.said}: ${favourable}.`),
    step(`P = ${favourable}/${outcomes.length} = ${p}.`),
  ]);
}

/** Coins: n fair coins or n flips; all heads, exactly k, at least k, at least one, none. */
function coins(t: string): ToolResult | null {
  // "Before the match the referee tosses two coins": a scene's time, not a sequence of tosses.
  if (SEQUENTIAL.test(t)) return null;
  if (!/\bcoins?\b|\bflips?\b|\bflipped\b|\btoss(?:es|ed)?\b|\bheads?\b|\btails?\b/i.test(t)) return null;
  // Coins as money ("worth 12 coins") are not coins flipped.
  if (!/\bflip|\btoss|\bthrow|\bthrown|\bspun|\bspin|\blands?\b|\bheads?\b|\btails?\b/i.test(t)) return null;
  if (/\bnot fair\b|\bunfair\b|\bbiased\b|\bweighted\b/i.test(t)) return null;
  const n =
    count(/\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:fair\s+)?(?:coins|flips|tosses|times)\b/i.exec(t)?.[1]) ??
    count(/\b(?:flip|toss)\s+(?:a\s+coin\s+)?(\d+|two|three|four|five|six)\s+(?:coins|times)\b/i.exec(t)?.[1]) ??
    count(/\bcoin\s+(?:is\s+)?(?:tossed|flipped)\s+(\d+|twice|three|four|five|six)\b/i.exec(t)?.[1]) ??
    (/\b(?:a|one)\s+(?:fair\s+)?coin\b/i.test(t) && !/\btimes\b|\btwice\b/i.test(t) ? 1 : undefined);
  if (!n || n > 30) return null;
  const side = /\btails?\b/i.test(t) && !/\bheads?\b/i.test(t) ? 'tails' : 'heads';
  const total = 2n ** BigInt(n);
  if (/\bexpected\b|\bexpectation\b|\bon average\b|\bmean\b/i.test(t)) {
    const e = Rational.of(n, 2);
    return succeed(TOOL, e.isInteger() ? e.toString() : `${e} = ${formatNumber(e.toNumber(), 6)}`, [step(`Each flip gives ${side} with probability 1/2, so n flips give n × 1/2 on average: ${n} × 1/2 = ${e}.`)], { data: { expected: e.toString() } });
  }
  let m: RegExpExecArray | null;
  let favourable: bigint;
  let said: string;
  // "both land heads", "two heads" with two coins: every coin.
  const allCount = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:heads|tails)\b/i.exec(t);
  if (/\ball\b.*\b(?:heads|tails)\b|\b(?:heads|tails)\b.*\bevery time\b|\bonly (?:heads|tails)\b|\bboth\s+(?:(?:land|come\s+up|show|are|turn\s+up|landing)\s+(?:on\s+)?)?(?:heads|tails)\b/i.test(t) || (allCount && count(allCount[1]) === n && !/\b(?:exactly|at\s+least|at\s+most)\s+\S+\s+(?:heads|tails)\b/i.test(t))) [favourable, said] = [1n, `all ${side}`];
  else if ((m = /\bexactly\s+(\d+|one|two|three|four|five)\s+(?:heads?|tails?)\b/i.exec(t))) {
    const k = count(m[1])!;
    [favourable, said] = [choose(n, k), `exactly ${k} ${side}`];
  } else if ((m = /\bat least\s+(\d+|one|two|three|four|five)\s+(?:heads?|tails?)\b/i.exec(t))) {
    const k = count(m[1])!;
    favourable = 0n;
    for (let j = k; j <= n; j++) favourable += choose(n, j);
    said = `at least ${k} ${side}`;
  } else if ((m = /\bat most\s+(\d+|one|two|three|four|five)\s+(?:heads?|tails?)\b/i.exec(t))) {
    const k = count(m[1])!;
    favourable = 0n;
    for (let j = 0; j <= Math.min(k, n); j++) favourable += choose(n, j);
    said = `at most ${k} ${side}`;
  } else if ((m = /\bmore\s+(heads|tails)\s+than\s+(heads|tails)\b/i.exec(t)) && m[1].toLowerCase() !== m[2].toLowerCase()) {
    // "more heads than tails": more than half the flips land that way.
    favourable = 0n;
    for (let j = Math.floor(n / 2) + 1; j <= n; j++) favourable += choose(n, j);
    said = `more ${m[1].toLowerCase()} than ${m[2].toLowerCase()} (${Math.floor(n / 2) + 1} or more of ${n})`;
  } else if (/\bno\s+(?:heads|tails)\b|\bnever\b/i.test(t)) [favourable, said] = [1n, `no ${side}`];
  else if (n === 1 && /\b(?:heads?|tails?)\b/i.test(t)) [favourable, said] = [1n, side];
  else return null;
  const p = Rational.of(favourable, total);
  return probabilityResult(p, [
    step(`${n} fair coin flip${n > 1 ? 's have' : ' has'} 2^${n} = ${total} equally likely outcomes.`),
    step(`Outcomes with ${said}: ${favourable}${said.startsWith('exactly') || said.startsWith('at') ? ' (choosing which flips land that way, nCk)' : ''}.`),
    step(`P = ${favourable}/${total} = ${p}.`),
  ]);
}

const RANKS: Record<string, number> = { ace: 1, king: 13, queen: 12, jack: 11, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const SUITS = ['hearts', 'diamonds', 'clubs', 'spades'] as const;

interface Card {
  rank: number;
  suit: (typeof SUITS)[number];
}

/** A description of cards ("king", "heart", "red card", "face card", "black king") as a test. */
function cardTest(words: string): { test: (c: Card) => boolean; said: string } | null {
  const w = words.toLowerCase();
  const rank = /\b(aces?|kings?|queens?|jacks?|tens?|nines?|eights?|sevens?|sixes|six|fives?|fours?|threes?|twos?|(\d+)s?)\b/.exec(w);
  const suit = /\b(hearts?|diamonds?|clubs?|spades?)\b/.exec(w);
  const colour = /\b(red|black)\b/.exec(w);
  const face = /\bface\s+cards?\b|\bpicture\s+cards?\b/.test(w);
  const tests: Array<(c: Card) => boolean> = [];
  const names: string[] = [];
  if (rank) {
    const key = rank[2] ? Number(rank[2]) : RANKS[rank[1].replace(/(?:e?s)$/, '').replace(/^six$/, 'six')] ?? RANKS[rank[1].replace(/s$/, '')];
    if (!key || key > 13) return null;
    tests.push((c) => c.rank === key);
    names.push(rank[1].replace(/s$/, ''));
  }
  if (suit) {
    const s = suit[1].replace(/s?$/, 's') as Card['suit'];
    tests.push((c) => c.suit === s);
    names.push(s.replace(/s$/, ''));
  }
  if (colour) {
    tests.push((c) => (colour[1] === 'red') === (c.suit === 'hearts' || c.suit === 'diamonds'));
    names.unshift(colour[1]);
  }
  if (face) {
    tests.push((c) => c.rank >= 11);
    names.push('face card');
  }
  if (!tests.length) return null;
  return { test: (c) => tests.every((f) => f(c)), said: names.join(' ') };
}

/** Cards from a standard 52-card deck: one card (with "or"), or several without replacement. */
function cards(t: string): ToolResult | null {
  if (SEQUENTIAL.test(t)) return null;
  if (!/\bcards?\b|\bdeck\b/i.test(t)) return null;
  if (/\bjokers?\b|\bpoker\b|\bfull house\b|\bflush\b|\bstraight\b|\bhand\b/i.test(t)) return null;
  const deck: Card[] = [];
  for (const suit of SUITS) for (let rank = 1; rank <= 13; rank++) deck.push({ rank, suit });
  // How many cards are drawn: "5 cards are dealt", "is dealt 5 cards", "draw a card"; "a card night" is not a draw.
  const VERB = String.raw`(?:drawn|dealt|picked|chosen|taken|selected|draws?|drew|deals?|picks?|chooses?|chose|takes?|took|selects?|gets?|got|given)`;
  const counts = [
    ...[...t.matchAll(new RegExp(String.raw`\b(\d+|two|three|four|five|six|seven)\s+cards?\s+(?:are\s+|were\s+)?${VERB}\b|\b${VERB}\s+(?:out\s+)?(\d+|two|three|four|five|six|seven)\s+cards?\b`, 'gi'))].map((m) => count(m[1] ?? m[2])),
    ...(new RegExp(String.raw`\b(?:a|one|the\s+top)\s+card\s+(?:is\s+|was\s+)?${VERB}\b|\b${VERB}\s+(?:out\s+)?(?:a|one)\s+(?:single\s+|random\s+)?card\b|\b(?:a|one)\s+card\s+(?:at\s+random\s+)?from\b`, 'i').test(t) ? [1] : []),
    // "the probability of (not) getting a king from a deck": one card.
    ...(/\b(?:getting|drawing|picking|pulling|choosing|selecting)\s+(?:out\s+)?(?:an?|the)\s+(?:red\s+|black\s+)?(?:ace|king|queen|jack|heart|diamond|club|spade|face\s+card|picture\s+card|red\s+card|black\s+card)\b(?![^.?]*\b(?:then|and\s+then|second|again|another)\b)/i.test(t) && !/\bcards\b/i.test(t.replace(/\b\d+[- ]cards?\s+deck\b|\bdeck\s+of\s+(?:\d+\s+)?(?:playing\s+)?cards\b|\bpack\s+of\s+(?:\d+\s+)?cards\b/gi, 'deck')) ? [1] : []),
  ].filter((n): n is number => n !== undefined);
  const drawn = counts.length && counts.every((n) => n === counts[0]) ? counts[0] : undefined;
  if (!drawn) return null;
  const asked = /\b(?:it is|it's|its|is|are|they're|they are|both|all|getting|drawing|of)\s+(?:an?\s+|the\s+)?(?:both\s+|all\s+)?((?:red|black)?\s*(?:aces?|kings?|queens?|jacks?|hearts?|diamonds?|clubs?|spades?|face cards?|picture cards?|red cards?|black cards?|red|black)(?:\s+(?:or|and)\s+(?:an?\s+)?(?:red|black)?\s*(?:aces?|kings?|queens?|jacks?|hearts?|diamonds?|clubs?|spades?|face cards?|red|black))?)\b(?![^?]*\bdeck\b[^?]*\?)/i.exec(t)
    ?? /\bP\s*\(\s*([a-z ]+?)\s*\)/i.exec(t);
  // Two draws one after the other: "P(first is a spade and second is a king)", with or without putting back.
  const KIND = String.raw`((?:red|black)?\s*(?:aces?|kings?|queens?|jacks?|hearts?|diamonds?|clubs?|spades?|face cards?|picture cards?|red cards?|black cards?|red|black)|(?:an?\s+)?(?:\d+|ten|two|three|four|five|six|seven|eight|nine))`;
  const pair = new RegExp(String.raw`\bfirst\s+(?:card\s+|one\s+)?(?:is|being|was)\s+(?:an?\s+|the\s+)?${KIND}\b[^.?]*?\bsecond\s+(?:card\s+|one\s+)?(?:is|being|was)\s+(?:an?\s+|the\s+)?${KIND}\b`, 'i').exec(t);
  const twoDraws = pair || /\bsecond\s+card\b|\bdraws?\s+again\b|\bdraw\s+another\b|\banother\s+card\b|\bthen\s+(?:draws?|picks?|takes?)\b/i.test(t);
  if (twoDraws) {
    if (!pair) return null;
    const [a, b] = [cardTest(pair[1].trim()), cardTest(pair[2].trim())];
    const back = /\bwith\s+replacement\b|\bput(?:s|ting)?\s+(?:it\s+|the\s+card\s+)?back\b|\breplace[sd]?\b(?!\s*ment)/i.test(t) && !/\bwithout\s+replacement\b|\bnot\s+replaced\b|\bwithout\s+putting\b/i.test(t);
    const notBack = /\bwithout\s+replacement\b|\bnot\s+(?:replaced|put\s+back)\b|\bwithout\s+putting\b|\bkeeps?\s+(?:it|the\s+(?:first\s+)?card)\b/i.test(t);
    if (!a || !b || back === notBack) return null;
    const favourable = back
      ? deck.filter(a.test).length * deck.filter(b.test).length
      : deck.reduce((n, c1) => n + (a.test(c1) ? deck.filter((c2) => c2 !== c1 && b.test(c2)).length : 0), 0);
    const all = back ? 52 * 52 : 52 * 51;
    const p = Rational.of(favourable, all);
    return probabilityResult(p, [
      step(back ? 'The first card is put back, so the two draws are independent: multiply the probabilities.' : 'The first card is not put back, so the second draw is from the 51 cards left.'),
      step(back ? `P(first ${a.said}) × P(second ${b.said}) = ${deck.filter(a.test).length}/52 × ${deck.filter(b.test).length}/52.` : `Count the ordered pairs (first ${a.said}, second ${b.said}) of two different cards: ${favourable} of 52 × 51 = ${all}.`),
      step(`P = ${favourable}/${all} = ${p}.`),
    ]);
  }
  if (!asked) return null;
  const description = asked[1].trim();
  // "NOT getting a king", "it is not a heart": the other cards.
  const negated = /\b(?:not|isn'?t|never)\b[^.?,]{0,25}$/i.test(t.slice(0, (asked.index ?? 0) + asked[0].indexOf(asked[1])));
  if (drawn === 1) {
    const parts = description.split(/\s+or\s+/i);
    const tests = parts.map(cardTest);
    if (tests.some((x) => !x)) return null;
    const hits = deck.filter((c) => tests.some((x) => x!.test(c))).length;
    const favourable = negated ? 52 - hits : hits;
    const p = Rational.of(favourable, 52);
    return probabilityResult(p, [
      step(`A standard deck has 52 equally likely cards: 4 suits of 13 ranks.`),
      step(`Cards that are ${tests.map((x) => x!.said).join(' or ')}: ${hits}${parts.length > 1 ? ' (counting a card that is both only once)' : ''}.`),
      ...(negated ? [step(`Cards that are not: 52 − ${hits} = ${favourable}.`)] : []),
      step(`P = ${favourable}/52 = ${p}.`),
    ]);
  }
  if (negated) return null;
  if (/\bwith replacement\b|\breplaced\b|\bput back\b/i.test(t) && !/\bwithout\b|\bnot replaced\b/i.test(t)) return null;
  if (!/\bwithout replacement\b|\bnot replaced\b|\bwithout putting\b|\bdrawn\b|\bdealt\b/i.test(t)) return null;
  if (!/\b(?:both|all)\b/i.test(t) && drawn > 1) return null;
  const single = cardTest(description);
  if (!single || /\bor\b/i.test(description)) return null;
  const good = deck.filter(single.test).length;
  const p = Rational.of(choose(good, drawn), choose(52, drawn));
  const chain = Array.from({ length: drawn }, (_, i) => `${good - i}/${52 - i}`).join(' × ');
  return probabilityResult(p, [
    step(`There are ${good} ${single.said}s in 52 cards, and the cards are not put back.`),
    step(`Each draw leaves one fewer card of the kind and one fewer card in all: ${chain}.`),
    step(`P = ${p}.`),
  ]);
}

/** A bag of counters: "5 red and 3 blue marbles", one draw, or k draws with or without replacement. */
function bag(t: string): ToolResult | null {
  if (SEQUENTIAL.test(t)) return null;
  const items = [...t.matchAll(/\b(\d+)\s+(red|blue|green|yellow|white|black|orange|purple|pink|brown)\b/gi)];
  if (items.length < 2 || !/\b(?:bag|box|jar|urn|drawer|marbles?|balls?|counters?|sweets?|socks?|beads?|candies|chips?)\b/i.test(t)) return null;
  const colours = new Map<string, number>();
  for (const [, n, c] of items) colours.set(c.toLowerCase(), (colours.get(c.toLowerCase()) ?? 0) + Number(n));
  const total = [...colours.values()].reduce((a, b) => a + b, 0);
  let draws = count(/\b(\d+|two|three|four)\s+(?:[a-z]+\s+)?(?:are\s+|is\s+)?(?:drawn|picked|chosen|taken|selected|removed)\b|\b(?:pick|draw|take|choose|remove)s?\s+(\d+|two|three)\b/i.exec(t)?.slice(1).find(Boolean)) ?? 1;
  // "I pick one, put it back, then pick again": a second draw.
  if (draws === 1 && /\b(?:pick|draw|take|choose)s?\s+(?:again|another(?:\s+one)?|a\s+second(?:\s+one)?)\b/i.test(t)) draws = 2;
  const mixed = mixedColours(t, colours, total, draws);
  if (mixed) return mixed;
  // "both", "the second", "two … taken": more than one draw; if the count was not read, no answer rather than one draw's.
  if (draws === 1 && /\bboth\b|\bsecond\b|\bthird\b|\bone after (?:the )?other\b|\bin turn\b|\bthen (?:another|a second)\b|\ball (?:two|three|four)\b/i.test(t)) return null;
  const ask = t.slice(t.search(/\b(?:probability|chance|P\s*\()/i) >= 0 ? t.search(/\b(?:probability|chance|P\s*\()/i) : 0);
  const askedColour = /\b(?:both|all|is|are|it's|it is|a|an|getting|being|not|isn't|non-?)\s*(red|blue|green|yellow|white|black|orange|purple|pink|brown)\b(?![^.?]*\band\b\s+\d)/i.exec(ask);
  const colour = askedColour?.[1].toLowerCase() ?? /\bP\s*\(\s*(?:both|all|not)?\s*(red|blue|green|yellow|white|black)\s*\)/i.exec(t)?.[1].toLowerCase();
  if (!colour || !colours.has(colour)) return null;
  // "not picking a green", "it is not green", "P(not green)": the other colours.
  const negated = new RegExp(String.raw`\b(?:not|isn'?t|aren'?t|never|non-?)\s*(?:(?:picking|drawing|getting|choosing|selecting|taking|pulling|being|a|an|the|one)\s+){0,3}${colour}\b|\bP\s*\(\s*not\s+${colour}`, 'i').test(ask);
  const good = negated ? total - colours.get(colour)! : colours.get(colour)!;
  if (negated && draws !== 1) return null;
  if (draws === 1) {
    const p = Rational.of(good, total);
    return probabilityResult(p, [step(`${good} of the ${total} are ${negated ? `not ${colour}` : colour}, each equally likely to be picked.`), step(`P = ${good}/${total} = ${p}.`)]);
  }
  if (!/\b(?:both|all)\b/i.test(t)) return null;
  const replacement = replacementOf(t);
  if (!replacement) return null;
  const replaced = replacement === 'with';
  const p = replaced ? Rational.of(good, total).pow(draws) : Rational.of(choose(good, draws), choose(total, draws));
  const chain = replaced ? Array.from({ length: draws }, () => `${good}/${total}`).join(' × ') : Array.from({ length: draws }, (_, i) => `${good - i}/${total - i}`).join(' × ');
  return probabilityResult(p, [
    step(`${good} of the ${total} are ${colour}; ${replaced ? 'each one is put back, so every draw is the same' : 'nothing is put back, so each draw has one fewer'}.`),
    step(`P(all ${colour}) = ${chain} = ${p}.`),
  ]);
}

/** Whether draws are put back ("with replacement", "put it back") or not ("without replacement"); null when not said. */
function replacementOf(t: string): 'with' | 'without' | null {
  if (/\bwithout\b|\bnot (?:put|replaced)\b/i.test(t)) return 'without';
  return /\bwith replacement\b|\breplaced\b|\bput(?:s|ting)?\s+(?:it|them)?\s*back\b/i.test(t) ? 'with' : null;
}

const COLOUR = String.raw`(red|blue|green|yellow|white|black|orange|purple|pink|brown)`;

/**
 * Two draws of different colours: "one of each colour", "different colours", "one red and one
 * blue", with or without replacement (either order counts).
 */
function mixedColours(t: string, colours: Map<string, number>, total: number, draws: number): ToolResult | null {
  if (draws !== 2) return null;
  const pair = new RegExp(String.raw`\bone\s+(?:is\s+)?${COLOUR}\s+and\s+(?:the\s+other\s+|one\s+)(?:is\s+)?${COLOUR}\b|\ba\s+${COLOUR}\s+and\s+a\s+${COLOUR}\b`, 'i').exec(t);
  const different = /\bone\s+(?:of\s+)?each\s+colou?r\b|\b(?:two\s+)?different\s+colou?rs?\b|\bnot\s+(?:both\s+)?the\s+same\s+colou?r\b/i.test(t);
  if (!pair && !different) return null;
  const replacement = replacementOf(t);
  if (!replacement) return null;
  const replaced = replacement === 'with';
  const names = [...colours.keys()];
  const [x, y] = pair ? [(pair[1] ?? pair[3]).toLowerCase(), (pair[2] ?? pair[4]).toLowerCase()] : names.length === 2 ? names : [undefined, undefined];
  const both = (a: number, b: number) => (replaced ? Rational.of(a * b, total * total) : Rational.of(a * b, total * (total - 1)));
  if (x && y) {
    if (x === y || !colours.has(x) || !colours.has(y)) return null;
    const [a, b] = [colours.get(x)!, colours.get(y)!];
    const p = both(a, b).mul(Rational.of(2));
    const first = replaced ? `${a}/${total} × ${b}/${total}` : `${a}/${total} × ${b}/${total - 1}`;
    const second = replaced ? `${b}/${total} × ${a}/${total}` : `${b}/${total} × ${a}/${total - 1}`;
    return probabilityResult(p, [
      step(`${replaced ? 'Each one is put back, so both draws are from all ' + total : 'Nothing is put back, so the second draw is from ' + (total - 1)}.`),
      step(`${x} then ${y}: ${first}; ${y} then ${x}: ${second}. Either order counts.`),
      step(`P = ${first} + ${second} = ${p}.`),
    ]);
  }
  // Different colours with more than two: 1 − P(both the same colour).
  const same = names.reduce((acc, c) => acc.add(replaced ? Rational.of(colours.get(c)! ** 2, total * total) : Rational.of(colours.get(c)! * (colours.get(c)! - 1), total * (total - 1))), Rational.ZERO);
  const p = Rational.ONE.sub(same);
  return probabilityResult(p, [step(`P(both the same colour) = ${names.map((c) => (replaced ? `(${colours.get(c)}/${total})²` : `${colours.get(c)}/${total} × ${colours.get(c)! - 1}/${total - 1}`)).join(' + ')} = ${same}.`), step(`P(different colours) = 1 − ${same} = ${p}.`)]);
}

/**
 * Guessing a multiple-choice test: "5 questions, each with 4 options; guessing every answer, P(at
 * least one right)": each answer right with p = 1/options, independently (a binomial count).
 */
function guessing(t: string): ToolResult | null {
  if (!/\bguess(?:es|ing|ed)?\b|\bat\s+random\b|\brandomly\b/i.test(t)) return null;
  const n = Number(/\b(\d+)\s+(?:multiple[- ]choice\s+|true[- ](?:or[- ])?false\s+)?questions?\b/i.exec(t)?.[1]);
  const options = /\btrue[- ](?:or[- ])?false\b/i.test(t) ? 2 : Number(/\b(\d+)\s+(?:options|choices|possible\s+answers|answers\s+to\s+choose|alternatives)\b/i.exec(t)?.[1]);
  if (!(n >= 1 && n <= 100) || !(options >= 2)) return null;
  const p = Rational.of(1, options);
  const q = Rational.ONE.sub(p);
  const pmf = (k: number) => Rational.of(choose(n, k)).mul(p.pow(k)).mul(q.pow(n - k));
  const setup = step(`Each guess is right with probability 1/${options} and wrong with ${q}, independently: the number right is binomial, n = ${n}, p = 1/${options}.`);
  const ask = t.slice(Math.max(0, t.search(/\b(?:probability|chance|P\s*\()/i)));
  const RIGHT = String.raw`(?:right|correct)`;
  if (new RegExp(String.raw`\bat\s+least\s+(?:one|1)\s+(?:\w+\s+)?${RIGHT}`, 'i').test(ask)) {
    const value = Rational.ONE.sub(q.pow(n));
    return probabilityResult(value, [setup, step(`P(at least one right) = 1 − P(all wrong) = 1 − (${q})^${n} = ${value}.`)]);
  }
  if (new RegExp(String.raw`\b(?:none|no\s+\w*\s*(?:answers?|questions?)?|zero)\s+(?:\w+\s+)?${RIGHT}|\ball\s+(?:of\s+them\s+|\w+\s+)?wrong\b`, 'i').test(ask)) return probabilityResult(q.pow(n), [setup, step(`P(all wrong) = (${q})^${n} = ${q.pow(n)}.`)]);
  if (new RegExp(String.raw`\ball\s+(?:of\s+them\s+|\w+\s+)?${RIGHT}|\bevery\s+(?:one|answer|question)\s+${RIGHT}`, 'i').test(ask)) return probabilityResult(p.pow(n), [setup, step(`P(all right) = (1/${options})^${n} = ${p.pow(n)}.`)]);
  const exactly = new RegExp(String.raw`\b(?:exactly\s+)?(\d+|one|two|three|four|five|six)\s+(?:\w+\s+)?${RIGHT}`, 'i').exec(ask);
  if (exactly) {
    const k = count(exactly[1]);
    if (k === undefined || !(k >= 0 && k <= n)) return null;
    const atLeast = new RegExp(String.raw`\bat\s+least\s+${exactly[1]}\b`, 'i').test(ask);
    const atMost = new RegExp(String.raw`\bat\s+most\s+${exactly[1]}\b`, 'i').test(ask);
    const ks = Array.from({ length: n + 1 }, (_, i) => i).filter((i) => (atLeast ? i >= k : atMost ? i <= k : i === k));
    const value = ks.reduce((acc, i) => acc.add(pmf(i)), Rational.ZERO);
    return probabilityResult(value, [setup, step(`P = ${ks.map((i) => `C(${n},${i})(1/${options})^${i}(${q})^${n - i}`).join(' + ')} = ${value}.`)]);
  }
  return null;
}

/** "A letter is picked at random from the word PROBABILITY": letters counted with repeats. */
function letterPick(t: string): ToolResult | null {
  const m = /\bletters?\b.*?\bfrom\s+(?:the\s+word\s+)?["“]?([A-Z]{2,20})["”]?.*?\b(?:is|it's|being|getting)\s+(?:an?\s+|the\s+)?(?:letter\s+)?["“]?([A-Za-z])["”]?\b/i.exec(t);
  if (!m) return null;
  const word = m[1].toUpperCase();
  const letter = m[2].toUpperCase();
  const k = [...word].filter((c) => c === letter).length;
  const p = Rational.of(k, word.length);
  return probabilityResult(p, [step(`${word} has ${word.length} letters, ${k} of them ${letter}.`), step(`P = ${k}/${word.length} = ${p}.`)]);
}

/** X ~ Bin(n, p) or B(n, p): P(X = k), P(X ≤ k) and the like, the mean and the variance. */
/**
 * A repeated trial told in words, as the binomial it is: "a biased coin has P(heads) = 0.3; it is
 * flipped 6 times: P(exactly 2 heads)" is X ~ Bin(6, 0.3), P(X = 2).
 */
/** "at least 4", "exactly 2", "4" (exactly): the relation of a count in words, as P(X op k) writes it. */
function countRelation(words: string | undefined): string {
  const relations: Record<string, string> = { exactly: '=', 'at least': '>=', 'at most': '<=', 'no more than': '<=', 'more than': '>', 'fewer than': '<', 'less than': '<' };
  return relations[(words ?? 'exactly').toLowerCase().replace(/\s+/g, ' ')] ?? '=';
}

function binomialInWords(t: string): string | null {
  const P = String.raw`(\d*\.\d+|\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)`;
  const given = new RegExp(String.raw`\bP\s*\(\s*([a-z]+)\s*\)\s*=\s*${P}|\bprobability\s+(?:of\s+(?:a\s+|getting\s+(?:a\s+)?)?|that\s+it\s+(?:lands\s+on\s+|shows\s+)?)([a-z]+)\s+(?:is\s+|of\s+|=\s*)?${P}`, 'i').exec(t);
  const n = /\b(?:flipped|tossed|thrown|rolled|spun|repeated|played|taken|shot|asked|tested|done)\s+(\d+)\s+times\b|\b(\d+)\s+(?:flips|tosses|throws|rolls|spins|trials|times)\b/i.exec(t);
  if (!given || !n) return successRateInWords(t) ?? defectRateInWords(t) ?? chancePerTrial(t);
  const outcome = (given[1] ?? given[3]).toLowerCase().replace(/s$/, '');
  const p = probabilityValue(given[2] ?? given[4])?.toString();
  if (!p) return null;
  const ask = new RegExp(String.raw`\b(exactly|at\s+least|at\s+most|more\s+than|fewer\s+than|less\s+than|no\s+more\s+than)?\s*(\d+)\s+${outcome}s?\b`, 'i').exec(t.slice((n.index ?? 0) + n[0].length));
  if (!ask) return null;
  const op = countRelation(ask[1]);
  return `X ~ Bin(${n[1] ?? n[2]}, ${p}), P(X ${op} ${ask[2]})`;
}

/**
 * A rate of faulty items and a sample, in words: "a machine makes faulty parts with probability 0.2;
 * in a sample of 5 parts, the probability at most 1 is faulty", "4% of bulbs are defective; 10 are
 * tested: P(none is defective)". Each item independently, so the count is binomial.
 */
/**
 * The same chance on each of n days (games, tries): "the chance of rain on any given day of my 5 day
 * trip is 0.18, independent each day: P(it rains on at least one day)". Binomial in the days.
 */
function chancePerTrial(t: string): string | null {
  const TRIAL = String.raw`(day|game|match|shot|try|attempt|roll|throw|week|hour|flight|lesson|race)`;
  const P = String.raw`(\d*\.\d+|\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)`;
  const rate = new RegExp(String.raw`\b(?:chance|probability)\s+(?:of\s+|that\s+)[a-z ]*?\b(?:on|in|for|during)\s+(?:any\s+(?:given\s+|one\s+)?|each\s+|a\s+|every\s+|one\s+)?${TRIAL}\b[^.?]*?\b(?:is|=|of)\s+${P}`, 'i').exec(t);
  if (!rate) return null;
  const trial = rate[1].toLowerCase();
  const n = new RegExp(String.raw`\b(\d+)[- ]${trial}s?\b`, 'i').exec(t) ?? new RegExp(String.raw`\b(?:over|for|in|during)\s+(?:the\s+next\s+|a\s+)?(\d+)\s+${trial}s?\b`, 'i').exec(t);
  const ask = new RegExp(String.raw`\b(exactly|at\s+least|at\s+most|more\s+than|fewer\s+than|less\s+than|no\s+more\s+than)\s+(\d+|one|two|three|four|five)\s+(?:of\s+(?:the|them|those)\s+)?${trial}s?\b`, 'i').exec(t.slice(rate.index + rate[0].length));
  const p = probabilityValue(rate[2].replace(/\s+/g, ''))?.toString();
  const k = ask ? count(ask[2]) : undefined;
  if (!n || !p || !ask || k === undefined) return null;
  return `X ~ Bin(${n[1]}, ${p}), P(X ${countRelation(ask[1])} ${k})`;
}

function defectRateInWords(t: string): string | null {
  const ADJ = String.raw`(?:faulty|defective|broken|damaged|late|cracked|rotten|spoiled|bad|left[- ]handed|colou?r[- ]blind)`;
  const P = String.raw`(\d*\.\d+|\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)`;
  const rate =
    new RegExp(String.raw`\b${ADJ}\s+(?:[a-z]+\s+){0,2}with\s+(?:a\s+)?probability\s+(?:of\s+)?${P}`, 'i').exec(t) ??
    new RegExp(String.raw`${P}\s+of\s+(?:the\s+|all\s+)?(?:[a-z]+\s+){0,5}(?:are|is|were|turn\s+out)\s+(?:to\s+be\s+)?${ADJ}`, 'i').exec(t) ??
    new RegExp(String.raw`\bprobability\s+(?:that\s+)?(?:a|an|one|each|any)\s+(?:[a-z]+\s+){0,2}(?:is|being)\s+${ADJ}\s+is\s+${P}`, 'i').exec(t);
  if (!rate) return null;
  const p = probabilityValue(rate[1].replace(/\s+/g, ''))?.toString();
  const sample = /\bsample\s+of\s+(\d+)|\b(\d+)\s+(?:[a-z]+\s+)?(?:are|is|were)\s+(?:chosen|picked|selected|tested|taken|checked|sampled|inspected)|\b(?:box|batch|pack|crate|bag)\s+of\s+(\d+)|\b(?:chooses|picks|tests|takes|checks|selects|inspects)\s+(\d+)/i.exec(t);
  if (!p || !sample || sample.index! < rate.index!) return null;
  const after = t.slice(sample.index! + sample[0].length);
  const ask = new RegExp(String.raw`\b(exactly|at\s+least|at\s+most|more\s+than|fewer\s+than|less\s+than|no\s+more\s+than)?\s*(\d+|none|no|one|two|three)\s+(?:of\s+them\s+|[a-z]+\s+)?(?:is|are|being|will\s+be)?\s*${ADJ}`, 'i').exec(after);
  if (!ask) return null;
  const k = /^(?:none|no)$/i.test(ask[2]) ? 0 : count(ask[2]);
  if (k === undefined) return null;
  return `X ~ Bin(${sample[1] ?? sample[2] ?? sample[3] ?? sample[4]}, ${p}), P(X ${countRelation(ask[1])} ${k})`;
}

/**
 * A success rate and a number of tries, in words: "a player makes 70% of her free throws; she takes
 * 5 shots: the probability she makes at least 4", "a seed germinates with probability 0.8; 10 are
 * planted: P(exactly 8 germinate)". The tries are independent, so the count is binomial.
 */
function successRateInWords(t: string): string | null {
  const VERB = String.raw`(?:makes?|hits?|scores?|sinks?|wins?|pass(?:es)?|gets?|germinates?|survives?|succeeds?)`;
  const rate =
    new RegExp(String.raw`\b${VERB}\s+(\d+(?:\.\d+)?)\s*%\s+of\b`, 'i').exec(t) ??
    // "my free throw percentage is 72%", "her success rate is 0.6"
    new RegExp(String.raw`\b(?:percentage|success\s+rate|hit\s+rate|strike\s+rate|conversion\s+rate)\s+(?:is|of)\s+(\d+(?:\.\d+)?)\s*%`, 'i').exec(t) ??
    new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*%\s+(?:chance|probability)\s+of\s+(?:making|hitting|scoring|sinking|winning|passing|getting|germinating|surviving|succeeding)\b`, 'i').exec(t);
  if (!rate) return null;
  const p = probabilityValue(`${rate[1]}%`)?.toString();
  const tries = /\b(?:takes?|shoots?|attempts?|plays?|has|tries|kicks?|serves?|plants?|answers?)\s+(\d+)\s+(?:more\s+)?(?:shots|free\s+throws|attempts|games|matches|penalties|penalty\s+kicks|tries|throws|kicks|serves|questions|seeds|points)\b|\b(\d+)\s+(?:shots|free\s+throws|attempts|penalties|tries|kicks|serves)\s+(?:are\s+)?(?:taken|attempted)\b|\b(?:in|from|over|out\s+of)\s+(?:her\s+|his\s+|their\s+|the\s+)?(?:next\s+)?(\d+)\s+(?:shots|free\s+throws|attempts|games|matches|penalties|penalty\s+kicks|tries|throws|kicks|serves|questions|seeds)\b/i.exec(t);
  if (!p || !tries) return null;
  const after = t.slice((tries.index ?? 0) + tries[0].length);
  const ask = new RegExp(String.raw`\b${VERB}\s+(exactly|at\s+least|at\s+most|more\s+than|fewer\s+than|less\s+than|no\s+more\s+than)?\s*(\d+)\b`, 'i').exec(after);
  if (!ask) return null;
  const op = countRelation(ask[1]);
  return `X ~ Bin(${tries[1] ?? tries[2] ?? tries[3]}, ${p}), P(X ${op} ${ask[2]})`;
}

function binomial(raw: string): ToolResult | null {
  const t = /\b(?:bin(?:omial)?|b)\s*\(\s*\d/i.test(raw) ? raw : (binomialInWords(raw) ?? raw);
  const m = /\b(?:bin(?:omial)?|b)\s*\(\s*(\d+)\s*,\s*(\d*\.?\d+(?:\/\d+)?)\s*\)/i.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  const p = Rational.parse(m[2]);
  if (!p || p.sign() < 0 || p.compare(Rational.ONE) > 0 || n > 200) return null;
  const q = Rational.ONE.sub(p);
  const pmf = (k: number) => Rational.of(choose(n, k)).mul(p.pow(k)).mul(q.pow(n - k));
  if (/\bvar(?:iance)?\b/i.test(t)) {
    const v = Rational.of(n).mul(p).mul(q);
    return succeed(TOOL, v.isInteger() ? v.toString() : `${v} = ${formatNumber(v.toNumber(), 8)}`, [step(`For a binomial distribution Var(X) = np(1 − p) = ${n} × ${p} × ${q}.`), step(`= ${v}`)], { data: { variance: v.toString() } });
  }
  if (/\b(?:mean|expected|expectation|E\s*\(\s*X\s*\))/i.test(t)) {
    const e = Rational.of(n).mul(p);
    return succeed(TOOL, e.isInteger() ? e.toString() : `${e} = ${formatNumber(e.toNumber(), 8)}`, [step(`For a binomial distribution E(X) = np = ${n} × ${p} = ${e}.`)], { data: { expected: e.toString() } });
  }
  const ask = /P\s*\(\s*X\s*(=|<=|>=|<|>|≤|≥)\s*(\d+)\s*\)/i.exec(t);
  if (!ask) return null;
  const op = ask[1].replace('≤', '<=').replace('≥', '>=');
  const k = Number(ask[2]);
  const ks = Array.from({ length: n + 1 }, (_, i) => i).filter((i) => (op === '=' ? i === k : op === '<=' ? i <= k : op === '>=' ? i >= k : op === '<' ? i < k : i > k));
  const total = ks.reduce((acc, i) => acc.add(pmf(i)), Rational.ZERO);
  const steps = [
    step(`For X ~ Bin(${n}, ${p}), P(X = k) = nCk · p^k · (1 − p)^(n − k).`),
    step(ks.length <= 4 ? `Add the terms for k = ${ks.join(', ')}.` : `Add the terms for the ${ks.length} values of k.`),
  ];
  const decimal = formatNumber(total.toNumber(), 6);
  if (total.den > 10n ** 12n) {
    steps.push(step(`P(X ${ask[1]} ${k}) ≈ ${decimal}`));
    return succeed(TOOL, `≈ ${decimal}`, steps, { data: { probability: total.toString(), decimal: total.toNumber() } });
  }
  steps.push(step(`P(X ${ask[1]} ${k}) = ${total}`));
  return probabilityResult(total, steps);
}

/** P(A), P(B), P(A ∩ B), P(A ∪ B), P(A|B): the addition and multiplication rules. */
function eventAlgebra(t: string): ToolResult | null {
  const s = t.replace(/∩|\bintersect(?:ion)?\b|\bcap\b/gi, ' and ').replace(/∪|\bunion\b|\bcup\b/gi, ' or ').replace(/\s+/g, ' ');
  if (!/\bP\s*\(\s*A\b/i.test(s)) return null;
  const value = (inner: string): Rational | undefined => {
    const re = new RegExp(String.raw`P\s*\(\s*${inner}\s*\)\s*(?:=|is)\s*(\d*\.?\d+(?:\/\d+)?)`, 'i');
    const m = re.exec(s);
    return m ? Rational.parse(m[1]) ?? undefined : undefined;
  };
  const a = value('A');
  const b = value('B');
  let both = value('A and B') ?? value('B and A');
  const either = value('A or B') ?? value('B or A');
  const aGivenB = value('A\\s*\\|\\s*B');
  const bGivenA = value('B\\s*\\|\\s*A');
  const independent = /\bindependent\b/i.test(s) && !/\bnot independent\b/i.test(s);
  const exclusive = /\bmutually exclusive\b|\bdisjoint\b/i.test(s) && !/\bnot mutually\b/i.test(s);
  const steps: ToolStep[] = [];
  if (!both && independent && a && b) {
    both = a.mul(b);
    steps.push(step(`A and B are independent, so P(A ∩ B) = P(A) × P(B) = ${a} × ${b} = ${both}.`));
  } else if (!both && exclusive) {
    both = Rational.ZERO;
    steps.push(step('A and B are mutually exclusive, so they cannot both happen: P(A ∩ B) = 0.'));
  } else if (!both && aGivenB && b) {
    both = aGivenB.mul(b);
    steps.push(step(`P(A ∩ B) = P(A|B) × P(B) = ${aGivenB} × ${b} = ${both}.`));
  } else if (!both && bGivenA && a) {
    both = bGivenA.mul(a);
    steps.push(step(`P(A ∩ B) = P(B|A) × P(A) = ${bGivenA} × ${a} = ${both}.`));
  } else if (!both && a && b && either) {
    both = a.add(b).sub(either);
    steps.push(step(`From the addition rule, P(A ∩ B) = P(A) + P(B) − P(A ∪ B) = ${both}.`));
  }
  // What is asked: the last P(…) with no value given.
  const asked = [...s.matchAll(/P\s*\(\s*([^)]+?)\s*\)(?!\s*(?:=|is)\s*\d)/gi)].map((x) => x[1].replace(/\s+/g, ' ').trim()).pop();
  if (!asked) return null;
  const is = (re: RegExp) => re.test(asked);
  if (is(/^A or B$|^B or A$/i) && a && b && both) {
    const u = a.add(b).sub(both);
    steps.push(step(`Addition rule: P(A ∪ B) = P(A) + P(B) − P(A ∩ B) = ${a} + ${b} − ${both} = ${u}.`));
    return probabilityResult(u, steps);
  }
  if (is(/^A and B$|^B and A$/i) && both) return probabilityResult(both, steps.length ? steps : [step(`P(A ∩ B) = ${both}.`)]);
  if (is(/^A ?\| ?B$/i) && both && b) {
    const c = both.div(b);
    steps.push(step(`Conditional probability: P(A|B) = P(A ∩ B)/P(B) = ${both}/${b} = ${c}.`));
    return probabilityResult(c, steps);
  }
  if (is(/^B ?\| ?A$/i) && both && a) {
    const c = both.div(a);
    steps.push(step(`Conditional probability: P(B|A) = P(A ∩ B)/P(A) = ${both}/${a} = ${c}.`));
    return probabilityResult(c, steps);
  }
  if (is(/^(?:A'|A\^c|not A)$/i) && a) return probabilityResult(Rational.ONE.sub(a), [step(`The complement: P(not A) = 1 − P(A) = 1 − ${a}.`)]);
  if (is(/^(?:B'|B\^c|not B)$/i) && b) return probabilityResult(Rational.ONE.sub(b), [step(`The complement: P(not B) = 1 − P(B) = 1 − ${b}.`)]);
  return null;
}

/**
 * The expected value of a game: "you win $5 with probability 0.2, otherwise you lose $2". Each
 * outcome is a gain or a loss with its probability; "otherwise" takes what is left. The
 * probabilities must add up to 1.
 */
function expectedGame(t: string): ToolResult | null {
  if (!/\bexpected (?:net )?(?:value|gain|winnings?|payoff|profit)\b|\bexpectation\b/i.test(t)) return null;
  const amount = String.raw`[$£€]?\s*(\d+(?:\.\d+)?)\s*(?:dollars|pounds|euros|points)?`;
  const chance = String.raw`(?:with (?:a )?probability (?:of )?(\d*\.?\d+(?:\/\d+)?)|with (?:a )?(\d+(?:\.\d+)?)\s*%\s*chance|(otherwise|if not|else))`;
  const re = new RegExp(String.raw`\b(win|gain|get|receive|earn|lose|pay)s?\s+${amount}\s*,?\s*${chance}|\b(otherwise|if not|else)\s*,?\s*(?:you\s+)?(win|gain|get|receive|earn|lose|pay)s?\s+${amount}`, 'gi');
  const outcomes: Array<{ value: Rational; p?: Rational; said: string }> = [];
  for (const m of t.matchAll(re)) {
    const verb = (m[1] ?? m[7]).toLowerCase();
    const sign = verb === 'lose' || verb === 'pay' ? -1 : 1;
    const size = Rational.parse(m[2] ?? m[8]);
    if (!size) return null;
    const p = m[3] ? Rational.parse(m[3]) : m[4] ? Rational.parse(m[4])?.div(Rational.of(100)) : undefined;
    outcomes.push({ value: sign < 0 ? size.neg() : size, p: p ?? undefined, said: m[0].trim() });
  }
  if (outcomes.length < 2) return null;
  const open = outcomes.filter((o) => !o.p);
  const known = outcomes.reduce((acc, o) => (o.p ? acc.add(o.p) : acc), Rational.ZERO);
  if (open.length > 1) return null;
  if (open.length === 1) open[0].p = Rational.ONE.sub(known);
  const total = outcomes.reduce((acc, o) => acc.add(o.p ?? Rational.ZERO), Rational.ZERO);
  if (!total.equals(Rational.ONE) || outcomes.some((o) => (o.p?.sign() ?? -1) < 0)) {
    throw new ToolInputError('The probabilities of the outcomes must add up to 1.');
  }
  const e = outcomes.reduce((acc, o) => acc.add(o.value.mul(o.p ?? Rational.ZERO)), Rational.ZERO);
  const money = /[$£€]|dollars|pounds|euros/i.test(t);
  const cents = (x: number) => (Number.isInteger(x) ? String(x) : Number.isInteger(x * 100) ? x.toFixed(2) : formatNumber(x, 8));
  const shown = (x: Rational) => (money ? `${x.sign() < 0 ? '−' : ''}$${cents(Math.abs(x.toNumber()))}` : formatNumber(x.toNumber(), 8));
  return succeed(TOOL, shown(e), [
    step(`The outcomes and their probabilities: ${outcomes.map((o) => `${shown(o.value)} with probability ${o.p}`).join('; ')}.`),
    step(`Expected value = Σ value × probability = ${outcomes.map((o) => `(${formatNumber(o.value.toNumber())})(${o.p})`).join(' + ')} = ${formatNumber(e.toNumber(), 8)}.`),
    step(`Check: the probabilities add up to ${total} ✓. ${e.sign() < 0 ? 'A negative value means the player loses on average.' : e.isZero() ? 'Zero means the game is fair.' : 'A positive value means the player gains on average.'}`),
  ], { data: { value: e.toNumber() } });
}

/**
 * A game on one roll of a fair die: "it costs $2 to play; you win $10 if you roll a 6, otherwise
 * nothing", "you win the number of dollars shown". The expected profit is the expected prize less
 * the cost of a game. Asked for "winnings" with a cost to play, it is unclear whether the stake
 * counts, so nothing is answered.
 */
function dieGame(t: string): ToolResult | null {
  if (!/\bexpected\s+(?:net\s+)?(?:value|gain|profit|loss|winnings?|payoff|return)\b|\bexpectation\b|\bon average\b/i.test(t)) return null;
  if (!/\b(?:a|one|single)\s+(?:fair\s+)?(?:(?:six|6)[- ]sided\s+)?die\b|\bfair die\b|\bdie is (?:rolled|thrown)\b/i.test(t) || /\b(?:two|2|three|3|pair of)\s+(?:fair\s+)?dice\b/i.test(t)) return null;
  if (SEQUENTIAL.test(t) || /\bnot fair\b|\bbiased\b|\bloaded\b/i.test(t)) return null;
  const money = String.raw`[$£€]\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*(?:dollars?|pounds?|euros?|points?|p\b|cents?)`;
  const cost = new RegExp(String.raw`\b(?:costs?|pay|pays|entry\s+(?:fee|costs?)(?:\s+(?:is|of))?|to\s+play\s+(?:is|costs?))\s+(?:you\s+)?(?:${money})`, 'i').exec(t);
  const costValue = cost ? Rational.parse(cost[1] ?? cost[2]) : Rational.ZERO;
  if (!costValue) return null;
  const faces = 6;
  const prize = Array.from({ length: faces }, () => Rational.ZERO);
  const said: string[] = [];
  if (/\bwin\s+(?:the\s+)?(?:number\s+of\s+(?:dollars|pounds|euros|points)|(?:\$|£|€)?\s*(?:amount\s+)?(?:equal\s+to\s+)?the\s+(?:number|score|value))\s+(?:shown|rolled|on the die|you roll)\b/i.test(t)) {
    for (let f = 1; f <= faces; f++) prize[f - 1] = Rational.of(f);
    said.push('the prize is the number rolled');
  } else {
    const wins = [...t.matchAll(new RegExp(String.raw`\b(win|get|receive|lose)\s+(?:${money})\s+(?:if|when|for)\s+(?:you\s+)?(?:roll|throw|get|score)\s+(?:an?\s+|the\s+number\s+)?(\d)(?:\s+or\s+(?:an?\s+)?(\d))?`, 'gi'))];
    // "if you get a 6 you are paid $6": the condition first, then the prize (the same groups).
    for (const m of t.matchAll(new RegExp(String.raw`\b(?:if|when)\s+(?:you\s+)?(?:roll|throw|get|score)\s+(?:an?\s+|the\s+number\s+)?(\d)(?:\s+or\s+(?:an?\s+)?(\d))?\s*,?\s*(?:then\s+)?(?:you\s+)?(?:are\s+|will\s+be\s+|get\s+)?(win|get|receive|paid|lose)\s+(?:${money})`, 'gi'))) {
      const verb = m[3].toLowerCase() === 'paid' ? 'win' : m[3];
      const copy = [m[0], verb, m[4], m[5], m[1], m[2]] as unknown as RegExpMatchArray;
      copy.index = m.index;
      wins.push(copy as RegExpExecArray);
    }
    // "a 6 wins $10, a 5 wins $3": the face, then what it wins.
    for (const m of t.matchAll(new RegExp(String.raw`\b(?:an?|rolling\s+an?|a\s+roll\s+of)\s+(\d)(?:\s+or\s+(?:an?\s+)?(\d))?\s+(wins?|gets?|pays?|loses?)\s+(?:you\s+)?(?:${money})`, 'gi'))) {
      const verb = /^los/i.test(m[3]) ? 'lose' : 'win';
      const copy = [m[0], verb, m[4], m[5], m[1], m[2]] as unknown as RegExpMatchArray;
      copy.index = m.index;
      wins.push(copy as RegExpExecArray);
    }
    if (!wins.length) return null;
    const named = new Set<number>();
    for (const w of wins) {
      const value = Rational.parse(w[2] ?? w[3]);
      if (!value) return null;
      for (const f of [w[4], w[5]].filter(Boolean).map(Number)) {
        if (f < 1 || f > faces || named.has(f)) return null;
        named.add(f);
        prize[f - 1] = w[1].toLowerCase() === 'lose' ? value.neg() : value;
      }
      said.push(w[0].trim());
    }
    const otherwise = new RegExp(String.raw`\b(?:otherwise|else|if not|any other (?:number|roll)|anything else|any other)\b[^.;]*?\b(nothing|lose\s+(?:${money}))`, 'i').exec(t);
    if (otherwise && /^lose/i.test(otherwise[1])) {
      const loss = Rational.parse(otherwise[2] ?? otherwise[3]);
      if (!loss) return null;
      for (let f = 1; f <= faces; f++) if (!named.has(f)) prize[f - 1] = loss.neg();
    } else if (!otherwise && named.size < faces && !/\bnothing\b/i.test(t)) return null;
  }
  const expectedPrize = prize.reduce((acc, x) => acc.add(x), Rational.ZERO).div(Rational.of(faces));
  const profitAsked = /\b(?:profit|gain|loss|net|per game|for the player|on average)\b/i.test(t);
  if (!costValue.isZero() && !profitAsked) return null;
  const e = expectedPrize.sub(costValue);
  const sign = (x: Rational) => (x.sign() < 0 ? '−' : '');
  const currency = /[£]/.test(t) ? '£' : /[€]/.test(t) ? '€' : /\$|dollars?/i.test(t) ? '$' : '';
  const shown = (x: Rational) => `${sign(x)}${currency}${formatNumber(Math.abs(x.toNumber()), 8)}`;
  const steps: ToolStep[] = [
    step(`One roll of a fair die: each face 1–6 has probability 1/6. The prize for each face: ${prize.map((x, i) => `${i + 1} → ${shown(x)}`).join(', ')}.`),
    step(`Expected prize = Σ prize × 1/6 = ${expectedPrize}${expectedPrize.den === 1n ? '' : ` ≈ ${formatNumber(expectedPrize.toNumber(), 6)}`}.`),
  ];
  if (!costValue.isZero()) steps.push(step(`Expected profit = expected prize − cost of a game = ${formatNumber(expectedPrize.toNumber(), 6)} − ${formatNumber(costValue.toNumber(), 6)} = ${e}${e.den === 1n ? '' : ` ≈ ${formatNumber(e.toNumber(), 6)}`}.`));
  steps.push(step(e.sign() < 0 ? 'Negative: on average the player loses, so the game is unfair to the player.' : e.isZero() ? 'Zero: the game is fair.' : 'Positive: on average the player gains.'));
  const cents = Number.isInteger(e.toNumber() * 100);
  const inCurrency = (x: Rational) => `${sign(x)}${currency}${Math.abs(x.toNumber()).toFixed(Number.isInteger(x.toNumber()) ? 0 : 2)}`;
  const answer = cents ? `E = ${inCurrency(e)}` : `E = ${e.toString().replace('-', '−')} ≈ ${inCurrency(e)}`;
  return succeed(TOOL, answer, steps, { data: { value: e.toNumber(), expected: e.toString() } });
}

/** Games that run until something happens, or streaks: not one fixed experiment, so not listed outcomes. */
const SEQUENTIAL_WORDS = /\b(?:repeatedly|until|before|first time|in a row|consecutive(?:ly)?|streak|keeps? (?:rolling|flipping|tossing|drawing))\b/i;

/** "a six before a one", "keeps rolling until …"; a sentence that starts "Before the match, …" only sets the scene. */
const SEQUENTIAL = { test: (t: string) => SEQUENTIAL_WORDS.test(t.replace(/(?:^|(?<=[.!?]\s+))before\s+(?:a|an|the|his|her|their|my|our|each|every|lunch|school|class|kickoff|kick-off)\b[^,.?]*?(?:,|(?=\s+(?:the|a|an|he|she|they|i|we|you|[A-Z][a-z]+)\s))/gi, ' ')) };

/**
 * "The probability it rains tomorrow is 0.35. What is the probability it doesn't rain?": one event's
 * probability given, the event not happening asked: 1 − p.
 */
function complement(t: string): ToolResult | null {
  // "the probability of rain is 0.35", "there is a 35% chance of rain".
  const values = [
    ...t.matchAll(/\b(?:probability|chance|likelihood)\b[^.?]*?\b(?:is|=|of)\s+(\d*\.\d+|\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)/gi),
    ...t.matchAll(/\b(?:is|has|gives?|says?|predicts?|forecasts?)\s+(?:there\s+is\s+)?an?\s+(\d+(?:\.\d+)?\s*%)\s+(?:chance|probability|likelihood)\s+(?:of|that)\b/gi),
  ];
  if (values.length !== 1 || (t.match(/\d*\.\d+|\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%/g) ?? []).length !== 1) return null;
  // "… each day for the next 3 days": one event, not several.
  if (/\d/.test(t.replace(values[0][1], ' '))) return null;
  const asked = t.slice((values[0].index ?? 0) + values[0][0].length);
  if (!/\b(?:not|doesn'?t|does not|won'?t|will not|isn'?t|fails?|failing|loses?|misses|none|no)\b|n't\b/i.test(asked) || /\band\b|\bor\b|\bboth\b|\btwice\b|\btimes\b|\bin a row\b/i.test(asked)) return null;
  const p = probabilityValue(values[0][1]);
  if (!p || p.sign() < 0 || p.compare(Rational.ONE) > 0) return null;
  return probabilityResult(Rational.ONE.sub(p), [step(`An event either happens or it does not, so P(not A) = 1 − P(A) = 1 − ${p}.`)]);
}

/**
 * The one outcome whose probability is not given, when the outcomes named are all there are: "lands
 * on red with probability 0.35, blue with 0.4, otherwise green: P(green)", "P(A) = 0.2, P(B) = 0.5,
 * the only other outcome is C". The probabilities of all the outcomes add up to 1.
 */
/**
 * Outcomes given as numbers and as multiples of one unknown: "red 0.35, blue 0.2, green x and yellow
 * 2x: find P(yellow)". They add up to 1, which fixes x; the outcome asked follows.
 */
function unknownShares(t: string): ToolResult | null {
  const V = String.raw`(\d*\.\d+|\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)`;
  const X = String.raw`(\d*\.?\d*)\s*([a-z])(?![a-z])`;
  if (!/\bprobabilit|\bP\s*\(/i.test(t)) return null;
  const named = [...t.matchAll(new RegExp(String.raw`\b([a-z]{3,})\s+(?:with\s+(?:a\s+)?(?:probability|chance)\s+(?:of\s+)?|(?:is\s+|=\s*)?)(?:${V}|${X})(?=\s*(?:,|\band\b|[.;?]|$))`, 'gi'))]
    .filter((m) => !/^(?:probability|chance|and|with|is|of|find|lands|on)$/i.test(m[1]))
    .map((m) => ({ name: m[1].toLowerCase(), value: m[2] ? probabilityValue(m[2].replace(/\s+/g, '')) : null, k: m[4] ? (m[3] ? Number(m[3]) : 1) : 0, letter: m[4] }));
  const letters = new Set(named.filter((n) => n.letter).map((n) => n.letter!.toLowerCase()));
  if (named.length < 3 || letters.size !== 1 || named.some((n) => !n.letter && !n.value) || new Set(named.map((n) => n.name)).size !== named.length) return null;
  const asked = /\bP\s*\(\s*([a-z]+)\s*\)|\b(?:probability|chance)\s+(?:of\s+|that\s+it\s+(?:lands\s+on\s+|is\s+))?([a-z]+)/i.exec(t.slice(t.search(/\b(?:find|what|work\s+out|calculate)\b/i) >= 0 ? t.search(/\b(?:find|what|work\s+out|calculate)\b/i) : 0));
  const name = (asked?.[1] ?? asked?.[2])?.toLowerCase();
  const target = named.find((n) => n.name === name);
  if (!target) return null;
  const known = named.filter((n) => !n.letter).reduce((a, n) => a.add(n.value!), Rational.ZERO);
  const coefficient = named.reduce((a, n) => a + n.k, 0);
  if (!(coefficient > 0)) return null;
  const x = Rational.ONE.sub(known).div(Rational.parse(String(coefficient))!);
  if (x.sign() < 0) throw new ToolInputError(`The numbers given already add up to more than 1 (${known}), so they cannot all be right.`);
  const [letter] = [...letters];
  const value = target.letter ? x.mul(Rational.parse(String(target.k))!) : target.value!;
  return probabilityResult(value, [
    step(`The probabilities of all the outcomes add up to 1: ${named.map((n) => (n.letter ? `${n.k === 1 ? '' : n.k}${letter}` : String(n.value))).join(' + ')} = 1.`),
    step(`So ${coefficient}${letter} = 1 − ${known} = ${Rational.ONE.sub(known)}, and ${letter} = ${x}.`),
    step(`P(${name}) = ${target.letter ? `${target.k === 1 ? '' : `${target.k} × `}${x} = ` : ''}${value}.`),
  ]);
}

function missingOutcome(t: string): ToolResult | null {
  if (!/\botherwise\b|\belse\b|\bthe\s+rest\b|\bremaining\b|\bonly\s+(?:other\s+)?(?:outcomes?|possibilit|colou?rs?|results?|options?)\b|\bcan\s+only\b/i.test(t)) return null;
  const V = String.raw`(\d*\.\d+|\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)`;
  const given = [
    ...t.matchAll(new RegExp(String.raw`\b([a-z]+)\s+(?:with\s+(?:a\s+)?(?:probability|chance)\s+(?:of\s+)?|with\s+|(?:has|is)\s+(?:a\s+)?(?:probability|chance)\s+(?:of\s+)?)${V}`, 'gi')),
    ...t.matchAll(new RegExp(String.raw`\bP\s*\(\s*([a-z]+)\s*\)\s*=\s*${V}`, 'gi')),
  ].map((m) => ({ name: m[1].toLowerCase(), raw: m[2].replace(/\s+/g, '') }));
  const asked = /\bP\s*\(\s*([a-z]+)\s*\)\s*(?:=\s*\?|\?|$|[.,;]|\s+(?:is|equals))|\b(?:probability|chance)\s+(?:of\s+(?:getting\s+|landing\s+on\s+|it\s+being\s+)?|(?:that\s+)?it\s+(?:lands\s+on|is|shows)\s+)([a-z]+)\b/i.exec(t);
  const name = (asked?.[1] ?? asked?.[2])?.toLowerCase();
  if (!name || given.length < 1 || given.some((g) => g.name === name) || new Set(given.map((g) => g.name)).size !== given.length) return null;
  if (!new RegExp(String.raw`\b(?:otherwise|else|rest|remaining|only(?:\s+other)?)\b[^.?]*\b${name}\b|\b${name}\b[^.?]*\b(?:otherwise|else|the\s+rest)\b`, 'i').test(t)) return null;
  const ps = given.map((g) => probabilityValue(g.raw));
  if (ps.some((p) => !p || p.sign() < 0 || p.compare(Rational.ONE) > 0)) return null;
  const sum = (ps as Rational[]).reduce((acc, p) => acc.add(p), Rational.ZERO);
  if (sum.compare(Rational.ONE) > 0) throw new ToolInputError(`The probabilities given already add up to ${sum}, more than 1, so they cannot all be right.`);
  const p = Rational.ONE.sub(sum);
  return probabilityResult(p, [
    step(`The outcomes ${[...given.map((g) => g.name), name].join(', ')} are all there are, so their probabilities add up to 1.`),
    step(`P(${name}) = 1 − (${(ps as Rational[]).join(' + ')}) = 1 − ${sum} = ${p}.`),
  ]);
}

/**
 * Two stages, as a tree diagram: P(A), P(B | A) and P(B | not A) give P(B) = P(A)P(B|A) + P(A′)P(B|A′)
 * (total probability) and, given B, P(A | B) = P(A)P(B|A) / P(B) (Bayes). Read from P(…) notation.
 */
function twoStage(t: string): ToolResult | null {
  const V = String.raw`(\d*\.\d+|\d+\s*\/\s*\d+)`;
  const NOT = String.raw`(?:not\s*|no\s+|non-?\s*|¬\s*|~\s*)`;
  const first = [...t.matchAll(new RegExp(String.raw`\bP\s*\(\s*([a-z]+)\s*\)\s*=\s*${V}`, 'gi'))];
  const given = new RegExp(String.raw`\bP\s*\(\s*([a-z]+)\s*\|\s*([a-z]+)\s*\)\s*=\s*${V}`, 'i').exec(t);
  const givenNot = new RegExp(String.raw`\bP\s*\(\s*([a-z]+)\s*\|\s*(?:${NOT}([a-z]+)|([a-z]+)\s*['′c])\s*\)\s*=\s*${V}`, 'i').exec(t);
  if (first.length !== 1 || !given || !givenNot) return null;
  const a = first[0][1].toLowerCase();
  const b = given[1].toLowerCase();
  if (given[2].toLowerCase() !== a || givenNot[1].toLowerCase() !== b || (givenNot[2] ?? givenNot[3]).toLowerCase() !== a) return null;
  const [pa, pba, pbna] = [first[0][2], given[3], givenNot[4]].map((x) => Rational.parse(x.replace(/\s+/g, '')));
  if (!pa || !pba || !pbna || [pa, pba, pbna].some((x) => x.sign() < 0 || x.compare(Rational.ONE) > 0)) return null;
  const joint = pa.mul(pba);
  const total = joint.add(Rational.ONE.sub(pa).mul(pbna));
  const steps = [
    step(`Tree diagram: first ${a} (P = ${pa}) or not (P = ${Rational.ONE.sub(pa)}), then ${b} with P = ${pba} after ${a} and P = ${pbna} after not ${a}.`),
    step(`P(${b}) = ${pa} × ${pba} + ${Rational.ONE.sub(pa)} × ${pbna} = ${total}.`),
  ];
  const ask = t.slice(Math.max(given.index + given[0].length, givenNot.index + givenNot[0].length));
  // "find P(A|B)", "Given that I was late, the probability it rained": the first stage, knowing the second.
  const asksFirstGivenSecond = new RegExp(String.raw`\bP\s*\(\s*${a}\s*\|\s*${b}\s*\)`, 'i').test(ask)
    || (new RegExp(String.raw`\b(?:given|if)\b[^,?]*\b${b}\w*\b`, 'i').test(ask) && new RegExp(String.raw`\b${a.replace(/s$/, '')}\w*\b`, 'i').test(ask.replace(new RegExp(String.raw`\b(?:given|if)\b[^,?]*\b${b}\w*\b`, 'i'), '')));
  if (asksFirstGivenSecond) {
    if (total.isZero()) return null;
    return probabilityResult(joint.div(total), [...steps, step(`Bayes: P(${a} | ${b}) = P(${a}) × P(${b} | ${a}) ÷ P(${b}) = ${joint} ÷ ${total}.`)]);
  }
  if (new RegExp(String.raw`\bP\s*\(\s*${b}\s*\)|\bprobability\b[^.?]*\b${b}`, 'i').test(ask)) return probabilityResult(total, steps);
  return null;
}

const SOLVERS = [discreteDistribution, weightedOutcomes, unknownShares, missingOutcome, twoStage, twoGroups, twoWayTable, partOfGroup, guessing, firstSuccess, poisson, expectedGame, dieGame, screeningTest, flaggedInWords, raffle, dieTrials, drawnTogether, handfulOfKinds, notation, letterArrangements, countingWords, binomial, eventAlgebra, letterPick, cards, bag, coins, dice, complement, populationDraws, bernoulliTrials];

/** Whether a question reads as probability or counting (the router's test). */
export function looksLikeProbability(t: string): boolean {
  return /\bprobabilit|\bchances?\b|\blikely\b|\bP\s*\(|\bexpected value\b|\braffle\b|\blottery\b|\bexpected\s+(?:net\s+)?(?:gain|profit|winnings|loss)\b|\bhow many (?:ways|different|committees|teams|groups|selections|hands|arrangements|combinations|permutations|outcomes)\b|\bin how many ways\b|\b\d+\s*[CP]\s*\d+\b|\bchoose\b|\bbinom|\bBin\s*\(|~\s*B\s*\(|\bn[CP]r\b|\barrange|\bdice\b|\bdie\b|\bcoins?\b|\bspinner\b|\bdeck\b|\boutfits?\b|\bPINs?\b/i.test(t);
}

/** Answers a probability or counting question given in words, or fails saying it cannot read it. */
export function probability(question: string): ToolResult {
  return (
    tryProbability(question) ?? {
      ok: false,
      tool: TOOL,
      error: 'I could not read which experiment and which event this is. Say what is done (dice, coins, cards, a bag) and what the event is.',
    }
  );
}

/**
 * A condition on the outcome ("the sum is 8. Given this, …", "given that the first card is red",
 * "if we know that at least one is a head"): only P(A | B) written with its probabilities is read;
 * the experiment solvers count over every outcome, so they leave such a question alone rather than
 * answer the unconditional probability.
 */
const CONDITION = /\bgiven\s+(?:that|this|these|the)\b(?!\s+(?:\w+\s+){0,3}(?:is|are)\s+fair\b)|\bgiven\s*,|\bknowing\s+that\b|\bif\s+(?:we|you|i)\s+(?:know|are told)\b|\bit\s+is\s+known\s+that\b|\bconditional\b|\bon\s+condition\b/i;

/** The same as probability(), or null when none of the solvers reads the question (for routing). */
export function tryProbability(raw: string): ToolResult | null {
  // "you are told they play tennis": the condition said as news, read as "given that".
  const question = raw.replace(/\b(?:and\s+)?(?:you|we|i)\s+(?:are|were|am|'re|get)\s+told\s+(?:that\s+)?(?=\w)/gi, 'given that ');
  return firstAnswer(TOOL, CONDITION.test(question) ? [twoStage, eventAlgebra, twoGroups, twoWayTable, partOfGroup, screeningTest] : SOLVERS, question);
}
