import { tryParseFormula, variablesOf } from './expr';
import type { Route } from './route';

/**
 * Finds limit questions in a student's words: "limit of (x^2-1)/(x-1) as x approaches 1",
 * "lim x->0 of sin(x)/x", "lim_{x→∞} (2x+1)/(x-3)", "what happens to 1/x as x goes to 0 from the
 * right", "x → 1⁺", "x -> 1^-". Returns the limit tool's input, or null when this is not one.
 */

const ARROW = String.raw`(?:-+>|→|⟶|⇒|=>|\\to\b|\\rightarrow\b)`;
const VERB = String.raw`(?:${ARROW}|\bapproach(?:es|ing)?\b|\btends?\s+(?:to(?:wards)?)\b|\bgo(?:es)?\s+to(?:wards)?\b|\bgets?\s+(?:close|closer)\s+to\b|\bheads?\s+(?:to(?:wards)?)\b|\bnears?\b)`;
const INFINITY = String.raw`(?:(?:positive|plus|negative|minus)\s+)?(?:[-+]\s*)?(?:infinity|inf\b|∞|\\infty\b|oo\b)`;
const POINT = String.raw`(${INFINITY}|[^\s,;?]+)`;
const SIDE_WORDS = String.raw`(?:\s*,?\s*(?:from\s+(?:the\s+)?(left|right|below|above|negative side|positive side)(?:[- ]hand side)?|on\s+the\s+(left|right)))?`;

/** LaTeX and fancy notation a student may paste: \lim_{x \to 0} \frac{\sin x}{x}. */
function normalize(text: string): string {
  let s = text.replace(/\$+/g, ' ').replace(/\\left\s*([([{|])/g, '$1').replace(/\\right\s*([)\]}|])/g, '$1');
  for (let i = 0; i < 5 && /\\[dt]?frac\s*\{/.test(s); i++) s = s.replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '(($1)/($2))');
  s = s.replace(/\\sqrt\s*\{([^{}]*)\}/g, 'sqrt($1)').replace(/\^\s*\{([^{}]*)\}/g, '^($1)')
    .replace(/\\(lim|sin|cos|tan|ln|log|exp|sec|csc|cot|arctan|arcsin|arccos|pi)\b/g, (_, f: string) => (f === 'pi' ? 'pi' : f))
    .replace(/\\cdot|\\times/g, '*').replace(/\\[,;!: ]/g, ' ').replace(/\\infty/g, '∞').replace(/\\to\b|\\rightarrow\b/g, '→');
  // "sinx", "lnx", "cosx": a function name glued to its variable.
  s = s.replace(/\b(sin|cos|tan|ln|exp|sqrt)([a-z])\b/g, '$1($2)');
  return s.replace(/\s+/g, ' ').trim();
}

function sideOf(word: string | undefined): 'left' | 'right' | undefined {
  if (!word) return undefined;
  return /left|below|negative/i.test(word) ? 'left' : 'right';
}

/** "∞", "+inf", "negative infinity" → "infinity" / "-infinity"; a trailing +/−/⁺/⁻ becomes the side. */
function cleanPoint(raw: string): { to: string; side?: 'left' | 'right' } {
  let t = raw.trim().replace(/[−–]/g, '-').replace(/[.!]+$/, '');
  // Close brackets that belong to the sentence ("lim (x→2) …") rather than to the point.
  while (/[)\]}]$/.test(t) && (t.match(/[)\]}]/g) ?? []).length > (t.match(/[([{]/g) ?? []).length) t = t.slice(0, -1);
  if (new RegExp(`^${INFINITY}$`, 'i').test(t)) return { to: /^(?:negative|minus|-)/i.test(t) ? '-infinity' : 'infinity' };
  const suffix = /(?:\^\s*\(?\{?\s*([+-])\s*\}?\)?|([⁺⁻])|(?<=[\w)])([+-]))$/.exec(t);
  if (!suffix) return { to: t };
  const mark = suffix[1] ?? suffix[3] ?? (suffix[2] === '⁺' ? '+' : '-');
  return { to: t.slice(0, suffix.index).trim(), side: mark === '+' ? 'right' : 'left' };
}

