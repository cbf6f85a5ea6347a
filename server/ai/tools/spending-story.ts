import { formatNumber } from './format';
import { cash, stem } from './money-story';
import { Rational } from './rational';
import { step, succeed, ToolInputError, type ToolResult } from './types';

/**
 * One unknown amount of money in a story (issue 14), worked back from a total:
 * - a price: "buys 4 identical notebooks and one $3 pen, and spends $15 in total: how much does each
 *   notebook cost" (4p + 3 = 15);
 * - a starting amount: "spent a quarter of his birthday money on a game and then $10 on snacks, and
 *   has $26 left: how much did he start with" (m − m/4 − 10 = 26).
 * Every number of the story must take its place; the answer is checked forwards.
 */

const TOOL = 'word_problem';
const MONEY = String.raw`\$\s*(\d+(?:,\d{3})*(?:\.\d{1,2})?)`;
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const FRACTIONS: Record<string, Rational> = {
  half: Rational.of(1, 2), third: Rational.of(1, 3), quarter: Rational.of(1, 4), fifth: Rational.of(1, 5), sixth: Rational.of(1, 6), eighth: Rational.of(1, 8), tenth: Rational.of(1, 10),
};
const money = (s: string) => Rational.parse(s.replace(/,/g, ''))!;
const count = (w: string) => (/^\d+$/.test(w) ? Number(w) : WORDS[w.toLowerCase()]);
const numbersIn = (t: string) => t.match(/(?<![\w.])\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [];

/** "buys 4 identical notebooks and one $3 pen, spends $15 in total: each notebook". */
function unknownPrice(t: string): ToolResult | null {
  const ask = /\bhow\s+much\s+(?:does|did|do)\s+(?:each|one|a|an|every|the)\s+([a-z]+)\s+cost\b|\bwhat\s+(?:is|was)\s+the\s+(?:price|cost)\s+of\s+(?:each|one|a|an|the)\s+([a-z]+)/i.exec(t);
  if (!ask) return null;
  const item = stem(ask[1] ?? ask[2]);
  const story = t.slice(0, ask.index);
  // "4 identical notebooks", "a bucket of popcorn": the thing asked, with how many and no price of its own.
  const unpriced = [...story.matchAll(/\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:identical\s+|same\s+|new\s+|[a-z]+\s+of\s+|[a-z]+\s+)?([a-z]+)\b(?!\s+(?:at|for|costing)\s+\$)/gi)].filter((m) => stem(m[2]) === item);
  if (unpriced.length !== 1) return null;
  const n = count(unpriced[0][1]);
  const total = new RegExp(String.raw`\b(?:spends?|spent|paid|pays|costs?|total(?:led)?\s+(?:of\s+)?|came\s+to)\s+(?:a\s+total\s+of\s+)?${MONEY}`, 'i').exec(story);
  if (!n || !total) return null;
  // The other things bought, each with its own price: "one $3 pen", "a $2 bag", "2 pens at $1.50 each".
  const others: Array<{ count: number; price: Rational; said: string }> = [];
  const used = new Set<number>([total.index + total[0].indexOf('$')]);
  for (const m of story.matchAll(new RegExp(String.raw`\b(a|an|one|two|three|four|five|\d+)\s+${MONEY}\s+([a-z]+)`, 'gi'))) {
    others.push({ count: count(m[1]), price: money(m[2]), said: `${m[1]} ${m[3]}` });
    used.add((m.index ?? 0) + m[0].indexOf('$'));
  }
  for (const m of story.matchAll(new RegExp(String.raw`\b(\d+|two|three|four|five)\s+([a-z]+)\s+(?:at|for|costing)\s+${MONEY}\s+each`, 'gi'))) {
    others.push({ count: count(m[1]), price: money(m[3]), said: `${m[1]} ${m[2]}` });
    used.add((m.index ?? 0) + m[0].indexOf('$'));
  }
  const allMoney = [...story.matchAll(new RegExp(MONEY, 'g'))].map((m) => m.index ?? 0);
  if (allMoney.some((at) => !used.has(at))) return null;
  // Every number: the count, the total, the others' counts and prices.
  const expected = 2 + others.reduce((k, o) => k + 1 + (/^\d+$/.test(o.said.split(' ')[0]) ? 1 : 0), 0) - (/^\d+$/.test(unpriced[0][1]) ? 0 : 1);
  if (numbersIn(t).length !== expected) return null;
  const spentElsewhere = others.reduce((s, o) => s.add(o.price.mul(Rational.of(o.count))), Rational.ZERO);
  const totalPaid = money(total[1]);
  const price = totalPaid.sub(spentElsewhere).div(Rational.of(n));
  if (price.sign() <= 0) throw new ToolInputError('The other things already cost as much as the total, so the numbers do not fit together.');
  return succeed(TOOL, cash(price), [
    step(`Let one ${item} cost p. ${n} × p${others.map((o) => ` + ${o.count} × ${cash(o.price)}`).join('')} = ${cash(totalPaid)}.`),
    step(`${n}p = ${cash(totalPaid)} − ${cash(spentElsewhere)} = ${cash(totalPaid.sub(spentElsewhere))}, so p = ${cash(totalPaid.sub(spentElsewhere))} ÷ ${n} = ${cash(price)}.`),
    step(`Check: ${n} × ${cash(price)}${others.map((o) => ` + ${o.count} × ${cash(o.price)}`).join('')} = ${cash(price.mul(Rational.of(n)).add(spentElsewhere))} ✓.`),
  ], { data: { value: price.toNumber() } });
}

