import { bin, num, type Expr } from './expr';
import { Rational } from './rational';

/**
 * Pretty-printing of Expr as plain text ("3x^2 - 4x + 7", "e^(3x)·sin(x)") and LaTeX.
 * The tutor shows both: text in chat, LaTeX between $…$.
 */

const GREEK_LATEX = new Set(['theta', 'alpha', 'beta', 'gamma', 'lambda', 'mu', 'omega', 'sigma', 'rho', 'delta', 'epsilon', 'pi', 'tau', 'phi']);
const GREEK_TEXT: Record<string, string> = {
  pi: 'π', theta: 'θ', alpha: 'α', beta: 'β', gamma: 'γ', lambda: 'λ', mu: 'μ', omega: 'ω', sigma: 'σ', rho: 'ρ',
  delta: 'δ', epsilon: 'ε', tau: 'τ', phi: 'φ', Infinity: '∞',
};
const LATEX_FUNCS: Record<string, string> = {
  sin: '\\sin', cos: '\\cos', tan: '\\tan', sec: '\\sec', csc: '\\csc', cot: '\\cot', asin: '\\arcsin',
  acos: '\\arccos', atan: '\\arctan', sinh: '\\sinh', cosh: '\\cosh', tanh: '\\tanh', ln: '\\ln', log10: '\\log_{10}',
  log2: '\\log_{2}',
};
const TRIG = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'sinh', 'cosh', 'tanh']);

/** Precedence: 1 sum, 2 product/quotient/unary minus, 3 power, 4 atom. */
function prec(e: Expr): number {
  switch (e.kind) {
    case 'add':
    case 'sub':
      return 1;
    case 'neg':
    case 'mul':
    case 'div':
      return 2;
    case 'pow':
      return 3;
    case 'num':
      return e.value.sign() < 0 ? 2 : e.value.isInteger() ? 4 : 2;
    default:
      return 4;
  }
}

/** If e prints with a leading minus, the same expression without it; lets sums print "a - b" instead of "a + -b". */
export function withoutLeadingMinus(e: Expr): Expr | null {
  if (e.kind === 'neg') return e.arg;
  if (e.kind === 'num' && e.value.sign() < 0) return num(e.value.neg());
  if ((e.kind === 'mul' || e.kind === 'div') && e.left.kind === 'num' && e.left.value.sign() < 0) {
    const l = e.left.value.neg();
    if (e.kind === 'mul' && l.isOne()) return e.right;
    return bin(e.kind, num(l), e.right);
  }
  if ((e.kind === 'mul' || e.kind === 'div') && e.left.kind === 'neg') return bin(e.kind, e.left.arg, e.right);
  return null;
}

function isLetterLed(e: Expr): boolean {
  if (e.kind === 'sym' || e.kind === 'call') return true;
  if (e.kind === 'pow') return isLetterLed(e.left) || e.left.kind === 'add' || e.left.kind === 'sub';
  if (e.kind === 'mul') return isLetterLed(e.left);
  return false;
}

function isSimplePower(e: Expr): boolean {
  return e.kind === 'sym' || (e.kind === 'pow' && e.left.kind === 'sym' && e.right.kind === 'num' && prec(e.right) === 4);
}

function startsWithParen(e: Expr): boolean {
  if (e.kind === 'add' || e.kind === 'sub') return true;
  if (e.kind === 'pow') return e.left.kind === 'add' || e.left.kind === 'sub';
  if (e.kind === 'mul') return startsWithParen(e.left);
  return false;
}

function lastFactor(e: Expr): Expr {
  return e.kind === 'mul' ? lastFactor(e.right) : e;
}

function juxtapose(left: Expr, right: Expr): boolean {
  if (startsWithParen(right) && left.kind !== 'neg' && !(left.kind === 'num' && prec(left) !== 4)) return true;
  if (left.kind === 'mul' && isSimplePower(lastFactor(left)) && isSimplePower(right)) return true;
  if (left.kind === 'num' && prec(left) === 4) return isLetterLed(right) || right.kind === 'add' || right.kind === 'sub';
  return isSimplePower(left) && (isSimplePower(right) || (right.kind === 'mul' && isSimplePower(right.left)));
}

interface Style {
  paren(s: string): string;
  num(r: Rational): string;
  sym(name: string): string;
  call(name: string, args: string[], raw: Expr[]): string;
  times: string;
  div(l: string, r: string, le: Expr, re: Expr): string;
  pow(base: string, exp: string, be: Expr, ee: Expr): string;
}

