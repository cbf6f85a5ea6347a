import { firstAnswer } from './solvers';
import { formatNumber } from './format';
import { computeStatistics } from './statistics';
import { ToolInputError, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Statistics asked in words rather than as one measure of a list (issue 14): z-scores and normal
 * probabilities, weighted means and GPAs, a missing value or a new value and the mean, frequency
 * tables, quartiles and the IQR (only where the common methods agree), correlation and the
 * regression slope, standard error and margin of error, shifting and scaling data, uniform
 * distributions, the mean of the first n integers.
 */

const TOOL = 'statistics_problem';
const NUM = String.raw`(-?\d+(?:\.\d+)?)`;

function numbers(text: string): number[] {
  return [...text.replace(/[−–]/g, '-').matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/** A count written as a number or a word ("5", "five"): how many values a question says there are. */
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const countOf = (w: string) => COUNT_WORDS[w.toLowerCase()] ?? Number(w);

function answer(label: string, value: number, steps: ToolStep[]): ToolResult {
  if (!Number.isFinite(value)) throw new ToolInputError('Those numbers do not give a value.');
  return succeed(TOOL, `${label} = ${formatNumber(value, 8)}`, steps, { data: { value } });
}

/** erf to about 1e-13: its Taylor series near 0, a continued fraction for erfc further out. */
export function erf(x: number): number {
  const ax = Math.abs(x);
  if (ax < 3) {
    let term = ax;
    let sum = ax;
    for (let n = 1; n < 200; n++) {
      term *= (-ax * ax) / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17) break;
    }
    return Math.sign(x) * ((2 / Math.sqrt(Math.PI)) * sum);
  }
  // erfc(x) = exp(−x²)/√π · 1/(x + 1/2/(x + 1/(x + 3/2/(x + …)))) by Lentz's method.
  let f = ax;
  let c = ax;
  let d = 0;
  for (let n = 1; n < 300; n++) {
    const a = n / 2;
    d = ax + a * d;
    d = d === 0 ? 1e-300 : 1 / d;
    c = ax + a / c;
    if (c === 0) c = 1e-300;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  const erfc = Math.exp(-ax * ax) / Math.sqrt(Math.PI) / f;
  return Math.sign(x) * (1 - erfc);
}

function phi(z: number): number {
  return 0.5 * (1 + erf(z / Math.SQRT2));
}

/** Normal distributions: "X ~ N(100, 15²)" (the second number is the variance, 15² read as σ = 15), or a mean and sd in words. */
function normal(t: string): ToolResult | null {
  let mu: number | undefined;
  let sigma: number | undefined;
  const n = /\bN\s*\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)(\s*(?:\^\s*2|²))?\s*\)/.exec(t);
  const steps: ToolStep[] = [];
  const standard = /\bstandard(?:ised|ized)?\s+normal\b|\bZ\s*~\s*N\s*\(\s*0\s*,\s*1\s*\)|P\s*\(\s*(?:-?\d+(?:\.\d+)?\s*(?:<|<=|≤)\s*)?Z\s*(?:<|<=|≤|>|>=|≥)/.test(t);
  if (standard && !n) {
    [mu, sigma] = [0, 1];
    steps.push(step('Z is the standard normal: μ = 0 and σ = 1, so P(Z < z) = Φ(z).'));
  } else if (n) {
    mu = Number(n[1]);
    sigma = n[3] ? Number(n[2]) : Math.sqrt(Number(n[2]));
    steps.push(step(n[3] ? `N(μ, σ²) with σ² = ${n[2]}², so μ = ${mu} and σ = ${n[2]}.` : `N(μ, σ²) with σ² = ${n[2]}, so σ = √${n[2]} = ${formatNumber(sigma, 8)}.`));
  } else if (/\bnormal(?:ly)?\b/i.test(t)) {
    mu = Number(new RegExp(String.raw`\bmean\s*(?:of|is|=|μ\s*=)?\s*${NUM}`, 'i').exec(t)?.[1]);
    sigma = Number(new RegExp(String.raw`\b(?:sd|s\.d\.|standard deviation|σ)\s*(?:of|is|=)?\s*${NUM}`, 'i').exec(t)?.[1]);
    if (!Number.isFinite(mu) || !Number.isFinite(sigma)) return null;
    steps.push(step(`A normal distribution with μ = ${mu} and σ = ${sigma}.`));
  } else return null;
  if (!(sigma! > 0)) return null;
  const z = (x: number) => (x - mu!) / sigma!;
  // The value with a given share below (or above) it: "the score below which 90% fall", "the top 10%".
  const share = /\b(\d+(?:\.\d+)?)\s*%\s*(?:of\s+[a-z]+\s+)?(?:score\s+|are\s+|lie\s+|fall\s+)?(below|under|less\s+than|above|over|more\s+than)\b|\b(?:below|under)\s+which\s+(\d+(?:\.\d+)?)\s*%|\b(?:above|over)\s+which\s+(\d+(?:\.\d+)?)\s*%|\btop\s+(\d+(?:\.\d+)?)\s*%|\bbottom\s+(\d+(?:\.\d+)?)\s*%|\b(\d+(?:\.\d+)?)(?:st|nd|rd|th)\s+percentile\b/i.exec(t);
  if (share && /\b(?:find|what|which|calculate|determine)\b[^.?]*\b(?:score|value|x|height|weight|mark|time|length|cut[- ]?off|percentile)\b/i.test(t)) {
    const below = share[2] ? /^(?:below|under|less)/i.test(share[2]) ? Number(share[1]) : 100 - Number(share[1]) : share[3] ? Number(share[3]) : share[4] ? 100 - Number(share[4]) : share[5] ? 100 - Number(share[5]) : share[6] ? Number(share[6]) : Number(share[7]);
    const p = below / 100;
    if (!(p > 0 && p < 1)) return null;
    // Φ⁻¹ by bisection on Φ, which is exact to about 1e-13.
    let [lo, hi] = [-40, 40];
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (phi(mid) < p) lo = mid;
      else hi = mid;
    }
    const zp = (lo + hi) / 2;
    steps.push(step(`${formatNumber(below, 6)}% lie below the value: Φ(z) = ${formatNumber(p, 6)} gives z = ${formatNumber(zp, 6)}.`), step(`x = μ + zσ = ${mu} + ${formatNumber(zp, 6)} × ${formatNumber(sigma!, 8)}.`));
    return answer('x', mu! + zp * sigma!, steps);
  }
  // "what percent of people are between 85 and 115": the probability as a percentage.
  const asPercent = /\bwhat\s+(?:percent(?:age)?|%)|\b(?:as\s+a|in)\s+percent(?:age)?\b|\bpercent(?:age)?\s+of\s+(?:the\s+)?(?:people|students|values|scores|population|items|babies|adults|children|bags|bottles|parts)\b/i.test(t);
  const probabilityAnswer = (p: number, more: ToolStep[]) => (asPercent ? succeed(TOOL, `${formatNumber(100 * p, 8)}%`, [...more, step(`As a percentage: ${formatNumber(p, 8)} × 100 = ${formatNumber(100 * p, 8)}%.`)], { data: { value: 100 * p } }) : answer('P', p, more));
  const between = new RegExp(String.raw`\bbetween\s+${NUM}\s*(?:[a-z]{1,4}\s+)?and\s+${NUM}|P\s*\(\s*${NUM}\s*(?:<|<=|≤)\s*[XZ]\s*(?:<|<=|≤)\s*${NUM}\s*\)`, 'i').exec(t);
  if (between) {
    const [a, b] = [Number(between[1] ?? between[3]), Number(between[2] ?? between[4])];
    steps.push(step(`Standardise: z = (x − μ)/σ gives z = ${formatNumber(z(a), 6)} and z = ${formatNumber(z(b), 6)}.`), step(`P = Φ(${formatNumber(z(b), 6)}) − Φ(${formatNumber(z(a), 6)}).`));
    return probabilityAnswer(phi(z(b)) - phi(z(a)), steps);
  }
  const below = /P\s*\(\s*[XZ]\s*(<|<=|≤)\s*(-?\d+(?:\.\d+)?)\s*\)|\b(?:less than|below|under|at most|shorter than|lighter than|younger than|lower than|smaller than|fewer than)\s+(-?\d+(?:\.\d+)?)/i.exec(t);
  const above = /P\s*\(\s*[XZ]\s*(>|>=|≥)\s*(-?\d+(?:\.\d+)?)\s*\)|\b(?:more than|greater than|above|over|at least|taller than|heavier than|older than|higher than|longer than|bigger than|larger than)\s+(-?\d+(?:\.\d+)?)/i.exec(t);
  if (below) {
    const x = Number(below[2] ?? below[3]);
    steps.push(step(`Standardise: z = (${x} − ${mu})/${formatNumber(sigma!, 8)} = ${formatNumber(z(x), 6)}.`), step(`P = Φ(${formatNumber(z(x), 6)}).`));
    return probabilityAnswer(phi(z(x)), steps);
  }
  if (above) {
    const x = Number(above[2] ?? above[3]);
    steps.push(step(`Standardise: z = (${x} − ${mu})/${formatNumber(sigma!, 8)} = ${formatNumber(z(x), 6)}.`), step(`P = 1 − Φ(${formatNumber(z(x), 6)}).`));
    return probabilityAnswer(1 - phi(z(x)), steps);
  }
  return null;
}

function zScore(t: string): ToolResult | null {
  if (!/\bz[- ]?score\b|\bstandard score\b|\bz\s*=/i.test(t)) return null;
  const mean = Number(new RegExp(String.raw`\b(?:mean|μ)(?:\s+(?:mark|score|value|height|weight|age|time|result|grade))?\s*(?:of|is|was|=)?\s*${NUM}`, 'i').exec(t)?.[1]);
  const sd = Number(new RegExp(String.raw`\b(?:sd|s\.d\.|standard deviation|σ)\s*(?:of|is|was|=)?\s*${NUM}`, 'i').exec(t)?.[1]);
  // The value with a given z-score ("which value has a z-score of −1.5", "z = −2, what is x"): x = μ + zσ.
  const given = new RegExp(String.raw`\b(?:z[- ]?score|standard score|z)\s*(?:of|is|=)\s*${NUM}`, 'i').exec(t);
  if (given && /\b(?:which|what)\s+(?:value|score|mark|x|data value|raw score)\b|\bwhat\s+is\s+(?:the\s+)?(?:value|x|score)\b|\bfind\s+(?:the\s+)?(?:value|x|score)\b/i.test(t)) {
    const z = Number(given[1]);
    if (![z, mean, sd].every(Number.isFinite)) return null;
    return answer('x', mean + z * sd, [step(`z = (x − μ)/σ, so x = μ + zσ = ${mean} + (${z}) × ${sd}.`)]);
  }
  if (!/\bz[- ]?score\b|\bstandard score\b/i.test(t)) return null;
  const x = Number(new RegExp(String.raw`\b(?:z[- ]?score|standard score)\s+(?:of|for)\s+${NUM}|\b(?:score|value|x|mark)\s*(?:of|is|=)\s*${NUM}|\b(?:scored|scores|got|gets|earned|has)\s+(?:a\s+(?:score|mark)\s+of\s+)?${NUM}`, 'i').exec(t)?.slice(1).find((v) => v !== undefined));
  if (![x, mean, sd].every(Number.isFinite) || sd === 0) return null;
  return answer('z', (x - mean) / sd, [step(`z = (x − μ)/σ = (${x} − ${mean}) ÷ ${sd}.`)]);
}

/** "tests are worth 60% and homework 40%; I got 80 on tests and 95 on homework", "3 credits with an A (4.0)…". */
function weightedMean(t: string): ToolResult | null {
  const credits = [...t.matchAll(/\b(\d+(?:\.\d+)?)\s+credits?\b[^,;.]*?\(\s*(\d+(?:\.\d+)?)\s*\)/gi)].map((m) => [Number(m[1]), Number(m[2])]);
  // "a 3.7 in a 3-credit class, a 3.0 in a 4-credit class and …", "3-credit class with an A (4.0)": one
  // credit count and one grade point in each part of the list.
  if (credits.length < 2 && /\bcredits?\b/i.test(t) && /\bGPA\b|\bgrade\s+point|\bweighted\b|\baverage\b/i.test(t)) {
    const parts = t.split(/[;,]|\band\b/i).map((part) => ({ credit: /\b(\d+(?:\.\d+)?)[- ]?credits?\b/i.exec(part), numbers: [...part.replace(/\b\d+(?:\.\d+)?[- ]?credits?\b/gi, ' ').matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?!\d|\.\d)/g)].map((m) => Number(m[1])) }));
    const read = parts.filter((part) => part.credit || part.numbers.length);
    if (read.length >= 2 && read.every((part) => part.credit && part.numbers.length === 1)) credits.push(...read.map((part) => [Number(part.credit![1]), part.numbers[0]]));
  }
  // "courses worth 3, 4, 2 and 1 credits and got grade points 4.0, 3.0, 2.0 and 4.0 respectively": two lists, paired in order.
  if (credits.length < 2 && /\brespectively\b/i.test(t) && /\bGPA\b|\bgrade\s+point|\bweighted\b|\baverage\b|\bmean\b/i.test(t)) {
    const lists = [...t.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)\d+(?:\.\d+)?(?![\w.]))+/g)].map((m) => ({ values: numbers(m[0]), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
    if (lists.length === 2 && lists[0].values.length === lists[1].values.length && (t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).length === 2 * lists[0].values.length) {
      const weightWords = /^\s*(?:credits?|credit\s+hours|units|hours|weights?)\b|\b(?:credits?|weights?|units)\s+(?:of\s+)?$/i;
      const isWeight = lists.map((l) => weightWords.test(t.slice(l.end, l.end + 20)) || weightWords.test(t.slice(Math.max(0, l.at - 20), l.at)));
      if (isWeight[0] !== isWeight[1]) {
        const [wl, gl] = isWeight[0] ? [lists[0], lists[1]] : [lists[1], lists[0]];
        credits.push(...wl.values.map((w, i) => [w, gl.values[i]]));
      }
    }
  }
  if (credits.length >= 2) {
    const w = credits.map((m) => m[0]);
    const g = credits.map((m) => m[1]);
    const total = w.reduce((a, b) => a + b, 0);
    const value = w.reduce((s, wi, i) => s + wi * g[i], 0) / total;
    return answer('weighted average', value, [step(`Multiply each grade point by its credits and add: ${w.map((wi, i) => `${wi} × ${g[i]}`).join(' + ')}.`), step(`Divide by the total credits, ${total}.`)]);
  }
  // "test 80 (worth 30%), project 90 (worth 50%), quiz 70 (worth 20%)": each score with its weight beside it.
  const beside = [...t.matchAll(/\b([a-z]+)\s*:?\s+(\d+(?:\.\d+)?)\s*%?\s*[(,]?\s*(?:worth|weighted(?:\s+at)?|counts?(?:\s+for)?|weight(?:\s+of)?)\s+(\d+(?:\.\d+)?)\s*%\s*\)?/gi)];
  if (beside.length >= 2 && (t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).length === 2 * beside.length && /\bweighted\b|\b(?:overall|final|average|mean)\b/i.test(t)) {
    const total = beside.reduce((a, m) => a + Number(m[3]), 0);
    if (Math.abs(total - 100) < 1e-9 || /\bweighted\b/i.test(t)) {
      const value = beside.reduce((sum, m) => sum + Number(m[2]) * Number(m[3]), 0) / total;
      return answer('weighted average', value, [step(`Multiply each score by its weight: ${beside.map((m) => `${m[2]} × ${m[3]}%`).join(' + ')}.`), step(`Divide by the total weight, ${total}%.`)]);
    }
  }
  // "Coursework counts 40% and the exam 60%; I got 72 in coursework and 85 in the exam: my overall mark."
  const before = [...t.matchAll(/\b([a-z]+(?:\s+[a-z]+)?)\s+(?:(?:are|is)\s+)?(?:worth\s+|counts?\s+(?:for\s+)?|makes?\s+up\s+|weighted\s+(?:at\s+)?|carries\s+)?(\d+(?:\.\d+)?)\s*%/gi)];
  // "40% exam and 60% coursework": the weight before its name.
  const after = [...t.matchAll(/(\d+(?:\.\d+)?)\s*%\s+(?:for\s+|from\s+|on\s+)?(?:the\s+)?([a-z]+)/gi)].map((m) => Object.assign([m[0], m[2], m[1]], { index: m.index }) as unknown as RegExpMatchArray);
  const scores = [...t.matchAll(/\b(?:got|scored|have|earned|get)?\s*(\d+(?:\.\d+)?)\s*%?\s+(?:on|in|for)\s+(?:the\s+|my\s+)?([a-z]+)/gi)];
  const names = new Set(scores.map((m) => m[2].toLowerCase().replace(/s$/, '')));
  const named = (list: RegExpMatchArray[]) => list.filter((m) => m[1].toLowerCase().split(/\s+/).some((w) => names.has(w.replace(/s$/, '')))).length;
  const weights = named(after) > named(before) ? after : before;
  const weightTotal = weights.reduce((a, m) => a + Number(m[2]), 0);
  const asked = /\bweighted\b/i.test(t) || (Math.abs(weightTotal - 100) < 1e-9 && /\b(?:overall|final|total|average|mean)\s+(?:mark|grade|score|percentage|result)?|\bmy\s+(?:mark|grade)\b/i.test(t));
  if (!asked || weights.length < 2 || scores.length !== weights.length) return null;
  const byName = new Map(scores.map((m) => [m[2].toLowerCase().replace(/s$/, ''), Number(m[1])]));
  const skip = new Set(['and', 'the', 'my', 'is', 'are', 'for', 'worth', 'counts', 'count', 'weighted', 'of']);
  const pairs = weights.map((m) => {
    const words = m[1].toLowerCase().split(/\s+/).map((w) => w.replace(/s$/, '')).filter((w) => !skip.has(w));
    const name = words.find((w) => byName.has(w));
    return { name, weight: Number(m[2]) };
  });
  if (!pairs.every((p) => p.name) || new Set(pairs.map((p) => p.name)).size !== pairs.length) return null;
  const total = pairs.reduce((a, p) => a + p.weight, 0);
  const value = pairs.reduce((sum, p) => sum + p.weight * byName.get(p.name!)!, 0) / total;
  return answer('weighted average', value, [step(`Multiply each score by its weight: ${pairs.map((p) => `${byName.get(p.name!)} × ${p.weight}%`).join(' + ')}.`), step(`Divide by the total weight, ${total}%.`)]);
}

/**
 * A value joins listed data: "the numbers 10, 20, 25 have a mean of 18.33; if 30 is added to the
 * list, what is the new mean". Worked from the values themselves (a mean given rounded would carry
 * its rounding into the answer).
 */
function valueJoinsList(t: string): ToolResult | null {
  const list = new RegExp(String.raw`\b(?:numbers|values|scores|marks|data(?:\s+set)?|list|set)\s*(?:are|is|:)?\s*${NUMBER_LIST}`, 'i').exec(t);
  const joined =
    new RegExp(String.raw`\b${NUM}\s+(?:is|was|gets?)\s+added\s+to\s+(?:the\s+|this\s+)?(?:list|set|data|numbers|values|scores|marks)\b`, 'i').exec(t) ??
    new RegExp(String.raw`\badd(?:ing|ed)?\s+${NUM}\s+to\s+(?:the\s+|this\s+)?(?:list|set|data|numbers|values|scores|marks)\b`, 'i').exec(t) ??
    new RegExp(String.raw`\b(?:another|a\s+new|an\s+extra|one\s+more)\s+(?:value|number|score|mark)\s+(?:of\s+)?${NUM}`, 'i').exec(t);
  const asked = /\bnew\s+(mean|average|median|mode|range)\b/i.exec(t);
  if (!list || !joined || !asked || joined.index < list.index + list[0].length) return null;
  const values = numbers(list[1].replace(/\band\b/gi, ','));
  if (values.length < 2) return null;
  const result = computeStatistics([...values, Number(joined[1])], asked[1].toLowerCase() === 'average' ? 'mean' : asked[1]);
  if (!result.ok) return result;
  return { ...result, answer: `new ${result.answer}`, steps: [step(`With ${joined[1]} added, the data is ${[...values, Number(joined[1])].map((v) => formatNumber(v, 8)).join(', ')}.`), ...result.steps] };
}

/** A missing value behind a mean, a value added to a set, the score needed for an average. */
/**
 * "needs an average of at least 70 on four quizzes; he scored 62, 75 and 68 on the first three: the
 * lowest score on the fourth": n × target minus the scores so far.
 */
function scoreNeeded(t: string): ToolResult | null {
  const target = new RegExp(String.raw`\b(?:mean|average)\s+(?:score\s+|mark\s+)?(?:of\s+)?(?:at\s+least\s+)?${NUM}\s+(?:on|over|across|for|in)\s+(?:(?:his|her|their|my|the|all)\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+`, 'i').exec(t);
  if (!target || !/\b(?:lowest|least|minimum|smallest)\b|\bwhat\s+(?:score|mark)\b[^.?]*\bneed/i.test(t)) return null;
  const n = countOf(target[2]);
  const rest = t.slice(target.index + target[0].length);
  const scored = /\b(?:scored|got|has|had|made|earned)\s+([-\d.,\s]+(?:and\s+-?\d+(?:\.\d+)?)?)/i.exec(rest);
  if (!n || !scored) return null;
  const values = numbers(scored[1]);
  if (values.length !== n - 1) return null;
  // Every number: the target, the count (in words or digits) and the scores so far; an ordinal is not one.
  const all = (t.match(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]*[a-z])/gi) ?? []).length;
  if (all !== values.length + 1 + (/^\d/.test(target[2]) ? 1 : 0)) return null;
  const goal = Number(target[1]);
  const sum = values.reduce((a, b) => a + b, 0);
  const value = n * goal - sum;
  return answer('lowest score', value, [
    step(`An average of ${goal} over ${n} means a total of ${n} × ${goal} = ${formatNumber(n * goal, 8)}.`),
    step(`So far: ${values.join(' + ')} = ${formatNumber(sum, 8)}, so the last one must be at least ${formatNumber(n * goal, 8)} − ${formatNumber(sum, 8)} = ${formatNumber(value, 8)}.`),
    step(`Check: (${[...values, value].map((v) => formatNumber(v, 8)).join(' + ')}) ÷ ${n} = ${formatNumber((sum + value) / n, 8)} ✓.`),
  ]);
}

