import { solveEquation } from './equations';
import { bin, evalNumber, leadingFormula, parseExpr, splitEquation, tryParseExpr, tryParseFormula, type Expr } from './expr';
import { exprToLatex, exprToText, formatNumber } from './format';
import { Poly, polyFromExpr } from './polynomial';
import { Rational } from './rational';
import type { RootResult } from './equations';
import { integrate } from './integral';
import { firstAnswer } from './solvers';
import { functionStory } from './function-story';
import { ToolInputError, step, succeed, type ToolResult, type ToolStep } from './types';
import { evalAt } from './univariate';

/**
 * Applications of derivatives (issue 14): the tangent line to a curve at a point, and the turning
 * points, local maxima and minima and the least or greatest value of a polynomial. Each answer is
 * checked: the slope against a difference quotient, a maximum against its neighbours, a least
 * value against a scan of the curve.
 */

const TOOL = 'calculus_problem';

/** The curve a question gives: "y = x^2", "f(x) = 2x^3 − 3x^2 − 12x" (up to a comma, "at", "for", "where" or the end). */
function curveOf(t: string): Expr | null {
  const m = /\b(?:y|[a-z]\s*\(\s*x\s*\))\s*=\s*(.+?)\s*(?:[,;?]|\.\s|\.$|\bat\b|\bfor\b|\bwhere\b|\bwhen\b|\bhas\b|\bis\b|$)/i.exec(t);
  if (!m) return null;
  // "y = x² − 6x + 5 what is the x coordinate…": the formula ends at the first word.
  const lead = leadingFormula(m[1]);
  return tryParseFormula(m[1]) ?? (lead ? tryParseFormula(lead.body) : null);
}

/** A value of x as written: "3", "-1/2", "2.5". */
function readX(text: string): Rational | null {
  const m = /^\s*([-−]?\d+(?:\.\d+)?)(?:\s*\/\s*(\d+))?\s*$/.exec(text);
  if (!m) return null;
  const top = Rational.parse(m[1].replace('−', '-'));
  if (!top || m[2] === '0') return null;
  return m[2] ? top.div(Rational.of(BigInt(m[2]))) : top;
}

/** The polynomial in x of a curve, lowest power first, or null when it is not one. */
function denseOf(f: Expr): Rational[] | null {
  const p = polyFromExpr(f);
  if (!p || p.variables().some((w) => w !== 'x')) return null;
  return p.dense('x');
}

function polyText(c: readonly Rational[]): string {
  return exprToText(Poly.fromDense(c, 'x').toExpr());
}

function derivativeDense(c: readonly Rational[]): Rational[] {
  const d = c.slice(1).map((k, i) => k.mul(Rational.of(i + 1)));
  return d.length ? d : [Rational.ZERO];
}

/** Where f changes sign strictly inside (a, b): scanned, then refined by bisection. */
function signChanges(f: (x: number) => number, a: number, b: number): number[] {
  const n = 4000;
  const out: number[] = [];
  let [x0, y0] = [a, f(a)];
  for (let i = 1; i <= n; i++) {
    const x1 = a + ((b - a) * i) / n;
    const y1 = f(x1);
    if (Number.isFinite(y0) && Number.isFinite(y1) && y0 !== 0 && y1 !== 0 && Math.sign(y0) !== Math.sign(y1)) {
      let [lo, hi, flo] = [x0, x1, y0];
      for (let k = 0; k < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); k++) {
        const mid = (lo + hi) / 2;
        const fm = f(mid);
        if (Math.sign(fm) === Math.sign(flo)) [lo, flo] = [mid, fm];
        else hi = mid;
      }
      out.push((lo + hi) / 2);
    } else if (y1 === 0 && i < n) out.push(x1);
    [x0, y0] = [x1, y1];
  }
  return out;
}

/** ∫ₐᵇ |f| by Simpson's rule on a fine grid: the check on the exact area. */
function areaQuadrature(f: (x: number) => number, a: number, b: number): number {
  const n = 20_000;
  const h = (b - a) / n;
  let sum = Math.abs(f(a)) + Math.abs(f(b));
  for (let i = 1; i < n; i++) sum += Math.abs(f(a + i * h)) * (i % 2 ? 4 : 2);
  return (sum * h) / 3;
}

/**
 * "the area enclosed between y = x² and y = 2x", "the region bounded by the curve y = 4 − x² and the
 * line y = x + 2": two polynomial curves. Without bounds the region runs between their first and
 * last crossings; each piece between crossings is ∫|f − g| dx, exact from the antiderivative and
 * checked by quadrature.
 */
