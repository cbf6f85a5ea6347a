import { bin, parseExpr, splitEquation } from './expr';
import { formatNumber } from './format';
import { polyFromExpr } from './polynomial';
import { Rational } from './rational';
import { step, succeed, type ToolResult } from './types';

/**
 * A circle from its equation (issue 14): "x² + y² − 6x + 4y − 12 = 0", "(x − 2)² + (y + 3)² = 25":
 * completing the square gives the centre (−D/2, −E/2) and the radius √(D²/4 + E²/4 − F). Asked:
 * the radius, the centre, or where it crosses an axis.
 */

const TOOL = 'word_problem';

export function circleFromEquation(t: string): ToolResult | null {
  if (!/\bcircle\b/i.test(t)) return null;
  const eq = /((?:\(?\s*x[^=]*?)\s*=\s*[-\d\s.+xy^²()*]+?)(?=\s*(?:[,.;?]\s|[,.;?]?$|\s+(?:crosses|meets|cuts|has|find|what|and)\b))/i.exec(t);
  if (!eq) return null;
  const sides = splitEquation(eq[1].replace(/²/g, '^2'));
  if (!sides) return null;
  let p;
  try {
    p = polyFromExpr(bin('sub', parseExpr(sides.left), parseExpr(sides.right)));
  } catch {
    return null;
  }
  if (!p || p.totalDegree() !== 2 || p.variables().some((v) => v !== 'x' && v !== 'y')) return null;
  const a = p.coefficientOf([['x', 2]]);
  if (a.isZero() || !a.equals(p.coefficientOf([['y', 2]])) || !p.coefficientOf([['x', 1], ['y', 1]]).isZero()) return null;
  const [D, E, F] = [p.coefficientOf([['x', 1]]).div(a), p.coefficientOf([['y', 1]]).div(a), p.coefficientOf([]).div(a)];
  const [h, k] = [D.div(Rational.of(-2)), E.div(Rational.of(-2))];
  const r2 = h.mul(h).add(k.mul(k)).sub(F);
  if (r2.sign() <= 0) return null;
  const r = Math.sqrt(r2.toNumber());
  const rShown = Number.isInteger(r) ? String(r) : `√${r2} ≈ ${formatNumber(r, 6)}`;
  const steps = [
    step(`Complete the square: (x ${h.sign() <= 0 ? '+' : '−'} ${h.abs()})² + (y ${k.sign() <= 0 ? '+' : '−'} ${k.abs()})² = ${r2}.`),
    step(`So the centre is (${h}, ${k}) and the radius is √${r2}${Number.isInteger(r) ? ` = ${r}` : ''}.`),
  ];
  const axis = /\b(?:crosses|meets|cuts|intersects)\s+the\s+([xy])[- ]?axis\b/i.exec(t);
  if (axis) {
    // On the y-axis x = 0: (y − k)² = r² − h²; on the x-axis y = 0: (x − h)² = r² − k².
    const onY = axis[1].toLowerCase() === 'y';
    const [c, other] = onY ? [k, h] : [h, k];
    const rest = r2.sub(other.mul(other)).toNumber();
    if (rest < 0) return succeed(TOOL, `It does not cross the ${axis[1]}-axis.`, steps, { data: { roots: [] } });
    const values = [c.toNumber() - Math.sqrt(rest), c.toNumber() + Math.sqrt(rest)].filter((v, i, all) => all.findIndex((w) => Math.abs(w - v) < 1e-12) === i);
    steps.push(step(`On the ${axis[1]}-axis ${onY ? 'x' : 'y'} = 0: (${onY ? 'y' : 'x'} − ${c})² = ${r2} − ${other.mul(other)} = ${formatNumber(rest, 8)}.`));
    const name = onY ? 'y' : 'x';
    return succeed(TOOL, values.map((v) => `${name} = ${formatNumber(v, 8)}`).join(' or '), steps, { data: { roots: values.map((v) => ({ re: v, im: 0 })) } });
  }
  const [asksRadius, asksCentre] = [/\bradius\b/i.test(t), /\bcent(?:re|er)\b/i.test(t)];
  if (asksRadius && asksCentre) return succeed(TOOL, `centre (${h}, ${k}), radius ${rShown}`, steps, { data: { x: h.toNumber(), y: k.toNumber(), value: r } });
  if (asksRadius) return succeed(TOOL, `r = ${rShown}`, steps, { data: { value: r } });
  if (asksCentre) return succeed(TOOL, `centre (${h}, ${k})`, steps, { data: { x: h.toNumber(), y: k.toNumber() } });
  return null;
}