const ORDINALS: Record<number, string> = { 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', 6: 'sixth', 7: 'seventh', 8: 'eighth', 9: 'ninth', 10: 'tenth', 11: 'eleventh', 12: 'twelfth' };

function meanProblems(t: string): ToolResult | null {
  const of =
    new RegExp(String.raw`\b(?:mean|average)\s+of\s+(?:my\s+|the\s+|his\s+|her\s+|their\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+)?(?:numbers|scores|marks|values|tests|results|grades|readings)\s+(?:is|was)\s+${NUM}`, 'i').exec(t) ??
    new RegExp(String.raw`\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+numbers\s+(?:have|has)\s+(?:a|an)\s+(?:mean|average)\s+(?:of\s+)?${NUM}`, 'i').exec(t) ??
    // "a class of 24 students has a mean score of 78"
    new RegExp(String.raw`\b(\d+)\s+(?:students|pupils|people|players|children|kids|runners|workers|employees|scores|values|tests|items)\s+(?:has|have|had)\s+(?:a|an)\s+(?:mean|average)\s+(?:[a-z]+\s+)?(?:of\s+)?${NUM}`, 'i').exec(t) ??
    // "the mean score of 24 students on a test was 72", "the mean time for Ana's five training runs was 25 minutes"
    new RegExp(String.raw`\b(?:mean|average)(?:\s+[a-z]+){0,2}\s+(?:of|for|on|in|across|over)\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+|our\s+|[A-Z][a-z]+'s\s+)?(?:first\s+|last\s+|past\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z-]+\s+){0,2}?[a-z]+s\b[^.?\d]{0,30}?\s(?:is|was|were|=)\s+\$?${NUM}`, 'i').exec(t);
  if (of) {
    const [count, mean] = [countOf(of[1]), Number(of[2])];
    const rest = t.slice(of.index + of[0].length);
    const added =
      new RegExp(String.raw`\b(?:a|another|an?\s+\w+)\s+number,?\s+${NUM},?\s+is\s+added`, 'i').exec(rest) ??
      new RegExp(String.raw`\b${NUM}\s+(?:is|was|gets?)\s+added\s+to\s+(?:the\s+|this\s+)?(?:list|set|data|numbers|values)\b`, 'i').exec(rest) ??
      // "a new student joins and scores 92"
      new RegExp(String.raw`\b(?:a|another|one\s+more)\s+(?:new\s+)?(?:student|pupil|person|player|child|kid|runner|worker|employee)\b[^.?]*?\b(?:scores?|scored|gets?|got|with\s+a\s+score\s+of|who\s+scored)\s+${NUM}`, 'i').exec(rest) ??
      // "On the 7th day it took $560"
      new RegExp(String.raw`\bon\s+the\s+(?:${count + 1}(?:st|nd|rd|th)|${ORDINALS[count + 1] ?? 'next'}|next|last|final)\s+[a-z]+\b[^.?\d$]*?\$?${NUM}`, 'i').exec(rest);
    // "… on the fifth test to raise his mean to 85": a target, not a value added.
    const aimed = /\b(?:raise|bring|lift|increase|push)\s+(?:(?:her|his|their|my|the|your)\s+)?(?:mean|average)\b/i.test(rest);
    if (added && !aimed && /\bnew\s+(?:mean|average)\b|\b(?:mean|average)\s+now\b|\b(?:over|of|for|across)\s+all\s+(?:the\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.test(t)) {
      const value = (count * mean + Number(added[1])) / (count + 1);
      return answer('new mean', value, [step(`The ${count} numbers add up to ${count} × ${mean} = ${count * mean}.`), step(`Add ${added[1]} and divide by ${count + 1}.`)]);
    }
    // "one number is removed and the mean of the other five is 12.8: what number was removed?"
    const rest5 = new RegExp(String.raw`\b(?:one|a)\s+(?:number|value|score)\s+is\s+(?:removed|taken\s+away|dropped)\b[^.?]*?\b(?:mean|average)\s+of\s+the\s+(?:other|remaining)\s+(\d+|two|three|four|five|six|seven|eight|nine)\s*(?:numbers|values|scores)?\s+(?:is|becomes|was)\s+${NUM}`, 'i').exec(rest);
    if (rest5 && /\bwhat\s+(?:number|value|score)\b|\bwhich\s+(?:number|value)\b|\bthe\s+(?:number|value)\s+removed\b/i.test(t)) {
      const k = countOf(rest5[1]);
      const after = Number(rest5[2]);
      if (k === count - 1) {
        const value = count * mean - k * after;
        return answer('number removed', value, [step(`Before: ${count} numbers add up to ${count} × ${mean} = ${formatNumber(count * mean, 8)}.`), step(`After: ${k} numbers add up to ${k} × ${after} = ${formatNumber(k * after, 8)}.`), step(`The number removed is the difference: ${formatNumber(count * mean, 8)} − ${formatNumber(k * after, 8)} = ${formatNumber(value, 8)}.`)]);
      }
    }
    // "if the number 34 is removed, what is the mean of the rest"
    const removed = new RegExp(String.raw`\b(?:the\s+(?:number|value|score)\s+)?${NUM}\s+(?:is|was|gets?)\s+(?:removed|taken\s+(?:out|away)|deleted|dropped)\b|\b(?:remove|take\s+(?:out|away)|delete|drop)\s+(?:the\s+(?:number|value|score)\s+)?${NUM}\b`, 'i').exec(rest);
    if (removed && count > 1 && /\bnew\s+(?:mean|average)\b|\b(?:mean|average)\s+(?:of\s+the\s+(?:rest|others|remaining|other\s+\d+|remaining\s+\d+)|now)\b/i.test(t)) {
      const out = Number(removed[1] ?? removed[2]);
      const value = (count * mean - out) / (count - 1);
      return answer('new mean', value, [step(`The ${count} numbers add up to ${count} × ${mean} = ${count * mean}.`), step(`Take away ${out}: ${count * mean} − ${out} = ${count * mean - out}, shared by the ${count - 1} left: ÷ ${count - 1}.`)]);
    }
    // "What must a fifth number be so the mean becomes 17?"
    const becomes = new RegExp(String.raw`\b(?:a|the|another|one\s+more)\s+(?:\w+\s+)?number\b[^.?]*?\b(?:mean|average)\s+(?:becomes|is|will\s+be|rises\s+to|goes\s+up\s+to|changes\s+to|falls\s+to|drops\s+to)\s+${NUM}`, 'i').exec(rest);
    if (becomes) {
      const target = Number(becomes[1]);
      const value = (count + 1) * target - count * mean;
      return answer('number', value, [step(`Now the ${count} numbers add up to ${count} × ${mean} = ${count * mean}.`), step(`For a mean of ${target} over ${count + 1} numbers the total must be ${(count + 1) * target}, so the new number is ${(count + 1) * target} − ${count * mean} = ${formatNumber(value, 8)}.`)]);
    }
    // "What score does she need on the 5th quiz to raise her average to 16?"
    const raise = new RegExp(String.raw`\b(?:raise|bring|get|make|lift|increase|push|reach)\s+(?:(?:her|his|their|my|the|your)\s+)?(?:mean|average)\s+(?:(?:for|of|over|across)\s+(?:all\s+)?(?:the\s+)?(?:[a-z]+\s+){0,2}?)?(?:up\s+)?to\s+${NUM}|\b(?:mean|average)\s+(?:of|to\s+be)\s+${NUM}\s+(?:overall|over\s+all|across\s+all)`, 'i').exec(rest);
    if (raise && /\bwhat\s+(?:score|mark|grade|result|time|number|value)\b|\bwhat\s+(?:must|does|should|will|would)\s+(?:she|he|they|i|you|we|[A-Z][a-z]+)\s+(?:need\s+to\s+)?(?:score|get|make)\b|\bhow\s+(?:much|many|long)\b/i.test(rest) && new RegExp(String.raw`\b(?:${count + 1}(?:st|nd|rd|th)|${ORDINALS[count + 1] ?? 'next'}|next|last|final|one\s+more|another)\b`, 'i').test(rest)) {
      const target = Number(raise[1] ?? raise[2]);
      const value = (count + 1) * target - count * mean;
      return answer('score needed', value, [step(`Now the ${count} add up to ${count} × ${mean} = ${formatNumber(count * mean, 8)}.`), step(`For a mean of ${target} over ${count + 1} the total must be ${count + 1} × ${target} = ${formatNumber((count + 1) * target, 8)}, so the next one must be ${formatNumber((count + 1) * target, 8)} − ${formatNumber(count * mean, 8)} = ${formatNumber(value, 8)}.`)]);
    }
    const known = /\b(?:\w+)\s+of\s+(?:them|the\s+numbers|these|those|the\s+[a-z]+s|her\s+[a-z]+s|his\s+[a-z]+s|my\s+[a-z]+s)\s+(?:are|were|took|scored|got|had|measured|weighed|cost|lasted)\s+([-\d.,\s]+(?:and\s+-?\d+(?:\.\d+)?)?)/i.exec(rest);
    if (known) {
      const values = numbers(known[1]);
      if (values.length === count - 1) {
        const value = count * mean - values.reduce((a, b) => a + b, 0);
        return answer('missing number', value, [step(`All ${count} numbers add up to ${count} × ${mean} = ${count * mean}.`), step(`Subtract the ${values.length} known: ${count * mean} − (${values.join(' + ')}).`)]);
      }
    }
    return null;
  }
  // "My first four test scores are 72, 85, 90 and 68. What do I need on the fifth (next, last) test to get a mean of 80?"
  const need = /\b(?:scores|marks|grades|results)\s+(?:are|were)\s+([-\d.,\s]+(?:and\s+\d+(?:\.\d+)?)?)\.?.*?\bneed\b.*?\b(?:(\d+)(?:st|nd|rd|th)|(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)|(next|last|final))\b.*?\b(?:average|mean)\s+(?:of\s+)?(?:exactly\s+)?(\d+(?:\.\d+)?)(?!\s*(?:%|st|nd|rd|th))/i.exec(t);
  if (need) {
    const values = numbers(need[1]);
    const k = need[2] ? Number(need[2]) : need[3] ? Number(Object.keys(ORDINALS).find((n) => ORDINALS[Number(n)] === need[3].toLowerCase())) : values.length + 1;
    const target = Number(need[5]);
    if (values.length !== k - 1) return null;
    const value = target * k - values.reduce((a, b) => a + b, 0);
    return answer('score needed', value, [step(`An average of ${target} over ${k} tests is a total of ${target * k}.`), step(`${target * k} − (${values.join(' + ')}) = ${formatNumber(value, 8)}.`)]);
  }
  // "One class of 20 averaged 68 and another of 30 averaged 78: the mean of all 50".
  const groups = [...t.matchAll(new RegExp(String.raw`\b(\d+)\s+(?:[a-z]+\s+){0,2}?(?:averaged|average|had\s+(?:a\s+)?(?:mean|average)\s+(?:of\s+)?|have\s+(?:a\s+)?(?:mean|average)\s+(?:of\s+)?|with\s+(?:a\s+)?(?:mean|average)(?:\s+(?:score|mark|grade|result|age|height|weight|value))?\s+(?:of\s+)?|scored\s+(?:an?\s+)?(?:mean|average)\s+(?:of\s+)?)\s*${NUM}`, 'gi'))];
  if (groups.length === 2 && /\b(?:combined|altogether|together|all\s+\d+|overall|both\s+(?:classes|groups))\b/i.test(t)) {
    const [n1, m1, n2, m2] = [Number(groups[0][1]), Number(groups[0][2]), Number(groups[1][1]), Number(groups[1][2])];
    const value = (n1 * m1 + n2 * m2) / (n1 + n2);
    return answer('mean', value, [step(`The totals: ${n1} × ${m1} = ${n1 * m1} and ${n2} × ${m2} = ${n2 * m2}.`), step(`All ${n1 + n2} together: (${n1 * m1} + ${n2 * m2}) ÷ ${n1 + n2}.`)]);
  }
  // "After 5 tests my mean was 78; after the 6th it went up to 80: what did I score on the 6th?"
  const before = new RegExp(String.raw`\bafter\s+(\d+)\s+(?:tests?|exams?|quizzes|games?|matches|rounds?)\b[^.?]*?\b(?:mean|average)(?:\s+score)?\s+(?:was|is|of)\s+${NUM}[^?]*?\bafter\s+the\s+(\d+)(?:st|nd|rd|th)\b[^.?]*?\b(?:to|is|was|became|of)\s+${NUM}`, 'i').exec(t);
  if (before && Number(before[3]) === Number(before[1]) + 1) {
    const [k, m1, m2] = [Number(before[1]), Number(before[2]), Number(before[4])];
    const value = (k + 1) * m2 - k * m1;
    return answer('score', value, [step(`Before: ${k} × ${m1} = ${k * m1} in total. After: ${k + 1} × ${m2} = ${(k + 1) * m2}.`), step(`The new score is the difference: ${(k + 1) * m2} − ${k * m1} = ${formatNumber(value, 8)}.`)]);
  }
  // "Find x if the mean of 3, 7, x, 10 and 12 is 8".
  const unknownIn = new RegExp(String.raw`\b(?:mean|average)\s+of\s+((?:[-\d.]+|[a-z])(?:\s*,\s*(?:[-\d.]+|[a-z]))*\s*,?\s*(?:and\s+)?(?:[-\d.]+|[a-z]))\s+is\s+${NUM}`, 'i').exec(t);
  if (unknownIn) {
    const items = unknownIn[1].split(/\s*(?:,|\band\b)\s*/).map((x) => x.trim()).filter(Boolean);
    const letters = items.filter((x) => /^[a-z]$/i.test(x));
    const values = items.filter((x) => !/^[a-z]$/i.test(x)).map(Number);
    if (letters.length === 1 && values.every(Number.isFinite)) {
      const target = Number(unknownIn[2]);
      const value = target * items.length - values.reduce((a, b) => a + b, 0);
      return answer(letters[0], value, [step(`${items.length} values with mean ${target} add up to ${items.length} × ${target} = ${items.length * target}.`), step(`${letters[0]} = ${items.length * target} − (${values.join(' + ')}) = ${formatNumber(value, 8)}.`)]);
    }
  }
  const firstN = /\bmean of the first\s+(\d+)\s+(?:positive\s+)?(?:integers|whole numbers|natural numbers|counting numbers)\b/i.exec(t);
  if (firstN) return answer('mean', (Number(firstN[1]) + 1) / 2, [step(`1, 2, …, ${firstN[1]} add up to n(n + 1)/2, so their mean is (n + 1)/2.`)]);
  return null;
}

interface FrequencyTable {
  /** The value of each row (a class's midpoint when grouped). */
  xs: number[];
  fs: number[];
  /** Class bounds when the data is grouped ("10 < t ≤ 20"). */
  classes?: Array<[number, number]>;
}

const NUMBER_LIST = String.raw`((?:-?\d+(?:\.\d+)?(?:\s*[,|;]\s*|\s+)){1,30}-?\d+(?:\.\d+)?)`;

/**
 * A frequency table as students type it: "score 1 2 3 4 / frequency 4 6 7 3" (two rows), "x | f"
 * lines ("0 | 6 1 | 9 2 | 3"), grouped classes ("0 < t ≤ 10 | 5", "10–20: 12"), "score 3 has
 * frequency 4", or in words ("0 goals in 4 matches, 1 goal in 7").
 */
function readFrequencyTable(t: string): FrequencyTable | null {
  const grouped = [...t.matchAll(/(-?\d+(?:\.\d+)?)\s*(?:(?:<|≤|<=)\s*[a-z]\s*(?:<|≤|<=)|[-–]|to)\s*(-?\d+(?:\.\d+)?)\s*(?:\||:|,|\s(?:freq(?:uency)?|f)\s*(?:=|:|of|is)?)\s*(\d+)\b/gi)];
  if (grouped.length >= 2) {
    const classes = grouped.map((m) => [Number(m[1]), Number(m[2])] as [number, number]);
    if (classes.some(([lo, hi]) => !(hi > lo))) return null;
    return { xs: classes.map(([lo, hi]) => (lo + hi) / 2), fs: grouped.map((m) => Number(m[3])), classes };
  }
  const rows = new RegExp(String.raw`\b(?:scores?|values?|x|marks?|goals?|number\s+of\s+[a-z]+|[a-z]+\s+per\s+[a-z]+|size|age|shoe\s+size)\s*[:|]?\s*${NUMBER_LIST}[\s|;,]*(?:with\s+(?:the\s+)?(?:respective\s+)?)?(?:frequenc(?:y|ies)|freq|f|counts?|number\s+of\s+[a-z]+|tally|matches|games|students|people|days|weeks|families|households|pupils|children|kids|times|players|teams|classes)\s*[:|]?\s*${NUMBER_LIST}`, 'i').exec(t);
  if (rows) {
    const xs = numbers(rows[1].replace(/\|/g, ','));
    const fs = numbers(rows[2].replace(/\|/g, ','));
    if (xs.length === fs.length && xs.length >= 2) return { xs, fs };
  }
  // "number of pets | frequency 0 | 6 1 | 9 …": a header of two columns, then value | count pairs and nothing else.
  const header = /[a-z)]\s*\|\s*(?:frequency|freq|f|count)\s*\|?\s*(?=-?\d)/i.exec(t);
  if (header) {
    const body = t.slice(header.index + header[0].length);
    const pairs = [...body.matchAll(/(-?\d+(?:\.\d+)?)\s*\|\s*(\d+)\b/g)];
    const last = pairs[pairs.length - 1];
    // Every number up to the last pair belongs to a pair: a row of values is not read as pairs.
    const numbersBefore = last ? (body.slice(0, (last.index ?? 0) + last[0].length).match(/-?\d+(?:\.\d+)?/g) ?? []).length : 0;
    if (pairs.length >= 2 && numbersBefore === 2 * pairs.length) return { xs: pairs.map((m) => Number(m[1])), fs: pairs.map((m) => Number(m[2])) };
  }
  // "number of pets (0, 1, 2, 3) and how many kids (5, 8, 4, 3)": values, then how many have each.
  const lists = [...t.matchAll(/\(\s*(-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?){1,30})\s*\)/g)];
  if (lists.length === 2 && /\bhow\s+many\b|\bfrequenc|\bnumber\s+of\s+(?:people|students|kids|children|families|pupils)\b/i.test(t.slice(lists[0].index! + lists[0][0].length, lists[1].index))) {
    const [xs, fs] = [numbers(lists[0][1]), numbers(lists[1][1])];
    if (xs.length === fs.length) return { xs, fs };
  }
  const has = [...t.matchAll(/\b(?:score|value|x)\s*(?:of\s+)?(-?\d+(?:\.\d+)?)\s+(?:(?:has|with|occurs with)\s+)?(?:a\s+)?frequency\s+(?:of\s+)?(\d+)/gi)];
  if (has.length >= 2) return { xs: has.map((m) => Number(m[1])), fs: has.map((m) => Number(m[2])) };
  // "score 1 appears 3 times, score 2 appears 5 times", "the value 4 occurs twice".
  const appears = [...t.matchAll(/\b(?:score|value|mark|number|x)\s*(?:of\s+)?(-?\d+(?:\.\d+)?)\s+(?:appears|occurs|comes\s+up|shows\s+up|is\s+(?:scored|seen|recorded))\s+(\d+)\s+times?\b/gi)];
  if (appears.length >= 2) return { xs: appears.map((m) => Number(m[1])), fs: appears.map((m) => Number(m[2])) };
  // "0 goals – 3 matches, 1 goal – 5 matches": value, a dash, how many times.
  const dashed = [...t.matchAll(/\b(\d+(?:\.\d+)?)\s+([a-z]+?)s?\s*[–—-]+\s*(\d+)\s+[a-z]+/gi)];
  if (dashed.length >= 3 && new Set(dashed.map((m) => m[2].toLowerCase())).size === 1) return { xs: dashed.map((m) => Number(m[1])), fs: dashed.map((m) => Number(m[3])) };
  // "4 students have 0 pets, 7 have 1, 6 have 2 and 3 have 3": how many, then the value they have.
  const having = [...t.matchAll(/\b(\d+)\s+(?:[a-z]+\s+)?(have|has|had|own|owned|scored|got|ate|read|watched|made)\s+(no|\d+(?:\.\d+)?)\b/gi)];
  if (having.length >= 3 && new Set(having.map((m) => m[2].toLowerCase())).size === 1) {
    const fs = having.map((m) => Number(m[1]));
    // Any other number must be how many there are in all ("a survey of 20 students"), and add up.
    const others = (having.reduce((rest, m) => rest.replace(m[0], ' '), t).match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).map(Number);
    const total = fs.reduce((a, b) => a + b, 0);
    if (others.some((n) => n !== total)) return null;
    return { xs: having.map((m) => (/^no$/i.test(m[3]) ? 0 : Number(m[3]))), fs };
  }
  // "0 goals in 4 matches, 1 goal in 7, 2 goals in 5": value, then how many times.
  const words = [...t.matchAll(/\b(\d+)\s+([a-z]+?)s?\s+(?:in|for|on|by)\s+(\d+)\b(?:\s+[a-z]+)?/gi)];
  if (words.length >= 3 && new Set(words.map((m) => m[2].toLowerCase())).size === 1) return { xs: words.map((m) => Number(m[1])), fs: words.map((m) => Number(m[3])) };
  return null;
}