function areaBetweenCurves(t: string): ToolResult | null {
  if (!/\barea\b|\bregion\b/i.test(t) || !/\b(?:between|enclosed|bounded)\b/i.test(t)) return null;
  const curves = [...t.matchAll(/\by\s*=\s*(.+?)\s*(?=,|\band\b|\bfrom\b|\bbetween\b|\bfor\b|\bover\b|\bon\b|\.\s|[?.]?$)/gi)];
  if (curves.length !== 2) return null;
  const [f, g] = curves.map((m) => tryParseFormula(m[1]));
  if (!f || !g) return null;
  const [cf, cg] = [denseOf(f), denseOf(g)];
  if (!cf || !cg) return null;
  const n = Math.max(cf.length, cg.length);
  const diff = Array.from({ length: n }, (_, i) => (cf[i] ?? Rational.ZERO).sub(cg[i] ?? Rational.ZERO));
  while (diff.length > 1 && diff[diff.length - 1].isZero()) diff.pop();
  if (diff.length < 2) return null;
  const bounds = /\b(?:from|between)\s+x\s*=\s*([-−]?\d+(?:\.\d+)?)\s+(?:to|and)\s+x\s*=\s*([-−]?\d+(?:\.\d+)?)/i.exec(t);
  const h = (x: number) => diff.reduce((acc, c, i) => acc + c.toNumber() * x ** i, 0);
  const roots = solveEquation(`${polyText(diff)} = 0`, 'x');
  const real = roots.ok ? ((roots.data?.roots as RootResult[] | undefined) ?? []).filter((r) => Math.abs(r.im) < 1e-12).map((r) => r.re).sort((p, q) => p - q) : [];
  let [a, b] = [NaN, NaN];
  if (bounds) [a, b] = [Number(bounds[1].replace('−', '-')), Number(bounds[2].replace('−', '-'))];
  else if (real.length >= 2) [a, b] = [real[0], real[real.length - 1]];
  else return null;
  if (!(b > a)) return null;
  const cuts = real.filter((x) => x > a + 1e-12 && x < b - 1e-12);
  const edges = [a, ...cuts, b];
  // The antiderivative of f − g, exact.
  const anti = [Rational.ZERO, ...diff.map((c, i) => c.div(Rational.of(i + 1)))];
  const F = (x: number) => anti.reduce((acc, c, i) => acc + c.toNumber() * x ** i, 0);
  let total = 0;
  const pieces: string[] = [];
  for (let i = 0; i < edges.length - 1; i++) {
    const v = F(edges[i + 1]) - F(edges[i]);
    total += Math.abs(v);
    pieces.push(`∫ from ${formatNumber(edges[i], 8)} to ${formatNumber(edges[i + 1], 8)} of (f − g) dx = ${formatNumber(v, 8)}`);
  }
  const check = areaQuadrature(h, a, b);
  if (Math.abs(check - total) > 1e-6 * Math.max(1, total)) throw new ToolInputError('A numerical check of this area does not agree, so I won’t give it.');
  const near = Rational.approximate(total, 10000n);
  const exact = Math.abs(near.toNumber() - total) < 1e-10 * Math.max(1, total);
  const steps: ToolStep[] = [
    step(`The curves meet where ${exprToText(f)} = ${exprToText(g)}, that is ${polyText(diff)} = 0: x = ${real.map((x) => formatNumber(x, 8)).join(', ')}.`),
    step(`${bounds ? `From x = ${formatNumber(a, 8)} to x = ${formatNumber(b, 8)}` : `The enclosed region runs from x = ${formatNumber(a, 8)} to x = ${formatNumber(b, 8)}`}; the area is ∫ |f − g| dx with f − g = ${polyText(diff)}, split where the curves cross: ${pieces.join('; ')}.`),
    step(`Check by numerical integration: ≈ ${formatNumber(check, 8)} ✓.`),
  ];
  return succeed(TOOL, `Area = ${exact ? (near.isInteger() ? near.toString() : `${near} ≈ ${formatNumber(total, 8)}`) : `≈ ${formatNumber(total, 8)}`}`, steps, { data: { value: total } });
}

/**
 * "area under y = sin x from x = 0 to x = π", "area between y = 4 − x² and the x-axis (from −2 to 2)":
 * ∫|f| dx. Where the curve crosses the axis the area is split there and each part counted positive;
 * with no bounds, a polynomial's area is between its outermost crossings. Checked by quadrature.
 */
function areaUnderCurve(t: string): ToolResult | null {
  if (!/\barea\b/i.test(t) || !/\b(?:under|below|beneath|between|enclosed|bounded)\b/i.test(t)) return null;
  // "between y = f and y = g" is two curves: another question.
  if ((t.match(/\by\s*=/gi) ?? []).length !== 1 || /\b(?:and|with)\s+(?:the\s+)?(?:line|curve)\s+y\s*=/i.test(t)) return null;
  const curve = /\by\s*=\s*(.+?)\s*(?=,|\band\b|\bfrom\b|\bbetween\b|\bfor\b|\bover\b|\bon\b|[?.]?$)/i.exec(t);
  const f = curve ? tryParseFormula(curve[1]) : null;
  if (!f) return null;
  const bounds = /\b(?:from|between)\s+x\s*=\s*([^\s,]+)\s+(?:to|and)\s+x\s*=\s*([^\s,?]+)|\b(?:from|between)\s+([-−]?[\d.π/a-z()*]+)\s+(?:to|and)\s+([-−]?[\d.π/a-z()*]+)|\bon\s*\[\s*([^,\]]+)\s*,\s*([^\]]+)\]/i.exec(t.slice(curve!.index + curve![0].length));
  const fx = (x: number) => evalNumber(f, { x });
  let lowerText: string;
  let upperText: string;
  if (bounds) {
    [lowerText, upperText] = [bounds[1] ?? bounds[3] ?? bounds[5], bounds[2] ?? bounds[4] ?? bounds[6]].map((b) => b.replace(/−/g, '-').replace(/π/g, 'pi').replace(/[?.]+$/, ''));
  } else {
    // No bounds: the region between a polynomial and the axis, from its first crossing to its last.
    const c = denseOf(f);
    if (!c || c.length < 3 || !/\bx[- ]?axis\b/i.test(t)) return null;
    const roots = solveEquation(`${polyText(c)} = 0`, 'x');
    const real = roots.ok ? ((roots.data?.roots as RootResult[] | undefined) ?? []).filter((r) => Math.abs(r.im) < 1e-12 && !r.approximate && r.exact) : [];
    if (real.length < 2) return null;
    const sorted = [...real].sort((p, q) => p.re - q.re);
    [lowerText, upperText] = [sorted[0].exact!, sorted[sorted.length - 1].exact!].map((x) => x.replace(/√(\d+)/g, 'sqrt($1)'));
  }
  const lo = tryParseExpr(lowerText);
  const hi = tryParseExpr(upperText);
  if (!lo || !hi) return null;
  const [a, b] = [evalNumber(lo), evalNumber(hi)];
  if (!Number.isFinite(a) || !Number.isFinite(b) || !(b > a)) return null;
  const cuts = signChanges(fx, a, b);
  const edges = [a, ...cuts, b];
  const steps: ToolStep[] = [step(`The area between the curve and the x-axis is ∫ |y| dx from x = ${lowerText} to x = ${upperText}: parts below the axis count as positive area.`)];
  let exactTotal = Rational.ZERO;
  let exact = true;
  let total = 0;
  const pieces: string[] = [];
  let exactText: string | undefined;
  for (let i = 0; i < edges.length - 1; i++) {
    const [l, r] = [i === 0 ? lowerText : formatNumber(edges[i], 15), i === edges.length - 2 ? upperText : formatNumber(edges[i + 1], 15)];
    const piece = integrate(exprToText(f), 'x', l, r);
    if (!piece.ok || typeof piece.data?.value !== 'number') return null;
    const v = piece.data.value;
    total += Math.abs(v);
    // One piece above the axis: the integral's own exact form ("e − 1 ≈ 1.718").
    if (edges.length === 2 && v > 0) exactText = piece.answer.slice(piece.answer.lastIndexOf('=') + 1).trim();
    pieces.push(`∫ from ${l} to ${r} = ${formatNumber(v, 8)}`);
    if (exact) {
      const near = Rational.approximate(Math.abs(v), 100000n);
      if (Math.abs(near.toNumber() - Math.abs(v)) < 1e-12 * Math.max(1, Math.abs(v))) exactTotal = exactTotal.add(near);
      else exact = false;
    }
  }
  if (cuts.length) steps.push(step(`The curve crosses the axis at x ≈ ${cuts.map((c) => formatNumber(c, 8)).join(', ')}, so integrate each part separately: ${pieces.join('; ')}.`));
  else steps.push(step(`The curve stays on one side of the axis there: ${pieces[0]}.`));
  const check = areaQuadrature(fx, a, b);
  if (Math.abs(check - total) > 1e-6 * Math.max(1, total)) throw new ToolInputError('A numerical check of this area does not agree, so I won’t give it.');
  steps.push(step(`Check by numerical integration of |y|: ≈ ${formatNumber(check, 8)} ✓.`));
  const shown = exact
    ? `= ${exactTotal.isInteger() ? exactTotal.toString() : `${exactTotal} ≈ ${formatNumber(total, 8)}`}`
    : exactText && !exactText.startsWith('≈')
      ? `= ${exactText}`
      : `≈ ${formatNumber(total, 8)}`;
  return succeed(TOOL, `Area ${shown}`, steps, { data: { value: total } });
}

