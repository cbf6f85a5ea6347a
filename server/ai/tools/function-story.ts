import { differentiate } from './derivative';
import { evalNumber, tryParseFormula, variablesOf, type Expr } from './expr';
import { exprToText, formatNumber } from './format';
import { integrate } from './integral';
import { polyFromExpr } from './polynomial';
import { Rational } from './rational';
import { step, succeed, ToolInputError, type ToolResult, type ToolStep } from './types';

/**
 * A function given in a story and a question about how it changes (issue 14): "her distance is
 * s(t) = 2t² + 3t metres after t seconds: her velocity at t = 4 s", "T(t) = 20 + 70e^(−0.05t) °C:
 * how fast is it changing at t = 0", "v(t) = 3t² m/s: how far in the first 4 seconds", "profit
 * P(q) = −2q² + 120q − 500: how many shirts maximise it". The rate is the derivative at the point,
 * checked by a difference quotient; the distance the integral of a speed that keeps its sign, checked
 * by quadrature; the best value the vertex of a quadratic, checked against its neighbours.
 */

const TOOL = 'calculus_problem';
const NUMBER = String.raw`[-−]?\d+(?:\.\d+)?`;

interface StoryFunction {
  name: string;
  variable: string;
  f: Expr;
  /** As written in the story. */
  text: string;
  /** As the tools read it. */
  source: string;
}

/** "s(t) = 2t² + 3t metres after t seconds": the formula up to its unit words or the end of its sentence. */
function functionOf(t: string): StoryFunction | null {
  const END = String.raw`(?=\s*(?:[,;?]|\.\s|\.$|$|°[CF]|\b(?:metres?|meters?|m\b|litres?|liters?|L\b|dollars?|degrees?|km|cm|kg|grams?|g\b|m\/s|seconds?|minutes?|hours?|people|players|units?|when|where|after|for|at|and|with|in|from|between)\b))`;
  const defs = [...t.matchAll(new RegExp(String.raw`\b([A-Za-z])\s*\(\s*([a-z])\s*\)\s*=\s*([^,;?]+?)${END}`, 'g'))];
  // "displacement s = t³ − 6t² + 9t metres after t seconds": a quantity of time named without its bracket.
  const timed = defs.length ? [] : [...t.matchAll(new RegExp(String.raw`(?<![A-Za-z])([A-Za-z])\s*=\s*([^,;?=]+?)${END}`, 'g'))].map((m) => [m[0], m[1], 't', m[2]] as const).filter((m) => m[1] !== 't' && /\bt\s+(?:seconds?|s|minutes?|hours?)\b|\btime\s+t\b/i.test(t));
  const found = defs.length ? defs.map((m) => [m[0], m[1], m[2], m[3]] as const) : timed;
  if (found.length !== 1) return null;
  const [, name, variable, body] = found[0];
  const source = body.trim().replace(/−/g, '-').replace(/²/g, '^2').replace(/³/g, '^3');
  const f = tryParseFormula(source);
  if (!f || [...variablesOf(f)].some((v) => v !== variable) || !variablesOf(f).has(variable)) return null;
  return { name, variable, f, text: body.trim(), source };
}

/** The two values of the variable a question spans: "from x = 1 to x = 3", "between t = 2 and t = 5". */
function spanOf(t: string, v: string): [number, number] | null {
  const m = new RegExp(String.raw`\b(?:from|between)\s+(?:${v}\s*=\s*)?(${NUMBER})\s*(?:s\b|seconds?\b)?\s*(?:to|and)\s+(?:${v}\s*=\s*)?(${NUMBER})(?!\d|\.\d)`, 'i').exec(t);
  return m ? [Number(m[1].replace('−', '-')), Number(m[2].replace('−', '-'))] : null;
}

