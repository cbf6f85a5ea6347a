import { formatNumber } from './format';
import { step, succeed, type ToolResult } from './types';

/**
 * Geometry told through everyday things (issue 14): a ramp's angle from its rise and run, a screen's
 * height from its diagonal and width, the longest pole that fits in a box, how far a wheel rolls in
 * n turns, a semicircular window's perimeter, a slice of a round cake. Each names its shape only by
 * the thing, so the shape solvers do not read them.
 */

const TOOL = 'word_problem';
const LEN = String.raw`(\d+(?:\.\d+)?)\s*(mm|cm|m|km|in|inches|inch|ft|feet|foot|")?`;

const unitOf = (u: string | undefined) => (!u ? '' : /^(?:in|inch|inches|")$/i.test(u) ? 'in' : /^(?:ft|feet|foot)$/i.test(u) ? 'ft' : u);
const deg = (rad: number) => (rad * 180) / Math.PI;

/** "a ramp rises 0.9 m over a horizontal distance of 7.2 m: what angle does it make with the ground". */
function rampAngle(t: string): ToolResult | null {
  if (!/\bangle\b/i.test(t)) return null;
  const rise = new RegExp(String.raw`\b(?:rises?|rising|climbs?|goes\s+up|height\s+of|rise\s+of|is)\s+${LEN}\s+(?:high\s+)?(?:over|across|along|in)\s+(?:a\s+)?(?:horizontal\s+(?:distance|run|length)\s+of\s+)?${LEN}`, 'i').exec(t);
  if (!rise || (rise[0].match(/\bis\b/i) && !/\bhorizontal/i.test(rise[0]))) return null;
  const [h, d] = [Number(rise[1]), Number(rise[3])];
  if (unitOf(rise[2]) !== unitOf(rise[4]) || !(h > 0 && d > 0)) return null;
  // "what's tan of the ramp angle?": the ratio asked, not the angle.
  const ratio = /\b(tan|sin|cos)(?:gent|e|ine)?\s+(?:of\s+)?(?:the\s+)?(?:[a-z]+\s+)?angle\b|\b(tan|sin|cos)\s*(?:θ|\(\s*θ\s*\))/i.exec(t);
  if (ratio) {
    const f = (ratio[1] ?? ratio[2]).toLowerCase();
    const slant = Math.hypot(h, d);
    const [value, how] = f === 'tan' ? [h / d, `opposite ÷ adjacent = ${formatNumber(h)} ÷ ${formatNumber(d)}`] : f === 'sin' ? [h / slant, `opposite ÷ hypotenuse = ${formatNumber(h)} ÷ ${formatNumber(slant, 8)}`] : [d / slant, `adjacent ÷ hypotenuse = ${formatNumber(d)} ÷ ${formatNumber(slant, 8)}`];
    return succeed(TOOL, `${f} θ = ${formatNumber(value, 8)}`, [
      step(`The rise and the horizontal run are the two shorter sides of a right triangle, the rise opposite the angle θ with the ground${f === 'tan' ? '' : `, and the ramp itself the hypotenuse: √(${formatNumber(h)}² + ${formatNumber(d)}²) = ${formatNumber(slant, 8)}`}.`),
      step(`${f} θ = ${how} = ${formatNumber(value, 8)}.`),
    ], { data: { value } });
  }
  const angle = deg(Math.atan(h / d));
  return succeed(TOOL, `${formatNumber(angle, 6)}°`, [
    step(`The rise and the horizontal run are the two shorter sides of a right triangle; the angle with the ground is opposite the rise: tan θ = ${formatNumber(h)} ÷ ${formatNumber(d)} = ${formatNumber(h / d, 8)}.`),
    step(`θ = tan⁻¹(${formatNumber(h / d, 8)}) = ${formatNumber(angle, 6)}°.`),
    step(`Check: tan ${formatNumber(angle, 6)}° = ${formatNumber(Math.tan((angle * Math.PI) / 180), 6)} ✓.`),
  ], { data: { value: angle } });
}

/** "a 55 inch TV (the diagonal) is 48 inches wide: how tall is the screen". */
function screenSide(t: string): ToolResult | null {
  if (!/\b(?:tv|television|screen|monitor|laptop|phone|tablet|window|door|frame|rectangle)\b/i.test(t) || !/\bdiagonal\b|\b(?:tv|television|screen|monitor)\b/i.test(t)) return null;
  const diagonal = new RegExp(String.raw`${LEN}[- ](?:tv|television|screen|monitor|laptop)\b|\bdiagonal\s+(?:is\s+|of\s+)?${LEN}`, 'i').exec(t);
  const wide = new RegExp(String.raw`${LEN}\s+(wide|across|long|tall|high)\b|\b(width|height)\s+(?:is\s+|of\s+)?${LEN}`, 'i').exec(t);
  const asked = /\bhow\s+(tall|high|wide)\b|\b(?:the\s+)?(height|width)\b[^.]*\?|\bfind\s+(?:the\s+)?(height|width)\b/i.exec(t);
  if (!diagonal || !wide || !asked) return null;
  const [c, cu] = diagonal[1] ? [Number(diagonal[1]), diagonal[2]] : [Number(diagonal[3]), diagonal[4]];
  const [a, au] = wide[1] ? [Number(wide[1]), wide[2]] : [Number(wide[6]), wide[7]];
  const given = (wide[3] ?? wide[5]).toLowerCase();
  const askedWord = (asked[1] ?? asked[2] ?? asked[3]).toLowerCase();
  const givenIsWidth = /^(?:wide|across|width)$/.test(given);
  const askedIsWidth = /^(?:wide|width)$/.test(askedWord);
  if (givenIsWidth === askedIsWidth || unitOf(cu ?? au) !== unitOf(au ?? cu) || !(c > a && a > 0)) return null;
  const b = Math.sqrt(c * c - a * a);
  const unit = unitOf(au ?? cu);
  const u = unit ? ` ${unit}` : '';
  return succeed(TOOL, `${formatNumber(b, 6)}${u}`, [
    step(`The width, the height and the diagonal make a right triangle with the diagonal as hypotenuse: ${askedIsWidth ? 'width' : 'height'}² = ${formatNumber(c)}² − ${formatNumber(a)}² = ${formatNumber(c * c - a * a, 8)}.`),
    step(`${askedIsWidth ? 'Width' : 'Height'} = √${formatNumber(c * c - a * a, 8)} = ${formatNumber(b, 6)}${u}.`),
    step(`Check: ${formatNumber(a)}² + ${formatNumber(b, 6)}² = ${formatNumber(a * a + b * b, 6)} = ${formatNumber(c)}² ✓.`),
  ], { data: { value: b } });
}

/** "the longest straight pole that fits inside a box 60 cm × 40 cm × 25 cm": the space diagonal. */
function longestInBox(t: string): ToolResult | null {
  if (!/\b(?:longest|space\s+diagonal|main\s+diagonal)\b/i.test(t) || !/\b(?:box|cuboid|room|crate|container|case|prism)\b/i.test(t)) return null;
  const dims = new RegExp(String.raw`${LEN}\s*(?:×|x|by|\*)\s*${LEN}\s*(?:×|x|by|\*)\s*${LEN}`, 'i').exec(t);
  if (!dims) return null;
  const [a, b, c] = [Number(dims[1]), Number(dims[3]), Number(dims[5])];
  const units = new Set([dims[2], dims[4], dims[6]].filter(Boolean).map(unitOf));
  if (units.size > 1) return null;
  const [unit] = [...units];
  const d = Math.sqrt(a * a + b * b + c * c);
  const u = unit ? ` ${unit}` : '';
  return succeed(TOOL, `${formatNumber(d, 6)}${u}`, [
    step(`The longest straight line inside a box runs corner to opposite corner (the space diagonal): d = √(a² + b² + c²).`),
    step(`d = √(${formatNumber(a)}² + ${formatNumber(b)}² + ${formatNumber(c)}²) = √${formatNumber(a * a + b * b + c * c, 8)} = ${formatNumber(d, 6)}${u}.`),
  ], { data: { value: d } });
}

/** "a bike wheel has a diameter of 0.66 m: how far does it go in 250 full turns". */
function wheelTurns(t: string): ToolResult | null {
  if (!/\bwheel|\btyre|\btire|\broller|\bhoop\b/i.test(t)) return null;
  const size = new RegExp(String.raw`\b(diameter|radius)\s+(?:of\s+|is\s+)?${LEN}|${LEN}\s+(diameter|radius)`, 'i').exec(t);
  const turns = /\b(\d+(?:\.\d+)?)\s+(?:full\s+|complete\s+|whole\s+)?(?:turns|revolutions|rotations|times\s+round|spins)\b|\b(?:turns|rotates|spins|revolves|goes\s+(?:a)?round)\s+(\d+(?:\.\d+)?)\s+times\b/i.exec(t);
  if (!size || !turns || !/\bhow\s+far\b|\bdistance\b/i.test(t)) return null;
  const kind = (size[1] ?? size[6]).toLowerCase();
  const [value, unitText] = size[1] ? [Number(size[2]), size[3]] : [Number(size[4]), size[5]];
  const d = kind === 'radius' ? 2 * value : value;
  const n = Number(turns[1] ?? turns[2]);
  const distance = n * Math.PI * d;
  const u = unitOf(unitText) ? ` ${unitOf(unitText)}` : '';
  return succeed(TOOL, `${formatNumber(distance, 6)}${u}`, [
    step(`One turn rolls the wheel its circumference: C = πd = π × ${formatNumber(d)} = ${formatNumber(Math.PI * d, 6)}${u}.`),
    step(`${formatNumber(n)} turns: ${formatNumber(n)} × ${formatNumber(Math.PI * d, 6)} = ${formatNumber(distance, 6)}${u}.`),
  ], { data: { value: distance } });
}

/** "a window is a semicircle with diameter 1.4 m: its perimeter including the straight edge". */
function semicircle(t: string): ToolResult | null {
  if (!/\bsemi-?circle|\bsemi-?circular|\bhalf[- ]circle\b/i.test(t)) return null;
  const size = new RegExp(String.raw`\b(diameter|radius)\s+(?:of\s+|is\s+)?${LEN}`, 'i').exec(t);
  if (!size) return null;
  const r = size[1].toLowerCase() === 'radius' ? Number(size[2]) : Number(size[2]) / 2;
  const u = unitOf(size[3]) ? ` ${unitOf(size[3])}` : '';
  if (/\bperimeter\b/i.test(t)) {
    if (/\bnot\s+including\b|\bexcluding\b|\bjust\s+the\s+(?:curved|arc)\b|\bonly\s+the\s+(?:curved|arc)\b/i.test(t)) return null;
    const p = Math.PI * r + 2 * r;
    return succeed(TOOL, `${formatNumber(p, 6)}${u}`, [
      step(`The curved edge is half a circumference: πr = π × ${formatNumber(r)} = ${formatNumber(Math.PI * r, 6)}${u}; the straight edge is the diameter, ${formatNumber(2 * r)}${u}.`),
      step(`Perimeter = ${formatNumber(Math.PI * r, 6)} + ${formatNumber(2 * r)} = ${formatNumber(p, 6)}${u}.`),
    ], { data: { value: p } });
  }
  if (/\barea\b/i.test(t)) {
    const a = (Math.PI * r * r) / 2;
    return succeed(TOOL, `${formatNumber(a, 6)}${u ? `${u}²` : ''}`, [step(`Half a circle's area: πr²/2 = π × ${formatNumber(r)}² ÷ 2 = ${formatNumber(a, 6)}${u ? `${u}²` : ''}.`)], { data: { value: a } });
  }
  return null;
}

/** "a round cake 30 cm across; a slice with a 50° angle: the area of the top of the slice". */
function roundSlice(t: string): ToolResult | null {
  // A sector by name is the sector solver's (it keeps π exact); this is the slice of a round thing.
  if (!/\b(?:slice|wedge|piece)\b/i.test(t) || /\bsector\b/i.test(t)) return null;
  const across = new RegExp(String.raw`${LEN}\s+(?:across|wide|in\s+diameter)|\bdiameter\s+(?:of\s+|is\s+)?${LEN}|\bradius\s+(?:of\s+|is\s+)?${LEN}`, 'i').exec(t);
  const angle = /(\d+(?:\.\d+)?)\s*(?:°|degrees?)/i.exec(t);
  if (!across || !angle) return null;
  const r = across[5] !== undefined ? Number(across[5]) : Number(across[1] ?? across[3]) / 2;
  const unitText = across[2] ?? across[4] ?? across[6];
  const u = unitOf(unitText) ? ` ${unitOf(unitText)}` : '';
  const theta = Number(angle[1]);
  if (!(theta > 0 && theta <= 360 && r > 0)) return null;
  if (/\barea\b/i.test(t)) {
    const a = (theta / 360) * Math.PI * r * r;
    return succeed(TOOL, `${formatNumber(a, 6)}${u ? `${u}²` : ''}`, [
      step(`The radius is ${formatNumber(r)}${u}; the slice is ${formatNumber(theta)}/360 of the whole circle.`),
      step(`Area = ${formatNumber(theta)}/360 × π × ${formatNumber(r)}² = ${formatNumber(a, 6)}${u ? `${u}²` : ''}.`),
    ], { data: { value: a } });
  }
  return null;
}

export const EVERYDAY_GEOMETRY = [rampAngle, screenSide, longestInBox, wheelTurns, semicircle, roundSlice];
