import { formatNumber } from './format';
import { step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Any triangle by its sides a, b, c and the angles A, B, C opposite them (issue 14): the cosine rule
 * (two sides and the angle between them give the third side; three sides give an angle), the sine
 * rule (a side and two angles give another side), the area ½ab sin C, and the area from three
 * vertices (the shoelace formula). Each answer is checked with the other rule.
 */

const TOOL = 'word_problem';
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

interface Parts {
  sides: Partial<Record<'a' | 'b' | 'c', number>>;
  angles: Partial<Record<'A' | 'B' | 'C', number>>;
  unit: string;
}

/** "a = 7 cm, b = 9 cm and angle C = 50°", "side a is 10", "angle A = 40°, angle B = 65°". */
function parts(t: string): Parts {
  const out: Parts = { sides: {}, angles: {}, unit: '' };
  for (const m of t.matchAll(new RegExp(String.raw`\b(?:side\s+)?([abc])\s*(?:=|is)\s*${NUM}\s*(mm|cm|m|km|in|ft)?(?!\s*°)`, 'g'))) {
    out.sides[m[1] as 'a' | 'b' | 'c'] = Number(m[2]);
    out.unit ||= m[3] ?? '';
  }
  for (const m of t.matchAll(new RegExp(String.raw`\b(?:angle\s+|∠\s*)?([ABC])\s*(?:=|is)\s*${NUM}\s*°`, 'g'))) out.angles[m[1] as 'A' | 'B' | 'C'] = Number(m[2]);
  return out;
}

/** The angle opposite side a of a triangle with sides a, b, c (the cosine rule), in degrees; null when no triangle has them. */
function angleOpposite(a: number, b: number, c: number): { cos: number; angle: number } | null {
  const cos = (b * b + c * c - a * a) / (2 * b * c);
  return cos > -1 && cos < 1 ? { cos, angle: deg(Math.acos(cos)) } : null;
}

const OTHER: Record<'a' | 'b' | 'c', ['a' | 'b' | 'c', 'a' | 'b' | 'c']> = { a: ['b', 'c'], b: ['a', 'c'], c: ['a', 'b'] };
const ANGLE = (s: 'a' | 'b' | 'c') => s.toUpperCase() as 'A' | 'B' | 'C';

/** The side or angle asked for: "find c", "find b using the sine rule", "find angle C". */
function asked(t: string): { side?: 'a' | 'b' | 'c'; angle?: 'A' | 'B' | 'C'; area?: boolean } | null {
  const m = /\b(?:find|calculate|what\s+is|work\s+out|determine)\s+(?:the\s+)?(?:length\s+(?:of\s+)?)?(?:(?:side\s+)?([abc])\b|(?:the\s+)?(?:angle\s+|∠\s*)([ABC])\b|(?:the\s+)?(area))/i.exec(t);
  if (!m) return null;
  if (m[3]) return { area: true };
  return m[1] ? { side: m[1].toLowerCase() as 'a' | 'b' | 'c' } : { angle: m[2].toUpperCase() as 'A' | 'B' | 'C' };
}

function solve(t: string): ToolResult | null {
  if (!/\btriangle\b|\bcosine\s+rule\b|\bsine\s+rule\b|\blaw\s+of\s+(?:co)?sines\b/i.test(t)) return null;
  const p = parts(t);
  const ask = asked(t);
  if (!ask) return null;
  const u = p.unit ? ` ${p.unit}` : '';
  const steps: ToolStep[] = [];
  const S = p.sides;
  const A = p.angles;
  if (ask.side && S[ask.side] === undefined) {
    const [x, y] = OTHER[ask.side];
    const between = A[ANGLE(ask.side)];
    if (S[x] !== undefined && S[y] !== undefined && between !== undefined) {
      // Cosine rule: the side opposite the known angle.
      const sq = S[x]! ** 2 + S[y]! ** 2 - 2 * S[x]! * S[y]! * Math.cos(rad(between));
      if (!(sq > 0)) return null;
      const v = Math.sqrt(sq);
      steps.push(step(`Two sides and the angle between them: the cosine rule, ${ask.side}² = ${x}² + ${y}² − 2${x}${y} cos ${ANGLE(ask.side)} = ${formatNumber(S[x]!)}² + ${formatNumber(S[y]!)}² − 2 × ${formatNumber(S[x]!)} × ${formatNumber(S[y]!)} × cos ${formatNumber(between)}° = ${formatNumber(sq, 8)}.`));
      // Check: the sine rule gives the same ratio for the known angle.
      const other = deg(Math.acos((v ** 2 + S[y]! ** 2 - S[x]! ** 2) / (2 * v * S[y]!)));
      steps.push(step(`Check with the sine rule: ${ask.side}/sin ${ANGLE(ask.side)} = ${formatNumber(v / Math.sin(rad(between)), 6)} and ${x}/sin ${ANGLE(x)} = ${formatNumber(S[x]! / Math.sin(rad(other)), 6)} ✓.`));
      return succeed(TOOL, `${ask.side} ≈ ${formatNumber(v, 6)}${u}`, steps, { data: { value: v } });
    }
    // Sine rule: a known side with its opposite angle, and the asked side's opposite angle.
    const known = (['a', 'b', 'c'] as const).find((s) => s !== ask.side && S[s] !== undefined && A[ANGLE(s)] !== undefined);
    let opposite = A[ANGLE(ask.side)];
    const angleSum = Object.values(A).reduce((x2, y2) => x2 + (y2 ?? 0), 0);
    if (opposite === undefined && Object.keys(A).length === 2 && angleSum < 180) opposite = 180 - angleSum;
    if (known && opposite !== undefined && opposite > 0 && opposite < 180) {
      const k = S[known]! / Math.sin(rad(A[ANGLE(known)]!));
      const v = k * Math.sin(rad(opposite));
      if (A[ANGLE(ask.side)] === undefined) steps.push(step(`The angles of a triangle add to 180°, so ${ANGLE(ask.side)} = 180° − ${Object.values(A).map((x2) => `${formatNumber(x2!)}°`).join(' − ')} = ${formatNumber(opposite)}°.`));
      steps.push(step(`The sine rule: ${ask.side}/sin ${ANGLE(ask.side)} = ${known}/sin ${ANGLE(known)}, so ${ask.side} = ${formatNumber(S[known]!)} × sin ${formatNumber(opposite)}° ÷ sin ${formatNumber(A[ANGLE(known)]!)}° = ${formatNumber(v, 8)}.`));
      return succeed(TOOL, `${ask.side} ≈ ${formatNumber(v, 6)}${u}`, steps, { data: { value: v } });
    }
    return null;
  }
  if (ask.angle && A[ask.angle] === undefined && S.a !== undefined && S.b !== undefined && S.c !== undefined) {
    const s = ask.angle.toLowerCase() as 'a' | 'b' | 'c';
    const [x, y] = OTHER[s];
    const found = angleOpposite(S[s]!, S[x]!, S[y]!);
    if (!found) return null;
    const { cos, angle: v } = found;
    steps.push(step(`Three sides: the cosine rule for an angle, cos ${ask.angle} = (${x}² + ${y}² − ${s}²)/(2${x}${y}) = ${formatNumber(cos, 8)}, so ${ask.angle} = cos⁻¹(${formatNumber(cos, 8)}).`));
    return succeed(TOOL, `${ask.angle} ≈ ${formatNumber(v, 6)}°`, steps, { data: { value: v } });
  }
  if (ask.area) {
    const pair = (['a', 'b', 'c'] as const).find((s) => S[OTHER[s][0]] !== undefined && S[OTHER[s][1]] !== undefined && A[ANGLE(s)] !== undefined);
    if (!pair) return null;
    const [x, y] = OTHER[pair];
    const v = 0.5 * S[x]! * S[y]! * Math.sin(rad(A[ANGLE(pair)]!));
    steps.push(step(`Two sides and the angle between them: area = ½${x}${y} sin ${ANGLE(pair)} = ½ × ${formatNumber(S[x]!)} × ${formatNumber(S[y]!)} × sin ${formatNumber(A[ANGLE(pair)]!)}°.`));
    return succeed(TOOL, `area ≈ ${formatNumber(v, 6)}${u ? `${u}²` : ''}`, steps, { data: { value: v } });
  }
  return null;
}

/** "area of the triangle with vertices (0,0), (4,0) and (1,3)": the shoelace formula. */
function areaFromVertices(t: string): ToolResult | null {
  if (!/\barea\b/i.test(t) || !/\btriangle\b/i.test(t)) return null;
  const pts = [...t.matchAll(/\(\s*([-−]?\d+(?:\.\d+)?)\s*,\s*([-−]?\d+(?:\.\d+)?)\s*\)/g)].map((m) => [Number(m[1].replace('−', '-')), Number(m[2].replace('−', '-'))] as const);
  if (pts.length !== 3) return null;
  const [[x1, y1], [x2, y2], [x3, y3]] = pts;
  const twice = x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2);
  const area = Math.abs(twice) / 2;
  if (area === 0) return succeed(TOOL, 'area = 0 (the three points are on one line)', [step('The shoelace sum is 0: the points are collinear, so there is no triangle.')], { data: { value: 0 } });
  return succeed(TOOL, `area = ${formatNumber(area, 10)}`, [
    step(`The shoelace formula: area = ½|x₁(y₂ − y₃) + x₂(y₃ − y₁) + x₃(y₁ − y₂)| = ½|${formatNumber(twice, 10)}|.`),
    step(`Check with base and height: the side from (${x1}, ${y1}) to (${x2}, ${y2}) has length ${formatNumber(Math.hypot(x2 - x1, y2 - y1), 6)}, and the third point is ${formatNumber((2 * area) / Math.hypot(x2 - x1, y2 - y1), 6)} from its line: ½ × base × height = ${formatNumber(area, 6)} ✓.`),
  ], { data: { value: area } });
}