/** "the average rate of change of f(x) = x² from x = 1 to x = 3": (f(b) − f(a)) / (b − a). */
function averageRate(t: string, fn: StoryFunction): ToolResult | null {
  if (!/\baverage\s+(?:rate\s+of\s+change|velocity|gradient|slope)\b/i.test(t)) return null;
  const span = spanOf(t, fn.variable);
  if (!span || span[0] === span[1]) return null;
  const [a, b] = span;
  const v = fn.variable;
  const at = (x: number) => evalNumber(fn.f, { [v]: x });
  const [fa, fb] = [at(a), at(b)];
  if (!Number.isFinite(fa) || !Number.isFinite(fb)) return null;
  // Exact for a polynomial with whole or decimal ends.
  const p = polyFromExpr(fn.f);
  const ra = Rational.parse(String(a));
  const rb = Rational.parse(String(b));
  const c = p && p.variables().every((w) => w === v) ? p.dense(v) : null;
  const val = (x: Rational) => (c ?? []).reduce((acc, k, i) => acc.add(k.mul(x.pow(i))), Rational.ZERO);
  const exact = c && ra && rb ? val(rb).sub(val(ra)).div(rb.sub(ra)) : null;
  const value = (fb - fa) / (b - a);
  if (exact && Math.abs(exact.toNumber() - value) > 1e-9 * Math.max(1, Math.abs(value))) throw new ToolInputError('The exact and the numeric average rates disagree, so I won’t give one.');
  const shown = exact ? exact.toString() : formatNumber(value, 8);
  const n = fn.name;
  return succeed(TOOL, shown, [
    step(`The average rate of change over [${formatNumber(a)}, ${formatNumber(b)}] is the change in ${n} divided by the change in ${v}: (${n}(${formatNumber(b)}) − ${n}(${formatNumber(a)})) / (${formatNumber(b)} − ${formatNumber(a)}).`),
    step(`${n}(${formatNumber(b)}) = ${formatNumber(fb, 8)} and ${n}(${formatNumber(a)}) = ${formatNumber(fa, 8)}.`),
    step(`(${formatNumber(fb, 8)} − ${formatNumber(fa, 8)}) / ${formatNumber(b - a, 8)} = ${shown}.`),
  ], { data: { value } });
}

/** "s = t³ − 6t² + 9t: its acceleration when t = 4": the second derivative of a position, the first of a velocity. */
function accelerationAt(t: string, fn: StoryFunction): ToolResult | null {
  if (!/\bacceleration\b/i.test(t) || /\baverage\b/i.test(t)) return null;
  const position = /^[sxdhy]$/i.test(fn.name) && /\b(?:displacement|position|distance|height)\b/i.test(t);
  const velocity = /^v$/i.test(fn.name);
  if (position === velocity) return null;
  const at = pointOf(t, fn.variable);
  if (at === null) return null;
  const order = position ? 2 : 1;
  const d = differentiate(fn.source, fn.variable, order, String(at));
  if (!d.ok || typeof d.data?.value !== 'number') return null;
  const value = d.data.value;
  // Check by a central second (or first) difference.
  const h = 1e-3 * Math.max(1, Math.abs(at));
  const f = (x: number) => evalNumber(fn.f, { [fn.variable]: x });
  const quotient = order === 2 ? (f(at + h) - 2 * f(at) + f(at - h)) / (h * h) : (f(at + h) - f(at - h)) / (2 * h);
  if (!(Math.abs(quotient - value) <= 1e-3 * Math.max(1, Math.abs(value)))) throw new ToolInputError('A difference quotient does not confirm the acceleration, so I won’t give it.');
  const v = fn.variable;
  const shown = formatNumber(value, 8);
  const unit = /\bmetres?\b|\bmeters?\b|\bm\b/i.test(t) && /\bseconds?\b|\bs\b/i.test(t) ? ' m/s²' : '';
  return succeed(TOOL, `${shown}${unit}`, [
    step(position ? `Acceleration is the second derivative of position: ${fn.name}″(${v}) = ${String(d.data.derivative)}.` : `Acceleration is the derivative of velocity: ${fn.name}′(${v}) = ${String(d.data.derivative)}.`),
    step(`At ${v} = ${formatNumber(at)}: ${shown}${unit}.`),
    step(`Check: a difference quotient with a small step gives ${formatNumber(quotient, 6)} ✓.`),
  ], { data: { value } });
}

/** The value of the variable a question asks at: "at t = 4 s", "when t = 0", "after 6 minutes". */
function pointOf(t: string, v: string): number | null {
  const eq = new RegExp(String.raw`\b(?:at|when|where|for)\s+${v}\s*=\s*(${NUMBER})`, 'gi');
  const hits = [...t.matchAll(eq)].map((m) => Number(m[1].replace('−', '-')));
  const after = [...t.matchAll(new RegExp(String.raw`\b(?:at|after)\s+(${NUMBER})\s*(?:s|seconds?|minutes?|mins?|hours?|h|days?|weeks?|years?)\b`, 'gi'))].map((m) => Number(m[1]));
  const all = [...new Set([...hits, ...after])];
  return all.length === 1 ? all[0] : null;
}

