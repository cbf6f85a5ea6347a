import { TRIANGLE_RULES } from './triangle-rules';
import { circleFromEquation } from './circle-equation';
import { trigRatioFromAnother } from './trig-ratios';
import { shadows, similarShapes } from './similar-shapes';
import { rightTriangleProblem } from './right-triangle-problems';
import { WORD_SYSTEMS } from './word-systems';
import { ANGLE_SOLVERS } from './angle-problems';
import { NUMBER_PUZZLES } from './number-puzzles';
import { EVERYDAY_GEOMETRY } from './everyday-geometry';
import { triangleStory } from './triangle-story';
import { feeStory } from './fee-story';
import { moneyStory, stem } from './money-story';
import { rateStory } from './rate-story';
import { spendingStory } from './spending-story';
import { unitPrices } from './unit-prices';
import { formulaStory } from './formula-story';
import { firstAnswer } from './solvers';
import { convertValue, knownUnit, makeUnit } from './units';
import { formatNumber } from './format';
import { ToolInputError, fail, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * The everyday word problems of school maths (issue 14): simple and compound interest (and
 * depreciation, doubling time, the deposit that grew to an amount), percentage change, reverse
 * percentages and successive discounts, sharing in a ratio, direct and inverse proportion, work
 * rates, meeting and average speeds, map scales, "how many whole …" divisions, the angles of
 * polygons and triangles, arcs and sectors (angle-problems.ts), and "think of a number" puzzles and
 * consecutive integers (number-puzzles.ts). Each reads a
 * small set of phrasings it is sure of; anything else is left to the other tools or unanswered.
 */

const TOOL = 'word_problem';
/** A number as written in prose: "25 000" and "25,000" are twenty-five thousand. */
const N = String.raw`(\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const MONEY = String.raw`(?:[$£€]\s*)${N}|${N}\s*(?:dollars|pounds|euros)`;

function num(text: string | undefined): number {
  return Number((text ?? '').replace(/[,\u00a0\u202f ]/g, ''));
}

function money(t: string): number | undefined {
  const m = new RegExp(MONEY, 'i').exec(t);
  return m ? num(m[1] ?? m[2]) : undefined;
}

function percents(t: string): number[] {
  return [...t.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi)].map((m) => Number(m[1]));
}

function years(t: string): number | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b/i.exec(t);
  return m ? Number(m[1]) : undefined;
}

function cash(x: number, symbol = '$'): string {
  return `${symbol}${x.toFixed(2)}`;
}

function done(answer: string, steps: ToolStep[], value: number): ToolResult {
  if (!Number.isFinite(value)) throw new ToolInputError('Those numbers do not give an answer.');
  return succeed(TOOL, answer, steps, { data: { value } });
}

/** Rounding the question asks for: "(2 dp)", "to 1 decimal place", "whole years". */
function asked(t: string): number | undefined {
  const m = /\b(?:to\s+)?(\d)\s*(?:dp|d\.p\.|decimal places?)\b/i.exec(t);
  return m ? Number(m[1]) : undefined;
}

/** A loan repaid in equal payments is an annuity, not money left to grow. */
const REPAID_IN_PAYMENTS = /\b(?:equal\s+)?(?:monthly|weekly|yearly|annual|quarterly)?\s*(?:payments?|instal?lments?|repayments?)\b|\brepa(?:y|ys|id|ying)\b|\bmortgage\b/i;

/**
 * "borrows $10,000 at 12% a year compounded monthly and repays it with 24 equal monthly payments, the
 * first one month after the loan: the payment". The payment of an ordinary annuity,
 * PMT = P·i / (1 − (1 + i)^−n), checked by paying the loan off month by month.
 */
function loanPayment(t: string): ToolResult | null {
  if (!/\b(?:borrow|borrows|borrowed|loan|mortgage)\b/i.test(t) || !REPAID_IN_PAYMENTS.test(t) || !/\bpayment\b|\binstal?lment\b|\brepayment\b|\bhow\s+much\b[^.?]*\b(?:each|every|per)\s+month\b/i.test(t)) return null;
  // A first payment at the start is an annuity due: another question.
  if (/\bfirst\s+(?:payment|one|instal?lment)\s+(?:is\s+)?(?:today|now|immediately|at\s+the\s+start)\b|\bin\s+advance\b/i.test(t)) return null;
  const P = money(t);
  if (P === undefined) return null;
  const perMonth = /(\d+(?:\.\d+)?)\s*%\s*(?:interest\s+)?(?:per|a|each|every)\s+month\b|(\d+(?:\.\d+)?)\s*%\s*(?:interest\s+)?monthly\b(?!\s+payments?)/i.exec(t);
  const yearly = /(\d+(?:\.\d+)?)\s*%\s*(?:annual\s+|yearly\s+)?(?:interest\s+)?(?:(?:a|per|each)\s+year|annual(?:ly)?|p\.?\s?a\.?|per\s+annum)?[^.?%]*?\bcompounded\s+monthly\b/i.exec(t);
  const i = perMonth ? Number(perMonth[1] ?? perMonth[2]) / 100 : yearly ? Number(yearly[1]) / 1200 : undefined;
  if (i === undefined || !(i > 0)) return null;
  const counted = /\b(\d+)\s+(?:equal\s+)?(?:monthly\s+)?(?:payments|instal?lments|repayments)\b/i.exec(t);
  const years = /\bover\s+(\d+(?:\.\d+)?)\s+years?\b/i.exec(t);
  const months = /\bover\s+(\d+)\s+months\b/i.exec(t);
  const n = counted ? Number(counted[1]) : months ? Number(months[1]) : years ? Math.round(Number(years[1]) * 12) : undefined;
  if (n === undefined || !(n > 0) || n > 600 || (counted && years && Number(counted[1]) !== Math.round(Number(years[1]) * 12))) return null;
  if (!/\bmonthly\b|\beach\s+month\b|\bevery\s+month\b|\bper\s+month\b|\ba\s+month\b/i.test(t)) return null;
  const payment = (P * i) / (1 - (1 + i) ** -n);
  // Check: paying that each month clears the loan (to within a cent over the whole term).
  let balance = P;
  for (let k = 0; k < n; k++) balance = balance * (1 + i) - payment;
  if (!(Math.abs(balance) < 0.01)) throw new ToolInputError('Paying the loan off month by month does not confirm the payment, so I won’t give it.');
  // "6% annual interest, charged as 0.5% per month": the year's rate said too must agree.
  const annual = perMonth ? /(\d+(?:\.\d+)?)\s*%\s*(?:annual\b|(?:a|per)\s+year\b|yearly\b|p\.?\s?a\.?|per\s+annum\b)/i.exec(t) : null;
  if (annual && Math.abs(Number(annual[1]) / 1200 - i) > 1e-12) return null;
  const shownRate = perMonth ? `${annual ? `${annual[1]}% a year, ` : ''}${formatNumber(i * 100, 8)}% a month` : `${yearly![1]}% a year compounded monthly, ${formatNumber(i * 100, 8)}% a month`;
  return done(`${cash(payment)} a month`, [
    step(`The loan is repaid in ${n} equal payments, the first a month after it starts: an ordinary annuity with i = ${shownRate}.`),
    step(`Payment = P·i / (1 − (1 + i)^−n) = ${cash(P)} × ${formatNumber(i, 8)} / (1 − ${formatNumber(1 + i, 8)}^−${n}) = ${cash(payment)}.`),
    step(`Check: paying ${cash(payment)} at the end of each month for ${n} months clears the ${cash(P)} loan ✓.`),
  ], payment);
}

function interest(t: string): ToolResult | null {
  if (!/\binterest\b|\binvest|\bcompound|\bdeposit|\baccount\b|\bbalance\b|\bsavings?\b/i.test(t)) return null;
  // Repaid in equal payments: the loan's payment is asked, not what the money grows to.
  if (/\b(?:borrow|borrows|borrowed|loan|mortgage)\b/i.test(t) && REPAID_IN_PAYMENTS.test(t)) return null;
  const rate = percents(t)[0];
  const P = money(t);
  const time = years(t);
  if (rate === undefined) return null;
  const r = rate / 100;
  // "how much do I need to put in now … to have $10,000 in 10 years": the amount is the target, the deposit is asked.
  const target = new RegExp(String.raw`\b(?:to\s+(?:have|reach|get|end\s+up\s+with|grow\s+to|become|be\s+worth|accumulate)|(?:grows?|grow)\s+to|will\s+(?:have|be\s+worth|become))\s+(?:a\s+total\s+of\s+)?(?:${MONEY})`, 'i').test(t);
  const depositAsked = /\bhow\s+much\b[^.?]*\b(?:put\s+in|put\s+away|invest|deposit|save|set\s+aside)\b|\bhow\s+much\b[^.?]*\b(?:now|today)\b/i.test(t);
  if (/\bsimple interest\b/i.test(t) && P !== undefined && time !== undefined && target && depositAsked) {
    const principal = P / (1 + r * time);
    return done(`P = ${cash(principal)}`, [step(`Simple interest: A = P(1 + rt), so P = A ÷ (1 + ${rate}% × ${time}) = ${cash(P)} ÷ ${formatNumber(1 + r * time, 8)}.`), step(`P = ${cash(principal)}.`)], principal);
  }
  // "… after 5 yrs got $600 interest. how much did i invest?": the money given is the interest, the principal is asked.
  const interestGiven = new RegExp(String.raw`(?:${MONEY})\s+(?:in\s+|of\s+)?interest\b|\binterest\s+(?:of|was|is|=|totall?ing|amounting\s+to)\s+(?:${MONEY})|\b(?:earns?|earned|got|gets|receives?|received|made|makes)\s+(?:${MONEY})(?!\s+(?:in\s+)?total)`, 'i').test(t);
  const principalAsked = /\bhow\s+much\b[^.?]*\b(?:invest(?:ed)?|deposit(?:ed)?|put\s+in|borrow(?:ed)?|lend|lent|principal)\b|\b(?:principal|original\s+(?:amount|investment|deposit))\b[^.?]*\?|\bwhat\s+(?:was|is)\s+the\s+(?:principal|amount\s+invested)\b/i.test(t);
  if (/\bsimple interest\b/i.test(t) && P !== undefined && time !== undefined && interestGiven && principalAsked && !target) {
    const principal = P / (r * time);
    return done(`P = ${cash(principal)}`, [step(`Simple interest: I = P × r × t, so P = I ÷ (r × t) = ${cash(P)} ÷ (${rate}% × ${time}) = ${cash(P)} ÷ ${formatNumber(r * time, 8)}.`), step(`P = ${cash(principal)}. Check: ${cash(principal)} × ${rate}% × ${time} = ${cash(principal * r * time)} ✓.`)], principal);
  }
  if (/\bsimple interest\b/i.test(t) && P !== undefined && time !== undefined) {
    // The interest given and something else asked (the principal unread): not the interest on it.
    if (interestGiven && !/\bhow\s+much\s+interest\b|\binterest\s+(?:earned|on)\b|\bwhat\s+is\s+the\s+interest\b/i.test(t)) return null;
    const I = P * r * time;
    const total = /\btotal\b|\bhow much (?:will|do|does) .* (?:have|be worth)\b|\bamount\b/i.test(t) && !/\bhow much interest\b|\binterest (?:earned|on)\b/i.test(t);
    const steps = [step(`Simple interest: I = P × r × t = ${cash(P)} × ${rate}% × ${time}.`), step(`I = ${cash(I)}.`)];
    if (total) return done(`A = ${cash(P + I)}`, [...steps, step(`The amount is P + I = ${cash(P + I)}.`)], P + I);
    return done(`I = ${cash(I)}`, steps, I);
  }
  const periods = /\bcompounded\s+continuously\b|\bcontinuous(?:ly)? compound/i.test(t)
    ? Infinity
    : /\bmonthly\b/i.test(t) ? 12 : /\bquarterly\b/i.test(t) ? 4 : /\bsemi-?annually\b|\btwice a year\b/i.test(t) ? 2 : /\bdaily\b/i.test(t) ? 365 : /\bannually\b|\byearly\b|\bper (?:year|annum)\b|\beach year\b|\ba year\b/i.test(t) ? 1 : undefined;
  const compound = /\bcompound/i.test(t);
  if (!compound || periods === undefined) return null;
  const growth = (years: number) => (periods === Infinity ? Math.exp(r * years) : (1 + r / periods) ** (periods * years));
  const formula = periods === Infinity ? `A = P·e^(rt)` : periods === 1 ? `A = P(1 + r)^t` : `A = P(1 + r/${periods})^(${periods}t)`;
  if (/\bdouble\b/i.test(t)) {
    const tDouble = periods === Infinity ? Math.log(2) / r : Math.log(2) / (periods * Math.log(1 + r / periods));
    const dp = asked(t) ?? 2;
    return done(`t = ${tDouble.toFixed(dp)} years`, [
      step(`Money doubles when ${formula.replace('A = P', '2 = ')}, with r = ${rate}% = ${formatNumber(r, 8)}; take logarithms.`),
      step(`t = ${periods === Infinity ? 'ln 2 / r' : periods === 1 ? 'ln 2 / ln(1 + r)' : `ln 2 / (${periods} ln(1 + r/${periods}))`} = ${formatNumber(tDouble, 6)} years.`),
    ], Number(tDouble.toFixed(dp)));
  }
  if (time === undefined) return null;
  // "an account holds $4630.50 after 3 years: how much was deposited" — the principal from the amount.
  if ((/\bhow much was (?:deposited|invested)\b|\boriginal(?:ly)? (?:deposit|investment|amount)\b|\bprincipal\b.*\?/i.test(t) || (target && depositAsked)) && P !== undefined) {
    const principal = P / growth(time);
    return done(`P = ${cash(principal)}`, [step(`${formula} with r = ${rate}% = ${formatNumber(r, 8)} and t = ${time}, so P = A ÷ ${periods === 1 ? '(1 + r)^t' : 'the growth factor'} = ${cash(P)} ÷ ${formatNumber(growth(time), 8)}.`), step(`P = ${cash(principal)}.`)], principal);
  }
  if (P === undefined) return null;
  const A = P * growth(time);
  const steps = [step(`Compound interest: ${formula} with P = ${cash(P)}, r = ${rate}%, t = ${time}.`), step(`A = ${cash(P)} × ${formatNumber(growth(time), 8)} = ${cash(A)}.`)];
  if (/\bhow much interest\b|\binterest (?:earned|is earned)\b/i.test(t)) return done(`I = ${cash(A - P)}`, [...steps, step(`Interest = A − P = ${cash(A - P)}.`)], A - P);
  return done(`A = ${cash(A)}`, steps, A);
}

function depreciation(t: string): ToolResult | null {
  const m = /\b(?:loses|depreciates?(?: by)?|decreases? by|falls? by|drops? by)\s+(\d+(?:\.\d+)?)\s*%\s*(?:of its value\s*)?(?:each|every|per|a)\s+year\b/i.exec(t);
  if (!m) return null;
  const r = Number(m[1]) / 100;
  if (/\bless than half\b|\bhalf (?:its|of its)\b/i.test(t)) {
    let n = 0;
    while ((1 - r) ** n >= 0.5 && n < 1000) n++;
    return done(`${n} years`, [step(`Each year the value is multiplied by ${formatNumber(1 - r, 6)}.`), step(`${formatNumber(1 - r, 6)}^${n - 1} = ${formatNumber((1 - r) ** (n - 1), 4)} is still at least a half; ${formatNumber(1 - r, 6)}^${n} = ${formatNumber((1 - r) ** n, 4)} is below it.`)], n);
  }
  const P = money(t);
  const time = years(t);
  if (P === undefined || time === undefined) return null;
  const value = P * (1 - r) ** time;
  return done(`V = ${cash(value)}`, [step(`Losing ${m[1]}% a year multiplies the value by ${formatNumber(1 - r, 6)} each year: V = P(1 − r)^t.`), step(`V = ${cash(P)} × ${formatNumber(1 - r, 6)}^${time} = ${cash(value)}.`)], value);
}

function percentChange(t: string): ToolResult | null {
  if (!/\bpercent(?:age)?\s+(?:increase|decrease|change|rise|fall|drop)|%\s*(?:increase|decrease|change)|\bby what percent/i.test(t)) return null;
  // "from $40 to $34", "was $40 and now it is $34", "cost 40 … and now costs 34".
  const m =
    new RegExp(String.raw`\bfrom\s+(?:[$£€])?${N}(?:\s+[a-z]+){0,3}?\s+to\s+(?:[$£€])?${N}`, 'i').exec(t) ??
    new RegExp(String.raw`\b(?:was|were|used\s+to\s+(?:be|cost)|cost|costed|originally)\s+(?:[$£€])?${N}\b[^.?;]{0,30}?\bnow\s+(?:(?:it|they|that|this|the\s+price)\s+)?(?:is\s+|are\s+|costs?\s+|sells?\s+for\s+)?(?:[$£€])?${N}`, 'i').exec(t) ??
    // "sold 240 coffees on Monday and 276 on Tuesday. By what percentage did sales go up?": the two amounts, in order.
    (/\bby\s+what\s+percent(?:age)?\b[^.?]*\b(?:go\s+up|went\s+up|rise|rose|increase|grow|grew|go\s+down|went\s+down|fall|fell|drop|decrease|change)\b/i.test(t)
      ? new RegExp(String.raw`^[^%\d]*?(?<![\w.])${N}(?![\w.%])[^%\d]*?(?<![\w.])${N}(?![\w.%])[^%\d]*$`, 'i').exec(t)
      : null);
  if (!m) return null;
  const [a, b] = [num(m[1]), num(m[2])];
  if (a === 0) throw new ToolInputError('A change from 0 has no percentage.');
  const pct = ((b - a) / a) * 100;
  const word = pct >= 0 ? 'increase' : 'decrease';
  const steps = [step(`Percentage change = (new − old) ÷ old × 100 = (${b} − ${a}) ÷ ${a} × 100.`), step(`= ${formatNumber(pct, 6)}%, ${word === 'increase' ? 'an' : 'a'} ${word}.`)];
  // Asked for the change (not the decrease by name), a decrease is a negative change.
  // "By what percentage did the price decrease?" asks for the decrease by name too.
  if (pct < 0 && !/\bpercent(?:age)?\s+(?:decrease|fall|drop)|%\s*decrease|\bby\s+what\s+percent(?:age)?\b[^.?]*\b(?:decrease|fall|fell|drop|dropped|go\s+down|went\s+down|reduce|shrink|shrank)/i.test(t)) return done(`${formatNumber(pct, 6)}% (a ${formatNumber(-pct, 6)}% decrease)`, steps, pct);
  return done(`${formatNumber(Math.abs(pct), 6)}% ${word}`, steps, Math.abs(pct));
}

/**
 * "buys a bike for $120 and sells it for $150: the percentage profit", "bought for £80, sold for £60:
 * percentage loss": (selling − cost) ÷ cost × 100, the cost price being what was paid.
 */
function profitPercent(t: string): ToolResult | null {
  if (!/\bpercent(?:age)?\s+(?:profit|loss|gain)|\b(?:profit|loss|gain)\s+(?:as\s+a\s+)?(?:percent(?:age)?|%)|%\s*(?:profit|loss|gain)/i.test(t)) return null;
  const bought = new RegExp(String.raw`\b(?:buys?|bought|paid|pays|costs?|cost\s+price\s+(?:is|was|of))\b[^.?$£€\d]{0,40}?(?:for\s+)?(${MONEY})`, 'i').exec(t);
  const sold = new RegExp(String.raw`\b(?:sells?|sold|selling\s+price\s+(?:is|was|of))\b[^.?$£€\d]{0,40}?(?:for\s+)?(${MONEY})`, 'i').exec(t);
  if (!bought || !sold || bought.index === sold.index) return null;
  // Money spent besides the price paid ("spent $35 on new parts"): part of the cost when the question
  // says so ("on what I spent in total"), and otherwise not guessed either way.
  const amounts = [...t.matchAll(new RegExp(MONEY, 'g'))].filter((m) => m.index !== undefined && !bought[0].includes(m[0]) && !sold[0].includes(m[0]));
  const extras = amounts.filter((m) => /\b(?:spent|spend|paid|pay|plus|cost|repairs?|parts|shipping|postage|fees?|tax)\b/i.test(t.slice(Math.max(0, m.index! - 30), m.index! + m[0].length + 30)));
  if (amounts.length !== extras.length) return null;
  if (extras.length && !/\bin\s+total\b|\btotal\s+(?:cost|spent|spend|outlay)\b|\beverything\b|\ball\s+(?:i|we|he|she|they)\s+spent\b|\bwhat\s+(?:i|we|he|she|they)\s+spent\b/i.test(t)) return null;
  const extra = extras.reduce((a, m) => a + (money(m[0]) ?? 0), 0);
  const [cost, price] = [money(bought[1])! + extra, money(sold[1])!];
  if (!(cost > 0)) return null;
  const pct = ((price - cost) / cost) * 100;
  const word = pct >= 0 ? 'profit' : 'loss';
  if (/\bpercent(?:age)?\s+loss|\bloss\s+(?:as\s+a\s+)?(?:percent|%)|%\s*loss/i.test(t) !== (pct < 0) && pct !== 0) {
    // Asked for a loss that is a profit (or the other way round): said, not hidden.
    return done(`${formatNumber(Math.abs(pct), 6)}% ${word} (not a ${word === 'profit' ? 'loss' : 'profit'})`, [step(`Percentage ${word} = (selling price − cost price) ÷ cost price × 100 = (${formatNumber(price, 8)} − ${formatNumber(cost, 8)}) ÷ ${formatNumber(cost, 8)} × 100 = ${formatNumber(pct, 6)}%.`)], Math.abs(pct));
  }
  return done(`${formatNumber(Math.abs(pct), 6)}% ${word}`, [
    ...(extra ? [step(`Everything spent: ${formatNumber(money(bought[1])!, 8)} + ${extras.map((m) => formatNumber(money(m[0]) ?? 0, 8)).join(' + ')} = ${formatNumber(cost, 8)}.`)] : []),
    step(`The ${word} is ${formatNumber(Math.max(price, cost), 8)} − ${formatNumber(Math.min(price, cost), 8)} = ${formatNumber(Math.abs(price - cost), 8)} on a cost of ${formatNumber(cost, 8)}.`),
    step(`Percentage ${word} = ${word} ÷ cost price × 100 = ${formatNumber(Math.abs(price - cost), 8)} ÷ ${formatNumber(cost, 8)} × 100 = ${formatNumber(Math.abs(pct), 6)}%.`),
  ], Math.abs(pct));
}

const UNIT_ALIASES: Array<[RegExp, string]> = [
  [/^(?:lbs?|pounds?)$/i, 'lb'], [/^(?:g|grams?|grammes?)$/i, 'g'], [/^(?:kg|kilograms?|kilos?)$/i, 'kg'], [/^(?:oz|ounces?)$/i, 'oz'],
  [/^(?:in|inch(?:es)?)$/i, 'in'], [/^(?:cm|centimet(?:er|re)s?)$/i, 'cm'], [/^(?:mm|millimet(?:er|re)s?)$/i, 'mm'], [/^(?:m|met(?:er|re)s?)$/i, 'm'],
  [/^(?:km|kilomet(?:er|re)s?)$/i, 'km'], [/^(?:mi|miles?)$/i, 'mi'], [/^(?:ft|foot|feet)$/i, 'ft'], [/^(?:yd|yards?)$/i, 'yd'],
  [/^(?:gal|gallons?)$/i, 'gal'], [/^(?:l|litres?|liters?)$/i, 'L'], [/^(?:ml|millilit(?:er|re)s?)$/i, 'mL'], [/^(?:pints?|pt)$/i, 'pt'], [/^(?:cups?)$/i, 'cup'],
];
const UNIT_WORD = String.raw`(lbs?|pounds?|g|grams?|grammes?|kg|kilograms?|kilos?|oz|ounces?|in|inch(?:es)?|cm|centimet(?:er|re)s?|mm|millimet(?:er|re)s?|m|met(?:er|re)s?|km|kilomet(?:er|re)s?|mi|miles?|ft|foot|feet|yd|yards?|gal|gallons?|l|litres?|liters?|ml|millilit(?:er|re)s?|pints?|pt|cups?)`;

function unitOf(word: string): string | undefined {
  return UNIT_ALIASES.find(([re]) => re.test(word))?.[1];
}

/**
 * "750 g of flour: how many pounds is that? (1 lb = 453.6 g)": a conversion at the rate the question
 * gives, whichever way it is asked.
 */
function conversionByGivenRate(t: string): ToolResult | null {
  const rate = new RegExp(String.raw`\b1\s*${UNIT_WORD}\s*(?:=|is|equals|≈)\s*${N}\s*${UNIT_WORD}(?![a-z])`, 'i').exec(t);
  if (!rate) return null;
  const [big, factor, small] = [unitOf(rate[1]), num(rate[2]), unitOf(rate[3])];
  if (!big || !small || big === small || !(factor > 0)) return null;
  const rest = t.replace(rate[0], ' ');
  const quantities = [...rest.matchAll(new RegExp(String.raw`${N}\s*${UNIT_WORD}(?![a-z])`, 'gi'))].filter((m) => [big, small].includes(unitOf(m[2]) ?? ''));
  if (quantities.length !== 1) return null;
  const from = unitOf(quantities[0][2])!;
  const to = from === big ? small : big;
  const asked = new RegExp(String.raw`\bhow\s+many\s+${UNIT_WORD}|\bin\s+${UNIT_WORD}(?![a-z])|\binto\s+${UNIT_WORD}(?![a-z])|\bto\s+${UNIT_WORD}(?![a-z])`, 'i').exec(rest);
  const askedUnit = asked ? unitOf(asked[1] ?? asked[2] ?? asked[3] ?? asked[4]) : undefined;
  if (askedUnit !== to) return null;
  const amount = num(quantities[0][1]);
  const value = from === big ? amount * factor : amount / factor;
  return done(`${formatNumber(value, 6)} ${to}`, [
    step(`1 ${big} = ${formatNumber(factor, 8)} ${small}, so ${from === big ? `multiply by ${formatNumber(factor, 8)}` : `divide by ${formatNumber(factor, 8)}`} to go from ${from} to ${to}.`),
    step(`${formatNumber(amount, 8)} ${from} ${from === big ? '×' : '÷'} ${formatNumber(factor, 8)} = ${formatNumber(value, 8)} ${to}.`),
  ], value);
}

/** "costs $40 after a 20% discount: original price", "after a 15% rise earns $575", "45 is 60% of what number". */
function reversePercent(t: string): ToolResult | null {
  const of = new RegExp(String.raw`\b${N}\s+is\s+(\d+(?:\.\d+)?)\s*%\s+of\s+what\b`, 'i').exec(t);
  if (of) {
    const whole = num(of[1]) / (Number(of[2]) / 100);
    return done(`${formatNumber(whole, 8)}`, [step(`${of[2]}% of the number is ${of[1]}, so the number is ${of[1]} ÷ ${Number(of[2]) / 100}.`)], whole);
  }
  if (!/\boriginal\b|\bbefore\b|\bwithout\b|\bwhat was\b|\bhow much (?:was|did)\b|\bwhat\s+did\b[^.?]*\bcost\b|\bcost\s+price\b/i.test(t)) return null;
  // "cost $129 before sales tax": the amount given is the one before the change; the change is to be applied, not undone.
  if (new RegExp(String.raw`(?:${MONEY})\s+(?:\w+\s+){0,2}?(?:before|without|excluding|excl\.?|pre-?)\b`, 'i').test(t)) return null;
  const pct = percents(t);
  const price = money(t);
  if (price === undefined) return null;
  // "marks it up 40% above cost, then 10% off the marked price, for $63": each change undone, last first.
  const changes = percentChanges(t);
  if (pct.length >= 2 && changes.length === pct.length && changes.every((c) => c.up !== null) && /\bthen\b|\bafter\b|\bmarked\s+price\b|\bfurther\b/i.test(t)) {
    const factors = changes.map((c) => 1 + (c.up ? 1 : -1) * (c.pct / 100));
    const whole = factors.reduce((a, f) => a * f, 1);
    const original = price / whole;
    return done(cash(original), [
      step(`Each change multiplies the price before it: ${changes.map((c, i) => `${c.pct}% ${c.up ? 'up' : 'off'} is × ${formatNumber(factors[i], 6)}`).join(', then ')}; together × ${formatNumber(whole, 8)}.`),
      step(`So the price before the changes is ${cash(price)} ÷ ${formatNumber(whole, 8)} = ${cash(original)}.`),
      step(`Check: ${cash(original)} × ${factors.map((f) => formatNumber(f, 6)).join(' × ')} = ${cash(original * whole)} ✓.`),
    ], original);
  }
  if (pct.length !== 1) return null;
  const down = /\bdiscount\b|\boff\b|\breduc|\bsale\b|\bdecrease|\bfell\b|\bloss\b/i.test(t);
  const up = /\brise\b|\braise\b|\bincrease|\btax\b|\bVAT\b|\bmark-?up\b|\bafter .* (?:rise|increase)\b/i.test(t);
  if (down === up) return null;
  const factor = 1 + (up ? 1 : -1) * (pct[0] / 100);
  const original = price / factor;
  return done(`${cash(original)}`, [
    step(`After the ${up ? 'increase' : 'decrease'} the price is ${formatNumber(factor * 100, 6)}% of the original, so divide by ${formatNumber(factor, 6)} (not ${up ? 'subtract' : 'add'} ${pct[0]}%).`),
    step(`${cash(price)} ÷ ${formatNumber(factor, 6)} = ${cash(original)}.`),
  ], original);
}

/** Each percentage of a price, in order, as a change: down (a discount) or up (a tax, a rise), or unknown. */
/** "increases a price by", "the new price goes down by": the change named by its verb just before the percentage. */
const UP_VERB = /\b(?:increase[sd]?|raise[sd]?|go(?:es)?\s+up|went\s+up|rises?|rose|grows?|grew|put(?:s|ting)?\s+(?:it\s+|them\s+|prices?\s+)?up|puts?\s+up)\b(?:[^%\d.?]|[$£€]?\d+(?:\.\d+)?(?!\s*%)){0,40}?\bby\s+$|\b(?:go(?:es)?\s+up|went\s+up|rises?|rose|increase[sd]?|grows?|grew)\s+$/i;
const DOWN_VERB = /\b(?:decrease[sd]?|reduce[sd]?|go(?:es)?\s+down|went\s+down|falls?|fell|drops?|dropped|cuts?|lower(?:s|ed)?|shrinks?|shrank)\b(?:[^%\d.?]|[$£€]?\d+(?:\.\d+)?(?!\s*%)){0,40}?\bby\s+$|\b(?:go(?:es)?\s+down|went\s+down|falls?|fell|drops?|dropped|decrease[sd]?)\s+$/i;

function percentChanges(t: string): Array<{ pct: number; up: boolean | null }> {
  const DOWN = /^(?:\s*(?:off|discount|reduction|decrease|less|cheaper|lower)\b)|\b(?:discount|reduction|decrease|off)\s+(?:of\s+)?$|\b(?:discounted|reduced|decreased|cut|lowered|marked\s+down)\s+by\s+(?:a\s+further\s+|another\s+)?$/i;
  const UP = /^(?:\s*(?:sales\s+)?(?:tax|VAT|increase|rise|mark-?up|tip|service\s+charge|surcharge|more|gratuity)\b)|^\s*(?:above|over|on\s+top\s+of)\s+(?:the\s+)?(?:cost|original|wholesale|buying)\b|\bmark(?:s|ed)?\s+(?:it\s+|them\s+|\w+\s+\w+\s+)?up\s+(?:by\s+)?$|\b(?:tax|VAT|increase|rise|mark-?up|tip|surcharge)\s+(?:of\s+)?$|\b(?:increased|raised|marked\s+up|taxed)\s+by\s+(?:a\s+further\s+|another\s+)?$|\b(?:tipped|tipping|tip\s+(?:of\s+)?|added)\s*$/i;
  return [...t.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi)].map((m) => {
    const at = m.index ?? 0;
    const after = t.slice(at + m[0].length, at + m[0].length + 30).replace(/^\s*(?:sales|extra|more\s+off)?/i, (x) => (/more\s+off/i.test(x) ? ' off' : x));
    const before = t.slice(Math.max(0, at - 25), at);
    const verb = t.slice(Math.max(0, at - 60), at);
    const down = DOWN.test(after) || DOWN.test(before) || DOWN_VERB.test(verb);
    const up = UP.test(after) || UP.test(before) || UP_VERB.test(verb);
    return { pct: Number(m[1]), up: down === up ? null : up };
  });
}

/** "$80, 25% off and then an extra 10% off the sale price", "25% off, then 8% sales tax": each change applies to the price before it. */
function successiveDiscounts(t: string): ToolResult | null {
  const changes = percentChanges(t);
  // "increase 80 by 12.5% then decrease the answer by 12.5%": a number changed twice, without money.
  const plain = /^\s*(?:if\s+you\s+|you\s+)?(?:increase|decrease|reduce|raise)\s+(\d+(?:\.\d+)?)\s+by\b/i.exec(t);
  const price = money(t) ?? (plain ? Number(plain[1]) : undefined);
  // "goes up 25% and then the new price is cut by 20%: the final price": any two changes, the price after them asked.
  const priceAfter = /\b(?:final|new)\s+(?:price|cost|amount|value|number)\b|\b(?:price|cost)\s+now\b|\bwhat\s+(?:do|does|will)\s+(?:you|i|we|it)\s+(?:get|end\s+up\s+with)\b|\b(?:the\s+)?(?:result|final\s+answer)\b/i.test(t);
  if (changes.length < 2 || price === undefined || (!/\b(?:off|discount|tax|VAT|mark-?up|tip)\b/i.test(t) && !priceAfter) || !/\bthen\b|\bextra\b|\bfurther\b|\badditional\b|\bafter\b|\badded\b/i.test(t)) return null;
  // The price after the changes given and the one before asked: reversePercent's.
  if (/\boriginal\b|\bbefore\b|\bwhat\s+did\b[^.?]*\bcost\b|\bcost\s+price\b|\bwhat\s+was\b/i.test(t)) return null;
  // A percentage that is neither a discount nor an increase is not read: no answer rather than a guess.
  if (changes.some((c) => c.up === null)) return null;
  const show = (x: number) => (plain && money(t) === undefined ? formatNumber(x, 10) : cash(x));
  const factors = changes.map((c) => 1 + (c.up ? 1 : -1) * (c.pct / 100));
  const final = factors.reduce((p, f) => p * f, price);
  const allDown = changes.every((c) => !c.up);
  return done(`${show(final)}`, [
    step(`Each change applies to the price after the one before: ${changes.map((c) => `${c.pct}% ${c.up ? 'more' : 'off'} multiplies by ${formatNumber(1 + (c.up ? 1 : -1) * (c.pct / 100), 6)}`).join(', then ')}.`),
    step(`${show(price)} × ${factors.map((f) => formatNumber(f, 6)).join(' × ')} = ${show(final)}${allDown ? ` (not ${changes.reduce((a, c) => a + c.pct, 0)}% off in one go)` : ''}.`),
  ], final);
}

/**
 * One change by a percentage, the new amount asked: "a town of 25 000 people shrinks by 12%: what is
 * the new population", "a salary of $30,000 rises by 4%: what is it now". Growth every year (the
 * exponential model) and a price before the change (reverse percentage) are other solvers'.
 */
function singlePercentChange(t: string): ToolResult | null {
  const changes = percentChanges(t);
  if (changes.length !== 1 || changes[0].up === null) return null;
  // Growth that repeats ("12% a year", "compound", "for 3 years") is the exponential model's.
  if (/%\s*(?:(?:a|per|each|every)\s+(?:year|month|week|day|hour|decade)|(?:annual(?:ly)?|yearly|monthly))\b|\b(?:compound\w*|annual\s+(?:rate|growth|increase))\b|\b(?:for|after|over)\s+\d+\s+(?:years?|months?|weeks?|days?|hours?)\b|\bevery\s+(?:year|month|week|day|hour)\b/i.test(t)) return null;
  if (!/\b(?:cost|costs|be|is|pay)\s+(?:in|during)\s+the\s+sale\b|\b(?:new|final|now|after\s+(?:the|this|that)\s+(?:increase|decrease|change|drop|rise|cut|fall|reduction|discount)|(?:sale|discounted|reduced)\s+price|(?:do|will|would|should)\s+(?:i|you|we|they|she|he)\s+(?:actually\s+|really\s+|have\s+to\s+|need\s+to\s+)?pay)\b/i.test(t)) return null;
  if (/\b(?:original|before|was\s+it|used\s+to)\b/i.test(t)) return null;
  // A number may end a sentence ("costs $80. In the sale …").
  const others = [...t.replace(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi, ' ').matchAll(/(?<![\w.])\d+(?:\.\d+)?(?!\w|\.\d)/g)].map((m) => Number(m[0]));
  if (others.length !== 1 || !(others[0] > 0)) return null;
  const [{ pct, up }] = changes;
  const base = others[0];
  const factor = 1 + (up ? 1 : -1) * (pct / 100);
  const value = base * factor;
  const symbol = /([$£€])\s?\d/.exec(t)?.[1];
  // What is counted, when named right after the number: "25 000 people", "1200 students".
  const noun = new RegExp(String.raw`(?<![\w.])${base}\s+(people|[a-z]{3,}s)\b`, 'i').exec(t.replace(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi, ' '))?.[1];
  const show = (x: number) => (symbol ? cash(x, symbol) : formatNumber(x, 8));
  return done(`${show(value)}${noun && !symbol ? ` ${noun}` : ''}`, [
    step(`${/^(?:8|11|18|8\d)(?:\.|$)/.test(formatNumber(pct)) ? 'An' : 'A'} ${formatNumber(pct)}% ${up ? 'increase' : 'decrease'} multiplies by ${up ? '1 +' : '1 −'} ${formatNumber(pct / 100, 6)} = ${formatNumber(factor, 6)}.`),
    step(`${show(base)} × ${formatNumber(factor, 6)} = ${show(value)}.`),
    step(`Check: the change is ${show(Math.abs(value - base))}, which is ${formatNumber((Math.abs(value - base) / base) * 100, 6)}% of ${show(base)} ✓.`),
  ], value);
}

/**
 * A boat on a river (or a plane in wind): "24 km upstream in 3 hours and back downstream in 2 hours".
 * Upstream the speed is boat − current, downstream boat + current, so the current is half the
 * difference and the boat's own speed half the sum.
 */
function boatInCurrent(t: string): ToolResult | null {
  const up = /\bupstream\b|\bagainst\s+(?:the\s+)?(?:same\s+)?(?:current|stream|wind|tide)\b|\binto\s+(?:a|the)\s+head\s*wind\b/i;
  const down = /\bdownstream\b|\bwith\s+(?:the\s+)?(?:same\s+)?(?:current|stream|wind|tide)\b|\btail\s*wind\b/i;
  if (!up.test(t) || !down.test(t)) return null;
  const wind = /\bwind\b|\bplane\b|\baircraft\b/i.test(t);
  const asksCurrent = /\bspeed\s+of\s+(?:the\s+)?(?:current|stream|river|water|wind|tide)\b|\b(?:current|stream|wind)(?:'s)?\s+speed\b|\bhow\s+fast\s+(?:is\s+)?(?:the\s+)?(?:current|stream|river|wind)\b|\b(?:find|what\s+(?:is|are)|work\s+out|calculate)\b[^.?]*\band\s+(?:of\s+)?(?:the\s+)?(?:current|stream|wind)\b/i.test(t);
  const asksBoat = /\bstill\s+(?:water|air)\b|\b(?:with\s+no|without(?:\s+any)?|in\s+no)\s+(?:wind|current)\b|\b(?:my|your|his|her|their)\s+(?:own\s+)?speed\b|\bspeed\s+of\s+the\s+(?:boat|plane|swimmer|canoe|kayak|ship)\b|\b(?:boat|plane)(?:'s)?\s+(?:own\s+)?speed\b/i.test(t);
  if (!asksCurrent && !asksBoat) return null;
  // Each leg: its time, read next to its direction ("upstream in 3 hours", "3 hours to come back upstream").
  const TIME = String.raw`(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?)\b`;
  const leg = (dir: RegExp) => {
    const before = new RegExp(String.raw`(?:${dir.source})[^.;]*?\bin\s+${TIME}`, 'i').exec(t) ?? new RegExp(String.raw`(?:${dir.source})[^.;]*?\btak(?:es|ing)\s+${TIME}`, 'i').exec(t);
    // "3 hours to come back the same 36 km upstream"
    const after = new RegExp(String.raw`${TIME}\s+(?:to\s+(?:come|go|get|travel|return|sail|fly|row|paddle)\s+(?:back\s+)?(?:the\s+same\s+(?:\d+(?:\.\d+)?\s*[a-z]+\s+|distance\s+)?)?)?(?:${dir.source})`, 'i').exec(t);
    const m = before ?? after;
    if (!m) return null;
    return Number(m[1]) / (/^m/i.test(m[2]) ? 60 : 1);
  };
  const [tu, td] = [leg(up), leg(down)];
  const distances = [...t.matchAll(/(\d+(?:\.\d+)?)\s*(km|kilometres?|kilometers?|miles?|mi)\b/gi)].map((m) => ({ value: Number(m[1]), unit: /^mi/i.test(m[2]) ? 'mi' : 'km' }));
  if (tu === null || td === null || !(tu > 0 && td > 0) || !distances.length || new Set(distances.map((d) => d.value)).size !== 1) return null;
  const d = distances[0];
  const [vu, vd] = [d.value / tu, d.value / td];
  if (!(vd > vu)) return null;
  const current = (vd - vu) / 2;
  const boat = (vd + vu) / 2;
  const rate = d.unit === 'km' ? 'km/h' : 'mph';
  const what = wind ? 'wind' : 'current';
  const mover = wind ? (/\bcycl|\bbike\b|\bbicycle\b|\brode\b|\brid(?:e|es|ing)\b/i.test(t) ? 'cyclist' : /\bran\b|\brun(?:s|ner|ning)?\b|\bjog/i.test(t) ? 'runner' : /\bdrone\b/i.test(t) ? 'drone' : 'plane') : /\bswim/i.test(t) ? 'swimmer' : 'boat';
  const steps = [
    step(`${wind ? 'Against the wind' : 'Upstream'}: ${formatNumber(d.value, 8)} ÷ ${formatNumber(tu, 8)} = ${formatNumber(vu, 8)} ${rate}, which is ${mover} speed − ${what}. ${wind ? 'With the wind' : 'Downstream'}: ${formatNumber(d.value, 8)} ÷ ${formatNumber(td, 8)} = ${formatNumber(vd, 8)} ${rate}, which is ${mover} speed + ${what}.`),
    step(`Adding: 2 × ${mover} speed = ${formatNumber(vu + vd, 8)}, so the ${mover} speed is ${formatNumber(boat, 8)} ${rate}; subtracting: 2 × ${what} = ${formatNumber(vd - vu, 8)}, so the ${what} is ${formatNumber(current, 8)} ${rate}.`),
    step(`Check: ${formatNumber(boat, 8)} − ${formatNumber(current, 8)} = ${formatNumber(vu, 8)} and ${formatNumber(boat, 8)} + ${formatNumber(current, 8)} = ${formatNumber(vd, 8)} ✓.`),
  ];
  if (asksCurrent && asksBoat) {
    // Both asked: by the letters the question gives them ("Find p, the plane's speed …, and w, the wind speed").
    // A letter defined with "=" wins over one that only stands next to a word ("still water, c = …").
    const letters = [
      // "Let b be the boat's speed in still water and c the speed of the current", "b be our speed in still water"
      ...[...t.matchAll(/(?:^|[\s(,])([a-z])\s*(?:,|=|:|\s+be|\s+is)?\s+(?:the|its|our|my|your|his|her|their|for\s+the)\s+((?:[a-z']+\s+){0,4}?)(?:speed|rate)\b(?:\s+of\s+(?:the\s+)?([a-z]+))?/gi)].map((m) => ({ letter: m[1], isCurrent: /\b(?:wind|current|stream|river|tide)/i.test(`${m[2]} ${m[3] ?? ''}`), at: m.index ?? 0 })),
      // "the speed of the boat in still water (b) and the speed of the current (c)"
      ...[...t.matchAll(/\b(?:speed|rate)\s+of\s+(?:the\s+)?((?:[a-z']+\s+){0,4}?)\(\s*([a-z])\s*\)/gi)].map((m) => ({ letter: m[2], isCurrent: /\b(?:wind|current|stream|river|tide)\b/i.test(m[1]), at: m.index ?? 0 })),
      // "b = my speed with no wind, w = wind speed"
      ...[...t.matchAll(/(?<![a-z])([b-hj-z])\s*=\s*(?:the\s+|my\s+|your\s+|its\s+|his\s+|her\s+)?(?:own\s+)?(wind\s+speed|current\s+speed|speed\s+of\s+the\s+(?:wind|current|stream|river)|speed)\b/gi)].map((m) => ({ letter: m[1], isCurrent: /wind|current|stream|river/i.test(m[2]), at: m.index ?? 0 })),
      // "the boat's speed in still water b and the current c"
      ...[...t.matchAll(/\b(still\s+(?:water|air)|current|stream|wind|tide)\s*(?:\s|,\s*)\(?([b-hj-z])\)?(?=[\s,.;?(]|$)/gi)].map((m) => ({ letter: m[2], isCurrent: !/^still/i.test(m[1]), at: m.index ?? 0 })),
      // "… and the wind speed w"
      ...[...t.matchAll(/\b(wind|current|stream|tide)\s+speed\s*(?:\s|,\s*)\(?([b-hj-z])\)?(?=[\s,.;?(]|$)/gi)].map((m) => ({ letter: m[2], isCurrent: true, at: m.index ?? 0 })),
    ];
    const named = (isCurrent: boolean) => letters.find((l) => l.isCurrent === isCurrent)?.letter;
    const [lb, lc] = [named(false), named(true)];
    const answer = lb && lc && lb !== lc ? `${lb} = ${formatNumber(boat, 8)} ${rate}, ${lc} = ${formatNumber(current, 8)} ${rate}` : `${mover} speed = ${formatNumber(boat, 8)} ${rate}, ${what} speed = ${formatNumber(current, 8)} ${rate}`;
    return succeed(TOOL, answer, steps, { data: { [lb ?? mover]: boat, [lc ?? what]: current } });
  }
  return asksCurrent ? done(`${formatNumber(current, 8)} ${rate}`, steps, current) : done(`${formatNumber(boat, 8)} ${rate}`, steps, boat);
}

const TIMES_WORDS: Record<string, number> = { twice: 2, double: 2, 'two times': 2, 'three times': 3, triple: 3, 'four times': 4, 'five times': 5, half: 0.5 };

/**
 * A rectangle whose length is tied to its width ("4 cm more than its width", "twice its width") with
 * its area or perimeter given: width w, length k·w + c; the perimeter gives a linear equation, the
 * area a quadratic whose positive root is the width. Asked: width, length, area, perimeter.
 */
function rectangleFromRelation(t: string): ToolResult | null {
  if (!/\brectangle|\brectangular\b/i.test(t)) return null;
  const UNIT = String.raw`\s*(mm|cm|m|km|in|inches|ft|feet|yd|metres?|meters?)?`;
  let k = 1;
  let c = 0;
  const more =
    new RegExp(String.raw`\blength\s+(?:of\s+(?:a|the|this)\s+rectangle\s+)?(?:is\s+)?(\d+(?:\.\d+)?)${UNIT}\s+(more|longer|greater|bigger|less|shorter|smaller)\s+than\s+(?:its|the|twice\s+(?:its|the))?\s*(?:width|breadth)`, 'i').exec(t) ??
    // "the patch is 3 m longer than it is wide"
    new RegExp(String.raw`\b(?:is|are)\s+(\d+(?:\.\d+)?)${UNIT}\s+(longer|shorter)\s+than\s+(?:it\s+is\s+wide|its\s+width|the\s+width|wide)\b`, 'i').exec(t);
  const times = /\blength\s+(?:of\s+(?:a|the|this)\s+rectangle\s+)?(?:is\s+)?(twice|double|two times|three times|triple|four times|five times|half)\s+(?:its|the)\s+(?:width|breadth)|\b(twice|(?:\d+(?:\.\d+)?|two|three|four|five)\s+times)\s+as\s+long\s+as\s+(?:it\s+is\s+)?(?:wide|its\s+width)/i.exec(t);
  if (more) {
    c = Number(more[1]) * (/^(?:less|shorter|smaller)$/i.test(more[3]) ? -1 : 1);
    if (/twice/i.test(more[0])) k = 2;
  } else if (times) k = TIMES_WORDS[(times[1] ?? times[2]).toLowerCase()] ?? Number(/^\d+(?:\.\d+)?/.exec(times[2] ?? '')?.[0]);
  else return null;
  const unit = (more?.[2] ?? /(\d)\s*(mm|cm|m|km|ft|in)\b/.exec(t)?.[2] ?? '').replace(/^(?:metres?|meters?)$/i, 'm');
  const area = new RegExp(String.raw`\barea\s+(?:(?:is|of|=)\s*)?(\d+(?:\.\d+)?)`, 'i').exec(t);
  const perimeter =
    new RegExp(String.raw`\bperimeter\s+(?:(?:is|of|=)\s*)?(\d+(?:\.\d+)?)`, 'i').exec(t) ??
    // "it takes 26 m of edging to go all the way round it"
    new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*(?:mm|cm|m|km|ft|feet|yd|metres?|meters?)?\s+of\s+(?:edging|fencing|fence|border|trim|rope|wire|ribbon|tape)\b(?=[^.?]*\b(?:a?round|surround)\b)`, 'i').exec(t);
  if (!!area === !!perimeter) return null;
  let w: number;
  const steps: ToolStep[] = [step(`Let the width be w; the length is ${k === 1 ? '' : `${formatNumber(k)}w`}${k === 1 ? 'w' : ''}${c ? ` ${c > 0 ? '+' : '−'} ${formatNumber(Math.abs(c))}` : ''}.`)];
  if (perimeter) {
    const P = Number(perimeter[1]);
    w = (P / 2 - c) / (k + 1);
    steps.push(step(`Perimeter: 2(w + ${k === 1 ? '' : formatNumber(k)}w${c ? ` ${c > 0 ? '+' : '−'} ${formatNumber(Math.abs(c))}` : ''}) = ${formatNumber(P)}, so ${formatNumber(k + 1)}w = ${formatNumber(P / 2 - c)} and w = ${formatNumber(w, 8)}.`));
  } else {
    const A = Number(area![1]);
    // k·w² + c·w − A = 0, the positive root.
    const disc = c * c + 4 * k * A;
    w = (-c + Math.sqrt(disc)) / (2 * k);
    steps.push(step(`Area: w(${k === 1 ? '' : formatNumber(k)}w${c ? ` ${c > 0 ? '+' : '−'} ${formatNumber(Math.abs(c))}` : ''}) = ${formatNumber(A)}, so ${k === 1 ? '' : formatNumber(k)}w² ${c >= 0 ? '+' : '−'} ${formatNumber(Math.abs(c))}w − ${formatNumber(A)} = 0; a width is positive, so w = ${formatNumber(w, 8)}.`));
  }
  const l = k * w + c;
  if (!(w > 0 && l > 0)) return null;
  steps.push(step(`So the width is ${formatNumber(w, 8)}${unit ? ` ${unit}` : ''} and the length ${formatNumber(l, 8)}${unit ? ` ${unit}` : ''}. Check: ${area ? `${formatNumber(w, 8)} × ${formatNumber(l, 8)} = ${formatNumber(w * l, 8)}` : `2 × (${formatNumber(w, 8)} + ${formatNumber(l, 8)}) = ${formatNumber(2 * (w + l), 8)}`} ✓.`));
  const ask =
    /\b(?:find|what\s+is|what\s+are|work\s+out|calculate|determine)\s+(?:the\s+|its\s+)?(width|breadth|length|area|perimeter|dimensions)\b/i.exec(t)?.[1]?.toLowerCase() ??
    (/\bhow\s+wide\b/i.test(t) ? 'width' : /\bhow\s+long\s+is\s+(?:it|the\s+[a-z]+)\b/i.test(t) ? 'length' : undefined);
  const u = unit ? ` ${unit}` : '';
  if (ask === 'width' || ask === 'breadth') return done(`${formatNumber(w, 8)}${u}`, steps, w);
  if (ask === 'length') return done(`${formatNumber(l, 8)}${u}`, steps, l);
  if (ask === 'area' && !area) return done(`${formatNumber(w * l, 8)}${unit ? ` ${unit}²` : ''}`, steps, w * l);
  if (ask === 'perimeter' && !perimeter) return done(`${formatNumber(2 * (w + l), 8)}${u}`, steps, 2 * (w + l));
  if (ask === 'dimensions') return succeed(TOOL, `width = ${formatNumber(w, 8)}${u}, length = ${formatNumber(l, 8)}${u}`, steps, { data: { width: w, length: l } });
  return null;
}

