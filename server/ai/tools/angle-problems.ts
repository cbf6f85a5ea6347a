import { evalNumber, tryParseExpr, variablesOf } from './expr';
import { formatNumber } from './format';
import { Rational } from './rational';
import { ToolInputError, step, succeed, type ToolResult } from './types';

/**
 * Angle questions of school geometry (issue 14): the interior angle sum of a polygon, each interior
 * or exterior angle of a regular one, the number of sides from an angle, the third angle of a
 * triangle, and arcs and sectors of a circle. Each reads phrasings it is sure of and checks its
 * answer by working back; anything else is left to the other tools.
 */

const TOOL = 'word_problem';

const POLYGON_SIDES: Array<[RegExp, number]> = [
  [/\btriangles?\b/i, 3],
  [/\b(?:quadrilaterals?|squares?|rectangles?|rhombus(?:es)?|parallelograms?|kites?|trapez(?:ium|oid)s?)\b/i, 4],
  [/\bpentagons?\b/i, 5],
  [/\bhexagons?\b/i, 6],
  [/\b(?:heptagons?|septagons?)\b/i, 7],
  [/\boctagons?\b/i, 8],
  [/\bnonagons?\b/i, 9],
  [/\bdecagons?\b/i, 10],
  [/\b(?:hendecagons?|undecagons?)\b/i, 11],
  [/\bdodecagons?\b/i, 12],
  [/\bicosagons?\b/i, 20],
];

const DEG = String.raw`(\d+(?:\.\d+)?)\s*(?:°|º|degrees?\b|deg\b)`;

/** The number of sides a question names: "hexagon", "a 15-sided polygon", "a polygon with 9 sides", "a 12-gon". */
function sidesOf(t: string): number | undefined {
  const written = /\b(\d+)\s*-?\s*(?:sided\s+(?:polygon|shape|figure)|gon\b)|\bpolygon\s+(?:with|of|that has)\s+(\d+)\s+sides\b/i.exec(t);
  if (written) return Number(written[1] ?? written[2]);
  return POLYGON_SIDES.find(([re]) => re.test(t))?.[1];
}

function degrees(x: number): string {
  return `${formatNumber(x, 10)}°`;
}

function angleResult(answer: number, steps: ReturnType<typeof step>[]): ToolResult {
  if (!Number.isFinite(answer)) throw new ToolInputError('Those angles do not give an answer.');
  return succeed(TOOL, degrees(answer), steps, { data: { value: answer, unit: 'degrees' } });
}

function polygonCheck(n: number): void {
  if (!Number.isInteger(n) || n < 3) throw new ToolInputError('A polygon has a whole number of sides, at least 3.');
  if (n > 100_000) throw new ToolInputError('That polygon has too many sides to be a school question.');
}

/** "sum of the interior angles of a hexagon", "what do the angles of an octagon add up to". */
function interiorSum(t: string): ToolResult | null {
  if (!/\b(?:sum|total|add(?:s)? up|angle sum)\b/i.test(t) || !/\bangles?\b/i.test(t) || /\bexterior\b/i.test(t)) return null;
  const n = sidesOf(t);
  if (n === undefined || /\bregular\b.*\beach\b|\beach\b/i.test(t)) return null;
  polygonCheck(n);
  const sum = (n - 2) * 180;
  return angleResult(sum, [
    step(`A polygon with ${n} sides splits into ${n - 2} triangles from one vertex, and each triangle's angles add up to 180°.`),
    step(`Sum of the interior angles = (n − 2) × 180° = (${n} − 2) × 180° = ${degrees(sum)}.`, `(n-2)\\times 180^\\circ = (${n}-2)\\times 180^\\circ = ${sum}^\\circ`),
  ]);
}