function render(e: Expr, s: Style): string {
  const child = (c: Expr, minPrec: number) => (prec(c) < minPrec ? s.paren(render(c, s)) : render(c, s));
  switch (e.kind) {
    case 'num': return s.num(e.value);
    case 'sym': return s.sym(e.name);
    case 'call': return s.call(e.name, e.args.map((a) => render(a, s)), e.args);
    case 'neg': return `-${withoutLeadingMinus(e.arg) ? s.paren(render(e.arg, s)) : child(e.arg, 2)}`;
    case 'add': {
      const stripped = withoutLeadingMinus(e.right);
      if (stripped) return `${render(e.left, s)} - ${child(stripped, 2)}`;
      return `${render(e.left, s)} + ${render(e.right, s)}`;
    }
    case 'sub': return `${render(e.left, s)} - ${child(e.right, 2)}`;
    case 'mul': {
      if (e.left.kind === 'num' && e.left.value.equals(Rational.ONE.neg())) return `-${child(e.right, 3)}`;
      const l = child(e.left, 2);
      const r = withoutLeadingMinus(e.right) ? s.paren(render(e.right, s)) : child(e.right, e.right.kind === 'mul' ? 2 : 3);
      return juxtapose(e.left, e.right) ? `${l}${r}` : `${l}${s.times}${r}`;
    }
    case 'div': return s.div(render(e.left, s), render(e.right, s), e.left, e.right);
    case 'pow': return s.pow(render(e.left, s), render(e.right, s), e.left, e.right);
  }
}

const textStyle: Style = {
  paren: (x) => `(${x})`,
  num: (r) => r.toString(),
  sym: (name) => GREEK_TEXT[name] ?? name,
  call(name, args, raw) {
    const a = args.join(', ');
    const atom = raw.length === 1 && prec(raw[0]) === 4 && raw[0].kind !== 'call';
    if (name === 'sqrt') return atom ? `√${a}` : `√(${a})`;
    if (name === 'cbrt') return atom ? `∛${a}` : `∛(${a})`;
    if (name === 'abs') return `|${a}|`;
    if (name === 'ln' && raw[0]?.kind === 'call' && raw[0].name === 'abs') return `ln${a}`;
    if (name === 'exp') return atom && raw[0].kind === 'sym' ? `e^${a}` : `e^(${a})`;
    if (name === 'factorial') return atom ? `${a}!` : `(${a})!`;
    if (name === 'mod') return `${args[0]} mod ${args[1]}`;
    return `${name}(${a})`;
  },
  times: '·',
  div(l, r, le, re) {
    const left = prec(le) < 2 || le.kind === 'div' ? `(${l})` : l;
    const right = prec(re) <= 2 || re.kind === 'pow' && re.left.kind !== 'sym' ? `(${r})` : r;
    return `${left}/${right}`;
  },
  pow(b, x, be, ee) {
    const base = prec(be) < 4 || be.kind === 'call' && !TRIG.has(be.name) && be.name !== 'ln' ? `(${b})` : b;
    const exponent = (ee.kind === 'num' && prec(ee) === 4) || ee.kind === 'sym' ? x : `(${x})`;
    return `${base}^${exponent}`;
  },
};

const latexStyle: Style = {
  paren: (x) => `\\left(${x}\\right)`,
  num: (r) => r.toLatex(),
  sym: (name) => (GREEK_LATEX.has(name) ? `\\${name}` : name === 'Infinity' ? '\\infty' : name),
  call(name, args, raw) {
    const a = args.join(', ');
    if (name === 'sqrt') return `\\sqrt{${a}}`;
    if (name === 'cbrt') return `\\sqrt[3]{${a}}`;
    if (name === 'abs') return `\\left|${a}\\right|`;
    if (name === 'ln' && raw[0]?.kind === 'call' && raw[0].name === 'abs') return `\\ln${a}`;
    if (name === 'exp') return `e^{${a}}`;
    if (name === 'factorial') return `${a}!`;
    if (name === 'mod') return `${args[0]} \\bmod ${args[1]}`;
    const fn = LATEX_FUNCS[name] ?? `\\operatorname{${name}}`;
    return `${fn}\\left(${a}\\right)`;
  },
  times: ' \\cdot ',
  // A fraction over a fraction reads as ÷ ("2/5 ÷ 4/7"), not as a tower of four stacked numbers.
  div: (l, r, le, re) => {
    if (le.kind !== 'div' && re.kind !== 'div') return `\\frac{${l}}{${r}}`;
    const side = (x: string, e: Expr) => (e.kind === 'add' || e.kind === 'sub' ? `\\left(${x}\\right)` : x);
    return `${side(l, le)} \\div ${side(r, re)}`;
  },
  pow(b, x, be) {
    if (be.kind === 'call' && TRIG.has(be.name)) {
      return `${LATEX_FUNCS[be.name]}^{${x}}\\left(${render(be.args[0], latexStyle)}\\right)`;
    }
    const base = prec(be) < 4 || be.kind === 'call' ? `\\left(${b}\\right)` : b;
    return `${base}^{${x}}`;
  },
};

