import { all, create, type MathNode } from 'mathjs';
import { Rational } from './rational';
import { ToolInputError } from './types';

/**
 * The tools' own small expression tree. mathjs parses text (implicit multiplication, precedence),
 * then we convert into this typed tree so every tool can walk it without `any` and keep numbers exact.
 */
export type Expr =
  | { kind: 'num'; value: Rational }
  | { kind: 'sym'; name: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'add' | 'sub' | 'mul' | 'div' | 'pow'; left: Expr; right: Expr }
  | { kind: 'call'; name: string; args: Expr[] };

/** The binary operators of an Expr. */
export type BinaryKind = 'add' | 'sub' | 'mul' | 'div' | 'pow';

/** Built-in constants that are never treated as variables. */
export const CONSTANTS = new Set(['pi', 'e', 'i', 'tau', 'phi', 'Infinity']);

/** Functions the tools understand; `ln` is the natural logarithm (mathjs calls it `log`). */
export const FUNCTIONS = new Set([
  'sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh',
  'sqrt', 'cbrt', 'exp', 'ln', 'log10', 'log2', 'abs', 'floor', 'ceil', 'round', 'factorial', 'mod',
]);

const GREEK = new Set(['theta', 'alpha', 'beta', 'gamma', 'lambda', 'mu', 'omega', 'sigma', 'rho', 'delta', 'epsilon']);

const FUNCTION_ALIASES: Record<string, string> = {
  log: 'ln', arcsin: 'asin', arccos: 'acos', arctan: 'atan', lg: 'log10', cosec: 'csc',
};

/** Builders for Expr nodes, so tools construct results without object literals everywhere. */
export const num = (value: Rational | number | bigint): Expr => ({
  kind: 'num',
  value: value instanceof Rational ? value : typeof value === 'bigint' ? Rational.of(value) : Rational.fromNumber(value),
});
export const sym = (name: string): Expr => ({ kind: 'sym', name });
export const bin = (kind: BinaryKind, left: Expr, right: Expr): Expr => ({ kind, left, right });
export const neg = (arg: Expr): Expr => ({ kind: 'neg', arg });
export const call = (name: string, ...args: Expr[]): Expr => ({ kind: 'call', name, args });

const SUPERSCRIPT: Record<string, string> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '+',
};
const VULGAR: Record<string, string> = { '½': '(1/2)', '⅓': '(1/3)', '⅔': '(2/3)', '¼': '(1/4)', '¾': '(3/4)' };
const TRIG = 'sin|cos|tan|sec|csc|cot|sinh|cosh|tanh';
const UNARY_FUNCS = `${TRIG}|ln|log10|log2|log|exp|sqrt|asin|acos|atan|arcsin|arccos|arctan`;

/**
 * Rewrites what students type (x², 3×4, 6÷2, −5, √12, π, sin x, sin²x) into text mathjs parses.
 * Robust input handling lives here once instead of in every tool.
 */
/** log_b x, log_b(x) as ln x / ln b (the base may be the unknown: "log_x 81 = 4"); log_e x is ln x. */
export function logBaseAsLn(text: string): string {
  return text.replace(/(?<![A-Za-z])log_\(?(\d+(?:\.\d+)?|[a-z])\)?\s*\(([^()]*)\)|(?<![A-Za-z])log_\(?(\d+(?:\.\d+)?|[a-z])\)?\s*(\w+(?:\.\d+)?)/g, (_, b1: string, a1: string, b2: string, a2: string) => {
    const base = b1 ?? b2;
    const arg = a1 ?? a2;
    return base === 'e' ? `ln(${arg})` : `(ln(${arg})/ln(${base}))`;
  });
}