/** "each interior angle of a regular octagon", "exterior angle of a regular pentagon". */
function regularAngle(t: string): ToolResult | null {
  if (!/\bangles?\b/i.test(t) || !/\bregular\b|\beach\b|\bevery\b/i.test(t) || /\bsum\b|\btotal\b|\bhow many sides\b/i.test(t)) return null;
  if (new RegExp(DEG, 'i').test(t)) return null;
  // Equal angles only in a regular polygon (a square, a rectangle, an equilateral triangle are
  // equiangular too); a rhombus, a kite or an isosceles triangle is not.
  if (!/\bregular\b|\bsquares?\b|\brectangles?\b|\bequilateral\b/i.test(t)) return null;
  const n = sidesOf(t);
  if (n === undefined) return null;
  polygonCheck(n);
  const exterior = 360 / n;
  if (/\bexterior\b|\bexternal\b|\boutside\b/i.test(t)) {
    return angleResult(exterior, [
      step(`The exterior angles of any polygon add up to 360°; a regular ${n}-sided polygon has ${n} equal ones.`),
      step(`Each exterior angle = 360° ÷ ${n} = ${degrees(exterior)}.`, `\\frac{360^\\circ}{${n}} = ${formatNumber(exterior)}^\\circ`),
      step(`Check: ${n} × ${degrees(exterior)} = 360° ✓.`),
    ]);
  }
  const interior = ((n - 2) * 180) / n;
  return angleResult(interior, [
    step(`The interior angles add up to (n − 2) × 180° = (${n} − 2) × 180° = ${(n - 2) * 180}°.`),
    step(`A regular polygon's ${n} angles are equal: each is ${(n - 2) * 180}° ÷ ${n} = ${degrees(interior)}.`, `\\frac{(${n}-2)\\times 180^\\circ}{${n}} = ${formatNumber(interior)}^\\circ`),
    step(`Check: each exterior angle is 180° − ${degrees(interior)} = ${degrees(exterior)}, and ${n} of them make 360° ✓.`),
  ]);
}

/** "each interior angle of a regular polygon is 140°, how many sides", "… exterior angle is 24° …". */
function sidesFromAngle(t: string): ToolResult | null {
  if (!/\bhow many sides\b|\bnumber of sides\b/i.test(t) || !/\bregular\b/i.test(t)) return null;
  const angles = [...t.matchAll(new RegExp(DEG, 'gi'))].map((m) => Number(m[1]));
  if (angles.length !== 1) return null;
  const isExterior = /\bexterior\b|\bexternal\b/i.test(t);
  const exterior = isExterior ? angles[0] : 180 - angles[0];
  if (!(exterior > 0)) throw new ToolInputError('An interior angle of a polygon is less than 180°.');
  const n = 360 / exterior;
  if (Math.abs(n - Math.round(n)) > 1e-9 || Math.round(n) < 3) {
    throw new ToolInputError(`No regular polygon has that angle: 360° ÷ ${degrees(exterior)} = ${formatNumber(n)} is not a whole number of sides.`);
  }
  const sides = Math.round(n);
  const steps = [
    ...(isExterior ? [] : [step(`Each exterior angle is 180° − ${degrees(angles[0])} = ${degrees(exterior)}.`)]),
    step(`The exterior angles add up to 360°, so the number of sides is 360° ÷ ${degrees(exterior)} = ${sides}.`, `n = \\frac{360^\\circ}{${formatNumber(exterior)}^\\circ} = ${sides}`),
    step(`Check: a regular ${sides}-sided polygon has interior angles of (${sides} − 2) × 180° ÷ ${sides} = ${degrees(((sides - 2) * 180) / sides)} ✓.`),
  ];
  return succeed(TOOL, `${sides} sides`, steps, { data: { value: sides } });
}

/** "two angles of a triangle are 47° and 68°, what is the third". */
function thirdAngle(t: string): ToolResult | null {
  if (!/\btriangles?\b|\btriangular\b(?!\s+(?:prisms?|pyramids?|numbers?))/i.test(t) || !/\b(?:third|other|remaining|missing|last|unknown)\b/i.test(t)) return null;
  const angles = [...t.matchAll(new RegExp(DEG, 'gi'))].map((m) => Number(m[1]));
  // "angles of 90 and 35 degrees": the unit is written once for both.
  const numbers = [...t.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(?![\d.])/g)].map((m) => Number(m[1]));
  const bare = angles.length === 2 ? angles : /\bangles?\b|\bdegrees?\b/i.test(t) ? numbers : [];
  if (bare.length !== 2) return null;
  const third = 180 - bare[0] - bare[1];
  if (!(third > 0)) throw new ToolInputError(`Angles of ${degrees(bare[0])} and ${degrees(bare[1])} already make 180° or more, so they can't be two angles of a triangle.`);
  return angleResult(third, [
    step('The three angles of a triangle add up to 180°.'),
    step(`Third angle = 180° − ${degrees(bare[0])} − ${degrees(bare[1])} = ${degrees(third)}.`, `180^\\circ - ${bare[0]}^\\circ - ${bare[1]}^\\circ = ${formatNumber(third)}^\\circ`),
    step(`Check: ${bare[0]}° + ${bare[1]}° + ${formatNumber(third)}° = 180° ✓.`),
  ]);
}

