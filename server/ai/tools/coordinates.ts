import { approx, latexToText, mathStep, num, rootOf } from './geometry-format';
import { Rational } from './rational';
import { ToolInputError, guard, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Coordinate geometry through two points, exactly: slope (a fraction, undefined for vertical lines),
 * distance (a simplified surd), midpoint and the equation of the line (y = mx + b, or x = c).
 */

const TOOL = 'coordinate_geometry';

export type CoordinateOperation = 'slope' | 'distance' | 'midpoint' | 'line';

export interface Point {
  x: Rational;
  y: Rational;
}

const NUMBER = String.raw`[-+−]?\s*(?:\d+(?:\.\d*)?|\.\d+)(?:\s*\/\s*\d+)?`;
const POINT = new RegExp(String.raw`\(\s*(${NUMBER})\s*[,;]\s*(${NUMBER})\s*\)`, 'g');

function parseNumber(text: string): Rational {
  const r = Rational.parse(text.replace(/\s+/g, '').replace('−', '-').replace(/^\+/, ''));
  if (!r) throw new ToolInputError(`I can't read "${text}" as a coordinate.`);
  return r;
}

/** "(1, 2)", "1, 2", "(-3/2; 4.5)" → a point; also finds every "(x, y)" in a longer text. */
export function parsePoints(input: string | readonly string[]): Point[] {
  const texts = typeof input === 'string' ? [input] : input;
  const points: Point[] = [];
  for (const text of texts) {
    const found = [...text.matchAll(POINT)];
    if (found.length) {
      for (const m of found) points.push({ x: parseNumber(m[1]), y: parseNumber(m[2]) });
      continue;
    }
    const bare = new RegExp(String.raw`^\s*(${NUMBER})\s*[,;]\s*(${NUMBER})\s*$`).exec(text);
    if (!bare) throw new ToolInputError(`I can't read "${text}" as a point. Write points like (1, 2).`);
    points.push({ x: parseNumber(bare[1]), y: parseNumber(bare[2]) });
  }
  return points;
}

const OPERATIONS: Record<CoordinateOperation, RegExp> = {
  slope: /^(?:slope|gradient|rate of change|m)$/,
  distance: /^(?:distance|length|length of the segment|d)$/,
  midpoint: /^(?:midpoint|mid-point|middle|mid point)$/,
  line: /^(?:line|equation|equation of the line|line equation|y=mx\+b|slope-intercept form)$/,
};

/** A rational as a fraction for slopes and intercepts: 2, -1/2 (LaTeX \frac). */
function frac(r: Rational): string {
  return r.toLatex();
}

/** In a sum, negative numbers get brackets: 6 - \left(-2\right). */
function inSum(r: Rational): string {
  return r.sign() < 0 ? `\\left(${frac(r)}\\right)` : frac(r);
}

/** y = mx + b as LaTeX, tidy for m = 0, ±1 and b = 0. */
export function lineLatex(m: Rational, b: Rational): string {
  if (m.isZero()) return `y = ${frac(b)}`;
  const mx = m.isOne() ? 'x' : m.equals(Rational.ONE.neg()) ? '-x' : `${frac(m)}x`;
  if (b.isZero()) return `y = ${mx}`;
  return `y = ${mx} ${b.sign() < 0 ? '-' : '+'} ${frac(b.abs())}`;
}

const pt = (p: Point) => `\\left(${num(p.x).latex}, ${num(p.y).latex}\\right)`;

/** The line with a given slope through one point: y = mx + b with b from the point, checked at the point. */
function lineThroughPoint(p: Point, slopeText: string): ToolResult {
  const m = parseNumber(slopeText);
  const b = p.y.sub(m.mul(p.x));
  const latex = lineLatex(m, b);
  const steps: ToolStep[] = [
    mathStep('A line with slope m is y = mx + b; put in the point to find the y-intercept b:', `${frac(p.y)} = ${frac(m)} \\times ${inSum(p.x)} + b \\Rightarrow b = ${frac(b)}`),
    mathStep('Check at the point:', `${frac(m)} \\times ${inSum(p.x)} + ${inSum(b)} = ${frac(m.mul(p.x).add(b))} = ${frac(p.y)}`),
  ];
  return succeed(TOOL, latexToText(latex), steps, { answerLatex: latex, data: { operation: 'line', slope: m.toString(), intercept: b.toString() } });
}

/**
 * Slope, distance, midpoint or line through two points, exactly, with the formula, the substitution
 * and the simplification as steps.
 */
export function coordinateGeometry(input: { operation: string; points: string | readonly string[]; coordinate?: string; slope?: string }): ToolResult {
  return guard(TOOL, () => {
    const op = (Object.keys(OPERATIONS) as CoordinateOperation[]).find((k) => OPERATIONS[k].test(input.operation.trim().toLowerCase()));
    if (!op) throw new ToolInputError(`I don't know "${input.operation}". I can find the slope, distance, midpoint or line through two points.`);
    const points = parsePoints(input.points);
    if (op === 'line' && points.length === 1 && input.slope?.trim()) return lineThroughPoint(points[0], input.slope);
    if (points.length !== 2) throw new ToolInputError(`I need exactly two points, like (1, 2) and (4, 6); I found ${points.length}.`);
    const [p, q] = points;
    const dx = q.x.sub(p.x);
    const dy = q.y.sub(p.y);
    const same = dx.isZero() && dy.isZero();
    const steps: ToolStep[] = [];
    const say = (sentence: string, latex: string) => steps.push(mathStep(sentence, latex));
    const data = { operation: op, points: points.map((x) => [x.x.toString(), x.y.toString()]) };
    const label = `Call the points (x_1, y_1) = ${pt(p)} and (x_2, y_2) = ${pt(q)}.`;

    if (op === 'midpoint') {
      const mx = p.x.add(q.x).div(Rational.of(2));
      const my = p.y.add(q.y).div(Rational.of(2));
      say('The midpoint is halfway along each coordinate: average the x-values and average the y-values,', 'M = \\left(\\frac{x_1 + x_2}{2}, \\frac{y_1 + y_2}{2}\\right)');
      say(`${latexToText(label)} Substitute:`, `M = \\left(\\frac{${frac(p.x)} + ${inSum(q.x)}}{2}, \\frac{${frac(p.y)} + ${inSum(q.y)}}{2}\\right) = ${pt({ x: mx, y: my })}`);
      const latex = `M = ${pt({ x: mx, y: my })}`;
      const part = input.coordinate?.trim().toLowerCase();
      if (part === 'x' || part === 'y') {
        // Only one coordinate asked: that one is the answer, the midpoint a step.
        const value = part === 'x' ? mx : my;
        say(`The midpoint is ${latexToText(latex)}, so its ${part}-coordinate is`, `${part}_M = ${num(value).latex}`);
        const partLatex = `${part} = ${num(value).latex}`;
        return succeed(TOOL, latexToText(partLatex), steps, { answerLatex: partLatex, data: { ...data, x: mx.toString(), y: my.toString(), value: value.toNumber() } });
      }
      return succeed(TOOL, latexToText(latex), steps, { answerLatex: latex, data: { ...data, x: mx.toString(), y: my.toString() } });
    }
    if (same) throw new ToolInputError(`The two points are the same point ${latexToText(pt(p))}, so they don't determine a line${op === 'distance' ? '' : ' or a slope'}.`);

    if (op === 'distance') {
      const d2 = dx.mul(dx).add(dy.mul(dy));
      say('The distance between two points comes from Pythagoras: the horizontal and vertical gaps are the legs of a right triangle,', 'd = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}');
      say(`${latexToText(label)} The gaps are`, `x_2 - x_1 = ${frac(q.x)} - ${inSum(p.x)} = ${frac(dx)}, \\quad y_2 - y_1 = ${frac(q.y)} - ${inSum(p.y)} = ${frac(dy)}`);
      const root = rootOf(d2);
      say('Substitute:', `d = \\sqrt{${inSum(dx)}^2 + ${inSum(dy)}^2} = ${root.latex}`);
      const exact = root.value.asRational();
      const value = root.value.toComplex().re;
      const shown = exact ? frac(exact) : root.value.toLatex();
      const latex = exact && exact.toExactDecimal(6) ? `d = ${num(exact).latex}` : `d = ${shown} \\approx ${approx(value).text}`;
      if (!exact || !exact.toExactDecimal(6)) say(`That is the exact distance; as a decimal, rounded ${approx(value).how}:`, latex);
      return succeed(TOOL, latexToText(latex), steps, { answerLatex: latex, data: { ...data, exact: latexToText(shown), value } });
    }

    say('The slope is the change in y divided by the change in x ("rise over run"):', 'm = \\frac{y_2 - y_1}{x_2 - x_1}');
    if (dx.isZero()) {
      say(`${latexToText(label)} The change in x is`, `x_2 - x_1 = ${frac(q.x)} - ${inSum(p.x)} = 0`);
      const vertical = `x = ${frac(p.x)}`;
      steps.push(mathStep('Dividing by zero is impossible, so the slope is undefined: both points have the same x-coordinate and the line is vertical,', vertical));
      if (op === 'slope') {
        return succeed(TOOL, `The slope is undefined (the line through the points is vertical: ${latexToText(vertical)}).`, steps, {
          answerLatex: `m \\text{ is undefined (vertical line } ${vertical}\\text{)}`, data: { ...data, slope: null, vertical: p.x.toString() },
        });
      }
      return succeed(TOOL, latexToText(vertical), steps, { answerLatex: vertical, data: { ...data, slope: null, vertical: p.x.toString() } });
    }
    const m = dy.div(dx);
    say(`${latexToText(label)} Substitute:`, `m = \\frac{${frac(q.y)} - ${inSum(p.y)}}{${frac(q.x)} - ${inSum(p.x)}} = \\frac{${frac(dy)}}{${frac(dx)}}${m.equals(dy) && dx.isOne() ? '' : ` = ${frac(m)}`}`);
    if (op === 'slope') {
      const decimal = m.isInteger() ? null : m.toExactDecimal(6);
      const latex = `m = ${frac(m)}${decimal ? ` = ${decimal}` : m.isInteger() ? '' : ` \\approx ${approx(m.toNumber()).text}`}`;
      const meaning = m.isZero() ? 'The slope is 0: the line is horizontal.'
        : `${m.sign() > 0 ? 'A positive slope: the line rises' : 'A negative slope: the line falls'} from left to right, by ${latexToText(frac(m.abs()))} for every 1 across.`;
      steps.push({ text: meaning });
      return succeed(TOOL, latexToText(latex), steps, { answerLatex: latex, data: { ...data, slope: m.toString(), value: m.toNumber() } });
    }
    const b = p.y.sub(m.mul(p.x));
    say('Put the slope and one point into y = mx + b to find the y-intercept b:', `${frac(p.y)} = ${frac(m)} \\times ${inSum(p.x)} + b \\Rightarrow b = ${frac(p.y)} - ${inSum(m.mul(p.x))} = ${frac(b)}`);
    const latex = lineLatex(m, b);
    const check = m.mul(q.x).add(b);
    say('Check with the other point:', `${frac(m)} \\times ${inSum(q.x)} + ${inSum(b)} = ${frac(check)} = y_2`);
    return succeed(TOOL, latexToText(latex), steps, { answerLatex: latex, data: { ...data, slope: m.toString(), intercept: b.toString() } });
  });
}
