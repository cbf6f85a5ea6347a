import { Surd } from './exact';
import { formatNumber } from './format';
import { Rational } from './rational';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Vectors in 2 or 3 dimensions, exactly (issue 14): the magnitude (a simplified surd), the dot
 * product, the cross product and the angle between two vectors (in degrees unless radians are
 * asked). Vectors are written "(1, 2, 2)", "<1, 2, 2>", "[1, 2, 2]" or "3i − 4j + k". The angle is
 * checked by the cosine rule on the triangle the two vectors span, the cross product by being
 * perpendicular to both.
 */

const TOOL = 'vectors';

export type VectorOperation = 'angle' | 'dot' | 'cross' | 'magnitude';

type Vec = Rational[];

const OPERATIONS: Record<VectorOperation, RegExp> = {
  angle: /^(?:angle|angle between)$/,
  dot: /^(?:dot|dot product|scalar product|a\.b)$/,
  cross: /^(?:cross|cross product|vector product|axb)$/,
  magnitude: /^(?:magnitude|length|modulus|norm|size)$/,
};

const NUMBER = String.raw`[-+−]?\s*(?:\d+(?:\.\d*)?|\.\d+)(?:\s*\/\s*\d+)?`;
const BRACKETED = new RegExp(String.raw`[(<\[⟨]\s*(${NUMBER})\s*,\s*(${NUMBER})(?:\s*,\s*(${NUMBER}))?\s*[)>\]⟩]`, 'g');
const UNIT_VECTORS = /(?:^|[^a-z])((?:[-+−]?\s*(?:\d+(?:\.\d+)?(?:\/\d+)?)?\s*[ijk](?![a-z])\s*){2,3})/gi;

function parseNumber(text: string): Rational {
  const r = Rational.parse(text.replace(/\s+/g, '').replace('−', '-').replace(/^\+/, ''));
  if (!r) throw new ToolInputError(`I can't read "${text}" as a component.`);
  return r;
}

/** "3i − 4j + k" → (3, −4, 1); "2i + j" → (2, 1). */
function fromUnitVectors(text: string): Vec | null {
  const parts = [...text.matchAll(/([-+−]?)\s*(\d+(?:\.\d+)?(?:\/\d+)?)?\s*([ijk])/gi)];
  const by = new Map<string, Rational>();
  for (const m of parts) {
    const key = m[3].toLowerCase();
    if (by.has(key)) return null;
    const size = m[2] ? parseNumber(m[2]) : Rational.ONE;
    by.set(key, m[1] === '-' || m[1] === '−' ? size.neg() : size);
  }
  if (!by.has('i') && !by.has('j')) return null;
  const v = [by.get('i') ?? Rational.ZERO, by.get('j') ?? Rational.ZERO];
  return by.has('k') ? [...v, by.get('k')!] : v;
}

/** Every vector written in a text, in order. */
export function parseVectors(input: string | readonly string[]): Vec[] {
  const texts = typeof input === 'string' ? [input] : input;
  const out: Vec[] = [];
  for (const text of texts) {
    const bracketed = [...text.matchAll(BRACKETED)];
    if (bracketed.length) {
      for (const m of bracketed) out.push([m[1], m[2], ...(m[3] ? [m[3]] : [])].map(parseNumber));
      continue;
    }
    const ijk = [...text.matchAll(UNIT_VECTORS)].map((m) => fromUnitVectors(m[1])).filter((v): v is Vec => v !== null);
    if (!ijk.length) throw new ToolInputError(`I can't read "${text}" as a vector. Write vectors like (1, 2, 2) or 3i − 4j + k.`);
    out.push(...ijk);
  }
  return out;
}

/** The vectors written in a question, as written: "(1, 2, 2)", "3i − 4j + k". */
export function vectorTexts(text: string): string[] {
  const bracketed = [...text.matchAll(BRACKETED)].map((m) => m[0]);
  if (bracketed.length) return bracketed;
  return [...text.matchAll(UNIT_VECTORS)].map((m) => m[1].trim()).filter((v) => fromUnitVectors(v) !== null);
}

const dot = (a: Vec, b: Vec) => a.reduce((s, x, i) => s.add(x.mul(b[i])), Rational.ZERO);
const shown = (v: Vec) => `(${v.map((x) => x.toString()).join(', ')})`;
const squares = (v: Vec) => v.map((x) => (x.sign() < 0 ? `(${x})²` : `${x}²`)).join(' + ');

function magnitudeText(sq: Rational): { text: string; value: number } {
  const root = Surd.sqrt(sq);
  const exact = root.asRational();
  const value = Math.sqrt(sq.toNumber());
  return { text: exact ? exact.toString() : `${root.toString()} ≈ ${formatNumber(value, 8)}`, value };
}

/** Exact degrees for the cosines of special angles. */
function specialAngle(cos: number): number | null {
  const table: Array<[number, number]> = [[1, 0], [Math.sqrt(3) / 2, 30], [Math.SQRT1_2, 45], [0.5, 60], [0, 90], [-0.5, 120], [-Math.SQRT1_2, 135], [-Math.sqrt(3) / 2, 150], [-1, 180]];
  return table.find(([c]) => Math.abs(c - cos) < 1e-12)?.[1] ?? null;
}

