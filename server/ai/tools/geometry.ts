import { Surd } from './exact';
import { approx, exactLatex, exactNumber, isShortDecimal, latexToText, mathStep, num, numTex, rootOf, sq } from './geometry-format';
import { Rational } from './rational';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';
import { convertValue } from './units';
import { formatNumber } from './format';

/**
 * Exact school geometry: areas, perimeters, volumes and surface areas of the common shapes and
 * solids, and Pythagoras. π and square roots stay exact (9π, 5√2) with a rounded decimal alongside;
 * lengths keep the student's unit (cm → cm², cm³), mixed units are converted first.
 */

const TOOL = 'geometry';

export type Shape =
  | 'circle' | 'square' | 'rectangle' | 'triangle' | 'right triangle' | 'trapezoid' | 'parallelogram'
  | 'cube' | 'cuboid' | 'sphere' | 'cylinder' | 'cone';
export type Measure =
  | 'area' | 'perimeter' | 'circumference' | 'diameter' | 'radius' | 'diagonal' | 'volume' | 'surface area'
  | 'lateral area' | 'slant height' | 'hypotenuse' | 'leg' | 'right angle';

/** A length unit with its size in millimetres (exact: 1 in = 25.4 mm). */
export interface LengthUnit {
  id: string;
  mm: Rational;
  pattern: RegExp;
  /** How the unit reads in a sentence: "in cm", "in inches". */
  word: string;
}

