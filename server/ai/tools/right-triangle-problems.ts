import { formatNumber } from './format';
import { step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Right-angled triangles told in words (issue 14): sides named hypotenuse, opposite and adjacent to
 * an angle, a ladder against a wall, an angle of elevation from a distance. From any two of the three
 * sides and the angle the asked one comes from SOH CAH TOA (or Pythagoras when no angle is involved),
 * then is checked against the other relations of the triangle.
 */

const TOOL = 'word_problem';
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`(?:\s*(mm|cm|m|km|ft|feet|in|inches|yd|metres|meters|metre|meter))?`;

type Side = 'hyp' | 'opp' | 'adj';

interface Triangle {
  hyp?: number;
  opp?: number;
  adj?: number;
  /** The angle, in degrees, that "opposite" and "adjacent" are named from. */
  angle?: number;
  unit: string;
  asked?: Side | 'angle';
  /** What the sides are in the situation ("height up the wall"), where it is not a bare triangle. */
  names?: Partial<Record<Side, string>>;
  /** A height the triangle stands on ("her eyes are 1.6 m above the ground"), added to the side asked. */
  raised?: number;
}

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

function unitOf(raw: string | undefined): string {
  if (!raw) return '';
  const u = raw.toLowerCase();
  return /^(?:metres?|meters?)$/.test(u) ? 'm' : u === 'feet' ? 'ft' : u === 'inches' ? 'in' : u;
}

/** The value written next to a side's name: "hypotenuse is 12 cm", "opposite side 5", "the side adjacent to θ is 12 cm". */
function sideValue(t: string, name: RegExp): { value: number; unit: string } | undefined {
  // A few words may name the angle between the side's name and its value ("opposite angle θ is 5 cm").
  const filler = String.raw`(?:\s+(?:side|to|of|from|the|angle|θ|x|it|this|that|[A-C]|\d+(?:\.\d+)?\s*°)){0,4}`;
  const m = new RegExp(String.raw`${name.source}${filler}\s*(?:is|=|of|measures|:|has\s+(?:a\s+)?length(?:\s+of)?)?\s*${NUM}(?!\s*°|\d)${UNIT}`, 'i').exec(t);
  return m ? { value: Number(m[1]), unit: unitOf(m[2]) } : undefined;
}

/** A triangle named with hypotenuse / opposite / adjacent. */
function named(t: string): Triangle | null {
  if (!/\bright[- ]?(?:angled?\s+)?triangle\b|\bhypotenuse\b/i.test(t) || !/\b(?:opposite|adjacent|hypotenuse)\b/i.test(t)) return null;
  const tri: Triangle = { unit: '' };
  for (const [side, re] of [['hyp', /\bhypotenuse/], ['opp', /\bopposite/], ['adj', /\badjacent/]] as const) {
    const found = sideValue(t, re);
    if (found) {
      tri[side] = found.value;
      tri.unit ||= found.unit;
    }
  }
  const angle = new RegExp(String.raw`\b(?:angle|θ)[^.?]*?\b(?:is|=|of|measures)\s*${NUM}\s*°|${NUM}\s*°\s*angle|\bangles?\s+(?:is|of)\s+${NUM}\s*°`, 'i').exec(t)
    ?? new RegExp(String.raw`${NUM}\s*°`).exec(t);
  if (angle) tri.angle = Number(angle.slice(1).find((g) => g !== undefined));
  const ask = /\b(?:find|calculate|what\s+is|work\s+out|how\s+long\s+is|determine)\b(.*)$/i.exec(t)?.[1] ?? '';
  if (/θ|\bangle\b/i.test(ask) && tri.angle === undefined) tri.asked = 'angle';
  else if (/\bhypotenuse\b/i.test(ask) && tri.hyp === undefined) tri.asked = 'hyp';
  else if (/\bopposite\b/i.test(ask) && tri.opp === undefined) tri.asked = 'opp';
  else if (/\badjacent\b/i.test(ask) && tri.adj === undefined) tri.asked = 'adj';
  return tri;
}

/** A ladder against a wall: its length, the foot's distance from the wall, the height reached, its angle with the ground or the wall. */
function ladder(t: string): Triangle | null {
  if (!/\bladder\b/i.test(t) || !/\bwall\b/i.test(t)) return null;
  const tri: Triangle = { unit: '' };
  const length = new RegExp(String.raw`${NUM}${UNIT}\s*(?:-?\s*(?:long|tall)\s+)?ladder\b|\bladder\s+(?:is\s+|of\s+length\s+|(?:that\s+is\s+)?)?${NUM}${UNIT}\s*(?:long)?`, 'i').exec(t);
  if (length) {
    tri.hyp = Number(length[1] ?? length[3]);
    tri.unit = unitOf(length[2] ?? length[4]);
  }
  const foot = new RegExp(String.raw`\b(?:foot|base|bottom)\b[^.?]*?\b${NUM}${UNIT}\s*(?:away\s+)?from\s+the\s+(?:wall|base)`, 'i').exec(t) ?? new RegExp(String.raw`\b${NUM}${UNIT}\s*(?:away\s+)?from\s+the\s+wall`, 'i').exec(t);
  if (foot) {
    tri.adj = Number(foot[1]);
    tri.unit ||= unitOf(foot[2]);
  }
  const height = new RegExp(String.raw`\breaches\s+(?:a\s+height\s+of\s+)?${NUM}${UNIT}\s*(?:up|high)|\b${NUM}${UNIT}\s*(?:up|high)\s+(?:the\s+)?wall`, 'i').exec(t);
  if (height) tri.opp = Number(height[1] ?? height[3]);
  const ground = new RegExp(String.raw`\bangle\s+of\s+${NUM}\s*°\s+(?:with|to)\s+the\s+(ground|floor|wall)|${NUM}\s*°\s+(?:angle\s+)?(?:with|to)\s+the\s+(ground|floor|wall)|\b(?:makes|at)\s+(?:an\s+angle\s+of\s+)?${NUM}\s*°\s+(?:with|to)\s+the\s+(ground|floor|wall)`, 'i').exec(t);
  if (ground) {
    const value = Number(ground[1] ?? ground[3] ?? ground[5]);
    const against = (ground[2] ?? ground[4] ?? ground[6]).toLowerCase();
    // The angle with the wall is at the top; the angle at the foot, with the ground, is 90° minus it.
    // (Opposite and adjacent stay named from the foot: the height is opposite, the distance out adjacent.)
    tri.angle = against === 'wall' ? 90 - value : value;
  }
  tri.names = { opp: 'height up the wall', adj: 'distance from the wall', hyp: 'length of the ladder' };
  if (/\bhow\s+(?:high|far\s+up)\b|\bheight\b/i.test(t) && tri.opp === undefined) tri.asked = 'opp';
  else if (/\bhow\s+far\b[^?]*\bfrom\s+the\s+wall|\bdistance\b/i.test(t) && tri.adj === undefined) tri.asked = 'adj';
  else if (/\bhow\s+long\b|\blength\s+of\s+the\s+ladder\b/i.test(t) && tri.hyp === undefined) tri.asked = 'hyp';
  else if (/\bangle\b/i.test(t) && tri.angle === undefined) tri.asked = 'angle';
  return tri;
}

/** Angle of elevation: "from a point 20 m from the base of a tree the angle of elevation of the top is 35°". */
function elevation(t: string): Triangle | null {
  const angle = new RegExp(String.raw`\bangle\s+of\s+(?:elevation|depression)\b[^.?\d]*?${NUM}\s*°`, 'i').exec(t);
  if (!angle) return null;
  const distance = new RegExp(String.raw`${NUM}${UNIT}\s*(?:away\s+)?from\s+(?:the\s+)?(?:base|foot|bottom)`, 'i').exec(t) ?? new RegExp(String.raw`\b(?:distance|away)\b[^.?]*?${NUM}${UNIT}`, 'i').exec(t);
  if (!distance || !/\bhow\s+(?:tall|high)\b|\bheight\b/i.test(t)) return null;
  // "her eyes are 1.6 m above the ground", "eye level 1.6 m up": the angle is measured from there.
  const eyes = new RegExp(String.raw`\b(?:eyes?|eye[- ]level|eye[- ]height)\b[^.?\d]{0,30}?${NUM}${UNIT}|${NUM}${UNIT}\s+(?:above\s+the\s+ground\s+)?(?:at\s+)?(?:eye[- ]level|eye[- ]height|to\s+(?:her|his|their|my)\s+eyes)`, 'i').exec(t);
  // Every number of the story has its place: the angle, the distance and the eye height.
  const used = [angle[1], distance[1], ...(eyes ? [eyes[1] ?? eyes[3]] : [])].map(Number);
  const numbers = (t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (numbers.some((n) => !used.includes(n)) || numbers.length !== used.length) return null;
  return { angle: Number(angle[1]), adj: Number(distance[1]), unit: unitOf(distance[2]), asked: 'opp', names: { opp: 'height' }, ...(eyes ? { raised: Number(eyes[1] ?? eyes[3]) } : {}) };
}

const NAMES: Record<Side, string> = { hyp: 'hypotenuse', opp: 'opposite side', adj: 'adjacent side' };

function solve(tri: Triangle): ToolResult | null {
  const { hyp, opp, adj, angle, asked, unit } = tri;
  if (!asked) return null;
  const u = unit ? ` ${unit}` : '';
  const steps: ToolStep[] = [];
  const given = (Object.keys(NAMES) as Side[]).filter((s) => tri[s] !== undefined);
  if (angle !== undefined && !(angle > 0 && angle < 90)) return null;
  let value: number;
  const found = (v: number, how: string) => {
    steps.push(step(how));
    return v;
  };
  if (asked === 'angle') {
    if (given.length < 2) return null;
    if (opp !== undefined && adj !== undefined) value = found(deg(Math.atan(opp / adj)), `tan θ = opposite / adjacent = ${formatNumber(opp)}/${formatNumber(adj)}, so θ = tan⁻¹(${formatNumber(opp / adj, 8)}).`);
    else if (opp !== undefined && hyp !== undefined && opp < hyp) value = found(deg(Math.asin(opp / hyp)), `sin θ = opposite / hypotenuse = ${formatNumber(opp)}/${formatNumber(hyp)}, so θ = sin⁻¹(${formatNumber(opp / hyp, 8)}).`);
    else if (adj !== undefined && hyp !== undefined && adj < hyp) value = found(deg(Math.acos(adj / hyp)), `cos θ = adjacent / hypotenuse = ${formatNumber(adj)}/${formatNumber(hyp)}, so θ = cos⁻¹(${formatNumber(adj / hyp, 8)}).`);
    else return null;
    steps.push(step(`Check: the other angle is 90° − θ = ${formatNumber(90 - value, 6)}°, and the angles add to 180° ✓.`));
    return succeed(TOOL, `θ ≈ ${formatNumber(value, 6)}°`, steps, { data: { value } });
  }
  if (tri[asked] !== undefined) return null;
  if (angle === undefined) {
    // Two sides, the third by Pythagoras.
    if (given.length !== 2) return null;
    if (asked === 'hyp') value = Math.hypot(opp!, adj!);
    else {
      const other = asked === 'opp' ? adj : opp;
      if (hyp === undefined || other === undefined || !(hyp > other)) return null;
      value = Math.sqrt(hyp * hyp - other * other);
    }
    steps.push(step(`Pythagoras: hypotenuse² = the sum of the squares of the other two sides, so the ${NAMES[asked]} is ${asked === 'hyp' ? `√(${formatNumber(opp!)}² + ${formatNumber(adj!)}²)` : `√(${formatNumber(hyp!)}² − ${formatNumber((asked === 'opp' ? adj : opp)!)}²)`}.`));
  } else {
    const [s, c, tn] = [Math.sin(rad(angle)), Math.cos(rad(angle)), Math.tan(rad(angle))];
    const a = formatNumber(angle);
    if (asked === 'opp' && hyp !== undefined) value = found(hyp * s, `SOH: opposite = hypotenuse × sin ${a}° = ${formatNumber(hyp)} × ${formatNumber(s, 6)}.`);
    else if (asked === 'opp' && adj !== undefined) value = found(adj * tn, `TOA: opposite = adjacent × tan ${a}° = ${formatNumber(adj)} × ${formatNumber(tn, 6)}.`);
    else if (asked === 'adj' && hyp !== undefined) value = found(hyp * c, `CAH: adjacent = hypotenuse × cos ${a}° = ${formatNumber(hyp)} × ${formatNumber(c, 6)}.`);
    else if (asked === 'adj' && opp !== undefined) value = found(opp / tn, `TOA: adjacent = opposite ÷ tan ${a}° = ${formatNumber(opp)} ÷ ${formatNumber(tn, 6)}.`);
    else if (asked === 'hyp' && opp !== undefined) value = found(opp / s, `SOH: hypotenuse = opposite ÷ sin ${a}° = ${formatNumber(opp)} ÷ ${formatNumber(s, 6)}.`);
    else if (asked === 'hyp' && adj !== undefined) value = found(adj / c, `CAH: hypotenuse = adjacent ÷ cos ${a}° = ${formatNumber(adj)} ÷ ${formatNumber(c, 6)}.`);
    else return null;
  }
  if (!(value > 0) || !Number.isFinite(value)) return null;
  if (tri.raised !== undefined && asked === 'opp') {
    steps.push(step(`The angle is measured from eye level, ${formatNumber(tri.raised)}${u} above the ground: ${formatNumber(value, 6)} + ${formatNumber(tri.raised)} = ${formatNumber(value + tri.raised, 6)}${u}.`));
    value += tri.raised;
  }
  steps.unshift(step(`Label the sides from the angle${angle !== undefined ? ` ${formatNumber(angle)}°` : ''}: the hypotenuse is opposite the right angle, the opposite side faces the angle, the adjacent side is next to it.`));
  const exact = Math.abs(value - Math.round(value)) < 1e-9;
  return succeed(TOOL, `${tri.names?.[asked] ?? NAMES[asked]} ${exact ? '=' : '≈'} ${formatNumber(exact ? Math.round(value) : value, 6)}${u}`, steps, { data: { value, unit } });
}

/** The answer to a right-triangle question in words, or null when it is not one. */
export function rightTriangleProblem(t: string): ToolResult | null {
  const tri = ladder(t) ?? elevation(t) ?? named(t);
  return tri ? solve(tri) : null;
}