/** "find the equation of the tangent line to y = x^2 at x = 3". */
function tangentLine(t: string): ToolResult | null {
  // The normal is the line through the same point at right angles to the tangent.
  const normal = /\bnormal\b/i.test(t) && !/\btangent\b/i.test(t);
  if ((!/\btangent\b/i.test(t) && !normal) || !/\bequation\b|\btangent line\b|\bline tangent\b|\bnormal line\b/i.test(t) || /\b(?:slope|gradient)\s+of\b/i.test(t)) return null;
  const at = /\bat\s+(?:the point\s+(?:where\s+)?)?x\s*=\s*([-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)/i.exec(t)
    ?? /\bat\s+(?:the\s+point\s+)?(?:[A-Z]\s*)?\(\s*([-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)\s*,\s*([-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)\s*\)/i.exec(t);
  const f = curveOf(t);
  const c = f ? denseOf(f) : null;
  const a = at ? readX(at[1]) : null;
  if (!f || !c || !a) return null;
  const d = derivativeDense(c);
  const y0 = evalAt(c, a);
  // A point given with its y must be on the curve.
  const yGiven = at?.[2] ? readX(at[2]) : null;
  if (at?.[2] && (!yGiven || !yGiven.equals(y0))) throw new ToolInputError(`The point (${at[1]}, ${at[2]}) is not on the curve: at x = ${a} the curve is at y = ${y0}. Check the point or the curve.`);
  const tangentSlope = evalAt(d, a);
  if (normal && tangentSlope.isZero()) {
    return succeed(TOOL, `x = ${a}`, [step(`The tangent at x = ${a} is horizontal (y′ = 0), so the normal is the vertical line x = ${a}.`)], { data: {} });
  }
  const m = normal ? Rational.ONE.neg().div(tangentSlope) : tangentSlope;
  const b = y0.sub(m.mul(a));
  // y = m x + b, written the way a student would.
  const line = Poly.fromDense([b, m], 'x').toExpr();
  const answer = `y = ${exprToText(line)}`;
  const h = 1e-6;
  const slope = (evalNumber(f, { x: a.toNumber() + h }) - evalNumber(f, { x: a.toNumber() - h })) / (2 * h);
  if (Math.abs(slope - tangentSlope.toNumber()) > 1e-5 * Math.max(1, Math.abs(slope))) throw new ToolInputError('I could not verify the slope of this tangent, so I won’t give it.');
  const steps: ToolStep[] = [
    step(`The point of contact: y(${a}) = ${y0}, so the tangent touches the curve at (${a}, ${y0}).`),
    step(`The slope is the derivative there: y′ = ${polyText(d)}, so y′(${a}) = ${m}.`, `y' = ${exprToLatex(Poly.fromDense(d, 'x').toExpr())},\\quad y'(${a.toLatex()}) = ${m.toLatex()}`),
    ...(normal ? [step(`The normal is at right angles to the tangent, so its slope is −1/${tangentSlope} = ${m}.`)] : []),
    step(`Point–slope form: y − ${y0} = ${m}(x − ${a}).`, `y - ${y0.toLatex()} = ${m.toLatex()}\\left(x - ${a.toLatex()}\\right)`),
    step(`Simplify: ${answer}.`, `y = ${exprToLatex(line)}`),
    step(`Check: at x = ${a} the line gives ${m.mul(a).add(b)} = y(${a}) ✓, and a difference quotient of the curve there is ${formatNumber(slope, 8)} ✓.`),
  ];
  return succeed(TOOL, answer, steps, { answerLatex: `y = ${exprToLatex(line)}`, data: { slope: m.toNumber(), intercept: b.toNumber() } });
}

interface Critical {
  x: number;
  shown: string;
  value: number;
  valueShown: string;
  kind: 'local maximum' | 'local minimum' | 'neither (a stationary point of inflection)';
}

function shownValue(c: readonly Rational[], root: RootResult): { x: number; shown: string; value: number; valueShown: string } {
  const exact = root.exact !== undefined && !root.approximate ? Rational.parse(root.exact) : null;
  if (exact) {
    const v = evalAt(c, exact);
    return { x: exact.toNumber(), shown: String(exact), value: v.toNumber(), valueShown: String(v) };
  }
  const value = Poly.fromDense(c, 'x');
  const y = evalNumber(value.toExpr(), { x: root.re });
  return { x: root.re, shown: root.exact ?? `≈ ${formatNumber(root.re, 6)}`, value: y, valueShown: `≈ ${formatNumber(y, 6)}` };
}

/** Turning points of a polynomial, each classified by the sign of f′ on either side. */
function criticalPoints(c: readonly Rational[]): Critical[] {
  const d = derivativeDense(c);
  if (d.every((k) => k.isZero())) return [];
  const solved = solveEquation(`${polyText(d)} = 0`);
  if (!solved.ok) throw new ToolInputError('I could not solve f′(x) = 0 for this function.');
  const roots = ((solved.data?.roots as RootResult[] | undefined) ?? []).filter((r) => Math.abs(r.im) < 1e-12);
  const fp = Poly.fromDense(d, 'x').toExpr();
  return roots.map((r) => {
    const p = shownValue(c, r);
    const eps = 1e-4 * Math.max(1, Math.abs(p.x));
    const before = evalNumber(fp, { x: p.x - eps });
    const after = evalNumber(fp, { x: p.x + eps });
    const kind = before > 0 && after < 0 ? 'local maximum' : before < 0 && after > 0 ? 'local minimum' : 'neither (a stationary point of inflection)';
    return { ...p, kind };
  });
}

/** A closed interval for x: "on [0, 3]", "on the interval [-1, 2]", "for 0 ≤ x ≤ 3". */
const CLOSED_INTERVAL = /\b(?:on|over|in|for)\s+(?:the\s+)?(?:closed\s+)?(?:interval\s+)?(?:x\s*(?:∈|in)\s*)?\[\s*([-−]?\d+(?:\.\d+)?(?:\/\d+)?)\s*,\s*([-−]?\d+(?:\.\d+)?(?:\/\d+)?)\s*\]|\b(?:on|over|for|where)\s+([-−]?\d+(?:\.\d+)?(?:\/\d+)?)\s*(?:≤|<=)\s*x\s*(?:≤|<=)\s*([-−]?\d+(?:\.\d+)?(?:\/\d+)?)/i;

/**
 * The greatest or least value of a polynomial on a closed interval ("find the minimum value of
 * f(x) = x³ − 3x on [0, 3]"): the closed-interval method — the values at the turning points inside
 * and at both ends, the largest or smallest of them — checked against a scan of the interval.
 */
function extremumOnInterval(t: string): ToolResult | null {
  const asks = /\b(?:(?:absolute|global|greatest|least|largest|smallest)\s+)?(max(?:imum)?|min(?:imum)?|greatest|least|largest|smallest)\b(?!\s+(?:and|or)\s+min)/i.exec(t);
  const interval = CLOSED_INTERVAL.exec(t);
  if (!asks || !interval || /\blocal\b|\brelative\b/i.test(t)) return null;
  const both = /\bmax(?:imum)?\b[^.?]*\b(?:and|&)\s+(?:the\s+)?(?:absolute\s+)?min|\bmin(?:imum)?\b[^.?]*\b(?:and|&)\s+(?:the\s+)?(?:absolute\s+)?max/i.test(t);
  if (both) return null;
  const a = readX(interval[1] ?? interval[3]);
  const b = readX(interval[2] ?? interval[4]);
  const f = curveOf(t.replace(CLOSED_INTERVAL, ' '));
  const c = f ? denseOf(f) : null;
  if (!a || !b || !f || !c || c.length < 2 || b.sub(a).sign() <= 0) return null;
  const wantsMax = /^(?:max|greatest|largest)/i.test(asks[1]);
  const way = wantsMax ? 'greatest' : 'least';
  const inside = c.length >= 3 ? criticalPoints(c).filter((p) => p.x > a.toNumber() && p.x < b.toNumber()) : [];
  const ends = [a, b].map((x) => ({ x: x.toNumber(), shown: String(x), value: evalAt(c, x).toNumber(), valueShown: String(evalAt(c, x)) }));
  const candidates = [...ends.slice(0, 1), ...inside, ...ends.slice(1)];
  const best = candidates.reduce((p, q) => (wantsMax ? (q.value > p.value + 1e-12 ? q : p) : q.value < p.value - 1e-12 ? q : p));
  // Check: no point of the interval beats it.
  const tolerance = 1e-9 * Math.max(1, Math.abs(best.value));
  for (let i = 0; i <= 4000; i++) {
    const x = a.toNumber() + ((b.toNumber() - a.toNumber()) * i) / 4000;
    const y = evalNumber(f, { x });
    if (wantsMax ? y > best.value + tolerance : y < best.value - tolerance) throw new ToolInputError('A scan of the interval does not confirm this value, so I won’t give it.');
  }
  const d = derivativeDense(c);
  const steps: ToolStep[] = [
    step(`On a closed interval the ${way} value is at a turning point inside it or at an end. Differentiate: f′(x) = ${polyText(d)}.`, `f'(x) = ${exprToLatex(Poly.fromDense(d, 'x').toExpr())}`),
    step(inside.length ? `f′(x) = 0 inside [${a}, ${b}] at ${inside.map((p) => `x = ${p.shown}`).join(', ')}.` : `f′(x) is never 0 inside [${a}, ${b}], so only the ends count.`),
    step(`Values: ${candidates.map((p) => `f(${p.shown}) = ${p.valueShown}`).join(', ')}.`),
    step(`The ${way} of these is f(${best.shown}) = ${best.valueShown}; a scan of the interval finds nothing ${wantsMax ? 'higher' : 'lower'} ✓.`),
  ];
  return succeed(TOOL, `${best.valueShown} (at x = ${best.shown})`, steps, { data: { value: best.value } });
}

/** "minimum value of f(x) = x^2 - 6x + 13", "at what x is there a local max", "turning points of y = x^3 - 3x". */
function extremum(t: string): ToolResult | null {
  const asks = /\b(?:(local|relative|global|absolute|greatest|least|largest|smallest)\s+)?(max(?:imum|ima)?|min(?:imum|ima)?|turning points?|stationary points?|critical points?|extrem(?:um|a|e values?))\b/i.exec(t);
  if (!asks) return null;
  // A restricted domain ("for x ≥ 0", "on [0, 3]") or a word problem is another question.
  if (/\bfor\s+x\s*[<>≤≥]|\bon\s*\[|\binterval\b|\bbetween\b|\bdomain\b/i.test(t)) return null;
  // "How many dozen loaves give the maximum profit?": a story's quantity, read by the function-story reader.
  if (/\bhow\s+many\b|\bwhat\s+(?:number|price|time|level)\b/i.test(t)) return null;
  const f = curveOf(t);
  const c = f ? denseOf(f) : null;
  if (!f || !c || c.length < 3) return null;
  const points = criticalPoints(c);
  const deg = c.length - 1;
  const lead = c[deg].sign();
  const wantsMax = /^max/i.test(asks[2]);
  const wantsMin = /^min/i.test(asks[2]);
  const local = /local|relative/i.test(asks[1] ?? '') || /\blocal\b|\brelative\b/i.test(t);
  const d = derivativeDense(c);
  const steps: ToolStep[] = [
    step(`Differentiate: f′(x) = ${polyText(d)}.`, `f'(x) = ${exprToLatex(Poly.fromDense(d, 'x').toExpr())}`),
    step(`Turning points are where f′(x) = 0: ${points.length ? points.map((p) => `x = ${p.shown}`).join(', ') : 'there are none'}.`),
    ...points.map((p) => step(`At x = ${p.shown}: f′ changes sign ${p.kind === 'local maximum' ? 'from + to −' : p.kind === 'local minimum' ? 'from − to +' : 'not at all'}, so it is ${p.kind === 'local maximum' || p.kind === 'local minimum' ? `a ${p.kind}` : p.kind}, with f(${p.shown}) = ${p.valueShown}.`)),
  ];
  const describe = (p: Critical) => `${p.kind === 'local maximum' ? 'local maximum' : 'local minimum'} f(${p.shown}) = ${p.valueShown} at x = ${p.shown}`;
  if (!wantsMax && !wantsMin) {
    // "the x-coordinates of the stationary points": the x values are the answer, the points a step.
    const onlyX = /\bx[- ]?(?:coordinates?|co-ordinates?|values?)\b|\bat what x\b|\bwhich x\b|\bfor what x\b/i.test(t);
    if (onlyX && points.length) steps.push(step(`The points are ${points.map((p) => `(${p.shown}, ${p.valueShown}): ${p.kind}`).join('; ')}.`));
    const answer = !points.length
      ? 'No turning points: f′(x) is never 0.'
      : onlyX
        ? points.map((p) => `x = ${p.shown}`).join(', ')
        : points.map((p) => `(${p.shown}, ${p.valueShown}): ${p.kind}`).join('; ');
    return succeed(TOOL, answer, steps, { data: { points: points.map((p) => ({ x: p.x, y: p.value, kind: p.kind })) } });
  }
  const kind = wantsMax ? 'local maximum' : 'local minimum';
  const found = points.filter((p) => p.kind === kind);
  if (local || /\bat what x\b|\bwhere\b|\bwhich x\b|\bx[- ]?(?:coordinates?|co-ordinates?)\b/i.test(t)) {
    if (!found.length) return succeed(TOOL, `No ${kind}.`, [...steps, step(`None of the turning points is a ${kind}.`)], { data: {} });
    const asksWhere = /\bat what x\b|\bwhich x\b|\bfor what x\b|\bwhere\b|\bx[- ]?(?:coordinates?|co-ordinates?|values?)\b/i.test(t);
    // "the local maximum value": the value first, where it is after.
    const asksValue = !asksWhere && /\bvalues?\b|\by[- ]?(?:coordinates?|co-ordinates?|values?)\b/i.test(t);
    // "Find the coordinates (x, y) of the local maximum": the point, by the letters asked.
    const asksPoint = !asksWhere && !asksValue && /\bcoordinates?\b|\bco-ordinates?\b|\bthe\s+point\b/i.test(t);
    if (asksPoint) {
      const named = /\(\s*([a-z])\s*,\s*([a-z])\s*\)/i.exec(t);
      const [xn, yn] = named ? [named[1], named[2]] : ['x', 'y'];
      const point = found.map((p) => (named ? `${xn} = ${p.shown}, ${yn} = ${p.valueShown}` : `(${p.shown}, ${p.valueShown})`)).join('; ');
      return succeed(TOOL, point, [...steps, step(`The ${kind} is at (${found.map((p) => `${p.shown}, ${p.valueShown}`).join('), (')}).`)], { data: found.length === 1 ? { x: found[0].x, y: found[0].value } : {} });
    }
    const answer = asksValue ? found.map((p) => `${p.valueShown} (the ${kind}, at x = ${p.shown})`).join('; ') : found.map(describe).join('; ');
    return succeed(TOOL, asksWhere ? found.map((p) => `x = ${p.shown}`).join(', ') + ` (${answer})` : answer, steps, {
      data: found.length === 1 ? { value: asksWhere ? found[0].x : found[0].value } : {},
    });
  }
  // The greatest or least value over all real x: only an even degree with the right leading sign has one.
  const bounded = deg % 2 === 0 && (wantsMin ? lead > 0 : lead < 0);
  if (!bounded) {
    const way = wantsMax ? 'greatest' : 'least';
    return succeed(TOOL, `No ${way} value: f(x) ${wantsMax ? 'grows' : 'falls'} without bound.`, [
      ...steps,
      step(`The leading term ${polyText([...new Array(deg).fill(Rational.ZERO), c[deg]])} decides what happens for large |x|: f has no ${way} value over all real x.`),
    ], { data: {} });
  }
  if (!found.length) throw new ToolInputError('I could not find the turning point that gives this value.');
  const best = found.reduce((a, b) => (wantsMin ? (b.value < a.value ? b : a) : b.value > a.value ? b : a));
  // Check against a scan of the curve around the turning points.
  const span = Math.max(10, ...points.map((p) => Math.abs(p.x) * 2));
  for (let i = 0; i <= 2000; i++) {
    const x = -span + (2 * span * i) / 2000;
    const y = evalNumber(f, { x });
    if (wantsMin ? y < best.value - 1e-9 * Math.max(1, Math.abs(best.value)) : y > best.value + 1e-9 * Math.max(1, Math.abs(best.value))) {
      throw new ToolInputError('A scan of the curve does not confirm this value, so I won’t give it.');
    }
  }
  const way = wantsMax ? 'greatest' : 'least';
  return succeed(TOOL, `${best.valueShown} (at x = ${best.shown})`, [
    ...steps,
    step(`${wantsMin ? 'The leading coefficient is positive' : 'The leading coefficient is negative'} and the degree is even, so the ${way} value of f is the ${way} of its ${kind} values: f(${best.shown}) = ${best.valueShown}.`),
    step(`Check: no point of the curve between x = ${formatNumber(-span)} and ${formatNumber(span)} is ${wantsMin ? 'lower' : 'higher'} ✓.`),
  ], { data: { value: best.value } });
}

/** An application of derivatives, a failure saying why not, or null when none reads the question. */
/**
 * Implicit differentiation at a point: "x² + y² = 25, dy/dx at (3, 4)", "the gradient of the curve
 * x² + xy + y² = 7 at (1, 2)". For F(x, y) = 0, dy/dx = −F_x / F_y, evaluated at the point, which
 * must lie on the curve.
 */
function implicitSlope(t: string): ToolResult | null {
  if (!/\bdy\s*\/\s*dx\b|\bgradient\b|\bslope\b/i.test(t)) return null;
  const point = /\bat\s+(?:the\s+point\s+)?\(\s*([-−]?\d+(?:\.\d+)?)\s*,\s*([-−]?\d+(?:\.\d+)?)\s*\)/i.exec(t);
  const eq = /([-\d\s.+xy^²³()*/]*[xy][-\d\s.+xy^²³()*/]*=\s*[-\d\s.+xy^²³()*/]+?)(?=\s*(?:[,.;?]\s|[,.;?]?$|\s+(?:use|using|find|at|what|and)\b))/i.exec(t);
  if (!point || !eq) return null;
  const sides = splitEquation(eq[1].replace(/²/g, '^2').replace(/³/g, '^3'));
  if (!sides || /^\s*y\s*$/i.test(sides.left)) return null;
  let F: Poly | null;
  try {
    F = polyFromExpr(bin('sub', parseExpr(sides.left), parseExpr(sides.right)));
  } catch {
    return null;
  }
  if (!F || !F.variables().includes('y') || !F.variables().includes('x') || F.variables().some((v) => v !== 'x' && v !== 'y')) return null;
  const [x, y] = [Number(point[1].replace('−', '-')), Number(point[2].replace('−', '-'))];
  const at = { x, y };
  if (Math.abs(evalNumber(F.toExpr(), at)) > 1e-9 * Math.max(1, Math.abs(x), Math.abs(y))) return null;
  const [Fx, Fy] = [F.derivative('x'), F.derivative('y')];
  const fy = evalNumber(Fy.toExpr(), at);
  if (fy === 0) return null;
  const slope = -evalNumber(Fx.toExpr(), at) / fy;
  const exact = Rational.approximate(slope, 10000n);
  const shown = Math.abs(exact.toNumber() - slope) < 1e-12 * Math.max(1, Math.abs(slope)) ? exact.toString() : formatNumber(slope, 8);
  return succeed(TOOL, `dy/dx = ${shown}`, [
    step(`Differentiate both sides with respect to x, treating y as a function of x (each y term gets a factor dy/dx): ${exprToText(Fx.toExpr())} + (${exprToText(Fy.toExpr())}) dy/dx = 0.`),
    step(`So dy/dx = −(${exprToText(Fx.toExpr())}) / (${exprToText(Fy.toExpr())}).`),
    step(`At (${formatNumber(x)}, ${formatNumber(y)}), which is on the curve: dy/dx = ${shown}.`),
  ], { data: { value: slope } });
}

/**
 * Related rates for a growing shape: "the radius of a spherical balloon increases at 2 cm/s; how fast
 * is the volume increasing when the radius is 5 cm?". The chain rule: dQ/dt = dQ/dr · dr/dt, with
 * V = 4/3πr³ (sphere), S = 4πr² (its surface), A = πr² (circle), V = s³ (cube), A = s² (square).
 */
/**
 * "a 10 ft ladder leans against a wall; the bottom slides away at 2 ft/s: how fast is the top sliding
 * down when the bottom is 6 ft from the wall?": x² + y² = L², so x·dx/dt + y·dy/dt = 0.
 */
function ladder(t: string): ToolResult | null {
  if (!/\bladder\b/i.test(t) || !/\bhow\s+fast\b|\brate\b/i.test(t)) return null;
  const length = /\b(\d+(?:\.\d+)?)\s*[- ]?(ft|feet|foot|m|metres?|meters?)\s*(?:long\s+)?ladder\b|\bladder\b[^.?]*?\b(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|metres?|meters?)\s+long\b/i.exec(t);
  const slide = /\b(?:bottom|base|foot)\b[^.?]*?\b(?:slides?|sliding|moves?|moving|pulled|is\s+pulled)\b[^.?]*?(\d+(?:\.\d+)?)\s*(ft|feet|m)\s*\/\s*(s|sec|min)\b/i.exec(t);
  const at = /\bwhen\s+the\s+(?:bottom|base|foot)\b[^.?]*?\b(\d+(?:\.\d+)?)\s*(?:ft|feet|foot|m|metres?|meters?)\s+(?:from|away)/i.exec(t);
  if (!length || !slide || !at || !/\btop\b/i.test(t)) return null;
  const L = Number(length[1] ?? length[3]);
  const [rate, x] = [Number(slide[1]), Number(at[1])];
  if (!(x > 0 && x < L)) throw new ToolInputError('The bottom must be closer to the wall than the ladder is long.');
  const y = Math.sqrt(L * L - x * x);
  const dy = (-x * rate) / y;
  const unit = `${/^m/i.test(slide[2]) ? 'm' : 'ft'}/${slide[3].replace(/^sec$/, 's')}`;
  return succeed(TOOL, `${formatNumber(-dy, 8)} ${unit} (the top slides down)`, [
    step(`With the bottom x from the wall and the top y up it, x² + y² = ${formatNumber(L)}² at every moment.`),
    step(`Differentiate with respect to t: 2x·dx/dt + 2y·dy/dt = 0, so dy/dt = −(x/y)·dx/dt.`),
    step(`When x = ${formatNumber(x)}: y = √(${formatNumber(L)}² − ${formatNumber(x)}²) = ${formatNumber(y, 8)}, so dy/dt = −(${formatNumber(x)}/${formatNumber(y, 8)}) × ${formatNumber(rate)} = ${formatNumber(dy, 8)} ${unit}.`),
    step(`The top is sliding down at ${formatNumber(-dy, 8)} ${unit}.`),
  ], { data: { value: -dy } });
}

const LENGTH_UNIT = String.raw`(mm|cm|m|km|ft|feet|yd|yards|in|inches|metres|meters)`;

/**
 * Optimisation in words, the two classics: a rectangle of fencing with one side against a wall, a
 * river or a barn (or none), and an open box folded from a rectangular sheet after cutting equal
 * squares from the corners. The model, its derivative, the stationary point and the check that it
 * is a maximum, in the steps.
 */
function optimisationInWords(t: string): ToolResult | null {
  if (!/\b(?:maximum|maximi[sz]e|largest|biggest|greatest|most|as\s+large\s+as\s+possible|max)\b/i.test(t)) return null;
  // "60 m of fencing", "24 m of edging", "30 m of garden border": the length that goes round.
  const fence = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*${LENGTH_UNIT}\s+of\s+(?:fencing|fence|wire|rope|edging|border(?:ing)?|netting|mesh|trim|tape|(?:[a-z]+\s+)?(?:fencing|edging|border|wire|rope|netting))\b`, 'i').exec(t);
  if (fence && /\brectang|\bpen\b|\benclos|\bfield\b|\bplot\b/i.test(t)) {
    const F = Number(fence[1]);
    const unit = fence[2];
    const wall = /\b(?:wall|river|bank|barn|fence\s+already|hedge|building|cliff|shed)\b|\b(?:only\s+)?(?:three|3)\s+sides\b/i.test(t);
    if (/\bdivid|\bsplit\b|\bpartition|\btwo\s+(?:pens|enclosures|parts)\b/i.test(t)) return null;
    const [x, y] = wall ? [F / 4, F / 2] : [F / 4, F / 4];
    const area = x * y;
    const steps = wall
      ? [
          step(`Let x be each side at right angles to the ${/river|bank/i.test(t) ? 'river' : 'wall'}; the side along it is ${formatNumber(F)} − 2x (only three sides are fenced).`),
          step(`Area A(x) = x(${formatNumber(F)} − 2x) = ${formatNumber(F)}x − 2x², so A′(x) = ${formatNumber(F)} − 4x.`),
          step(`A′(x) = 0 at x = ${formatNumber(F)}/4 = ${formatNumber(x, 8)} ${unit}; A″(x) = −4 < 0, a maximum. The other side is ${formatNumber(F)} − 2 × ${formatNumber(x, 8)} = ${formatNumber(y, 8)} ${unit}.`),
          step(`A = ${formatNumber(x, 8)} × ${formatNumber(y, 8)} = ${formatNumber(area, 8)} ${unit}².`),
        ]
      : [
          step(`Let the sides be x and ${formatNumber(F / 2)} − x (the perimeter is ${formatNumber(F)}).`),
          step(`Area A(x) = x(${formatNumber(F / 2)} − x), A′(x) = ${formatNumber(F / 2)} − 2x = 0 at x = ${formatNumber(x, 8)} ${unit}; A″ = −2 < 0, a maximum: a square.`),
          step(`A = ${formatNumber(x, 8)}² = ${formatNumber(area, 8)} ${unit}².`),
        ];
    if (/\bdimensions?\b|\bhow\s+(?:long|wide)\b|\blength\s+and\s+width\b/i.test(t) && !/\b(?:maximum|largest|biggest|greatest)\s+area\b.*\?$/i.test(t)) {
      return succeed(TOOL, `${formatNumber(x, 8)} ${unit} by ${formatNumber(y, 8)} ${unit}`, steps, { data: { width: x, length: y, value: area } });
    }
    return succeed(TOOL, `${formatNumber(area, 8)} ${unit}²`, steps, { data: { value: area } });
  }
  const sheet = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*${LENGTH_UNIT}?\s*(?:by|x|×)\s*(\d+(?:\.\d+)?)\s*${LENGTH_UNIT}?`, 'i').exec(t);
  if (sheet && /\bbox\b/i.test(t) && /\bcorners?\b/i.test(t) && /\bsquares?\b/i.test(t)) {
    const [a, b] = [Number(sheet[1]), Number(sheet[3])];
    const unit = sheet[2] ?? sheet[4] ?? '';
    // V = x(a − 2x)(b − 2x); V′ = 12x² − 4(a + b)x + ab.
    const disc = 16 * (a + b) ** 2 - 48 * a * b;
    const x = (4 * (a + b) - Math.sqrt(disc)) / 24;
    if (!(x > 0 && x < Math.min(a, b) / 2)) return null;
    const volume = x * (a - 2 * x) * (b - 2 * x);
    const u = unit ? ` ${unit}` : '';
    const steps = [
      step(`Cut squares of side x: the box is x high with a base (${formatNumber(a)} − 2x) by (${formatNumber(b)} − 2x), so V(x) = x(${formatNumber(a)} − 2x)(${formatNumber(b)} − 2x) for 0 < x < ${formatNumber(Math.min(a, b) / 2)}.`),
      step(`V′(x) = 12x² − ${formatNumber(4 * (a + b))}x + ${formatNumber(a * b)} = 0 gives x = ${formatNumber(x, 8)}${u} (the other root is outside the range).`),
      step(`V″(x) = 24x − ${formatNumber(4 * (a + b))} = ${formatNumber(24 * x - 4 * (a + b), 8)} < 0 there: a maximum. V = ${formatNumber(x, 8)} × ${formatNumber(a - 2 * x, 8)} × ${formatNumber(b - 2 * x, 8)} = ${formatNumber(volume, 8)}${unit ? ` ${unit}³` : ''}.`),
    ];
    if (/\b(?:side|length|size)\s+(?:length\s+)?(?:of\s+)?(?:the\s+)?(?:cut[- ]?out\s+)?squares?\b|\bsquares?\b[^.?]*\bshould\b|\bwhat\s+(?:side\s+)?(?:length|size)\b[^.?]*\bsquares?\b|\bwhat\s+size\b|\bhow\s+(?:big|large)\s+should\b|\b(?:what|which)\s+(?:value\s+of\s+)?x\b|\b(?:find|give|state)\s+(?:the\s+)?(?:value\s+of\s+)?x\b(?!\s+and\b)|\bx\s+(?:gives|makes|maximi[sz]es)\b/i.test(t)) {
      return succeed(TOOL, `x = ${formatNumber(x, 8)}${u}`, steps, { data: { value: x } });
    }
    return succeed(TOOL, `${formatNumber(volume, 8)}${unit ? ` ${unit}³` : ''}`, steps, { data: { value: volume } });
  }
  return null;
}

/** "a balloon is inflated at 100 cm³/s: how fast is the radius increasing when r = 5 cm": dr/dt = (dV/dt) ÷ (dV/dr). */
function lengthRateFromVolumeRate(t: string, shape: { sphere: boolean; circle: boolean; cube: boolean; square: boolean }): ToolResult | null {
  const askedLength = /\b(?:how\s+fast|rate)\b[^.?]*?\b(radius|side|edge)\b|\b(radius|side|edge)\b[^.?]*?\b(?:increas|chang|grow|decreas)/i.exec(t);
  const given = /(\d+(?:\.\d+)?)\s*(mm|cm|m)\s*(?:\^\s*([23])|([²³]))\s*\/\s*(s|sec|min|h)\b/.exec(t);
  const at = /\bwhen\s+(?:the\s+)?(?:radius|side|edge|length|r|s)\s*(?:is|=)\s*(\d+(?:\.\d+)?)\s*(mm|cm|m)?\b/i.exec(t);
  if (!askedLength || !given || !at) return null;
  const power = given[3] ?? (given[4] === '³' ? '3' : '2');
  const out = /\b(?:deflat|leak|shrink|decreas|drain|los(?:es|ing))\w*/i.test(t) ? -1 : 1;
  const rate = out * Number(given[1]);
  const r = Number(at[1]);
  const surface = /\bsurface\b/i.test(t);
  let coefficient: number;
  let pi = true;
  let formula: string;
  if (shape.sphere && power === '3') [coefficient, formula] = [4 * r * r, 'V = (4/3)πr³, dV/dr = 4πr²'];
  else if (shape.sphere && power === '2' && surface) [coefficient, formula] = [8 * r, 'S = 4πr², dS/dr = 8πr'];
  else if (shape.circle && power === '2') [coefficient, formula] = [2 * r, 'A = πr², dA/dr = 2πr'];
  else if (shape.cube && power === '3') [coefficient, formula, pi] = [3 * r * r, 'V = s³, dV/ds = 3s²', false];
  else if (shape.square && power === '2') [coefficient, formula, pi] = [2 * r, 'A = s², dA/ds = 2s', false];
  else return null;
  const letter = shape.cube || shape.square ? 's' : 'r';
  const k = rate / coefficient;
  const value = pi ? k / Math.PI : k;
  const per = given[5].replace(/^sec$/, 's');
  const u = `${given[2]}/${per}`;
  return succeed(TOOL, pi ? `${formatNumber(k, 8)}/π ≈ ${formatNumber(value, 8)} ${u}` : `${formatNumber(value, 8)} ${u}`, [
    step(`${formula}.`),
    step(`Chain rule: d(${power === '3' ? 'V' : surface ? 'S' : 'A'})/dt = ${formatNumber(coefficient, 8)}${pi ? 'π' : ''} × d${letter}/dt at ${letter} = ${formatNumber(r)} ${given[2]}, and d(${power === '3' ? 'V' : surface ? 'S' : 'A'})/dt = ${formatNumber(rate, 8)} ${given[2]}${power === '3' ? '³' : '²'}/${per}.`),
    step(`d${letter}/dt = ${formatNumber(rate, 8)} ÷ ${formatNumber(coefficient, 8)}${pi ? 'π' : ''} = ${pi ? `${formatNumber(k, 8)}/π ≈ ` : ''}${formatNumber(value, 8)} ${u}.`),
  ], { data: { value } });
}

function relatedRates(t: string): ToolResult | null {
  if (!/\bhow\s+fast\b|\brate\s+(?:of|at\s+which)\b|\bd[VAS]\s*\/\s*dt\b/i.test(t)) return null;
  const sphere = /\bspher|\bballoon\b|\bbubble\b|\bball\b/i.test(t);
  const circle = /\bcircle\b|\bcircular\b|\bripple\b|\bdisc\b|\bdisk\b|\bspill\b/i.test(t);
  const cube = /\bcube\b/i.test(t);
  const square = /\bsquare\b/i.test(t) && !cube;
  if ([sphere, circle, cube, square].filter(Boolean).length !== 1) return null;
  const inverse = lengthRateFromVolumeRate(t, { sphere, circle, cube, square });
  if (inverse) return inverse;
  const rate = /\b(?:radius|side|edge|length|r)\b[^.?]*?\b(?:increases?|increasing|grows?|growing|expands?|expanding|decreases?|decreasing|shrinks?|shrinking)\s+(?:at\s+(?:a\s+(?:constant\s+)?rate\s+of\s+)?)?(\d+(?:\.\d+)?)\s*(mm|cm|m)\s*\/\s*(s|sec|min|h)\b/i.exec(t);
  const at = /\bwhen\s+(?:the\s+)?(?:radius|side|edge|length|r|s)\s*(?:is|=)\s*(\d+(?:\.\d+)?)\s*(mm|cm|m)?\b/i.exec(t);
  const asked = /\b(surface\s+area|volume|area)\b[^.?]*?\b(?:increas|chang|grow|decreas)|\b(?:how\s+fast|rate)\b[^.?]*?\b(surface\s+area|volume|area)\b/i.exec(t);
  if (!rate || !at || !asked) return null;
  const quantity = (asked[1] ?? asked[2]).toLowerCase().replace(/\s+/, ' ');
  const sign = /decreas|shrink/i.test(rate[0]) ? -1 : 1;
  const dr = sign * Number(rate[1]);
  const r = Number(at[1]);
  const unit = rate[2];
  const per = rate[3].replace(/^sec$/, 's');
  // dQ/dr as a multiple of π (or not), for the exact form.
  let coefficient: number;
  let pi = true;
  let formula: string;
  if (sphere && quantity === 'volume') [coefficient, formula] = [4 * r * r, 'V = (4/3)πr³, dV/dr = 4πr²'];
  else if (sphere && quantity === 'surface area') [coefficient, formula] = [8 * r, 'S = 4πr², dS/dr = 8πr'];
  else if (circle && quantity === 'area') [coefficient, formula] = [2 * r, 'A = πr², dA/dr = 2πr'];
  else if (cube && quantity === 'volume') [coefficient, formula, pi] = [3 * r * r, 'V = s³, dV/ds = 3s²', false];
  else if (cube && quantity === 'surface area') [coefficient, formula, pi] = [12 * r, 'S = 6s², dS/ds = 12s', false];
  else if (square && quantity === 'area') [coefficient, formula, pi] = [2 * r, 'A = s², dA/ds = 2s', false];
  else return null;
  const exact = coefficient * dr;
  const value = pi ? exact * Math.PI : exact;
  const power = quantity === 'volume' ? '³' : '²';
  const u = `${unit}${power}/${per}`;
  return succeed(TOOL, pi ? `${formatNumber(exact, 8)}π ≈ ${formatNumber(value, 8)} ${u}` : `${formatNumber(value, 8)} ${u}`, [
    step(`${formula}.`),
    step(`Chain rule: d(${quantity})/dt = d(${quantity})/d${cube || square ? 's' : 'r'} × d${cube || square ? 's' : 'r'}/dt = ${formatNumber(coefficient, 8)}${pi ? 'π' : ''} × ${formatNumber(dr, 8)} at ${cube || square ? 's' : 'r'} = ${formatNumber(r)} ${unit}.`),
    step(`= ${pi ? `${formatNumber(exact, 8)}π ≈ ` : ''}${formatNumber(value, 8)} ${u}${sign < 0 ? ' (decreasing)' : ''}.`),
  ], { data: { value } });
}

export function calculusProblem(question: string): ToolResult | null {
  return firstAnswer(TOOL, [ladder, optimisationInWords, relatedRates, implicitSlope, areaBetweenCurves, areaUnderCurve, tangentLine, extremumOnInterval, extremum, functionStory], question);
}
