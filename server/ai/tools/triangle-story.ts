import { formatNumber } from './format';
import { step, succeed, type ToolResult } from './types';

/**
 * Triangles told as stories (issue 14), read by the role each length plays rather than by the
 * thing named: a right triangle against the ground ("6 m from the base … angle of elevation 58° …
 * how tall", "a kite string 45 m long at 62° with the ground … how high", "a ramp 3.2 m along its
 * slope rises 0.9 m … what angle"), and two sides with the angle between them ("two trails, 2.4 km
 * and 3.1 km, 48° apart … how far apart are their ends", "sides 4 m and 5.5 m with 70° between them
 * … its area"). Each length is vertical (a rise, a height), horizontal (from the base, along the
 * ground) or slanted (the string, the ramp, the ladder); every number must take a role, and the one
 * asked must be another, or the story is not read.
 */

const TOOL = 'word_problem';
const UNIT = String.raw`(mm|cm|km|m|ft|feet|foot|in|inches|yd|yards|metres|meters|miles|mi)`;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

type Role = 'vertical' | 'horizontal' | 'slant';

interface Length {
  value: number;
  unit: string;
  role: Role | null;
}

const norm = (u: string) => ({ metres: 'm', meters: 'm', feet: 'ft', foot: 'ft', inches: 'in', yards: 'yd', miles: 'mi' })[u.toLowerCase()] ?? u.toLowerCase();

/** The clause around a position: from the previous break to the next. */
function clause(t: string, at: number, end: number): string {
  const before = t.slice(0, at);
  const start = Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(' and '), -1) + 1;
  const next = t.slice(end).search(/[,.;]|\sand\s/);
  return t.slice(start, next < 0 ? undefined : end + next);
}

function roleOf(c: string): Role | null {
  if (/\bfrom\s+(?:the\s+)?(?:base|foot|bottom|wall|tower|tree|building|pole)\b|\baway\b|\bhorizontal(?:ly)?\b|\balong\s+the\s+(?:ground|floor)\b|\bacross\b|\bshadow\b|\brun\b/i.test(c)) return 'horizontal';
  if (/\brises?\b|\brising\b|\bhigh\b|\btall\b|\bheight\b|\babove\b|\bvertical(?:ly)?\b|\bup\b|\bdeep\b|\bdrop\b/i.test(c)) return 'vertical';
  if (/\blong\b|\blength\b|\bslope\b|\bstring\b|\brope\b|\bramp\b|\bladder\b|\bslide\b|\bwire\b|\bcable\b|\bzip\b|\bline\b|\bpanel\b|\bdiagonal\b|\bhypotenuse\b|\bpole\b/i.test(c)) return 'slant';
  return null;
}

function lengths(t: string): Length[] | null {
  const out: Length[] = [];
  for (const m of t.matchAll(new RegExp(String.raw`(\d+(?:\.\d+)?)\s*${UNIT}\b`, 'gi'))) {
    const at = m.index ?? 0;
    out.push({ value: Number(m[1]), unit: norm(m[2]), role: roleOf(clause(t, at, at + m[0].length)) });
  }
  return out;
}

function angles(t: string): Array<{ value: number; text: string }> {
  return [...t.matchAll(/(\d+(?:\.\d+)?)\s*(?:°|degrees?\b)/gi)].map((m) => ({ value: Number(m[1]), text: m[0] }));
}

function asked(ask: string): Role | 'angle' | 'area' | 'apart' | null {
  if (/\bwhat\s+angle\b|\bfind\s+the\s+angle\b|\bthe\s+angle\b[^.?]*\?|\bangle\s+(?:does|do|is)\b/i.test(ask)) return 'angle';
  if (/\barea\b/i.test(ask)) return 'area';
  if (/\bapart\b|\bbetween\s+(?:the\s+)?(?:lookout|ends|two|them)|\bdistance\s+between\b|\bthird\s+side\b|\bhow\s+far\s+(?:is\s+)?(?:it\s+)?from\s+the\s+\w+\s+to\b/i.test(ask)) return 'apart';
  if (/\bhow\s+(?:tall|high)\b|\bheight\b|\bhow\s+far\s+up\b|\bvertical\b/i.test(ask)) return 'vertical';
  if (/\bhorizontal\b|\bhow\s+far\s+(?:from|along|away|out)\b|\balong\s+the\s+ground\b|\bfrom\s+the\s+(?:base|foot|wall)\b/i.test(ask)) return 'horizontal';
  if (/\bhow\s+long\b|\blength\s+of\s+the\b/i.test(ask)) return 'slant';
  return null;
}

