/**
 * Sentences about "a number" (issue 14): "the square of a number plus 4 times the number equals
 * 21", "three times a number minus 4 is greater than the number plus 10", "a number doubled plus 7
 * is at most 25". The sentence is written as an equation or inequality in x, read left to right the
 * way a textbook writes it, and then solved by the equation or inequality solver. Anything the
 * sentence says that is not read (another word, a second unknown) leaves it unread: no guess.
 */

const SMALL: Record<string, string> = { two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', twelve: '12' };

/** The unknown, however the sentence names it after the first time. */
const UNKNOWN = /\b(?:a|the|that|this|the\s+same|my|some|an\s+unknown)\s+(?:positive\s+|negative\s+|whole\s+|certain\s+|unknown\s+)?(?:number|integer)\b|\b(?:the\s+)?(?:original|unknown)\s+number\b/gi;

/** Relations, longest first, as the symbols the solvers read. */
const RELATIONS: Array<[RegExp, string]> = [
  [/\s+is\s+(?:greater|more|bigger|larger)\s+than\s+or\s+equal\s+to\s+|\s+is\s+at\s+least\s+|\s+is\s+no\s+(?:less|smaller|fewer)\s+than\s+/gi, ' >= '],
  [/\s+is\s+(?:less|smaller|fewer)\s+than\s+or\s+equal\s+to\s+|\s+is\s+at\s+most\s+|\s+is\s+no\s+(?:more|greater|bigger)\s+than\s+|\s+(?:does\s+not|doesn'?t)\s+exceed\s+|\s+is\s+not\s+more\s+than\s+/gi, ' <= '],
  [/\s+is\s+(?:greater|more|bigger|larger)\s+than\s+|\s+exceeds\s+/gi, ' > '],
  [/\s+is\s+(?:less|smaller)\s+than\s+/gi, ' < '],
  [/\s+(?:is\s+equal\s+to|equals?|is|gives|makes|results\s+in)\s+|\s*,?\s+(?:the\s+result\s+is|you\s+get|i\s+get)\s+/gi, ' = '],
];

/** Noun phrases and operation words, as expressions in x. */
function operations(s: string): string {
  // A whole term only: "x and x^2" is not "x and x" followed by ^2.
  const term = String.raw`(x\^[23]|x|\d+(?:\.\d+)?|\([^()]*\)|sqrt\(x\))(?![\^\w(.])`;
  return s
    .replace(/\btwice\s+/gi, '2 times ')
    .replace(/\b(two|three|four|five|six|seven|eight|nine|ten|twelve)\b/gi, (w: string) => SMALL[w.toLowerCase()])
    .replace(/\b(?:the\s+)?square\s+root\s+of\s+x\b/gi, 'sqrt(x)')
    .replace(/\b(?:the\s+)?square\s+of\s+x\b|\bx\s+squared\b/gi, 'x^2')
    .replace(/\b(?:the\s+)?cube\s+of\s+x\b|\bx\s+cubed\b/gi, 'x^3')
    .replace(/\b(?:the\s+)?reciprocal\s+of\s+x\b/gi, '(1/x)')
    .replace(/\bx\s+(?:is\s+)?doubled\b|\bdouble\s+(?:of\s+)?x\b/gi, '(2*x)')
    .replace(/\bx\s+(?:is\s+)?(?:tripled|trebled)\b|\btriple\s+x\b/gi, '(3*x)')
    .replace(/\bx\s+(?:is\s+)?halved\b|\bhalf\s+(?:of\s+)?x\b/gi, '(x/2)')
    .replace(new RegExp(String.raw`(\d+(?:\.\d+)?)\s+times\s+(x\^[23]|x)\b`, 'gi'), '($1*$2)')
    .replace(new RegExp(String.raw`(\d+(?:\.\d+)?)\s+more\s+than\s+(\(?[^=<>()]*?x[^=<>()\s]*\)?)`, 'gi'), '($2 + $1)')
    .replace(new RegExp(String.raw`(\d+(?:\.\d+)?)\s+less\s+than\s+(\(?[^=<>()]*?x[^=<>()\s]*\)?)`, 'gi'), '($2 - $1)')
    .replace(new RegExp(String.raw`\b(?:the\s+)?(sum|product|difference)\s+of\s+${term}\s+and\s+${term}`, 'gi'), (_m, kind: string, a: string, b: string) => `(${a} ${{ sum: '+', product: '*', difference: '-' }[kind.toLowerCase()]} ${b})`)
    .replace(/\s+(?:plus|added\s+to|increased\s+by|and)\s+/gi, ' + ')
    .replace(/\s+(?:minus|decreased\s+by|take\s+away|subtract)\s+/gi, ' - ')
    .replace(/\s+(?:divided\s+by|over)\s+/gi, ' / ')
    .replace(/\s+(?:multiplied\s+by|times)\s+/gi, ' * ');
}

export interface NumberSentence {
  /** The equation or inequality in x. */
  statement: string;
  relation: '=' | '<' | '>' | '<=' | '>=';
}

/** The sentence about a number as an equation or inequality in x, or null when it is not one. */
export function readNumberSentence(text: string): NumberSentence | null {
  if (!UNKNOWN.test(text)) return null;
  UNKNOWN.lastIndex = 0;
  if (/\bconsecutive\b|\bdigits?\b|\btwo\s+numbers\b|\banother\s+number\b|\bsecond\s+number\b|\bi\s+(?:think|thought|pick|picked|choose|chose)\b/i.test(text)) return null;
  // The question after the sentence: "… . find all possible numbers", "…, what numbers work?".
  const sentence = text
    .replace(/\s*(?:[.,;?!]\s*|\s+)(?:so\s+)?(?:what|which|find|give|determine|solve|whats|what'?s|how)\b[^=<>]*$/i, '')
    .replace(/^(?:find|what\s+is|determine)\s+(?:a|the)\s+number\s+(?:such\s+that|where|if|for\s+which|so\s+that)\s+/i, '')
    .replace(/^(?:if|when)\s+/i, '')
    .replace(/[.?!]+$/, '')
    .trim();
  if (/[.?!]/.test(sentence.replace(/\d\.\d/g, ''))) return null;
  // "the sum of a number and its square": its square is the number's.
  let s = ` ${sentence.replace(UNKNOWN, 'x').replace(/\bits\s+(square\s+root|square|cube|reciprocal)\b/gi, 'the $1 of x').replace(/\bit\b/gi, 'x')} `;
  let relation: NumberSentence['relation'] | null = null;
  for (const [re, symbol] of RELATIONS) {
    re.lastIndex = 0;
    const hits = s.match(re)?.length ?? 0;
    if (!hits) continue;
    if (hits > 1 || relation) return null;
    relation = symbol.trim() as NumberSentence['relation'];
    s = s.replace(re, ` ${symbol.trim()} `);
  }
  if (!relation) return null;
  const statement = operations(s).replace(/\s+/g, ' ').trim();
  // Nothing but x, numbers, operators and brackets left: every word was read.
  if (!/^[\dx\s.+\-*/^()=<>sqrt]+$/.test(statement) || /[a-wyz]/.test(statement.replace(/sqrt/g, ''))) return null;
  if (!/x/.test(statement)) return null;
  return { statement, relation };
}
