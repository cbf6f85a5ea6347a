import { formatNumber } from './format';
import { convertValue } from './units';
import { step, succeed, type ToolResult } from './types';

/**
 * Similar shapes (issue 14): lengths scale by the scale factor k, areas by k², volumes by k³. The
 * factor comes from a pair of lengths, a pair of areas or a pair of volumes (or is given); the asked
 * length, area or volume of the other shape follows, checked by scaling back.
 */

const TOOL = 'word_problem';
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`\s*(mm|cm|m|km|in|ft)?(?:\s*(?:²|\^2|³|\^3))?`;

type Kind = 'length' | 'area' | 'volume';
const POWER: Record<Kind, number> = { length: 1, area: 2, volume: 3 };

/** Two values of one kind, "(surface) areas 16 cm² and 36 cm²", "corresponding sides 4 cm and 10 cm". */
function pair(t: string, kind: Kind): [number, number] | null {
  const word = kind === 'length' ? String.raw`(?:corresponding\s+)?(?:sides?|lengths?|heights?|radii|perimeters?|edges?)` : kind === 'area' ? String.raw`(?:surface\s+)?areas?` : String.raw`volumes?`;
  const m = new RegExp(String.raw`\b${word}\s+(?:of\s+)?(?:are\s+|of\s+)?${NUM}${UNIT}\s+and\s+${NUM}`, 'i').exec(t);
  if (m) return [Number(m[1]), Number(m[3])];
  // "a side of 4 cm in the smaller one matches a side of 10 cm in the larger one"
  const each = String.raw`${word}\s+(?:of\s+)?${NUM}${UNIT}\s+(?:in|on|of)\s+the\s+(?:smaller|larger|bigger|small|large|big|first|second)\b`;
  const matched = new RegExp(String.raw`\b${each}[^.]*?\b${each}`, 'i').exec(t);
  if (matched) return [Number(matched[1]), Number(matched[3])];
  // "A side of the smaller one is 4 cm and the matching side of the larger one is 10 cm"
  const ofEach = String.raw`${word}\s+of\s+the\s+(?:smaller|larger|bigger|first|second)\s*(?:one|triangle|shape|figure|rectangle|polygon)?\s*(?:is|=|measures)\s+${NUM}`;
  const stated = new RegExp(String.raw`\b${ofEach}[^.]*?\b${ofEach}`, 'i').exec(t);
  return stated ? [Number(stated[1]), Number(stated[2])] : null;
}

/** The given value of one shape: "the smaller one has area 12 cm²", "the larger has volume 48 cm³". */
function given(t: string): { kind: Kind; value: number; of: 'smaller' | 'larger'; unit: string } | null {
  const m = new RegExp(String.raw`\b(smaller|larger|small|large|first|second|bigger|big)\b(?:\s+(?:one|triangle|shape|solid|cylinder|cone|sphere|prism|figure|model))?\s+(?:has\s+(?:an?\s+)?|is\s+)?(?:(?:a|an|the)\s+)?(area|surface\s+area|volume|side|length|height|perimeter)\s+(?:of\s+|is\s+|=\s*)?${NUM}${UNIT}`, 'i').exec(t);
  if (!m) return null;
  const kind: Kind = /volume/i.test(m[2]) ? 'volume' : /area/i.test(m[2]) ? 'area' : 'length';
  const of = /^(?:smaller|small|first)$/i.test(m[1]) ? 'smaller' : 'larger';
  return { kind, value: Number(m[3]), of, unit: m[4] ?? '' };
}

/**
 * Sides named by the side they match: "the small one has sides 4 and 6; the big one's side matching
 * the 4 is 10: how long is the side matching the 6?". The scale factor is 10 ÷ 4, the same for
 * every pair of matching sides.
 */