function frequencyTable(t: string): ToolResult | null {
  const measure = /\bmedian\b/i.test(t) ? 'median' : /\bmodal\b|\bmode\b/i.test(t) ? 'mode' : /\brange\b/i.test(t) ? 'range' : /\bmean\b|\baverage\b/i.test(t) ? 'mean' : null;
  if (!measure) return null;
  const table = readFrequencyTable(t);
  if (!table || table.fs.some((f) => !Number.isInteger(f) || f < 0)) return null;
  const { xs, fs, classes } = table;
  const n = fs.reduce((a, b) => a + b, 0);
  if (n <= 0 || n > 100_000) return null;
  // "… in 15 matches": a total the question states must be the frequencies' sum.
  // Not a row of the table itself ("0 goals in 4 matches").
  const stated = /(?<!\d\s*[a-z]+\s+)\b(?:in|of|from|over)\s+(?:all\s+)?(?:the\s+)?(\d+)\s+(?:matches|games|students|people|days|weeks|families|households|pupils|children|tests|trials|observations|values)\b/i.exec(t);
  if (stated && Number(stated[1]) !== n) throw new ToolInputError(`The frequencies add up to ${n}, but the question says ${stated[1]}: one of them must be misread or mistyped.`);
  const rowsSaid = xs.map((x, i) => `${classes ? `${classes[i][0]}–${classes[i][1]} (midpoint ${formatNumber(x, 8)})` : formatNumber(x, 8)}: ${fs[i]}`).join(', ');
  const read = step(`The table: ${rowsSaid}; ${n} values in all.`);
  if (measure === 'mean') {
    const value = xs.reduce((sum, x, i) => sum + x * fs[i], 0) / n;
    return answer(classes ? 'estimated mean' : 'mean', value, [
      read,
      ...(classes ? [step('Grouped data: each class is represented by its midpoint, so the mean is an estimate.')] : []),
      step(`Σxf = ${xs.map((x, i) => `${formatNumber(x, 8)} × ${fs[i]}`).join(' + ')} = ${formatNumber(xs.reduce((sum, x, i) => sum + x * fs[i], 0), 10)}; Σf = ${n}.`),
      step('Mean = Σxf ÷ Σf.'),
    ]);
  }
  if (classes) {
    if (measure !== 'mode') return null;
    const top = Math.max(...fs);
    const modal = classes.filter((_, i) => fs[i] === top);
    if (modal.length !== 1) return null;
    return succeed(TOOL, `modal class ${modal[0][0]}–${modal[0][1]}`, [read, step(`The class with the highest frequency (${top}).`)], { data: {} });
  }
  if (measure === 'mode') {
    const top = Math.max(...fs);
    const modes = xs.filter((_, i) => fs[i] === top);
    if (modes.length !== 1) return null;
    return answer('mode', modes[0], [read, step(`The value with the highest frequency (${top}).`)]);
  }
  const present = xs.filter((_, i) => fs[i] > 0);
  if (measure === 'range') return answer('range', Math.max(...present) - Math.min(...present), [read, step(`Largest value − smallest value (of the values that occur).`)]);
  const order = xs.map((x, i) => [x, fs[i]] as const).sort((a, b) => a[0] - b[0]);
  const at = (k: number) => {
    let seen = 0;
    for (const [x, f] of order) {
      seen += f;
      if (k <= seen) return x;
    }
    return NaN;
  };
  const value = n % 2 ? at((n + 1) / 2) : (at(n / 2) + at(n / 2 + 1)) / 2;
  return answer('median', value, [read, step(n % 2 ? `The median is the ${(n + 1) / 2}th value in order.` : `The median is halfway between the ${n / 2}th and ${n / 2 + 1}th values in order.`), step('Count up the frequencies to find where it falls.')]);
}