export function normalizeMathText(text: string): string {
  let s = logBaseAsLn(text).replace(/[−–—‒]/g, '-').replace(/[×⋅·∙•✕]/g, '*').replace(/÷/g, '/').replace(/\*\*/g, '^');
  s = s.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+/g, (run) => {
    const mapped = [...run].map((c) => SUPERSCRIPT[c]).join('');
    return /^\d+$/.test(mapped) ? `^${mapped}` : `^(${mapped})`;
  });
  // eˣ, xⁿ: a raised letter is a power too.
  s = s.replace(/ˣ/g, '^x').replace(/ⁿ/g, '^n').replace(/ʸ/g, '^y');
  s = s.replace(/[½⅓⅔¼¾]/g, (c) => VULGAR[c]);
  s = s.replace(/\|([^|]+)\|/g, '(abs($1))');
  // "x(x - 1)^2" is x·(x − 1)², not a function x called and then squared.
  s = s.replace(/(?<![A-Za-z_])([a-zA-Z])\s*\(/g, '$1*(');
  // Students mean 0·x, not a hexadecimal/binary/octal literal.
  s = s.replace(/(?<![\w.])0([xbo])/g, '0*$1');
  s = s.replace(/\s*π\s*/g, ' pi ').replace(/\bpi\s*\(/g, 'pi*(').replace(/∞/g, 'Infinity');
  s = s.replace(/∛\s*(\d+(?:\.\d+)?|[a-zA-Z])/g, 'cbrt($1)').replace(/∛/g, 'cbrt');
  s = s.replace(/√\s*(\d+(?:\.\d+)?|[a-zA-Z])/g, 'sqrt($1)').replace(/√/g, 'sqrt');
  // sin²(x), and sin²((25*pi/180)) once degrees are read: one level of brackets inside.
  s = s.replace(new RegExp(`(?<![A-Za-z])(${TRIG})\\s*\\^\\s*(\\d+)\\s*\\(((?:[^()]|\\([^()]*\\))*)\\)`, 'g'), '($1($3))^$2');
  s = s.replace(new RegExp(`(?<![A-Za-z])(${TRIG})\\s*\\^\\s*(\\d+)\\s*([a-zA-Z0-9.θ]+)`, 'g'), '($1($3))^$2');
  // "ln e^3" is ln(e³) and "sin x^2" is sin(x²): a function written without brackets takes the power with it ("2sin x" too).
  s = s.replace(new RegExp(`(?<![A-Za-z])(${UNARY_FUNCS})(?:\\s+([a-zA-Z0-9.θ]+(?:\\^[a-zA-Z0-9.]+)?)|\\s*(θ(?:\\^[a-zA-Z0-9.]+)?))(?![\\w(^θ])`, 'g'), (_, f: string, arg?: string, theta?: string) => `${f}(${arg ?? theta})`);
  return s.trim().replace(/(?<!\d)\.+$|\?+$/, '').trim();
}

const exactMath = create(all, { number: 'BigNumber', precision: 64 });

function constantValue(value: unknown): Rational {
  if (typeof value === 'number') return Rational.fromNumber(value);
  if (typeof value === 'bigint') return Rational.of(value);
  if (value !== null && typeof value === 'object' && 'toString' in value) {
    const r = Rational.parse(String(value));
    if (r) return r;
  }
  throw new ToolInputError(`I can't read the number "${String(value)}".`);
}

function isSplittable(name: string): boolean {
  return !(CONSTANTS.has(name) || GREEK.has(name) || name.length === 1 || !/^[a-z]+$/.test(name));
}

/** "xy" typed without a space means x·y; the power in "xy^2" belongs to the last letter only. */
function splitSymbol(name: string, power?: Expr): Expr {
  if (!isSplittable(name)) return power ? bin('pow', sym(name), power) : sym(name);
  if (FUNCTIONS.has(name) || FUNCTION_ALIASES[name]) throw new ToolInputError(`"${name}" needs an argument in brackets, like ${name}(x).`);
  const letters: Expr[] = [...name].map((c) => sym(c));
  if (power) letters[letters.length - 1] = bin('pow', letters[letters.length - 1], power);
  return letters.reduce((a, b) => bin('mul', a, b));
}

function fold(kind: BinaryKind, args: Expr[]): Expr {
  return args.reduce((a, b) => bin(kind, a, b));
}

/** Converts a mathjs node into an Expr; exported so results of mathjs simplify/derivative come back into our tree. */
export function fromMathNode(node: MathNode): Expr {
  if (exactMath.isParenthesisNode(node)) return fromMathNode(node.content);
  if (exactMath.isConstantNode(node)) return { kind: 'num', value: constantValue(node.value) };
  if (exactMath.isSymbolNode(node)) return splitSymbol(node.name);
  if (exactMath.isOperatorNode(node)) {
    const args = node.args.map(fromMathNode);
    switch (node.fn) {
      case 'add': return fold('add', args);
      case 'subtract': return fold('sub', args);
      case 'multiply': return fold('mul', args);
      case 'divide': return fold('div', args);
      case 'pow': {
        const base = node.args[0];
        return exactMath.isSymbolNode(base) ? splitSymbol(base.name, args[1]) : bin('pow', args[0], args[1]);
      }
      case 'unaryMinus': return neg(args[0]);
      case 'unaryPlus': return args[0];
      case 'factorial': return call('factorial', args[0]);
      case 'mod': return call('mod', args[0], args[1]);
      default: throw new ToolInputError(`The operator "${node.op}" isn't supported here.`);
    }
  }
  if (exactMath.isFunctionNode(node)) {
    const rawName = exactMath.isSymbolNode(node.fn) ? node.fn.name : '';
    const args = node.args.map(fromMathNode);
    if (rawName.length === 1 && args.length === 1 && !FUNCTIONS.has(rawName)) return bin('mul', sym(rawName), args[0]);
    const name = FUNCTION_ALIASES[rawName] ?? rawName;
    if (name === 'nthRoot' && args.length === 2) return bin('pow', args[0], bin('div', num(1), args[1]));
    if (name === 'ln' && args.length === 2) return bin('div', call('ln', args[0]), call('ln', args[1]));
    if (!FUNCTIONS.has(name)) throw new ToolInputError(`I don't know the function "${rawName}".`);
    return call(name, ...args);
  }
  throw new ToolInputError('That expression has a form I can only read as plain maths (numbers, letters, + − × ÷ ^ and functions).');
}

/** Parses student text into an Expr, or throws a ToolInputError with a readable message. */
export function parseExpr(text: string): Expr {
  const normal = normalizeMathText(text);
  if (!normal) throw new ToolInputError('Please type an expression.');
  if (/[=<>]/.test(normal)) throw new ToolInputError('Expected an expression, not an equation or inequality.');
  let node: MathNode;
  try {
    node = exactMath.parse(normal);
  } catch {
    throw new ToolInputError(`I couldn't read "${text.trim()}" as maths. Check the brackets and operators.`);
  }
  return fromMathNode(node);
}

/** Parses text, returning null instead of throwing; for routing where "not maths" is a normal answer. */
export function tryParseExpr(text: string): Expr | null {
  try {
    return parseExpr(text);
  } catch {
    return null;
  }
}

const MATH_WORDS = /(?<![a-z])(?:sqrt|cbrt|root|sin|cos|tan|sec|csc|cot|arcsin|arccos|arctan|asin|acos|atan|sinh|cosh|tanh|ln|log10|log2|log|exp|abs|pi|alpha|beta|gamma|delta|theta|lambda|mu|sigma|omega|phi)\b/gi;

const SHORT_WORDS = new Set(['is', 'of', 'to', 'in', 'at', 'by', 'an', 'or', 'if', 'it', 'be', 'do', 'so', 'no', 'on', 'my', 'me', 'we', 'he', 'up', 'as', 'am', 'us']);

/**
 * Whether text reads as a formula rather than prose: "3x^2 - 2x", "6x^2y + 9xy^2" and "sin(x)/x"
 * yes, "x squared" or "I got x = 3" no. Variables are single letters at school level, so letters
 * side by side are a product ("xy") only when they do not spell a word.
 */
export function looksLikeFormula(text: string): boolean {
  const stripped = text.replace(MATH_WORDS, ' ');
  const words = stripped.match(/[a-z]{2,}/gi) ?? [];
  return words.every((w) => w.length < 3 && !SHORT_WORDS.has(w.toLowerCase())) && /[a-z0-9θαβφ]/i.test(stripped);
}

/** Numbers, single letters, function names and operators: a formula written in prose, up to the first word. */
const LEADING_FORMULA = /^(?:\s*(?:\d+(?:\.\d+)?|(?<![a-z])[a-z](?![a-z])|sin|cos|tan|ln|log|exp|sqrt|pi|π|√|[+\-−*/^²³()·×{}]))+/i;

/**
 * The formula a text starts with ("20t − 5t² metres", "3x^2 + 1 and find…"), up to the first word:
 * LaTeX braces read as brackets, a dangling operator dropped. `length` is how much of the text it
 * takes; null when there is none or its brackets do not balance.
 */
export function leadingFormula(text: string): { body: string; length: number } | null {
  const m = LEADING_FORMULA.exec(text);
  if (!m) return null;
  const body = m[0].replace(/[{]/g, '(').replace(/[}]/g, ')').replace(/[+\-−*/^·×(]+\s*$/, '').trim();
  if (!body || (body.match(/\(/g) ?? []).length !== (body.match(/\)/g) ?? []).length) return null;
  return { body, length: m[0].trimEnd().length };
}

/** tryParseExpr for routing free text: prose is never read as implicit multiplication of letters. */
export function tryParseFormula(text: string): Expr | null {
  return looksLikeFormula(text) ? tryParseExpr(text) : null;
}

/** Splits "lhs = rhs" (a single "="); returns null when there is no "=". */
export function splitEquation(text: string): { left: string; right: string } | null {
  const normal = text.replace(/==/g, '=');
  const parts = normal.split('=');
  if (parts.length !== 2) return null;
  const [left, right] = parts.map((p) => p.trim());
  if (!left || !right) throw new ToolInputError('An equation needs something on both sides of "=".');
  return { left, right };
}

/** Variables (non-constant symbols) in an expression, sorted with x, y, z first. */
export function variablesOf(e: Expr, out = new Set<string>()): Set<string> {
  switch (e.kind) {
    case 'sym':
      if (!CONSTANTS.has(e.name)) out.add(e.name);
      break;
    case 'neg':
      variablesOf(e.arg, out);
      break;
    case 'call':
      e.args.forEach((a) => variablesOf(a, out));
      break;
    case 'num':
      break;
    default:
      variablesOf(e.left, out);
      variablesOf(e.right, out);
  }
  return out;
}

/** Variables of an expression in a conventional order (x, y, z, then alphabetical). */
export function sortedVariables(vars: Iterable<string>): string[] {
  const rank = (v: string) => ['x', 'y', 'z', 't'].indexOf(v);
  return [...vars].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== -1 || rb !== -1) return (ra === -1 ? 99 : ra) - (rb === -1 ? 99 : rb);
    return a.localeCompare(b);
  });
}

