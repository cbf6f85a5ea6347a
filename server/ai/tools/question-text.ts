import { leadingFormula, logBaseAsLn } from './expr';
import { stripRequestPhrasing, withoutAsides, withoutTrailingRemarks } from './request-phrasing';
import { editDistance } from '../offline/nlp/spelling';
import { isDictionaryWord } from '../offline/nlp/wordnet';

/**
 * A student's question as the router reads it (issue 14): LaTeX turned into plain maths, casual
 * phrasing and misspelt maths words read, and the school conventions applied where a question is
 * written the way school writes it. Every convention that changes what the maths means is listed in
 * `readings`, so the answer can say "I read this as …".
 */
export interface ReadQuestion {
  text: string;
  readings: string[];
  /** The rounding asked for, applied to the final value. */
  rounding?: Rounding;
  /** How a plain number is to be written, where the question says ("in standard form", "as a mixed number"). */
  form?: NumberForm;
}

export type NumberForm = 'scientific' | 'fraction' | 'mixed';

/** "in standard form", "as a fraction in its simplest form", "as a mixed number", or the form named last ("= ? standard form pls"). */
function readNumberForm(text: string): NumberForm | undefined {
  const m = /(?:\b(?:in(?:to)?|as|to)\s+(?:an?\s+|its\s+)?|(?<=[?=]\s*))(?:(standard\s+(?:index\s+)?form|(?:standard|scientific|exponential)\s+notation)|(mixed\s+(?:number|fraction)s?)|((?:improper\s+|single\s+|simplified\s+)?fractions?))\b/i.exec(text);
  if (!m) return /\(\s*(?:as\s+)?an?\s+mixed\s+(?:number|fraction)\s*(?:is|would\s+be)?\s*(?:fine|ok(?:ay)?|please|pls)?\s*\)|\bmixed\s+numbers?\s+(?:is|are)\s+(?:fine|ok(?:ay)?)\b/i.test(text) ? 'mixed' : undefined;
  return m[1] ? 'scientific' : m[2] ? 'mixed' : 'fraction';
}

/** The words the tools' routes look for, against which a misspelt word is matched. */
const MATHS_WORDS = [
  'derivative', 'differentiate', 'differentiation', 'integral', 'integrate', 'antiderivative', 'equation', 'equations', 'solve',
  'simplify', 'factorise', 'factorize', 'expand', 'probability', 'limit', 'approaches', 'balance', 'molar', 'moles', 'mass',
  'velocity', 'acceleration', 'average', 'median', 'mode', 'range', 'variance', 'deviation', 'standard', 'percentage', 'percent',
  'fraction', 'decimal', 'decimals', 'convert', 'calculate', 'evaluate', 'square', 'root', 'cube', 'area', 'perimeter',
  'circumference', 'volume', 'radius', 'diameter', 'triangle', 'rectangle', 'circle', 'hypotenuse', 'density', 'pressure',
  'distance', 'speed', 'force', 'energy', 'momentum', 'resistance', 'current', 'voltage', 'frequency', 'wavelength',
  'inequality', 'logarithm', 'quadratic', 'formula', 'degrees', 'radians', 'concentration', 'molarity', 'simultaneous',
  'combinations', 'permutations', 'divided', 'multiplied', 'minus', 'squared', 'cubed', 'significant', 'places', 'interest',
  'compound', 'simple', 'kinetic', 'potential', 'power', 'weight', 'gravity', 'tangent', 'sine', 'cosine', 'perpendicular',
  'parallel', 'gradient', 'slope', 'intercept', 'mean', 'dice', 'coins', 'heads', 'tails', 'cards', 'integer', 'consecutive',
];