function done(answer: string, value: number, steps: string[]): ToolResult {
  return succeed(TOOL, answer, steps.map((s) => step(s)), { data: { value } });
}

/** A right triangle against the ground: the side asked from one side and an angle, or the angle from two sides. */
function rightTriangle(t: string, ask: string, given: Length[], angle: number | null, want: Role | 'angle'): ToolResult | null {
  // The angle is with the ground (elevation, "with the horizontal"); with the wall or the vertical it is the other acute angle.
  // Said of the angle ("a 20° angle with the wall", "angle of 20° to the vertical"), not of a length ("2 m from the wall").
  const fromVertical = /(?:°|\bdegrees?|\bangle)\s*(?:angle\s+)?(?:with|to|from)\s+the\s+(?:vertical|wall)\b|\bangle\s+(?:it\s+makes\s+)?(?:with|to)\s+the\s+(?:vertical|wall)\b/i.test(t);
  if (angle !== null) {
    if (given.length !== 1 || !given[0].role || want === 'angle' || want === given[0].role) return null;
    if (!(angle > 0 && angle < 90)) return null;
    const a = rad(fromVertical ? 90 - angle : angle);
    const g = given[0];
    // Sides in terms of the slant s: vertical s·sin a, horizontal s·cos a.
    const unitSlant = g.role === 'slant' ? g.value : g.role === 'vertical' ? g.value / Math.sin(a) : g.value / Math.cos(a);
    const value = want === 'slant' ? unitSlant : want === 'vertical' ? unitSlant * Math.sin(a) : unitSlant * Math.cos(a);
    const ratio = { vertical: 'sin', horizontal: 'cos', slant: '1' } as const;
    const fn = g.role === 'slant' ? ratio[want] : want === 'slant' ? (g.role === 'vertical' ? 'sin' : 'cos') : g.role === 'horizontal' ? 'tan' : 'tan';
    const shownAngle = formatNumber(fromVertical ? 90 - angle : angle, 6);
    const how =
      g.role === 'slant'
        ? `${want} side = ${formatNumber(g.value)} × ${fn} ${shownAngle}°`
        : want === 'slant'
          ? `slanted side = ${formatNumber(g.value)} ÷ ${fn} ${shownAngle}°`
          : want === 'vertical'
            ? `height = ${formatNumber(g.value)} × tan ${shownAngle}°`
            : `horizontal side = ${formatNumber(g.value)} ÷ tan ${shownAngle}°`;
    return done(`${formatNumber(value, 6)} ${g.unit}`, value, [
      `A right triangle: the vertical side, the horizontal side along the ground and the slanted side; the angle with the ground is ${shownAngle}°${fromVertical ? ` (${formatNumber(angle)}° with the vertical)` : ''}.`,
      `The ${g.role} side is ${formatNumber(g.value)} ${g.unit}; the ${want} side is asked.`,
      `${how} = ${formatNumber(value, 6)} ${g.unit}.`,
      `Check: the sides ${formatNumber(unitSlant * Math.sin(a), 6)}, ${formatNumber(unitSlant * Math.cos(a), 6)} and ${formatNumber(unitSlant, 6)} satisfy Pythagoras ✓.`,
    ]);
  }
  if (want !== 'angle' || given.length !== 2 || given.some((g) => !g.role) || given[0].role === given[1].role || given[0].unit !== given[1].unit) return null;
  const side = (r: Role) => given.find((g) => g.role === r)?.value;
  const [v, h, s] = [side('vertical'), side('horizontal'), side('slant')];
  if ((s !== undefined && ((v ?? 0) >= s || (h ?? 0) >= s))) return null;
  const ground = v !== undefined && h !== undefined ? deg(Math.atan(v / h)) : v !== undefined ? deg(Math.asin(v / s!)) : deg(Math.acos(h! / s!));
  const value = fromVertical || /\bwith\s+the\s+(?:wall|vertical)\b/i.test(ask) ? 90 - ground : ground;
  const how = v !== undefined && h !== undefined ? `tan θ = ${formatNumber(v)} ÷ ${formatNumber(h)}` : v !== undefined ? `sin θ = ${formatNumber(v)} ÷ ${formatNumber(s!)}` : `cos θ = ${formatNumber(h!)} ÷ ${formatNumber(s!)}`;
  return done(`${formatNumber(value, 6)}°`, value, [
    `A right triangle against the ground: the ${given.map((g) => `${g.role} side is ${formatNumber(g.value)} ${g.unit}`).join(' and the ')}.`,
    `The angle θ with the ground: ${how}, so θ = ${formatNumber(ground, 6)}°${value !== ground ? `, and with the vertical 90° − θ = ${formatNumber(value, 6)}°` : ''}.`,
  ]);
}