/** The variable a one-variable tool should use: the given one, else x when present, else the only one. */
function unknownFunction(name: string): ToolInputError {
  return new ToolInputError(`${name} names a function here, but I do not know its formula. Write it out, for example ${name}(x) = x^2 + 3x, and ask again.`);
}

/** "∫ f(x) dx", "the derivative of g(t)": a function named but never written out; its formula is needed. */
export function assertNoUnknownFunction(expression: string): void {
  const named = /(?<![a-z])([fgh])\s*\(\s*[a-z]\s*\)/i.exec(expression);
  if (named) throw unknownFunction(named[1]);
}

export function pickVariable(e: Expr, preferred?: string): string {
  // "the derivative of f": f names a function that was never written out, not the variable f.
  if (e.kind === 'sym' && /^[fgh]$/.test(e.name)) throw unknownFunction(e.name);
  if (preferred) return preferred;
  const vars = sortedVariables(variablesOf(e));
  return vars[0] ?? 'x';
}

/** True when the expression does not depend on `v`. */
export function isFreeOf(e: Expr, v: string): boolean {
  return !variablesOf(e).has(v);
}

function ratText(r: Rational): string {
  return r.isInteger() ? (r.sign() < 0 ? `(${r})` : r.toString()) : `(${r})`;
}