const PERIOD = String.raw`(seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?)`;

/** The calendar periods, counted in months: no school question means a year of 365.25 days. */
const MONTHS_IN: Record<string, number> = { month: 1, year: 12, decade: 120 };

/** How many `unit`s one `of` is ("2 hours" in minutes: 60 per hour); NaN between a day and a month. */
function periodsPer(of: string, unit: string): number {
  const [a, b] = [of, unit].map((u) => u.toLowerCase().replace(/s$/, ''));
  if (a === b) return 1;
  if (a in MONTHS_IN || b in MONTHS_IN) return a in MONTHS_IN && b in MONTHS_IN ? MONTHS_IN[a] / MONTHS_IN[b] : NaN;
  return makeUnit(1, a).toNumber(b);
}

/**
 * Exponential growth and decay (issue 14): "starts with 500 and grows by 12% every hour: how many
 * after 6 hours", "doubles every 3 hours: how long until 12,000", "a half-life of 8 days: what
 * fraction is left after 20 days", "loses 8% a year: when is half left", "5% compound interest: after
 * how many complete years has it doubled". The amount is N₀·bᵗᐟᴾ for a factor b per period P.
 */
function exponentialModel(t: string): ToolResult | null {
  let b: number;
  let period: number;
  let unit: string;
  let said: string;
  const pct = new RegExp(String.raw`\b(grows?|increases?|rises?|goes\s+up|decreases?|decays?|falls?|drops?|loses?|goes\s+down|depreciates?|shrinks?)\s+(?:in\s+value\s+)?(?:by\s+)?(\d+(?:\.\d+)?)\s*%\s*(?:of\s+its\s+\w+\s+)?(?:every|each|per|a|an)\s+(\d+(?:\.\d+)?\s+)?${PERIOD}`, 'i').exec(t)
    ?? new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*%\s*(?:annual\s+|yearly\s+)?compound\s+interest\s+(?:per\s+(year|annum)|a\s+(year)|each\s+(year)|annually)?`, 'i').exec(t)
    // "pays 4% interest compounded once a year", "4% a year, compounded annually"
    ?? new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*%\s*(?:annual\s+|yearly\s+)?(?:interest\s+)?(?:(?:a|per|each)\s+year,?\s+)?compounded\s+(?:once\s+a\s+year|annually|yearly|every\s+year|each\s+year)`, 'i').exec(t);
  // "triples every day", "doubles every 3 hours", "the number of views tripled every day"
  const doubling = new RegExp(String.raw`\b(doubles?|doubled|triples?|tripled|halves|halve|halved)\s+(?:in\s+(?:size|number|value)\s+)?every\s+(\d+(?:\.\d+)?\s*)?${PERIOD}`, 'i').exec(t);
  const halfLife = new RegExp(String.raw`\bhalf[- ]life\s+(?:of\s+(?:an?\s+|the\s+)?(?:[a-z-]+\s+){0,2}(?:is\s+)?|is\s+|=\s*)?(\d+(?:\.\d+)?)\s*${PERIOD}`, 'i').exec(t);
  if (doubling) {
    b = /^doubl/i.test(doubling[1]) ? 2 : /^tripl/i.test(doubling[1]) ? 3 : 0.5;
    period = doubling[2] ? Number(doubling[2]) : 1;
    unit = doubling[3];
    said = `It ${doubling[1].toLowerCase()} every ${doubling[2] ? `${doubling[2].trim()} ` : ''}${unit}: a factor of ${b} per ${doubling[2] ? `${doubling[2].trim()} ` : ''}${unit}`;
  } else if (halfLife) {
    b = 0.5;
    period = Number(halfLife[1]);
    unit = halfLife[2];
    said = `A half-life of ${halfLife[1]} ${unit}: a factor of 1/2 every ${halfLife[1]} ${unit}`;
  } else if (pct && /compound/i.test(pct[0])) {
    b = 1 + Number(pct[1]) / 100;
    period = 1;
    unit = 'years';
    said = `${pct[1]}% compound interest a year: a factor of ${formatNumber(b, 8)} each year`;
  } else if (pct) {
    const down = /^(?:decrease|decay|fall|drop|lose|goes\s+down|depreciate|shrink)/i.test(pct[1]);
    b = 1 + (down ? -1 : 1) * (Number(pct[2]) / 100);
    period = pct[3] ? Number(pct[3]) : 1;
    unit = pct[4];
    said = `${down ? 'Losing' : 'Gaining'} ${pct[2]}% each ${pct[3] ?? ''}${unit.replace(/s$/, '')}: a factor of ${formatNumber(b, 8)} per ${pct[3] ? `${pct[3]} ` : ''}${unit.replace(/s$/, '')}`;
  } else return null;
  if (!(b > 0) || b === 1 || !(period > 0)) return null;
  const unitWord = unit.toLowerCase().replace(/s$/, '');
  const start =
    /\b(?:starts?\s+(?:with|at|off\s+with)|starting\s+(?:from|at|with)|had|puts?|invests?|deposits?|initial(?:ly)?\s+(?:has\s+|contains\s+|is\s+|of\s+)?|begins?\s+with|originally|there\s+are\s+(?:initially\s+)?|(?:is\s+)?worth\s+|valued\s+at\s+|bought\s+for\s+|(?:population|colony|culture|sample|town|city|herd|flock)\s+of|(?:population|number|value|price)\s+(?:of\s+(?:an?\s+|the\s+)?\w+\s+)?(?:is|was)(?:\s+now)?|(?:has\s+)?a\s+mass\s+of)\s*(?:an?\s+)?[$£€]?\s*(\d+(?:\.\d+)?)/i.exec(t)?.[1] ??
    /\b(\d+(?:\.\d+)?)\s*(?:g|kg|mg|grams?)\s+of\s+(?:it|the\s+\w+)\s+(?:decays?|falls?|drops?|grows?)\s+to\b/i.exec(t)?.[1] ??
    /[$£€]\s*(\d+(?:\.\d+)?)/.exec(t)?.[1];
  const N0 = start === undefined ? undefined : Number(start);
  const rate = Math.log(b) / period;
  const steps: ToolStep[] = [step(`${said}. After t ${unitWord}s the amount is N₀ × ${formatNumber(b, 8)}^(t/${formatNumber(period)}).`)];
  const whole = /\b(?:complete|whole|full)\s+(?:years?|months?|days?|hours?|weeks?)\b|\bfirst\b/i.test(t);
  // How long until a factor (half, double, triple) or a target amount.
  if (/\bhow\s+(?:long|old|many\s+(?:more\s+)?(?:seconds|minutes|hours|days|weeks|months|years|decades))\b|\bafter\s+how\s+(?:long|many)|\bwhen\s+will|\bfind\s+(?:the\s+)?time\b|\buntil\b|\bthe\s+age\s+of\b/i.test(t)) {
    let factor: number | undefined;
    let target = '';
    // "30% of its original C-14 left": the share remaining, with no amount at the start needed.
    const share = /(\d+(?:\.\d+)?)\s*%\s*(?:of\s+(?:its|the)\s+(?:original\s+|initial\s+)?(?:[\w-]+\s+){0,2}?)?(?:is\s+|are\s+)?(?:left|remains?|remaining)\b/i.exec(t);
    if (share && halfLife) [factor, target] = [Number(share[1]) / 100, `${share[1]}% remains`];
    else if (/\b(?:half|halved)\b/i.test(halfLife ? t.slice((halfLife.index ?? 0) + halfLife[0].length) : t) && !doubling) [factor, target] = [0.5, 'half remains'];
    else if (/\b(?:double|doubled)\b/i.test(t) && !doubling) [factor, target] = [2, 'it has doubled'];
    else if (/\b(?:triple|tripled)\b/i.test(t) && !doubling) [factor, target] = [3, 'it has tripled'];
    else if (N0 !== undefined) {
      const goal = new RegExp(String.raw`\b(?:until|till|reach(?:es)?|before|when|(?:decays?|falls?|drops?|grows?|rises?)\s+to|(?:be\s+)?(?:more|greater|less|fewer)\s+than|exceeds?|above|below|at\s+least)\b[^.?\d]*?[$£€]?\s*(\d+(?:\.\d+)?)(?![\d.]*\s*(?:g|kg|mg|grams?)\s+of\s+it)`, 'i').exec(t) ?? new RegExp(String.raw`\bthere\s+(?:are|will\s+be|is)\s+[$£€]?\s*(\d+(?:\.\d+)?)`, 'i').exec(t) ?? /\b(?:only\s+)?(\d+(?:\.\d+)?)\s*(?:g|kg|mg|grams?)\s+(?:of\s+(?:it|the\s+[\w-]+(?:\s+[\w-]+)?)\s+)?(?:will\s+)?(?:remains?|be\s+left|is\s+left|left)\b/i.exec(t);
      if (goal && Number(goal[1]) !== N0) [factor, target] = [Number(goal[1]) / N0, `it reaches ${goal[1]} (${goal[1]} ÷ ${formatNumber(N0)} = ${formatNumber(Number(goal[1]) / N0, 8)} times the start)`];
    }
    if (factor === undefined || !(factor > 0) || Math.sign(Math.log(factor)) !== Math.sign(rate)) return null;
    const time = Math.log(factor) / rate;
    steps.push(step(`${target === 'half remains' ? 'Half remains' : target[0].toUpperCase() + target.slice(1)} when ${formatNumber(b, 8)}^(t/${formatNumber(period)}) = ${formatNumber(factor, 8)}: take logarithms, t = ${formatNumber(period)} × ln ${formatNumber(factor, 8)} / ln ${formatNumber(b, 8)} = ${formatNumber(time, 8)} ${unitWord}s.`));
    if (whole) {
      const n = Math.ceil(time - 1e-9);
      steps.push(step(`In whole ${unitWord}s: after ${n - 1} it has not yet happened, after ${n} it has.`));
      return done(`${n} ${unitWord}s`, steps, n);
    }
    return done(`${formatNumber(time, 8)} ${unitWord}s`, steps, time);
  }
  const after = new RegExp(String.raw`\b(?:after|in|over)\s+(\d+(?:\.\d+)?)\s*${PERIOD}`, 'gi');
  const at = [...t.matchAll(after)].filter((m) => m.index !== doubling?.index && m.index !== pct?.index).pop();
  if (!at) return null;
  const time = Number(at[1]) * periodsPer(at[2], unitWord);
  if (!Number.isFinite(time)) return null;
  if (at[2].toLowerCase().replace(/s$/, '') !== unitWord) steps.push(step(`${at[1]} ${at[2]} is ${formatNumber(time, 8)} ${unitWord}s.`));
  const factor = b ** (time / period);
  // A fraction of the start only when that is what is asked; an amount with no start is not answered.
  if (/\bfraction|\bproportion|\bpercentage|\bwhat\s+percent/i.test(t) || (N0 === undefined && /\bhalf[- ]life\b/i.test(t) && /\bleft\b|\bremains?\b/i.test(t))) {
    steps.push(step(`After ${formatNumber(time)} ${unitWord}s: ${formatNumber(b, 8)}^(${formatNumber(time)}/${formatNumber(period)}) = ${formatNumber(factor, 8)} of the start.`));
    return done(/\bpercent/i.test(t) ? `${formatNumber(factor * 100, 8)}%` : `${formatNumber(factor, 8)}`, steps, /\bpercent/i.test(t) ? factor * 100 : factor);
  }
  if (N0 === undefined) return null;
  const value = N0 * factor;
  steps.push(step(`After ${formatNumber(time)} ${unitWord}s: ${formatNumber(N0)} × ${formatNumber(b, 8)}^(${formatNumber(time)}/${formatNumber(period)}) = ${formatNumber(value, 10)}.`));
  if (/\bnearest\s+whole\b|\bwhole\s+number\b|\bhow\s+many\b/i.test(t)) return done(`${Math.round(value)}`, [...steps, step(`To the nearest whole number: ${Math.round(value)}.`)], Math.round(value));
  return done(`${formatNumber(value, 10)}`, steps, value);
}