/**
 * "The angles of a triangle are 2x, 3x and 4x: find the largest", "a quadrilateral's angles are in
 * the ratio 2 : 3 : 4 : 6", "angles x + 10, 2x and 3x − 40": the angles in terms of one letter (a
 * ratio is k times each part) add up to (n − 2) × 180°, which gives the letter and then each angle.
 * Asked: the letter, the largest or smallest angle, or every angle.
 */
function anglesInTerms(t: string): ToolResult | null {
  const list = /\bangles\s+(?:of|in)\s+(?:a|an|the|this)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:are|measure)\s+(?:in\s+the\s+ratio\s+(?:of\s+)?)?([^.?;]+)|\b(?:has|with)\s+(?:interior\s+)?angles\s+(?:in\s+the\s+ratio\s+(?:of\s+)?)?([^.?;]+)/i.exec(t);
  if (!list) return null;
  const n = sidesOf(t);
  if (n === undefined) return null;
  const ratio = /\bratio\b/i.test(list[0]);
  const text = (list[1] ?? list[2]).replace(/\s*(?:,?\s*(?:find|what|work|calculate|determine|how|give)\b.*)$/i, '').trim();
  const items = text.split(ratio ? /\s*:\s*/ : /\s*,\s*(?:and\s+)?|\s+and\s+/i).map((x) => x.replace(/°|º|\bdegrees?\b/gi, '').replace(/−/g, '-').trim()).filter(Boolean);
  if (items.length !== n) return null;
  const exprs = items.map((x) => (ratio ? (/^\d+(?:\.\d+)?$/.test(x) ? tryParseExpr(`${x}*k`) : null) : tryParseExpr(x)));
  if (exprs.some((e) => !e)) return null;
  const letters = new Set(exprs.flatMap((e) => [...variablesOf(e!)]));
  if (letters.size !== 1) return null;
  const [v] = [...letters];
  // Each angle a·v + c: read at v = 0 and v = 1, and linear only if v = 2 agrees.
  const at = (e: NonNullable<(typeof exprs)[number]>, x: number) => evalNumber(e, { [v]: x });
  const parts = exprs.map((e) => ({ c: at(e!, 0), a: at(e!, 1) - at(e!, 0), linear: Math.abs(at(e!, 2) - (2 * at(e!, 1) - at(e!, 0))) < 1e-9 }));
  if (parts.some((p) => !p.linear || !Number.isFinite(p.a) || !Number.isFinite(p.c))) return null;
  const sum = (n - 2) * 180;
  const [A, C] = [parts.reduce((s, p) => s + p.a, 0), parts.reduce((s, p) => s + p.c, 0)];
  if (Math.abs(A) < 1e-12) return null;
  const x = (sum - C) / A;
  const angles = parts.map((p) => p.a * x + p.c);
  if (angles.some((a) => !(a > 1e-9))) throw new ToolInputError(`Those angles add up to ${sum}° only with ${v} = ${formatNumber(x, 8)}, which makes an angle zero or negative, so no ${n}-sided shape has them.`);
  const shown = angles.map((a) => degrees(a));
  const steps = [
    step(`The interior angles of a shape with ${n} sides add up to (${n} − 2) × 180° = ${sum}°.`),
    step(ratio ? `In the ratio ${items.join(' : ')} the angles are ${items.map((i) => `${i}k`).join(', ')}: ${formatNumber(A, 10)}k = ${sum}°, so k = ${formatNumber(x, 10)}.` : `${items.join(' + ')} = ${sum}: ${formatNumber(A, 10)}${v}${C ? ` ${C > 0 ? '+' : '−'} ${formatNumber(Math.abs(C), 10)}` : ''} = ${sum}, so ${v} = ${formatNumber(x, 10)}.`),
    step(`The angles are ${shown.join(', ')}. Check: they add up to ${formatNumber(angles.reduce((s, a) => s + a, 0), 10)}° ✓.`),
  ];
  const ask = t.slice(list.index + list[0].length - (list[1] ?? list[2]).length);
  if (/\b(?:largest|biggest|greatest)\b/i.test(t)) return angleResult(Math.max(...angles), steps);
  if (/\b(?:smallest|least)\b/i.test(t)) return angleResult(Math.min(...angles), steps);
  if (!ratio && new RegExp(String.raw`\b(?:find|what\s+is|value\s+of|work\s+out|calculate|solve\s+for)\s+(?:the\s+value\s+of\s+)?${v}\b|\b${v}\s*=\s*\?`, 'i').test(ask)) return succeed(TOOL, `${v} = ${formatNumber(x, 10)}`, steps, { data: { value: x } });
  if (/\b(?:each|every|all|the)\s+(?:of\s+the\s+)?(?:three\s+|four\s+|five\s+|six\s+)?angles?\b|\bsizes?\s+of\s+the\s+angles\b/i.test(ask)) return succeed(TOOL, shown.join(', '), steps, { data: { values: angles } });
  return null;
}