function unitWords(t: string, fn: StoryFunction): string {
  const after = t.slice(t.indexOf(fn.text) + fn.text.length);
  return /^\s*(metres?|meters?|m|litres?|liters?|L|°C|dollars?|km|cm|kg|grams?|g|people|players)\b/.exec(after)?.[1] ?? '';
}

function rateAt(t: string, fn: StoryFunction): ToolResult | null {
  if (!/\b(?:velocity|how\s+fast|rate\s+of\s+change|rate\s+(?:is|at\s+which)|changing|instantaneous|marginal)\b/i.test(t)) return null;
  if (/\bacceleration\b|\baverage\b|\bbetween\b|\bfrom\s+\w+\s*=\s*[\d.]+\s+to\b/i.test(t)) return null;
  const at = pointOf(t, fn.variable);
  if (at === null) return null;
  const d = differentiate(fn.source, fn.variable, 1, String(at));
  if (!d.ok || typeof d.data?.value !== 'number') return null;
  const value = d.data.value;
  // Check by a central difference quotient.
  const h = 1e-5 * Math.max(1, Math.abs(at));
  const quotient = (evalNumber(fn.f, { [fn.variable]: at + h }) - evalNumber(fn.f, { [fn.variable]: at - h })) / (2 * h);
  if (!(Math.abs(quotient - value) <= 1e-4 * Math.max(1, Math.abs(value)))) throw new ToolInputError('A difference quotient does not confirm the rate, so I won’t give it.');
  const shown = formatNumber(value, 8);
  const steps: ToolStep[] = [
    step(`How fast ${fn.name} changes is its derivative with respect to ${fn.variable}: ${fn.name}′(${fn.variable}) = ${String(d.data.derivative)}.`),
    step(`At ${fn.variable} = ${formatNumber(at)}: ${fn.name}′(${formatNumber(at)}) = ${shown}${value < 0 ? ' (negative: it is decreasing)' : ''}.`),
    step(`Check: the difference quotient (${fn.name}(${formatNumber(at)} + h) − ${fn.name}(${formatNumber(at)} − h))/2h with a small h gives ${formatNumber(quotient, 6)} ✓.`),
  ];
  const unit = unitWords(`${fn.name}(${fn.variable}) = ${fn.text}${t.slice(t.indexOf(fn.text) + fn.text.length)}`, fn);
  return succeed(TOOL, `${fn.name}′(${formatNumber(at)}) = ${shown}${unit ? ` ${unit} per ${/\bseconds?\b/i.test(t) ? 'second' : /\bminutes?\b/i.test(t) ? 'minute' : /\bhours?\b/i.test(t) ? 'hour' : fn.variable}` : ''}`, steps, { data: { value } });
}

/** "v(t) = 3t² m/s: how far does it travel during the first 4 seconds", "from t = 1 to t = 3". */
function distanceFromSpeed(t: string, fn: StoryFunction): ToolResult | null {
  if (!/^v$/i.test(fn.name) || !/\bhow\s+far\b|\bdistance\b|\bdisplacement\b/i.test(t)) return null;
  const first = /\b(?:in|during|over)\s+the\s+first\s+(\d+(?:\.\d+)?)\s*(?:s|seconds?|minutes?|hours?)\b/i.exec(t);
  const range = new RegExp(String.raw`\b(?:from|between)\s+${fn.variable}\s*=\s*(${NUMBER})\s*(?:s\b|seconds?\b)?\s*(?:to|and)\s+${fn.variable}\s*=\s*(${NUMBER})`, 'i').exec(t);
  const [a, b] = first ? [0, Number(first[1])] : range ? [Number(range[1].replace('−', '-')), Number(range[2].replace('−', '-'))] : [NaN, NaN];
  if (!(b > a)) return null;
  // A speed that changes sign turns back: distance and displacement differ, so not read here.
  for (let i = 1; i < 400; i++) {
    const x = a + ((b - a) * i) / 400;
    if (evalNumber(fn.f, { [fn.variable]: x }) < 0) return null;
  }
  const r = integrate(fn.source, fn.variable, String(a), String(b));
  if (!r.ok) return null;
  const value = typeof r.data?.value === 'number' ? r.data.value : Number.NaN;
  if (!Number.isFinite(value)) return null;
  return succeed(TOOL, `${formatNumber(value, 8)} m`.replace(/ m$/, /\bkm\/h\b/.test(t) ? ' km' : ' m'), [
    step(`The speed never changes sign between ${fn.variable} = ${formatNumber(a)} and ${formatNumber(b)}, so the distance travelled is the integral of v(${fn.variable}) over that time.`),
    ...r.steps,
  ], { data: { value } });
}