/** Fully bracketed mathjs syntax for an Expr, so mathjs derivative/simplify can take over where we need them. */
export function toMathString(e: Expr): string {
  switch (e.kind) {
    case 'num': return ratText(e.value);
    case 'sym': return e.name;
    case 'neg': return `(-${toMathString(e.arg)})`;
    case 'call': return `${e.name === 'ln' ? 'log' : e.name}(${e.args.map(toMathString).join(', ')})`;
    default: {
      const op = { add: '+', sub: '-', mul: '*', div: '/', pow: '^' }[e.kind];
      return `(${toMathString(e.left)} ${op} ${toMathString(e.right)})`;
    }
  }
}

const FN_EVAL: Record<string, (a: number, b?: number) => number> = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, sec: (a) => 1 / Math.cos(a), csc: (a) => 1 / Math.sin(a),
  cot: (a) => 1 / Math.tan(a), asin: Math.asin, acos: Math.acos, atan: Math.atan, sinh: Math.sinh,
  cosh: Math.cosh, tanh: Math.tanh, sqrt: Math.sqrt, cbrt: Math.cbrt, exp: Math.exp, ln: Math.log,
  log10: Math.log10, log2: Math.log2, abs: Math.abs, floor: Math.floor, ceil: Math.ceil, round: Math.round,
  factorial: (a) => (Number.isInteger(a) && a >= 0 && a <= 170 ? Array.from({ length: a }, (_, i) => i + 1).reduce((p, k) => p * k, 1) : NaN),
  mod: (a, b = NaN) => a - b * Math.floor(a / b),
};