function matchingSide(t: string): ToolResult | null {
  // "the side matching the 4", "the matching side to the 4", "the side … that matches the 6".
  const MATCH = String.raw`(?:matching(?:\s+side)?(?:\s+to)?|corresponding(?:\s+side)?\s+to|that\s+(?:matches|corresponds\s+to))\s+(?:the\s+)?(?:side\s+(?:of\s+)?)?`;
  const known = new RegExp(String.raw`\b${MATCH}${NUM}${UNIT}(?:\s+(?:on|in|of)\s+the\s+(?:big|bigger|large|larger|small|smaller|other|second)\s*(?:one|triangle|shape)?)?\s+(?:is|=|measures|has\s+length)\s+${NUM}`, 'i').exec(t);
  if (!known) return null;
  const asked = new RegExp(String.raw`\b${MATCH}${NUM}${UNIT}\s*[?.!]*\s*$`, 'i').exec(t.slice(known.index + known[0].length));
  if (!asked) return null;
  const [from, to, other] = [Number(known[1]), Number(known[3]), Number(asked[1])];
  if (!(from > 0 && to > 0 && other > 0) || other === from) return null;
  const k = to / from;
  const value = other * k;
  const unit = known[4] ?? known[2] ?? asked[2] ?? '';
  const u = unit ? ` ${unit}` : '';
  return succeed(TOOL, `${formatNumber(value, 8)}${u}`, [
    step(`Matching sides are in the same ratio: the side matching ${formatNumber(from)} is ${formatNumber(to)}, so the scale factor is k = ${formatNumber(to)} ÷ ${formatNumber(from)} = ${formatNumber(k, 8)}.`),
    step(`The side matching ${formatNumber(other)} is ${formatNumber(other)} × ${formatNumber(k, 8)} = ${formatNumber(value, 8)}${u}.`),
    step(`Check: ${formatNumber(value, 8)} ÷ ${formatNumber(other)} = ${formatNumber(value / other, 8)} = k ✓.`),
  ], { data: { value } });
}

export function similarShapes(t: string): ToolResult | null {
  if (!/\bsimilar\b/i.test(t) && !/\bscale\s+factor\b/i.test(t)) return null;
  const matched = matchingSide(t);
  if (matched) return matched;
  const g = given(t);
  if (!g) return null;
  // The last sentence asks: "what is the area of the larger one", "area of the big one?".
  const ask = /\b(?:what|find|calculate|work\s+out|how\s+long)\b[^.]*$/i.exec(t)?.[0] ?? t.split(/(?<=[.?!])\s+/).pop() ?? '';
  const asked: Kind | null = /\bvolume\b/i.test(ask) ? 'volume' : /\barea\b/i.test(ask) ? 'area' : /\b(?:side|length|height|perimeter|how\s+long)\b/i.test(ask) ? 'length' : null;
  if (!asked) return null;
  // The linear factor, larger : smaller.
  let k: number | null = null;
  let how = '';
  const factor = new RegExp(String.raw`\bscale\s+factor\s+(?:of\s+|is\s+)?${NUM}`, 'i').exec(t);
  if (factor) [k, how] = [Number(factor[1]), `The scale factor is ${factor[1]}.`];
  // "sides in the ratio 3 : 5": the lengths' ratio, smaller to larger.
  const ratio = new RegExp(String.raw`\b(?:sides?|lengths?)\b[^.]*?\bratio\s+(?:of\s+)?${NUM}\s*:\s*${NUM}`, 'i').exec(t);
  if (k === null && ratio) {
    const [a, b] = [Number(ratio[1]), Number(ratio[2])].sort((x, y) => x - y);
    if (a > 0) [k, how] = [b / a, `The lengths are in the ratio ${formatNumber(a)} : ${formatNumber(b)}, so the scale factor is k = ${formatNumber(b / a, 8)}.`];
  }
  for (const kind of ['length', 'area', 'volume'] as const) {
    const p = k === null ? pair(t, kind) : null;
    if (!p) continue;
    const [a, b] = [Math.min(...p), Math.max(...p)];
    if (!(a > 0)) return null;
    k = (b / a) ** (1 / POWER[kind]);
    how = kind === 'length' ? `The lengths are in the ratio ${formatNumber(b)} : ${formatNumber(a)}, so the scale factor is k = ${formatNumber(k, 8)}.` : `The ${kind}s are in the ratio ${formatNumber(b)} : ${formatNumber(a)}, which is k${kind === 'area' ? '²' : '³'}, so k = ${kind === 'area' ? '√' : '∛'}(${formatNumber(b / a, 8)}) = ${formatNumber(k, 8)}.`;
  }
  if (k === null || !(k > 0)) return null;
  const up = g.of === 'smaller';
  const factorFor = (kind: Kind) => k! ** POWER[kind];
  // The same kind of measure on the other shape (an area from an area, a volume from a volume).
  if (g.kind !== asked) return null;
  const value = up ? g.value * factorFor(asked) : g.value / factorFor(asked);
  const unit = g.unit ? ` ${g.unit}${asked === 'area' ? '²' : asked === 'volume' ? '³' : ''}` : '';
  const steps = [
    step(how),
    step(`${asked[0].toUpperCase()}${asked.slice(1)}s scale by k${asked === 'length' ? '' : asked === 'area' ? '²' : '³'} = ${formatNumber(factorFor(asked), 8)}: ${formatNumber(g.value)} ${up ? '×' : '÷'} ${formatNumber(factorFor(asked), 8)} = ${formatNumber(value, 8)}.`),
    step(`Check: ${formatNumber(value, 8)} ${up ? '÷' : '×'} ${formatNumber(factorFor(asked), 8)} = ${formatNumber(up ? value / factorFor(asked) : value * factorFor(asked), 8)} ✓.`),
  ];
  return succeed(TOOL, `${formatNumber(value, 8)}${unit}`, steps, { data: { value } });
}

