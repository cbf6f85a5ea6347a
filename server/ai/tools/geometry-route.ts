import { Rational } from './rational';
import type { ToolName } from './catalog';

/**
 * Routes school geometry questions in English to the geometry and coordinate_geometry tools:
 * "area of a circle with radius 3 cm", "hypotenuse of a right triangle with legs 6 and 8", "is a
 * triangle with sides 5, 12, 13 right-angled?", "slope of the line through (1, 2) and (3, 6)".
 * Strict on purpose: a shape AND a measure AND numbers, so "area under the curve", "5 squared" or
 * "the square root of 144" never land here.
 */

type GeometryRoute = { kind: 'tool'; tool: ToolName; input: Record<string, unknown>; coefficients?: { slope: string; intercept: string } };

const NUM = String.raw`[-+−]?\s*(?:\d+(?:\.\d+)?|\.\d+)(?:\s*\/\s*\d+)?`;
const POINT = new RegExp(String.raw`\(\s*(${NUM})\s*[,;]\s*(${NUM})\s*\)`, 'g');

/**
 * "the line with gradient −3 through (2, 5)", "perpendicular to y = 2x + 1 through (4, 1)", "parallel to
 * y = 3x − 2 passing through (1, 1)": one point and a slope.
 */
function lineThroughRoute(t: string, point: RegExpMatchArray): GeometryRoute | null {
  if (!/\bline\b/i.test(t) || !/\bequation\b|\bfind\s+the\s+line\b|\by\s*=\s*mx/i.test(t)) return null;
  const p = `(${point[1].replace(/\s+/g, '')}, ${point[2].replace(/\s+/g, '')})`;
  const given = /\b(?:gradient|slope)\s+(?:of\s+|is\s+|=\s*|m\s*=\s*)?([-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)/i.exec(t);
  const other = /\b(perpendicular|parallel)\s+to\s+(?:the\s+line\s+)?y\s*=\s*([-−]?\s*\d*(?:\.\d+)?(?:\s*\/\s*\d+)?)\s*x\b/i.exec(t);
  let slope: string | undefined;
  if (given && !other) slope = given[1].replace(/[−\s]/g, (c) => (c === '−' ? '-' : ''));
  else if (other && !given) {
    const raw = other[2].replace(/[−\s]/g, (c) => (c === '−' ? '-' : ''));
    const m = raw === '' ? '1' : raw === '-' ? '-1' : raw;
    const parsed = Rational.parse(m);
    if (!parsed || (other[1].toLowerCase() === 'perpendicular' && parsed.isZero())) return null;
    slope = other[1].toLowerCase() === 'parallel' ? parsed.toString() : Rational.ONE.neg().div(parsed).toString();
  }
  if (!slope) return null;
  return { kind: 'tool', tool: 'coordinate_geometry', input: { operation: 'line', points: [p], slope } };
}

/** A point whose coordinates may be a letter: "(5, k)". */
const POINT_OR_UNKNOWN = new RegExp(String.raw`\(\s*(${NUM}|[a-z])\s*[,;]\s*(${NUM}|[a-z])\s*\)`, 'g');

/** A coordinate as it goes into an equation: "−3" → "(-3)". */
function term(c: string): string {
  const v = c.replace(/\s+/g, '').replace(/−/g, '-');
  return /^[a-z]$/.test(v) ? v : `(${v})`;
}

/**
 * Which of three points is the midpoint, by where the word stands: "M is the midpoint of A and B"
 * (two points after it: the one before), "the midpoint of A and B is M" (all three after it: the
 * last), "A and B have midpoint M" (one after it). The two ends first, the midpoint last; null when
 * the word is not there or the reading is unclear.
 */
function midpointOrder<T extends RegExpMatchArray>(t: string, all: T[]): [T, T, T] | null {
  const word = /\bmid-?\s?points?\b/i.exec(t);
  if (!word || all.length !== 3) return null;
  // "the midpoint M(x, y) of A and B": the point named right after the word is the midpoint.
  const named = all.find((pt) => (pt.index ?? 0) >= word.index + word[0].length && /^\s*(?:[A-Z]\s*)?$/.test(t.slice(word.index + word[0].length, pt.index)));
  if (named) return [...all.filter((pt) => pt !== named), named] as [T, T, T];
  const after = all.filter((pt) => (pt.index ?? 0) > word.index).length;
  if (after === 3) return [all[0], all[1], all[2]];
  if (after === 2) return [all[1], all[2], all[0]];
  if (after === 1 && /\b(?:and|&)\b/i.test(t.slice((all[0].index ?? 0) + all[0][0].length, all[1].index))) return [all[0], all[1], all[2]];
  return null;
}

/**
 * "The midpoint of (−3, 4) and (5, k) is (1, 1). Find k.", "the gradient of the line through (2, k)
 * and (5, 7) is 3", "the distance between (1, 2) and (4, k) is 5": one coordinate is a letter, and
 * what it must satisfy becomes an equation in it (solve_equation, which checks its roots). Points with
 * a letter in any other shape are nobody's question here (null: never the two numeric points alone).
 */
function unknownCoordinateRoute(t: string): GeometryRoute | null | undefined {
  const all = [...t.matchAll(POINT_OR_UNKNOWN)];
  const lettered = all.filter((m) => /^[a-z]$/.test(m[1].trim()) || /^[a-z]$/.test(m[2].trim()));
  if (!lettered.length) return undefined;
  const letters = new Set(lettered.flatMap((m) => [m[1].trim(), m[2].trim()].filter((c) => /^[a-z]$/.test(c))));
  // "M(4, 3) is the midpoint of A(1, 7) and B(x, y)", "the midpoint of (3, −5) and (−7, 9) is M(p, q)":
  // both coordinates of one point unknown, one equation each.
  if (lettered.length === 1 && letters.size === 2 && all.length === 3 && /^[a-z]$/.test(lettered[0][1].trim()) && /^[a-z]$/.test(lettered[0][2].trim())) {
    const order = midpointOrder(t, all);
    if (!order) return null;
    const [a, b, m] = order;
    return { kind: 'tool', tool: 'solve_system', input: { equations: [1, 2].map((i) => `(${term(a[i])} + ${term(b[i])})/2 = ${term(m[i])}`) } };
  }
  if (lettered.length !== 1 || letters.size !== 1) return null;
  const [k] = [...letters];
  if (!new RegExp(String.raw`\b(?:find|what\s+is|what's|value\s+of|work\s+out|calculate|determine|solve\s+for)\s+(?:the\s+)?(?:value\s+of\s+)?${k}\b|\b${k}\s*=\s*\?`, 'i').test(t)) return null;
  const solve = (equation: string): GeometryRoute => ({ kind: 'tool', tool: 'solve_equation', input: { equation, variable: k } });
  const rest = t.replace(POINT_OR_UNKNOWN, ' ');
  if (/\bmid-?\s?points?\b/i.test(rest) && all.length === 3) {
    // "the midpoint of A and B is M" (or "M is the midpoint of A and B"): each coordinate of M is the mean.
    const order = midpointOrder(t, all);
    if (!order) return null;
    const [a, b, m] = order;
    const axis = [1, 2].find((i) => [a, b, m].some((pt) => pt[i].trim() === k));
    if (axis === undefined) return null;
    return solve(`(${term(a[axis])} + ${term(b[axis])})/2 = ${term(m[axis])}`);
  }
  if (all.length !== 2) return null;
  const [a, b] = all;
  const value = (word: string) => new RegExp(String.raw`\b${word}\b[^.?=]*?(?:\bis\b|=|\bof\b)\s*(${NUM}(?:\s*√\s*\d+)?)`, 'i').exec(rest)?.[1]?.replace(/\s+/g, '').replace(/−/g, '-');
  const slope = value('(?:slope|gradient)');
  if (slope !== undefined && !/√/.test(slope)) return solve(`(${term(b[2])} - ${term(a[2])}) = (${slope}) * (${term(b[1])} - ${term(a[1])})`);
  const distance = value('(?:distance|length)');
  if (distance !== undefined) {
    const d = distance.replace(/^(\d*)√(\d+)$/, (_x, c: string, r: string) => `(${c || 1}*sqrt(${r}))`);
    return solve(`(${term(b[1])} - ${term(a[1])})^2 + (${term(b[2])} - ${term(a[2])})^2 = (${d})^2`);
  }
  return null;
}

/** "slope of the line through (1, 2) and (3, 6)", "distance between (0,0) and (3,4)", "midpoint of …", "equation of the line …". */
export function coordinateRoute(t: string): GeometryRoute | null {
  // "The line y = mx + c passes through (1, 5) and (3, 11). Find m and c."
  const form = /\by\s*=\s*([a-z])\s*x\s*\+\s*([a-z])\b/.exec(t);
  // "Find the equation of the line … in the form y = mx + b" asks for the equation, not the letters.
  const asksEquation = /\bequation\b/i.test(t) && form && !new RegExp(String.raw`\b(?:find|values?\s+of|what\s+(?:are|is))\s+(?:the\s+)?${form[1]}\b`, 'i').test(t);
  if (form && !asksEquation && form[1] !== form[2] && !/[xy]/.test(form[1] + form[2])) {
    const points = [...t.matchAll(POINT)];
    // The letters stand for the coefficients: written as unknowns, they are what is asked ("find m and c" is read off earlier).
    if (points.length === 2) {
      return { kind: 'tool', tool: 'coordinate_geometry', input: { operation: 'line', points: points.map((m) => `(${m[1].replace(/\s+/g, '')}, ${m[2].replace(/\s+/g, '')})`) }, coefficients: { slope: form[1], intercept: form[2] } };
    }
  }
  const unknown = unknownCoordinateRoute(t);
  if (unknown !== undefined) return unknown;
  const points = [...t.matchAll(POINT)];
  const through = points.length === 1 ? lineThroughRoute(t, points[0]) : null;
  if (through) return through;
  if (points.length !== 2) return null;
  const rest = t.replace(POINT, ' ');
  if (/[=^]|\bd\/d|\bderivative|\bintegra|\btangent\b/i.test(rest)) return null;
  let operation: string | null = null;
  if (/\b(?:slope|gradient|rate of change)\b/i.test(rest) && !/\bequation\b|\by\s*=\s*mx/i.test(rest)) operation = 'slope';
  else if (/\bmid-?\s?points?\b|\bhalfway\b|\bmiddle\b/i.test(rest)) operation = 'midpoint';
  else if (/\bdistance\b|\bhow far\b|\blength of (?:the )?(?:line )?segment\b|\bhow long is the (?:line )?segment\b/i.test(rest)) operation = 'distance';
  else if (/\bequation\b|\blines?\b/i.test(rest)) operation = 'line';
  if (!operation) return null;
  const part = operation === 'midpoint' ? /\b([xy])[- ]?(?:coordinate|co-ordinate|value)\b/i.exec(rest)?.[1]?.toLowerCase() : undefined;
  return {
    kind: 'tool',
    tool: 'coordinate_geometry',
    input: { operation, points: points.map((m) => `(${m[1].replace(/\s+/g, '')}, ${m[2].replace(/\s+/g, '')})`), ...(part ? { coordinate: part } : {}) },
  };
}

type Shape = 'circle' | 'square' | 'rectangle' | 'triangle' | 'right triangle' | 'trapezoid' | 'parallelogram' | 'cube' | 'cuboid' | 'sphere' | 'cylinder' | 'cone';

const UNIT_WORDS = String.raw`(?:mm|cm|m|km|ft|yd|mi|in|inch(?:es)?|foot|feet|yards?|miles?|millimet(?:er|re)s?|centimet(?:er|re)s?|met(?:er|re)s?|kilomet(?:er|re)s?)`;

const SHAPES: Array<[Shape, RegExp]> = [
  ['right triangle', /\bright[\s-]*(?:angled?[\s-]*)?triangles?\b|\bhypotenuse\b|\bpythagor/i],
  // "a triangular pennant", "a triangular field": a flat triangle (a prism or a pyramid is a solid).
  ['triangle', /\btriangles?\b|\btriangular\b(?!\s+(?:prisms?|pyramids?|numbers?|based))/i],
  ['trapezoid', /\btrapez(?:oid|ium|ia)s?\b/i],
  ['parallelogram', /\bparallelograms?\b/i],
  // … or a tank, an aquarium or a room given by three lengths ("60cm x 30cm x 36cm").
  ['cuboid', /\b(?:cuboids?|rectangular\s+(?:prism|box|solid|block)(?:s|es)?|box(?:es)?)\b|\b(?:(?:fish\s+)?tanks?|aquariums?|containers?|crates?|chests?|rooms?|pools?)\b(?=[^.?]*\d\s*[a-z]*\s*(?:x|×|by)\s*\d[^.?]*?(?:x|×|by)\s*\d)/i],
  ['cube', /\bcubes?\b(?!\s+roots?)/i],
  // "a rectangular garden", "a rectangular floor": a flat rectangle (a box or a prism is a cuboid, above).
  ['rectangle', /\b(?:rectangles?|oblongs?)\b|\brectangular\b(?!\s+(?:prisms?|box(?:es)?|solids?|blocks?|tanks?|containers?|boxes|pyramids?|bricks?|aquariums?|pools?\s+\d))|\b(?:(?:tv|television|computer|phone|laptop)\s+)?(?:screens?|tvs?|monitors?|doors?|tablets?)\b(?=[^.?]*\bwide\b)/i],
  ['square', new RegExp(String.raw`\bsquares?\b(?!\s+(?:roots?|units?|numbers?|${UNIT_WORDS})\b)`, 'i')],
  // Round things measured by a radius or diameter: "a pizza has a diameter of 35 cm", "a round table of radius 0.6 m".
  ['circle', /\b(?:circles?|circular(?!\s+(?:prism|cylinder|cone)))\b|\b(?:pizzas?|coins?|plates?|ponds?|wheels?|dis[ck]s?|clock\s+faces?|round\s+(?:[a-z]+\s+)?(?:tables?|rugs?|mats?|windows?|mirrors?|gardens?|lawns?|tablecloths?|ponds?|pools?|tops?|beds?|patios?|trays?|clocks?|cakes?|pies?))\b(?=[^.?]*\b(?:diameter|radius)\b)/i],
  ['sphere', /\b(?:spheres?|spherical|[a-z]*balls?)\b/i],
  ['cylinder', /\b(?:cylinders?|cylindrical)\b/i],
  ['cone', /\bcones?\b/i],
];

/** Measures a question can ask for, most specific first. */
const MEASURES: Array<[string, RegExp]> = [
  ['lateral area', /\b(?:lateral|curved)\s+(?:surface\s+)?area\b/i],
  ['surface area', /\b(?:total\s+)?surface\s+area\b/i],
  ['area', /\barea\b/i],
  // "how many metres of fencing … all the way around it": the distance round.
  ['perimeter', /\bperimeter\b|\b(?:fencing|fence|border|edging|trim|skirting(?:\s+board)?|ribbon|rope|wire)\b(?=[^.?]*\b(?:a?round|surround)\b)/i],
  // "how long is one lap" of a circular track: the distance once round.
  ['circumference', /\bcircumference\b|\bone\s+(?:full\s+)?(?:lap|loop|circuit|turn)\b|\bonce\s+(?:a)?round\b/i],
  // "how many litres does it hold?": a solid's volume, in the unit of capacity asked.
  ['volume', /\b(?:volume|capacity)\b|\bhow\s+(?:many|much)\s+(?:litres|liters|millilitres|milliliters|ml|water)\b|\bhow\s+much\s+(?:does\s+it|will\s+it|can\s+it)\s+hold\b/i],
  ['diagonal', /\bdiagonal\b/i],
  ['slant height', /\bslant\s+height\b/i],
  ['hypotenuse', /\bhypotenuse\b/i],
  ['leg', /\b(?:other|missing|third|unknown|remaining|second)\s+(?:leg|side)\b/i],
  ['radius', /\bradius\b/i],
  ['diameter', /\bdiameter\b/i],
];

/** Words between a label and its number: "radius of 3", "height is 4", "base = 6", "sides of length 5". */
const CONNECTOR = String.raw`(?:\s*(?:[:=]|\bis\b|\bare\b|\bof\b|\bequals?\b|\bequal to\b|\bmeasuring\b|\bmeasures?\b|\bwhich is\b|\bthat is\b|\bjust\b))*\s*`;

const LABELS: Array<[string, RegExp]> = [
  ['slant', /\bslant(?:\s+height)?\b/i],
  ['parallel', /\bparallel\s+sides?\b|\bbases\b/i],
  ['side', /\b(?:sides?|edges?)(?:\s+(?:of\s+)?lengths?)?\b|\bside[\s-]lengths?\b|\bedge[\s-]lengths?\b/i],
  ['leg', /\blegs?\b/i],
  ['c', /\bhypotenuse\b/i],
  ['radius', /\bradius\b/i],
  ['diameter', /\bdiameter\b/i],
  ['height', /\b(?:(?:perpendicular|vertical)\s+)?(?:height|altitude|depth|tall|high|deep)\b/i],
  ['base', /\bbase\b/i],
  ['length', /\b(?:length|long)\b/i],
  ['width', /\b(?:width|wide|breadth)\b/i],
];
const ANY_LABEL = new RegExp(LABELS.map(([, re]) => `(?:${re.source})`).join('|'), 'gi');
const POSTFIX = /^\s*(?:in\s+)?(radius|diameter|long|wide|high|tall|deep)\b/i;

/** Which dimension slots a label fills, per shape. */
function slotsFor(label: string, shape: Shape, measure: string): string[] {
  const pythagoras = shape === 'right triangle' && measure !== 'area';
  switch (label) {
    case 'side':
      if (shape === 'triangle' || shape === 'right triangle') return ['a', 'b', 'c'];
      if (shape === 'rectangle') return ['length', 'width'];
      if (shape === 'trapezoid') return ['a', 'b'];
      if (shape === 'parallelogram') return ['side'];
      return ['side'];
    case 'parallel': return shape === 'trapezoid' ? ['a', 'b'] : ['a', 'b', 'c'];
    case 'leg': return ['a', 'b'];
    case 'base':
      if (shape === 'trapezoid') return ['a', 'b'];
      if (shape === 'rectangle' || shape === 'cuboid') return ['length'];
      if (pythagoras) return ['a'];
      return ['base'];
    // "32 inches wide and 24 inches tall": for a flat rectangle the two are its two sides, in either order.
    case 'height': return shape === 'rectangle' ? ['width', 'length'] : pythagoras ? ['b'] : shape === 'square' || shape === 'cube' ? ['side'] : ['height'];
    case 'length': return shape === 'cone' ? ['slant'] : shape === 'square' || shape === 'cube' ? ['side'] : ['length'];
    case 'width': return shape === 'square' || shape === 'cube' ? ['side'] : shape === 'rectangle' ? ['width', 'length'] : ['width'];
    default: return [label];
  }
}

const DEFAULT_SLOTS: Record<Shape, string[]> = {
  circle: ['radius'], sphere: ['radius'], square: ['side'], cube: ['side'], rectangle: ['length', 'width'],
  cuboid: ['length', 'width', 'height'], cylinder: ['radius', 'height'], cone: ['radius', 'height'], trapezoid: ['a', 'b', 'height'],
  parallelogram: ['base', 'height'], triangle: ['a', 'b', 'c'], 'right triangle': ['a', 'b', 'c'],
};

interface Found {
  text: string;
  value: string;
  index: number;
  end: number;
}

// "in m^2", "cm^3": a unit's power is not a length.
const VALUE = new RegExp(String.raw`(?<![\d.a-wyzA-WYZ_^])(?<!\^\s)((?:[-−]\s*)?(?:\d+(?:\.\d+)?|\.\d+)(?:\s*\/\s*\d+)?)(?:\s*(${UNIT_WORDS})(?![a-z])(\s*(?:[²³]|\^\s*[23]))?)?`, 'gi');

function findValues(t: string): Found[] {
  const out: Found[] = [];
  for (const m of t.matchAll(VALUE)) {
    let unit = m[2] ?? '';
    let end = (m.index ?? 0) + m[0].length;
    // "in" is a unit only at the end of a phrase ("4 in by 6 in"), not a preposition ("3 in a circle").
    if (unit && /^in$/i.test(unit) && !/^\s*(?:$|[,.;?!)]|and\b|by\b|x\b|×|long\b|wide\b|high\b|tall\b|radius\b|diameter\b)/i.test(t.slice(end))) {
      unit = '';
      end = (m.index ?? 0) + m[1].length;
    }
    const number = m[1].replace(/\s+/g, '').replace('−', '-');
    out.push({ text: t.slice(m.index ?? 0, end), value: unit ? `${number} ${unit}${m[3] ? m[3].trim() : ''}` : number, index: m.index ?? 0, end });
  }
  return out;
}