/** k·π written exactly when k is a simple fraction: "4π", "3π/2". */
function piMultiple(k: number): string | null {
  const r = Rational.approximate(k, 1000n);
  if (Math.abs(r.toNumber() - k) > 1e-12 * Math.max(1, Math.abs(k))) return null;
  const top = r.num === 1n ? '' : String(r.num);
  return r.den === 1n ? `${top}π` : `${top}π/${r.den}`;
}

/** "arc length of a 60° sector with radius 12", "area of a sector with angle 45° and radius 8 cm". */
function arcOrSector(t: string): ToolResult | null {
  const wantsArc = /\barc\s*length\b|\blength of (?:the |an |a )?arc\b/i.test(t);
  const wantsSector = /\bsector\b/i.test(t) && /\barea\b/i.test(t);
  if (!wantsArc && !wantsSector) return null;
  const angle = new RegExp(DEG, 'i').exec(t);
  const radius = /\bradius\s*(?:of|is|=|:)?\s*(\d+(?:\.\d+)?)\s*([a-z]{1,2}\b)?|\br\s*=\s*(\d+(?:\.\d+)?)\s*([a-z]{1,2}\b)?/i.exec(t);
  if (!angle && radius) return arcOrSectorInRadians(t, wantsArc, Number(radius[1] ?? radius[3]), radius[2] ?? radius[4] ?? '');
  if (!angle || !radius) return null;
  const theta = Number(angle[1]);
  const r = Number(radius[1] ?? radius[3]);
  const unit = radius[2] ?? radius[4] ?? '';
  if (!(theta > 0 && theta <= 360) || !(r > 0)) throw new ToolInputError('The angle must be between 0° and 360° and the radius positive.');
  const fraction = `${formatNumber(theta)}/360`;
  if (wantsArc) {
    const k = (theta / 360) * 2 * r;
    const value = k * Math.PI;
    const exact = piMultiple(k);
    const shown = `${exact ? `${exact} ≈ ` : ''}${formatNumber(value, 6)}${unit ? ` ${unit}` : ''}`;
    return succeed(TOOL, shown, [
      step(`An arc is the fraction ${fraction} of the whole circumference 2πr.`),
      step(`Arc length = (${fraction}) × 2π × ${formatNumber(r)} = ${shown}.`, `s = \\frac{${formatNumber(theta)}}{360}\\times 2\\pi \\times ${formatNumber(r)}`),
      step(`Check: the angle in radians is ${formatNumber((theta * Math.PI) / 180, 6)}, and s = rθ = ${formatNumber(r)} × ${formatNumber((theta * Math.PI) / 180, 6)} = ${formatNumber((r * theta * Math.PI) / 180, 6)} ✓.`),
    ], { data: { value, unit } });
  }
  const k = (theta / 360) * r * r;
  const value = k * Math.PI;
  const exact = piMultiple(k);
  const shown = `${exact ? `${exact} ≈ ` : ''}${formatNumber(value, 6)}${unit ? ` ${unit}²` : ''}`;
  return succeed(TOOL, shown, [
    step(`A sector is the fraction ${fraction} of the whole disc, whose area is πr².`),
    step(`Sector area = (${fraction}) × π × ${formatNumber(r)}² = ${shown}.`, `A = \\frac{${formatNumber(theta)}}{360}\\times \\pi \\times ${formatNumber(r)}^2`),
    step(`Check: with θ in radians, A = ½r²θ = ½ × ${formatNumber(r * r)} × ${formatNumber((theta * Math.PI) / 180, 6)} = ${formatNumber((r * r * theta * Math.PI) / 360, 6)} ✓.`),
  ], { data: { value, unit: unit ? `${unit}^2` : '' } });
}

