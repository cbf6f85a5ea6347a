import { formatNumber } from './format';
import { Rational } from './rational';
import { step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * An amount at a steady rate for a stretch of time, told as a story (issue 14): "Kofi earns $12.50 an
 * hour; last month he worked 18 hours: how much did he earn", "Aisha walks her dog 1.2 km every
 * morning and 0.8 km every evening: how many kilometres in one week". Each rate is an amount per
 * period (a morning or an evening is a day's); the time is a count of periods, converted where the
 * periods differ (a week is 7 days, an hour 60 minutes). Every number must be a rate or the time.
 */

const TOOL = 'word_problem';
const NUM = String.raw`(\d+(?:,\d{3})*(?:\.\d+)?)`;
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/** Each period in minutes, so any two can be compared (a month and a year only against each other and weeks by their days). */
const MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 1440, week: 10_080, fortnight: 20_160 };
const MONTHS: Record<string, number> = { month: 1, year: 12 };
/** Parts of a day said as the time they happen: once a day each. */
const PART_OF_DAY = /^(?:morning|evening|night|afternoon|lunchtime|weekday)$/;

const singular = (w: string) => w.toLowerCase().replace(/s$/, '');

/** How many `small` periods make one `big` one, or null when they are not comparable. */
function periodsIn(big: string, small: string): Rational | null {
  if (big === small) return Rational.ONE;
  if (MINUTES[big] && MINUTES[small]) return Rational.of(MINUTES[big], MINUTES[small]);
  if (MONTHS[big] && MONTHS[small]) return Rational.of(MONTHS[big], MONTHS[small]);
  if (big === 'year' && small === 'week') return Rational.of(52);
  if (big === 'year' && small === 'day') return Rational.of(365);
  return null;
}

interface Rate {
  amount: Rational;
  money: boolean;
  unit: string;
  per: string;
  at: number;
  text: string;
}

/**
 * A steady change seen over a time and carried on: "the battery dropped from 80% to 52% during a
 * 35-minute ride; at the same rate, how many more minutes until it reaches 0%". The rate is the change
 * over the time; the time left is what remains over the rate.
 */
function trendUntil(t: string): ToolResult | null {
  const change = /\bfrom\s+(\d+(?:\.\d+)?)\s*(%|[a-zA-Z]+)?\s+to\s+(\d+(?:\.\d+)?)\s*(%|[a-zA-Z]+)?\s+(?:during|in|over)\s+(?:a|an|the)?\s*(\d+(?:\.\d+)?)[- ]?(minutes?|hours?|days?|weeks?|seconds?)\b/i.exec(t);
  const until = /\bhow\s+many\s+more\s+(minutes|hours|days|weeks|seconds)\s+(?:until|till|before)\b[^.?\d]*?(\d+(?:\.\d+)?)\s*(%|[a-zA-Z]+)?/i.exec(t);
  if (!change || !until || !/\bsame\s+rate\b|\bkeeps?\s+(?:\w+ing)\b|\bsteady\b|\bconstant\b/i.test(t)) return null;
  const unitOf = (u: string | undefined) => (u ?? '').toLowerCase();
  if (unitOf(change[2] ?? change[4]) !== unitOf(change[4] ?? change[2]) || unitOf(until[3]) !== unitOf(change[4] ?? change[2])) return null;
  if (singular(until[1]) !== singular(change[6])) return null;
  const numbers = t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length !== 4) return null;
  const [from, to, span, goal] = [Number(change[1]), Number(change[3]), Number(change[5]), Number(until[2])];
  const rate = (to - from) / span;
  const left = (goal - to) / rate;
  if (!(rate !== 0) || !(left >= 0) || !Number.isFinite(left)) return null;
  const u = unitOf(change[2] ?? change[4]);
  const unit = singular(change[6]);
  return succeed(TOOL, `${formatNumber(left, 8)} ${unit}${left === 1 ? '' : 's'}`, [
    step(`It went from ${from}${u} to ${to}${u} in ${span} ${unit}s: ${formatNumber(Math.abs(to - from), 8)}${u} in ${span} ${unit}s, ${formatNumber(Math.abs(rate), 8)}${u} a ${unit}.`),
    step(`From ${to}${u} to ${goal}${u} is ${formatNumber(Math.abs(goal - to), 8)}${u}: ${formatNumber(Math.abs(goal - to), 8)} ÷ ${formatNumber(Math.abs(rate), 8)} = ${formatNumber(left, 8)} ${unit}s more.`),
    step(`Check: ${to} ${rate < 0 ? '−' : '+'} ${formatNumber(Math.abs(rate), 8)} × ${formatNumber(left, 8)} = ${formatNumber(to + rate * left, 8)} ✓.`),
  ], { data: { value: left } });
}

