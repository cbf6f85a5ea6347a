import { letterSentences, letteredBaskets } from './letter-sentences';
import { kindsStory } from './kinds-story';
import { Rational } from './rational';
import { solveTwoByTwo } from './linear-system';
import { step, succeed, ToolInputError, type ToolResult, type ToolStep } from './types';

/**
 * Two unknowns told in words (issue 14): tickets or coins (how many of each from a count and a total
 * value), heads and legs, two shopping baskets (the price of each item), two numbers from their sum
 * and difference, ages now and in (or n years ago), and mixtures (how much of a strength or a price
 * to mix in). Each becomes two linear equations, solved exactly (Cramer's rule) and checked in both;
 * counts must come out as whole numbers and prices as positive amounts, or there is no answer.
 */

const TOOL = 'word_problem';
const NUM = String.raw`(\d+(?:,\d{3})*(?:\.\d+)?)`;
const MONEY = String.raw`[$£€]\s*${NUM}`;

const q = (s: string) => Rational.parse(s.replace(/,/g, '')) ?? Rational.ZERO;

const stem = (w: string) => w.toLowerCase().replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '').slice(0, 5);

/**
 * The letters a question names its unknowns with: "let a be the number of adult tickets", "(n =
 * nickels, d = dimes)", "one pen, p,", "adult (a)", "f (father)". Keyed by the stem of the word.
 */