export const LENGTH_UNITS: readonly LengthUnit[] = [
  { id: 'mm', mm: Rational.of(1), pattern: /^(?:mm|millimet(?:er|re)s?)$/i, word: 'mm' },
  { id: 'cm', mm: Rational.of(10), pattern: /^(?:cm|centimet(?:er|re)s?)$/i, word: 'cm' },
  { id: 'm', mm: Rational.of(1000), pattern: /^(?:m|met(?:er|re)s?)$/i, word: 'metres' },
  { id: 'km', mm: Rational.of(1_000_000), pattern: /^(?:km|kilomet(?:er|re)s?)$/i, word: 'km' },
  { id: 'in', mm: Rational.of(127, 5), pattern: /^(?:in|inch|inches|")$/i, word: 'inches' },
  { id: 'ft', mm: Rational.of(1524, 5), pattern: /^(?:ft|foot|feet|')$/i, word: 'feet' },
  { id: 'yd', mm: Rational.of(4572, 5), pattern: /^(?:yd|yds|yards?)$/i, word: 'yards' },
  { id: 'mi', mm: Rational.of(1_609_344), pattern: /^(?:mi|miles?)$/i, word: 'miles' },
];

/** "cm", "inches", "metres" → the unit; null when the text is not a length unit. */
export function lengthUnit(text: string): LengthUnit | null {
  const t = text.trim().replace(/\.$/, '');
  return LENGTH_UNITS.find((u) => u.pattern.test(t)) ?? null;
}

const SHAPE_NAMES: Record<Shape, RegExp> = {
  circle: /^circles?$/,
  square: /^squares?$/,
  rectangle: /^(?:rectangles?|oblongs?)$/,
  triangle: /^triangles?$/,
  'right triangle': /^right(?:[\s-]*angled?)?[\s-]*triangles?$/,
  trapezoid: /^(?:trapezoids?|trapeziums?|trapezia)$/,
  parallelogram: /^parallelograms?$/,
  cube: /^cubes?$/,
  cuboid: /^(?:cuboids?|(?:rectangular\s+)?(?:prism|box|solid)(?:es|s)?|boxes)$/,
  sphere: /^(?:spheres?|balls?)$/,
  cylinder: /^(?:cylinders?|cans?)$/,
  cone: /^cones?$/,
};

const MEASURE_NAMES: Record<Measure, RegExp> = {
  area: /^area$/,
  perimeter: /^perimeter$/,
  circumference: /^circumference$/,
  diameter: /^diameter$/,
  radius: /^radius$/,
  diagonal: /^(?:diagonal|space diagonal)$/,
  volume: /^(?:volume|capacity)$/,
  'surface area': /^(?:total\s+)?surface\s+area$|^t?sa$/,
  'lateral area': /^(?:lateral|curved)(?:\s+surface)?\s+area$/,
  'slant height': /^slant(?:\s+height)?$/,
  hypotenuse: /^hypotenuse$/,
  leg: /^(?:leg|other leg|missing (?:side|leg)|third side|other side|side)$/,
  'right angle': /^(?:right angle|right[\s-]*angled?|is right|check|converse)$/,
};

function findShape(text: string): Shape | null {
  const t = text.trim().toLowerCase();
  return (Object.keys(SHAPE_NAMES) as Shape[]).find((s) => SHAPE_NAMES[s].test(t)) ?? null;
}

function findMeasure(text: string): Measure | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return (Object.keys(MEASURE_NAMES) as Measure[]).find((m) => MEASURE_NAMES[m].test(t)) ?? null;
}

const KEY_ALIASES: Record<string, string> = {
  r: 'radius', radius: 'radius', d: 'diameter', diameter: 'diameter', h: 'height', height: 'height', altitude: 'height',
  depth: 'height', base: 'base', l: 'length', length: 'length', w: 'width', width: 'width', breadth: 'width',
  s: 'side', side: 'side', 'side length': 'side', edge: 'side', 'edge length': 'side', a: 'a', b: 'b', c: 'c',
  leg: 'leg', leg1: 'a', leg2: 'b', 'leg a': 'a', 'leg b': 'b', hypotenuse: 'c', slant: 'slant', 'slant height': 'slant',
  side1: 'a', side2: 'b', side3: 'c', base1: 'a', base2: 'b', 'parallel side 1': 'a', 'parallel side 2': 'b',
};

/** A given length: its exact value and unit as the student wrote it. */
interface Given {
  value: Rational;
  unit: LengthUnit | null;
  raw: string;
}

function parseGiven(name: string, raw: string | number): Given {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) throw new ToolInputError(`The ${name} must be a number.`);
    return { value: Rational.fromNumber(raw), unit: null, raw: String(raw) };
  }
  const m = /^\s*([-+−]?\s*(?:\d+(?:\.\d*)?|\.\d+)(?:\s*\/\s*\d+)?)\s*(.*?)\s*$/.exec(raw);
  const value = m ? Rational.parse(m[1].replace(/[\s+]/g, '').replace('−', '-')) : null;
  if (!m || !value) throw new ToolInputError(`I can't read "${raw}" as a length (write it like "3 cm" or "2.5").`);
  const rest = m[2].replace(/\.$/, '');
  if (!rest) return { value, unit: null, raw: raw.trim() };
  if (/[²³]|\^|\b(?:sq|square|cubic|cu)\b/i.test(rest)) throw new ToolInputError(`"${raw.trim()}" is an area or a volume, but the ${name} must be a length.`);
  const unit = lengthUnit(rest);
  if (!unit) throw new ToolInputError(`"${rest}" is not a length unit I know (I know mm, cm, m, km, in, ft, yd and mi).`);
  return { value, unit, raw: raw.trim() };
}

const LABELS: Record<string, string> = {
  radius: 'radius', diameter: 'diameter', height: 'height', base: 'base', length: 'length', width: 'width', side: 'side',
  a: 'side a', b: 'side b', c: 'side c', slant: 'slant height',
};

/** Canonical dimension names for a shape, from whatever keys the caller used. */
function canonicalKeys(shape: Shape, dims: Record<string, string | number>): Map<string, string | number> {
  const out = new Map<string, string | number>();
  for (const [k, v] of Object.entries(dims)) {
    const key = KEY_ALIASES[k.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ')];
    if (!key) throw new ToolInputError(`I don't know the dimension "${k}". Use names like radius, diameter, side, length, width, height, base, a, b, c.`);
    let target = key;
    if (key === 'leg') target = out.has('a') ? 'b' : 'a';
    if ((shape === 'square' || shape === 'cube') && ['length', 'width', 'a', 'base', 'height'].includes(key) && !out.has('side')) target = 'side';
    if (shape === 'rectangle' && key === 'base') target = 'length';
    if (shape === 'rectangle' && key === 'height') target = 'width';
    if (shape === 'cone' && key === 'length') target = 'slant';
    if (shape === 'parallelogram' && (key === 'a' || key === 'length')) target = out.has('base') ? 'side' : 'base';
    if (shape === 'trapezoid' && key === 'base') target = out.has('a') ? 'b' : 'a';
    if (out.has(target)) throw new ToolInputError(`The ${LABELS[target] ?? target} is given twice.`);
    out.set(target, v);
  }
  return out;
}

/** The unit all lengths are worked in, with conversion steps when the student mixed units. */
function unify(given: Map<string, Given>, steps: ToolStep[]): { dims: Record<string, Rational>; unit: LengthUnit | null } {
  const units = [...new Set([...given.values()].map((g) => g.unit).filter((u): u is LengthUnit => u !== null))];
  const dims: Record<string, Rational> = {};
  if (!units.length) {
    for (const [k, g] of given) dims[k] = g.value;
    return { dims, unit: null };
  }
  // The unit most lengths are in; on a tie the larger metric unit (2 m × 3 m × 50 cm = 3 m³, not 3 000 000 cm³),
  // but the smaller imperial one (so inches never become twelfths of a foot).
  const count = (u: LengthUnit) => [...given.values()].filter((g) => g.unit === u).length;
  const metric = units.every((u) => u.mm.den === 1n && /m$/.test(u.id));
  const unit = units.reduce((a, b) => {
    if (count(a) !== count(b)) return count(b) > count(a) ? b : a;
    return (b.mm.compare(a.mm) > 0) === metric ? b : a;
  });
  const converted: string[] = [];
  const assumed: string[] = [];
  for (const [k, g] of given) {
    if (!g.unit) {
      assumed.push(`${LABELS[k] ?? k} ${num(g.value).text}`);
      dims[k] = g.value;
    } else if (g.unit !== unit) {
      const factor = g.unit.mm.div(unit.mm);
      dims[k] = g.value.mul(factor);
      converted.push(`the ${LABELS[k] ?? k} ${num(g.value).text} ${g.unit.id} = ${num(g.value).text} × ${num(factor).text} = ${num(dims[k]).text} ${unit.id}`);
    } else {
      dims[k] = g.value;
    }
  }
  if (converted.length) {
    steps.push(step(`The lengths are in different units, so convert them to the same unit (${unit.word}) first: ${converted.join('; ')}.`));
  }
  if (assumed.length) steps.push(step(`No unit was given for the ${assumed.join(' and ')}, so I take ${assumed.length > 1 ? 'them' : 'it'} to be in ${unit.word} as well.`));
  return { dims, unit };
}

/** What one formula produced: the quantity's symbol and name, the worked steps and the exact value. */
interface Outcome {
  symbol: string;
  name: string;
  value: Surd;
  pi: boolean;
  power: 1 | 2 | 3;
}

const R = (n: number, d = 1) => Rational.of(n, d);
const S = (r: Rational) => Surd.rational(r);

class Work {
  readonly steps: ToolStep[] = [];
  constructor(
    readonly shape: Shape,
    readonly measure: Measure,
    readonly d: Record<string, Rational>,
    readonly unit: LengthUnit | null,
  ) {}

  /** "\ \mathrm{cm}^2" for the unit to a power; empty without a unit. */
  u(power: 1 | 2 | 3): string {
    if (!this.unit) return '';
    return `\\ \\mathrm{${this.unit.id}}${power === 1 ? '' : `^${power}`}`;
  }

  has(...keys: string[]): boolean {
    return keys.every((k) => this.d[k] !== undefined);
  }

  need(...alternatives: string[][]): never {
    const words = alternatives.map((alt) => alt.map((k) => LABELS[k] ?? k).join(' and ')).join(', or ');
    throw new ToolInputError(`To find the ${this.measure} of a ${this.shape} I need the ${words}.`);
  }

  say(sentence: string, latex?: string): void {
    this.steps.push(latex === undefined ? step(sentence) : mathStep(sentence, latex));
  }

  /** r from r or d, explaining r = d/2. */
  radius(): Rational {
    if (this.d.radius) return this.d.radius;
    const dia = this.d.diameter;
    if (!dia) return this.need(['radius'], ['diameter']);
    const r = dia.div(R(2));
    this.say('The radius is half the diameter:', `r = \\frac{d}{2} = \\frac{${num(dia).latex}}{2} = ${num(r).latex}${this.u(1)}`);
    return r;
  }

  /** The cone's height, from the slant height by Pythagoras when only that is given. */
  coneHeight(r: Rational): Surd {
    if (this.d.height) return S(this.d.height);
    const l = this.d.slant;
    if (!l) return this.need(['radius', 'height'], ['radius', 'slant']);
    const h2 = l.mul(l).sub(r.mul(r));
    if (h2.sign() <= 0) throw new ToolInputError('The slant height must be longer than the radius.');
    const root = rootOf(h2);
    this.say('Find the height from the slant height with Pythagoras:', `h = \\sqrt{l^2 - r^2} = \\sqrt{${sq(l)} - ${sq(r)}} = ${root.latex}${this.u(1)}`);
    return root.value;
  }

  coneSlant(r: Rational): Surd {
    if (this.d.slant) return S(this.d.slant);
    const h = this.d.height;
    if (!h) return this.need(['radius', 'height'], ['radius', 'slant']);
    const root = rootOf(r.mul(r).add(h.mul(h)));
    this.say('The slant height l comes from Pythagoras (the radius, height and slant height form a right triangle):',
      `l = \\sqrt{r^2 + h^2} = \\sqrt{${sq(r)} + ${sq(h)}} = ${root.latex}${this.u(1)}`);
    return root.value;
  }

  /** Right triangle legs a, b and hypotenuse c, finding the missing one. */
  pythagoras(): { a: Rational | Surd; b: Rational | Surd; c: Surd; found: 'a' | 'c' | null } {
    const { a, b, c } = this.d;
    if (a && b && !c) {
      const c2 = a.mul(a).add(b.mul(b));
      this.say('In a right triangle the square of the hypotenuse equals the sum of the squares of the two legs (Pythagoras):', 'c^2 = a^2 + b^2');
      this.say('Substitute the legs:', `c^2 = ${sq(a)} + ${sq(b)} = ${num(a.mul(a)).latex} + ${num(b.mul(b)).latex} = ${num(c2).latex}`);
      const root = rootOf(c2);
      this.say('Take the positive square root (a length is positive):', `c = ${root.latex}${this.u(1)}`);
      return { a, b, c: root.value, found: 'c' };
    }
    const leg = a ?? b;
    if (c && leg && !(a && b)) {
      if (c.compare(leg) <= 0) throw new ToolInputError(`The hypotenuse is the longest side of a right triangle, so it must be longer than the leg ${num(leg).text}.`);
      const x2 = c.mul(c).sub(leg.mul(leg));
      this.say('Pythagoras: the square of the hypotenuse equals the sum of the squares of the legs, so a missing leg is', 'a^2 = c^2 - b^2');
      this.say('Substitute the hypotenuse and the known leg:', `a^2 = ${sq(c)} - ${sq(leg)} = ${num(c.mul(c)).latex} - ${num(leg.mul(leg)).latex} = ${num(x2).latex}`);
      const root = rootOf(x2);
      this.say('Take the positive square root:', `a = ${root.latex}${this.u(1)}`);
      return { a: root.value, b: leg, c: S(c), found: 'a' };
    }
    if (a && b && c) return { a, b, c: S(c), found: null };
    return this.need(['a', 'b'], ['c', 'a']);
  }
}

function rightAngleCheck(w: Work): ToolResult {
  const sides = [w.d.a, w.d.b, w.d.c];
  if (sides.some((s) => !s)) w.need(['a', 'b', 'c']);
  const [a, b, c] = (sides as Rational[]).sort((x, y) => x.compare(y));
  const t = (r: Rational) => num(r).latex;
  if (a.add(b).compare(c) <= 0) {
    throw new ToolInputError(`Sides ${num(a).text}, ${num(b).text} and ${num(c).text} can't make a triangle at all: the two shorter sides add up to ${num(a.add(b)).text}, which is not more than ${num(c).text}.`);
  }
  const lhs = a.mul(a).add(b.mul(b));
  const rhs = c.mul(c);
  const cmp = lhs.compare(rhs);
  w.say(`By the converse of Pythagoras, a triangle is right-angled exactly when the square of the longest side equals the sum of the squares of the other two. The longest side is ${num(c).text}${w.unit ? ` ${w.unit.id}` : ''}.`);
  w.say('Add the squares of the two shorter sides:', `a^2 + b^2 = ${sq(a)} + ${sq(b)} = ${t(a.mul(a))} + ${t(b.mul(b))} = ${t(lhs)}`);
  w.say('Square the longest side:', `c^2 = ${sq(c)} = ${t(rhs)}`);
  let answer: string;
  let latex: string;
  if (cmp === 0) {
    latex = `\\text{Yes: } ${sq(a)} + ${sq(b)} = ${sq(c)}\\text{, so the triangle is right-angled.}`;
    answer = `Yes: ${latexToText(`${sq(a)} + ${sq(b)} = ${sq(c)}`)}, so the triangle with sides ${num(a).text}, ${num(b).text} and ${num(c).text} is right-angled (the right angle is opposite the side ${num(c).text}).`;
    w.say(`They are equal (${t(lhs)} = ${t(rhs)}), so the triangle is right-angled, with the right angle opposite the longest side.`);
  } else {
    const sums = `${sq(a)} + ${sq(b)} = ${t(lhs)} \\neq ${t(rhs)} = ${sq(c)}`;
    latex = `\\text{No: } ${sums}\\text{, so the triangle is not right-angled.}`;
    const kind = cmp > 0 ? 'acute-angled (all angles are less than 90°)' : 'obtuse-angled (the angle opposite the longest side is more than 90°)';
    answer = `No: ${latexToText(sums)}, so the triangle is not right-angled; it is ${kind}.`;
    w.say(`${t(lhs)} ${cmp > 0 ? 'is more than' : 'is less than'} ${t(rhs)}, so the triangle is not right-angled: it is ${kind}.`);
  }
  return succeed(TOOL, answer, w.steps, { answerLatex: latex, data: { shape: w.shape, measure: w.measure, right: cmp === 0 } });
}

function heron(w: Work): Outcome {
  const { a, b, c } = w.d as Record<string, Rational>;
  const [x, y, z] = [a, b, c].sort((p, q) => p.compare(q));
  if (x.add(y).compare(z) <= 0) throw new ToolInputError(`Sides ${num(a).text}, ${num(b).text} and ${num(c).text} can't make a triangle: the two shorter sides must add up to more than the longest.`);
  const s = a.add(b).add(c).div(R(2));
  const t = (r: Rational) => numTex(r);
  w.say("With three sides and no height, use Heron's formula, where s is half the perimeter:", 'A = \\sqrt{s(s - a)(s - b)(s - c)}');
  w.say('The semi-perimeter is', `s = \\frac{a + b + c}{2} = \\frac{${t(a)} + ${t(b)} + ${t(c)}}{2} = ${num(s).latex}${w.u(1)}`);
  const product = s.mul(s.sub(a)).mul(s.sub(b)).mul(s.sub(c));
  const root = rootOf(product);
  w.say('Substitute:', `A = \\sqrt{${t(s)} \\times ${t(s.sub(a))} \\times ${t(s.sub(b))} \\times ${t(s.sub(c))}} = ${root.latex}${w.u(2)}`);
  return { symbol: 'A', name: 'area', value: root.value, pi: false, power: 2 };
}

const asSurd = (x: Rational | Surd) => (x instanceof Surd ? x : S(x));
const surdTex = (x: Rational | Surd) => (x instanceof Surd ? (x.asRational() ? num(x.asRational() as Rational).latex : x.toLatex()) : num(x).latex);

/** The formulas, shape by shape. */
function measureOf(w: Work): Outcome | ToolResult {
  const { d, shape, measure } = w;
  const t = (r: Rational) => numTex(r);
  const e = (v: Surd, pi = false) => exactLatex(v, pi);
  const out = (symbol: string, name: string, value: Surd, pi: boolean, power: 1 | 2 | 3): Outcome => ({ symbol, name, value, pi, power });

  if (measure === 'right angle') return rightAngleCheck(w);
  switch (shape) {
    case 'circle': {
      if (measure === 'radius') {
        if (!d.diameter) return w.need(['diameter']);
        const r = d.diameter.div(R(2));
        w.say('The radius is half the diameter:', `r = \\frac{d}{2} = \\frac{${num(d.diameter).latex}}{2} = ${num(r).latex}${w.u(1)}`);
        return out('r', 'radius', S(r), false, 1);
      }
      if (measure === 'diameter') {
        if (!d.radius) return w.need(['radius']);
        w.say('The diameter is twice the radius:', `d = 2r = 2 \\times ${t(d.radius)} = ${num(d.radius.mul(R(2))).latex}${w.u(1)}`);
        return out('d', 'diameter', S(d.radius.mul(R(2))), false, 1);
      }
      if (measure === 'area') {
        w.say('The area of a circle is π times the radius squared:', 'A = \\pi r^2');
        const r = w.radius();
        const v = S(r.mul(r));
        w.say('Substitute the radius:', `A = \\pi \\times ${sq(r)} = ${e(v, true)}${w.u(2)}`);
        return out('A', 'area', v, true, 2);
      }
      if (measure === 'circumference' || measure === 'perimeter') {
        if (d.diameter && !d.radius) {
          w.say('The circumference of a circle is π times the diameter:', 'C = \\pi d');
          const v = S(d.diameter);
          w.say('Substitute the diameter:', `C = \\pi \\times ${t(d.diameter)} = ${e(v, true)}${w.u(1)}`);
          return out('C', 'circumference', v, true, 1);
        }
        w.say('The circumference of a circle is 2π times the radius:', 'C = 2\\pi r');
        const r = w.radius();
        const v = S(r.mul(R(2)));
        w.say('Substitute the radius:', `C = 2 \\times \\pi \\times ${t(r)} = ${e(v, true)}${w.u(1)}`);
        return out('C', 'circumference', v, true, 1);
      }
      break;
    }
    case 'square': {
      const s = d.side;
      if (!s) return w.need(['side']);
      if (measure === 'area') {
        w.say('The area of a square is its side length squared:', 'A = s^2');
        w.say('Substitute the side:', `A = ${sq(s)} = ${num(s.mul(s)).latex}${w.u(2)}`);
        return out('A', 'area', S(s.mul(s)), false, 2);
      }
      if (measure === 'perimeter') {
        w.say('A square has four equal sides, so its perimeter is', 'P = 4s');
        w.say('Substitute the side:', `P = 4 \\times ${t(s)} = ${num(s.mul(R(4))).latex}${w.u(1)}`);
        return out('P', 'perimeter', S(s.mul(R(4))), false, 1);
      }
      if (measure === 'diagonal') {
        const v = Surd.sqrt(R(2)).scale(s);
        w.say('The diagonal splits the square into two right triangles, so by Pythagoras', `d = \\sqrt{s^2 + s^2} = s\\sqrt{2}`);
        w.say('Substitute the side:', `d = ${t(s)}\\sqrt{2} = ${e(v)}${w.u(1)}`);
        return out('d', 'diagonal', v, false, 1);
      }
      break;
    }
    case 'rectangle': {
      const { length: l, width: wd } = d;
      if (!l || !wd) return w.need(['length', 'width']);
      if (measure === 'area') {
        w.say('The area of a rectangle is length times width:', 'A = l \\times w');
        w.say('Substitute:', `A = ${t(l)} \\times ${t(wd)} = ${num(l.mul(wd)).latex}${w.u(2)}`);
        return out('A', 'area', S(l.mul(wd)), false, 2);
      }
      if (measure === 'perimeter') {
        const v = l.add(wd).mul(R(2));
        w.say('The perimeter is the distance all the way round: two lengths and two widths,', 'P = 2(l + w)');
        w.say('Substitute:', `P = 2 \\times \\left(${t(l)} + ${t(wd)}\\right) = 2 \\times ${t(l.add(wd))} = ${num(v).latex}${w.u(1)}`);
        return out('P', 'perimeter', S(v), false, 1);
      }
      if (measure === 'diagonal') {
        const root = rootOf(l.mul(l).add(wd.mul(wd)));
        w.say('The diagonal is the hypotenuse of a right triangle with legs l and w:', 'd = \\sqrt{l^2 + w^2}');
        w.say('Substitute:', `d = \\sqrt{${sq(l)} + ${sq(wd)}} = ${root.latex}${w.u(1)}`);
        return out('d', 'diagonal', root.value, false, 1);
      }
      break;
    }
    case 'triangle':
    case 'right triangle': {
      if (measure === 'area' && d.base && d.height) {
        const v = d.base.mul(d.height).div(R(2));
        w.say('The area of a triangle is half the base times the perpendicular height:', 'A = \\frac{1}{2}bh');
        w.say('Substitute:', `A = \\frac{1}{2} \\times ${t(d.base)} \\times ${t(d.height)} = ${num(v).latex}${w.u(2)}`);
        return out('A', 'area', S(v), false, 2);
      }
      if (measure === 'area' && shape === 'triangle' && w.has('a', 'b', 'c')) return heron(w);
      if (shape === 'triangle' && measure === 'perimeter' && w.has('a', 'b', 'c')) {
        const { a, b, c } = d;
        const v = a.add(b).add(c);
        w.say('The perimeter is the sum of the three sides:', `P = a + b + c = ${t(a)} + ${t(b)} + ${t(c)} = ${num(v).latex}${w.u(1)}`);
        return out('P', 'perimeter', S(v), false, 1);
      }
      if (measure === 'hypotenuse' || measure === 'leg' || shape === 'right triangle') {
        const p = w.pythagoras();
        if (measure === 'hypotenuse' || (measure === 'leg' && p.found === 'c')) {
          if (measure === 'leg') w.need(['c', 'a']);
          return out('c', 'hypotenuse', p.c, false, 1);
        }
        if (measure === 'leg') return out('a', 'missing side', asSurd(p.a), false, 1);
        if (measure === 'area') {
          const v = asSurd(p.a).mul(asSurd(p.b)).scale(R(1, 2));
          w.say('The two legs are perpendicular, so one is the base and the other the height:', `A = \\frac{1}{2}ab = \\frac{1}{2} \\times ${surdTex(p.a)} \\times ${surdTex(p.b)} = ${e(v)}${w.u(2)}`);
          return out('A', 'area', v, false, 2);
        }
        if (measure === 'perimeter') {
          const v = asSurd(p.a).add(asSurd(p.b)).add(p.c);
          w.say('The perimeter is the sum of the three sides:', `P = a + b + c = ${surdTex(p.a)} + ${surdTex(p.b)} + ${surdTex(p.c)} = ${e(v)}${w.u(1)}`);
          return out('P', 'perimeter', v, false, 1);
        }
      }
      if (measure === 'area') return w.need(['base', 'height'], ['a', 'b', 'c']);
      if (measure === 'perimeter') return w.need(['a', 'b', 'c']);
      break;
    }
    case 'trapezoid': {
      if (measure !== 'area') break;
      const { a, b, height: h } = d;
      if (!a || !b || !h) return w.need(['a', 'b', 'height']);
      const v = a.add(b).mul(h).div(R(2));
      w.say('The area of a trapezoid is the average of the two parallel sides times the height:', 'A = \\frac{1}{2}(a + b)h');
      w.say('Substitute:', `A = \\frac{1}{2} \\times \\left(${t(a)} + ${t(b)}\\right) \\times ${t(h)} = \\frac{1}{2} \\times ${t(a.add(b))} \\times ${t(h)} = ${num(v).latex}${w.u(2)}`);
      return out('A', 'area', S(v), false, 2);
    }
    case 'parallelogram': {
      if (measure === 'area') {
        const { base: b, height: h } = d;
        if (!b || !h) return w.need(['base', 'height']);
        w.say('The area of a parallelogram is base times perpendicular height (not the slanted side):', 'A = bh');
        w.say('Substitute:', `A = ${t(b)} \\times ${t(h)} = ${num(b.mul(h)).latex}${w.u(2)}`);
        return out('A', 'area', S(b.mul(h)), false, 2);
      }
      if (measure === 'perimeter') {
        const { base: b, side: s } = d;
        if (!b || !s) return w.need(['base', 'side']);
        const v = b.add(s).mul(R(2));
        w.say('Opposite sides of a parallelogram are equal, so', `P = 2(b + s) = 2 \\times \\left(${t(b)} + ${t(s)}\\right) = ${num(v).latex}${w.u(1)}`);
        return out('P', 'perimeter', S(v), false, 1);
      }
      break;
    }
    case 'cube': {
      const s = d.side;
      if (!s) return w.need(['side']);
      if (measure === 'volume') {
        w.say('The volume of a cube is its edge length cubed:', 'V = s^3');
        w.say('Substitute:', `V = ${sq(s, 3)} = ${num(s.pow(3)).latex}${w.u(3)}`);
        return out('V', 'volume', S(s.pow(3)), false, 3);
      }
      if (measure === 'surface area' || measure === 'area') {
        w.say('A cube has 6 square faces, each of area s²:', 'S = 6s^2');
        w.say('Substitute:', `S = 6 \\times ${sq(s)} = 6 \\times ${t(s.mul(s))} = ${num(s.mul(s).mul(R(6))).latex}${w.u(2)}`);
        return out('S', 'surface area', S(s.mul(s).mul(R(6))), false, 2);
      }
      if (measure === 'diagonal') {
        const v = Surd.sqrt(R(3)).scale(s);
        w.say('The space diagonal of a cube (corner to opposite corner) is', `d = \\sqrt{s^2 + s^2 + s^2} = s\\sqrt{3} = ${e(v)}${w.u(1)}`);
        return out('d', 'diagonal', v, false, 1);
      }
      break;
    }
    case 'cuboid': {
      const { length: l, width: wd, height: h } = d;
      if (!l || !wd || !h) return w.need(['length', 'width', 'height']);
      if (measure === 'volume') {
        const v = l.mul(wd).mul(h);
        w.say('The volume of a rectangular prism (cuboid) is length × width × height:', 'V = lwh');
        w.say('Substitute:', `V = ${t(l)} \\times ${t(wd)} \\times ${t(h)} = ${num(v).latex}${w.u(3)}`);
        return out('V', 'volume', S(v), false, 3);
      }
      if (measure === 'surface area' || measure === 'area') {
        const [lw, lh, wh] = [l.mul(wd), l.mul(h), wd.mul(h)];
        const v = lw.add(lh).add(wh).mul(R(2));
        w.say('A cuboid has 6 rectangular faces in 3 equal pairs:', 'S = 2(lw + lh + wh)');
        w.say('Substitute:', `S = 2 \\times \\left(${t(l)} \\times ${t(wd)} + ${t(l)} \\times ${t(h)} + ${t(wd)} \\times ${t(h)}\\right) = 2 \\times \\left(${t(lw)} + ${t(lh)} + ${t(wh)}\\right) = ${num(v).latex}${w.u(2)}`);
        return out('S', 'surface area', S(v), false, 2);
      }
      if (measure === 'diagonal') {
        const root = rootOf(l.mul(l).add(wd.mul(wd)).add(h.mul(h)));
        w.say('The space diagonal uses Pythagoras in three dimensions:', `d = \\sqrt{l^2 + w^2 + h^2} = \\sqrt{${sq(l)} + ${sq(wd)} + ${sq(h)}} = ${root.latex}${w.u(1)}`);
        return out('d', 'diagonal', root.value, false, 1);
      }
      break;
    }
    case 'sphere': {
      if (measure === 'volume') {
        w.say('The volume of a sphere is', 'V = \\frac{4}{3}\\pi r^3');
        const r = w.radius();
        const v = S(r.pow(3).mul(R(4, 3)));
        w.say('Substitute the radius:', `V = \\frac{4}{3} \\times \\pi \\times ${sq(r, 3)} = \\frac{4}{3} \\times ${t(r.pow(3))} \\times \\pi = ${e(v, true)}${w.u(3)}`);
        return out('V', 'volume', v, true, 3);
      }
      if (measure === 'surface area' || measure === 'area') {
        w.say('The surface area of a sphere is', 'S = 4\\pi r^2');
        const r = w.radius();
        const v = S(r.mul(r).mul(R(4)));
        w.say('Substitute the radius:', `S = 4 \\times \\pi \\times ${sq(r)} = ${e(v, true)}${w.u(2)}`);
        return out('S', 'surface area', v, true, 2);
      }
      break;
    }
    case 'cylinder': {
      if (measure === 'volume') {
        w.say('The volume of a cylinder is the area of its circular base times its height:', 'V = \\pi r^2 h');
        const r = w.radius();
        if (!d.height) return w.need(['radius', 'height']);
        const v = S(r.mul(r).mul(d.height));
        w.say('Substitute:', `V = \\pi \\times ${sq(r)} \\times ${t(d.height)} = ${e(v, true)}${w.u(3)}`);
        return out('V', 'volume', v, true, 3);
      }
      if (measure === 'surface area' || measure === 'lateral area' || measure === 'area') {
        const total = measure !== 'lateral area';
        w.say(total ? 'The total surface area is the two circular ends plus the curved side (a rectangle 2πr by h when unrolled):' : 'The curved surface unrolls into a rectangle 2πr by h:', total ? 'S = 2\\pi r^2 + 2\\pi rh' : 'S = 2\\pi rh');
        const r = w.radius();
        const h = d.height;
        if (!h) return w.need(['radius', 'height']);
        const side = r.mul(h).mul(R(2));
        const ends = r.mul(r).mul(R(2));
        const v = S(total ? side.add(ends) : side);
        w.say('Substitute:', total
          ? `S = 2 \\times \\pi \\times ${sq(r)} + 2 \\times \\pi \\times ${t(r)} \\times ${t(h)} = ${e(S(ends), true)} + ${e(S(side), true)} = ${e(v, true)}${w.u(2)}`
          : `S = 2 \\times \\pi \\times ${t(r)} \\times ${t(h)} = ${e(v, true)}${w.u(2)}`);
        return out('S', total ? 'surface area' : 'curved surface area', v, true, 2);
      }
      break;
    }
    case 'cone': {
      if (measure === 'volume') {
        w.say('The volume of a cone is one third of the cylinder with the same base and height:', 'V = \\frac{1}{3}\\pi r^2 h');
        const r = w.radius();
        const h = w.coneHeight(r);
        const v = h.scale(r.mul(r).div(R(3)));
        w.say('Substitute:', `V = \\frac{1}{3} \\times \\pi \\times ${sq(r)} \\times ${surdTex(h)} = ${e(v, true)}${w.u(3)}`);
        return out('V', 'volume', v, true, 3);
      }
      if (measure === 'slant height') {
        const r = w.radius();
        return out('l', 'slant height', w.coneSlant(r), false, 1);
      }
      if (measure === 'surface area' || measure === 'lateral area' || measure === 'area') {
        const total = measure !== 'lateral area';
        w.say(total ? 'The total surface area of a cone is the circular base plus the curved surface, where l is the slant height:' : 'The curved surface area of a cone is π times the radius times the slant height l:', total ? 'S = \\pi r^2 + \\pi rl' : 'S = \\pi rl');
        const r = w.radius();
        const l = w.coneSlant(r);
        const curved = l.scale(r);
        const v = total ? curved.add(S(r.mul(r))) : curved;
        w.say('Substitute:', total
          ? `S = \\pi \\times ${sq(r)} + \\pi \\times ${t(r)} \\times ${surdTex(l)} = ${e(S(r.mul(r)), true)} + ${e(curved, true)} = ${e(v, true)}${w.u(2)}`
          : `S = \\pi \\times ${t(r)} \\times ${surdTex(l)} = ${e(v, true)}${w.u(2)}`);
        return out('S', total ? 'surface area' : 'curved surface area', v, true, 2);
      }
      break;
    }
  }
  throw new ToolInputError(`I can't find the ${measure} of a ${shape}. ${WHAT_I_KNOW[shape]}`);
}

const WHAT_I_KNOW: Record<Shape, string> = {
  circle: 'For a circle I can find the area, circumference, radius or diameter.',
  square: 'For a square I can find the area, perimeter or diagonal.',
  rectangle: 'For a rectangle I can find the area, perimeter or diagonal.',
  triangle: 'For a triangle I can find the area, the perimeter, or check whether it is right-angled.',
  'right triangle': 'For a right triangle I can find the hypotenuse, a missing leg, the area or the perimeter.',
  trapezoid: 'For a trapezoid I can find the area.',
  parallelogram: 'For a parallelogram I can find the area or the perimeter.',
  cube: 'For a cube I can find the volume, surface area or diagonal.',
  cuboid: 'For a rectangular prism I can find the volume, surface area or diagonal.',
  sphere: 'For a sphere I can find the volume or surface area.',
  cylinder: 'For a cylinder I can find the volume, total surface area or curved surface area.',
  cone: 'For a cone I can find the volume, slant height, total surface area or curved surface area.',
};

const UNIT_WORD: Record<1 | 2 | 3, string> = { 1: '', 2: 'Area is measured in square units', 3: 'Volume is measured in cubic units' };

/**
 * Computes a measure of a shape from its dimensions, exactly: `shape` ("circle", "cuboid", "right
 * triangle"…), `measure` ("area", "volume", "hypotenuse", "right angle"…) and lengths with optional
 * units ({"radius": "3 cm"}).
 */
export function geometry(input: { shape: string; measure: string; dimensions: Record<string, string | number>; capacity?: string }): ToolResult {
  return guard(TOOL, () => {
    const shape = findShape(input.shape);
    if (!shape) throw new ToolInputError(`I don't know the shape "${input.shape}". I know circles, squares, rectangles, triangles, right triangles, trapezoids, parallelograms, cubes, cuboids (boxes), spheres, cylinders and cones.`);
    const measure = findMeasure(input.measure);
    if (!measure) throw new ToolInputError(`I don't know how to find "${input.measure}". ${WHAT_I_KNOW[shape]}`);
    const raw = canonicalKeys(shape, input.dimensions);
    if (!raw.size) throw new ToolInputError(`I need the ${shape}'s dimensions, e.g. {"radius": "3 cm"}.`);
    const given = new Map<string, Given>();
    for (const [k, v] of raw) {
      const g = parseGiven(LABELS[k] ?? k, v);
      const what = `${LABELS[k] ?? k} of ${num(g.value).text}${g.unit ? ` ${g.unit.id}` : ''}`;
      if (g.value.sign() < 0) throw new ToolInputError(`A length can't be negative, so a ${what} is not possible. Check the sign of the ${LABELS[k] ?? k}.`);
      if (g.value.isZero()) throw new ToolInputError(`A ${what} gives no ${shape} at all: every length must be greater than zero.`);
      given.set(k, g);
    }
    const steps: ToolStep[] = [];
    const { dims, unit } = unify(given, steps);
    const work = new Work(shape, measure, dims, unit);
    work.steps.push(...steps);
    const result = measureOf(work);
    if ('ok' in result) return result;
    return finish(work, result, input.capacity);
  });
}

/** A volume in litres or millilitres, from cubic units of length (1 L = 1000 cm³); null when there is no length unit. */
function asCapacity(value: number, unit: string, capacity: string): { value: number; unit: string } | null {
  const to = /^m(?:l|illilit(?:re|er)s?)$/i.test(capacity.trim()) ? 'mL' : /^(?:l|lit(?:re|er)s?)$/i.test(capacity.trim()) ? 'L' : null;
  if (!to) return null;
  try {
    return { value: convertValue(value, `${unit}^3`, to), unit: to };
  } catch {
    return null;
  }
}

function finish(w: Work, o: Outcome, capacity?: string): ToolResult {
  const unitTex = w.u(o.power);
  const exact = exactLatex(o.value, o.pi);
  const x = exactNumber(o.value, o.pi);
  const short = isShortDecimal(o.value, o.pi);
  const rounded = approx(x);
  const latex = short ? `${o.symbol} = ${exact}${unitTex}` : `${o.symbol} = ${exact}${unitTex} \\approx ${rounded.text}${unitTex}`;
  if (o.pi) {
    w.say(`This is the exact value, with π kept as a symbol. For a decimal use π ≈ 3.14159… and round ${rounded.how}:`, latex);
  } else if (!short) {
    w.say(`That is the exact value; as a decimal, rounded ${rounded.how}:`, latex);
  }
  if (w.unit && o.power > 1) w.say(`${UNIT_WORD[o.power]}, so the ${o.name} is in ${latexToText(`\\mathrm{${w.unit.id}}^${o.power}`)}.`);
  // "How many litres does it hold?": the volume in the capacity unit asked for.
  const held = capacity && w.unit && o.power === 3 ? asCapacity(x, w.unit.id, capacity) : null;
  if (held) {
    const shown = formatNumber(held.value, 6);
    w.say(`In ${held.unit === 'L' ? 'litres' : 'millilitres'} (1 L = 1000 cm³): ${rounded.text} ${w.unit!.id}³ = ${shown} ${held.unit}.`);
    return succeed(TOOL, `${latexToText(latex)} = ${shown} ${held.unit}`, w.steps, {
      answerLatex: `${latex} = ${shown}\\,\\mathrm{${held.unit}}`,
      data: { shape: w.shape, measure: w.measure, exact: latexToText(exact), value: held.value, unit: held.unit },
    });
  }
  return succeed(TOOL, latexToText(latex), w.steps, {
    answerLatex: latex,
    data: {
      shape: w.shape, measure: w.measure, exact: latexToText(exact), value: x, unit: w.unit ? `${w.unit.id}${o.power === 1 ? '' : o.power === 2 ? '²' : '³'}` : null,
    },
  });
}