/** Spellings seen so often that the fix is certain (and short words edit distance cannot settle). */
const CASUAL: Array<[RegExp, string | ((...parts: string[]) => string)]> = [
  [/\bwhat'?s\b|\bwats\b|\bwhts\b/gi, 'what is'],
  [/\bhow'?s\b/gi, 'how is'],
  [/\b(?:pls|plz|plse|please|thx|thanks|thank you|ty)\b/gi, ' '],
  [/\bu\b(?=\s+(?:help|solve|find|show|tell|work))|(?<=\b(?:how\s+(?:do|would|can|should|did)|can|could|would|do|will)\s+)u\b(?!\s*[=+\-−*/^])/gi, 'you'],
  [/\bdiff\b(?=\s)/gi, 'differentiate'],
  [/\bderiv\b/gi, 'derivative'],
  [/\bsolv\b/gi, 'solve'],
  [/\bhow\s+hight\b/gi, 'how high'],
  [/\bhight\b/gi, 'height'],
  [/\bhieght\b|\bheigth\b|\bheigt\b/gi, 'height'],
  [/\bdiffrent\b|\bdiferent\b/gi, 'different'],
  [/\bprobabilty\b|\bprobibility\b|\bprob\b(?=\s+(?:at|that|of|both|it|its|it's|the|a|an|exactly|none|no|all|neither|either|getting|rolling|drawing|picking|choosing|selecting|u|you|i|we|they|he|she)\b)/gi, 'probability'],
  // "the ph of 0.001 M HCl", "ph = 3": pH typed without its capital.
  [/(?<![A-Za-z])(?:ph|PH|Ph)(?=\s+(?:of|is|was|value|after|when)\b|\s*=)/g, 'pH'],
  // "2 to what power gives 64?": a logarithm asked as a power.
  [/\b(\d+(?:\.\d+)?)\s+to\s+what\s+power\s+(?:gives|is|equals|makes|=)\s+(-?\d+(?:\.\d+)?)/gi, 'solve $1^x = $2'],
  // "…? In other words, find log₂ 64.": the same question said again.
  [/([?.!])\s*in\s+other\s+words\b[^?.!]*[?.!]?\s*$/gi, '$1'],
  // "giving the answer in radians": the form asked, said once.
  [/,?\s*giv(?:e|ing)\s+(?:your|the)\s+answers?\s+in\s+(radians|degrees)\b(?:\s*[.!](?=\s*$))?/gi, ' in $1'],
  // "∫ x e^x dx, integration by parts i think?": the method is the steps' to show.
  [/,?\s*\b(?:using\s+|by\s+)?integration\s+by\s+parts\b(?:\s+i\s+think)?\s*\??/gi, ' '],
  // "d²y/dx² for y = ln(x² + 1)", "\frac{d^{2}y}{dx^{2}} of y = …": the second derivative.
  [/\(*\s*d\s*(?:\^\s*\{?2\}?|²)\s*y\s*\)*\s*\/\s*\(*\s*d\s*x\s*(?:\^\s*\{?2\}?|²)\s*\)*\s*(?:,\s*)?(?:for|of|when|if|given|where)?\s*y\s*=\s*/gi, ' the second derivative of '],
  // "solve simultaneous 3x + 2y = 16, …": the word that says what kind of equations they are.
  [/\b(solve|find)\s+(?:the\s+)?simultaneous(?:ly)?\s+(?!equations?\b)/gi, '$1 '],
  // "now its $34": the possessive written for "it is" before a number.
  [/\bits\s+(?=[$£€]?\d)/gi, 'it is '],
  [/\bsqrt\s+of\b/gi, 'square root of'],
  [/\bavg\b/gi, 'average'],
  // Phone shorthand: "quick q", "hw q", "w/", "ppl", "yrs", "vol of", "hyp", "freq", "84 n 126".
  [/^\s*quick\s+(?:q|qn|question)\b\s*[:,-]?\s*|\s*[,.]?\s*\bquick\s+(?:q|qn|question)\s*[?.!]*\s*$/gi, ' '],
  [/\s*[,.]?\s*\b(?:hw|homework)\s+(?:q|qn|question)\s*[?.!]*\s*$/gi, ''],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/\s*(?=[a-z$£€\d])/gi, 'with '],
  [/\bppl\b/gi, 'people'],
  [/\byrs\b/gi, 'years'],
  [/\byr\b/gi, 'year'],
  [/\bvol\b(?=\s+of\b)/gi, 'volume'],
  [/\bhyp\b/gi, 'hypotenuse'],
  [/\bfreq\b/gi, 'frequency'],
  [/(?<=\d)\s+n\s+(?=\d)/g, ' and '],
  // "drops by 15% of its current value every year": each year's change is of the value then, as compound change is.
  [/(\d+(?:\.\d+)?\s*(?:%|percent))\s+of\s+(?:its|their|the)\s+(?:current|present|previous|remaining)\s+(?:value|amount|size|population|level|price)\b/gi, '$1'],
  // "9:47 in the morning", "1:15 in the afternoon": the half of the day said in words.
  [/\b(1[0-2]|0?[1-9])(?::([0-5]\d))\s+in\s+the\s+(morning|afternoon|evening)\b/gi, (_m: string, h: string, min: string, part: string) => `${h}:${min} ${/morning/i.test(part) ? 'am' : 'pm'}`],
  // "x coord of the stationary point", "the y-coords".
  [/\b(co-?ord)(s?)\b/gi, (_m: string, _c: string, plural: string) => `coordinate${plural}`],
  // Short forms: "how many mols", "simultaneous eqns", "6 hrs", "10 mins", "3 secs".
  [/\bmols\b/gi, 'moles'],
  [/\beqns?\b|\beqs\b/gi, 'equations'],
  [/(?<=\d\s*)hrs\b|\bhrs\b/gi, 'hours'],
  [/(?<=\d\s*)mins\b/gi, 'minutes'],
  [/(?<=\d\s*)secs\b/gi, 'seconds'],
  // "how many mL are in 2.5 L of juice?": what is measured does not change the conversion.
  [/(\bhow\s+many\s+(?:mL|ml|L|l|litres?|liters?|cl|cL|cm³|cm3|m³|g|kg|mg|grams?|kilograms?|milligrams?|cm|mm|m|km|metres?|meters?|inches|feet|ft|oz|ounces?|pounds?|lbs?|cups?|pints?|gallons?|quarts?|tonnes?)\s+(?:are|is)\s+(?:there\s+)?in\s+(?:a\s+|an\s+)?\d+(?:\.\d+)?\s*[a-zA-Z³]+)\s+of\s+[a-z]+(?:\s+[a-z]+)?(?=\s*[?.]?\s*$)/g, '$1'],
  // "10 to the power of what gives 100000?", "2^? = 64", "what power of 10 is 0.001": a logarithm asked as a power.
  [/\b(\d+(?:\.\d+)?)\s+to\s+the\s+power\s+of\s+what\s+(?:gives|is|equals|makes|=)\s+(-?\d+(?:\.\d+)?)/gi, 'solve $1^x = $2'],
  [/(?<![\w.^])(\d+(?:\.\d+)?)\s*\^\s*(?:\?|\(\s*\?\s*\)|□|_+)\s*=\s*(-?\d+(?:\.\d+)?)/g, 'solve $1^x = $2'],
  [/\bwhat\s+power\s+of\s+(\d+(?:\.\d+)?)\s+(?:is|gives|equals|makes)\s+(-?\d+(?:\.\d+)?)/gi, 'solve $1^x = $2'],
  // "Class A (20 students) has a mean of 68": the group's size said in words.
  [/\b((?:class|group|team|section|set|form)\s+\w+)\s*\(\s*(\d+)\s+(students|pupils|people|players|members|children|kids)\s*\)\s+(?:has|had|have|got|scored)\s+(?:an?\s+)?(mean|average)/gi, '$1 has $2 $3 with a $4'],
  // "X ~ Bin(n = 10, p = 0.3)": the parameters named as well as placed.
  [/\b(?:Bin|B)\s*\(\s*n\s*=\s*(\d+)\s*,\s*p\s*=\s*([\d.]+(?:\s*\/\s*\d+)?)\s*\)/g, 'B($1, $2)'],
  // "binomial n = 10, p = 0.3, find P(X = 2)": the distribution said in words, its parameters after.
  [/\bbinomial(?:\s+distribution)?\s*(?:with\s+)?n\s*=\s*(\d+)\s*(?:,|and)\s*p\s*=\s*([\d.]+(?:\s*\/\s*\d+)?)\s*(?=[,.;]|\s+(?:find|what|calculate|work)\b)/gi, 'X ~ B($1, $2)'],
  // "the probability that it lands heads all 3 times": 3 heads.
  [/\b(?:of\s+|that\s+)?(?:it\s+|they\s+)?(?:lands?\s+|landing\s+|comes?\s+up\s+|coming\s+up\s+|shows?\s+|showing\s+|gets?\s+|getting\s+)?(?:on\s+)?(heads|tails)\s+(?:on\s+)?(?:all|each\s+of\s+the|every\s+one\s+of\s+the)\s+(\d+|two|three|four|five|six)\s+(?:times|tosses|flips|throws)\b/gi, (_m: string, side: string, n: string) => `of ${{ two: 2, three: 3, four: 4, five: 5, six: 6 }[n.toLowerCase()] ?? n} ${side}`],
  // "force needed to accelerate …", "heat required to warm …": the ask without its "what is".
  [/^(?:the\s+)?((?:net\s+|average\s+|minimum\s+)?(?:force|heat|energy|work|power|time|distance|pressure|current|voltage|resistance|acceleration|speed|velocity|mass|volume|charge)\s+(?:needed|required))\b/i, 'what is the $1'],
  // Contractions: "she'll be", "he's", "won't".
  [/\b(i|you|he|she|it|we|they)'ll\b/gi, '$1 will'],
  [/\bwon'?t\b/gi, 'will not'],
  [/\b(he|she|it)'s\s+(?=\d|twice|three|four|five|half|\w+\s+times)/gi, '$1 is '],
  // KE, GPE, PE: the energies by name.
  [/\bKE\b/g, 'kinetic energy'],
  [/\bG?PE\b/g, 'gravitational potential energy'],
  // d²y/dx², y'', f''(x): the second derivative.
  [/\bd(?:²|\^2)\s*y\s*\/\s*dx(?:²|\^2)\s*(?:if|when|for|of|given|where)?\s*(?:y\s*=)?/gi, 'second derivative of '],
  // "5pi/6", "2pi": a number times π.
  [/(\d)\s*pi\b/gi, '$1π'],
];

/** A brace group's content starting at `open` (the index of "{"), and the index after its "}". */
function braceGroup(text: string, open: number): { content: string; end: number } | null {
  if (text[open] !== '{') return null;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') {
      depth--;
      if (depth === 0) return { content: text.slice(open + 1, i), end: i + 1 };
    }
  }
  return null;
}

/** Replaces each \cmd{…}{…} (argument count `args`) with what `build` makes of its arguments, innermost braces handled. */
function replaceCommand(text: string, name: RegExp, args: number, build: (parts: string[], optional?: string) => string): string {
  let out = text;
  for (let guard = 0; guard < 50; guard++) {
    const m = name.exec(out);
    if (!m) break;
    let at = m.index + m[0].length;
    let optional: string | undefined;
    const opt = /^\s*\[([^\]]*)\]/.exec(out.slice(at));
    if (opt) {
      optional = opt[1];
      at += opt[0].length;
    }
    const parts: string[] = [];
    for (let k = 0; k < args; k++) {
      while (out[at] === ' ') at++;
      const g = braceGroup(out, at);
      if (!g) {
        // "\frac12" or "\sqrt2": a single character argument.
        if (out[at] && /[\w.]/.test(out[at])) {
          parts.push(out[at]);
          at += 1;
          continue;
        }
        return out;
      }
      parts.push(g.content);
      at = g.end;
    }
    out = out.slice(0, m.index) + build(parts, optional) + out.slice(at);
  }
  return out;
}

/** LaTeX as students paste it: \frac, \sqrt, ^{…}, \log_{b}, \div, \times, \left( … \right), $…$. */
export function latexToPlain(text: string): string {
  if (!/\\|\$|\^\{|_\{/.test(text)) return text;
  // "$3a - 2b = 19$": plain maths between dollars (an equation, or a letter next to a number) is not
  // money; "$5.60 and a 30-minute ride cost $11" is (a price, then words).
  text = text.replace(/\$([^$\n]*(?:=|<|>|\d[a-z]|[a-z]\s*[+\-*/^]|[+\-*/^]\s*[a-z])[^$\n]*)\$/gi, (m, inner: string) => (/^\s?\d[\d,]*(?:\.\d+)?\s*$/.test(inner) || /^\s?\d[\d,]*(?:\.\d+)?\s+(?:and|or|but|for|to|a|an|the|each|per|in|on|at|with|plus|then|so|if|while)\s/i.test(inner) || /^\s?\d[\d,]*(?:\.\d+)?[.,;:]?\s+[a-z]{2,}[a-z-]*\s/i.test(inner) ? m : ` ${inner} `));
  // $…$ around LaTeX delimits maths ($3^{-2}$); "$" before a number is money ("$25 000", "\$1500").
  let s = text
    .replace(/\$\$?([^$]*[\\^_{}][^$]*)\$\$?/g, ' $1 ')
    .replace(/\\\$/g, '$')
    .replace(/\\%/g, '%')
    .replace(/\$+(?!\s?\d)/g, ' ')
    // A line break \\ (between the equations of a system) goes before "\ " (a space) could take half of it.
    .replace(/\\\\/g, ' ; ')
    .replace(/\\left|\\right|\\[,;!:]|\\ /g, (m) => (m === '\\left' || m === '\\right' ? '' : ' '));
  s = s.replace(/\\(?:mathrm|text|textrm|mathit|operatorname)\s*\{([^{}]*)\}/g, '$1');
  // Sets and events: P(A \cup B), P(A \cap B), P(A \mid B).
  s = s.replace(/\\cup\b/g, ' ∪ ').replace(/\\cap\b/g, ' ∩ ').replace(/\\mid\b/g, ' | ');
  // Systems: \begin{cases} … \\ … \end{cases} (or an array) is equations separated by ";".
  s = s.replace(/\\begin\{(?:cases|array|aligned|align\*?)\}(?:\{[^{}]*\})?|\\end\{(?:cases|array|aligned|align\*?)\}|\\[{}.]/g, ' ').replace(/\\\\/g, ' ; ').replace(/&/g, ' ');
  // d/dx written as a fraction: \frac{d}{dx}.
  s = s.replace(/\\[dt]?frac\s*\{\s*d\s*\}\s*\{\s*d([a-z])\s*\}/g, ' d/d$1 ');
  s = s.replace(/\^\s*\{?\\circ\}?/g, '°');
  // A whole number written before a fraction is a mixed number: 3\frac{1}{4} is 3¼.
  s = replaceCommand(s, /(?<=(?:^|[^\w^_.])\d+)\s*\\[dt]?frac(?![a-z])/, 2, ([a, b]) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? ` ${a}/${b}` : `((${a})/(${b}))`));
  s = replaceCommand(s, /\\[dt]?frac(?![a-z])/, 2, ([a, b]) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? `(${a}/${b})` : `((${a})/(${b}))`));
  s = s.replace(/\\bar\s*\{\s*x\s*\}|\\overline\s*\{\s*x\s*\}/g, 'the mean of');
  s = replaceCommand(s, /\\[dt]?binom(?![a-z])/, 2, ([n, k]) => `binom(${n}, ${k})`);
  s = replaceCommand(s, /\\overline(?![a-z])/, 1, ([a]) => `(${a})`);
  s = replaceCommand(s, /\\dot(?![a-z])/, 1, ([a]) => `(${a})`);
  s = replaceCommand(s, /\\sqrt(?![a-z])/, 1, ([a], n) => (n === undefined || n.trim() === '2' ? `sqrt(${a})` : n.trim() === '3' ? `cbrt(${a})` : `(${a})^(1/${n})`));
  s = s.replace(/\\log_\{([^{}]+)\}|\\log_(\w)/g, (_, a: string | undefined, b: string | undefined) => `log_${a ?? b} `);
  const words: Record<string, string> = {
    div: '÷', times: '×', cdot: '×', pi: 'π', theta: 'θ', alpha: 'α', beta: 'β', infty: '∞', leq: '≤', le: '≤', geq: '≥', ge: '≥',
    neq: '≠', ne: '≠', to: '→', rightarrow: '→', int: '∫', pm: '±', approx: '≈', circ: '°', degree: '°', lim: 'lim', infin: '∞',
  };
  // A function name keeps its bracket ("\\arctan(1)" is atan(1)); before a bare argument it takes a space.
  s = s.replace(/\\([a-zA-Z]+)(\s*\()?/g, (m, w: string, bracket: string | undefined) => (words[w] ? `${words[w]}${bracket ?? ''}` : /^(?:a?(?:sin|cos|tan|sec|csc|cot)h?|arc(?:sin|cos|tan)|ln|log|exp|min|max)$/.test(w) ? (bracket ? `${w}(` : `${w} `) : m));
  // ^{…} and _{…}: brackets for the power (e^{2x} is e^(2x); only a lone number or letter goes bare), the subscript kept as a base (log_{2}).
  s = replaceCommand(s, /\^\s*(?=\{)/, 1, ([a]) => (/^(?:\d+(?:\.\d+)?|[a-zA-Z])$/.test(a) ? `^${a}` : `^(${a})`));
  // Chemical subscripts: CaCO_3, H_{2}O.
  s = s.replace(/([A-Z][a-z]?|\))_\{?(\d+)\}?/g, '$1$2');
  s = replaceCommand(s, /_\s*(?=\{)/, 1, ([a]) => `_${a}`);
  return s.replace(/[{}]/g, (c) => (c === '{' ? '(' : ')')).replace(/\s+/g, ' ').trim();
}

/** Plurals the dictionary lookup does not derive ("social media" is not "social median"). */
const IRREGULAR_PLURALS = new Set(['media', 'data', 'criteria', 'phenomena', 'bacteria', 'alumni', 'fungi', 'cacti', 'indices', 'matrices', 'vertices', 'analyses', 'hypotheses', 'radii', 'foci', 'loci', 'nuclei', 'stimuli']);

/** A misspelt maths word ("derivitive", "intergral", "probabilty") as the word it is one or two edits from. */
function fixMathsWords(text: string): string {
  return text.replace(/[A-Za-z]{5,}/g, (word) => {
    const lower = word.toLowerCase();
    // Only words that are not words: "miles" is never read as "moles", nor "model" as "mode".
    if (MATHS_WORDS.includes(lower) || IRREGULAR_PLURALS.has(lower) || isDictionaryWord(lower)) return word;
    const limit = lower.length >= 8 ? 2 : 1;
    let best: string | undefined;
    let bestDistance = limit + 1;
    // "intergers": a plural is corrected as its singular with the "s" kept.
    const forms = lower.endsWith('s') ? [{ text: lower, ending: '' }, { text: lower.slice(0, -1), ending: 's' }] : [{ text: lower, ending: '' }];
    for (const form of forms) {
      for (const candidate of MATHS_WORDS) {
        if (Math.abs(candidate.length - form.text.length) > limit) continue;
        const d = editDistance(form.text, candidate);
        if (d < bestDistance) [best, bestDistance] = [candidate + form.ending, d];
      }
    }
    return best && bestDistance <= limit ? best : word;
  });
}

/**
 * "2 1/3" is the mixed number 2⅓ when a whole number and a proper fraction stand side by side with
 * nothing between them (and the fraction is not a denominator or a power).
 */
function readMixedNumbers(text: string, readings: string[]): string {
  return text.replace(/(^|[\s(=+\-−×*÷,:])(\d+)\s+(\d+)\s*\/\s*(\d+)(?![\d./^(])/g, (m, lead: string, whole: string, a: string, b: string) => {
    if (Number(a) >= Number(b) || Number(b) === 0) return m;
    readings.push(`${whole} ${a}/${b} as the mixed number ${whole} + ${a}/${b}`);
    return `${lead}(${whole} + ${a}/${b})`;
  });
}

/**
 * A number over a number written with "/" is one fraction, as a fraction bar: 2/5 ÷ 4/7 is
 * (2/5) ÷ (4/7), not ((2 ÷ 5) ÷ 4) ÷ 7. Only said when it changes the order of operations.
 */
function readFractionBars(text: string, readings: string[]): string {
  // Not after a root sign: √3/2 is (√3)/2, the root of the numerator alone.
  const FRACTION = /(?<![\w.^/)√∛∜])(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)(?![\w.^(/])/g;
  // Only where it changes the order of operations: next to ÷, × or another /.
  if (!/[÷×*/]/.test(text.replace(FRACTION, ' '))) return text;
  const out = text.replace(FRACTION, '($1/$2)');
  if (out !== text) readings.push('each a/b written with a slash as one fraction (a fraction bar), so it is worked out before ÷ and ×');
  return out;
}

/**
 * A linear system written as matrices: "\begin{pmatrix}2 & 1\\1 & 3\end{pmatrix}\begin{pmatrix}x\\y\end{pmatrix}
 * = \begin{pmatrix}5\\10\end{pmatrix}" is 2x + y = 5 and x + 3y = 10, one equation per row.
 */
function readMatrixEquation(text: string): string {
  const MATRIX = String.raw`\\begin\{([pbvB]?matrix)\}([\s\S]*?)\\end\{\1\}`;
  const m = new RegExp(String.raw`${MATRIX}\s*${MATRIX}\s*=\s*${MATRIX}`).exec(text);
  if (!m) return text;
  const rows = (body: string) => body.split(/\\\\/).map((row) => row.split('&').map((cell) => cell.trim())).filter((row) => row.some(Boolean));
  const [a, unknowns, b] = [rows(m[2]), rows(m[4]).map((r) => r[0]), rows(m[6]).map((r) => r[0])];
  const n = unknowns.length;
  if (n < 2 || a.length !== n || b.length !== n || a.some((row) => row.length !== n) || !unknowns.every((u) => /^[a-z]$/i.test(u))) return text;
  const equations = a.map((row, i) => `${row.map((c, j) => `(${c})${unknowns[j]}`).join(' + ')} = ${b[i]}`);
  return `${text.slice(0, m.index)}${equations.join('; ')}${text.slice(m.index + m[0].length)}`;
}

/** "30°", "30 degrees", "30 deg": an angle in degrees, worked in radians by the tools. */
function readDegrees(text: string, readings: string[]): string {
  let said = false;
  const out = text.replace(/(\d+(?:\.\d+)?)\s*(?:°|\bdegrees?\b|\bdeg\b)(?!\s*(?:C|F|celsius|fahrenheit)\b)/gi, (_, n: string) => {
    said = true;
    return `(${n}*pi/180)`;
  });
  // "2sin x": a function name may follow a number directly.
  const trig = /(?<![a-z])(?:a?(?:sin|cos|tan|sec|csc|cot)|arc\w+)\b/i.test(text);
  if (said && trig) readings.push('the angle in degrees (°)');
  return said && trig ? out : text;
}

/** log is base 10 at school and ln is natural; log_b x, "log base b of x" name their base. */
function readLogarithms(text: string, readings: string[]): string {
  // "2log5" is 2 × log 5: a number may stand right before log, and a number right after it is its argument.
  // "log base 4 of 1/32": the fraction after "of" is the whole argument.
  let s = text.replace(/(?<![A-Za-z])log\s*base\s*(\d+(?:\.\d+)?)\s*of\s*(\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?)(?![\d.^(])/gi, 'log_$1 ($2)');
  s = s.replace(/(?<![A-Za-z])log\s*base\s*(\d+(?:\.\d+)?)\s*(?:of\s*)?/gi, 'log_$1 ');
  // "ln 1/2", "log_4 1/32": a fraction written with a slash is one number (as everywhere), so it is
  // the whole argument, and that reading is said.
  const fractionArgument = /(?<![A-Za-z])(ln|log(?:_\d+(?:\.\d+)?)?)\s+(\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?)(?![\d.^(/])/gi;
  if (fractionArgument.test(s)) {
    readings.push('a fraction a/b right after log or ln as its whole argument: ln 1/2 is ln(1/2)');
    s = s.replace(fractionArgument, '$1($2)');
  }
  // Not "log10 100" or "log2 8" (a base written after log): only a number that ends the term.
  s = s.replace(/(?<![A-Za-z_])log(\d+(?:\.\d+)?)(?=\s*(?:$|[-+−*/^)=<>,;?!]|\.(?:\s|$)|[a-z]{2,}))/g, 'log($1)');
  // "2ln3 − ln9": ln has no base to write after it, so a number right after it is its argument.
  s = s.replace(/(?<![A-Za-z_])ln(\d+(?:\.\d+)?)(?![\d.])/g, 'ln($1)');
  s = logBaseAsLn(s);
  if (/(?<![A-Za-z])log\b(?!_)/i.test(s) && !/(?<![A-Za-z])log\s*\(\s*[^,()]+,/.test(s)) {
    readings.push('log as the common logarithm, base 10 (write ln for the natural logarithm)');
    s = s.replace(/(?<![A-Za-z])log\b(?!_)/gi, 'log10');
  }
  return s;
}

/** The fraction a repeating decimal equals: whole part, digits that do not repeat, the repeating block. */
function repeatingFraction(whole: string, fixed: string, block: string): { num: bigint; den: bigint } {
  const all = BigInt(`${whole}${fixed}${block}`);
  const head = BigInt(`${whole}${fixed}`);
  const num = all - head;
  const den = 10n ** BigInt(fixed.length + block.length) - 10n ** BigInt(fixed.length);
  let [a, b] = [num < 0n ? -num : num, den];
  while (b) [a, b] = [b, a % b];
  return { num: num / a, den: den / a };
}

/**
 * Repeating decimals: "0.1(6)", "0.\overline{3}" (a bracketed block), "0.272727…" and "1.2333..."
 * (the shortest block seen at least twice at the end repeats), "0.1666 recurring". Each becomes the
 * exact fraction, said in the readings.
 */
function readRepeatingDecimals(text: string, readings: string[]): string {
  const say = (shown: string, f: { num: bigint; den: bigint }) => {
    readings.push(`${shown} as a repeating decimal, which is exactly ${f.num}/${f.den}`);
    return `(${f.num}/${f.den})`;
  };
  // "(0.1 with the 6 recurring)" says the same as "(the 6 recurs)".
  let s = text.replace(/\(\s*\d*\.?\d*\s*(?:with|and\s+then)\s+(?:the\s+)?(\d+)\s+(?:recurring|repeating|recurs|repeats)\s*\)/gi, '(the $1 recurs)');
  s = s.replace(/(?<![\d.])(\d+)\.(\d*)\((\d+)\)/g, (m, whole: string, fixed: string, block: string) => say(m, repeatingFraction(whole, fixed, block)));
  s = s.replace(/(?<![\d.])(\d+)\.(\d+)(?:\s*(?:\.{3}|…)(?:\s+(?:recurring|repeating)\b)?|\s+(?:recurring|repeating)\b)(?:\s+(?:into|to|as)\s+a\s+fraction)?(?:\s*\((?:only\s+)?(?:the\s+)?(\d+)\s+(?:(?:keeps|is)\s+)?(?:repeats?|repeating|recurs|recurring)(?:\s+(?:forever|for ever|on and on|endlessly))?\))?/g, (m, whole: string, digits: string, named: string | undefined) => {
    let block = named && digits.endsWith(named) ? named : '';
    if (!block) {
      for (let size = 1; size <= Math.floor(digits.length / 2) && !block; size++) {
        const candidate = digits.slice(-size);
        if (digits.endsWith(candidate.repeat(2))) block = candidate;
      }
    }
    if (!block) {
      // One repeated digit written once ("0.1666…" has it; "0.3…" too): the last digit repeats.
      block = digits.slice(-1);
    }
    let fixed = digits.slice(0, digits.length - block.length);
    while (fixed.endsWith(block)) fixed = fixed.slice(0, fixed.length - block.length);
    return say(m.replace(/\s*\((?:only\s+)?(?:the\s+)?\d+\s+(?:(?:keeps|is)\s+)?(?:repeats?|repeating|recurs|recurring)[^)]*\)/, '').replace(/\s+(?:into|to|as)\s+a\s+fraction$/, ''), repeatingFraction(whole, fixed, block));
  });
  return s;
}

/** The rounding a question asks for ("to 3 dp", "to 4 decimal places", "3 sig figs"), taken out of its text. */
export interface Rounding {
  places?: number;
  significant?: number;
  /** "to the nearest hundred": the multiple to round to (100), and how it was said. */
  nearest?: { step: number; said: string };
}

const NEAREST: Record<string, number> = { ten: 10, hundred: 100, thousand: 1000, 'ten thousand': 10_000, 'hundred thousand': 100_000, million: 1_000_000, tenth: 0.1, hundredth: 0.01, thousandth: 0.001 };

const SMALL: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** "… to the nearest tenth of a metre? (Ignore her eye height.)": a remark in brackets after the ask does not hide the rounding. */
function readRounding(text: string): { text: string; rounding?: Rounding } {
  const remark = /\s*\([^()\d]*\)\s*[.?!]?\s*$/.exec(text);
  if (remark && remark.index > 0) {
    const read = readRoundingAtEnd(text.slice(0, remark.index));
    if (read.rounding) return { text: `${read.text} ${remark[0].trim()}`, rounding: read.rounding };
  }
  return readRoundingAtEnd(text);
}

function readRoundingAtEnd(text: string): { text: string; rounding?: Rounding } {
  const m = /\s*[(,]?\s*(?:and\s+(?:then\s+)?)?(?:(?:give|giving|write|writing|round|rounding|express|leave|state)\s+(?:down\s+)?(?:your\s+|ur\s+|the\s+|all\s+|each\s+)?(?:final\s+)?(?:answers?|results?|values?|solutions?|it|them|[a-zθ])?\s*(?:as\s+a\s+decimal\s+)?|(?:your\s+|ur\s+|the\s+)?answers?\s+)?(?:to|correct to|rounded to|round(?:ed)? to)?\s*(\d|one|two|three|four|five|six)\s*(decimal places?|d\.?\s?p\.?|significant figures?|sig\.?\s*figs?|s\.?\s?f\.?)\s*\)?\s*(?=[?.!]*$|,)/i.exec(text);
  if (!m) {
    // "round 4567.89 to the nearest hundred", "… to the nearest 1000"
    const near = /\s*[(,]?\s*(?:(?:give|write|round|rounding|express|state)\s+(?:your\s+|the\s+)?(?:answer|result|it)?\s*)?(?:(?:to|correct to|rounded to)\s+(?:the\s+)?nearest|(?<=[(,]\s*(?:round(?:ed)?\s+)?)(?:the\s+)?nearest|(?<=[a-z\d)]\s)nearest)\s+(ten thousand|hundred thousand|ten|hundred|thousand|million|tenth|hundredth|thousandth|10|100|1000|10000|0\.1|0\.01|0\.001|whole(?:\s+(?:number|one|unit))?|integer|unit|cent|penny|(?:dollar|pound|euro|degree|cm|mm|m|km|g|kg|mg|ml|mL|l|L|litre|liter|metre|meter|second|minute|hour|day|year|person|people|percent|%)(?:\s*\^\s*[23]|[²³])?s?)(?:\s+of\s+(?:an?\s+)?(?:metre|meter|second|centimetre|centimeter|kilometre|kilometer|gram|kilogram|litre|liter|dollar|pound|euro|degree|hour|minute|percent|cm|mm|m|km|kg|g|s))?\s*\)?\s*(?=[?.!]*$|,)/i.exec(text);
    if (!near) return { text };
    const said = near[1].toLowerCase();
    // "to the nearest cm³", "nearest whole number", "nearest cent": one of the unit asked (a cent is 0.01).
    const step = NEAREST[said] ?? (/^(?:cent|penny)$/.test(said) ? 0.01 : /^\d/.test(said) ? Number(said) : 1);
    return { text: (text.slice(0, near.index) + text.slice(near.index + near[0].length)).trim(), rounding: { nearest: { step, said } } };
  }
  const n = /^\d$/.test(m[1]) ? Number(m[1]) : SMALL[m[1].toLowerCase()];
  const significant = /^s/i.test(m[2]);
  return { text: (text.slice(0, m.index) + text.slice(m.index + m[0].length)).trim(), rounding: significant ? { significant: n } : { places: n } };
}

/** Inverse trigonometry in words and with ⁻¹, and angles asked in degrees. */
function readInverseTrig(text: string, readings: string[]): string {
  let s = text
    .replace(/\b(?:inverse|arc)\s*(sin|cos|tan)(?:e|ine|gent)?\s+(?:of\s+)?/gi, (_, f: string) => `a${f.toLowerCase()} `)
    .replace(/\b(sin|cos|tan)\s*(?:\^\s*\(?\s*-\s*1\s*\)?|⁻¹)/gi, (_, f: string) => `a${f.toLowerCase()}`)
    .replace(/\barc(sin|cos|tan)\b/gi, (_, f: string) => `a${f.toLowerCase()}`);
  // "acos(−0.5) in degrees", "arccos(−0.5) = ? give it in degrees", "… (answer in degrees)".
  const inDegrees = /^(.*?)(?:\s*=\s*\?)?\s*[,.;?]?\s*\(?\s*(?:(?:give|write|express|state|answer)\s+(?:it\s+|the\s+answer\s+|your\s+answer\s+|the\s+angle\s+)?)?(?:in|to)\s+degrees\s*\)?\s*[?.!]*$/i.exec(s);
  if (inDegrees && /\ba(?:sin|cos|tan)\b/.test(inDegrees[1])) {
    readings.push('the angle asked in degrees (180° = π radians)');
    s = `(${inDegrees[1].replace(/^(?:what is|find|calculate|evaluate)\s+/i, '')})*180/pi`;
  }
  const radiansToDegrees = /^(.*?)\s*(?:rad(?:ians?)?)\s+(?:in|to|into)\s+degrees\s*\??$/i.exec(s);
  if (radiansToDegrees) {
    readings.push('radians changed to degrees (π radians = 180°)');
    s = `(${radiansToDegrees[1].replace(/^(?:convert|change|turn|express|write|what is)\s+/i, '')})*180/pi`;
  }
  // "sin(2) in radians" says how to read the angle; "135° to radians" is a conversion, kept.
  return /(?<![a-z])a?(?:sin|cos|tan|sec|csc|cot)\b/i.test(s) ? s.replace(/\s+(?:in|to)\s+radians\s*\??$/i, '') : s;
}

/** Reads a question for the router; see ReadQuestion. */
const N_WORD = String.raw`(-?\d+(?:\.\d+)?)`;
const RELATIONS: Array<[RegExp, string]> = [
  [new RegExp(String.raw`\b(?:two numbers\s+)?([a-z])\s+and\s+([a-z])\s+(?:add up to|sum to|total|make)\s+${N_WORD}`, 'gi'), '$1 + $2 = $3'],
  [new RegExp(String.raw`\bthe sum of ([a-z]) and ([a-z]) is\s+${N_WORD}`, 'gi'), '$1 + $2 = $3'],
  [new RegExp(String.raw`\bthe difference (?:of|between) ([a-z]) and ([a-z]) is\s+${N_WORD}`, 'gi'), '$1 - $2 = $3'],
];

/**
 * Relations between named unknowns said in words ("x and y add up to 50", "the sum of x and y is
 * 12", "the difference of x and y is 4") written as the equations they are.
 */
function readRelationsInWords(s: string, readings: string[]): string {
  let out = s;
  for (const [pattern, equation] of RELATIONS) {
    out = out.replace(pattern, (...m: string[]) => {
      const written = equation.replace(/\$(\d)/g, (_, i: string) => m[Number(i)]);
      readings.push(`"${m[0].trim()}" as ${written}`);
      return written;
    });
  }
  return out;
}

/** Lines that each hold an equation (a system typed one per line) become one line with ";" between them. */
function joinLines(text: string): string {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (lines.length < 2) return text;
  // A line of maths: a relation, and nothing but numbers, letters and maths signs (not HTML or code).
  const maths = (line: string) => /[=<>≤≥]|:\s*[-\d]/.test(line) && /^[-+−*/^×÷·()[\]\s\d.,a-zA-Zπθ²³√=<>≤≥:|]+$/.test(line) && !/<\s*[a-z/!]/i.test(line);
  return lines.reduce((out, line, i) => (i === 0 ? line : `${out}${maths(line) && maths(lines[i - 1]) ? '; ' : ' '}${line}`), '');
}

/** "2 hours 15 minutes", "1 h 30 min": one duration, in hours (or minutes and seconds, in minutes). */
function readDurations(text: string): string {
  const HM = /\b(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\s*(?:and\s+)?(\d+(?:\.\d+)?)\s*(?:minutes?|mins?)\b/gi;
  const MS = /\b(\d+(?:\.\d+)?)\s*(?:minutes?|mins?)\s*(?:and\s+)?(\d+(?:\.\d+)?)\s*(?:seconds?|secs?)\b/gi;
  // "mean 4 h 10 min and standard deviation 25 min": with minutes elsewhere, the whole time in minutes, so every time has one unit.
  const minutesElsewhere = /\d\s*(?:minutes?|mins?)\b/i.test(text.replace(HM, ' ').replace(MS, ' '));
  const secondsElsewhere = /\d\s*(?:seconds?|secs?|s)\b/i.test(text.replace(MS, ' '));
  return text
    .replace(HM, (_, h: string, m: string) => (minutesElsewhere ? `${Number(h) * 60 + Number(m)} minutes` : `${Number(h) + Number(m) / 60} hours`))
    .replace(MS, (_, m: string, sec: string) => (secondsElsewhere ? `${Number(m) * 60 + Number(sec)} seconds` : `${Number(m) + Number(sec) / 60} minutes`));
}

/** "⁸P₃", "⁵C₂": counting notation with raised and lowered digits, as 8P3; "log₂" as log_2. */
function readCountingNotation(text: string): string {
  const digits = (s: string) => [...s].map((c) => String(Math.max('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c), '₀₁₂₃₄₅₆₇₈₉'.indexOf(c)))).join('');
  return text
    .replace(/([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\s*([PC])\s*([₀₁₂₃₄₅₆₇₈₉]+)/g, (_, n: string, op: string, k: string) => `${digits(n)}${op}${digits(k)}`)
    // "∫₁^e", "∫₀²": bounds written as a subscript and a superscript.
    .replace(/∫\s*([₀₁₂₃₄₅₆₇₈₉₋]+)\s*(?:\^\s*([^\s(]+)|([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+))/g, (_, lo: string, hi: string | undefined, hiSup: string | undefined) => `∫_${digits(lo.replace('₋', '-'))}^${hi ?? digits(hiSup!.replace('⁻', '-'))} `)
    // "H₂SO₄", "Ca(OH)₂": a formula's subscripts as digits.
    .replace(/([A-Z][a-z]?|\))([₀₁₂₃₄₅₆₇₈₉]+)/g, (_, el: string, d: string) => `${el}${digits(d)}`)
    // "log₂(x)": the base written as a subscript.
    .replace(/(?<![A-Za-z])log\s*([₀₁₂₃₄₅₆₇₈₉]+)\s*/g, (_, b: string) => `log_${digits(b)} `);
}

/**
 * "1,200 kg", "$12,500", "12,000 cells": digits grouped in thousands are one number. A list of
 * numbers ("2,4,5", "100, 200, 300") keeps its commas: only a group that is not followed or preceded
 * by another comma and number is read, and every group after the first has three digits. Groups
 * split by a space ("25 000") are read the same way, outside data.
 */
function readThousands(text: string): string {
  // Data for statistics is often typed without spaces ("100,200,300"): there only money is grouped.
  const data = /\b(?:mean|median|mode|range|data|values|numbers|list|set|scores?|deviation|variance|quartiles?|average|x|y)\s*(?:of|:|=|are|is)/i.test(text);
  const commas = text.replace(/(?<![\d,.]|\d,\s?)([$£€]\s?)?(\d{1,3}(?:,\d{3})+)(?!\d|,\s?\d|\.\d*,)/g, (m, money: string | undefined) => (data && !money ? m : m.replace(/,/g, '')));
  // "25 000 people", "1 500 000": groups of three after a space (never in data, where a space separates values).
  // Not across a line break or before a range ("…: 6⏎120–150: 2" is two numbers).
  // "log_5 125": a base written as a subscript is not the start of a grouped number.
  return data ? commas : commas.replace(/(?<![\d,._]|\d[ \u00a0\u2009\u202f])(\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+)(?![\d.,]|[ \u00a0\u2009\u202f]\d|\s*[-–—:]\s*\d)(?=\s*(?:[a-zA-Z%$£€×÷*+=)]|[.?!]?\s*$))/g, (m) => m.replace(/[ \u00a0\u2009\u202f]/g, ''));
}

const UNITS_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS_WORDS: Record<string, number> = { ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19 };
const TENS_WORDS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/**
 * Amounts written in words, as numerals: "fifty" → 50, "twenty-five" → 25, "ten people" → 10
 * people, "two hundred" → 200. "one" stays a word ("one of them", "which one"), and so does a word
 * that names rather than counts ("a six", "the two of them", "two-sided", "second").
 */
function readNumberWords(raw: string): string {
  // "four and a half years", "2 and a half hours": the half added.
  const text = raw.replace(/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+and\s+a\s+half\b/gi, (_m, n: string) => `${(/^\d+$/.test(n) ? Number(n) : ({ one: 1, ...UNITS_WORDS, ...TEENS_WORDS } as Record<string, number>)[n.toLowerCase()]) + 0.5}`);
  const unit = Object.keys(UNITS_WORDS).join('|');
  const teen = Object.keys(TEENS_WORDS).join('|');
  const tens = Object.keys(TENS_WORDS).join('|');
  // A lone small number only before what is counted or measured ("four people", "three hours", "nine
  // and twelve cm"):
  // "two sides", "two dice", "three times" keep their words for the solvers that read them.
  const counted = String.raw`(?=\s+(?:hundred|people|persons|friends|students|pupils|children|kids|workers|men|women|boys|girls|adults|guests|players|hours?|days?|weeks?|months?|years?|minutes?|seconds?|km|kilometres?|kilometers?|metres?|meters?|miles?|kg|kilograms?|grams?|litres?|liters?|cups?|eggs|apples|oranges|books|pens|pencils|tickets|dollars|pounds|euros|cents|pence)\b|\s*(?:,|\s+and|\s+or|\s+to|\s+by)\s+(?:[a-z]+(?:[\s-][a-z]+)?|\d+(?:\.\d+)?)\s+(?:cm|mm|m|km|in|inches|ft|feet|metres?|meters?|units?|kg|g|hours?|minutes?|days?)\b)`;
  // "twelve times fourteen", "nine minus 4": a number word in a sum is a number.
  const sum = String.raw`(?=\s+(?:times|plus|minus|divided\s+by|multiplied\s+by|add|take\s+away)\s+(?:\d|(?:${unit}|${teen}|${tens})\b))`;
  const word = new RegExp(String.raw`(?<![\w-]|\d\s*[,:]?\s*)(?:(${tens})(?:[\s-](one|${unit}))?|(${teen})|(${unit})(?:${counted}|${sum}))(?:\s+hundred(?:\s+(?:and\s+)?(?:(${tens})(?:[\s-](one|${unit}))?|(${teen})|(${unit})))?)?(?![\w-])(?!\s+(?:of\s+(?:them|us|you|these|those|the)|times(?!\s+(?:\d|(?:${unit}|${teen}|${tens})\b))|sided|dice|die|coins?|digits?|consecutive|decimal|significant|d\.?p|s\.?f|places|halves|sides|angles)\b)`, 'gi');
  const value = (t?: string, u?: string, te?: string, un?: string) => (t ? TENS_WORDS[t.toLowerCase()] + (u ? (u.toLowerCase() === 'one' ? 1 : UNITS_WORDS[u.toLowerCase()]) : 0) : te ? TEENS_WORDS[te.toLowerCase()] : un ? UNITS_WORDS[un.toLowerCase()] : 0);
  return text.replace(word, (m: string, t?: string, u?: string, te?: string, un?: string, t2?: string, u2?: string, te2?: string, un2?: string) => {
    const first = value(t, u, te, un);
    if (/hundred/i.test(m)) return String((t || te ? NaN : first) * 100 + value(t2, u2, te2, un2)).replace('NaN', m);
    // "a six", "the two", "the three": a face, a name; words next to letters and symbols stay as written.
    return String(first);
  });
}

/**
 * Units written out or in index form, as the symbols the solvers read: "metres per second" → m/s,
 * "m s^-1" / "m s⁻¹" → m/s, "m s^-2" → m/s^2, "kilometres per hour" → km/h, "mol dm⁻³" → mol/dm^3.
 */
function readUnitWords(text: string): string {
  const per = (unit: string) => unit.toLowerCase().replace(/^(?:metres?|meters?)$/, 'm').replace(/^(?:kilometres?|kilometers?)$/, 'km').replace(/^(?:centimetres?|centimeters?)$/, 'cm').replace(/^(?:seconds?|secs?)$/, 's').replace(/^(?:hours?|hrs?)$/, 'h').replace(/^(?:minutes?|mins?)$/, 'min');
  return text
    // "goes from standing still to 9 m/s", "from a standstill": starting from rest.
    .replace(/\bfrom\s+(?:standing\s+still|a\s+stand\s*still|a\s+standing\s+start|being\s+stationary|stationary|not\s+moving)\b/gi, 'from rest')
    .replace(/(\d)\s*(metres?|meters?|kilometres?|kilometers?|centimetres?|centimeters?)\s+per\s+(second|hour|minute)(\s+squared|\s+per\s+second)?\b/gi, (_m, d: string, a: string, b: string, sq: string | undefined) => `${d} ${per(a)}/${per(b)}${sq ? '^2' : ''}`)
    // "60 miles per hour", "30 miles an hour": mph.
    .replace(/(\d)\s*miles?\s+(?:per|an|a)\s+hour\b/gi, '$1 mph')
    .replace(/(\d)\s*(kilometres?|kilometers?)\s+an\s+hour\b/gi, '$1 km/h')
    .replace(/(\d)\s*(k?m|cm)\s*(?:s|h)\s*(?:\^\s*-\s*1|⁻¹)(?![\d^])/g, (m) => m.replace(/\s*(s|h)\s*(?:\^\s*-\s*1|⁻¹)$/, '/$1').replace(/(\d)\s*/, '$1 '))
    .replace(/(\d)\s*m\s*s\s*(?:\^\s*-\s*2|⁻²)/g, '$1 m/s^2')
    .replace(/(\d)\s*(kilo|centi|milli)?(?:metres|meters|metre|meter)\b(?!\s*(?:per|squared|cubed|\/))/gi, (_m, d: string, prefix: string | undefined) => `${d} ${prefix ? { kilo: 'k', centi: 'c', milli: 'm' }[prefix.toLowerCase()] : ''}m`)
    .replace(/(\d)\s*(?:seconds|second|secs)\b(?!\s*(?:per|squared|\/))/gi, '$1 s')
    .replace(/(\d)\s*(?:kilograms?|kilos)\b/gi, '$1 kg')
    .replace(/(\d)\s*newtons?\b/gi, '$1 N')
    .replace(/(\d)\s*joules?\b/gi, '$1 J')
    .replace(/(\d)\s*watts?\b/gi, '$1 W')
    // Concentrations as the chemistry tools read them: mol/dm³, mol dm⁻³, mol L⁻¹ are mol/L.
    .replace(/\bmol\s*(?:\/\s*(?:dm\s*(?:\^\s*3|³|3)|(?:L|l|litre|liter)\b)|dm\s*(?:\^\s*-\s*3|⁻³|-3)|L\s*(?:\^\s*-\s*1|⁻¹|-1))/g, 'mol/L')
    .replace(/\bg\s*cm\s*(?:\^\s*-\s*3|⁻³)/g, 'g/cm^3')
    .replace(/\bkg\s*m\s*(?:\^\s*-\s*3|⁻³)/g, 'kg/m^3')
    .replace(/\bJ\s*kg\s*(?:\^\s*-\s*1|⁻¹)\s*(?:K|°C)\s*(?:\^\s*-\s*1|⁻¹)|\bJ\s*\/\s*(?:\(\s*)?kg\s*(?:\/|·|\s)\s*°?\s*(?:C|K)\s*\)?(?![a-z])|\bJ\s*\/\s*°?\s*C\s*\/\s*kg\b/g, 'J/kg°C');
}

/** "3pm", "2:15 p.m.", "at 9 am": times of day, which no formula takes (3 pm is not 3 picometres). */
function readClockTimes(text: string): string {
  return text.replace(/\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?\s?m\b\.?/gi, (_m, h: string, min: string | undefined, half: string) => {
    const hours = (Number(h) % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
    return `${String(hours).padStart(2, '0')}:${min ?? '00'} (clock time)`;
  });
}

/**
 * "f(x) = x² + 1. find f'(x)", "r(t) = 3t² + 2t litres per minute. Find an antiderivative of r(t)": a
 * function defined in one sentence and asked about by its name in another. Its formula takes the
 * name's place in the ask (f'(x) becomes "the derivative of …"); a value such as f(3) or f'(2) is
 * left to the readers that evaluate it.
 */
function readDefinedFunction(text: string, readings: string[]): string {
  const def = /(?:^|(?<=[\s,:;(]))(?:(?:let|if|where|given|and)\s+)?([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*/i.exec(text);
  if (!def) return text;
  const [name, v] = [def[1], def[2]];
  const formula = leadingFormula(text.slice(def.index + def[0].length));
  if (!formula || !new RegExp(String.raw`(?<![a-z])${v}(?![a-z])`, 'i').test(formula.body)) return text;
  const body = formula.body;
  const rest = text.slice(0, def.index) + text.slice(def.index + def[0].length + formula.length);
  const N = String.raw`(?<![a-z])${name}`;
  // A value at a number is for the evaluating readers: "find f(3)", "f'(2)".
  if (new RegExp(String.raw`${N}\s*(?:'|′)*\s*\(\s*-?[\d.]`, 'i').test(rest)) return text;
  const named = new RegExp(String.raw`${N}\s*(''|′′|'|′)?\s*\(\s*${v}\s*\)|(?<=\b(?:of|differentiate|integrate)\s+)${name}(?![\w(])`, 'g');
  // Only for a derivative or an integral: "the local maximum value of f" is read with its definition where it stands.
  if (!named.test(rest) || !/\b(?:derivative|differentiat|integra|antiderivative|anti-derivative)|∫|['′]/i.test(rest)) return text;
  readings.push(`${name}(${v}) as the formula you gave for it, ${body}`);
  return rest.replace(named, (_m: string, primes?: string) => (primes ? `the ${primes.length === 2 ? 'second ' : ''}derivative of (${body})` : `(${body})`)).replace(/\s+/g, ' ').trim();
}

/** "1.85 m, 1.92 m, 2.01 m and 1.96 m": a unit said after every value of a list is said once, after the last. */
function readListUnits(text: string): string {
  const UNIT = String.raw`(mm|cm|m|km|mg|g|kg|s|min|h|mL|ml|L|°C|°F|in|ft|lb|lbs|oz|m\/s|km\/h|mph)`;
  const run = new RegExp(String.raw`(?<![\w.])-?\d+(?:\.\d+)?\s*${UNIT}(?![\w/])(?:(?:\s*,\s*|\s*,?\s+and\s+)-?\d+(?:\.\d+)?\s*\1(?![\w/])){2,}`, 'g');
  return text.replace(run, (whole: string, unit: string) => `${whole.replace(new RegExp(String.raw`(\d)\s*${unit.replace('/', '\\/')}(?![\w/])`, 'g'), '$1')} ${unit}`);
}

/** "(the n−1 one)", "(n - 1)": the sample standard deviation or variance, asked by its divisor. */
function readSampleDivisor(text: string): string {
  const divisor = /\s*\(\s*(?:the\s+)?(?:divide\s+by\s+)?n\s*[-−]\s*1(?:\s+(?:one|version|formula|way|kind))?\s*\)/i;
  if (!divisor.test(text) || !/\bstandard\s+deviation\b|\bvariance\b|\bsd\b/i.test(text)) return text;
  const s = text.replace(divisor, ' ').replace(/\s+/g, ' ').trim();
  return /\bsample\b/i.test(s) ? s : s.replace(/\b(standard\s+deviation|variance|sd)\b/i, 'sample $1');
}

/**
 * Angle ranges said once for both ends: "0 ≤ x ≤ 360 degrees" is 0° ≤ x ≤ 360°; "(θ acute)" or
 * ", θ acute," beside a trigonometric equation is 0° < θ < 90°.
 */
function readAngleRanges(text: string): string {
  const s = text.replace(/(-?\d+(?:\.\d+)?)(\s*(?:≤|<|<=)\s*)([a-zθ])(\s*(?:≤|<|<=)\s*)(-?\d+(?:\.\d+)?)\s*(?:degrees|degs?)\b/gi, '$1°$2$3$4$5°');
  const trigEquation = /\b(?:sin|cos|tan)\s*\(?\s*([a-zθ])\s*\)?\s*=\s*[-−]?\s*\d/i.exec(s);
  if (!trigEquation) return s;
  const v = trigEquation[1];
  const V = String.raw`(?<!\w)${v}(?!\w)`;
  // The sentence forms ("and θ is acute, find θ") are read by the trigonometric ratio reader.
  const acute = new RegExp(String.raw`\(\s*${V}\s+(?:is\s+)?acute\s*\)|,\s*${V}\s+acute\s*(?=[,.;]|$)`, 'i');
  if (!acute.test(s) || /[<>≤≥]/.test(s)) return s;
  return `${s.replace(acute, ' ').replace(new RegExp(String.raw`\s*[,.;]?\s*(?:find|what\s+is|solve\s+for|work\s+out|calculate)\s+(?:the\s+(?:angle|value\s+of)\s+)?${V}`, 'i'), ' ').replace(/\s+(?:in|to)\s+degrees\b/i, '').replace(/[.?!,\s]+$/, '')} for 0° < ${v} < 90°`;
}

/**
 * "how much water do i add... actually whats the final volume when …": a student who changes their
 * mind mid-message. The ask given up (a clause with no number of its own, before "actually", "no
 * wait", "sorry", "i mean") is dropped, so the answer is to the question they settled on.
 */
function readCorrectedAsk(text: string, readings: string[]): string {
  const corrected = /(^|[.?!]\s+)((?:how|what|whats|what's|which|find|work\s+out|calculate)\b[^.?!\d]*?)(?:\.{2,}|…|,|\s+-+|\s+—)\s*(?:actually|no\s+wait|wait|sorry|i\s+mean|scratch\s+that)\b[,:]?\s+(?=\S)/i.exec(text);
  if (!corrected) return text;
  readings.push('the question as you corrected it (after "actually")');
  return text.slice(0, corrected.index) + corrected[1] + text.slice(corrected.index + corrected[0].length);
}

/**
 * A question in parts, "(a) Find the stationary points of y = … (b) Hence find the local maximum":
 * the last part is answered. When it has no maths of its own, the text before the parts (or the
 * first part's maths) says what it is about.
 */
function readLastPart(text: string, readings: string[]): string {
  // A label starts the text or a sentence: "apple (a) and banana (b)" names letters, not parts.
  const labels = [...text.matchAll(/(?:^|[.?!:;]\s+|\n\s*)\(?([a-e]|i{1,3}|iv)\)\s+(?=\S)/gi)];
  const order = ['a', 'b', 'c', 'd', 'e'];
  const roman = ['i', 'ii', 'iii', 'iv'];
  const names = labels.map((m) => m[1].toLowerCase());
  const sequence = names.every((n, i) => n === order[i]) ? order : names.every((n, i) => n === roman[i]) ? roman : null;
  if (labels.length < 2 || !sequence) return text;
  const starts = labels.map((m) => (m.index ?? 0) + m[0].length);
  const partText = (i: number) => text.slice(starts[i], i + 1 < labels.length ? labels[i + 1].index : undefined).trim();
  const preamble = text.slice(0, labels[0].index).trim();
  const last = partText(labels.length - 1).replace(/^(?:hence|then|now|so|using\s+(?:this|your\s+answer(?:\s+to\s+\(?[a-e]\)?)?|part\s+\(?[a-e]\)?)|use\s+(?:this|your\s+answer)\s+to)\s*,?\s*/i, '');
  readings.push(`the last part, (${names[names.length - 1]}), as the question (the earlier parts lead up to it)`);
  if (/\d|=/.test(last) || !last) return last ? `${preamble ? `${preamble} ` : ''}${last}` : text;
  if (preamble) return `${preamble} ${last}`;
  const first = partText(0);
  const maths = /(?:[a-z]\s*(?:\(\s*[a-z]\s*\))?\s*=|\d)/i.exec(first);
  if (!maths) return text;
  return `${last.replace(/[.?!]+$/, '')} of ${first.slice(maths.index).replace(/[.?!]+$/, '')}`;
}

const VULGAR_FRACTIONS: Record<string, string> = { '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5', '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8', '⅐': '1/7', '⅑': '1/9', '⅒': '1/10' };

/** "sin x = ½", "2¾ cups": a fraction character as the fraction it is (after a whole number, a mixed number). */
function readVulgarFractions(text: string): string {
  // "1 ½" typed with a space is the mixed number too.
  return text.replace(/(?:(?<![\d.])(\d+) ?)?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒])/g, (_m, whole: string | undefined, c: string) => (whole ? `${whole} ${VULGAR_FRACTIONS[c]}` : `(${VULGAR_FRACTIONS[c]})`));
}

/**
 * "x2 + 3x", "x2 − 5x + 6 = 0", "solve x2 = 9": a power typed without its caret. A lowercase letter
 * right before a 2 or a 3 is its power when the same letter also stands alone in the maths (3x), or
 * is x, y or z, and is never written with another digit (x1, x4: those are names, as in x1 + x2 = 5).
 * The reading is said.
 */
function readTypedPowers(text: string, readings: string[]): string {
  let read = false;
  const out = text.replace(/(?<![A-Za-z0-9_^.])([a-z])([23])(?![\d.^a-z])/g, (m: string, letter: string, power: string, at: number) => {
    const alone = new RegExp(String.raw`(?:\d|[+\-−=(*×/ ]|^)${letter}(?![A-Za-z0-9_])`);
    const named = new RegExp(String.raw`(?<![A-Za-z0-9_])${letter}[014-9]`);
    // Only in maths: an operator next to it or the letter on its own elsewhere.
    const near = text.slice(Math.max(0, at - 3), at + m.length + 3);
    // "solve x2 = 9": x, y or z with no other name beside it is squared too (nobody asks to solve for a name x2).
    if ((!alone.test(text) && !/^[xyz]$/.test(letter)) || named.test(text) || !/[+\-−=<>≤≥*×/^()]/.test(near)) return m;
    read = true;
    return `${letter}^${power}`;
  });
  if (read) readings.push('a letter typed right before 2 or 3 as its power: x2 as x²');
  return out;
}

/** A rounding the student asked for ("to 2 significant figures", "to the nearest tenth"), in any words. */
const ROUNDING_ASKED = /\bnearest\s+(?:whole|integer|ten|hundred|thousand|tenth|hundredth|thousandth|\d|dollar|pound|euro|degree|percent|metre|meter|cm|mm|km|kg|second|minute|hour|day|year)|\b(?:to|correct\s+to|rounded\s+to|round(?:ed)?\s+(?:it\s+|them\s+|(?:your|the)\s+answers?\s+)?to|(?:your|the)\s+answers?\s+to)\s+(?:(?:the\s+)?nearest|\d+\s*(?:d\.?p\.?|decimal|sig|s\.?f\.?)|(?:one|two|three|four)\s+(?:decimal|significant))/i;

/**
 * True when the student asked for a rounding that the reading did not take in: an answer would then
 * ignore part of what they asked. Money to the nearest cent or penny is how money answers are given anyway.
 */
export function roundingAskedButUnread(raw: string): boolean {
  return ROUNDING_ASKED.test(raw) && !/\bnearest\s+(?:cent|penny|pence)\b/i.test(raw) && !readQuestion(raw).rounding;
}

export function readQuestion(raw: string): ReadQuestion {
  const readings: string[] = [];
  let s = latexToPlain(readUnitWords(readClockTimes(readThousands(readDurations(readCountingNotation(readMatrixEquation(readVulgarFractions(readAngleRanges(withoutTrailingRemarks(joinLines(raw)))))))))).replace(/[‘’]/g, "'").replace(/[“”]/g, '"'));
  if (!/[=<>≤≥]/.test(s)) s = readNumberWords(s);
  for (const [pattern, replacement] of CASUAL) s = typeof replacement === 'string' ? s.replace(pattern, replacement) : s.replace(pattern, replacement);
  s = readLastPart(readCorrectedAsk(s, readings), readings);
  s = readDefinedFunction(s, readings);
  s = readListUnits(s);
  s = readSampleDivisor(s);
  // Statistics shorthand: sd, σ for a population, x̄ for the mean.
  s = s.replace(/\bx̄\s*(?:for|of)?/g, 'the mean of').replace(/\bσ\s+(?:for|of)\s+the\s+population\b/gi, 'population standard deviation of').replace(/\b(sample|population)\s+sd\b/gi, '$1 standard deviation');
  s = fixMathsWords(s);
  // "a 4-person committee", "a 5-question quiz", "a 5-day trip": a count written as an adjective.
  s = s.replace(/\b(\d+)-(person|question|day|week|month)\b/gi, (_m, n: string, w: string) => `${n} ${w.toLowerCase() === 'person' ? 'people' : `${w.toLowerCase()}s`}`);
  // "Find the indefinite integral ∫ (6x² + 4x) dx": the words say what the sign already does.
  s = s.replace(/\b(?:(?:find|evaluate|compute|calculate|work\s+out|determine)\s+)?(?:the\s+)?(?:indefinite\s+|definite\s+)?integral\s*:?\s*(?=∫)/gi, '');
  s = readTypedPowers(s, readings);
  s = readRelationsInWords(s, readings);
  // Square brackets that group ("[(3 + 5) × 2 − 4] ÷ 3"), not an interval's ("[0, 2π)").
  // An ion's concentration ("[H+]", "[OH⁻]", "[H3O+]") keeps its brackets.
  s = s.replace(/\[([^[\],]*)\]/g, (_m: string, inner: string) => (/^\s*[A-Z][A-Za-z0-9]*\s*[+\-⁺⁻]?\s*$/.test(inner) ? `[${inner.replace(/⁺/g, '+').replace(/⁻/g, '-').trim()}]` : `(${inner})`)).replace(/\s+/g, ' ').trim();
  // A remark after the question ("to 3 dp? my calculator is in rad mode") goes before the rounding is read.
  const rounded = readRounding(withoutAsides(s));
  s = stripRequestPhrasing(rounded.text);
  s = readRepeatingDecimals(s, readings);
  // "0.\overline{36} (0.363636...)": the same value restated in brackets is said once, not multiplied.
  if (readings.some((r) => r.includes('repeating decimal'))) s = s.replace(/\((\d+\/\d+)\)\s*\(\(\s*\1\s*\)\)/g, '($1)');
  s = s.replace(/\b(log|ln)\s+of\s+/gi, '$1 ');
  s = readInverseTrig(s, readings);
  s = readLogarithms(s, readings);
  s = readDegrees(s, readings);
  s = readMixedNumbers(s, readings);
  s = readFractionBars(s, readings);
  const form = readNumberForm(rounded.text);
  return { text: s, readings, ...(rounded.rounding ? { rounding: rounded.rounding } : {}), ...(form ? { form } : {}) };
}