export function rateStory(t: string): ToolResult | null {
  const trend = trendUntil(t);
  if (trend) return trend;
  if (/%|\bpercent|\binterest\b|\bplus\b|\bfee\b|\bfixed\b|\bmore\s+than\b|\bless\s+than\b|\bincreas|\bdecreas|\bdoubl|\btripl|\bhalv/i.test(t)) return null;
  const sentences = t.split(/(?<=[.?!])\s+/);
  const ask = [...sentences].reverse().find((s) => /\bhow\s+(?:much|many|far|long)\b|\bwhat\s+(?:is|was)\s+(?:the\s+)?total\b/i.test(s));
  if (!ask) return null;
  const story = t.slice(0, t.lastIndexOf(ask));
  const rate = rateOf(story);
  if (!rate) return null;
  return rateTimesTime(t, ask, rate) ?? timeToReach(t, story, ask, rate);
}

interface ReadRates {
  rates: Rate[];
  perDay: Rate[];
  period: string;
  rateAmount: Rational;
}

/** The rates of a story, all of one kind and (mornings and evenings being days) one period. */
function rateOf(story: string): ReadRates | null {
  const rates: Rate[] = [];
  const per = String.raw`\s+(?:an?|per|each|every)\s+(minute|hour|day|week|fortnight|month|year|morning|evening|night|afternoon|lunchtime|weekday)\b`;
  for (const m of story.matchAll(new RegExp(String.raw`(\$\s*)?${NUM}\s*(km|kilometres?|kilometers?|miles?|m|metres?|meters?|pages?|litres?|liters?|L|kg|g|cups?|laps?|words?|points?|calories|steps)?(?:\s+of\s+(?:[a-z'’-]+\s+){0,3}?[a-z'’-]+)?${per}`, 'gi'))) {
    const money = !!m[1];
    if (!money && !m[3]) return null;
    rates.push({ amount: Rational.parse(m[2].replace(/,/g, ''))!, money, unit: money ? '$' : m[3].toLowerCase().replace(/^kilomet(?:re|er)s?$/, 'km').replace(/^(?:metres?|meters?)$/, 'm'), per: singular(m[4]), at: m.index ?? 0, text: m[0] });
  }
  if (!rates.length || new Set(rates.map((r) => `${r.money}|${r.unit}`)).size !== 1) return null;
  // Mornings and evenings are each once a day.
  const perDay = rates.map((r) => (PART_OF_DAY.test(r.per) ? { ...r, per: 'day' } : r));
  if (new Set(perDay.map((r) => r.per)).size !== 1) return null;
  const period = perDay[0].per;
  const rateAmount = perDay.reduce((s, r) => s.add(r.amount), Rational.ZERO);
  return { rates, perDay, period, rateAmount };
}