/** "spent a quarter of his money on a game and then $10 on snacks, and has $26 left: how much did he start with". */
function startingAmount(t: string): ToolResult | null {
  if (!/\bhow\s+much\s+(?:did|does|do)\s+(?:he|she|they|i|we|[A-Z][a-z]+)\s+(?:start|begin)\s+with\b|\bhow\s+much\s+(?:\w+\s+)?(?:money\s+)?(?:did|does|do)\s+(?:he|she|they|i|we|[A-Z][a-z]+)\s+(?:have|get|receive|earn)\b[^.?]*?(?:at\s+first|to\s+start|originally|each\s+month|each\s+week|in\s+total)?|\bhow\s+much\s+(?:pocket\s+|birthday\s+)?money\b/i.test(t)) return null;
  const left = new RegExp(String.raw`\b(?:has|had|have|is\s+left\s+with|was\s+left\s+with|left\s+with)\s+${MONEY}\s+(?:left|remaining|over)\b|\b${MONEY}\s+(?:left|remaining)\b`, 'i').exec(t);
  if (!left) return null;
  const leftAmount = money(left[1] ?? left[2]);
  // Parts spent as fractions of the whole ("a quarter of his money", "1/3 of it") and amounts ("$10 on snacks").
  let share = Rational.ZERO;
  const said: string[] = [];
  for (const m of t.matchAll(/\b(?:a|one)\s+(half|third|quarter|fifth|sixth|eighth|tenth)\s+of\b|\b(\d+)\s*\/\s*(\d+)\s+of\b/gi)) {
    const f = m[1] ? FRACTIONS[m[1].toLowerCase()] : Rational.of(Number(m[2]), Number(m[3]));
    share = share.add(f);
    said.push(m[1] ? `a ${m[1]}` : `${m[2]}/${m[3]}`);
  }
  const amounts = [...t.matchAll(new RegExp(String.raw`${MONEY}\s+on\b|\b(?:then|and)\s+(?:spent\s+|spends\s+|paid\s+|pays\s+)?${MONEY}`, 'gi'))].map((m) => money(m[1] ?? m[2]));
  if (!said.length || share.compare(Rational.ONE) >= 0) return null;
  // Every number: the fractions, each amount spent and what is left.
  const fractionNumbers = said.filter((x) => /\//.test(x)).length * 2;
  if (numbersIn(t).length !== fractionNumbers + amounts.length + 1) return null;
  const spent = amounts.reduce((s, a) => s.add(a), Rational.ZERO);
  const whole = leftAmount.add(spent).div(Rational.ONE.sub(share));
  return succeed(TOOL, cash(whole), [
    step(`Let the money at the start be m. Spending ${said.join(' and ')} of it leaves ${Rational.ONE.sub(share)} of m${amounts.length ? `; then ${amounts.map((a) => cash(a)).join(' and ')} more` : ''}.`),
    step(`${Rational.ONE.sub(share)} × m − ${cash(spent)} = ${cash(leftAmount)}, so ${Rational.ONE.sub(share)} × m = ${cash(leftAmount.add(spent))} and m = ${cash(whole)}.`),
    step(`Check: ${cash(whole)} − ${cash(whole.mul(share))} − ${cash(spent)} = ${cash(whole.sub(whole.mul(share)).sub(spent))} left ✓.`),
  ], { data: { value: whole.toNumber() } });
}

/**
 * The most that fit a budget or a limit: "has $50 to spend on notebooks at $3.50 each: the greatest
 * number she can buy", "a lift carries at most 600 kg; Omar weighs 80 kg; boxes of 26 kg each: the
 * greatest number of boxes". The whole number n with fixed + n × each ≤ the limit, checked both ways.
 */
function mostThatFit(t: string): ToolResult | null {
  const ask = /\b(?:greatest|largest|maximum|most)\s+number\s+of\s+([a-z]+)|\bhow\s+many\s+(?:full\s+|whole\s+)?([a-z]+)\s+(?:can|could)\b/i.exec(t);
  if (!ask) return null;
  const AMOUNT = String.raw`(\$\s*\d+(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?\s*(?:kg|g|t|L|litres?|liters?|mL|m|cm|km|minutes?|hours?|GB|MB)\b)`;
  const each = new RegExp(String.raw`${AMOUNT}\s+(?:each|apiece|per\s+[a-z]+|a\s+(?:piece|box|bag|ticket|item))\b|\beach\s+(?:[a-z]+\s+){0,2}?(?:costs?|weighs?|is|takes?|holds?|uses?)\s+${AMOUNT}`, 'i').exec(t);
  if (!each) return null;
  const said = new RegExp(String.raw`\b(?:has|have|had|with|budget\s+of|at\s+most|up\s+to|maximum\s+of|max(?:imum)?\s+load\s+of|capacity\s+of|only)\s+${AMOUNT}`, 'i').exec(t);
  const eachText = each[1] ?? each[2];
  const eachAt = each.index + each[0].indexOf(eachText);
  // Every amount of the story but the one each, with where it stands.
  const others = [...t.matchAll(new RegExp(AMOUNT, 'gi'))].map((m) => ({ at: m.index ?? 0, text: m[1] })).filter((a) => a.at !== eachAt);
  // "picked 3.6 kg of tomatoes … bags that hold 0.45 kg each: how many full bags": the one other amount is what is shared out.
  const limit = said ? { at: said.index + said[0].indexOf(said[1]), text: said[1] } : others.length === 1 && /\bfull\b|\bwhole\b|\bcomplete\b/i.test(ask[0]) ? others[0] : null;
  if (!limit) return null;
  const value = (x: string) => Number(x.replace(/[$,\s]/g, '').replace(/[a-zA-Z]+$/, ''));
  const unitOf = (x: string) => (x.trim().startsWith('$') ? '$' : /[a-zA-Z]+$/.exec(x.trim())![0].replace(/s$/, '').toLowerCase());
  if (unitOf(limit.text) !== unitOf(eachText)) return null;
  const cap = value(limit.text);
  const per = value(eachText);
  // Anything else in the same unit is already taken ("Omar weighs 80 kg").
  const taken = others.filter((a) => a.at !== limit.at && unitOf(a.text) === unitOf(limit.text));
  if (taken.length > 1) return null;
  const fixed = taken.length ? value(taken[0].text) : 0;
  const numbers = t.match(/(?<![\w.])\d+(?:,\d{3})*(?:\.\d+)?/g) ?? [];
  if (numbers.length !== 2 + taken.length || !(per > 0) || cap < fixed) return null;
  const n = Math.floor((cap - fixed) / per + 1e-9);
  const show = (x: number) => (unitOf(limit.text) === '$' ? `$${x.toFixed(2)}` : `${formatNumber(x, 10)} ${unitOf(limit.text)}`);
  const item = ask[1] ?? ask[2];
  return succeed(TOOL, String(n), [
    step(`${fixed ? `${show(fixed)} is already taken, leaving ${show(cap)} − ${show(fixed)} = ${show(cap - fixed)}. ` : ''}Each of the ${item} is ${show(per)}: ${show(cap - fixed)} ÷ ${show(per)} = ${formatNumber((cap - fixed) / per, 8)}.`),
    step(`Only whole ${item} count, so at most ${n}: ${fixed ? `${show(fixed)} + ` : ''}${n} × ${show(per)} = ${show(fixed + n * per)} fits, and ${n + 1} would need ${show(fixed + (n + 1) * per)} ✓.`),
  ], { data: { value: n } });
}

/** "earns $8 every time she walks the dog: how many walks to save up for a $120 skateboard": the target over each, rounded up. */
function howManyToReach(t: string): ToolResult | null {
  const each = new RegExp(String.raw`\b(?:earns?|gets?|makes?|is\s+paid|saves?|receives?)\s+${MONEY}\s+(?:every\s+time|each\s+time|per|for\s+(?:each|every)|a)\s+([a-z]+)?`, 'i').exec(t);
  const ask = /\bhow\s+many\s+([a-z]+)\s+(?:does|do|did|will|would|must|should)\s+(?:she|he|they|i|we|you|[A-Z][a-z]+)\s+(?:need|have)\b[^.?]*?\b(?:to\s+(?:save\s+up\s+for|buy|afford|reach|pay\s+for|get|earn)|for)\s+(?:a|an|the)?\s*\$\s*(\d+(?:,\d{3})*(?:\.\d{1,2})?)/i.exec(t);
  if (!each || !ask) return null;
  if (numbersIn(t).length !== 2) return null;
  const per = money(each[1]);
  const target = money(ask[2]);
  if (per.sign() <= 0) return null;
  const exact = target.div(per);
  const n = exact.isInteger() ? exact : Rational.of(Math.ceil(exact.toNumber()));
  return succeed(TOOL, n.toString(), [
    step(`${cash(target)} ÷ ${cash(per)} = ${exact.isInteger() ? exact.toString() : formatNumber(exact.toNumber(), 8)}.`),
    ...(exact.isInteger() ? [] : [step(`${Math.floor(exact.toNumber())} would not be quite enough, so ${n.toString()} are needed.`)]),
    step(`Check: ${n.toString()} × ${cash(per)} = ${cash(n.mul(per))} ≥ ${cash(target)} ✓.`),
  ], { data: { value: n.toNumber() } });
}

export function spendingStory(t: string): ToolResult | null {
  return unknownPrice(t) ?? startingAmount(t) ?? mostThatFit(t) ?? howManyToReach(t);
}
