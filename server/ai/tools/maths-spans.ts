/**
 * The maths in a message, found by its tokens rather than by a phrasing (issue 14). Students wrap an
 * ordinary task in their own words: "Find a and b if 2a = 5b + 1 and 3a + 4b = 13.", "2x^2 + 3x - 7 = 0,
 * use the quadratic formula and give both answers", "(x − 1)(x + 3)(x − 5) > 0 sign chart question",
 * "√144 + ∛(−27) × 2⁴ = ? no calculator pls". The router reads phrasings it knows; when it knows none,
 * this reads the spans of maths in the message and, only when the words around them cannot change the
 * task, says which plain task they make: solve the equations (as many as unknowns), solve the one
 * inequality, or work out the one letter-free expression. Anything else (a loose number in the words,
 * a condition, a unit, a named task such as "factorise" or "the area") gives null: not read.
 */

/** A maths token: a number, a number times a letter, a letter, a function, a symbol or an operator. */
const TOKEN = new RegExp(
  [
    String.raw`(?<fn>(?:arc)?(?:sin|cos|tan|sec|csc|cosec|cot)(?:h)?(?:⁻¹|\^\s*-\s*1)?(?![a-z])|(?:log|ln)(?:_?\s*\d+|[₀-₉]+)?(?![a-z])|sqrt(?![a-z])|exp(?![a-z])|abs(?![a-z]))`,
    String.raw`(?<num>\d+(?:\.\d+)?(?:[a-zθ](?![a-z'’]))?|\.\d+)`,
    String.raw`(?<letter>(?<![a-z'’])(?:pi|[a-zθπ])(?![a-z'’]))`,
    String.raw`(?<open>[([]|[√∛∜])`,
    String.raw`(?<close>[)\]])`,
    String.raw`(?<post>[°²³⁴⁵⁶⁷⁸⁹⁰¹⁻!%]+)`,
    String.raw`(?<rel><=|>=|!=|[=<>≤≥≠])`,
    String.raw`(?<op>[+\-−–×÷*/^·|])`,
  ].join('|'),
  'iy',
);

type Kind = 'fn' | 'num' | 'letter' | 'open' | 'close' | 'post' | 'rel' | 'op';

interface Token {
  kind: Kind;
  text: string;
  start: number;
  end: number;
}

/** One run of maths in the message. */
export interface MathsSpan {
  text: string;
  start: number;
  end: number;
  /** False when an operator ran on past the span ("1 + 1/3 + …"): the maths goes on in words. */
  whole: boolean;
}

const ENDS_OPERAND: ReadonlySet<Kind> = new Set(['num', 'letter', 'close', 'post']);
const STARTS_OPERAND: ReadonlySet<Kind> = new Set(['num', 'letter', 'fn', 'open']);

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i++;
      continue;
    }
    TOKEN.lastIndex = i;
    const m = TOKEN.exec(text);
    const kind = m?.groups && (Object.keys(m.groups) as Kind[]).find((k) => m.groups?.[k] !== undefined);
    if (m && kind) {
      out.push({ kind, text: m[0], start: i, end: i + m[0].length });
      i += m[0].length;
      continue;
    }
    // A word (or punctuation) that is not maths: it ends any span.
    const word = /[a-z'’]+|\S/iy;
    word.lastIndex = i;
    const w = word.exec(text);
    const end = i + (w ? w[0].length : 1);
    out.push({ kind: 'op', text: '', start: i, end });
    i = end;
  }
  return out;
}

/** "x 2", "5 x", "is a 2x": two operands side by side with only a space are two spans, not a product. */
function splitsHere(a: Token, b: Token, gap: string): boolean {
  if (!gap) return false;
  if (!ENDS_OPERAND.has(a.kind) || !STARTS_OPERAND.has(b.kind)) return false;
  // "(x − 1) (x + 3)" and "2 (x + 1)" are products.
  return !(b.kind === 'open' && b.text === '(' && (a.kind === 'close' || a.kind === 'num'));
}