const CONST_VALUES: Record<string, number> = { pi: Math.PI, e: Math.E, tau: 2 * Math.PI, phi: (1 + Math.sqrt(5)) / 2, Infinity };

/** Evaluates an Expr as a double; the tools use this for numeric checks and approximate answers. */
export function evalNumber(e: Expr, scope: Record<string, number> = {}): number {
  switch (e.kind) {
    case 'num': return e.value.toNumber();
    case 'sym': {
      const v = scope[e.name] ?? CONST_VALUES[e.name];
      if (v === undefined) throw new ToolInputError(`"${e.name}" has no value here.`);
      return v;
    }
    case 'neg': return -evalNumber(e.arg, scope);
    case 'call': {
      const f = FN_EVAL[e.name];
      if (!f) throw new ToolInputError(`I can't evaluate ${e.name}.`);
      const [a, b] = e.args.map((x) => evalNumber(x, scope));
      return f(a, b);
    }
    default: {
      const l = evalNumber(e.left, scope);
      const r = evalNumber(e.right, scope);
      if (e.kind === 'add') return l + r;
      if (e.kind === 'sub') return l - r;
      if (e.kind === 'mul') return l * r;
      if (e.kind === 'div') return l / r;
      return l < 0 && Number.isInteger(1 / r) && (1 / r) % 2 === 1 ? -((-l) ** r) : l ** r;
    }
  }
}

/** Replaces a variable with an expression (used to substitute bounds and check answers). */
export function substitute(e: Expr, v: string, value: Expr): Expr {
  switch (e.kind) {
    case 'sym': return e.name === v ? value : e;
    case 'num': return e;
    case 'neg': return neg(substitute(e.arg, v, value));
    case 'call': return call(e.name, ...e.args.map((a) => substitute(a, v, value)));
    default: return bin(e.kind, substitute(e.left, v, value), substitute(e.right, v, value));
  }
}
