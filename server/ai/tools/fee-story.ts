import { cash, stem } from './money-story';
import { Rational } from './rational';
import { step, succeed, ToolInputError, type ToolResult } from './types';

/**
 * A charge made of a fixed part and a rate, told as a story (issue 14): "a taxi charges a flat fee of
 * $3.50 plus $1.75 per kilometre; the ride cost $24.50: how many kilometres", "a gym charges a $40
 * joining fee plus $25 a month, the one across the street $35 a month with no joining fee: after how
 * many months do they cost the same". The rate is a money amount per unit, the fixed part the other
 * amount of its sentence; the total is an amount the story says was paid. Every number of the story
 * must take one of those places, or the story is not read; the count is checked back in the charge.
 */

const TOOL = 'word_problem';
const MONEY = String.raw`\$\s*(\d+(?:,\d{3})*(?:\.\d+)?)`;
const PER = String.raw`\s*(?:more\s+|extra\s+)?(?:per|a|an|each|for\s+each|every)\s+(?:extra\s+|additional\s+)?([a-z]+)`;

interface Plan {
  fixed: Rational;
  rate: Rational;
  unit: string;
}

const money = (s: string) => Rational.parse(s.replace(/,/g, ''))!;
/** kilometre/km, hour/hr: the ask may name the unit another way. */
const UNIT_NAMES: Record<string, string> = { km: 'kilometre', kilometer: 'kilometre', mi: 'mile', hr: 'hour', h: 'hour', min: 'minute', gb: 'gb', month: 'month', mo: 'month' };
const unitOf = (w: string) => UNIT_NAMES[stem(w)] ?? stem(w);

/** The plans of the story: each sentence (or clause after "while"/"and the") with one rate and at most one fixed amount. */
function plansOf(story: string): { plans: Plan[]; used: Set<number> } | null {
  const plans: Plan[] = [];
  const used = new Set<number>();
  for (const clause of story.split(/(?<=[.;!?])\s+|,?\s+(?:while|whereas|but)\s+|,\s+and\s+(?=(?:the|a|an|another|plan|gym|company)\b)/i)) {
    const offset = story.indexOf(clause);
    const rates = [...clause.matchAll(new RegExp(`${MONEY}${PER}\\b`, 'gi'))];
    if (!rates.length) continue;
    if (rates.length > 1) return null;
    const [r] = rates;
    const rateAt = offset + (r.index ?? 0);
    const others = [...clause.matchAll(new RegExp(MONEY, 'g'))].filter((m) => m.index !== r.index);
    if (others.length > 1) return null;
    const fixedWords = /\b(?:fee|fixed|flat|plus|base|call[- ]?out|pick[- ]?up|joining|booking|start|starting|standing|service|delivery|entry|rental|hire|saved|already|has|had)\b/i;
    if (others.length === 1 && !fixedWords.test(clause)) return null;
    const fixed = others.length ? money(others[0][1]) : Rational.of(0);
    if (others.length) used.add(offset + (others[0].index ?? 0));
    // "with no joining fee", "no fixed fee": a fixed part of zero said in words.
    if (!others.length && !/\bno\s+(?:\w+\s+)?fee\b|\bonly\b|\bjust\b/i.test(clause) && plans.length === 0) continue;
    used.add(rateAt);
    plans.push({ fixed, rate: money(r[1]), unit: unitOf(r[2]) });
  }
  return plans.length ? { plans, used } : null;
}