/** Every run of maths tokens in the text, trimmed of operators that lead into or out of words. */
export function mathsSpans(text: string): MathsSpan[] {
  const list = tokens(text);
  const spans: Token[][] = [];
  let run: Token[] = [];
  const flush = () => {
    if (run.length) spans.push(run);
    run = [];
  };
  for (const t of list) {
    if (!t.text) {
      flush();
      continue;
    }
    const last = run[run.length - 1];
    if (last && splitsHere(last, t, text.slice(last.end, t.start))) flush();
    run.push(t);
  }
  flush();
  return spans
    .map((r) => {
      let a = 0;
      let b = r.length;
      while (a < b && (r[a].kind === 'rel' || (r[a].kind === 'op' && !/^[-−–|]$/.test(r[a].text)) || r[a].kind === 'close' || r[a].kind === 'post')) a++;
      while (b > a && (r[b - 1].kind === 'op' && r[b - 1].text !== '|' || r[b - 1].kind === 'open' || r[b - 1].kind === 'fn' || (r[b - 1].kind === 'rel' && r[b - 1].text !== '='))) b--;
      // "1 + 1/3 + 1/9 + ...": maths that runs on into words is not whole.
      const cut = r.slice(b).some((t) => t.kind === 'op' || t.kind === 'fn' || t.kind === 'open');
      return { tokens: r.slice(a, b), whole: !cut };
    })
    .filter((r) => r.tokens.length > 0)
    .map(({ tokens: r, whole }) => ({ text: text.slice(r[0].start, r[r.length - 1].end), start: r[0].start, end: r[r.length - 1].end, whole }));
}

/** Words around the maths that name another task, a condition on the answer, or a story's quantities. */
/** Words that do something more to the maths ("sin(π/3) squared", "the reciprocal of …"). */
const OPERATES = /\b(?:squared|cubed|(?:square|cube)\s+roots?\b|reciprocal|halve[ds]?|half|double[ds]?|twice|triple[ds]?|plus|minus|add(?:ed|ing)?\b|subtract|multipl|divid|opposite|power)/i;

const CHANGES_TASK =
  /\b(?:differentiat|derivativ|integra|antideriv|limit|lim\b|tangent|normal|gradient|slope|stationary|turning|concav|inflection|rates?\b|area|volume|perimeter|circumference|length|distance|midpoint|intercept|vertex|vertices|axis|symmetr|domain|range|inverse|asymptot|graph|sketch|plot|draw|factor|expand|complet|rationali|partial|prove|show\s+that|verify|check\s+(?:if|whether|that)|explain|why|how\s+many|how\s+much|how\s+long|how\s+far|how\s+old|count|number\s+of|sums?\b|product|difference|quotient|discriminant|nature|standard\s+form|scientific|mixed|fraction|decimal|percent|ratio|proportion|probabilit|chance|means?\b|average|median|mode\b|deviation|variance|remainder|divisib|multiple|factors?|hcf|lcm|gcd|mod\b|matri|vector|determinant|complex|imaginary|conjugate|modulus|argument|polar|sequence|series|terms?\b|nth|arithmetic|geometric|binomial|coefficient|expansion|substitut|estimate|round(?:ed|ing)?\b|significant|nearest|approximat|units?\b|costs?\b|price|pay|paid|spent|spend|sold|buy|bought|earn|total\b|each\b|per\b|speed|times?\b(?!\s+(?:as|more|less|bigger|smaller))|mass|weight|force|energy|power|current|voltage|resistance|temperature|pressure|moles?|molar|concentration|ages?\b|years?|months?|weeks?|days?|hours?|minutes?|seconds?|metres?|meters?|km|cm|mm|kg|grams?|litres?|liters?|ml|dollars?|pounds?|euros?|degrees?|radians?|positive|negative|integers?|whole|natural|prime|even\b|odd\b|between|greater|less|larger|smaller|bigger|largest|smallest|least|most|only|exclud|except|other\s+than|period|amplitude|general\s+solution|in\s+terms\s+of|subject|rearrang|express|identity|identities|quadrant|points?|intersect|coordinat|first|second|third|fourth|[1-4](?:st|nd|rd|th)|prove|show|irrational|rational|true|false)/i;