/** "up by 20% and then down by 20%: the overall percentage change": the factors multiplied, no price needed. */
function overallPercentChange(t: string): ToolResult | null {
  if (!/\b(?:overall|total|net|combined|altogether|final)\b[^.?]*?(?:percent(?:age)?|%)\s*(?:change|increase|decrease)|(?:percent(?:age)?|%)\s*change\b[^.?]*\b(?:overall|altogether|in total)\b/i.test(t)) return null;
  const changes = percentChanges(t);
  if (changes.length < 2 || changes.some((c) => c.up === null) || !/\bthen\b|\bafter\b|\bnext\b|\bfollowing\b|\bsecond\b|\bnew\b/i.test(t)) return null;
  const factors = changes.map((c) => 1 + (c.up ? 1 : -1) * (c.pct / 100));
  const overall = factors.reduce((p, f) => p * f, 1);
  const pct = Number(((overall - 1) * 100).toPrecision(12));
  const said = pct < 0 ? `a decrease of ${formatNumber(-pct, 10)}%` : pct > 0 ? `an increase of ${formatNumber(pct, 10)}%` : 'no change';
  return done(`${formatNumber(pct, 10)}% (${said})`, [
    step(`Each change multiplies what is there at the time: ${changes.map((c) => `${c.up ? '+' : '−'}${c.pct}% is × ${formatNumber(1 + (c.up ? 1 : -1) * (c.pct / 100), 6)}`).join(', then ')}.`),
    step(`Overall: ${factors.map((f) => formatNumber(f, 6)).join(' × ')} = ${formatNumber(overall, 10)}, so the result is ${formatNumber(overall * 100, 10)}% of the start: ${said}${changes.length === 2 && changes[0].pct === changes[1].pct && changes[0].up !== changes[1].up ? ' (not 0%: the second change is a percentage of a different amount)' : ''}.`),
  ], pct);
}