export function feeStory(t: string): ToolResult | null {
  if (/%|\bpercent|\binterest\b|\btax\b|\bdiscount|\btip\b/i.test(t)) return null;
  const sentences = t.split(/(?<=[.?!])\s+/);
  const ask = [...sentences].reverse().find((s) => /\b(?:how\s+(?:many|far|long)|after\s+how|when\s+will|for\s+what\s+number)\b/i.test(s));
  if (!ask) return null;
  const story = t.slice(0, t.lastIndexOf(ask));
  const read = plansOf(story);
  if (!read) return null;
  const { plans, used } = read;
  const numbers = [...t.matchAll(/(?<![\w.$,])\d+(?:,\d{3})*(?:\.\d+)?|\$\s*\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => ({ at: m.index ?? 0, text: m[0] }));
  const unitAsked = () => new RegExp(String.raw`\bhow\s+many\s+(?:whole\s+|full\s+)?([a-z]+)`, 'i').exec(ask)?.[1];
  if (plans.length === 2 && plans[0].unit === plans[1].unit) {
    if (!/\b(?:same|equal|the\s+same\s+amount|cost\s+the\s+same|break\s+even)\b/i.test(ask)) return null;
    if (numbers.some((n) => !used.has(n.at))) return null;
    const asked = unitAsked();
    if (asked && unitOf(asked) !== plans[0].unit) return null;
    const [a, b] = plans;
    if (a.rate.equals(b.rate)) throw new ToolInputError('Both charge the same rate, so their costs never meet unless the fixed parts are equal.');
    const n = b.fixed.sub(a.fixed).div(a.rate.sub(b.rate));
    if (n.sign() <= 0) throw new ToolInputError('With these prices the two costs are never equal after the start, so there is no such number.');
    const cost = a.fixed.add(a.rate.mul(n));
    return succeed(TOOL, `${n.isInteger() ? n.toString() : n.toNumber().toFixed(2)} ${plans[0].unit}s`, [
      step(`After n ${a.unit}s the first costs ${cash(a.fixed)} + ${cash(a.rate)} × n and the second ${cash(b.fixed)} + ${cash(b.rate)} × n.`),
      step(`They are equal when ${cash(a.fixed)} + ${cash(a.rate)}n = ${cash(b.fixed)} + ${cash(b.rate)}n, so (${cash(a.rate)} − ${cash(b.rate)})n = ${cash(b.fixed)} − ${cash(a.fixed)} and n = ${n.toString()}.`),
      step(`Check: both cost ${cash(cost)} after ${n.toString()} ${a.unit}s ✓ (${cash(a.fixed)} + ${cash(a.rate)} × ${n.toString()} = ${cash(b.fixed)} + ${cash(b.rate)} × ${n.toString()}).`),
    ], { data: { value: n.toNumber() } });
  }
  if (plans.length !== 1) return null;
  const [plan] = plans;
  // The total: an amount the story says was paid, not the rate or the fixed part; or, for savings,
  // the amount the ask wants reached ("… $15 more every week. After how many weeks will she have $220?").
  const paid = [...story.matchAll(new RegExp(MONEY, 'g'))].filter((m) => !used.has(m.index ?? 0)).map((m) => ({ at: m.index ?? 0, value: m[1], text: m[0] }));
  const target = paid.length ? null : new RegExp(String.raw`\b(?:have|reach|saved?\s+up|get\s+to|total)\s+${MONEY}`, 'i').exec(ask);
  const totals = target ? [{ at: t.lastIndexOf(ask) + target.index + target[0].indexOf('$'), value: target[1], text: target[0] }] : paid;
  if (totals.length !== 1) return null;
  if (!target && !/\b(?:cost|costs|paid|pay|bill|total|came\s+to|charged|spent|was|fare|price)\b/i.test(story.slice(Math.max(0, totals[0].at - 40), totals[0].at + totals[0].text.length + 20))) return null;
  used.add(totals[0].at);
  if (numbers.some((n) => !used.has(n.at))) return null;
  const asked = unitAsked();
  const far = /\bhow\s+far\b/i.test(ask) && /^(?:kilometre|mile|metre|meter)$/.test(plan.unit);
  const long = /\bhow\s+long\b/i.test(ask) && /^(?:hour|minute|day|week|month|year)$/.test(plan.unit);
  if (!(asked && unitOf(asked) === plan.unit) && !far && !long) return null;
  if (plan.fixed.sign() === 0 && !plan.rate.sign()) return null;
  const total = money(totals[0].value);
  const n = total.sub(plan.fixed).div(plan.rate);
  if (n.sign() < 0) throw new ToolInputError('The total is less than the fixed charge alone, so the numbers do not fit together.');
  const shown = n.isInteger() ? n.toString() : n.toNumber().toFixed(2).replace(/\.?0+$/, '');
  return succeed(TOOL, `${shown} ${plan.unit}${n.equals(Rational.of(1)) ? '' : 's'}`, [
    step(target ? `Start at ${cash(plan.fixed)} and add ${cash(plan.rate)} each ${plan.unit}: ${cash(plan.fixed)} + ${cash(plan.rate)} × n = ${cash(total)}.` : `The charge is ${cash(plan.fixed)} fixed plus ${cash(plan.rate)} for each ${plan.unit}: ${cash(plan.fixed)} + ${cash(plan.rate)} × n = ${cash(total)}.`),
    step(`Take away the ${target ? 'starting amount' : 'fixed part'}: ${cash(plan.rate)} × n = ${cash(total)} − ${cash(plan.fixed)} = ${cash(total.sub(plan.fixed))}, so n = ${cash(total.sub(plan.fixed))} ÷ ${cash(plan.rate)} = ${shown}.`),
    step(`Check: ${cash(plan.fixed)} + ${cash(plan.rate)} × ${shown} = ${cash(plan.fixed.add(plan.rate.mul(n)))} ✓.`),
  ], { data: { value: n.toNumber() } });
}