/** Plain-text rendering for chat ("12x^3 - 4x + 7"). */
export function exprToText(e: Expr): string {
  return render(e, textStyle);
}

/** LaTeX rendering ("12x^{3} - 4x + 7"). */
export function exprToLatex(e: Expr): string {
  return render(e, latexStyle);
}

/** Short human number: up to `digits` significant figures, no trailing zeros, scientific when huge/tiny. */
export function formatNumber(x: number, digits = 10): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? 'undefined' : x > 0 ? '∞' : '-∞';
  if (x === 0) return '0';
  const ax = Math.abs(x);
  const longInteger = Number.isInteger(x) && String(Math.round(ax)).length <= digits;
  if ((ax >= 1e9 && !longInteger) || ax >= 1e21 || ax < 1e-6) {
    const { mantissa, exponent } = scientific(x, digits);
    return `${mantissa} × 10${superscript(exponent)}`;
  }
  return trimZeros(Number(x.toPrecision(digits)).toString());
}

/** Mantissa and exponent for scientific notation (8.988, 13). */
export function scientific(x: number, digits: number): { mantissa: string; exponent: number } {
  const [m, e] = x.toExponential(digits - 1).split('e');
  return { mantissa: trimZeros(m), exponent: Number(e) };
}

function superscript(n: number): string {
  return [...String(n)].map((c) => (c === '-' ? '⁻' : '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)])).join('');
}

/** LaTeX version of formatNumber ("8.988 \\times 10^{16}"). */
export function formatNumberLatex(x: number, digits = 10): string {
  const t = formatNumber(x, digits);
  if (!t.includes('× 10')) return t.replace('∞', '\\infty');
  const { mantissa, exponent } = scientific(x, digits);
  return `${mantissa} \\times 10^{${exponent}}`;
}

function trimZeros(s: string): string {
  return s.includes('.') && !s.includes('e') ? s.replace(/\.?0+$/, '') : s;
}

/** A rational as text plus its decimal when that helps ("19/12 ≈ 1.583333333"). */
export function rationalWithDecimal(r: Rational): string {
  if (r.isInteger()) return r.toString();
  const exact = r.toExactDecimal(12);
  return exact ? `${r} = ${exact}` : `${r} ≈ ${formatNumber(r.toNumber())}`;
}

/** A measured value as the word-level solvers show it: 4 significant figures, "× 10^n" outside 0.001–1,000,000. */
export function formatMeasured(x: number): string {
  const ax = Math.abs(x);
  // Up to 5 significant figures, trailing zeros dropped: G·m₁·m₂/r² = 1.6685 × 10^-5 keeps its last digit.
  if (x !== 0 && (ax >= 1e6 || ax < 1e-3)) return x.toExponential(4).replace(/\.?0+e/, 'e').replace(/e\+?(-?\d+)/, ' × 10^$1');
  // A whole number is shown whole (1.8 × 4180 × 82 = 616968, not 617000, which reads as exact).
  if (Number.isInteger(x)) return String(x);
  // A value that is exact in 5 figures keeps them (256 × 1.34 = 343.04); others are given to 4, and
  // from 1000 up to one decimal place (4676.5, not 4677, which would read as exact).
  const whole = Math.floor(Math.log10(ax)) + 1;
  return formatNumber(x, Math.abs(Number(x.toPrecision(5)) - x) <= 1e-12 * ax ? 5 : Math.max(4, whole + 1));
}

/** A value as a fraction where it is one (to 1e-10), else to 8 significant figures: "-2/3", "1.4142136". */
export function fractionOrDecimal(v: number): string {
  const q = Rational.approximate(v, 10000n);
  return Math.abs(q.toNumber() - v) < 1e-10 * Math.max(1, Math.abs(v)) ? q.toString() : formatNumber(v, 8);
}