/**
 * "Flour and sugar in the ratio 5 : 2. If I use 350 g of flour, how much sugar?": the items named in
 * order before the ratio; one amount given, the other scaled by the ratio.
 */
function ratioFromOnePart(t: string): ToolResult | null {
  const m = /\b([a-z]+)\s+(?:and|to)\s+([a-z]+)\s+(?:are\s+)?(?:mixed\s+)?in\s+(?:the|a)\s+ratio\s+(?:of\s+)?(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\b/i.exec(t);
  if (!m) return null;
  const [a, b] = [m[1].toLowerCase(), m[2].toLowerCase()];
  const [pa, pb] = [Number(m[3]), Number(m[4])];
  const rest = t.slice(m.index + m[0].length);
  const given = new RegExp(String.raw`(\d+(?:\.\d+)?)\s*(g|kg|ml|mL|l|L|litres?|cups?|grams?)?\s+(?:of\s+)?(${a}|${b})s?\b`, 'i').exec(rest);
  if (!given || !(pa > 0 && pb > 0)) return null;
  const isA = given[3].toLowerCase().startsWith(a);
  const other = isA ? b : a;
  if (!new RegExp(String.raw`\b(?:how\s+(?:much|many)|what)\b[^?]*\b${other}`, 'i').test(rest)) return null;
  const value = (Number(given[1]) * (isA ? pb : pa)) / (isA ? pa : pb);
  const unit = given[2] ? ` ${given[2]}` : '';
  return done(`${formatNumber(value, 8)}${unit}`, [
    step(`${a} : ${b} = ${formatNumber(pa)} : ${formatNumber(pb)}, so for every ${formatNumber(isA ? pa : pb)} parts of ${given[3]} there are ${formatNumber(isA ? pb : pa)} parts of ${other}.`),
    step(`${other} = ${given[1]}${unit} × ${formatNumber(isA ? pb : pa)}/${formatNumber(isA ? pa : pb)} = ${formatNumber(value, 8)}${unit}.`),
  ], value);
}

/** The sharers named with a ratio, in its order: "between Amy and Ben in the ratio 3:5", "Amy, Ben and Cal share … in the ratio". */
function ratioNames(t: string, count: number): string[] {
  const list = String.raw`([A-Z][a-z]+(?:\s*,\s*[A-Z][a-z]+)*\s*,?\s+and\s+[A-Z][a-z]+)`;
  // Between … in the ratio: the names may be typed in lower case ("between ann, ben and cal").
  const anyCase = String.raw`([A-Za-z][a-z]+(?:\s*,\s*[A-Za-z][a-z]+)*\s*,?\s+and\s+[A-Za-z][a-z]+)`;
  const m =
    new RegExp(String.raw`\b(?:between|among(?:st)?)\s+${anyCase}\s+in\s+the\s+ratio\b`).exec(t) ??
    new RegExp(String.raw`(?:^|[.!?]\s+)${list}\s+(?:share|split|divide)\b`).exec(t);
  const of = /\bratio\s+of\s+([a-z]+)\s+to\s+([a-z]+)(?:\s+to\s+([a-z]+))?\b/i.exec(t) ?? /\bratio\s+(?:of\s+)?([a-z]+)\s*:\s*([a-z]+)(?:\s*:\s*([a-z]+))?\b/i.exec(t);
  if (!m && !of) return [];
  const names = m ? m[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean) : of!.slice(1).filter(Boolean);
  return names.length === count && new Set(names.map((n) => n.toLowerCase())).size === count ? names : [];
}

/**
 * "Share $240 in the ratio 3:5; the bigger share?", "shared between Amy and Ben in the ratio 3:5,
 * Ben gets $40 more than Amy: how much altogether?", "… Amy gets $30: how much does Ben get?": the
 * amount given is the whole, one named share, or the difference of two shares; one part follows,
 * then what is asked (the whole, a named share, the largest or the smallest).
 */
function ratioShare(t: string): ToolResult | null {
  const ratio = /\bratio\b(?:\s+(?:of\s+[a-z]+\s+to\s+[a-z]+(?:\s+to\s+[a-z]+)?|(?:of\s+)?[a-z]+\s*:\s*[a-z]+(?:\s*:\s*[a-z]+)?)(?:\s+(?:in|at|on)\s+(?:my|our|the|a|this|his|her)\s+[a-z]+)?\s+(?:is|was|are)\b)?\s+(?:of\s+)?(\d+(?:\s*:\s*\d+)+)/i.exec(t);
  // Similar shapes scale lengths, areas and volumes differently: not a share.
  if (!ratio || /\bsimilar\b|\bscale\s+factor\b/i.test(t)) return null;
  const parts = ratio[1].split(':').map((x) => Number(x.trim()));
  if (parts.some((p) => !(p > 0))) return null;
  const names = ratioNames(t, parts.length);
  const nameAt = (word: string) => names.findIndex((n) => n.toLowerCase() === word.toLowerCase());
  const NAME = names.length ? `(${names.join('|')})` : '(?!)';
  const rest = t.replace(ratio[0], ' ');
  const isMoney = money(rest) !== undefined;
  const amountRe = isMoney ? MONEY : String.raw`${N}(?:\s*(?:m|cm|km|kg|g|L|ml|litres?)(?![A-Za-z]))?`;
  const amounts = [...rest.matchAll(new RegExp(amountRe, 'gi'))];
  if (amounts.length !== 1) return null;
  const amount = amounts[0];
  const given = num(amount[1] ?? amount[2]);
  if (!(given > 0)) return null;
  const after = rest.slice((amount.index ?? 0) + amount[0].length);
  const before = rest.slice(0, amount.index ?? 0);
  const sum = parts.reduce((a, b) => a + b, 0);
  // What the amount is: a difference of two shares, one named share, or the whole.
  let onePart: number;
  let reading: string;
  // "Ben gets $40 more than Amy", "there are 12 more girls than boys"
  const more = /^\s*(?:more|less|fewer)\s+(?:(\w+)\s+)?than\s+(\w+)/i.exec(after);
  const named = new RegExp(String.raw`\b${NAME}\s+(?:gets?|got|receives?|received|has|had|is\s+given|was\s+given)\s*[^\d$£€]{0,12}$`, 'i').exec(before) ?? new RegExp(String.raw`\b${NAME}'s\s+share\s+(?:is|was)\s*$`, 'i').exec(before);
  if (more || /\bdifference\b/i.test(t)) {
    if (parts.length !== 2 && !(more && names.length)) return null;
    const subject = more?.[1] ?? /\b(\w+)\s+(?:gets?|got|receives?|received|has|had)\s*[^\d$£€]{0,12}$/i.exec(before)?.[1] ?? '';
    const [i, j] = more && names.length ? [nameAt(subject), nameAt(more[2])] : [1, 0];
    if (i < 0 || j < 0 || i === j) return null;
    const gap = Math.abs(parts[i] - parts[j]);
    if (!gap) return null;
    onePart = given / gap;
    reading = `The ${formatNumber(given, 8)} is the difference of ${formatNumber(Math.max(parts[i], parts[j]))} and ${formatNumber(Math.min(parts[i], parts[j]))} parts, ${formatNumber(gap)} parts, so one part is ${formatNumber(given, 8)} ÷ ${formatNumber(gap)}.`;
  } else if (named) {
    const i = nameAt(named[1]);
    onePart = given / parts[i];
    reading = `${names[i]}'s ${formatNumber(parts[i])} parts are ${formatNumber(given, 8)}, so one part is ${formatNumber(given, 8)} ÷ ${formatNumber(parts[i])}.`;
  } else {
    onePart = given / sum;
    reading = `The ratio has ${parts.join(' + ')} = ${sum} parts, so one part is ${formatNumber(given, 8)} ÷ ${sum}.`;
  }
  // What is asked: the question's own sentence.
  const question = t.split(/(?<=[.?!])\s+/).filter((x) => /\?|\bhow\b|\bwhat\b|\bfind\b|\bwork\s+out\b|\bcalculate\b/i.test(x)).pop() ?? t;
  // The ratio's own names ("the ratio of boys to girls") are not what is asked.
  const asked = askedShare(question.replace(ratio[0], ' '), names, parts) ?? askedShare(t.slice(t.indexOf(question) + question.length), names, parts);
  if (!asked) return null;
  const { which, what } = asked;
  const share = onePart * which;
  const symbol = isMoney ? (/[$£€]/.exec(amount[0])?.[0] ?? ({ pounds: '£', euros: '€' } as Record<string, string>)[/[a-z]+$/i.exec(amount[0])?.[0].toLowerCase() ?? ''] ?? '$') : '';
  const unit = isMoney ? '' : (/\s*(m|cm|km|kg|g|L|ml)\b/.exec(amount[0].replace(/^[\d.,\s\u00a0\u202f]+/, ' '))?.[1] ?? '');
  const shown = isMoney ? cash(share, symbol) : `${formatNumber(share, 8)}${unit ? ` ${unit}` : ''}`;
  return done(shown, [step(reading), step(`${what} ${formatNumber(which)} parts: ${formatNumber(onePart, 8)} × ${formatNumber(which)} = ${shown}.`)], share);
}

/** Which share a sentence asks for: the whole, a named one, the largest or the smallest (in parts). */
function askedShare(ask: string, names: string[], parts: number[]): { which: number; what: string } | null {
  const askedName = names.length ? new RegExp(String.raw`\b(${names.join('|')})\b`, 'i').exec(ask) : null;
  if (/\b(?:altogether|in\s+total|total|whole|sum|original(?:ly)?)\b|\bhow\s+much\s+(?:money\s+)?(?:was|is|were|did\s+they)\s+(?:\w+\s+)?(?:shared|divided|split|shar(?:e|ed))\b/i.test(ask)) {
    return { which: parts.reduce((a, b) => a + b, 0), what: 'The whole is' };
  }
  if (askedName) {
    const i = names.findIndex((n) => n.toLowerCase() === askedName[1].toLowerCase());
    return { which: parts[i], what: `${names[i]}'s share is` };
  }
  if (/\b(?:bigger|biggest|larger|largest|longest|greatest|more)\b/i.test(ask)) return { which: Math.max(...parts), what: 'The largest share is' };
  if (/\b(?:smaller|smallest|shorter|shortest|less|least)\b/i.test(ask)) return { which: Math.min(...parts), what: 'The smallest share is' };
  return null;
}

/** Work rates: "A fills a pool in 3 h, B in 6 h, together?", a drain that empties, a job in days. */
function workRate(t: string): ToolResult | null {
  if (!/\btogether\b|\bboth\s+(?:\w+\s+)?(?:are\s+)?(?:open|on|working|running|turned on)\b|\bat the same time\b|\bwith both\b|\bworking\s+with\b|\bwith\s+(?:the\s+)?help\s+of\b|\bhelped\s+by\b/i.test(t)) return null;
  const times = [...t.matchAll(/\b(?:in|takes?(?:\s+(?:them|him|her|it|us|you))?)\s+(\d+(?:\.\d+)?)\s*(h|hours?|days?|min(?:utes?)?)\b/gi)];
  if (times.length !== 2) return null;
  // "Sam takes 5 hours; together with Alex it takes them 3 hours; how long would Alex take alone?"
  // Only when one alone is what is asked: "Amy does it by herself in 6 hours … together?" asks the joint time.
  if (/\bhow\s+(?:long|many\s+\w+)\b[^.?]*\b(?:on\s+(?:his|her|their|its)\s+own|alone|by\s+(?:him|her|them|it)sel(?:f|ves))\b/i.test(t)) {
    const jointAt = times.findIndex((m) => /\b(?:together|both|with\b[^.]*\b(?:it|the\s+job|the\s+work|they)\s+(?:only\s+)?takes?|helped\s+by)\b[^.]*$/i.test(t.slice(Math.max(0, (m.index ?? 0) - 60), (m.index ?? 0) + m[0].length)));
    if (jointAt < 0) return null;
    const joint = Number(times[jointAt][1]);
    const one = Number(times[1 - jointAt][1]);
    const rest = 1 / joint - 1 / one;
    if (rest <= 0) throw new ToolInputError('Together they would be no faster than one alone, so these times do not fit together.');
    const unit = times[0][2].toLowerCase().startsWith('h') ? 'h' : times[0][2].toLowerCase().startsWith('d') ? 'days' : 'min';
    const alone = 1 / rest;
    const per = unit === 'h' ? 'hour' : unit === 'days' ? 'day' : 'minute';
    return done(`${formatNumber(alone, 8)} ${unit}`, [
      step(`Together they do 1/${joint} of the job per ${per}; the one whose time is known does 1/${one}.`),
      step(`The other does 1/${joint} − 1/${one} = ${formatNumber(rest, 8)} of the job per ${per}, so alone takes 1 ÷ ${formatNumber(rest, 8)} = ${formatNumber(alone, 8)} ${unit}.`),
      step(`Check: 1/${one} + 1/${formatNumber(alone, 8)} = 1/${joint} ✓.`),
    ], alone);
  }
  // "A works alone for 2 days, then B joins and they finish together": the part done alone first.
  const solo = /\b([A-Z][a-z]*|[A-Z])\s+(?:works?|worked|starts?|started|paints?|painted|digs?|dug)\s+(?:on\s+(?:his|her|their|its)\s+own\s+|alone\s+|by\s+(?:him|her|it)self\s+)?(?:alone\s+)?for\s+(\d+(?:\.\d+)?)\s*(h|hours?|days?|min(?:utes?)?)\b/.exec(t);
  // "3D printer": a name, not a number.
  const allNumbers = t.match(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]*[A-Za-z])/g) ?? [];
  if (solo) {
    if (allNumbers.length !== 3 || !/\bjoins?\b|\bthen\b|\bhelps?\b/i.test(t.slice(solo.index + solo[0].length))) return null;
    const name = solo[1];
    const owner = times.findIndex((m) => new RegExp(String.raw`\b${name}\b`).test(t.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0)) && !new RegExp(String.raw`\b${name}\b`).test(t.slice(m.index ?? 0, (m.index ?? 0) + m[0].length)));
    const others = times.filter((_, k) => k !== owner);
    if (owner < 0 || others.length !== 1 || !/\bhow\s+(?:many\s+more|much\s+longer|long\s+(?:more|does\s+it\s+take\s+them|until|will\s+it\s+take\s+them))\b|\bhow\s+many\s+(?:more\s+)?(?:days|hours|minutes)\b/i.test(t)) return null;
    const [ta, tb, d] = [Number(times[owner][1]), Number(others[0][1]), Number(solo[2])];
    const left = 1 - d / ta;
    if (!(left > 0)) throw new ToolInputError(`${name} finishes the whole job alone in ${ta}, so there is nothing left to do together.`);
    const more = left / (1 / ta + 1 / tb);
    const unit = times[0][2].toLowerCase().startsWith('h') ? 'h' : times[0][2].toLowerCase().startsWith('d') ? 'days' : 'min';
    const total = /\bhow\s+long\b[^.?]*\b(?:in\s+(?:all|total)|altogether|whole\s+job)\b|\btotal\s+time\b/i.test(t);
    const value = total ? d + more : more;
    return done(`${formatNumber(value, 8)} ${unit}`, [
      step(`Alone, ${name} does 1/${ta} of the job per ${unit === 'h' ? 'hour' : unit === 'days' ? 'day' : 'minute'}: in ${d} that is ${formatNumber(d / ta, 8)} of it, leaving ${formatNumber(left, 8)}.`),
      step(`Together they do 1/${ta} + 1/${tb} = ${formatNumber(1 / ta + 1 / tb, 8)} of the job per ${unit === 'h' ? 'hour' : unit === 'days' ? 'day' : 'minute'}, so the rest takes ${formatNumber(left, 8)} ÷ ${formatNumber(1 / ta + 1 / tb, 8)} = ${formatNumber(more, 8)} ${unit}${total ? `, ${formatNumber(d + more, 8)} ${unit} in all` : ''}.`),
      step(`Check: ${d}/${ta} + ${formatNumber(more, 8)} × (1/${ta} + 1/${tb}) = 1 ✓.`),
    ], value);
  }
  // Every number is one of the two times.
  if (allNumbers.length !== 2) return null;
  // A drain empties ("a drain can empty it in 6 h", "the outlet drains the tank"); "an empty pool" is only how it starts.
  const EMPTIES = /\bempt(?:y|ies|ied)\s+(?:it|them|the|a|an|this|that|its|all)\b|\bdrain(?:s|ed)?\s+(?:it|the|a|an|this|that|its|all)\b|\b(?:a|the|an?\s+\w+)\s+drain\b|\bdrain\s+(?:can|could|will|would|takes?)\b/i;
  const owners = times.map((m, i) => t.slice(i === 0 ? 0 : (times[i - 1].index ?? 0) + times[i - 1][0].length, (m.index ?? 0) + m[0].length));
  const drainAt = owners.findIndex((clause) => EMPTIES.test(clause));
  const empties = drainAt >= 0;
  if (empties && owners.every((clause) => EMPTIES.test(clause))) return null;
  const [a, b] = (drainAt === 0 ? [times[1], times[0]] : times).map((m) => Number(m[1]));
  const rate = empties ? 1 / a - 1 / b : 1 / a + 1 / b;
  if (rate <= 0) throw new ToolInputError('The drain empties at least as fast as the pipe fills, so the tank never fills.');
  const unit = times[0][2].toLowerCase().startsWith('h') ? 'h' : times[0][2].toLowerCase().startsWith('d') ? 'days' : 'min';
  const total = 1 / rate;
  return done(`${formatNumber(total, 8)} ${unit}`, [
    step(`In one ${unit === 'h' ? 'hour' : unit === 'days' ? 'day' : 'minute'} the first does 1/${a} of the job and the second ${empties ? 'undoes' : 'does'} 1/${b}.`),
    step(`Together: 1/${a} ${empties ? '−' : '+'} 1/${b} = ${formatNumber(rate, 8)} of the job per ${unit === 'h' ? 'hour' : unit === 'days' ? 'day' : 'minute'}, so the whole job takes 1 ÷ ${formatNumber(rate, 8)} = ${formatNumber(total, 8)} ${unit}.`),
  ], total);
}