/**
 * "Two sides of a triangle are 7 cm and 10 cm and the angle between them is 115°": the third side by
 * the cosine rule, or the area ½ab sin C.
 */
function twoSidesAndIncludedAngle(t: string): ToolResult | null {
  const m = new RegExp(String.raw`\b(?:two\s+)?sides\s+(?:of\s+(?:a|the)\s+triangle\s+)?(?:(?:are|measure|of)\s+)?${NUM}\s*(mm|cm|m|km|in|ft)?\s+and\s+${NUM}\s*(?:mm|cm|m|km|in|ft)?(?:[^.?]*?\b(?:(?:included\s+)?angle\s+(?:between|of)\s+them|included\s+angle)\s+(?:is\s+|of\s+|=\s*)?${NUM}\s*°|\s*,?\s+(?:and\s+)?(?:with\s+)?(?:an?\s+)?(?:angle\s+of\s+)?${NUM}\s*°\s+(?:between\s+them|in\s+between|included|between\s+those\s+sides))`, 'i').exec(t);
  if (!m) return null;
  const [a, b, C] = [Number(m[1]), Number(m[3]), Number(m[4] ?? m[5])];
  if (!(C > 0 && C < 180)) return null;
  const u = m[2] ? ` ${m[2]}` : '';
  if (/\barea\b/i.test(t)) {
    const v = 0.5 * a * b * Math.sin(rad(C));
    return succeed(TOOL, `area ≈ ${formatNumber(v, 6)}${u ? `${u}²` : ''}`, [step(`Two sides and the angle between them: area = ½ab sin C = ½ × ${formatNumber(a)} × ${formatNumber(b)} × sin ${formatNumber(C)}°.`)], { data: { value: v } });
  }
  if (!/\b(?:third|other|remaining|missing)\s+side\b|\bhow\s+long\b/i.test(t)) return null;
  const sq = a * a + b * b - 2 * a * b * Math.cos(rad(C));
  const v = Math.sqrt(sq);
  return succeed(TOOL, `third side ≈ ${formatNumber(v, 6)}${u}`, [
    step(`Two sides and the angle between them: the cosine rule, c² = a² + b² − 2ab cos C = ${formatNumber(a)}² + ${formatNumber(b)}² − 2 × ${formatNumber(a)} × ${formatNumber(b)} × cos ${formatNumber(C)}° = ${formatNumber(sq, 8)}.`),
    step(`c = √${formatNumber(sq, 8)}. Check: it is ${C > 90 ? 'longer' : 'shorter'} than √(a² + b²) = ${formatNumber(Math.hypot(a, b), 6)}, as an angle ${C > 90 ? 'over' : 'under'} 90° makes it ✓.`),
  ], { data: { value: v } });
}

