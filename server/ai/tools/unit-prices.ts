import { formatNumber } from './format';
import { cash } from './money-story';
import { Rational } from './rational';
import { step, succeed, type ToolResult } from './types';

/**
 * Two sizes at two prices, compared by the price of one unit (issue 14): "a 750 mL bottle costs $2.70
 * and a 2 L carton $6.40: how much cheaper per litre is the carton", "a single bagel costs $0.95, a bag
 * of a dozen $10.20: how much does he save per bagel", "a 500 g bag for $3.20 and a 750 g bag for
 * $4.50: the price per 100 g of the better-value bag". Sizes are converted to one unit (mL to L, g to
 * kg, a dozen to 12); every number must be a size or a price.
 */

const TOOL = 'word_problem';
const SCALE: Record<string, { base: string; factor: Rational }> = {
  ml: { base: 'L', factor: Rational.of(1, 1000) }, l: { base: 'L', factor: Rational.ONE }, litre: { base: 'L', factor: Rational.ONE }, liter: { base: 'L', factor: Rational.ONE },
  g: { base: 'kg', factor: Rational.of(1, 1000) }, kg: { base: 'kg', factor: Rational.ONE }, gram: { base: 'kg', factor: Rational.of(1, 1000) }, kilogram: { base: 'kg', factor: Rational.ONE },
};
const COUNTS: Record<string, number> = { single: 1, one: 1, a: 1, dozen: 12, 'half a dozen': 6, pair: 2 };

interface Offer {
  size: Rational;
  base: string;
  price: Rational;
  name: string;
  /** How many numbers of the story it uses (a price, and a size written in digits). */
  numbers: number;
}

function offers(t: string): Offer[] | null {
  const out: Offer[] = [];
  // "a 750 mL bottle … $2.70", "a 2 L carton of the same juice costs $6.40", "a 500 g bag of pasta for $3.20".
  for (const m of t.matchAll(/\b(\d+(?:\.\d+)?)\s*(mL|ml|L|l|litres?|liters?|g|kg|grams?|kilograms?)\s+([a-z]+)\b[^$.;]{0,40}?\$\s*(\d+(?:\.\d{1,2})?)/g)) {
    const unit = SCALE[m[2].toLowerCase().replace(/s$/, '')];
    if (!unit) return null;
    out.push({ size: Rational.parse(m[1])!.mul(unit.factor), base: unit.base, price: Rational.parse(m[4])!, name: m[3], numbers: 2 });
  }
  // "a single bagel costs $0.95, but a bag of a dozen costs $10.20", "a pack of 6 for $4.20".
  for (const m of t.matchAll(/\b(?:a\s+)?(single|one)\s+([a-z]+)\s+(?:costs?|is|for)\s+\$\s*(\d+(?:\.\d{1,2})?)|\b(?:bag|box|pack|packet|carton|tray)\s+of\s+(?:a\s+)?(dozen|half\s+a\s+dozen|\d+)\s+(?:[a-z]+\s+)?(?:costs?|is|for)\s+\$\s*(\d+(?:\.\d{1,2})?)/gi)) {
    if (m[1]) out.push({ size: Rational.ONE, base: 'item', price: Rational.parse(m[3])!, name: m[2], numbers: 1 });
    else out.push({ size: Rational.of(COUNTS[m[4].toLowerCase().replace(/\s+/g, ' ')] ?? Number(m[4])), base: 'item', price: Rational.parse(m[5])!, name: 'pack', numbers: /\d/.test(m[4]) ? 2 : 1 });
  }
  return out.length === 2 && out[0].base === out[1].base && out.every((o) => o.size.sign() > 0) ? out : null;
}

export function unitPrices(t: string): ToolResult | null {
  if (/%|\bdiscount|\boff\b|\btax\b/i.test(t)) return null;
  const found = offers(t);
  if (!found) return null;
  const numbers = t.match(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]*[a-z])/gi) ?? [];
  // "the price per 100 g": a number of the ask, not of the offers.
  const per100 = /\bprice\s+per\s+(\d+)\s*(g|mL|ml)\b[^.?]*\bbetter[- ]value\b/i.exec(t);
  if (numbers.length !== found.reduce((n, o) => n + o.numbers, 0) + (per100 ? 1 : 0)) return null;
  const [a, b] = found;
  const per = (o: Offer) => o.price.div(o.size);
  const unitName = a.base === 'item' ? (found.find((o) => o.name !== 'pack')?.name ?? 'item') : a.base;
  const [pa, pb] = [per(a), per(b)];
  const better = pa.compare(pb) <= 0 ? a : b;
  const steps = [
    step(`Price of one ${unitName}: ${cash(a.price)} ÷ ${formatNumber(a.size.toNumber(), 8)} = ${cash(pa)}${pa.isInteger() || pa.mul(Rational.of(100)).isInteger() ? '' : ` (${formatNumber(pa.toNumber(), 8)})`}; ${cash(b.price)} ÷ ${formatNumber(b.size.toNumber(), 8)} = ${cash(pb)}${pb.mul(Rational.of(100)).isInteger() ? '' : ` (${formatNumber(pb.toNumber(), 8)})`}.`),
  ];
  // "how much cheaper per litre", "how much does he save per bagel": the difference of the unit prices.
  if (/\bhow\s+much\s+(?:cheaper|less|more|dearer|more\s+expensive)\s+per\b|\bhow\s+much\s+(?:does|do|did|would|will)\s+(?:he|she|they|i|we|you|[A-Z][a-z]+)\s+save\s+per\b|\bsave\s+per\b/i.test(t)) {
    const diff = pa.sub(pb).abs();
    steps.push(step(`The difference is ${cash(pa.compare(pb) >= 0 ? pa : pb)} − ${cash(pa.compare(pb) >= 0 ? pb : pa)} = ${cash(diff)} per ${unitName}.`));
    return succeed(TOOL, cash(diff), steps, { data: { value: diff.toNumber() } });
  }
  // "the price per 100 g of the better-value bag"
  if (per100) {
    const amount = Rational.of(Number(per100[1]), 1000);
    const value = per(better).mul(amount);
    steps.push(step(`The better value is the lower price per ${unitName}; for ${per100[1]} ${per100[2]} it costs ${cash(per(better))} × ${formatNumber(amount.toNumber(), 8)} = ${cash(value)}.`));
    return succeed(TOOL, cash(value), steps, { data: { value: value.toNumber() } });
  }
  return null;
}