function namedLetters(t: string): Map<string, string> {
  const out = new Map<string, string>();
  const add = (letter: string, word: string) => {
    if (!out.has(stem(word))) out.set(stem(word), letter);
  };
  for (const m of t.matchAll(/\blet\s+([a-z])\s*(?:=|be|represent|stand for)\s*(?:the\s+)?(?:number\s+of\s+|price\s+of\s+(?:one\s+|a\s+|an\s+)?|cost\s+of\s+(?:one\s+|a\s+|an\s+)?|age\s+of\s+(?:the\s+)?)?([a-z]+)/gi)) add(m[1], m[2]);
  for (const m of t.matchAll(/(?<![a-z])([a-z])\s*=\s*(?:the\s+)?(?:(?:number|price|cost|age|amount)\s+of\s+(?:one\s+|a\s+|an\s+|the\s+)?)?([a-z]{3,})/gi)) add(m[1], m[2]);
  // "j = jars of jam", "b = loaves of bread": the thing in the container names it too.
  for (const m of t.matchAll(/(?<![a-z])([a-z])\s*=\s*(?:the\s+)?(?:number\s+of\s+)?[a-z]+\s+of\s+([a-z]{3,})/gi)) add(m[1], m[2]);
  // "the price p of one pen and n of one notebook", "the price of an adult ticket a".
  for (const m of t.matchAll(/\b(?:price|cost|number|age|mass|weight)\s+([a-z])\s+of\s+(?:one\s+|a\s+|an\s+|each\s+|the\s+)?([a-z]{3,})/gi)) add(m[1], m[2]);
  for (const m of t.matchAll(/\band\s+([a-z])\s+of\s+(?:one\s+|a\s+|an\s+|each\s+|the\s+)?([a-z]{3,})/gi)) add(m[1], m[2]);
  // "the price of an adult ticket a and a child ticket c": the letter after the thing it names.
  for (const m of t.matchAll(/\b(?:an?|one|each)\s+([a-z]{3,})(?:\s+([a-z]{3,}))?\s+([a-z])(?=\s*(?:and\b|[,.;?)]|\s+in\b|$))/gi)) {
    add(m[3], m[1]);
    if (m[2]) add(m[3], m[2]);
  }
  // "If x is the larger number and y the smaller".
  for (const m of t.matchAll(/(?<![a-z'])([a-z])\s+is\s+the\s+([a-z]{3,})/gi)) add(m[1], m[2]);
  for (const m of t.matchAll(/\band\s+([a-z])\s+the\s+(?!(?:number|price|cost|age|amount|mass|weight)\s+of\b)([a-z]{3,})/gi)) add(m[1], m[2]);
  // "… and j be Jo's age now", "x represent the larger".
  for (const m of t.matchAll(/(?:\blet\s+|\band\s+|,\s*)([a-z])\s+(?:be|represent|stand\s+for|denote)\s+(?:the\s+)?(?:number\s+of\s+|price\s+of\s+(?:one\s+|a\s+|an\s+)?|cost\s+of\s+(?:one\s+|a\s+|an\s+)?|age\s+of\s+)?([a-z]+)/gi)) add(m[1], m[2]);
  // "let a be adult tickets and c child tickets": the second letter with its "be" left out.
  if (/\blet\s+[a-z]\s+(?:be|represent|stand\s+for|denote)\b/i.test(t)) {
    for (const m of t.matchAll(/\band\s+(?![ai]\b)([a-z])\s+(?:the\s+)?(?:number\s+of\s+)?([a-z]{3,})/gi)) add(m[1], m[2]);
  }
  // "how many adult tickets a and child tickets c were sold": each letter after the things it counts.
  for (const m of t.matchAll(/\bhow\s+many\s+([a-z]{3,})(?:\s+([a-z]{3,}))?\s+([a-z])\s+and\s+([a-z]{3,})(?:\s+([a-z]{3,}))?\s+([a-z])(?![\w'])/gi)) {
    add(m[3], m[1]);
    add(m[6], m[4]);
  }
  // "ann (a) and ben (b)": a name with its letter in brackets.
  for (const m of t.matchAll(/\b([a-z]{3,})\s*\(\s*([a-z])\s*\)/gi)) add(m[2], m[1]);
  // "pen = p, ruler = r": the thing, then its letter.
  for (const m of t.matchAll(/\b([a-z]{3,})\s*=\s*([a-z])(?![\w'(])/gi)) add(m[2], m[1]);
  // "calling the larger one x and the smaller one y", "call the larger number L".
  if (/\bcall(?:ing|ed)?\s+(?:the\s+)?[a-z]{3,}\s+(?:one\s+|number\s+)?[a-z]\b/i.test(t)) {
    for (const m of t.matchAll(/(?:\bcall(?:ing|ed)?\s+|\band\s+)(?:the\s+)?([a-z]{3,})\s+(?:one\s+|number\s+)?([a-z])(?![\w'])/gi)) add(m[2], m[1]);
  }
  // "use a for adult tickets and c for child tickets".
  if (/\buse\s+[a-z]\s+for\b/i.test(t)) {
    for (const m of t.matchAll(/(?:\buse\s+|\band\s+|,\s*)([a-z])\s+for\s+(?:the\s+)?(?:number\s+of\s+|price\s+of\s+(?:one\s+|a\s+|an\s+)?)?([a-z]{3,})/gi)) add(m[1], m[2]);
  }
  // "small coffees for p dollars", "pens at x cents each".
  for (const m of t.matchAll(/\b(?!(?:one|each|the|and)\b)([a-z]{3,})\s+(?:(?!(?:one|each|the|and)\b)[a-z]+\s+)?(?:for|at|cost|costs)\s+([a-z])\s+(?:dollars|pounds|euros|cents|pence|each)\b/gi)) add(m[2], m[1]);
  // "Call the larger one x and the smaller one y".
  for (const m of t.matchAll(/\b(?:call|name)\s+the\s+([a-z]+)(?:\s+(?:one|number))?\s+([a-z])\b/gi)) add(m[2], m[1]);
  for (const m of t.matchAll(/\band\s+the\s+([a-z]+)(?:\s+(?:one|number))?\s+([a-z])\s*(?=[.,;)?]|$)/gi)) add(m[2], m[1]);
  // "… and c the number of child tickets", "x be the price of a pen".
  for (const m of t.matchAll(/(?<![a-z'])([a-z])\s+(?:be\s+|is\s+|for\s+)?the\s+(?:number|price|cost|age|amount)\s+of\s+(?:one\s+|a\s+|an\s+|the\s+)?([a-z]{3,})/gi)) add(m[1], m[2]);
  // "x = number of 5p coins": a coin named by its value.
  for (const m of t.matchAll(/(?<![a-z])([a-z])\s*=\s*(?:the\s+)?number\s+of\s+(\d+p\s+coins)\b/gi)) add(m[1], m[2]);
  // "adult tickets (a) and child tickets (c)": the letter names both words before it.
  for (const m of t.matchAll(/\b([a-z]{3,})(?:\s+([a-z]{3,}))?\s*\(\s*([a-z])\s*\)/gi)) {
    add(m[3], m[1]);
    if (m[2]) add(m[3], m[2]);
  }
  for (const m of t.matchAll(/(?<![a-z])([a-z])\s*\(\s*([a-z]{3,})\s*\)/gi)) add(m[1], m[2]);
  // "let m = mum's age now and a = my age now", "let s be my sister's age": the person whose age it is.
  for (const m of t.matchAll(/(?<![a-z])([a-z])\s*(?:=|\s(?:be|is|represent|stand\s+for)\s)\s*(?:the\s+)?(my|[a-z]{2,}'s)\s+(?:current\s+|present\s+)?age\b/gi)) add(m[1], m[2].toLowerCase() === 'my' ? 'me' : m[2].toLowerCase().replace(/'s$/, ''));
  // "how many nickels n and dimes d do i have": a plural and its letter right after it.
  for (const m of t.matchAll(/\b([a-z]{2,}s)\s+(?![ai]\b)([a-z])(?=\s*(?:and\b|[,.;?)]|\s+(?:do|are|does|is|were|did)\b|$))/gi)) add(m[2], m[1]);
  for (const m of t.matchAll(/\b(?:one|a|an|each)\s+([a-z]{3,})\s*,\s*([a-z])\s*(?:[,.;)?]|\s+and\b|\s+in\b|$)/gi)) add(m[2], m[1]);
  return out;
}

interface Unknown {
  word: string;
  value: Rational;
}

/** The answer line: the unknowns by the letters the question named, else by their words; the one asked for alone when one is. */
function answerLine(t: string, unknowns: Unknown[], unit: (u: Unknown) => string): string {
  const letters = namedLetters(t);
  const shown = (u: Unknown) => `${u.value.isInteger() ? u.value.toString() : u.value.toNumber().toFixed(2).replace(/\.?0+$/, '')}${unit(u)}`;
  const byLetter = unknowns.map((u) => letters.get(stem(u.word)));
  // "Maya is 3 times as old as her brother Leo … let m be Maya's age and l be Leo's": one letter left for the one unknown left.
  const unused = [...new Set(letters.values())].filter((l) => !byLetter.includes(l));
  if (new Set(letters.values()).size === unknowns.length && unused.length === 1 && byLetter.filter((l) => !l).length === 1) byLetter[byLetter.indexOf(undefined)] = unused[0];
  if (byLetter.every(Boolean)) return unknowns.map((u, i) => `${byLetter[i]} = ${shown(u)}`).join(', ');
  // "How many cows are there?", "How old is the son now?": only that one, when only one is asked.
  const asked = /\b(?:how\s+many|how\s+much(?:\s+(?:does|do|is|are|would|did))?|how\s+old\s+(?:is|was|will)|what\s+is|what\s+was|find)\s+(?:the\s+|his\s+|her\s+|one\s+|a\s+|an\s+|each\s+)?(?:price\s+of\s+(?:one\s+|a\s+|an\s+)?|cost\s+of\s+(?:one\s+|a\s+|an\s+)?)?([a-z]+)(?:\s+([a-z]+))?/gi;
  const hit = new Set<Unknown>();
  for (const m of t.matchAll(asked)) {
    for (const u of unknowns) if ([m[1], m[2]].some((w) => w && stem(w) === stem(u.word))) hit.add(u);
    // "the price of a pen and of a notebook": the rest of the ask names the others too.
    const rest = t.slice((m.index ?? 0) + m[0].length).split(/[.?!]/)[0];
    for (const u of unknowns) if (hit.size && (rest.match(/[a-z]+/gi) ?? []).some((w) => stem(w) === stem(u.word))) hit.add(u);
  }
  // "How many marbles does Ann have?": the one named after the verb.
  for (const m of t.matchAll(/\bhow\s+(?:many|much)\s+(?:[a-z]+\s+)?(?:does|did|do|will|would|has|had)\s+([a-z]+)/gi)) {
    for (const u of unknowns) if (stem(m[1]) === stem(u.word)) hit.add(u);
  }
  // "both", "each", "they" in the sentence that asks; the story's "their ages" does not ask for both.
  const askSentence = t.split(/(?<=[.?!])\s+/).filter((x) => /\?|\b(?:how|what|find|which)\b/i.test(x)).pop() ?? t;
  if (hit.size === 1 && !/\bof\s+each\b|\beach\s+(?:have|has|get|gets|own)\b|\bboth\b|\bthey\b|\btheir\b/i.test(askSentence)) return shown([...hit][0]);
  // The question named letters ("let a be …") but not one for each unknown: which is which would be a guess.
  if (LETTERS_DEFINED.test(t)) throw new ToolInputError('You named the unknowns with letters, but I could not tell which letter stands for which, so I will not guess. Say it as "let a be the number of adult tickets and c the number of child tickets".');
  return unknowns.map((u) => `${u.word} = ${shown(u)}`).join(', ');
}

/** A question that names its unknowns with letters: "let a be …", "a = the number of …", "where x is …". */
const LETTERS_DEFINED = /\buse\s+[a-z]\s+for\b|\b(?:costs?|is|are|at|for)\s+[a-z]\s+(?:dollars|pounds|euros|cents|pence)\b|\blet\s+[a-z]\s*(?:,\s*[a-z]\s*)*(?:and\s+[a-z]\s+)?(?:be|=|represent|denote|stand\s+for)\b|(?<![a-z])[a-z]\s*=\s*(?:the\s+)?(?:number|price|cost|age|amount|mass|speed)\s+of\b|\bwhere\s+[a-z]\s+is\s+the\b/i;

function result(t: string, unknowns: Unknown[], steps: ToolStep[], unit: (u: Unknown) => string = () => ''): ToolResult {
  const answer = answerLine(t, unknowns, unit);
  return succeed(TOOL, answer, steps, { data: { unknowns: Object.fromEntries(unknowns.map((u) => [u.word, u.value.toNumber()])), ...(/=/.test(answer) ? {} : { value: q(answer.replace(/[^\d./-]/g, '')).toNumber() }) } });
}

const COINS: Record<string, Rational> = {
  penny: Rational.of(1, 100), pennie: Rational.of(1, 100), nickel: Rational.of(5, 100), dime: Rational.of(10, 100),
  quarter: Rational.of(25, 100), 'half-dollar': Rational.of(50, 100),
};
const LEGS: Record<string, number> = {
  chicken: 2, hen: 2, duck: 2, goose: 2, geese: 2, bird: 2, turkey: 2, ostrich: 2, people: 2, person: 2,
  cow: 4, pig: 4, sheep: 4, horse: 4, goat: 4, dog: 4, cat: 4, rabbit: 4, lamb: 4, donkey: 4, cattle: 4,
};
const singular = (w: string) => w.toLowerCase().replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');

/**
 * Tickets or coins: how many of two kinds from the total count and the total value. "Adult tickets
 * cost $12 and child tickets $7; 200 tickets took $2040", "30 coins, dimes and quarters, worth $5.10";
 * heads and legs: "30 heads and 74 legs, chickens and cows".
 */
function countAndValue(t: string): ToolResult | null {
  let kinds: Array<{ word: string; each: Rational }> = [];
  let count: Rational | undefined;
  let total: Rational | undefined;
  let what = '';
  const heads = new RegExp(String.raw`\b${NUM}\s+heads\b[^.?]*?\b${NUM}\s+(?:legs|feet)\b`, 'i').exec(t);
  if (heads) {
    const animals = [...t.matchAll(/\b([a-z]+)\b/gi)].map((m) => singular(m[1])).filter((w, i, all) => LEGS[w] !== undefined && all.indexOf(w) === i);
    if (animals.length !== 2 || LEGS[animals[0]] === LEGS[animals[1]]) return null;
    kinds = animals.map((w) => ({ word: `${w}s`, each: Rational.of(LEGS[w]) }));
    [count, total, what] = [q(heads[1]), q(heads[2]), 'legs'];
  } else if (/\bcoins?\b/i.test(t) && new Set([...t.matchAll(/\b(\d+)\s*p\b/gi)].map((m) => m[1])).size >= 2) {
    // "30 coins, all 5p and 10p, worth £2.20": pence; the total in pounds or pence.
    const pence = [...new Set([...t.matchAll(/\b(\d+)\s*p\b/gi)].map((m) => m[1]))];
    const n = new RegExp(String.raw`\b${NUM}\s+coins\b`, 'i').exec(t);
    const pounds = /£\s*(\d+(?:\.\d+)?)/.exec(t);
    const totalPence = pounds ? q(pounds[1]).mul(Rational.of(100)) : undefined;
    if (pence.length !== 2 || !n || !totalPence) return null;
    kinds = pence.map((v) => ({ word: `${v}p coins`, each: q(v) }));
    [count, total, what] = [q(n[1]), totalPence, 'value in pence'];
  } else if (/\bcoins?\b/i.test(t)) {
    const names = [...t.matchAll(/\b(pennies|penny|nickels?|dimes?|quarters?|half-dollars?)\b/gi)].map((m) => singular(m[1]).replace(/^pennie$/, 'penny')).filter((w, i, all) => all.indexOf(w) === i);
    if (names.length !== 2) return null;
    kinds = names.map((w) => ({ word: w === 'penny' ? 'pennies' : `${w}s`, each: COINS[w] }));
    const n = new RegExp(String.raw`\b${NUM}\s+coins\b`, 'i').exec(t);
    const worth = new RegExp(MONEY, 'i').exec(t);
    if (!n || !worth) return null;
    [count, total, what] = [q(n[1]), q(worth[1]), 'value in dollars'];
  } else {
    // "Adult tickets cost $12 and child tickets $7", "adult tickets at $10", "$12 for an adult".
    const priced = [
      ...[...t.matchAll(new RegExp(String.raw`\b([a-z]+)\s+(?:tickets?\s+)?(?:cost|costs|are|were|was|is|at|for|priced at|sell for|sold at|sold for)?\s*${MONEY}\s*(?:each)?`, 'gi'))].map((m) => ({ word: m[1], price: m[2], at: m.index ?? 0 })),
      ...[...t.matchAll(new RegExp(String.raw`${MONEY}\s*(?:each\s+)?(?:for|per)\s+(?:an?\s+|each\s+)?([a-z]+)`, 'gi'))].map((m) => ({ word: m[2], price: m[1], at: m.index ?? 0 })),
    ].filter((p) => !/^(?:total|of|was|were|is|took|raised|worth|collected|made|earned|cost|costs|and|for|at|tickets?|paid|pays|pay|spent|spends|spend|altogether|totalling|totaling|came|taken|received|takings|sales|revenue|income|amount|in|raised|brought)$/i.test(p.word));
    const unique = priced.filter((p, i) => priced.findIndex((o) => stem(o.word) === stem(p.word)) === i);
    if (unique.length !== 2) return null;
    const n = new RegExp(String.raw`\b${NUM}\s+(tickets|items|seats|people|meals|shirts|books|cards|passes)\b`, 'i').exec(t);
    // The total is the one amount of money that is not a price of one kind.
    const priceAt = new Set(priced.map((p) => t.indexOf(p.price, p.at)));
    const totals = [...t.matchAll(new RegExp(MONEY, 'gi'))].filter((m) => !priceAt.has(t.indexOf(m[1], m.index ?? 0))).map((m) => m[1]);
    if (!n || totals.length !== 1) return null;
    // "adult tickets", but "pens" (not "pens items").
    const generic = /^(?:items|things)$/i.test(n[2]);
    kinds = unique.map((p) => ({ word: generic ? p.word.toLowerCase() : `${p.word.toLowerCase()} ${n[2].toLowerCase()}`, each: q(p.price) }));
    [count, total, what] = [q(n[1]), q(totals[0]), 'takings in dollars'];
  }
  if (!count || !total) return null;
  const [a, b] = kinds;
  const solved = solveTwoByTwo(Rational.ONE, Rational.ONE, count, a.each, b.each, total);
  if (!solved) return null;
  const [x, y] = solved;
  // Counts: whole and not negative, or the numbers do not fit together.
  if (!x.isInteger() || !y.isInteger() || x.sign() < 0 || y.sign() < 0) return null;
  const steps = [
    step(`Let the numbers be ${a.word} and ${b.word}. There are ${count} altogether: ${a.word} + ${b.word} = ${count}.`),
    step(`Their ${what}: ${a.each} × ${a.word} + ${b.each} × ${b.word} = ${total}.`),
    step(`Substitute ${b.word} = ${count} − ${a.word} into the second: (${a.each} − ${b.each}) × ${a.word} = ${total} − ${b.each} × ${count}, so ${a.word} = ${x} and ${b.word} = ${count} − ${x} = ${y}.`),
    step(`Check: ${x} + ${y} = ${count} ✓ and ${a.each} × ${x} + ${b.each} × ${y} = ${a.each.mul(x).add(b.each.mul(y))} ✓.`),
  ];
  return result(t, [{ word: a.word, value: x }, { word: b.word, value: y }], steps);
}

/** "3 pens and 2 notebooks cost $9.50; 2 pens and 5 notebooks cost $15.50": the price of each item. */
function twoBaskets(raw: string): ToolResult | null {
  // "Lena paid $13.50 for 2 coffees and 3 muffins": the same as "2 coffees and 3 muffins cost $13.50".
  const t = raw.replace(/\b(?:paid|pays|spent|spends)\s+([$£€]\s?\d+(?:\.\d+)?)\s+(?:for|on)\s+(\d+\s+[a-z]+\s+and\s+\d+\s+[a-z]+)/gi, '$2 cost $1');
  // "2 adult tickets and 3 child tickets cost £41": the item's first word names it.
  const basket = new RegExp(String.raw`\b${NUM}\s+([a-z]+)(?:\s+(?:tickets?|items?|bags?|boxes?|packs?|packets?|bottles?|cups?|cans?|pieces?|slices?|bars?|meals?))?\s+and\s+${NUM}\s+([a-z]+)(?:\s+(?:tickets?|items?|bags?|boxes?|packs?|packets?|bottles?|cups?|cans?|pieces?|slices?|bars?|meals?))?\s+(?:cost|costs|come to|comes to|is|are|total|for)\s*(?:a total of\s*)?${MONEY}`, 'gi');
  const found = [...t.matchAll(basket)];
  if (found.length !== 2) return null;
  const [m1, m2] = found;
  const [i1, i2] = [stem(m1[2]), stem(m1[4])];
  if (i1 === i2) return null;
  const order = (m: RegExpMatchArray): [Rational, Rational] | null =>
    stem(m[2]) === i1 && stem(m[4]) === i2 ? [q(m[1]), q(m[3])] : stem(m[2]) === i2 && stem(m[4]) === i1 ? [q(m[3]), q(m[1])] : null;
  const c1 = order(m1);
  const c2 = order(m2);
  if (!c1 || !c2) return null;
  const [s1, s2] = [q(m1[5]), q(m2[5])];
  const solved = solveTwoByTwo(c1[0], c1[1], s1, c2[0], c2[1], s2);
  if (!solved || solved.some((v) => v.sign() <= 0)) return null;
  const [x, y] = solved;
  const [w1, w2] = [singular(m1[2]), singular(m1[4])];
  const currency = /£/.test(t) ? '£' : /€/.test(t) ? '€' : '$';
  const money = (v: Rational) => `${currency}${v.toNumber().toFixed(2)}`;
  const steps = [
    step(`Let one ${w1} cost ${w1[0]} and one ${w2} cost ${w2[0] === w1[0] ? `${w2[0]}₂` : w2[0]}: ${c1[0]}·${w1[0]} + ${c1[1]}·(${w2}) = ${money(s1)} and ${c2[0]}·${w1[0]} + ${c2[1]}·(${w2}) = ${money(s2)}.`),
    step(`Eliminate one item (multiply so its numbers match, then subtract) and solve: one ${w1} is ${money(x)} and one ${w2} is ${money(y)}.`),
    step(`Check: ${c1[0]} × ${money(x)} + ${c1[1]} × ${money(y)} = ${money(c1[0].mul(x).add(c1[1].mul(y)))} ✓ and ${c2[0]} × ${money(x)} + ${c2[1]} × ${money(y)} = ${money(c2[0].mul(x).add(c2[1].mul(y)))} ✓.`),
  ];
  return result(t, [{ word: w1, value: x }, { word: w2, value: y }], steps);
}

/** "The sum of two numbers is 42 and their difference is 8": the larger and the smaller. */
function sumAndDifference(t: string): ToolResult | null {
  const s = new RegExp(String.raw`\bsum\s+of\s+(?:the\s+)?two\s+numbers\s+is\s+(-?${NUM})`, 'i').exec(t) ?? new RegExp(String.raw`\btwo\s+numbers\s+(?:add\s+(?:up\s+)?to|sum\s+to|total)\s+(-?${NUM})`, 'i').exec(t);
  const d = new RegExp(String.raw`\b(?:their\s+)?difference\s+(?:between\s+them\s+)?is\s+${NUM}|\bone\s+(?:number\s+)?is\s+${NUM}\s+(?:more|bigger|greater|larger)\s+than\s+the\s+other`, 'i').exec(t);
  if (!s || !d) return null;
  const sum = q(s[1]);
  const diff = q(d[1] ?? d[2]);
  const larger = sum.add(diff).div(Rational.of(2));
  const smaller = sum.sub(diff).div(Rational.of(2));
  const steps = [
    step(`Call the numbers L (larger) and S (smaller): L + S = ${sum} and L − S = ${diff}.`),
    step(`Add the two equations: 2L = ${sum.add(diff)}, so L = ${larger}; then S = ${sum} − ${larger} = ${smaller}.`),
    step(`Check: ${larger} + ${smaller} = ${sum} ✓ and ${larger} − ${smaller} = ${diff} ✓.`),
  ];
  // Letters the question named ("call the larger one x") answer both by name.
  const letters = namedLetters(t);
  const named = (...words: string[]) => words.map((w) => letters.get(stem(w))).find(Boolean);
  let [big, small] = [named('larger', 'bigger', 'greater', 'largest', 'biggest'), named('smaller', 'lesser', 'smallest')];
  // "find x and y if x is the bigger one": the other letter asked for is the other number.
  const pair = /\b(?:find|what\s+are|give|work\s+out|determine)\s+([a-z])\s+and\s+([a-z])\b/i.exec(t);
  if (pair && (big || small) && !(big && small)) {
    const other = [pair[1], pair[2]].find((l) => l !== (big ?? small));
    if ([pair[1], pair[2]].includes((big ?? small)!) && other) [big, small] = big ? [big, other] : [other, small];
  }
  if (big && small) return succeed(TOOL, `${big} = ${larger}, ${small} = ${smaller}`, steps, { data: { larger: larger.toNumber(), smaller: smaller.toNumber() } });
  const both = /\b(?:find|what\s+are|give|work\s+out|determine)\s+(?:the\s+|both\s+)?(?:two\s+)?numbers\b/i.test(t);
  const asks = both ? null : /\b(larger|largest|bigger|greater)\b/i.test(t) ? larger : /\b(smaller|smallest|lesser)\b/i.test(t) ? smaller : null;
  if (asks) return succeed(TOOL, asks.toString(), steps, { data: { value: asks.toNumber() } });
  return succeed(TOOL, `${larger} and ${smaller}`, steps, { data: { larger: larger.toNumber(), smaller: smaller.toNumber() } });
}

const TIMES: Record<string, number> = { twice: 2, double: 2, three: 3, thrice: 3, triple: 3, four: 4, five: 5, six: 6, half: 0.5 };

/**
 * Ages: "A is 3 times as old as B. In 12 years A will be twice as old as B" (or "n years ago A was
 * …"): A = kB and A ± n = m(B ± n).
 */
function ages(t: string): ToolResult | null {
  const times = String.raw`(\d+(?:\.\d+)?|twice|three|four|five|six|half)(?:\s+times)?`;
  const now = new RegExp(String.raw`\b([A-Za-z][a-z]+|(?:the|a|his|her)\s+(?:father|mother|dad|mum|mom|man|woman|teacher|grandfather|grandmother|uncle|aunt))\s+is\s+${times}\s+(?:as\s+old\s+as|(?:the\s+)?(?:age|old)\s+of)\s+(?:(?:his|her|their|the)\s+)?([A-Za-z]+)`, 'i').exec(t);
  const later = new RegExp(String.raw`\b(?:in\s+${NUM}\s+years?(?:'?\s*time)?|${NUM}\s+years?\s+(ago|from now|later))\b[^.?]*?\b(?:will\s+be|was|would\s+be|is)\s+${times}\s+as\s+old\s+as`, 'i').exec(t);
  if (!now || !later) return null;
  const k = Number(now[2]) || TIMES[now[2].toLowerCase()];
  const n = q(later[1] ?? later[2]);
  const ago = /ago/i.test(later[3] ?? '');
  const m = Number(later[4]) || TIMES[later[4].toLowerCase()];
  if (!k || !m || k === m) return null;
  const shift = ago ? n.neg() : n;
  // kB + shift = m(B + shift) → B = shift(m − 1)/(k − m)
  const K = Rational.approximate(k, 100n);
  const M = Rational.approximate(m, 100n);
  const younger = shift.mul(M.sub(Rational.ONE)).div(K.sub(M));
  const older = K.mul(younger);
  if (younger.sign() <= 0 || !younger.isInteger() || !older.isInteger() || younger.add(shift).sign() < 0) return null;
  const [A, B] = [now[1].replace(/^(?:the|a|his|her)\s+/i, ''), now[3]];
  const steps = [
    step(`Let ${/^(?:me|i)$/i.test(B) ? 'your' : `${B}'s`} age now be b. Then ${/^my\s+/i.test(A) ? A.replace(/^my\s+/i, 'your ') : A} is ${K}b now.`),
    step(`${ago ? `${n} years ago` : `In ${n} years`}: ${K}b ${ago ? '−' : '+'} ${n} = ${M}(b ${ago ? '−' : '+'} ${n}).`),
    step(`Solve: ${K.sub(M)}b = ${shift.mul(M.sub(Rational.ONE))}, so b = ${younger} and ${A} is ${K} × ${younger} = ${older}.`),
    step(`Check: ${older} ${ago ? '−' : '+'} ${n} = ${older.add(shift)} and ${M} × (${younger} ${ago ? '−' : '+'} ${n}) = ${M.mul(younger.add(shift))} ✓.`),
  ];
  return result(t, [{ word: A.toLowerCase(), value: older }, { word: B.toLowerCase(), value: younger }], steps);
}

/** "Nadia is three times as old as her brother. In 4 years the sum of their ages will be 36": kB + B ± 2n = S. */
function agesSum(t: string): ToolResult | null {
  const times = String.raw`(\d+(?:\.\d+)?|twice|three|four|five|six|half)(?:\s+times)?`;
  const now = new RegExp(String.raw`\b([A-Za-z][a-z]+|(?:the|a|his|her)\s+(?:father|mother|dad|mum|mom|man|woman|teacher|grandfather|grandmother|uncle|aunt))\s+is\s+${times}\s+(?:as\s+old\s+as|(?:the\s+)?(?:age|old)\s+of)\s+(?:(?:his|her|their|the)\s+)?([A-Za-z]+)`, 'i').exec(t);
  const sum = new RegExp(String.raw`\b(?:in\s+${NUM}\s+years?(?:'?\s*time)?|${NUM}\s+years?\s+(ago|from\s+now|later))\b[^.?]*?\b(?:the\s+)?(?:sum\s+of\s+their\s+ages|their\s+(?:combined|total)\s+age|their\s+ages\s+(?:will\s+)?(?:add\s+up\s+to|total))\s+(?:will\s+be|was|would\s+be|is)?\s*${NUM}\b`, 'i').exec(t);
  if (!now || !sum) return null;
  const k = Number(now[2]) || TIMES[now[2].toLowerCase()];
  if (!k) return null;
  const n = q(sum[1] ?? sum[2]);
  const ago = /ago/i.test(sum[3] ?? '');
  const total = q(sum[4]);
  const numbers = t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length !== 2 + (/^\d/.test(now[2]) ? 1 : 0)) return null;
  const K = Rational.approximate(k, 100n);
  const shift = ago ? n.neg() : n;
  // (K + 1)b + 2·shift = total
  const younger = total.sub(shift.mul(Rational.of(2))).div(K.add(Rational.ONE));
  const older = K.mul(younger);
  if (younger.sign() <= 0 || younger.add(shift).sign() < 0) return null;
  const [A, B] = [now[1].replace(/^(?:the|a|his|her)\s+/i, ''), now[3]];
  const steps = [
    step(`Let ${B}'s age now be b. Then ${A} is ${K}b now.`),
    step(`${ago ? `${n} years ago` : `In ${n} years`} they are ${K}b ${ago ? '−' : '+'} ${n} and b ${ago ? '−' : '+'} ${n}, which add up to ${total}: ${K.add(Rational.ONE)}b ${ago ? '−' : '+'} ${n.mul(Rational.of(2))} = ${total}.`),
    step(`So b = ${younger} and ${A} is ${K} × ${younger} = ${older}.`),
    step(`Check: ${older.add(shift)} + ${younger.add(shift)} = ${older.add(shift).add(younger.add(shift))} ✓.`),
  ];
  return result(t, [{ word: A, value: older }, { word: B, value: younger }], steps);
}

/**
 * Two people and a total between them: "Jess and Kim have 45 stickers between them, and Jess has 9
 * more than Kim", "… Jess has twice as many as Kim". A + B = T with A − B = D or A = kB.
 */
function namedShares(t: string): ToolResult | null {
  const VERB = String.raw`(?:has|had|have|collected|saved|owns|picked|scored|read|sold|made|ran|baked|caught|found)`;
  const NAME = String.raw`(?!(?:he|she|it|they|we|i|you|the|his|her|their|each|one|who)\b)([a-z][a-z]+)`;
  // "Jess has 9 more than Kim", "sam has 3 times as many stickers as jo": the relation names the two.
  const more = new RegExp(String.raw`\b${NAME}\s+${VERB}\s+${NUM}\s+(more|fewer|less)\s+(?:[a-z]+\s+)?than\s+${NAME}\b`, 'i').exec(t);
  const times = new RegExp(String.raw`\b${NAME}\s+${VERB}\s+(twice|three\s+times|four\s+times|five\s+times|\d+\s+times)\s+as\s+many\s+(?:[a-z]+\s+)?as\s+${NAME}\b`, 'i').exec(t);
  const rel = more ?? times;
  if (!rel || rel[1].toLowerCase() === rel[rel.length - 1].toLowerCase()) return null;
  const [a, b] = [rel[1], rel[rel.length - 1]];
  const either = String.raw`(?:${a}|${b})`;
  // The total: "Jess and Kim have 45 stickers between them", "together they have 48".
  const pair = new RegExp(String.raw`\b${either}\s+and\s+${either}\s+(?:have|had|share|collected|saved|own|picked|scored|read|sold|made)\s+(?:a\s+total\s+of\s+|a\s+combined\s+)?${NUM}\b(?:\s+[a-z]+)?(?:\s+(?:between\s+them|altogether|in\s+total|together|combined))?`, 'i').exec(t);
  const together = new RegExp(String.raw`\b(?:together|altogether|between\s+them|in\s+total|combined)\s*,?\s*they\s+(?:have|had|share|collected|saved|own|picked|scored|read|sold|made)\s+(?:a\s+total\s+of\s+)?${NUM}\b|\bthey\s+(?:have|had|collected|saved|own|picked|scored|read|sold|made)\s+(?:a\s+total\s+of\s+)?${NUM}\s+(?:[a-z]+\s+)?(?:together|altogether|between\s+them|in\s+total|combined)\b`, 'i').exec(t);
  if (pair && !/\bbetween\s+them\b|\baltogether\b|\bin\s+total\b|\btogether\b|\bcombined\b|\ba\s+total\s+of\b/i.test(pair[0])) return null;
  const totalText = pair?.[1] ?? together?.[1] ?? together?.[2];
  if (!totalText) return null;
  const total = q(totalText);
  const numbers = t.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length !== (more ? 2 : /\d/.test(times![2]) ? 2 : 1)) return null;
  const [x, y] = [rel[1], rel[rel.length - 1]];
  let vx: Rational;
  let steps: ToolStep[];
  if (more) {
    const d = q(more[2]).mul(Rational.of(/more/i.test(more[3]) ? 1 : -1));
    vx = total.add(d).div(Rational.of(2));
    steps = [step(`${x} + ${y} = ${total} and ${x} − ${y} = ${d}.`), step(`Add them: 2 × ${x} = ${total.add(d)}, so ${x} has ${vx} and ${y} has ${total} − ${vx} = ${total.sub(vx)}.`)];
  } else {
    const k = /^twice$/i.test(times![2]) ? 2 : Number(/\d+/.exec(times![2])?.[0] ?? { three: 3, four: 4, five: 5 }[times![2].split(/\s+/)[0].toLowerCase()]);
    const share = total.div(Rational.of(k + 1));
    vx = share.mul(Rational.of(k));
    steps = [step(`${x} has ${k} times as many as ${y}: ${k} + 1 = ${k + 1} equal parts make ${total}.`), step(`One part is ${total} ÷ ${k + 1} = ${share}: ${y} has ${share} and ${x} has ${vx}.`)];
  }
  const vy = total.sub(vx);
  if (vx.sign() < 0 || vy.sign() < 0) throw new ToolInputError('Those numbers would leave someone with less than none.');
  steps.push(step(`Check: ${vx} + ${vy} = ${total} ✓.`));
  return result(t, [{ word: x, value: vx }, { word: y, value: vy }], steps);
}

/**
 * Mixtures: "How many litres of a 20% solution must be mixed with 10 L of a 50% solution to get 30%",
 * "how much water must be added to 10 L of 40% acid to make 25%", "peanuts at $4 per kg with 10 kg
 * of cashews at $12 per kg for a $6 per kg mix", "x litres of 20% and y litres of 50% make 30 L of 30%".
 */
/**
 * Which of the two parts of a mix the question asks for (0 or 1, -1 when it cannot tell): by its
 * strength ("how many grams of the 20% alloy") or by its name ("how many kg of peanuts", the
 * peanuts having been priced as "peanuts cost $6 per kg").
 */
function askedPart(t: string, distinct: Rational[], askedStrength: RegExpExecArray | null): number {
  if (askedStrength) return distinct.slice(0, 2).findIndex((v) => v.equals(q(askedStrength[1])));
  const name = /\bhow\s+(?:many|much)\s+(?:[a-z]+\s+)?of\s+(?:the\s+)?([a-z]{3,})\b[^.?]*\??\s*$/i.exec(t)?.[1];
  if (!name) return -1;
  const named = new RegExp(String.raw`\b${name}\b[^.?$£€\d%]{0,30}?(?:[$£€]\s*${NUM}|${NUM}\s*%)`, 'i').exec(t);
  if (!named) return -1;
  return distinct.slice(0, 2).findIndex((v) => v.equals(q(named[1] ?? named[2])));
}

function mixtures(t: string): ToolResult | null {
  if (!/\bmix|\badd(?:ed|ing|s)?\b|\bcombin/i.test(t)) return null;
  const strengths = [...t.matchAll(new RegExp(String.raw`(?:${NUM}\s*%|[$£€]\s*${NUM}\s*(?:per|a|\/)\s*(?:kg|lb|pound|litre|liter|l)\b)`, 'gi'))].map((m) => q(m[1] ?? m[2]));
  // Each strength once, in the order first named ("If x is the litres of 10% solution" names one again).
  const distinct = strengths.filter((v, i, all) => all.findIndex((o) => o.equals(v)) === i);
  const water = /\b(?:pure\s+)?water\b/i.test(t) && !/\bwater\s+(?:solution|mixture)\b/i.test(t);
  const amount = String.raw`${NUM}\s*(?:L|l|litres?|liters?|ml|mL|kg|g|grams?|lb|pounds?|gallons?|oz|ounces?)\b`;
  const amounts = [...t.matchAll(new RegExp(amount, 'gi'))].map((m) => ({ v: q(m[1]), at: m.index ?? 0 }));
  const unit = /\b\d+(?:\.\d+)?\s*(mL|ml|L|l|litres?|liters?|kg|g|grams?|lb|pounds?|gallons?|oz|ounces?)\b/i.exec(t)?.[1] ?? '';
  const unitText = unit ? ` ${/^l$/i.test(unit) ? 'L' : unit}` : '';
  // Two unknown amounts making a known total: x + y = T, px + qy = rT.
  // "How many grams of the 20% alloy do you need?": one of the two asked by its strength.
  // "How many litres of 20% acid and 50% acid …" asks for both.
  const askedBoth = new RegExp(String.raw`\bhow\s+(?:many|much)\b[^.?]*?${NUM}\s*%[^.?%]*?\band\b[^.?%]*?${NUM}\s*%`, 'i').exec(t);
  const askedStrength = askedBoth && !/\b(?:make|makes|making|produce|get|obtain|form|give|giving)\b/i.test(askedBoth[0]) ? null : new RegExp(String.raw`\bhow\s+(?:many|much)\b[^.?]*?\b${NUM}\s*%`, 'i').exec(t);
  // "… to make 300 g of 40% alloy": the one amount given is the total of the mix, not one part of it.
  // "… wants 20 kg of a mix worth $7.50 per kg": the amount of the mix itself is a total too.
  const isTotal =
    amounts.length === 1 &&
    (/\b(?:make|makes|making|produce|producing|get|obtain|form|forming|give|giving|end\s+up\s+with)\s+(?:a\s+|an\s+)?(?:total\s+of\s+)?$/i.test(t.slice(Math.max(0, amounts[0].at - 40), amounts[0].at)) ||
      new RegExp(String.raw`^${amount}\s+of\s+(?:a|an|the)\s+(?:new\s+|final\s+)?(?:mix(?:ture)?|blend)\b`, 'i').test(t.slice(amounts[0].at)));
  const askedOne = distinct.length === 3 && (strengths.length === 4 || isTotal) ? askedPart(t, distinct, askedStrength) : -1;
  if (isTotal && askedOne < 0 && !/\bx\b.*\by\b|\bhow much of each\b|\bof each\b/i.test(t) && !askedBoth) return null;
  if (distinct.length === 3 && amounts.length === 1 && (/\bx\b.*\by\b|\bhow much of each\b|\bof each\b/i.test(t) || askedOne >= 0 || askedBoth)) {
    const [p, r2, r] = distinct;
    const T = amounts[0].v;
    const mixTarget = /\bto (?:get|make|give|produce)\b[^.?]*$/i.test(t) ? r : r;
    const solved = solveTwoByTwo(Rational.ONE, Rational.ONE, T, p, r2, mixTarget.mul(T));
    if (!solved || solved.some((v) => v.sign() < 0)) return null;
    const [x, y] = solved;
    const steps = [
      step(`Let x be the amount at ${p} and y the amount at ${r2}: x + y = ${T} (the total), and ${p}x + ${r2}y = ${mixTarget} × ${T} (the ${/%/.test(t) ? 'pure substance' : 'value'} in the mix).`),
      step(`Substitute y = ${T} − x: (${p} − ${r2})x = ${mixTarget.mul(T).sub(r2.mul(T))}, so x = ${x} and y = ${y}.`),
      step(`Check: ${x} + ${y} = ${T} ✓ and ${p} × ${x} + ${r2} × ${y} = ${p.mul(x).add(r2.mul(y))} = ${mixTarget} × ${T} ✓.`),
    ];
    if (askedOne >= 0) {
      const one = askedOne === 0 ? x : y;
      const currency = /[$£€]/.exec(t)?.[0] ?? '';
      const label = /%/.test(t) ? `${distinct[askedOne]}%` : `${currency}${distinct[askedOne].toNumber()}`;
      return succeed(TOOL, `${one}${unitText}`, [...steps, step(`The one at ${label}: ${one}${unitText}.`)], { data: { value: one.toNumber() } });
    }
    const letters = namedLetters(t);
    const pct = /%/.test(t) ? '%' : '';
    const answer = letters.size || /\bx\b/.test(t) ? `x = ${x}${unitText}, y = ${y}${unitText}` : `${x}${unitText} of the ${p}${pct} and ${y}${unitText} of the ${r2}${pct}`;
    return succeed(TOOL, answer, steps, { data: { x: x.toNumber(), y: y.toNumber() } });
  }
  // One known amount V at strength q, an unknown amount at p (0 for water), to make strength r.
  if (amounts.length !== 1) return null;
  const V = amounts[0].v;
  let p: Rational;
  let known: Rational;
  let r: Rational;
  if (water && strengths.length === 2) [p, known, r] = [Rational.ZERO, strengths[0], strengths[1]];
  else if (!water && strengths.length === 3) {
    // The strength named with the known amount is its own; the other first one is the unknown's.
    const knownAt = amounts[0].at;
    const near = [...t.matchAll(new RegExp(String.raw`${NUM}\s*%|[$£€]\s*${NUM}`, 'g'))];
    const idx = near.findIndex((m) => Math.abs((m.index ?? 0) - knownAt) < 60 && (m.index ?? 0) > knownAt);
    const knownIdx = idx >= 0 && idx < 2 ? idx : 1;
    [p, known, r] = [strengths[knownIdx === 0 ? 1 : 0], strengths[knownIdx], strengths[2]];
  } else return null;
  if (p.equals(r)) return null;
  // p·x + known·V = r(x + V) → x = V(r − known)/(p − r)
  const x = V.mul(r.sub(known)).div(p.sub(r));
  if (x.sign() < 0) return null;
  const what = water ? 'water' : `the ${p}${/%/.test(t) ? '%' : ''} ${/%/.test(t) ? 'one' : 'item'}`;
  const steps = [
    step(`Let x be the amount of ${what}. The ${/%/.test(t) ? 'pure substance' : 'value'} before and after mixing is the same: ${p}·x + ${known} × ${V} = ${r}(x + ${V}).`),
    step(`So (${p} − ${r})x = ${r} × ${V} − ${known} × ${V} = ${r.sub(known).mul(V)}, and x = ${x}.`),
    step(`Check: ${p} × ${x} + ${known} × ${V} = ${p.mul(x).add(known.mul(V))} and ${r} × ${x.add(V)} = ${r.mul(x.add(V))} ✓.`),
  ];
  return succeed(TOOL, `${x.isInteger() ? x.toString() : x.toNumber().toFixed(3).replace(/\.?0+$/, '')}${unitText}`, steps, { data: { value: x.toNumber() } });
}

export const WORD_SYSTEMS = [letterSentences, letteredBaskets, countAndValue, twoBaskets, sumAndDifference, ages, agesSum, namedShares, mixtures, kindsStory];