/** "3 workers build a wall in 8 days: how long would 4 workers take" — more workers, less time. */
function inverseProportion(t: string): ToolResult | null {
  const m = /\b(\d+)\s+(workers|people|men|women|builders|painters|machines|pumps|taps)\b[^.?]*?\b(?:in|takes?|took|need|needs)\s+(\d+(?:\.\d+)?)\s*(days?|hours?|h|minutes?)\b[^?]*?\b(\d+)\s+\2\b/i.exec(t);
  if (!m || !/\bhow long\b|\bhow many (?:days|hours|minutes)\b/i.test(t)) return null;
  const [w1, d1, w2] = [Number(m[1]), Number(m[3]), Number(m[5])];
  const d2 = (w1 * d1) / w2;
  return done(`${formatNumber(d2, 8)} ${m[4]}`, [step(`The work is ${w1} × ${d1} = ${w1 * d1} ${m[2]}-${m[4].replace(/s$/, '')}s; at the same rate ${w2} ${m[2]} share it.`), step(`${w1 * d1} ÷ ${w2} = ${formatNumber(d2, 8)} ${m[4]}.`)], d2);
}

/** "8 machines make 240 parts in 6 hours: how many parts do 5 machines make in 9 hours?" */
function machines(t: string): ToolResult | null {
  // "2 baristas make 150 drinks in 2.5 hours … how many drinks can 5 baristas make in 4 hours": output per worker-hour.
  const TIME = String.raw`(hours?|hrs?|days?|minutes?|mins?|weeks?)`;
  const m = new RegExp(String.raw`\b(\d+)\s+([a-z]{3,}s|people|men|women|children)\s+(?:can\s+|could\s+)?[a-z]+\s+(\d+(?:\.\d+)?)\s+(\w+)\s+in\s+(\d+(?:\.\d+)?)\s*${TIME}\b.*?\b(\d+)\s+\2\b.*?\bin\s+(\d+(?:\.\d+)?)\s*${TIME}`, 'i').exec(t);
  if (!m) return null;
  const [k1, out1, h1, k2] = [Number(m[1]), Number(m[3]), Number(m[5]), Number(m[7])];
  const h2 = convertValue(Number(m[8]), m[9], m[6]);
  const each = out1 / (k1 * h1);
  const out2 = each * k2 * h2;
  const per = m[6].toLowerCase().replace(/s$/, '');
  const agent = m[2].toLowerCase() === 'people' ? 'person' : m[2].replace(/men$/i, 'man').replace(/children$/i, 'child').replace(/s$/, '');
  return done(`${formatNumber(out2, 8)} ${m[4]}`, [
    step(`One ${agent} makes ${out1} ÷ (${k1} × ${h1}) = ${formatNumber(each, 8)} ${m[4]} per ${per}.`),
    ...(m[9].toLowerCase().replace(/s$/, '') !== per ? [step(`${m[8]} ${m[9]} = ${formatNumber(h2, 8)} ${per}s.`)] : []),
    step(`${k2} ${m[2]} for ${formatNumber(h2, 8)} ${per}s: ${k2} × ${formatNumber(h2, 8)} × ${formatNumber(each, 8)} = ${formatNumber(out2, 8)} ${m[4]}.`),
  ], out2);
}

/** Direct proportion: "4 pencils cost $1.20, how much do 10 cost", "a recipe for 6 uses 450 g: for 10?", "6.5 L per 100 km: for 340 km". */
/**
 * A supply that lasts in proportion to its size: "a 2.4 kg bag of dog food lasts 16 days; how many
 * days would a 15 kg bag last at the same rate?". Days per kilogram, times the new amount.
 */