/** The rate for a stretch of time: the total. */
function rateTimesTime(t: string, ask: string, { rates, perDay, period, rateAmount }: ReadRates): ToolResult | null {
  // The time: a count of periods in the story or the ask ("worked 18 hours", "in one week").
  const outside = t.replace(new RegExp(rates.map((r) => r.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g'), ' ');
  const spans = [...outside.matchAll(/\b(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(minutes?|hours?|days?|weeks?|fortnights?|months?|years?)\b/gi)];
  if (spans.length !== 1) return null;
  const count = /^\d/.test(spans[0][1]) ? Rational.parse(spans[0][1])! : Rational.of(WORDS[spans[0][1].toLowerCase()]);
  const span = singular(spans[0][2]);
  const factor = periodsIn(span, period);
  if (!factor || count.sign() <= 0) return null;
  // "$9 an hour … in 2 days" leaves the hours worked unsaid: a time in other periods only where
  // every period counts ("1.2 km every morning … in one week"), and never for pay.
  const converts = !factor.equals(Rational.ONE);
  const everyPeriod = rates.every((r) => /\b(?:every|each)\b/i.test(r.text) || PART_OF_DAY.test(r.per));
  if (converts && (perDay[0].money || !everyPeriod || !['day>week', 'day>fortnight', 'minute>hour', 'month>year'].includes(`${period}>${span}`))) return null;
  // Every number has its place: each rate and the time.
  const numbers = t.match(/(?<![\w.])\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [];
  if (numbers.length !== rates.length + (/^\d/.test(spans[0][1]) ? 1 : 0)) return null;
  const unit = perDay[0].unit;
  // The ask must be about the rate's kind: money for "how much … earn/pay/cost", the unit for "how many km".
  const asksMoney = /\bhow\s+much\b|\btotal\b/i.test(ask) && !/\bhow\s+much\s+(?:time|longer|further|farther)\b/i.test(ask);
  if (perDay[0].money ? !asksMoney : !(/\bhow\s+far\b/i.test(ask) || new RegExp(String.raw`\bhow\s+(?:many|much)\s+${unit.replace(/s$/, '')}`, 'i').test(ask) || (unit === 'km' && /\bhow\s+many\s+kilomet/i.test(ask)) || (unit === 'm' && /\bhow\s+many\s+met/i.test(ask)))) return null;
  const periods = count.mul(factor);
  const total = rateAmount.mul(periods);
  const show = (x: Rational) => (perDay[0].money ? `$${x.toNumber().toFixed(2)}` : `${formatNumber(x.toNumber(), 10)} ${unit}`);
  const steps: ToolStep[] = [];
  if (rates.length > 1) steps.push(step(`Each ${period}: ${rates.map((r) => show(r.amount)).join(' + ')} = ${show(rateAmount)}.`));
  if (!factor.equals(Rational.ONE)) steps.push(step(`${formatNumber(count.toNumber())} ${span}${count.equals(Rational.ONE) ? '' : 's'} is ${formatNumber(periods.toNumber(), 10)} ${period}s.`));
  steps.push(step(`${show(rateAmount)} a ${period} × ${formatNumber(periods.toNumber(), 10)} ${period}${periods.equals(Rational.ONE) ? '' : 's'} = ${show(total)}.`));
  return succeed(TOOL, show(total), steps, { data: { value: total.toNumber() } });
}

/** "reads 18 pages every day; the book has 342 pages: how many days to finish": the total over the rate. */
function timeToReach(t: string, story: string, ask: string, { rates, period, rateAmount, perDay }: ReadRates): ToolResult | null {
  if (rates.length !== 1 || perDay[0].money) return null;
  if (!new RegExp(String.raw`\bhow\s+many\s+${period}s\b|\bhow\s+long\b`, 'i').test(ask)) return null;
  const unit = perDay[0].unit;
  const totals = [...story.matchAll(new RegExp(String.raw`${NUM}\s*(km|kilometres?|kilometers?|miles?|m|metres?|meters?|pages?|litres?|liters?|L|kg|g|cups?|laps?|words?|points?|calories|steps)\b`, 'gi'))].filter((m) => (m.index ?? 0) !== rates[0].at && !rates[0].text.includes(m[0]));
  if (totals.length !== 1) return null;
  const totalUnit = totals[0][2].toLowerCase().replace(/^kilomet(?:re|er)s?$/, 'km').replace(/^(?:metres?|meters?)$/, 'm');
  if (totalUnit.replace(/s$/, '') !== unit.replace(/s$/, '')) return null;
  const numbers = t.match(/(?<![\w.])\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [];
  if (numbers.length !== 2) return null;
  const total = Rational.parse(totals[0][1].replace(/,/g, ''))!;
  const exact = total.div(rateAmount);
  const whole = exact.isInteger();
  const n = whole ? exact : Rational.of(Math.ceil(exact.toNumber()));
  const steps = [
    step(`${formatNumber(total.toNumber(), 10)} ${unit} at ${formatNumber(rateAmount.toNumber(), 10)} ${unit} a ${period}: ${formatNumber(total.toNumber(), 10)} ÷ ${formatNumber(rateAmount.toNumber(), 10)} = ${formatNumber(exact.toNumber(), 10)} ${period}s.`),
    ...(whole ? [] : [step(`That is not a whole number of ${period}s: after ${Math.floor(exact.toNumber())} ${period}s some is still left, so it takes ${n.toString()} ${period}s, the last one partly.`)]),
    step(`Check: ${n.toString()} × ${formatNumber(rateAmount.toNumber(), 10)} = ${formatNumber(n.mul(rateAmount).toNumber(), 10)} ${unit}${whole ? '' : ' ≥ ' + formatNumber(total.toNumber(), 10) + ' ' + unit} ✓.`),
  ];
  return succeed(TOOL, `${n.toString()} ${period}${n.equals(Rational.ONE) ? '' : 's'}`, steps, { data: { value: n.toNumber() } });
}