/**
 * Shadows at the same time of day: "a 1.8 m tall person casts a 2.4 m shadow; a tree casts a 16 m
 * shadow: how tall is the tree?". The sun's rays make similar triangles, so height ÷ shadow is the
 * same for both.
 */
export function shadows(t: string): ToolResult | null {
  if (!/\bhow\s+(?:tall|high)\b|\bheight\b/i.test(t)) return null;
  const LEN = String.raw`(\d+(?:\.\d+)?)\s*(m|cm|ft|feet|foot|metres?|meters?)`;
  const sentences = t.split(/(?<=[.;])\s+|,\s*(?:and|while|at\s+the\s+same\s+time)\s+/i);
  const shadowIn = (text: string) => [...text.matchAll(new RegExp(String.raw`${LEN}\s+(?:long\s+)?shadow|\bshadow\s+(?:is|of|that\s+is)\s+${LEN}`, 'gi'))];
  const heightIn = (text: string) => [...text.matchAll(new RegExp(String.raw`${LEN}\s+(?:tall|high)\b|\b(?:height|tall)\s+(?:of|is)\s+${LEN}`, 'gi'))];
  const found = sentences.map((sentence) => ({ shadow: shadowIn(sentence), height: heightIn(sentence) }));
  const allShadows = found.flatMap((f) => f.shadow);
  const allHeights = found.flatMap((f) => f.height);
  if (allShadows.length !== 2 || allHeights.length !== 1) return null;
  const known = found.find((f) => f.height.length === 1 && f.shadow.length === 1);
  const other = found.find((f) => f !== known && f.shadow.length === 1 && f.height.length === 0);
  if (!known || !other) return null;
  const length = (m: RegExpMatchArray) => ({ value: Number(m[1] ?? m[3]), unit: (m[2] ?? m[4]).toLowerCase() });
  const [h, s1, s2] = [length(known.height[0]), length(known.shadow[0]), length(other.shadow[0])];
  const inUnit = (x: { value: number; unit: string }, unit: string) => convertValue(x.value, x.unit, unit);
  const ratio = h.value / inUnit(s1, h.unit);
  const value = ratio * inUnit(s2, h.unit);
  if (!Number.isFinite(value)) return null;
  return succeed(TOOL, `${formatNumber(value, 8)} ${h.unit}`, [
    step('At the same time the sun’s rays make similar triangles: height ÷ shadow is the same for both.'),
    step(`${formatNumber(h.value)} ÷ ${formatNumber(s1.value)} = height ÷ ${formatNumber(s2.value)}, so height = ${formatNumber(s2.value)} × ${formatNumber(h.value)} ÷ ${formatNumber(s1.value)} = ${formatNumber(value, 8)} ${h.unit}.`),
  ], { data: { value } });
}
