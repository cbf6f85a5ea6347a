import { formatNumber } from './format';
import { Rational, gcd, lcm } from './rational';
import { ToolInputError, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * "Think of a number" puzzles and consecutive numbers (issue 14): "a number doubled plus 7 is 19",
 * "I think of a number, subtract 4 and multiply the result by 3. I get 27", "three consecutive
 * integers add to 72". Solved by working backwards (undoing each step in reverse order), then
 * checked forwards.
 */

const TOOL = 'word_problem';
const N = String.raw`(\d+(?:\.\d+)?)`;
const SMALL: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

interface Operation {
  said: string;
  apply: (x: Rational) => Rational;
  undo: (x: Rational) => Rational;
  undoSaid: string;
}

const r = (x: string | number) => (typeof x === 'number' ? Rational.of(x) : (Rational.parse(x) ?? Rational.ZERO));

/** The operations, in order, that one phrase can be. */
const OPERATIONS: Array<[RegExp, (m: RegExpExecArray) => Operation]> = [
  [/^(?:is\s+)?doubled\b|^double(?:\s+it)?\b|^(?:multipl(?:y|ied)\s+(?:it\s+)?by\s+2|times\s+2)\b/i, () => ({ said: 'double', apply: (x) => x.mul(r(2)), undo: (x) => x.div(r(2)), undoSaid: 'halve' })],
  [/^(?:is\s+)?(?:tripled|trebled)\b|^(?:triple|treble)(?:\s+it)?\b/i, () => ({ said: 'triple', apply: (x) => x.mul(r(3)), undo: (x) => x.div(r(3)), undoSaid: 'divide by 3' })],
  [/^(?:is\s+)?halved\b|^halve(?:\s+it)?\b/i, () => ({ said: 'halve', apply: (x) => x.div(r(2)), undo: (x) => x.mul(r(2)), undoSaid: 'double' })],
  [new RegExp(String.raw`^(?:then\s+)?(?:(?:add(?:ed)?|plus|increased by|add on)\s+${N}|${N}\s+is\s+added)`, 'i'), (m) => {
    const k = m[1] ?? m[2];
    return { said: `add ${k}`, apply: (x) => x.add(r(k)), undo: (x) => x.sub(r(k)), undoSaid: `subtract ${k}` };
  }],
  [new RegExp(String.raw`^(?:then\s+)?(?:(?:subtract(?:ed)?|minus|take away|takes? away|decreased by|less)\s+${N}|${N}\s+is\s+(?:subtracted|taken away))`, 'i'), (m) => {
    const k = m[1] ?? m[2];
    return { said: `subtract ${k}`, apply: (x) => x.sub(r(k)), undo: (x) => x.add(r(k)), undoSaid: `add ${k}` };
  }],
  [new RegExp(String.raw`^(?:then\s+)?(?:multiply|multiplied)\s+(?:it\s+|the (?:result|answer)\s+|that\s+)?by\s+${N}|^(?:then\s+)?times\s+${N}`, 'i'), (m) => {
    const k = m[1] ?? m[2];
    return { said: `multiply by ${k}`, apply: (x) => x.mul(r(k)), undo: (x) => x.div(r(k)), undoSaid: `divide by ${k}` };
  }],
  [new RegExp(String.raw`^(?:then\s+)?(?:divide|divided)\s+(?:it\s+|the (?:result|answer)\s+|that\s+)?by\s+${N}`, 'i'), (m) => ({ said: `divide by ${m[1]}`, apply: (x) => x.div(r(m[1])), undo: (x) => x.mul(r(m[1])), undoSaid: `multiply by ${m[1]}` })],
];

/** "a number doubled plus 7 is 19", "I think of a number, subtract 4 and multiply the result by 3. I get 27". */
/** "Jo thinks of a number, multiplies it by 4 and adds 7, and gets 43": the same puzzle told in the first person. */
function firstPerson(t: string): string {
  return t
    .replace(/\b(?:[A-Z][a-z]+|he|she|they|my\s+[a-z]+)\s+(?:thinks\s+of|is\s+thinking\s+of|picks|chooses)\s+a\s+number\b/g, 'I think of a number')
    .replace(/\b(multipl)ies\b|\b(add|subtract|divide|double|halve|square|triple|take|get|end)s\b/gi, (_m, mult: string | undefined, verb: string | undefined) => (mult ? `${mult}y` : verb!));
}

function thinkOfANumber(asked: string): ToolResult | null {
  // "Lina says: 'I'm thinking of a number. … I get 20.' What is her number?": the quotation marks go, the apostrophes stay.
  const question = asked.replace(/(?<=^|[\s:,])['"“‘]|['"”’](?=[\s,.?!]|$)/g, ' ').replace(/\s+/g, ' ').trim();
  const t = /\bthinks\s+of\s+a\s+number|\bis\s+thinking\s+of\s+a\s+number|\b(?:picks|chooses)\s+a\s+number/i.test(question) ? firstPerson(question) : question;
  const start = /\b(?:i (?:think of|am thinking of|pick|choose) a number|a number(?: is)?|take a number)\b\s*,?\s*/i.exec(t);
  const end = new RegExp(String.raw`\s*[,.]?\s*(?:and\s+)?(?:the (?:result|answer) is|(?:i |you |we |he |she |they )?(?:get|got|end up with)|gives|equals|makes|is|=)\s+(-?\d+(?:\.\d+)?)\s*[,.]?\s*(?:what\b.*|find\b.*|which\b.*)?[?.]?\s*$`, 'i').exec(t);
  if (!start || !end || end.index < start.index) return null;
  let rest = t.slice(start.index + start[0].length, end.index).trim();
  const ops: Operation[] = [];
  while (rest) {
    // "I'm thinking of a number. If I triple it and subtract 7, I get 20": the sentence break and "if I" are not steps.
    rest = rest.replace(/^(?:(?:[,.]|and\b|then\b|if\b|when\b|i\b|you\b|we\b)\s*)+/i, '').trim();
    if (!rest) break;
    const hit = OPERATIONS.map(([re, make]) => [re.exec(rest), make] as const).find(([m]) => m);
    if (!hit) return null;
    const [m, make] = hit;
    ops.push(make(m!));
    rest = rest.slice(m![0].length).trim().replace(/^\.\s*/, '');
  }
  if (!ops.length || ops.length > 6) return null;
  const target = r(end[1]);
  if (ops.some((o) => /divide by 0\b|multiply by 0\b/.test(o.said) && !/0\./.test(o.said))) throw new ToolInputError('Multiplying or dividing by 0 loses the number, so it cannot be found.');
  const steps: ToolStep[] = [
    step(`What was done to the number, in order: ${ops.map((o) => o.said).join(', then ')}; the result is ${target}.`),
    step('Work backwards: undo each step in reverse order.'),
  ];
  let x = target;
  for (const o of [...ops].reverse()) {
    const before = x;
    x = o.undo(x);
    steps.push(step(`${o.undoSaid[0].toUpperCase()}${o.undoSaid.slice(1)}: ${before} → ${x}.`));
  }
  const forward = ops.reduce((acc, o) => o.apply(acc), x);
  if (!forward.equals(target)) throw new ToolInputError('Working forwards again does not give the result, so I won’t give an answer.');
  steps.push(step(`So the number is ${x}.`));
  steps.push(step(`Check forwards: ${[x, ...ops.map((_, i) => ops.slice(0, i + 1).reduce((acc, o) => o.apply(acc), x))].join(' → ')} ✓.`));
  return succeed(TOOL, String(x), steps, { data: { value: x.toNumber() } });
}

/** "three consecutive integers add to 72. whats the smallest one", "the sum of two consecutive odd numbers is 36". */
function consecutive(t: string): ToolResult | null {
  const m = new RegExp(String.raw`\b(two|three|four|five|six|seven|eight|nine|ten|\d+)\s+consecutive\s+(?:positive\s+|negative\s+)?(?:(even|odd)\s+)?(?:whole\s+|positive\s+|negative\s+)?(?:integers|numbers)\b`, 'i').exec(t);
  if (m && /\bproduct\b|\bmultipl/i.test(t)) return consecutiveProduct(t, m);
  const total = new RegExp(String.raw`\b(?:add (?:up )?to|sum (?:to|is)|total(?:s| is)?|is|make)\s+(-?\d+)`, 'i').exec(t.slice(m ? m.index + m[0].length : 0)) ?? new RegExp(String.raw`\bsum of .*?\bis\s+(-?\d+)`, 'i').exec(t);
  if (!m || !total) return null;
  const count = SMALL[m[1].toLowerCase()] ?? Number(m[1]);
  const gap = m[2] ? 2 : 1;
  const sum = Number(total[1]);
  if (!(count >= 2 && count <= 100)) return null;
  // n + (n + g) + … = count·n + g·count(count − 1)/2
  const offset = (gap * count * (count - 1)) / 2;
  const n = (sum - offset) / count;
  const kind = m[2] ? `${m[2].toLowerCase()} ` : '';
  const isKind = (x: number) => Number.isInteger(x) && (!m[2] || Math.abs(x % 2) === (m[2].toLowerCase() === 'odd' ? 1 : 0));
  if (!isKind(n)) throw new ToolInputError(`No ${count} consecutive ${kind}integers add up to ${sum}: the smallest would be ${formatNumber(n)}.`);
  const list = Array.from({ length: count }, (_, i) => n + i * gap);
  const check = list.reduce((a, b) => a + b, 0);
  if (check !== sum) throw new ToolInputError('The numbers found do not add up to the total, so I won’t give them.');
  const terms = list.map((_, i) => (i === 0 ? 'n' : `(n + ${i * gap})`)).join(' + ');
  const asked = /\b(?:smallest|least|first|lowest)\b/i.test(t) ? list[0] : /\b(?:largest|greatest|biggest|last|highest)\b/i.test(t) ? list[count - 1] : undefined;
  return succeed(TOOL, asked !== undefined ? `${asked} (the numbers are ${list.join(', ')})` : list.join(', '), [
    step(`Call the smallest n; the ${count} consecutive ${kind}integers are ${list.map((_, i) => (i === 0 ? 'n' : `n + ${i * gap}`)).join(', ')}.`),
    step(`Their sum: ${terms} = ${count}n + ${offset} = ${sum}.`, `${count}n + ${offset} = ${sum}`),
    step(`So ${count}n = ${sum - offset} and n = ${n}.`),
    step(`Check: ${list.join(' + ')} = ${check} ✓.`),
  ], { data: asked !== undefined ? { value: asked } : { values: list } });
}

/**
 * "the product of two consecutive positive even integers is 168": every run of consecutive
 * integers of that kind whose product is the number, found by trying each start near its k-th root
 * (positive and negative runs both, unless the question says which).
 */
function consecutiveProduct(t: string, m: RegExpExecArray): ToolResult | null {
  const product = /\bproduct\b[^.?]*?\b(?:is|=|equals|of)\s+(-?\d+)\b(?!\s*consecutive)/i.exec(t) ?? /\bmultipl(?:y|ied)\s+(?:together\s+)?(?:to\s+(?:give\s+|make\s+|get\s+)?|(?:to\s+)?(?:give|make|get|is)\s+)(-?\d+)\b/i.exec(t);
  if (!product) return null;
  const count = SMALL[m[1].toLowerCase()] ?? Number(m[1]);
  const P = Number(product[1]);
  if (!(count >= 2 && count <= 6) || !Number.isSafeInteger(P) || P === 0 || Math.abs(P) > 1e12) return null;
  const gap = m[2] ? 2 : 1;
  const kind = m[2]?.toLowerCase();
  const sign = /\bpositive\b/i.test(t) ? 1 : /\bnegative\b/i.test(t) ? -1 : 0;
  const root = Math.round(Math.abs(P) ** (1 / count));
  const runs: number[][] = [];
  for (let n = -root - count * gap - 2; n <= root + 2; n++) {
    const list = Array.from({ length: count }, (_, i) => n + i * gap);
    if (kind && list.some((x) => Math.abs(x % 2) !== (kind === 'odd' ? 1 : 0))) continue;
    if (sign > 0 && list[0] <= 0) continue;
    if (sign < 0 && list[count - 1] >= 0) continue;
    if (list.reduce((a, b) => a * b, 1) === P) runs.push(list);
  }
  const named = `${count} consecutive ${sign > 0 ? 'positive ' : sign < 0 ? 'negative ' : ''}${kind ? `${kind} ` : ''}integers`;
  if (!runs.length) throw new ToolInputError(`No ${named} multiply to ${P}.`);
  const pick = (list: number[]) => (/\b(?:smallest|smaller|least|first|lowest|lesser)\b/i.test(t) ? list[0] : /\b(?:largest|larger|greatest|greater|biggest|bigger|last|highest)\b/i.test(t) ? list[count - 1] : undefined);
  const terms = Array.from({ length: count }, (_, i) => (i === 0 ? 'n' : `(n + ${i * gap})`)).join(' × ');
  const steps = [
    step(`Call the smallest n; the ${named} are ${Array.from({ length: count }, (_, i) => (i === 0 ? 'n' : `n + ${i * gap}`)).join(', ')}, and ${terms} = ${P}.`),
    step(`The numbers lie near the ${count === 2 ? 'square' : count === 3 ? 'cube' : `${count}th`} root of ${Math.abs(P)} (about ${root}); trying each start there, ${runs.map((r) => r.join(' × ')).join(' and ')} = ${P}${runs.length > 1 ? ' (both work)' : ''}.`),
    step(`Check: ${runs.map((r) => `${r.join(' × ')} = ${r.reduce((a, b) => a * b, 1)}`).join('; ')} ✓.`),
  ];
  const asked = runs.map(pick);
  if (runs.length === 1) return succeed(TOOL, asked[0] !== undefined ? `${asked[0]} (the numbers are ${runs[0].join(', ')})` : runs[0].join(', '), steps, { data: asked[0] !== undefined ? { value: asked[0] } : { values: runs[0] } });
  return succeed(TOOL, runs.map((r, i) => (asked[i] !== undefined ? `${asked[i]} (the numbers ${r.join(', ')})` : r.join(', '))).join(' or '), steps, { data: { runs } });
}

/**
 * Things that repeat on their own cycles, asked when they next happen together: "one boss respawns
 * every 14 minutes and another every 35 minutes: how many minutes until they spawn at the same time
 * again?". The least common multiple of the cycles.
 */
function sharedCycle(t: string): ToolResult | null {
  if (!/\b(?:same\s+time|together|at\s+once|both|all\s+(?:three|four)?\s*(?:again|at))\b[^.]*\bagain\b|\bnext\s+(?:time\s+)?(?:they|both|all)\b|\bnext\s+[a-z]+\s+at\s+the\s+same\s+time\b|\buntil\s+(?:they|both|all)\s+next\s+[a-z]+\b|\bsimultaneously\b|\bcoincide\b|\bline\s+up\s+again\b/i.test(t)) return null;
  const cycles = [...t.matchAll(/\bevery\s+(\d+)\s*(seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|months?|years?|laps?|turns?|beats?|s|min|h)?\b/gi)];
  if (cycles.length < 2 || cycles.length > 4) return null;
  const units = new Set(cycles.map((m) => (m[2] ?? '').toLowerCase().replace(/s$/, '')));
  if (units.size > 1 && !(units.size === 2 && units.has(''))) return null;
  const ns = cycles.map((m) => BigInt(m[1]));
  if (ns.some((n) => n <= 0n)) return null;
  const value = ns.reduce((a, b) => lcm(a, b));
  const unit = cycles.find((m) => m[2])?.[2] ?? '';
  const plural = unit && !/s$/.test(unit) && value !== 1n ? `${unit}s` : unit;
  return succeed(TOOL, `${value}${plural ? ` ${plural}` : ''}`, [
    step(`Each happens again at the multiples of its cycle: ${ns.map((n) => `${n}, ${2n * n}, ${3n * n}, …`).join(' and ')}.`),
    step(`They first happen together at the least common multiple: LCM(${ns.join(', ')}) = ${value}.`),
    step(`Check: ${ns.map((n) => `${value} ÷ ${n} = ${value / n}`).join(', ')}, all whole ✓.`),
  ], { data: { value: Number(value) } });
}

/**
 * Sharing several kinds into identical groups with none left over: "84 red beads and 126 blue beads
 * into identical bracelets using all of them: the greatest number of bracelets". The highest common
 * factor of the counts.
 */
function equalGroups(t: string): ToolResult | null {
  if (!/\b(?:greatest|largest|most|biggest|maximum)\s+(?:possible\s+)?number\s+of\b|\bhow\s+many\b[^.?]*\b(?:at\s+most|greatest|largest|most)\b/i.test(t)) return null;
  if (!/\b(?:identical|equal|same)\b/i.test(t) || !/\bnone\s+(?:left|over)|\bno(?:thing)?\s+(?:left|remain)|\ball\s+(?:of\s+)?(?:them|the)\b|\bwithout\s+(?:any\s+)?(?:left|remain)|\bevery\s+\w+\s+(?:is\s+)?used\b/i.test(t)) return null;
  const counts = [...t.matchAll(/\b(\d+)\s+(?:[a-z]+\s+)?([a-z]{3,}s)\b/gi)].filter((m) => !/^(?:times|groups|bags|boxes|packs|teams|bracelets|bunches|rows|plates|tables)$/i.test(m[2]));
  if (counts.length < 2 || counts.length > 4) return null;
  const ns = counts.map((m) => BigInt(m[1]));
  if (ns.some((n) => n <= 0n)) return null;
  const value = ns.reduce((a, b) => gcd(a, b));
  return succeed(TOOL, String(value), [
    step(`Every group gets the same of each kind, so the number of groups divides each count: ${ns.join(', ')}.`),
    step(`The greatest such number is the highest common factor: HCF(${ns.join(', ')}) = ${value}.`),
    step(`Check: ${ns.map((n) => `${n} ÷ ${value} = ${n / value}`).join(', ')} in each group ✓.`),
  ], { data: { value: Number(value) } });
}

export const NUMBER_PUZZLES = [consecutive, thinkOfANumber, sharedCycle, equalGroups];