function median(sorted: number[]): number {
  const n = sorted.length;
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

/** Quartiles by three common methods; an answer only where they agree. */
function quartiles(t: string): ToolResult | null {
  const which = /\b(?:iqr|interquartile range)\b/i.test(t) ? 'iqr' : /\b(?:upper quartile|third quartile|q3)\b/i.test(t) ? 'q3' : /\b(?:lower quartile|first quartile|q1)\b/i.test(t) ? 'q1' : null;
  if (!which) return null;
  const data = numbers(t.replace(/\bq[13]\b/gi, ''));
  if (data.length < 4) return null;
  const s = [...data].sort((a, b) => a - b);
  const n = s.length;
  const half = Math.floor(n / 2);
  const exclusive = [median(s.slice(0, half)), median(s.slice(n - half))];
  const inclusive = n % 2 ? [median(s.slice(0, half + 1)), median(s.slice(half))] : exclusive;
  const interp = (p: number) => {
    const h = (n - 1) * p;
    const lo = Math.floor(h);
    return s[lo] + (h - lo) * ((s[lo + 1] ?? s[lo]) - s[lo]);
  };
  const linear = [interp(0.25), interp(0.75)];
  const pick = (q: number[]) => (which === 'q1' ? q[0] : which === 'q3' ? q[1] : q[1] - q[0]);
  const label = which === 'iqr' ? 'IQR' : which === 'q1' ? 'Q1' : 'Q3';
  // The method the question names, when it names one.
  // Tried in order: leaving the median out is said with "not including", so it is read before "including".
  const named: Array<[RegExp, number[], string]> = [
    [/\binterpolat|\(n\s*[-−]\s*1\)\s*p\b|\blinear\s+method\b/i, linear, 'by linear interpolation at positions (n − 1)p + 1'],
    [/\b(?:exclud(?:e|ing)|not\s+includ(?:e|ing)|without|leav(?:e|ing)\s+out|leaves\s+out|do(?:es)?\s*n[o']?t\s+include)\s+the\s+(?:median|middle\s+(?:value|number))\b|\b(?:leav(?:e|es|ing)|keep(?:s|ing)?)\s+(?:the\s+)?(?:median|middle\s+(?:value|number))\s+out\b|\bexclusive\b/i, exclusive, `as the medians of the lower and upper halves${n % 2 ? ', leaving out the middle value' : ''}`],
    [/\binclud(?:e|ing)\s+the\s+median\b|\binclusive\b|\bhinges?\b|\btukey\b/i, inclusive, `as the medians of the lower and upper halves, each including the middle value${n % 2 ? '' : ' (n is even: there is none)'}`],
    [/\bmedians?\s+of\s+(?:the\s+|each\s+)?(?:lower\s+and\s+upper\s+|two\s+|upper\s+and\s+lower\s+)?halves\b|\bmedian\s+of\s+each\s+half\b|\bmedians?\s+of\s+the\s+(?:lower|upper|bottom|top|first|second)\s+half\s+and\s+(?:of\s+)?the\s+(?:lower|upper|bottom|top|first|second)\s+half\b/i, exclusive, `as the medians of the lower and upper halves${n % 2 ? ', leaving out the middle value' : ''}`],
  ];
  const stated = named.find(([re]) => re.test(t));
  if (stated) {
    const [, q, how] = stated;
    return answer(label, pick(q), [step(`In order: ${s.join(', ')}.`), step(`Q1 = ${formatNumber(q[0], 6)} and Q3 = ${formatNumber(q[1], 6)}, ${how}, as the question says.`)]);
  }
  const values = [pick(exclusive), pick(inclusive), pick(linear)];
  if (values.some((v) => Math.abs(v - values[0]) > 1e-9)) {
    throw new ToolInputError(`Quartiles of this data depend on the method your course uses (median of the halves, with or without the middle value, or interpolation gives ${[...new Set(values.map((v) => formatNumber(v, 6)))].join(' or ')}), so I won't pick one. Tell me which method your course uses.`);
  }
  return answer(label, values[0], [step(`In order: ${s.join(', ')}.`), step(`Q1 = ${formatNumber(exclusive[0], 6)} and Q3 = ${formatNumber(exclusive[1], 6)} (every common method agrees for this data).`)]);
}

/** Pearson's r and the least-squares slope from "x: 1,2,3 and y: 2,4,5". */
function bivariate(t: string): ToolResult | null {
  // "x: 1, 2, 3 and y: …", "Hours studied (x): 1, 3, 4. Test score (y): 52, 60, 63."
  // "x (g of solute): 2, 4, 6 and y (time in s): 5, 9, 12": a note on each list in brackets.
  const m = /\bx\s*(?:\([^()\d]*\))?\s*[:=]\s*([-\d.,\s]+?)\s*(?:,?\s*and\s+|;\s*)y\s*(?:\([^()\d]*\))?\s*[:=]\s*([-\d.,\s]+)/i.exec(t) ?? /\(\s*x\s*\)\s*[:=]\s*([-\d.,\s]+?)\s*[.;]?\s+[A-Za-z][^:=\d]{0,40}?\(\s*y\s*\)\s*[:=]\s*([-\d.,\s]+)/i.exec(t);
  // "(1, 2), (2, 4), (3, 5), (4, 4), (5, 5)": the data as points, with nothing else numbered but how many there are.
  const points = m ? [] : [...t.matchAll(/\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)/g)];
  const rest = t.replace(/\(\s*-?\d+(?:\.\d+)?\s*,\s*-?\d+(?:\.\d+)?\s*\)/g, ' ');
  const pointsRead = points.length >= 3 && (rest.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).every((n) => Number(n) === points.length);
  if (!m && !pointsRead) return null;
  const xs = m ? numbers(m[1]) : points.map((p) => Number(p[1]));
  const ys = m ? numbers(m[2]) : points.map((p) => Number(p[2]));
  if (xs.length !== ys.length || xs.length < 3) return null;
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  const sxy = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0);
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  const syy = ys.reduce((s, y) => s + (y - my) ** 2, 0);
  if (/\bcorrelation\b|\bpearson\b|\br\b/i.test(t) && !/\bslope\b|\bregression line\b/i.test(t)) {
    return answer('r', sxy / Math.sqrt(sxx * syy), [step(`x̄ = ${formatNumber(mx, 6)}, ȳ = ${formatNumber(my, 6)}; Sxy = ${formatNumber(sxy, 6)}, Sxx = ${formatNumber(sxx, 6)}, Syy = ${formatNumber(syy, 6)}.`), step('r = Sxy / √(Sxx·Syy).')]);
  }
  if (!/\bslope\b|\bgradient\b|\bregression\b|\bline of best fit\b|\bleast[- ]squares\b/i.test(t) || sxx === 0) return null;
  const b = sxy / sxx;
  const a = my - b * mx;
  const steps = [
    step(`x̄ = ${formatNumber(mx, 6)}, ȳ = ${formatNumber(my, 6)}; Sxy = ${formatNumber(sxy, 6)}, Sxx = ${formatNumber(sxx, 6)}.`),
    step(`The least-squares slope of y on x is b = Sxy / Sxx = ${formatNumber(b, 8)}.`),
  ];
  // "predict y when x = 5", "predict the score of a student who studied for 5 hours": the one number after "predict".
  const at = /\b(?:predict|estimate|expected|when|for|at)\b[^.?]*?\bx\s*=\s*(-?\d+(?:\.\d+)?)\s*[?.]*$/i.exec(t) ?? /\b(?:predict|estimate)\b[^.?\d]*?(-?\d+(?:\.\d+)?)(?:\s*[a-z]+){0,3}\s*[?.]*$/i.exec(t);
  if (at && /\bpredict|\bestimate|\bexpected|\bvalue of y\b|\bfind y\b|\by\s+(?:when|for|at)\b/i.test(t)) {
    const x = Number(at[1]);
    steps.push(step(`The intercept is a = ȳ − b·x̄ = ${formatNumber(a, 8)}, so the line is y = ${formatNumber(b, 8)}x ${a < 0 ? '−' : '+'} ${formatNumber(Math.abs(a), 8)}.`), step(`At x = ${formatNumber(x, 8)}: y = ${formatNumber(b, 8)} × ${formatNumber(x, 8)} ${a < 0 ? '−' : '+'} ${formatNumber(Math.abs(a), 8)}.`));
    return answer('y', a + b * x, steps);
  }
  if (/\bintercept\b/i.test(t) && !/\bequation\b/i.test(t)) {
    steps.push(step(`The line passes through (x̄, ȳ), so the intercept is a = ȳ − b·x̄.`));
    return answer('a', a, steps);
  }
  if (/\bslope\b|\bgradient\b/i.test(t) && !/\bequation\b/i.test(t)) return answer('slope', b, steps);
  steps.push(step(`The line passes through (x̄, ȳ), so the intercept is a = ȳ − b·x̄ = ${formatNumber(a, 8)}.`));
  const line = `y = ${formatNumber(b, 8)}x ${a < 0 ? '−' : '+'} ${formatNumber(Math.abs(a), 8)}`;
  return succeed(TOOL, line, steps, { data: { slope: b, intercept: a } });
}

function sampling(t: string): ToolResult | null {
  const sd = Number(new RegExp(String.raw`\b(?:sample\s+)?(?:standard deviation|sd|s\.d\.|σ|s)\s*(?:is|=|of)?\s*${NUM}`, 'i').exec(t)?.[1]);
  const n = Number(/\bn\s*=\s*(\d+)|\bsample (?:size )?of\s+(\d+)/i.exec(t)?.slice(1).find(Boolean));
  if (!Number.isFinite(sd) || !Number.isFinite(n) || n <= 0) return null;
  if (/\bstandard error\b/i.test(t)) return answer('SE', sd / Math.sqrt(n), [step(`Standard error of the mean = s/√n = ${sd} ÷ √${n}.`)]);
  const z = Number(/\bz\s*=\s*(\d+(?:\.\d+)?)/i.exec(t)?.[1]);
  if (/\bmargin of error\b/i.test(t) && Number.isFinite(z)) return answer('margin of error', (z * sd) / Math.sqrt(n), [step(`Margin of error = z × σ/√n = ${z} × ${sd} ÷ √${n}.`)]);
  return null;
}

/** "Every value is multiplied by 3 then 5 is added: new sd?" — the sd scales, a shift does not move it. */
/**
 * Every value changed the same way ("each value has 5 added and is then doubled"): the operations in
 * the order told. A centre (mean, median, mode) goes through each of them; a spread (standard
 * deviation, range, IQR) only through the multiplications, by their size; the variance by their square.
 */
function transformed(t: string): ToolResult | null {
  const N = String.raw`(-?\d+(?:\.\d+)?)`;
  const op = new RegExp(String.raw`\b(?:increased|raised|goes\s+up|go\s+up|rises?)\s+by\s+${N}\s*(?:%|percent)|\b(?:decreased|reduced|goes\s+down|go\s+down|falls?|drops?)\s+by\s+${N}\s*(?:%|percent)|\bmultipl(?:y|ied|ying)\s+(?:(?:every|each|all|the|result|results|value|values|score|scores|number|numbers|them|it|of)\s+){0,4}by\s+${N}|\btimes\s+${N}\b|\b(doubled|tripled|halved|quadrupled)\b|\bdivid(?:e|ed|ing)\s+(?:(?:every|each|all|the|result|results|value|values|score|scores|number|numbers|them|it|of)\s+){0,4}by\s+${N}|\b(?:has|have|had|gets?|got)?\s*${N}\s+(?:is\s+|are\s+|was\s+|were\s+)?added\b|\badd(?:ed|ing)?\s+${N}\b|\bincreased\s+by\s+${N}\b(?!\s*(?:%|percent))|\bplus\s+${N}\b|\b${N}\s+(?:is\s+|are\s+|was\s+)?(?:subtracted|taken\s+away)\b|\bsubtract(?:ed|ing)?\s+${N}\b|\b(?:decreased|reduced)\s+by\s+${N}\b(?!\s*(?:%|percent))|\bminus\s+${N}\b`, 'gi');
  // "30 is added to the list", "another number, 12": a new value joins, not a change to every value.
  if (/\badded\s+to\s+(?:the\s+|this\s+)?(?:list|set|data|group|class)\b|\b(?:another|a\s+new|an\s+extra|one\s+more)\s+(?:value|number|score|mark|student|pupil|person)\b|\bjoins?\b/i.test(t) && !/\b(?:each|every|all)\b/i.test(t)) return null;
  const steps: Array<{ k: number; c: number; said: string }> = [];
  for (const m of t.matchAll(op)) {
    const [up, down, mul, times, word, div, added, add, inc, plus, subbed, sub, dec, minus] = m.slice(1);
    if (up !== undefined || down !== undefined) {
      const pct = Number(up ?? down);
      steps.push({ k: up !== undefined ? 1 + pct / 100 : 1 - pct / 100, c: 0, said: `× ${formatNumber(up !== undefined ? 1 + pct / 100 : 1 - pct / 100, 8)} (${up !== undefined ? 'up' : 'down'} ${up ?? down}%)` });
      continue;
    }
    const factor = mul ?? times ?? (word ? { doubled: '2', tripled: '3', halved: '0.5', quadrupled: '4' }[word.toLowerCase()] : undefined);
    if (factor !== undefined) steps.push({ k: Number(factor), c: 0, said: `× ${factor}` });
    else if (div !== undefined) steps.push({ k: 1 / Number(div), c: 0, said: `÷ ${div}` });
    else if ((added ?? add ?? inc ?? plus) !== undefined) steps.push({ k: 1, c: Number(added ?? add ?? inc ?? plus), said: `+ ${added ?? add ?? inc ?? plus}` });
    else steps.push({ k: 1, c: -Number(subbed ?? sub ?? dec ?? minus), said: `− ${subbed ?? sub ?? dec ?? minus}` });
  }
  if (!steps.length || steps.some((x) => !Number.isFinite(x.k) || !Number.isFinite(x.c))) return null;
  // A scaling in words the list above did not read ("scaled by", "multiply … by" in another shape) is not dropped.
  if (/\bmultipl|\bdivid|\bscal(?:e|ed|ing)\b|\bconvert/i.test(t) && !steps.some((x) => x.k !== 1)) return null;
  const asked = /\bnew\s+(mean|average|median|mode|standard\s+deviation|s\.?d\.?|variance|range|interquartile\s+range|iqr)\b|\b(mean|average|median|mode|standard\s+deviation|s\.?d\.?|variance|range|interquartile\s+range|iqr)\s+(?:of\s+the\s+new|now|after(?:wards)?|becomes?)\b/i.exec(t);
  if (!asked) return null;
  const name = (asked[1] ?? asked[2]).toLowerCase().replace(/\s+/g, ' ');
  const kind = /^(?:mean|average|median|mode)$/.test(name) ? 'centre' : name === 'variance' ? 'variance' : 'spread';
  // "the mean of 5 numbers is 12": the 5 counts the values, the 12 is the mean.
  const stat = (label: string) => Number(new RegExp(String.raw`\b${label}\s*(?:of\s+(?:the\s+|some\s+|a\s+|these\s+|its\s+)?(?:\d+\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:is|was|=)\s*|(?:of|is|was|=|:)\s*)?${N}(?!\s*(?:numbers|values|scores|marks|students|pupils|people|items|observations|data|readings)\b)`, 'i').exec(t)?.[1]);
  const label = kind === 'centre' ? name : kind === 'variance' ? 'variance' : name === 'range' ? 'range' : /inter|iqr/.test(name) ? String.raw`(?:interquartile\s+range|iqr)` : String.raw`(?:population\s+|sample\s+)?(?:sd|s\.d\.|standard\s+deviation)`;
  const before = stat(kind === 'centre' && (name === 'mean' || name === 'average') ? '(?:mean|average)' : label);
  if (!Number.isFinite(before)) return null;
  const K = steps.reduce((acc, x) => acc * x.k, 1);
  let value = before;
  if (kind === 'centre') for (const x of steps) value = value * x.k + x.c;
  else value = kind === 'variance' ? before * K * K : before * Math.abs(K);
  const told = steps.map((x) => x.said).join(', then ');
  const shown = name === 'average' ? 'mean' : name.startsWith('s') ? 'standard deviation' : name;
  const explain = kind === 'centre'
    ? `Every value goes through ${told}, and so does the ${shown}: ${steps.reduce((acc, x) => `(${acc}) ${x.said}`, formatNumber(before, 8))} = ${formatNumber(value, 8)}.`
    : kind === 'variance'
      ? `Adding or subtracting moves every value the same way and leaves the spread alone; multiplying by k multiplies the variance by k². Here k = ${formatNumber(K, 8)}: ${formatNumber(before, 8)} × ${formatNumber(K * K, 8)} = ${formatNumber(value, 8)}.`
      : `Adding or subtracting moves every value the same way and leaves the spread alone; multiplying by k multiplies the ${shown} by |k|. Here k = ${formatNumber(K, 8)}: ${formatNumber(before, 8)} × ${formatNumber(Math.abs(K), 8)} = ${formatNumber(value, 8)}.`;
  return answer(`new ${shown}`, value, [step(`The changes in order: ${told}.`), step(explain)]);
}

function uniform(t: string): ToolResult | null {
  const m = /\buniform(?:ly)?\b[^[(]*[[(]\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*[\])]/i.exec(t);
  if (!m || /\bdiscrete\b|\bdie\b|\bdice\b/i.test(t)) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  if (/\bvariance\b/i.test(t)) return answer('variance', (b - a) ** 2 / 12, [step(`A continuous uniform distribution on [a, b] has variance (b − a)²/12 = (${b} − ${a})²/12.`)]);
  if (/\bmean\b|\bexpected\b|\bE\s*\[/i.test(t)) return answer('mean', (a + b) / 2, [step(`Its mean is (a + b)/2.`)]);
  return null;
}

/**
 * Groups put together: "class A: 25 students, mean 68. class B: 15 students, mean 74: the mean of all
 * 40", "a mean of 12 for 8 boys and 15 for 12 girls: the overall mean". Each group's total is its
 * count times its mean; the combined mean is all the totals over all the counts.
 */
function combinedMean(t: string): ToolResult | null {
  if (!/\b(?:combined|overall|together|altogether|all\s+(?:\d+|the|of\s+the)|whole|both\s+(?:groups|classes)|entire)\b/i.test(t) || !/\b(?:mean|average)\b/i.test(t)) return null;
  const countFirst = new RegExp(String.raw`\b(\d+)\s+([a-z]+)\s*[,;:]?\s*(?:(?:with|have|has|had|got|scored|score|get)\s+)?(?:an?\s+)?(?:mean|average)(?:\s+(?:test|exam|quiz|class|final|overall)?\s*(?:score|mark|grade|height|weight|age|of|is|was|=|:))*\s*[:=]?\s*${NUM}`, 'gi');
  // "i averaged 21.4 points over my first ten games and 27 points over the next 6"
  const COUNT = String.raw`(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
  const averaged = new RegExp(String.raw`\b(?:averaged?|averaging)\s+${NUM}\s*(?:[a-z]+\s+)?(?:over|in|across|for|from)\s+(?:my\s+|the\s+|his\s+|her\s+|their\s+)?(?:first\s+|next\s+|last\s+|other\s+)?${COUNT}\s+[a-z]+|\band\s+${NUM}\s*(?:[a-z]+\s+)?(?:over|in|across|for|from)\s+(?:my\s+|the\s+)?(?:next|last|other|remaining|following|final)\s+${COUNT}\b`, 'gi');
  const meanFirst = new RegExp(String.raw`\b(?:mean|average)\s+(?:(?:score|mark|grade|height|weight|age)\s+)?(?:of\s+|is\s+|was\s+|=\s*)?${NUM}\s+(?:for|from|among|in|of)\s+(?:the\s+|its\s+)?(\d+)\s+[a-z]+`, 'gi');
  // "the mean mark of 20 students in set 1 is 62"
  const meanOfCount = new RegExp(String.raw`\b(?:mean|average)\s+(?:(?:score|mark|grade|height|weight|age)\s+)?(?:of|for)\s+(?:the\s+)?(\d+)\s+[a-z]+(?:\s+(?:in|from)\s+[a-z]+(?:\s+\w+)?)?\s+(?:is|was|=)\s+${NUM}`, 'gi');
  const groups = [
    ...[...t.matchAll(countFirst)].map((m) => ({ n: Number(m[1]), mean: Number(m[3]), at: m.index ?? 0 })),
    ...[...t.matchAll(meanFirst)].map((m) => ({ n: Number(m[2]), mean: Number(m[1]), at: m.index ?? 0 })),
    ...[...t.matchAll(meanOfCount)].map((m) => ({ n: Number(m[1]), mean: Number(m[2]), at: m.index ?? 0 })),
    ...[...t.matchAll(averaged)].map((m) => ({ n: countOf(m[2] ?? m[4]), mean: Number(m[1] ?? m[3]), at: m.index ?? 0 })),
  ].sort((a, b) => a.at - b.at);
  if (groups.length < 2 || groups.some((g) => !(g.n > 0) || !Number.isInteger(g.n))) return null;
  const total = groups.reduce((a, g) => a + g.n, 0);
  const said = /\ball\s+(\d+)\b/i.exec(t);
  if (said && Number(said[1]) !== total) return null;
  const sum = groups.reduce((a, g) => a + g.n * g.mean, 0);
  const value = sum / total;
  return answer('combined mean', value, [
    step(`Each group's total is its size times its mean: ${groups.map((g) => `${g.n} × ${formatNumber(g.mean, 8)} = ${formatNumber(g.n * g.mean, 8)}`).join('; ')}.`),
    step(`All together: ${formatNumber(sum, 8)} over ${total}, so the mean is ${formatNumber(sum, 8)} ÷ ${total} = ${formatNumber(value, 10)}.`),
  ]);
}

const SOLVERS = [normal, zScore, weightedMean, combinedMean, valueJoinsList, scoreNeeded, meanProblems, frequencyTable, quartiles, bivariate, sampling, transformed, uniform];

/** The answer to a statistics question in words, a failure saying why not, or null when none reads it. */
export function statisticsProblem(question: string): ToolResult | null {
  const t = question.replace(/[−–]/g, '-');
  return firstAnswer(TOOL, SOLVERS, t);
}
