import { solveLinearSystem } from './linear-system';
import { step, type ToolResult } from './types';

/**
 * Unknowns named by letters and related in words (issue 14): "three numbers a, b, c add to 20. a is
 * twice b and c is 4 more than b. find a, b and c". Each clause becomes one linear equation in the
 * letters, and the system is solved and checked by the linear-system solver. A clause that does
 * not read, or fewer equations than letters, leaves the question unread: no guess.
 */

const SMALL: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
const TIMES: Record<string, string> = { twice: '2', double: '2', triple: '3', thrice: '3', half: '1/2', 'half of': '1/2', 'a third of': '1/3', 'a quarter of': '1/4' };

const N = String.raw`(\d+(?:\.\d+)?)`;

/** The letters the question names: "three numbers a, b, c", "numbers x and y", "find a, b and c". */
function declaredLetters(t: string): { letters: string[]; rest: string } | null {
  const LIST = String.raw`([a-z](?:\s*,\s*[a-z])*\s*,?\s*(?:and\s+)?[a-z])`;
  const declared = new RegExp(String.raw`\b(?:(two|three|four|five|six|\d)\s+)?(?:numbers|integers|unknowns|values|quantities)\s*,?\s*${LIST}(?![a-z])`, 'i').exec(t);
  const asked = new RegExp(String.raw`(?:^|[.;?]\s*|,\s*)(?:find|what\s+are|work\s+out|determine|solve\s+for|give)\s+${LIST}\s*[.?!]*\s*$`, 'i').exec(t);
  const source = declared ?? asked;
  if (!source) {
    // Letters only in the sentences: "a is 5 more than b. a + b = 17" (the ask already read away).
    // Every clause must then read, so an article "a" in a sentence leaves the question unread.
    if (!/(?:^|[.;,:]\s*|\band\s+)[a-z]\s+(?:is|exceeds|equals)\b/i.test(t)) return null;
    const letters = [...new Set((t.match(/(?<![\w.])[a-hj-z](?![\w.(])/gi) ?? []).map((l) => l.toLowerCase()))];
    return letters.length >= 2 && letters.length <= 4 ? { letters, rest: t } : null;
  }
  const letters = [...new Set((declared ? declared[2] : asked![1]).toLowerCase().match(/\b[a-z]\b/g) ?? [])].filter((l) => l !== 'and');
  if (letters.length < 2 || letters.length > 4) return null;
  if (declared?.[1] && (SMALL[declared[1].toLowerCase()] ?? Number(declared[1])) !== letters.length) return null;
  let rest = t;
  if (asked) rest = rest.slice(0, asked.index) + (asked[0].startsWith(',') ? '.' : '');
  if (declared) rest = rest.slice(0, declared.index) + rest.slice(declared.index + declared[0].length);
  return { letters, rest };
}

/** One clause as an equation in the letters, or null when it does not read. */
function clauseEquation(clause: string, letters: string[]): string | null {
  const L = String.raw`([${letters.join('')}])`;
  const c = clause.trim().replace(/^(?:and|then|also|so)\s+/i, '').replace(/\s+/g, ' ');
  const factor = (word: string) => TIMES[word.toLowerCase()] ?? (/^\d/.test(word) ? word.replace(/\s*times$/i, '') : String(SMALL[word.toLowerCase().replace(/\s*times$/, '')] ?? ''));
  const MULT = String.raw`(twice|double|triple|thrice|half(?:\s+of)?|a\s+third\s+of|a\s+quarter\s+of|(?:\d+(?:\.\d+)?|two|three|four|five|six)\s+times)`;
  const rules: Array<[RegExp, (m: RegExpExecArray) => string]> = [
    // "they add to 20", "a, b and c add up to 20", "the sum of a, b and c is 20", "together they make 20"
    [new RegExp(String.raw`^(?:(?:the\s+)?(?:sum|total)\s+of\s+)?(?:they|the\s+(?:\w+\s+)?numbers|these|all\s+(?:three|four|of\s+them)|([a-z](?:\s*,\s*[a-z])*\s*,?\s*(?:and|\+)\s*[a-z]))?\s*(?:together\s+)?(?:add\s+(?:up\s+)?to|sum\s+to|total|make|have\s+a\s+sum\s+of|is|=)\s+${N}$`, 'i'), (m) => `${(m[1] ? m[1].match(/\b[a-z]\b/g)!.filter((l) => l !== 'and') : letters).join(' + ')} = ${m[2]}`],
    // "a is twice b", "a is 3 times b", "c is half of b"
    [new RegExp(String.raw`^${L}\s+is\s+${MULT}\s+${L}$`), (m) => `${m[1]} = ${factor(m[2])}*${m[3]}`],
    // "c is 4 more than b", "c is 3 less than twice a"
    [new RegExp(String.raw`^${L}\s+is\s+${N}\s+(more|greater|bigger|larger|less|fewer|smaller)\s+than\s+(?:${MULT}\s+)?${L}$`), (m) => `${m[1]} = ${m[4] ? `${factor(m[4])}*` : ''}${m[5]} ${/^(?:more|greater|bigger|larger)$/.test(m[3]) ? '+' : '-'} ${m[2]}`],
    // "a exceeds b by 5"
    [new RegExp(String.raw`^${L}\s+exceeds\s+${L}\s+by\s+${N}$`), (m) => `${m[1]} = ${m[2]} + ${m[3]}`],
    // "the difference of a and b is 4", "the sum of a and b is 12", "the product …" is not linear
    [new RegExp(String.raw`^(?:the\s+)?(sum|difference)\s+(?:of|between)\s+${L}\s+and\s+${L}\s+is\s+${N}$`, 'i'), (m) => `${m[2]} ${m[1].toLowerCase() === 'sum' ? '+' : '-'} ${m[3]} = ${m[4]}`],
    // "a is 7"
    [new RegExp(String.raw`^${L}\s+(?:is|equals)\s+${N}$`), (m) => `${m[1]} = ${m[2]}`],
  ];
  for (const [re, build] of rules) {
    const m = re.exec(c);
    if (m) return build(m);
  }
  // Written as an equation already: "a + b = 12".
  if (new RegExp(String.raw`^[${letters.join('')}\d\s+\-*/().=]+$`).test(c) && (c.match(/=/g) ?? []).length === 1) return c;
  return null;
}

export function letterSentences(t: string): ToolResult | null {
  const found = declaredLetters(t.replace(/[−–]/g, '-'));
  if (!found) return null;
  const clauses = found.rest
    .split(/[.;:]\s*|(?<!\b(?:of|between)\s+[a-z]),?\s+and\s+(?=[a-z]\s*(?:is\b|exceeds\b|equals\b|[-+*/=])|the\s+(?:sum|difference|total)\b)|,\s*(?=[a-z]\s*(?:is\b|exceeds\b|equals\b|[-+*/=])|the\s+(?:sum|difference|total)\b)/i)
    .map((c) => c.trim())
    .filter((c) => c && !/^(?:find|what|solve|work\s+out)\b/i.test(c));
  const equations: string[] = [];
  for (const clause of clauses) {
    const equation = clauseEquation(clause, found.letters);
    if (!equation) return null;
    equations.push(equation);
  }
  // Equations only (no sentence read into one) are the system solver's, with any condition beside them.
  if (equations.length !== found.letters.length || equations.every((e, i) => e === clauses[i].replace(/^(?:and|then|also|so)\s+/i, '').replace(/\s+/g, ' ').trim())) return null;
  const solved = solveLinearSystem(equations);
  if (!solved.ok) return null;
  return { ...solved, steps: [step(`Write each sentence as an equation: ${equations.join('; ')}.`), ...solved.steps] };
}

/**
 * Prices named by letters and baskets written as sums: "4 day passes + 3 shoe rentals = $87, 2 day
 * passes + 1 shoe rental = $41; d = price of a day pass, r = price of a rental", "order 1: 2
 * muffins, 1 croissant, 3 cookies = $12.50 … (m = muffin price, c = croissant price, k = cookie
 * price)". Each basket is one linear equation in the letters; every item must be one the question
 * priced with a letter.
 */
export function letteredBaskets(t: string): ToolResult | null {
  // "hoodie"/"hoodies", "pass"/"passes", "berry"/"berries": a word and its plural share a form.
  const forms = (w: string) => { const x = w.toLowerCase(); return [x, x.replace(/s$/, ''), x.replace(/es$/, ''), x.replace(/ies$/, 'y')]; };
  const named: Array<{ forms: string[]; letter: string }> = [];
  const items = { set: (word: string, letter: string) => named.push({ forms: forms(word), letter }), values: () => named.map((n) => n.letter), get: (word: string) => named.find((n) => forms(word).some((f) => n.forms.includes(f)))?.letter };
  for (const m of t.matchAll(/(?<![a-z])([a-z])\s*=\s*(?:the\s+)?(?:price|cost)\s+(?:of\s+)?(?:a|an|one|each|1)?\s*(?:pair\s+of\s+)?((?:[a-z-]+\s+){0,2}?[a-z-]+?)(?=\s*(?:,|\band\b|\)|;|\.|:|$|\s+in\b|\s+\(|\s+find\b|\s+what\b))/gi)) items.set(m[2].split(/\s+/).pop()!, m[1]);
  for (const m of t.matchAll(/(?<![a-z])([a-z])\s*=\s*([a-z-]+)\s+(?:price|cost)\b/gi)) items.set(m[2], m[1]);
  for (const m of t.matchAll(/(?<![a-z])([a-z])\s*=\s*(?:the\s+)?(?:number\s+of|kg\s+of|ml\s+of|litres\s+of|grams\s+of)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+?)(?=\s*(?:,|\band\b|\)|;|\.|$))/gi)) items.set(m[2].split(/\s+/).pop()!, m[1]);
  const letters = [...new Set(items.values())];
  if (letters.length < 2 || letters.length > 4) return null;
  const TERM = String.raw`(\d+(?:\.\d+)?)\s+(?:pairs?\s+of\s+)?((?:[a-z-]+\s+){0,2}?[a-z-]+)`;
  const basket = new RegExp(String.raw`(${TERM}(?:\s*(?:\+|,|\band\b)\s*${TERM})*)\s*(?:=|costs?|come\s+to|comes\s+to|total(?:s|led)?|for)\s*[$£€]?\s*(\d+(?:\.\d+)?)`, 'gi');
  const equations: string[] = [];
  // "one pen and 4 notebooks cost $9": a count in words is a count.
  const SMALL_COUNT: Record<string, string> = { a: '1', an: '1', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' };
  const counted = t.replace(/\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?=(?:pairs?\s+of\s+)?[a-z-]+)/gi, (m, w: string, at: number) => {
    const next = /^(?:pairs?\s+of\s+)?((?:[a-z-]+\s+){0,2}?[a-z-]+)/i.exec(t.slice(at + m.length));
    return next && next[1].split(/\s+/).some((x) => items.get(x)) ? `${SMALL_COUNT[w.toLowerCase()]} ` : m;
  });
  let lastEnd = 0;
  for (const m of counted.matchAll(basket)) {
    // A basket starts a clause: an item named just before it would be a term it missed.
    const before = counted.slice(lastEnd, m.index).split(/[.;:?!]/).pop() ?? '';
    lastEnd = (m.index ?? 0) + m[0].length;
    if ((before.match(/[a-z-]+/gi) ?? []).some((w) => items.get(w))) return null;
    // Each term with all its words: "4 day passes", not "4 day".
    const terms = [...m[1].matchAll(/(\d+(?:\.\d+)?)\s+(?:pairs?\s+of\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+)(?=\s*(?:\+|,|\band\b|$))/gi)];
    const parts: string[] = [];
    for (const term of terms) {
      const letter = items.get(term[2].trim().split(/\s+/).pop()!);
      if (!letter) return null;
      parts.push(`${term[1]}*${letter}`);
    }
    equations.push(`${parts.join(' + ')} = ${m[m.length - 1]}`);
  }
  if (equations.length !== letters.length) return null;
  const solved = solveLinearSystem(equations);
  if (!solved.ok) return null;
  return { ...solved, steps: [step(`Each basket as an equation in the prices: ${equations.join('; ')}.`), ...solved.steps] };
}