/** Words that change what counts as a solution of maths the student wrote and asked to solve. */
const RESTRICTS =
  /\b(?:integers?|whole|natural|positive|negative|prime|even|odd|between|largest|smallest|(?<!\bat\s)(?:least|most)|greatest|maximum|minimum|only|exclud|except|round|nearest|decimal|fraction|percent|graph|sketch|plot|factor|expand|complet|differentiat|integra|derivativ|check\s+(?:if|whether|that)|explain|why|how\s+(?:many|much|long|far|old)|sum|product|difference|domain|range|both|each|system|simultaneous|substitut|elimination|matri)/i;

/** The numbers written in a text, thousands separators dropped ("1,200" is 1200). */
function numbersIn(text: string): number[] {
  return [...text.replace(/(\d),(?=\d{3}\b)/g, '$1').matchAll(/(?<![\d.])\d+(?:\.\d+)?|(?<![\d.])\.\d+/g)].map((m) => Number(m[0]));
}

/** For one letter-free expression, the words may only ask for its value: a form, a unit or a base changes it. */
const CHANGES_VALUE =
  /\b(?:differentiat|derivativ|integra|limit|factor|expand|prime|standard\s+form|scientific|mixed|fraction|decimal|percent|ratio|degrees?|radians?|estimate|round|significant|nearest|approximat|remainder|divisib|multiple|hcf|lcm|gcd|mod|how\s+many|sum\s+of|product\s+of|difference\s+(?:of|between)|per|each|total|cost|price|unit|in\s+(?:binary|hex|base))/i;

/** Words just before an answer someone gave: "i got", "is it", "my teacher said", "should it be". */
const CLAIM_BEFORE = /(?:\bi\s+(?:got|get|keep\s+getting|kept\s+getting|think\s+(?:it'?s|its|the\s+answer\s+is)|thought\s+(?:it\s+was|it'?s)|put|wrote)|\bis\s+(?:it|the\s+answer)|\bshould\s+it\s+be|\b(?:my\s+)?(?:answer|teacher|friend|mate|book|textbook|calculator|calc|tutor|dad|mum|mom)\s+(?:is|was|said|says|got|gets|gives|gave|shows|showed|reckons|thinks))\s*(?:that\s+)?(?:the\s+answer\s+(?:is|was)\s+)?[:,]?\s*$/i;