/**
 * "A triangle has sides 5, 6 and 7: find the largest angle": three sides give every angle by the
 * cosine rule; the largest is opposite the longest side, the smallest opposite the shortest.
 */
function angleFromThreeSides(t: string): ToolResult | null {
  if (!/\btriangle\b/i.test(t)) return null;
  const m = /\bsides?\s+(?:of\s+(?:lengths?\s+)?|are\s+|measure\s+|with\s+lengths?\s+)?(\d+(?:\.\d+)?)\s*(?:mm|cm|m|km|in|ft)?\s*,\s*(\d+(?:\.\d+)?)\s*(?:mm|cm|m|km|in|ft)?\s*,?\s*(?:and\s+)?(\d+(?:\.\d+)?)\s*(mm|cm|m|km|in|ft)?/i.exec(t);
  const which = /\b(largest|biggest|greatest|smallest|least)\s+angle\b/i.exec(t);
  const opposite = /\bangle\s+opposite\s+(?:the\s+)?(?:side\s+(?:of\s+(?:length\s+)?)?)?(\d+(?:\.\d+)?)/i.exec(t);
  if (!m || (!which && !opposite)) return null;
  const sides = [Number(m[1]), Number(m[2]), Number(m[3])].sort((a, b) => a - b);
  if (!(sides[0] + sides[1] > sides[2])) return null;
  const target = opposite ? Number(opposite[1]) : /^(?:smallest|least)$/i.test(which![1]) ? sides[0] : sides[2];
  const i = sides.indexOf(target);
  if (i < 0) return null;
  const [b, c] = sides.filter((_, k) => k !== i);
  const a = target;
  const found = angleOpposite(a, b, c);
  if (!found) return null;
  const { cos, angle } = found;
  return succeed(TOOL, `angle ≈ ${formatNumber(angle, 6)}°`, [
    step(`${which ? `The ${which[1].toLowerCase()} angle is opposite the ${/^(?:smallest|least)$/i.test(which[1]) ? 'shortest' : 'longest'} side, ${formatNumber(a)}.` : `The angle opposite the side ${formatNumber(a)}.`}`),
    step(`Cosine rule: cos A = (b² + c² − a²)/(2bc) = (${formatNumber(b)}² + ${formatNumber(c)}² − ${formatNumber(a)}²)/(2 × ${formatNumber(b)} × ${formatNumber(c)}) = ${formatNumber(cos, 8)}.`),
    step(`A = cos⁻¹(${formatNumber(cos, 8)}) ≈ ${formatNumber(angle, 6)}°.`),
  ], { data: { value: angle } });
}

export const TRIANGLE_RULES = [solve, twoSidesAndIncludedAngle, angleFromThreeSides, areaFromVertices];