const LEAD = new RegExp([
  String.raw`^(?:so\s+|and\s+|now\s+)?`,
  String.raw`(?:(?:what(?:'s|s| is| are)|find|evaluate|compute|calculate|determine|work out|solve|give me|tell me|what happens to|what does|what do|how does|describe)\s+)?`,
  String.raw`(?:the\s+)?(?:value\s+of\s+(?:the\s+)?)?(?:(?:left|right)[- ]hand(?:ed)?\s+|one[- ]sided\s+)?`,
  String.raw`(?:lim(?:it)?s?\b\s*(?:of\s+)?)?(?:the\s+)?(?:function\s+)?(?:[a-z]\s*\(\s*[a-z]\s*\)\s*=\s*|y\s*=\s*)?`,
].join(''), 'i');

const TRAIL = /\s*(?:,?\s*(?:approach(?:es)?|tend\s+to|go\s+to|do|equal|become|get close to)|(?:from|on)\s+the\s+(?:left|right)(?:[- ]hand side)?)?\s*[,:]?\s*$/i;

function expressionFrom(text: string): string {
  return text.replace(LEAD, '').replace(TRAIL, '').replace(/^\s*[,:]\s*|\s*[,:]\s*$/g, '').trim();
}

/** The limit tool's input for a limit question; null when the text is not one (or the function isn't maths). */
export function limitRoute(text: string): Route | null {
  const t = normalize(text);
  const hasLimitWord = /\blim(?:it|its)?\b|\blim_/i.test(t);
  let variable: string | undefined;
  let point: string | undefined;
  let sideWord: string | undefined;
  let expression: string | undefined;

  // lim_{x→a} f, lim_(x->a) f, lim x->a of f, limit x→∞ f
  const sub = new RegExp(String.raw`\blim(?:it)?\s*_?\s*[{(]\s*([a-z])\s*${ARROW}\s*([^})]+?)\s*[})]\s*(?:of\s+)?(.+)$`, 'i').exec(t)
    ?? new RegExp(String.raw`\blim(?:it)?\s*_?\s*(?:as\s+)?([a-z])\s*${ARROW}\s*${POINT}${SIDE_WORDS}\s*(?:of\s+|,\s*)?(.+)$`, 'i').exec(t);
  if (sub) {
    variable = sub[1];
    point = sub[2];
    sideWord = sub.length > 5 ? sub[3] ?? sub[4] : undefined;
    expression = expressionFrom(sub[sub.length - 1]);
  } else {
    // … as x approaches a [from the left] …
    const clause = new RegExp(String.raw`\s*,?\s*\b(?:as|when|while)\s+([a-z])\s*${VERB}\s*${POINT}${SIDE_WORDS}`, 'i').exec(t);
    if (!clause) return null;
    const before = t.slice(0, clause.index);
    const after = t.slice(clause.index + clause[0].length).trim();
    if (!hasLimitWord && !/\b(?:what happens to|what does|what do|how does|behaviou?r of)\b/i.test(before) && !(before.trim() === '' && /^,?\s*of\b/i.test(after))) {
      // Plain "… as x approaches 2" with no limit word: only when the rest is a bare formula.
      if (after || !tryParseFormula(expressionFrom(before))) return null;
    }
    variable = clause[1];
    point = clause[2];
    sideWord = clause[3] ?? clause[4];
    const rest = /^,?\s*of\s+(.+)$/i.exec(after);
    expression = rest ? expressionFrom(rest[1]) : expressionFrom(before);
    if (!rest && after && !/^(?:from|on)\s+the\s+(?:left|right)/i.test(after) && !TRAIL.test(after)) {
      if (expressionFrom(after) && tryParseFormula(expressionFrom(after)) && !tryParseFormula(expression)) expression = expressionFrom(after);
    }
  }
  if (!expression || !point || !variable) return null;
  const parsed = tryParseFormula(expression);
  if (!parsed) return null;
  const vars = variablesOf(parsed);
  if (vars.size > 1 || (vars.size === 1 && !vars.has(variable))) return null;
  const { to, side: suffixSide } = cleanPoint(point);
  const handed = /\b(left|right)[- ]hand(?:ed)?\s+limit\b/i.exec(t)?.[1];
  const side = sideOf(sideWord) ?? suffixSide ?? sideOf(handed);
  return { kind: 'tool', tool: 'limit', input: { expression, variable, to, ...(side ? { side } : {}) } };
}