function isRightCheck(t: string): boolean {
  return /\bright[\s-]*angled?\b|\bright triangle\b|\bpythagorean triple\b|\bright angle\b/i.test(t)
    && /^(?:is|are|does|do|can|could|would|will|check|determine|decide|show|verify|prove|test|find out)\b|\b(?:whether|if)\b/i.test(t.trim());
}

/** "area of a circle with radius 3 cm", "volume of a 3 by 4 by 5 box", "find the hypotenuse when the legs are 6 and 8". */
export function shapeRoute(t: string): GeometryRoute | null {
  // "sides in the ratio 3:5": a ratio fixes the shape, not its size; the numbers are not lengths.
  if (/\bratio\b|\d\s*:\s*\d/i.test(t)) return null;
  const letters: Record<string, string> = { r: 'radius', d: 'diameter', h: 'height', l: 'length', w: 'width', b: 'base', s: 'side' };
  // "r = 5 cm" is the radius; "3D shapes" is not a number.
  const text = t.replace(/\b[23]-?d\b/gi, ' ').replace(/\b([rdhlwbs])\s*=\s*(?=[-−]?\s*[\d.])/g, (_, x: string) => `${letters[x]} `);
  const shapes = SHAPES.map(([shape, re]) => ({ shape, at: re.exec(text)?.index ?? -1 })).filter((s) => s.at >= 0);
  if (!shapes.length) return null;
  // Two unrelated shapes ("a circle and a square") are two questions: better none than half an answer.
  const solids = ['cylinder', 'cone', 'sphere'];
  const family = (x: Shape) => (x === 'right triangle' ? 'triangle' : solids.includes(x) || (x === 'circle' && shapes.some((y) => solids.includes(y.shape))) ? 'solid' : x);
  if (new Set(shapes.map((x) => family(x.shape))).size > 1) return null;
  // "a cylinder with a hemisphere on top", "a cone on a cylinder": a composite solid is two questions too.
  if (new Set(shapes.filter((x) => solids.includes(x.shape)).map((x) => x.shape)).size > 1) return null;
  if (/\b(?:hemispher\w*|domes?|pyramids?|frustums?|on\s+top|attached|joined|glued|stacked|combined|composite|compound\s+shape|cut\s+out|removed|hollow|holes?)\b/i.test(text)) return null;
  // An angle in a triangle ("the angle between them is 115°") is the sine and cosine rules' question, not a length.
  if (shapes.some((x) => x.shape === 'triangle' || x.shape === 'right triangle') && /\d\s*(?:°|degrees?\b)/i.test(text)) return null;
  // "3 m longer than it is wide", "twice as long as": a number that relates two sides is not a side.
  if (/\b(?:longer|shorter|wider|narrower|taller|higher|deeper|more|less|fewer|bigger|smaller)\s+than\b|\btimes\s+(?:as\s+)?(?:long|wide|tall|high|its)\b|\btwice\s+(?:as\s+)?(?:long|wide|tall|high|its)\b/i.test(text)) return null;
  const values = findValues(text);
  if (!values.length || values.length > 4) return null;
  // The asked measure is a measure word that is not immediately giving a value ("radius of 3").
  // "radius of 3", "radius .5"; a full stop after the word is not a number.
  const gives = (index: number, length: number) => new RegExp(`^${CONNECTOR}(?:[-−]\\s*)?(?:\\d|\\.\\d)`, 'i').test(text.slice(index + length));
  // "the area of a rectangle is 24": a measure of the shape given as a value.
  const givenFor = (index: number, length: number) => /^\s+of\s+(?:the|a|an|this|that|my|its)?\s*[a-z-]+(?:\s+[a-z-]{2,})?\s+(?:is|=|equals|measures)\s*[-−]?[\d.]/i.test(text.slice(index + length));
  let measure: string | null = null;
  let firstAt = Infinity;
  for (const [name, re] of MEASURES) {
    for (const m of text.matchAll(new RegExp(re.source, 'gi'))) {
      const index = m.index ?? 0;
      // "a 30 cm diameter": a measure named right after its value is given, not asked.
      const covered = (name === 'area' && /\b(?:surface|lateral|curved)\s+$/i.test(text.slice(0, index))) || new RegExp(String.raw`\d\s*(?:${UNIT_WORDS})?\s*$`, 'i').test(text.slice(0, index));
      if (covered) continue;
      if (gives(index, m[0].length) || givenFor(index, m[0].length)) {
        // "the area is 24 cm², find the width": working backwards from an area or volume is not supported.
        // A given diagonal is not a side either ("a square with a diagonal of 10 cm").
        if (['area', 'surface area', 'lateral area', 'perimeter', 'circumference', 'volume', 'diagonal'].includes(name)) return null;
        continue;
      }
      if (index < firstAt) [measure, firstAt] = [name, index];
    }
  }
  // "a planter with no top", "an open box", "the curved side and the bottom": part of the surface, not all of it.
  if (measure && /area/.test(measure) && /\b(?:no|without\s+(?:a\s+|the\s+)?|open(?:[- ]topped)?)\s*(?:top|lid|ends?|bottom|base|cap)s?\b|\bopen\b|\b(?:side|sides|curved\s+(?:side|surface))\s+and\s+(?:the\s+)?(?:bottom|base|top)\b|\bonly\s+(?:the\s+)?(?:sides?|curved)\b/i.test(text) && !/\b(?:curved|lateral)\s+(?:surface\s+)?area\b/i.test(text)) return null;
  const rightCheck = !measure && values.length === 3 && isRightCheck(text);
  if (!measure && !rightCheck) return null;
  if (rightCheck) measure = 'right angle';
  const asked = measure as string;
  // The right-angle check and Pythagoras need a triangle, whatever other shape is named.
  let shape: Shape = shapes.sort((a, b) => a.at - b.at)[0].shape;
  const right = shapes.find((s) => s.shape === 'right triangle');
  if (right && (asked === 'hypotenuse' || asked === 'leg' || asked === 'right angle' || shape === 'triangle')) shape = 'right triangle';
  if (asked === 'right angle') shape = 'triangle';
  if ((asked === 'hypotenuse' || asked === 'leg') && shape !== 'right triangle' && shape !== 'triangle') return null;

  const dims: Record<string, string> = {};
  const filled = new Set<string>();
  let lastGroup: string[] = [];
  let from = 0;
  const unlabelled: Found[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    const after = POSTFIX.exec(text.slice(v.end));
    let label: string | null = null;
    if (after && !gives(v.end + after[0].length - after[1].length, after[1].length)) {
      label = LABELS.find(([, re]) => re.test(after[1]))?.[0] ?? null;
    }
    const segment = text.slice(from, v.index);
    if (!label) {
      const hits = [...segment.matchAll(ANY_LABEL)];
      const last = hits[hits.length - 1];
      if (last) label = LABELS.find(([, re]) => new RegExp(`^(?:${re.source})$`, 'i').test(last[0]))?.[0] ?? null;
    }
    from = after && label ? v.end + after[0].length : v.end;
    const group = label ? slotsFor(label, shape, asked) : lastGroup;
    const slot = group.find((s) => !filled.has(s));
    if (label) lastGroup = group;
    if (!slot) {
      if (label) return null;
      unlabelled.push(v);
      continue;
    }
    dims[slot] = v.value;
    filled.add(slot);
  }
  let defaults = DEFAULT_SLOTS[shape];
  if ((shape === 'triangle' || shape === 'right triangle') && asked === 'area' && !filled.size && unlabelled.length === 2) defaults = ['base', 'height'];
  if (shape === 'right triangle' && asked === 'leg' && !filled.size && unlabelled.length === 2) {
    // Two unlabelled sides and a missing leg: the longer one is the hypotenuse.
    const [p, q] = unlabelled.map((v) => Number(v.value.split(' ')[0].replace(/\/.*/, '')));
    defaults = p >= q ? ['c', 'a'] : ['a', 'c'];
  }
  for (const v of unlabelled) {
    const slot = defaults.find((s) => !filled.has(s));
    if (!slot) return null;
    dims[slot] = v.value;
    filled.add(slot);
  }
  if (shape === 'right triangle' && asked === 'leg' && dims.a && dims.b && !dims.c) {
    // "missing side of a right triangle with sides 5 and 13": the longer given side is the hypotenuse.
    const size = (v: string) => Number(v.split(' ')[0].replace(/\/.*/, ''));
    const [shorter, longer] = size(dims.a) <= size(dims.b) ? [dims.a, dims.b] : [dims.b, dims.a];
    [dims.a, dims.c] = [shorter, longer];
    delete dims.b;
  }
  if ((shape === 'circle' || shape === 'sphere' || shape === 'cylinder' || shape === 'cone') && dims.radius && dims.diameter) return null;
  // The measure asked is one of the values given: the question was misread, so no answer rather than the given value back.
  const askedSlot: Record<string, string> = { hypotenuse: 'c', radius: 'radius', diameter: 'diameter', 'slant height': 'slant' };
  if (askedSlot[asked] && dims[askedSlot[asked]] !== undefined) return null;
  const capacity = asked === 'volume' ? /\b(?:millilitres|milliliters|ml)\b/i.test(t) ? 'mL' : /\b(?:litres|liters|l)\b(?!\s*\/)/i.test(t.replace(/\b\d+(?:\.\d+)?\s*l\b/gi, ' ')) ? 'L' : undefined : undefined;
  return { kind: 'tool', tool: 'geometry', input: { shape, measure: asked, dimensions: dims, ...(capacity ? { capacity } : {}) } };
}

/** Coordinate questions first (they name points), then shapes. */
export function geometryRoute(t: string): GeometryRoute | null {
  // A sector, an arc or a segment is part of a circle (the angle solvers' reading): never the whole
  // circle, and an angle in degrees is never a length.
  return coordinateRoute(t) ?? (/\bsectors?\b|\barcs?\b|\bsegments?\b/i.test(t) ? null : shapeRoute(t.replace(/\b\d+(?:\.\d+)?\s*(?:°|degrees?\b)/gi, ' ')));
}