/** Two sides and the angle between them: the side facing the angle (cosine rule) or the area (½ab sin C). */
function twoSidesAndAngle(t: string, given: Length[], angle: number, want: 'area' | 'apart'): ToolResult | null {
  if (!/\bangle\s+(?:between|of\s+\d[^.]*between)\b|\bbetween\s+(?:them|the\s+(?:two\s+)?(?:sides|trails|paths|roads|walls|edges|ropes|lines))\b/i.test(t)) return null;
  if (given.length !== 2 || given[0].unit !== given[1].unit || !(angle > 0 && angle < 180)) return null;
  const [a, b] = given.map((g) => g.value);
  const unit = given[0].unit;
  if (want === 'area') {
    const value = 0.5 * a * b * Math.sin(rad(angle));
    return done(`${formatNumber(value, 6)} ${unit}²`, value, [
      `Two sides ${formatNumber(a)} ${unit} and ${formatNumber(b)} ${unit} with ${formatNumber(angle)}° between them: area = ½ab sin C.`,
      `Area = ½ × ${formatNumber(a)} × ${formatNumber(b)} × sin ${formatNumber(angle)}° = ${formatNumber(value, 6)} ${unit}².`,
    ]);
  }
  const c2 = a * a + b * b - 2 * a * b * Math.cos(rad(angle));
  const value = Math.sqrt(c2);
  return done(`${formatNumber(value, 6)} ${unit}`, value, [
    `The two ends and the start make a triangle with sides ${formatNumber(a)} and ${formatNumber(b)} ${unit} and ${formatNumber(angle)}° between them; the distance asked faces that angle (cosine rule).`,
    `c² = ${formatNumber(a)}² + ${formatNumber(b)}² − 2 × ${formatNumber(a)} × ${formatNumber(b)} × cos ${formatNumber(angle)}° = ${formatNumber(c2, 8)}.`,
    `c = ${formatNumber(value, 6)} ${unit}.`,
  ]);
}

export function triangleStory(t: string): ToolResult | null {
  if (!/\bangle\b|\belevation\b|\bdepression\b|\btilt|\bincline|\bslope\b|°|\bdegrees?\b/i.test(t)) return null;
  const sentences = t.split(/(?<=[.?!])\s+/);
  const ask = [...sentences].reverse().find((s) => /\?|\b(?:how|what|find|calculate|work\s+out)\b/i.test(s)) ?? '';
  const want = asked(ask);
  if (!want) return null;
  const all = lengths(t.replace(ask, ' '));
  if (!all) return null;
  const found = angles(t.replace(ask, ' '));
  // Every number has its place: the lengths and at most one angle.
  const numbers = (t.replace(ask, ' ').match(/\d+(?:\.\d+)?/g) ?? []).length;
  if (numbers !== all.length + found.length || found.length > 1) return null;
  // The ask may still hold a number (a unit power, "in m^2"): only units there.
  if (/\d/.test(ask.replace(/\b(?:m|cm|km|ft|mm)\s*(?:\^\s*2|²)|\bto\s+\d\s+(?:decimal|d\.?p|significant)/gi, ''))) return null;
  const angle = found.length ? found[0].value : null;
  if (want === 'area' || want === 'apart') return angle === null ? null : twoSidesAndAngle(t, all, angle, want);
  if (/\btriangle\b/i.test(t) && !/\bright[- ]angled?\b/i.test(t)) return null;
  return rightTriangle(t, ask, all, angle, want);
}