export function vectorTool(input: { operation: string; vectors: string | readonly string[]; angleUnit?: string }): ToolResult {
  return guard(TOOL, () => {
    const op = (Object.keys(OPERATIONS) as VectorOperation[]).find((k) => OPERATIONS[k].test(input.operation.trim().toLowerCase()));
    if (!op) throw new ToolInputError(`I don't know "${input.operation}". I can find the angle between two vectors, the dot product, the cross product or a magnitude.`);
    const vs = parseVectors(input.vectors);
    const need = op === 'magnitude' ? 1 : 2;
    if (vs.length !== need) throw new ToolInputError(`I need exactly ${need === 1 ? 'one vector' : 'two vectors'}; I found ${vs.length}.`);
    if (vs.some((v) => v.length !== vs[0].length)) throw new ToolInputError('The vectors have different numbers of components, so they cannot be combined.');
    const steps: ToolStep[] = [];
    if (op === 'magnitude') {
      const [a] = vs;
      const sq = dot(a, a);
      const m = magnitudeText(sq);
      steps.push(step(`|v| = √(${squares(a)}) = √${sq} = ${m.text}.`));
      return succeed(TOOL, `|v| = ${m.text}`, steps, { data: { value: m.value } });
    }
    const [a, b] = vs;
    if (op === 'dot') {
      const d = dot(a, b);
      steps.push(step(`Multiply matching components and add: ${a.map((x, i) => `(${x})(${b[i]})`).join(' + ')} = ${d}.`));
      return succeed(TOOL, `a · b = ${d}`, steps, { data: { value: d.toNumber() } });
    }
    if (op === 'cross') {
      if (a.length !== 3) throw new ToolInputError('The cross product is for vectors in three dimensions.');
      const c = [a[1].mul(b[2]).sub(a[2].mul(b[1])), a[2].mul(b[0]).sub(a[0].mul(b[2])), a[0].mul(b[1]).sub(a[1].mul(b[0]))];
      if (!dot(c, a).isZero() || !dot(c, b).isZero()) throw new ToolInputError('The cross product did not come out perpendicular to both vectors, so I won’t give it.');
      steps.push(step(`a × b = (a₂b₃ − a₃b₂, a₃b₁ − a₁b₃, a₁b₂ − a₂b₁) = ${shown(c)}.`), step(`Check: (a × b) · a = 0 and (a × b) · b = 0 ✓.`));
      return succeed(TOOL, `a × b = ${shown(c)}`, steps, { data: { vector: c.map((x) => x.toNumber()) } });
    }
    const d = dot(a, b);
    const [aa, bb] = [dot(a, a), dot(b, b)];
    if (aa.isZero() || bb.isZero()) throw new ToolInputError('A zero vector has no direction, so there is no angle with it.');
    const cos = d.toNumber() / Math.sqrt(aa.toNumber() * bb.toNumber());
    const radians = Math.acos(Math.max(-1, Math.min(1, cos)));
    // The cosine rule on the triangle a, b, a − b gives the same angle.
    const diff = a.map((x, i) => x.sub(b[i]));
    const cosRule = (aa.toNumber() + bb.toNumber() - dot(diff, diff).toNumber()) / (2 * Math.sqrt(aa.toNumber() * bb.toNumber()));
    if (Math.abs(cosRule - cos) > 1e-12) throw new ToolInputError('The cosine rule does not confirm the angle, so I won’t give it.');
    const special = specialAngle(cos);
    const inRadians = /^rad/i.test(input.angleUnit ?? '');
    const degrees = special ?? (radians * 180) / Math.PI;
    const ma = magnitudeText(aa);
    const mb = magnitudeText(bb);
    steps.push(
      step(`cos θ = (a · b) / (|a||b|). a · b = ${a.map((x, i) => `(${x})(${b[i]})`).join(' + ')} = ${d}.`),
      step(`|a| = √${aa} = ${ma.text} and |b| = √${bb} = ${mb.text}.`),
      step(`cos θ = ${d} / √${aa.mul(bb)} ${special !== null ? `= ${formatNumber(cos, 8)}` : `≈ ${formatNumber(cos, 8)}`}.`),
      step(`θ = cos⁻¹(${formatNumber(cos, 8)}) ${special !== null ? '=' : '≈'} ${inRadians ? `${formatNumber(radians, 8)} rad` : `${formatNumber(degrees, 8)}°`}.`),
      step(`Check: the cosine rule on the triangle with sides |a|, |b| and |a − b| gives the same angle ✓.`),
    );
    const answer = inRadians ? `θ ${special !== null ? '=' : '≈'} ${formatNumber(radians, 8)} rad` : `θ ${special !== null ? '=' : '≈'} ${formatNumber(degrees, 8)}°`;
    return succeed(TOOL, answer, steps, { data: { value: inRadians ? radians : degrees, degrees, radians } });
  });
}