function lastsLonger(t: string): ToolResult | null {
  const AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*(kg|g|L|l|litres?|liters?|ml|mL)\b`;
  const given = new RegExp(String.raw`${AMOUNT}[^.?]*?\blasts?\s+(?:[a-z]+\s+){0,3}?(\d+(?:\.\d+)?)\s*(days?|weeks?|months?|hours?)\b`, 'i').exec(t);
  if (!given) return null;
  const rest = t.slice(given.index + given[0].length);
  const ask = new RegExp(String.raw`\bhow\s+(?:many\s+(days|weeks|months|hours)|long)\b[^.?]*?${AMOUNT}`, 'i').exec(rest);
  if (!ask) return null;
  const unit = (ask[1] ?? given[4]).toLowerCase().replace(/s?$/, 's');
  const [m1, d1, m2] = [Number(given[1]), convertValue(Number(given[3]), given[4], unit), convertValue(Number(ask[2]), ask[3], given[2])];
  if (!(m1 > 0 && m2 > 0 && d1 > 0)) return null;
  const value = (d1 / m1) * m2;
  return done(`${formatNumber(value, 8)} ${unit}`, [
    step(`${given[1]} ${given[2]} lasts ${formatNumber(d1, 8)} ${unit}: ${formatNumber(d1 / m1, 8)} ${unit} per ${given[2]}.`),
    step(`${formatNumber(m2, 8)} ${given[2]} lasts ${formatNumber(m2, 8)} × ${formatNumber(d1 / m1, 8)} = ${formatNumber(value, 8)} ${unit}.`),
  ], value);
}

function directProportion(t: string): ToolResult | null {
  const per = /\b(\d+(?:\.\d+)?)\s*(L|litres?|liters?|g|kg|ml|mL)\s+(?:of \w+\s+)?per\s+(\d+(?:\.\d+)?)\s*(km|miles?|m|people|servings?)\b.*?\b(\d+(?:\.\d+)?)\s*\4\b/i.exec(t);
  if (per) {
    const value = (Number(per[1]) / Number(per[3])) * Number(per[5]);
    // "… and fuel costs 1.80 per litre: how much does the fuel cost?": the amount is only a step.
    const price = /\b(?:costs?|priced\s+at|is)\s+[$£€]?\s*(\d+(?:\.\d+)?)\s*(?:[$£€]|dollars?|pounds?|euros?)?\s*(?:per|a|an|each)\s+(?:L|litres?|liters?|kg|g|ml|mL)\b/i.exec(t);
    if (/\bhow\s+much\b[^.?]*\bcost\b|\bwhat\b[^.?]*\bcost\b|\bthe\s+cost\b/i.test(t)) {
      if (!price) return null;
      const cost = value * Number(price[1]);
      const currency = /£/.test(t) ? '£' : /€/.test(t) ? '€' : /\$/.test(t) ? '$' : '';
      return done(`${currency}${cost.toFixed(2)}`, [
        step(`${per[1]} ${per[2]} for ${per[3]} ${per[4]}: for ${per[5]} ${per[4]} that is ${per[1]} × ${per[5]}/${per[3]} = ${formatNumber(value, 8)} ${per[2]}.`),
        step(`At ${price[1]} a ${per[2].replace(/s$/, '')}: ${formatNumber(value, 8)} × ${price[1]} = ${formatNumber(cost, 8)}.`),
      ], cost);
    }
    return done(`${formatNumber(value, 8)} ${per[2]}`, [step(`${per[1]} ${per[2]} for ${per[3]} ${per[4]} is ${formatNumber(Number(per[1]) / Number(per[3]), 8)} ${per[2]} per ${per[4].replace(/s$/, '')}.`), step(`For ${per[5]} ${per[4]}: ${formatNumber(value, 8)} ${per[2]}.`)], value);
  }
  // "6 pens cost $4.50: how much do 10 cost?", "5 kg of apples cost $13.75. How much would 8 kg cost?"
  const cost = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*([a-z]+?)?s?\s+(?:of\s+[a-z]+\s+)?costs?\s+([$£€])?${N}.*?\b(?:how much (?:do|does|would|will|for)|what (?:do|does|would|will))\s+(\d+(?:\.\d+)?)\s*([a-z]+)?`, 'i').exec(t);
  if (cost && (!cost[2] || !cost[6] || cost[2].toLowerCase().replace(/s$/, '') === cost[6].toLowerCase().replace(/s$/, '') || /^cost/i.test(cost[6]))) {
    const [n1, price, n2] = [Number(cost[1]), num(cost[4]), Number(cost[5])];
    if (!(n1 > 0)) return null;
    const symbol = cost[3] ?? '$';
    const each = price / n1;
    const value = each * n2;
    const unit = cost[2] && /^(?:kg|g|lb|lbs|pounds?|l|litres?|liters?|ml|m|metres?|meters?|cm|oz|ounces?)$/i.test(cost[2]) ? ` ${cost[2]}` : '';
    const one = unit ? `1${unit}` : 'One';
    return done(cash(value, symbol), [
      step(`${one} costs ${cash(price, symbol)} ÷ ${formatNumber(n1)} = ${formatNumber(each, 8)}.`),
      step(`${formatNumber(n2)}${unit} cost ${formatNumber(n2)} × ${formatNumber(each, 8)} = ${cash(value, symbol)}.`),
    ], value);
  }
  const recipe = /\bfor\s+(\d+)\s+(people|servings|persons|guests)\b.*?\b(\d+(?:\.\d+)?)\s*(g|kg|ml|mL|L|cups?|eggs?)\b.*?\bfor\s+(\d+)\s+(?:people|servings|persons|guests)?/i.exec(t);
  if (recipe) {
    const value = (Number(recipe[3]) / Number(recipe[1])) * Number(recipe[5]);
    return done(`${formatNumber(value, 8)} ${recipe[4]}`, [step(`For one: ${recipe[3]} ÷ ${recipe[1]} = ${formatNumber(Number(recipe[3]) / Number(recipe[1]), 8)} ${recipe[4]}.`), step(`For ${recipe[5]}: × ${recipe[5]} = ${formatNumber(value, 8)} ${recipe[4]}.`)], value);
  }
  return null;
}

/**
 * An amount that goes with a count, scaled: "a recipe needs 3 cups of flour for 12 cookies. how many
 * cups for 30 cookies?", "3 eggs make 12 cookies: how many eggs for 40 cookies?". The same two words
 * must come back in the ask, and the story has no other number.
 */