/** "central angle 2π/3 radians", "angle 1.2 rad": θ in radians, with its multiple of π when it is written with π. */
function radiansIn(t: string): { theta: number; piK?: number; shown: string } | null {
  const m = /(?:(\d+(?:\.\d+)?)\s*)?(π|pi)\s*(?:\/\s*(\d+))?\s*(?:rad(?:ians?)?\b|c\b)?|(\d+(?:\.\d+)?)\s*(?:rad(?:ians?)?\b|c\b)/i.exec(t.replace(/\bradius\b/gi, ' '));
  if (!m) return null;
  if (m[2]) {
    if (!/\brad(?:ians?)?\b|\bangle\b/i.test(t)) return null;
    const piK = Number(m[1] ?? 1) / Number(m[3] ?? 1);
    return { theta: piK * Math.PI, piK, shown: m[0].trim().replace(/\s*(?:radians?|rad|c)$/i, '') };
  }
  return { theta: Number(m[4]), shown: m[4] };
}

/** Arc s = rθ and sector area ½r²θ with θ in radians. */
function arcOrSectorInRadians(t: string, wantsArc: boolean, r: number, unit: string): ToolResult | null {
  const angle = radiansIn(t);
  if (!angle || !(r > 0)) return null;
  const { theta, piK, shown: thetaShown } = angle;
  if (!(theta > 0 && theta <= 2 * Math.PI + 1e-12)) throw new ToolInputError('The angle must be between 0 and 2π radians.');
  const k = wantsArc ? r * (piK ?? 0) : 0.5 * r * r * (piK ?? 0);
  const value = wantsArc ? r * theta : 0.5 * r * r * theta;
  const exact = piK !== undefined ? piMultiple(k) : null;
  const shown = `${exact ? `${exact} ≈ ` : ''}${formatNumber(value, 6)}${unit ? ` ${unit}${wantsArc ? '' : '²'}` : ''}`;
  const degrees = (theta * 180) / Math.PI;
  const check = wantsArc ? (degrees / 360) * 2 * Math.PI * r : (degrees / 360) * Math.PI * r * r;
  return succeed(TOOL, shown, [
    step(wantsArc ? `With θ in radians, arc length s = rθ.` : `With θ in radians, sector area A = ½r²θ.`),
    step(wantsArc ? `s = ${formatNumber(r)} × ${thetaShown} = ${shown}.` : `A = ½ × ${formatNumber(r)}² × ${thetaShown} = ${shown}.`),
    step(`Check: θ = ${formatNumber(degrees, 6)}°, the fraction ${formatNumber(degrees, 6)}/360 of the ${wantsArc ? 'circumference 2πr' : 'disc πr²'}: ${formatNumber(check, 6)} ✓.`),
  ], { data: { value, unit: wantsArc ? unit : unit ? `${unit}^2` : '' } });
}

export const ANGLE_SOLVERS = [sidesFromAngle, interiorSum, regularAngle, thirdAngle, anglesInTerms, arcOrSector];