/** "P(q) = −2q² + 120q − 500 … how many shirts should it print to maximise profit": the vertex of a quadratic. */
function bestOfQuadratic(t: string, fn: StoryFunction): ToolResult | null {
  const asks = /\b(maximi[sz]e|minimi[sz]e|maximum|minimum|max|min|greatest|highest|largest|least|lowest|smallest)\b/i.exec(t);
  if (!asks) return null;
  const p = polyFromExpr(fn.f);
  const c = p?.dense(fn.variable);
  if (!c || c.length !== 3 || c[2].isZero()) return null;
  const wantsMax = /^(?:max|greatest|highest|largest)/i.test(asks[1]);
  if ((c[2].sign() < 0) !== wantsMax) throw new ToolInputError(`This parabola opens ${c[2].sign() < 0 ? 'downwards' : 'upwards'}, so it has no ${wantsMax ? 'greatest' : 'least'} value.`);
  const best = c[1].neg().div(c[2].mul(Rational.of(2)));
  const value = c[0].add(c[1].mul(best)).add(c[2].mul(best).mul(best));
  const v = fn.variable;
  const at = (x: number) => evalNumber(fn.f, { [v]: x });
  const eps = 1e-3 * Math.max(1, Math.abs(best.toNumber()));
  if (wantsMax ? at(best.toNumber() - eps) > value.toNumber() || at(best.toNumber() + eps) > value.toNumber() : at(best.toNumber() - eps) < value.toNumber() || at(best.toNumber() + eps) < value.toNumber()) {
    throw new ToolInputError('The neighbours of the vertex do not confirm it, so I won’t give it.');
  }
  // The value of the variable, or the best value itself: "how many shirts", "what price" against "the maximum profit".
  const ask = t.split(/(?<=[.?!])\s+/).filter((x) => /\?|\b(?:find|what|how|which|when)\b/i.test(x)).pop() ?? t;
  const asksArgument = /\bhow\s+many\b|\bwhat\s+value\s+of\b|\bwhat\s+(?:number|price|time|level)\b|\bwhen\s+(?:is|does|will|should|do|was)\b|\bat\s+what\b|\bwhich\b|\bafter\s+how\b/i.test(ask);
  const asksValue = !asksArgument && new RegExp(String.raw`\b(?:what|find)\s+(?:is\s+|was\s+|will\s+be\s+)?(?:the\s+|its\s+|their\s+)?(?:${asks[1]}|max(?:imum)?|min(?:imum)?|greatest|highest|largest|least|lowest|smallest)\s+(?!number\b|value\s+of\s+${v}\b)[a-z]+`, 'i').test(ask);
  if (!asksArgument && !asksValue) return null;
  const steps = [
    step(`${fn.name}(${v}) = ${exprToText(fn.f)} is a quadratic with ${c[2].sign() < 0 ? 'a negative' : 'a positive'} leading coefficient, so its ${wantsMax ? 'greatest' : 'least'} value is at the vertex.`),
    step(`${fn.name}′(${v}) = ${c[2].mul(Rational.of(2))}${v} + ${c[1]} = 0 gives ${v} = ${best}.`.replace('+ -', '− ')),
    step(`${fn.name}(${best}) = ${value}; the values just either side are ${wantsMax ? 'lower' : 'higher'} ✓.`),
  ];
  return asksValue
    ? succeed(TOOL, `${value}`, steps, { data: { value: value.toNumber() } })
    : succeed(TOOL, `${v} = ${best}`, steps, { data: { value: best.toNumber() } });
}

export function functionStory(t: string): ToolResult | null {
  const fn = functionOf(t);
  if (!fn) return null;
  return averageRate(t, fn) ?? accelerationAt(t, fn) ?? rateAt(t, fn) ?? distanceFromSpeed(t, fn) ?? bestOfQuadratic(t, fn);
}