/** A question word asking for a quantity the maths alone does not name. */
const ASKS_OTHER =
  /\bhow\s+(?!do\b|to\b|would\b|should\b|can\b|could\b|come\b|is\b|are\b|does\b|did\b)[a-z]+|\bwhat(?:'s|’s|s|\s+is|\s+are|\s+was)\s+(?!(?:all\s+(?:of\s+)?)?(?:the\s+|its\s+|their\s+)?(?:full\s+|complete\s+|whole\s+)?(?:real\s+|possible\s+)?(?:solutions?\b|(?:solution\s+)?set\b|values?\s+of\s+(?:[a-z]\b|(?=that\b|which\b|for\b|to\b))|answers?\b|roots?\b|zeros?\b))(?:the\s+|its\s+|their\s+)?(?!solutions?\b|answers?\b|roots?\b|zeros?\b|values?\s+of\s+[a-z]\b|[a-z]\b|it\b|this\b|that\b|they\b|them\b|these\b|those\b|wrong\b|going\b|happening\b|the\s+(?:solutions?|answers?|roots?)\b)[a-z]{2,}/i;

const CONSTANTS = new Set(['e', 'π', 'pi']);

function lettersIn(span: string): Set<string> {
  const names = span.replace(/(?:arc)?(?:sin|cos|tan|sec|csc|cosec|cot)h?|log|ln|sqrt|exp|abs|(?<![a-z])pi(?![a-z])/gi, ' ').match(/[a-zθ]/gi) ?? [];
  return new Set(names.map((l) => l.toLowerCase()).filter((l) => !CONSTANTS.has(l)));
}

function relations(span: string): string[] {
  return span.match(/<=|>=|!=|[=<>≤≥≠]/g) ?? [];
}

function balanced(span: string): boolean {
  let depth = 0;
  for (const c of span) {
    if (c === '(' || c === '[') depth++;
    if (c === ')' || c === ']') depth--;
    if (depth < 0) return false;
  }
  return depth === 0 && (span.match(/\|/g) ?? []).length % 2 === 0;
}

/**
 * True when a span holds maths to do: an operator, a relation, a function, a root or a power. A
 * number with only a sign, a percent or a degree mark ("40%", "−3", "90°") is a quantity, not a task.
 */
function holdsMaths(span: string): boolean {
  const body = span.replace(/^[-−–]\s*/, '').replace(/[%°]+$/, '');
  return /(?<=.)[+\-−–]|[×÷*/^·=<>≤≥√∛∜²³!|]|(?:sin|cos|tan|sec|csc|cot|log|ln|sqrt|exp|abs)/i.test(body) && /[\da-zθπ]/i.test(body);
}

/**
 * The plain task the maths of a message makes, as the router reads tasks: "solve 2a = 5b + 1; 3a + 4b
 * = 13", "solve (x − 1)(x + 3)(x − 5) > 0", "√144 + ∛(−27) × 2⁴"; null when the words around the maths
 * could change the task or the maths does not make one of those three tasks on its own.
 */
export function mathsInMessage(message: string): string | null {
  // "(in °C)", "°F": a temperature's unit, blanked where it stands so the maths keeps its place.
  const text = message.replace(/\(\s*(?:in\s+)?°\s*[CF]\s*\)|°\s*[CF]\b/g, (m) => ' '.repeat(m.length));
  // "i got x = 3 is that right", "is it 2 or -10", "my teacher said 8": what someone answered, not the task.
  const found = mathsSpans(text);
  const claims = new Set<MathsSpan>();
  found.forEach((s, i) => {
    const before = text.slice(Math.max(0, s.start - 40), s.start);
    if (CLAIM_BEFORE.test(before) || (i > 0 && claims.has(found[i - 1]) && /^\s*(?:or|and|,)\s*$/i.test(text.slice(found[i - 1].end, s.start)))) claims.add(s);
  });
  const spans = found.filter((s) => !claims.has(s));
  if (!spans.length) return null;
  let outside = '';
  let at = 0;
  for (const s of spans) {
    outside += `${text.slice(at, s.start)} `;
    at = s.end;
  }
  outside += text.slice(at);
  for (const c of claims) outside = outside.replace(c.text, ' ');
  // The same maths written twice ("… x^2 + 2x + 5 < 0. Find the solution set of x^2 + 2x + 5 < 0") is one.
  const written = spans.filter((s, i) => holdsMaths(s.text) && spans.findIndex((o) => o.text.replace(/\s+/g, '') === s.text.replace(/\s+/g, '')) === i);
  // "15 m", "plan A": a unit after a number or a label after its noun, not a letter of the maths.
  const loose = spans.filter((s) => !holdsMaths(s.text) && !(/^[a-z]{1,2}$/i.test(s.text) && /(?:\d\s*|\b(?:plan|option|type|group|route|box|team|printer|machine|pipe|tap|company|shop|store|gym|brand|class|player|site|model|version|size|section|level|grade|car|train|bus|point)\s+)$/i.test(text.slice(0, s.start))));
  // "A plumber charges $45 plus $30 an hour … so she writes 45 + 30h ≤ 180. Solve for h": the story
  // only explains maths the student wrote down and asked to solve, when every number of it is in the maths.
  const solveWritten = /\bsolve\b/i.test(outside) && numbersIn(`${outside} ${loose.map((s) => s.text).join(' ')}`).every((n) => written.some((s) => numbersIn(s.text).includes(n)));
  // "height h = −5t² + 20t … Solve −5t² + 20t > 15": the maths after "solve" is the task, a formula naming a letter its context.
  const target = solveWritten ? written.find((s) => /\bsolve\s*(?:(?:this|the)\s+(?:inequality|equation)\s*)?:?\s*$/i.test(text.slice(0, s.start))) : undefined;
  const maths = target && written.every((s) => s === target || target.text.replace(/\s+/g, '').includes(s.text.replace(/\s+/g, '')) || (/^\s*[a-z]\s*(?:\(\s*[a-z]\s*\))?\s*=[^=<>≤≥]*$/i.test(s.text) && !lettersIn(target.text).has(s.text.trim()[0].toLowerCase()))) ? [target] : written;
  // A number outside the maths ("my calc gives 0.433", "between 0 and 360") is data the task may need.
  if (!solveWritten && (loose.some((s) => /\d/.test(s.text)) || /\d/.test(outside))) return null;
  if ((!solveWritten && /[$£€¥]/.test(text)) || !maths.length || !maths.every((s) => s.whole && balanced(s.text))) return null;
  // "how high does it go", "what's the sum": the words ask for something other than the maths' own answer.
  if (ASKS_OTHER.test(outside)) return null;
  const named = new Set(loose.map((s) => s.text.toLowerCase()).filter((l) => !/\d/.test(l) && l !== 'a' && l !== 'i'));
  const equations = maths.filter((s) => relations(s.text).length === 1 && relations(s.text)[0] === '=' && !/=\s*$/.test(s.text));
  const inequalities = maths.filter((s) => relations(s.text).length > 0 && relations(s.text).every((r) => r !== '=' && r !== '!=' && r !== '≠'));
  const expressions = maths.filter((s) => relations(s.text).length === 0 || /^[^=<>≤≥≠]*=\s*$/.test(s.text));
  if (equations.length + inequalities.length + expressions.length !== maths.length) return null;
  const unknowns = new Set(maths.flatMap((s) => [...lettersIn(s.text)]));
  if ([...named].some((l) => !unknowns.has(l))) return null;
  if (expressions.length === 1 && maths.length === 1) {
    if (unknowns.size || CHANGES_VALUE.test(outside) || OPERATES.test(outside) || /\b(?:prove|show|irrational|rational|true|false|explain|why)/i.test(outside)) return null;
    return expressions[0].text.replace(/\s*=\s*$/, '');
  }
  // "the currents x, y and z satisfy x = y + z, 3y = 6z and 2x + 3y = 12. Find x, y and z": equations
  // only, every number in them, and the ask names exactly their letters; the story's words name the letters.
  const asked = /\b(?:find|solve\s+for|what\s+are|determine|work\s+out|calculate)\s+([a-z](?:\s*,\s*[a-z])*\s*,?\s*(?:and\s+)?[a-z])\s*[.?!]*\s*$/i.exec(text.trim());
  const askedLetters = new Set((asked?.[1].match(/\b[a-z]\b/gi) ?? []).map((l) => l.toLowerCase()));
  const lettersAsked = !!asked && equations.length === maths.length && equations.length >= 2 && askedLetters.size === unknowns.size && [...unknowns].every((l) => askedLetters.has(l));
  if (solveWritten ? RESTRICTS.test(outside) : (CHANGES_TASK.test(outside) || OPERATES.test(outside)) && !lettersAsked) return null;
  if (inequalities.length === 1 && maths.length === 1) {
    return unknowns.size === 1 ? `solve ${inequalities[0].text}` : null;
  }
  if (equations.length === maths.length && equations.length <= 3 && unknowns.size === equations.length) {
    // "use g = 9.8": a letter given a value is data for another task, not an equation to solve.
    if (equations.some((s) => lettersIn(s.text).size === 0 || /^\s*[a-zθ]\s*=\s*[-−]?\s*[\d.]+\s*$/i.test(s.text))) return null;
    return `solve ${equations.map((s) => s.text).join('; ')}`;
  }
  return null;
}