function scaledAmount(t: string): ToolResult | null {
  // "3 cups of flour for 12 cookies", "250 g flour for 10 cookies" (what is measured may follow the unit).
  const m0 = /\b(\d+(?:\.\d+)?)\s*([a-z]+)(?:\s+(?:of\s+)?([a-z]+))?\s+(?:for|to\s+make|makes?|make|per|serves?|feeds?|to\s+feed|to\s+serve)\s+(?:every\s+)?(\d+(?:\.\d+)?)\s*([a-z]+)\b/i.exec(t);
  const given = m0 ? Object.assign([m0[0], m0[1], m0[2], m0[4], m0[5]], { index: m0.index }) : null;
  const what = m0?.[3];
  if (!given) return null;
  const ask = /\bhow\s+(?:many|much)\s+([a-z]+)(?:\s+of\s+[a-z]+)?\b[^.?]*?\b(?:for|to\s+make|make|to\s+feed|to\s+serve|feed|serve)\s+(\d+(?:\.\d+)?)\s*([a-z]+)\b[^.?\d]*\??\s*$/i.exec(t.slice(given.index + given[0].length));
  // "250 g … how many grams": a unit and its name are the same word.
  const FULL: Record<string, string> = { g: 'gram', kg: 'kilogram', mg: 'milligram', ml: 'millilitre', l: 'litre', liter: 'litre', milliliter: 'millilitre', oz: 'ounce', lb: 'pound', tsp: 'teaspoon', tbsp: 'tablespoon' };
  const word = (w: string) => FULL[stem(w)] ?? stem(w);
  if (!ask || (word(ask[1]) !== word(given[2]) && !(what && stem(ask[1]) === stem(what))) || stem(ask[3]) !== stem(given[4])) return null;
  if ((t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const [a, n, m] = [Number(given[1]), Number(given[3]), Number(ask[2])];
  if (!(a > 0 && n > 0 && m > 0)) return null;
  const value = (a / n) * m;
  return done(`${formatNumber(value, 8)} ${given[2]}`, [
    step(`${given[1]} ${given[2]} for ${given[3]} ${given[4]}: ${formatNumber(a / n, 8)} ${given[2]} for each one of the ${given[4]}.`),
    step(`For ${ask[2]} ${ask[3]}: ${formatNumber(a / n, 8)} × ${ask[2]} = ${formatNumber(value, 8)} ${given[2]}.`),
  ], value);
}

/**
 * One age from another through a relation: "Maria is 4 years older than twice her brother's age.
 * She is 18. How old is her brother?". A = k·B ± n, with A given, gives B; a whole, positive age or
 * no answer.
 */
function ageFromRelation(t: string): ToolResult | null {
  const TIMES: Record<string, number> = { twice: 2, double: 2, three: 3, four: 4, five: 5, half: 0.5, thrice: 3 };
  const rel = /\b([A-Z][a-z]+|[a-z]{3,})\s+is\s+(\d+)\s+years?\s+(older|younger)\s+than\s+(twice|double|thrice|half|three\s+times|four\s+times|five\s+times|\d+\s+times)\s+(?:(?:his|her|their)\s+)?([a-z]+(?:'s)?(?:\s+[a-z]+'s)?)\s*(?:age|'s\s+age)?/i.exec(t);
  if (!rel) return null;
  const k = TIMES[rel[4].toLowerCase().split(/\s+/)[0]] ?? Number(/\d+/.exec(rel[4])?.[0]);
  const person = rel[1];
  const given = new RegExp(String.raw`\b(?:${person}|she|he|they)\s*(?:is|'s|s|was)\s+(\d+)(?:\s+years?\s+old)?\b|\b(?:${person}|she|he)\s+(?:is\s+)?(?:now\s+)?(\d+)\s+years?\s+old\b`, 'i').exec(t.slice(rel.index + rel[0].length).replace(/\bshes\b/gi, "she's").replace(/\bhes\b/gi, "he's"));
  if (!given || !(k > 0) || !/\bhow\s+old\b|\bwhat\s+is\s+(?:his|her|their|the)\s+\w+'?s?\s+age\b/i.test(t)) return null;
  if ((t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).length !== 2 + (/^\d/.test(rel[4]) ? 1 : 0)) return null;
  const a = Number(given[1] ?? given[2]);
  const n = Number(rel[2]) * (rel[3].toLowerCase() === 'older' ? 1 : -1);
  const b = (a - n) / k;
  if (!(b > 0) || !Number.isInteger(b)) return null;
  return done(`${b}`, [
    step(`${person} = ${k === 0.5 ? 'half' : k} × the other's age ${n >= 0 ? '+' : '−'} ${Math.abs(n)}, and ${person} is ${a}.`),
    step(`So ${k === 1 ? '' : `${k} × `}age = ${a} ${n >= 0 ? '−' : '+'} ${Math.abs(n)} = ${a - n}, and the age is ${a - n} ÷ ${k} = ${b}.`),
    step(`Check: ${k} × ${b} ${n >= 0 ? '+' : '−'} ${Math.abs(n)} = ${k * b + n} ✓.`),
  ], b);
}

/**
 * The change from a payment: "Sam buys 3 notebooks at $2.45 each and a pen for $1.80. He pays with a
 * $20 bill. How much change does he get?". Every amount is an item's price (times its count) or the
 * note paid with; the change is the payment less the bill, and it cannot be negative.
 */
function changeDue(t: string): ToolResult | null {
  if (!/\bhow\s+much\s+change\b|\bwhat\s+(?:is\s+(?:the|his|her|their|my)\s+)?change\b|\bchange\s+(?:does|do|did|will|should)\s+(?:he|she|they|i|you|we)\b/i.test(t)) return null;
  const paid = /\b(?:pays?|paid|paying)\s+(?:with\s+)?(?:a\s+|an\s+)?([$£€])\s*(\d+(?:\.\d+)?)\s*(?:bill|note|banknote)?|\b(?:hands?|gives?|handed|gave)\s+(?:the\s+\w+\s+)?(?:a\s+)?([$£€])\s*(\d+(?:\.\d+)?)/i.exec(t);
  if (!paid) return null;
  const symbol = paid[1] ?? paid[3];
  const payment = Number(paid[2] ?? paid[4]);
  const rest = t.slice(0, paid.index) + ' '.repeat(paid[0].length) + t.slice(paid.index + paid[0].length);
  const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
  const items = [
    ...[...rest.matchAll(/\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+\s+(?:at|for|costing)\s+([$£€])\s*(\d+(?:\.\d+)?)\s*(each|apiece)?/gi)].map((m) => ({ n: COUNT[m[1].toLowerCase()] ?? Number(m[1]), each: m[4] !== undefined || Number(m[1]) > 1 || (COUNT[m[1].toLowerCase()] ?? 0) > 1, price: Number(m[3]), at: m.index ?? 0, len: m[0].length })),
  ];
  // A count with a price for all of them ("3 pens for $4") is not a price each; "each" must say so.
  if (!items.length || items.some((i) => i.n > 1 && !/\beach\b|\bapiece\b/i.test(t.slice(i.at, i.at + i.len)))) return null;
  const amounts = (rest.match(/[$£€]\s*\d+(?:\.\d+)?/g) ?? []).length;
  const numbers = (rest.match(/(?<![\w.$£€])\d+(?:\.\d+)?/g) ?? []).length;
  if (amounts !== items.length || numbers !== items.filter((i) => /^\d/.test(t.slice(i.at))).length) return null;
  const cents = (x: number) => Math.round(x * 100);
  const bill = items.reduce((sum, i) => sum + i.n * cents(i.price), 0);
  const change = cents(payment) - bill;
  if (change < 0) throw new ToolInputError(`The items cost ${symbol}${(bill / 100).toFixed(2)}, more than the ${symbol}${payment} paid, so there is no change.`);
  const money = (c: number) => `${symbol}${(c / 100).toFixed(2)}`;
  return done(money(change), [
    step(`The bill: ${items.map((i) => (i.n > 1 ? `${i.n} × ${money(cents(i.price))}` : money(cents(i.price)))).join(' + ')} = ${money(bill)}.`),
    step(`Change from ${money(cents(payment))}: ${money(cents(payment))} − ${money(bill)} = ${money(change)}.`),
  ], change / 100);
}

/**
 * A price for one, times a count: "pencils cost $0.45 each. how much for 12 of them", "a ticket is
 * $7.50 — how much do 4 tickets cost?". The story has only the price and the count.
 */
function timesUnitPrice(t: string): ToolResult | null {
  const price = /\b(?:an?\s+|one\s+|each\s+)?([a-z]+)\s+(?:costs?|is|are|sells?\s+for|sell\s+for)\s+([$£€])\s*(\d+(?:\.\d+)?)\s*(each|apiece|a\s+piece)?/i.exec(t);
  if (!price || (!price[4] && !/^(?:an?|one|each)\s/i.test(price[0]))) return null;
  const ask = /\bhow\s+much\s+(?:(?:do|would|will|does|for)\s+)+(\d+)\s*(?:of\s+them|([a-z]+))?\s*(?:cost)?\s*\??\s*$/i.exec(t.slice(price.index + price[0].length));
  if (!ask || (ask[2] && stem(ask[2]) !== stem(price[1]))) return null;
  if ((t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).length !== 2) return null;
  const [each, n] = [Number(price[3]), Number(ask[1])];
  const value = each * n;
  return done(cash(value, price[2]), [step(`One costs ${cash(each, price[2])}, so ${n} cost ${n} × ${cash(each, price[2])} = ${cash(value, price[2])}.`)], value);
}

/**
 * A rate kept the same: "a printer prints 45 pages in 3 minutes; how many pages in 20 minutes?", "a
 * leaky tap drips 0.2 mL every 2 seconds; how many litres in one day?". The amount per unit of the
 * second quantity, times the new amount of it, with both changed to the units asked for.
 */
function sameRate(t: string): ToolResult | null {
  // A different number of workers ("2 baristas … 5 baristas") changes the rate: machines() reads that.
  const crews = [...t.matchAll(/(?<!\b(?:in|for|after|every|per|each|of)\s+)\b(\d+)\s+([a-z]{3,}s|people|men|women|children)\b(?!\s+(?:of|per|each|every))/gi)].filter((m) => !/^(?:hours|days|minutes|mins|seconds|secs|weeks|months|years|hrs)$/i.test(m[2]));
  if (crews.some((a) => crews.some((b) => a !== b && a[2].toLowerCase() === b[2].toLowerCase() && a[1] !== b[1]))) return null;
  const howMuch = String.raw`(\d+(?:\.\d+)?\s*|an?\s+|one\s+)?`;
  const given = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*([a-zA-Z]+)\s+(?:of\s+[a-z]+\s+)?(?:in|every|each|per)\s+${howMuch}([a-z]+)\b`, 'i').exec(t);
  const ask = new RegExp(String.raw`\bhow\s+(?:many|much)\s+([a-zA-Z]+)\b[^?.]*?\b(?:in|for|over|during|after)\s+${howMuch}([a-z]+)\b[^.?]*\??\s*$`, 'i').exec(t);
  if (!given || !ask || ask.index < given.index) return null;
  const count = (text: string | undefined) => (text === undefined || /^(?:an?|one)\s+$/i.test(text) ? 1 : Number(text.trim()));
  const [n1, n2, n3] = [Number(given[1]), count(given[3]), count(ask[2])];
  const [per, perAsked] = [knownUnit(given[4]), knownUnit(ask[3])];
  if (!per || !perAsked || !per.equalBase(perAsked) || !(n1 > 0 && n2 > 0 && n3 > 0)) return null;
  // What is counted: the same word ("pages"), or units of one kind ("mL" and "litres").
  const [what, whatAsked] = [given[2], ask[1]];
  const [amount, amountAsked] = [knownUnit(what), knownUnit(whatAsked)];
  const stem = (w: string) => w.toLowerCase().replace(/(?:es|s)$/, '');
  const sameWord = stem(what) === stem(whatAsked);
  if (amount || amountAsked ? !(amount && amountAsked && amount.equalBase(amountAsked)) : !sameWord) return null;
  const span = convertValue(n3, ask[3], given[4]);
  const inGiven = (n1 / n2) * span;
  const value = amount && amountAsked && !sameWord ? convertValue(inGiven, what, whatAsked) : inGiven;
  if (!Number.isFinite(value)) return null;
  const steps: ToolStep[] = [
    step(`The rate: ${formatNumber(n1)} ${what} per ${formatNumber(n2)} ${given[4]} = ${formatNumber(n1 / n2, 8)} ${what} per ${given[4].length > 3 ? given[4].replace(/s$/, '') : given[4]}.`),
    ...(stem(ask[3]) !== stem(given[4]) ? [step(`${formatNumber(n3)} ${ask[3]} = ${formatNumber(span, 8)} ${given[4]}.`)] : []),
    step(`At the same rate: ${formatNumber(n1 / n2, 8)} × ${formatNumber(span, 8)} = ${formatNumber(inGiven, 8)} ${what}.`),
    ...(value !== inGiven ? [step(`In ${whatAsked}: ${formatNumber(inGiven, 8)} ${what} = ${formatNumber(value, 8)} ${whatAsked}.`)] : []),
  ];
  return done(`${formatNumber(value, 8)} ${whatAsked}`, steps, value);
}

/** Speeds: a departure and arrival time, two travellers meeting, the average over two legs. */
function travel(t: string): ToolResult | null {
  const clock = /\b(?:leaves?|departs?|starts?)\s+at\s+(\d{1,2})[:.](\d{2})\b.*?\barrives?\s+at\s+(\d{1,2})[:.](\d{2})\b.*?\b(\d+(?:\.\d+)?)\s*(km|miles)\b/i.exec(t);
  if (clock && /\b(?:average\s+)?speed\b/i.test(t)) {
    let minutes = Number(clock[3]) * 60 + Number(clock[4]) - (Number(clock[1]) * 60 + Number(clock[2]));
    if (minutes <= 0) minutes += 24 * 60;
    const hours = minutes / 60;
    const v = Number(clock[5]) / hours;
    const unit = clock[6] === 'km' ? 'km/h' : 'mph';
    return done(`v = ${formatNumber(v, 8)} ${unit}`, [step(`The journey takes ${Math.floor(minutes / 60)} h ${minutes % 60} min = ${formatNumber(hours, 6)} h.`), step(`Average speed = distance ÷ time = ${clock[5]} ${clock[6]} ÷ ${formatNumber(hours, 6)} h = ${formatNumber(v, 8)} ${unit}.`)], v);
  }
  const meet = /\b(\d+(?:\.\d+)?)\s*(km|miles)\s+apart\b.*?\btoward(?:s)? each other\b.*?\b(\d+(?:\.\d+)?)\s*(?:km\/h|mph)\b.*?\b(\d+(?:\.\d+)?)\s*(?:km\/h|mph)\b/i.exec(t);
  if (meet && /\bmeet\b/i.test(t)) {
    const [d, a, b] = [Number(meet[1]), Number(meet[3]), Number(meet[4])];
    const hours = d / (a + b);
    return done(`t = ${formatNumber(hours, 8)} h`, [step(`Moving towards each other they close the gap at ${a} + ${b} = ${a + b} ${meet[2] === 'km' ? 'km/h' : 'mph'}.`), step(`t = ${d} ÷ ${a + b} = ${formatNumber(hours, 8)} h.`)], hours);
  }
  // "at 60 km/h for 2 hours and then at 90 km/h for 1 hour": each leg's distance is speed × time.
  const timed = [...t.matchAll(/\bat\s+(\d+(?:\.\d+)?)\s*(km\/h|mph)\s+for\s+(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?)\b/gi)];
  if (timed.length >= 2 && /\baverage\s+speed\b/i.test(t) && new Set(timed.map((m) => m[2].toLowerCase())).size === 1) {
    const legTimes = timed.map((m) => Number(m[3]) / (/^m/i.test(m[4]) ? 60 : 1));
    const distance = timed.reduce((sum, m, i) => sum + Number(m[1]) * legTimes[i], 0);
    const time = legTimes.reduce((a, b) => a + b, 0);
    const v = distance / time;
    const unit = timed[0][2];
    return done(`v = ${formatNumber(v, 8)} ${unit}`, [
      step(`Each leg's distance is speed × time: ${timed.map((m, i) => `${m[1]} × ${formatNumber(legTimes[i], 6)} = ${formatNumber(Number(m[1]) * legTimes[i], 8)}`).join('; ')}.`),
      step(`Average speed = total distance ÷ total time = ${formatNumber(distance, 8)} ÷ ${formatNumber(time, 6)} h = ${formatNumber(v, 8)} ${unit} (not the mean of the speeds: the legs last different times).`),
    ], v);
  }
  const legs = [...t.matchAll(/\b(\d+(?:\.\d+)?)\s*(km|miles)\s+at\s+(\d+(?:\.\d+)?)\s*(?:km\/h|mph)\b/gi)];
  if (legs.length >= 2 && /\baverage speed\b/i.test(t)) {
    const distance = legs.reduce((s, m) => s + Number(m[1]), 0);
    const time = legs.reduce((s, m) => s + Number(m[1]) / Number(m[3]), 0);
    const v = distance / time;
    return done(`v = ${formatNumber(v, 8)} ${legs[0][2] === 'km' ? 'km/h' : 'mph'}`, [
      step(`Time for each part: ${legs.map((m) => `${m[1]} ÷ ${m[3]} = ${formatNumber(Number(m[1]) / Number(m[3]), 6)} h`).join('; ')}.`),
      step(`Average speed = total distance ÷ total time = ${distance} ÷ ${formatNumber(time, 6)} = ${formatNumber(v, 8)} (not the average of the speeds).`),
    ], v);
  }
  // "drives 150 km to the coast at 60 km/h and comes back the same way at 100 km/h": one distance, both ways.
  const speeds = [...t.matchAll(/\b(\d+(?:\.\d+)?)\s*(km\/h|mph)\b/gi)];
  const distances = [...t.matchAll(/\b(\d+(?:\.\d+)?)\s*(km|miles)\b(?!\/)/gi)];
  const numbers = t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? [];
  if (/\baverage\s+speed\b/i.test(t) && /\b(?:back|returns?|returning|same\s+(?:way|route|road)|round\s+trip)\b/i.test(t) && speeds.length === 2 && distances.length === 1 && numbers.length === 3 && speeds[0][2].toLowerCase() === speeds[1][2].toLowerCase() && (distances[0][2] === 'km') === (speeds[0][2].toLowerCase() === 'km/h')) {
    const d = Number(distances[0][1]);
    const [a, b] = speeds.map((m) => Number(m[1]));
    const time = d / a + d / b;
    const v = (2 * d) / time;
    const unit = speeds[0][2];
    return done(`v = ${formatNumber(v, 8)} ${unit}`, [
      step(`There and back is ${d} + ${d} = ${2 * d} ${distances[0][2]}. Times: ${d} ÷ ${a} = ${formatNumber(d / a, 6)} h and ${d} ÷ ${b} = ${formatNumber(d / b, 6)} h, ${formatNumber(time, 6)} h in all.`),
      step(`Average speed = total distance ÷ total time = ${2 * d} ÷ ${formatNumber(time, 6)} = ${formatNumber(v, 8)} ${unit} (not the mean of the two speeds: the slower leg takes longer).`),
    ], v);
  }
  return null;
}

const SPEED = String.raw`(\d+(?:\.\d+)?)\s*(km\/h|kmh|kph|km\s+per\s+hour|kilomet(?:er|re)s\s+per\s+hour|mph|miles\s+(?:per|an)\s+hour|m\/s)`;
const LAG_WORDS: Record<string, number> = { an: 1, a: 1, one: 1, half: 0.5, two: 2, three: 3, four: 4 };

/** The unit of distance and of time a speed is in ("mph": miles and hours). */
function speedUnits(unit: string): { distance: string; time: string; speed: string } {
  if (/^m\/s$/i.test(unit)) return { distance: 'm', time: 's', speed: 'm/s' };
  if (/mph|miles/i.test(unit)) return { distance: 'miles', time: 'h', speed: 'mph' };
  return { distance: 'km', time: 'h', speed: 'km/h' };
}

const MULTIPLES: Record<string, number> = { twice: 2, double: 2, two: 2, three: 3, thrice: 3, triple: 3, four: 4, five: 5, six: 6 };

/**
 * Two ages now and a time when one is a multiple of the other: "Kate is 12 and her dad is 40. In how
 * many years will her dad be twice her age?", "… how many years ago was he 5 times as old as her?".
 * The one asked about is named after "will"/"was"; x years on, X + x = k(Y + x).
 */
function agesToMultiple(t: string): ToolResult | null {
  const ask = /\b(?:in\s+how\s+many\s+years|how\s+many\s+years\s+(?:from\s+now|ago|later|until|till|before)|how\s+long\s+(?:ago|until|till|before))\b[^.?]*?\b(?:will|would|was|were)\s+(?:(?:his|her|their|my|the)\s+)?([a-z]+)\s+(?:be\s+)?(?:exactly\s+)?(twice|double|thrice|triple|two|three|four|five|six|\d+)(?:\s+times)?\s+(?:as\s+old\s+as|(?:his|her|their|my|the)\s+age|the\s+age\s+of)\b/i.exec(t);
  if (!ask) return null;
  const story = t.slice(0, ask.index);
  const given = [...story.matchAll(/\b(?:(?:his|her|their|my|the)\s+)?([A-Za-z]+)(?:'s\s+age)?\s+(?:is|was|turned|has\s+just\s+turned)\s+(\d+)(?:\s+years?\s+old)?\b/gi)];
  const numbers = t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? [];
  if (given.length !== 2 || numbers.length !== (/^\d+$/.test(ask[2]) ? 3 : 2)) return null;
  const who = ask[1].toLowerCase();
  const first = given.findIndex((g) => g[1].toLowerCase() === who);
  if (first < 0) return null;
  const [x, y] = [Number(given[first][2]), Number(given[1 - first][2])];
  const k = MULTIPLES[ask[2].toLowerCase()] ?? Number(ask[2]);
  if (!(k > 1)) return null;
  const ago = /\bago\b/i.test(ask[0]);
  // x + n = k(y + n): n = (x − ky)/(k − 1); n years ago: x − n = k(y − n), n = (ky − x)/(k − 1).
  const n = ago ? (k * y - x) / (k - 1) : (x - k * y) / (k - 1);
  if (!(n > 0)) throw new ToolInputError(`That ${ago ? 'never happened' : 'never happens'}: ${given[first][1]} ${ago ? 'was' : 'will'} never ${ago ? 'be ' : 'be '}${k} times as old as ${given[1 - first][1]} ${ago ? 'before now' : 'from now on'}.`.replace('was never be', 'was never'));
  const [xa, ya] = ago ? [x - n, y - n] : [x + n, y + n];
  if (!(ya > 0) || Math.abs(xa - k * ya) > 1e-9) throw new ToolInputError('Those ages do not give such a time.');
  const label = ago ? `${formatNumber(n)} years ago` : `in ${formatNumber(n)} years`;
  return done(`${formatNumber(n)} years${ago ? ' ago' : ''}`, [
    step(`Now ${given[first][1]} is ${x} and ${given[1 - first][1]} is ${y}. ${ago ? 'n years ago' : 'In n years'} they are ${x} ${ago ? '−' : '+'} n and ${y} ${ago ? '−' : '+'} n.`),
    step(`${x} ${ago ? '−' : '+'} n = ${k}(${y} ${ago ? '−' : '+'} n) gives ${ago ? `${k * y} − ${x}` : `${x} − ${k * y}`} = ${k - 1}n, so n = ${formatNumber(n)}.`),
    step(`Check: ${label} they are ${formatNumber(xa)} and ${formatNumber(ya)}, and ${formatNumber(xa)} = ${k} × ${formatNumber(ya)} ✓.`),
  ], n);
}

/**
 * Two travellers from one place in opposite directions: "… one at 55 mph and the other at 65 mph.
 * how many hours until they are 300 miles apart?" (the gap grows at the sum of the speeds), or how
 * far apart after a time.
 */
function oppositeDirections(t: string): ToolResult | null {
  if (!/\bopposite\s+directions?\b/i.test(t)) return null;
  const speeds = [...t.matchAll(new RegExp(SPEED, 'gi'))];
  if (speeds.length !== 2 || speedUnits(speeds[0][2]).speed !== speedUnits(speeds[1][2]).speed) return null;
  const u = speedUnits(speeds[0][2]);
  const [a, b] = speeds.map((m) => Number(m[1]));
  const apart = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*(?:km|kilomet(?:er|re)s|miles?|mi|m)\s+apart\b`, 'i').exec(t);
  const after = /\bafter\s+(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/i.exec(t);
  if (apart && /\bhow\s+(?:long|many\s+hours)\b|\bwhen\b|\bafter\s+how\b|\bhow\s+much\s+time\b/i.test(t)) {
    const hours = Number(apart[1]) / (a + b);
    return done(`t = ${formatNumber(hours, 8)} ${u.time}`, [
      step(`Going opposite ways, the gap between them grows at ${a} + ${b} = ${a + b} ${u.speed}.`),
      step(`t = ${apart[1]} ÷ ${a + b} = ${formatNumber(hours, 8)} ${u.time}. Check: ${formatNumber(hours, 8)} × ${a} + ${formatNumber(hours, 8)} × ${b} = ${formatNumber(hours * (a + b), 8)} ✓.`),
    ], hours);
  }
  if (after && /\bhow\s+far\s+apart\b|\bdistance\s+between\b/i.test(t)) {
    const d = (a + b) * Number(after[1]);
    return done(`${formatNumber(d, 8)} ${u.distance}`, [step(`The gap grows at ${a} + ${b} = ${a + b} ${u.speed}.`), step(`After ${after[1]} h: ${a + b} × ${after[1]} = ${formatNumber(d, 8)} ${u.distance}.`)], d);
  }
  return null;
}

/**
 * "a train leaves going 60 mph; an hour later a second train leaves on the same track at 80 mph: how
 * long after it leaves does it catch the first?": the head start (first speed × the delay) closed at
 * the difference of the speeds.
 */
function catchUp(t: string): ToolResult | null {
  if (!/\bcatch(?:es)?\s+(?:up\b|up\s+with\b)?|\bovertake|\bcatches\b/i.test(t)) return null;
  const speeds = [...t.matchAll(new RegExp(SPEED, 'gi'))];
  if (speeds.length !== 2 || speedUnits(speeds[0][2]).speed !== speedUnits(speeds[1][2]).speed) return null;
  const u = speedUnits(speeds[0][2]);
  const lag = /\b(an|a|one|half\s+an|two|three|four|\d+(?:\.\d+)?)\s+(hours?|minutes?|mins?)\s+later\b/i.exec(t);
  if (!lag) return null;
  const count = LAG_WORDS[lag[1].toLowerCase().split(/\s+/)[0]] ?? Number(lag[1]);
  const hours = /^min/i.test(lag[2]) ? count / 60 : count;
  if (!(hours > 0) || u.time !== 'h') return null;
  // The first to leave is the one named before "later".
  const [a, b] = speeds.map((m) => Number(m[1]));
  const [first, second] = (speeds[0].index ?? 0) < (lag.index ?? 0) ? [a, b] : [b, a];
  if (!(second > first)) throw new ToolInputError('The second one is not faster, so it never catches up.');
  const head = first * hours;
  const time = head / (second - first);
  const steps = [
    step(`When the second sets off, the first is ${first} × ${formatNumber(hours, 6)} = ${formatNumber(head, 8)} ${u.distance} ahead.`),
    step(`The second closes that gap at ${second} − ${first} = ${second - first} ${u.speed}: ${formatNumber(head, 8)} ÷ ${second - first} = ${formatNumber(time, 8)} h after it leaves.`),
    step(`Check: the second has gone ${second} × ${formatNumber(time, 8)} = ${formatNumber(second * time, 8)} ${u.distance}, the first ${first} × ${formatNumber(time + hours, 8)} = ${formatNumber(first * (time + hours), 8)} ${u.distance} ✓.`),
  ];
  if (/\bhow\s+far\b|\bwhat\s+distance\b|\bdistance\s+from\b/i.test(t)) return done(`${formatNumber(second * time, 8)} ${u.distance}`, steps, second * time);
  return done(`t = ${formatNumber(time, 8)} h`, steps, time);
}

/**
 * "walks to school at 4 km/h and jogs back at 6 km/h; the round trip takes 1 hour 15 minutes: how
 * far is it?": the same distance d both ways, d/a + d/b = the total time.
 */
function roundTripDistance(t: string): ToolResult | null {
  if (!/\bround\s+trip\b|\bthere\s+and\s+back\b|\b(?:back|home|return(?:s|ing)?)\b/i.test(t) || !/\bhow\s+far\b|\bdistance\b/i.test(t)) return null;
  const speeds = [...t.matchAll(new RegExp(SPEED, 'gi'))];
  if (speeds.length !== 2 || speedUnits(speeds[0][2]).speed !== speedUnits(speeds[1][2]).speed || speedUnits(speeds[0][2]).time !== 'h') return null;
  const total = /\b(?:takes?|took|taking|lasts?|in\s+total\s+of|total\s+(?:time\s+)?(?:is|of))\s+(?:a\s+total\s+of\s+)?(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s+)?(\d+)\s*(?:minutes?|mins?))?|\b(?:takes?|took|taking|lasts?)\s+(\d+)\s*(?:minutes?|mins?)\b/i.exec(t);
  if (!total) return null;
  const hours = total[3] !== undefined ? Number(total[3]) / 60 : Number(total[1]) + Number(total[2] ?? 0) / 60;
  const u = speedUnits(speeds[0][2]);
  const [a, b] = speeds.map((m) => Number(m[1]));
  const d = hours / (1 / a + 1 / b);
  return done(`${formatNumber(d, 8)} ${u.distance}`, [
    step(`The same distance d each way: d/${a} + d/${b} = ${formatNumber(hours, 8)} h (the whole trip).`),
    step(`d × (1/${a} + 1/${b}) = d × ${formatNumber(1 / a + 1 / b, 8)} = ${formatNumber(hours, 8)}, so d = ${formatNumber(d, 8)} ${u.distance}.`),
    step(`Check: ${formatNumber(d, 8)}/${a} + ${formatNumber(d, 8)}/${b} = ${formatNumber(d / a + d / b, 8)} h ✓.`),
  ], d);
}

/** Map scales: "1:50 000, 3 cm on the map" and "1 cm : 4 km, 3.5 cm on the map". */
function mapScale(t: string): ToolResult | null {
  if (!/\bmap\b|\bscale\b|\bplan\b|\bmodel\b/i.test(t)) return null;
  const unitScale = /\b(\d+(?:\.\d+)?)\s*cm\s*(?::|to|represents)\s*(\d+(?:\.\d+)?)\s*(km|m)\b/i.exec(t);
  const ratio = /\b1\s*:\s*(\d[\d\s,]*\d|\d)\b/.exec(t);
  const onMap = [...t.matchAll(/\b(\d+(?:\.\d+)?)\s*cm\b/gi)].map((m) => Number(m[1]));
  const wantKm = /\bkm\b|\bkilomet/i.test(t);
  if (unitScale) {
    const map = onMap.find((x, i) => i > 0 || x !== Number(unitScale[1])) ?? onMap[onMap.length - 1];
    const real = (map / Number(unitScale[1])) * Number(unitScale[2]);
    return done(`${formatNumber(real, 8)} ${unitScale[3]}`, [step(`Every ${unitScale[1]} cm on the map is ${unitScale[2]} ${unitScale[3]}: ${map} cm is ${map} ÷ ${unitScale[1]} × ${unitScale[2]}.`)], real);
  }
  if (ratio && onMap.length === 1) {
    const factor = Number(ratio[1].replace(/[\s,]/g, ''));
    const cm = onMap[0] * factor;
    const real = wantKm ? cm / 100000 : cm / 100;
    return done(`${formatNumber(real, 8)} ${wantKm ? 'km' : 'm'}`, [step(`1 cm on the map is ${factor} cm in reality, so ${onMap[0]} cm is ${formatNumber(cm, 10)} cm.`), step(`${formatNumber(cm, 10)} cm = ${formatNumber(real, 8)} ${wantKm ? 'km' : 'm'}.`)], real);
  }
  return null;
}

/**
 * Time between two clock times: "a train leaves at 09:40 and arrives at 13:15: how long is the
 * journey in minutes?". Times in 24-hour form or with am/pm; an end before the start is the next day
 * only when the story says so.
 */
function clockDuration(t: string): ToolResult | null {
  if (!/\bhow\s+long\b|\bhow\s+many\s+(?:minutes|hours)\b|\bduration\b|\bjourney\s+time\b/i.test(t)) return null;
  const times = [...t.matchAll(/(?<![\d:.])(\d{1,2})[:.](\d{2})(?![\d:])\s*(a\.?m\.?|p\.?m\.?)?/gi)];
  if (times.length !== 2) return null;
  // No other number: "how long, with a 15-minute stop" is another question.
  const others = t.replace(/(?<![\d:.])\d{1,2}[:.]\d{2}(?![\d:])/g, ' ').match(/\d/g);
  if (others) return null;
  const minutesOf = (m: RegExpMatchArray) => {
    let h = Number(m[1]);
    const mm = Number(m[2]);
    if (mm > 59 || h > 23) return NaN;
    const half = m[3]?.toLowerCase().replace(/\./g, '');
    if (half) {
      if (h < 1 || h > 12) return NaN;
      h = (h % 12) + (half === 'pm' ? 12 : 0);
    }
    return h * 60 + mm;
  };
  const [start, end] = times.map(minutesOf);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  const nextDay = /\bnext\s+(?:day|morning)\b|\bovernight\b|\bfollowing\s+(?:day|morning)\b/i.test(t);
  if (end <= start && !nextDay) return null;
  const span = end > start ? end - start : end + 24 * 60 - start;
  const [h, m] = [Math.floor(span / 60), span % 60];
  const hm = `${h} h ${m} min`;
  const steps = [
    step(`From ${times[0][0].trim()} to ${times[1][0].trim()}${end <= start ? ' the next day' : ''}: ${end > start ? `${formatNumber(end)} − ${formatNumber(start)}` : `(24 × 60 − ${start}) + ${end}`} minutes after midnight = ${span} minutes.`),
    step(`${span} minutes = ${hm}.`),
  ];
  if (/\bminutes\b/i.test(t) && !/\bhours?\s+and\s+minutes\b/i.test(t)) return done(`${span} minute${span === 1 ? '' : 's'}`, steps, span);
  if (/\bin\s+hours\b|\bhow\s+many\s+hours\b/i.test(t) && !/\bminutes\b/i.test(t)) return done(`${formatNumber(span / 60, 8)} hours`, steps, span / 60);
  return done(hm, steps, span);
}

/**
 * A quantity read twice and changing steadily: "the water level goes from 10 cm to 34 cm in 6 minutes",
 * "a tank has 0 L at t = 0 and 36 L at t = 4 min": the rate is the change over the time.
 */
function steadyRate(t: string): ToolResult | null {
  if (!/\b(?:steady|steadily|constant|uniform|same)\s+rate\b|\bsteadily\b|\bat\s+a\s+constant\b|\baverage\s+rate\b/i.test(t)) return null;
  if (!/\brate\b|\bper\s+(?:second|minute|hour|day|week)\b|\/\s*(?:s|min|h|hr|day)\b|\bhow\s+fast\b/i.test(t)) return null;
  const Q = String.raw`(\d+(?:\.\d+)?)\s*(cm|mm|m|km|L|mL|ml|litres?|liters?|kg|g|°C|degrees|people|cm³|m³)`;
  const TIME = String.raw`(\d+(?:\.\d+)?)\s*(seconds?|s|minutes?|mins?|hours?|hrs?|h|days?|weeks?)\b`;
  const span = new RegExp(String.raw`\bfrom\s+${Q}\s+to\s+${Q}\s+(?:in|over)\s+(?:the\s+(?:next|first)\s+)?${TIME}`, 'i').exec(t);
  const readings = new RegExp(String.raw`${Q}\s+at\s+t\s*=\s*(\d+(?:\.\d+)?)\s*(?:s|min|minutes?|h|hours?)?\s*(?:,|and)\s*${Q}\s+at\s+t\s*=\s*(\d+(?:\.\d+)?)\s*(seconds?|s|minutes?|mins?|min|hours?|h)\b`, 'i').exec(t);
  let a: number, b: number, unit: string, time: number, timeUnit: string;
  if (span && span[2].toLowerCase() === span[4].toLowerCase()) [a, b, unit, time, timeUnit] = [Number(span[1]), Number(span[3]), span[2], Number(span[5]), span[6]];
  else if (readings && readings[2].toLowerCase() === readings[5].toLowerCase()) [a, b, unit, time, timeUnit] = [Number(readings[1]), Number(readings[4]), readings[2], Number(readings[6]) - Number(readings[3]), readings[7]];
  else return null;
  if (!(time > 0)) return null;
  // Every number is a reading or the time.
  const numbers = (t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).length;
  if (numbers !== (span ? 3 : 4)) return null;
  const per = timeUnit.toLowerCase().replace(/^(?:s|secs?|seconds?)$/, 'second').replace(/^(?:mins?|minutes?)$/, 'minute').replace(/^(?:h|hrs?|hours?)$/, 'hour').replace(/s$/, '');
  const value = (b - a) / time;
  return done(`${formatNumber(value, 8)} ${unit} per ${per}`, [
    step(`The change: ${formatNumber(b)} − ${formatNumber(a)} = ${formatNumber(b - a, 8)} ${unit} in ${formatNumber(time, 8)} ${per}${time === 1 ? '' : 's'}.`),
    step(`At a steady rate: ${formatNumber(b - a, 8)} ÷ ${formatNumber(time, 8)} = ${formatNumber(value, 8)} ${unit} per ${per}${value < 0 ? ' (falling)' : ''}.`),
  ], value);
}

/** "ran 5 km in 22.5 minutes: the average pace in minutes per km": time over distance. */
function pace(t: string): ToolResult | null {
  if (!/\b(?:what|find|calculate|work\s+out|how\s+fast)\b[^.?]*\bpace\b/i.test(t) || /\bpace\s+of\s+\d/i.test(t)) return null;
  const asks = /\bpace\b[^.?]*?\b(?:in\s+)?(minutes?|mins?|seconds?|secs?)\s*(?:per|\/|a|each)\s*(km|kilometres?|kilometers?|miles?|mi)\b/i.exec(t);
  if (!asks) return null;
  const distances = [...t.matchAll(/(\d+(?:\.\d+)?)\s*(km|kilometres?|kilometers?|miles?|mi|m|metres?|meters?)\b/gi)];
  const durations = [...t.matchAll(/(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s)\b/gi)];
  if (distances.length !== 1 || durations.length !== 1) return null;
  const toKm = (x: number, u: string) => (/^mi/i.test(u) ? x * 1.609344 : /^(?:m|metres?|meters?)$/i.test(u) ? x / 1000 : x);
  const toMin = (x: number, u: string) => (/^h/i.test(u) ? x * 60 : /^s/i.test(u) ? x / 60 : x);
  const perMile = /^mi/i.test(asks[2]);
  const distance = toKm(Number(distances[0][1]), distances[0][2]) / (perMile ? 1.609344 : 1);
  const minutes = toMin(Number(durations[0][1]), durations[0][2]);
  if (!(distance > 0 && minutes > 0)) return null;
  const perUnit = minutes / distance;
  const value = /^s/i.test(asks[1]) ? perUnit * 60 : perUnit;
  const unit = `${/^s/i.test(asks[1]) ? 's' : 'min'}/${perMile ? 'mile' : 'km'}`;
  const whole = Math.floor(perUnit + 1e-9);
  const secs = Math.round((perUnit - whole) * 60);
  return done(`${formatNumber(value, 8)} ${unit}`, [
    step(`Pace is time ÷ distance: ${formatNumber(minutes, 8)} min ÷ ${formatNumber(distance, 8)} ${perMile ? 'miles' : 'km'} = ${formatNumber(perUnit, 8)} min per ${perMile ? 'mile' : 'km'}${secs < 60 ? ` (${whole}:${String(secs).padStart(2, '0')} per ${perMile ? 'mile' : 'km'})` : ''}.`),
  ], value);
}

/** "25 pages a day, 340 pages: how many days", "a cup holds 250 mL: how many cups from 2 L". */
function wholeCount(t: string): ToolResult | null {
  const perDay = /\b(\d+)\s+(\w+)\s+(?:a|per|each)\s+(day|week|hour|minute)\b.*?\b(\d+)\s+\2\b/i.exec(t) ?? /\b(\d+)\s+(\w+)\s+(?:a|per|each)\s+(day|week|hour)\b.*?\bhas\s+(\d+)\s+\2\b/i.exec(t);
  if (perDay && new RegExp(`\\bhow many ${perDay[3]}s\\b`, 'i').test(t)) {
    const [rate, total] = [Number(perDay[1]), Number(perDay[4])];
    const n = Math.ceil(total / rate);
    return done(`${n} ${perDay[3]}s`, [step(`${total} ÷ ${rate} = ${formatNumber(total / rate, 6)}.`), step(`${total % rate ? `A part ${perDay[3]} still counts as a ${perDay[3]}, so round up: ` : ''}${n} ${perDay[3]}s.`)], n);
  }
  // "144 cupcakes packed in boxes of 6: how many boxes does she fill / are needed / are left over".
  const groups = /\b(\d+)\s+([a-z]+)\b[^.?]*?\b(?:into|in)\s+(boxes|bags|packs|packets|rows|groups|teams|tables|cartons|crates|trays|bundles|buses|cars|vans|tents|rooms)\s+(?:of|that\s+(?:each\s+)?(?:hold|holds|take|takes|seat|seats|fit|fits))\s+(\d+)\b/i.exec(t);
  if (groups && (t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? []).length === 2) {
    const [total, size, box] = [Number(groups[1]), Number(groups[4]), groups[3].toLowerCase()];
    const ask = new RegExp(String.raw`\bhow\s+many\s+(?:full\s+)?${box.replace(/e?s$/, '')}`, 'i').test(t) ? 'containers' : new RegExp(String.raw`\bhow\s+many\s+${groups[2]}\b[^.?]*\b(?:left|over|remain)`, 'i').test(t) ? 'left' : null;
    if (!(size > 0) || !ask) return null;
    const full = Math.floor(total / size);
    const rest = total - full * size;
    if (ask === 'left') return done(`${rest} ${groups[2]}`, [step(`${total} ÷ ${size} = ${full} full ${box} with ${rest} left over.`)], rest);
    const needed = /\bneed(?:ed|s)?\b|\bso\s+that\s+(?:every|all|each)\b|\bto\s+(?:hold|pack|carry|seat|fit)\s+(?:them\s+)?all\b|\ball\s+(?:of\s+)?(?:the\s+)?\w+\s+(?:fit|are\s+packed)\b/i.test(t);
    const filled = /\bfill(?:s|ed)?\b|\bfull\b|\bmake\b|\bcan\s+(?:she|he|they|we|i|you)\b/i.test(t);
    if (rest && needed === filled) return null;
    const n = rest && needed ? full + 1 : full;
    return done(`${n} ${box}`, [
      step(`${total} ÷ ${size} = ${formatNumber(total / size, 6)}${rest ? `: ${full} full ${box} and ${rest} ${groups[2]} over` : ''}.`),
      ...(rest ? [step(needed ? `The ${rest} left over need one more, so ${n} ${box}.` : `Only full ${box} count: ${n}.`)] : []),
    ], n);
  }
  const holds = /\b(?:holds|takes|contains)\s+(\d+(?:\.\d+)?)\s*(mL|ml|L|litres?|g|kg)\b.*?\bhow many\s+(\w+)\b.*?\b(\d+(?:\.\d+)?)\s*(mL|ml|L|litres?|g|kg)\b/i.exec(t);
  if (holds) {
    const toBase = (x: number, u: string) => (/^(?:L|litres?|kg)$/i.test(u) ? x * 1000 : x);
    const each = toBase(Number(holds[1]), holds[2]);
    const total = toBase(Number(holds[4]), holds[5]);
    const n = Math.floor(total / each + 1e-9);
    return done(`${n} ${holds[3]}`, [step(`${holds[4]} ${holds[5]} = ${total} ${/g/i.test(holds[5]) ? 'g' : 'mL'}; ${total} ÷ ${each} = ${formatNumber(total / each, 6)}.`), step(`Only whole ones can be filled: ${n}.`)], n);
  }
  return null;
}

const SOLVERS = [formulaStory, trigRatioFromAnother, circleFromEquation, ...ANGLE_SOLVERS, ...TRIANGLE_RULES, rightTriangleProblem, similarShapes, ...NUMBER_PUZZLES, ...WORD_SYSTEMS, agesToMultiple, loanPayment, interest, depreciation, exponentialModel, boatInCurrent, rectangleFromRelation, overallPercentChange, profitPercent, conversionByGivenRate, percentChange, successiveDiscounts, reversePercent, singlePercentChange, ratioFromOnePart, ratioShare, workRate, inverseProportion, machines, lastsLonger, directProportion, scaledAmount, timesUnitPrice, changeDue, ageFromRelation, sameRate, shadows, travel, oppositeDirections, catchUp, roundTripDistance, mapScale, wholeCount, clockDuration, pace, steadyRate, ...EVERYDAY_GEOMETRY, triangleStory, feeStory, rateStory, spendingStory, unitPrices, moneyStory];

/** Every way a step may show a given amount: 252 as "252" or "$252.00", $2.40 as 240 cents or 12/5, 9% as "9%", "0.09" or "0.91". */
function shownForms(x: number, percent: boolean): number[] {
  // Money may be worked in cents (240 for $2.40).
  return percent ? [x, x / 100, 1 + x / 100, 1 - x / 100, 100 + x, 100 - x] : [x, Math.round(x * 100)];
}

/**
 * The money amounts and percentages a story gives that its worked steps never use ("bought for $180,
 * resold for $252, a fee of 9%" answered from $180 and 9% alone): a reading that dropped a given.
 */
export function unusedGivens(question: string, steps: readonly { text: string; latex?: string }[]): string[] {
  // "(my friend said $43.20 …)": an amount the student was told, not a given of the story.
  const told = question.replace(/\([^()]*\b(?:said|says|got|think|thinks|thought|reckons?)\b[^()]*\)/gi, ' ');
  const shown = steps.map((s) => `${s.text} ${s.latex ?? ''}`).join(' ').replace(/(\d)[,\u00a0\u202f](?=\d{3}\b)/g, '$1');
  // A value shown to 2 or more places stands for the given it rounds ($103.03 for $103.0301).
  const values = [...shown.matchAll(/(\d*\.?\d+)(?:\s*\/\s*(\d+)(?![\d.]))?/g)].flatMap((m) => {
    const places = /\.(\d+)$/.exec(m[1])?.[1].length ?? 0;
    const slack = places >= 2 ? 0.5 * 10 ** -places : 0;
    return [{ v: Number(m[1]), slack }, ...(m[2] ? [{ v: Number(m[1]) / Number(m[2]), slack: 0 }] : [])];
  });
  const has = (x: number) => values.some(({ v, slack }) => Math.abs(v - x) <= Math.max(slack, 1e-9 * Math.max(1, Math.abs(x))));
  const givens = [
    ...[...told.matchAll(new RegExp(MONEY, 'gi'))].map((m) => ({ text: m[0], x: num(m[1] ?? m[2]), percent: false })),
    ...[...told.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/gi)].map((m) => ({ text: m[0], x: Number(m[1]), percent: true })),
  ];
  return givens.filter((g) => !shownForms(g.x, g.percent).some(has)).map((g) => g.text.trim());
}

/** The answer to an everyday word problem, a failure saying why not, or null when no solver reads it. */
export function wordProblem(question: string): ToolResult | null {
  const result = firstAnswer(TOOL, SOLVERS, question);
  if (!result?.ok) return result;
  const unused = unusedGivens(question, result.steps);
  return unused.length ? fail(TOOL, `I could not fit ${unused.join(' and ')} into my working, so I will not give an answer I have not checked against everything you told me.`) : result;
}
