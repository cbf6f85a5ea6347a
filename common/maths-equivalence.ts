/**
 * Whether two maths answers have the same value ("x(x+2)" and "x^2 + 2x", "√2/2" and "1/sqrt(2)"),
 * for the typed-answer grader. Small on purpose: it runs in the browser too (learn mode marks
 * answers as the server does), where the full maths engine would weigh on every page; see
 * docs/decisions/0011-maths-answers-compared-in-common.md. Expressions are compared by evaluating
 * both at fixed points of their variables.
 */

type Node = (vars: Record<string, number>) => number;

const FUNCTIONS: Record<string, (x: number) => number> = {
  sqrt: Math.sqrt,
  exp: Math.exp,
  ln: Math.log,
  log: Math.log10,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  abs: Math.abs,
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

interface Token {
  kind: 'num' | 'name' | 'op' | '(' | ')';
  text: string;
}

/** The expression in plain ASCII: √ as sqrt, π as pi, superscripts as powers, × and · as *. */
function ascii(text: string): string {
  const sup: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };
  return text
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (s) => `^(${[...s].map((c) => sup[c]).join('')})`)
    .replace(/√\s*(\d+(?:\.\d+)?|[a-z])/gi, 'sqrt($1)')
    .replace(/√/g, 'sqrt')
    .replace(/π/g, 'pi')
    .replace(/[×·∙]/g, '*')
    .replace(/[−–]/g, '-')
    .replace(/÷/g, '/')
    .replace(/\*\*/g, '^')
    .trim();
}

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d*)?|\.\d+)|([a-z]+)|([-+*/^])|(\()|(\)))/giy;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return /^\s*$/.test(text.slice(at)) ? tokens : null;
    at = re.lastIndex;
    if (m[1]) tokens.push({ kind: 'num', text: m[1] });
    else if (m[2]) {
      // "xy" is x times y, "sqrt" and "pi" are themselves
      const word = m[2].toLowerCase();
      if (word in FUNCTIONS || word in CONSTANTS) tokens.push({ kind: 'name', text: word });
      else if (/^(?:sqrt|exp|ln|log|sin|cos|tan|abs|pi)/.test(word)) {
        const head = /^(?:sqrt|exp|ln|log|sin|cos|tan|abs|pi)/.exec(word)![0];
        tokens.push({ kind: 'name', text: head });
        for (const c of word.slice(head.length)) tokens.push({ kind: 'name', text: c });
      } else for (const c of word) tokens.push({ kind: 'name', text: c });
    } else if (m[3]) tokens.push({ kind: 'op', text: m[3] });
    else if (m[4]) tokens.push({ kind: '(', text: '(' });
    else tokens.push({ kind: ')', text: ')' });
  }
  return tokens;
}

/** A parser by precedence: + − below * / (and juxtaposition), below unary minus, below ^. */
function parse(tokens: Token[], variables: Set<string>): Node | null {
  let i = 0;
  const peek = () => tokens[i];
  const startsFactor = (t: Token | undefined) => !!t && (t.kind === 'num' || t.kind === 'name' || t.kind === '(');

  function sum(): Node | null {
    let left = product();
    while (left && peek()?.kind === 'op' && (peek().text === '+' || peek().text === '-')) {
      const op = tokens[i++].text;
      const right = product();
      if (!right) return null;
      const l = left;
      left = op === '+' ? (v) => l(v) + right(v) : (v) => l(v) - right(v);
    }
    return left;
  }
  function product(): Node | null {
    let left = unary();
    for (;;) {
      if (!left) return null;
      const t = peek();
      if (t?.kind === 'op' && (t.text === '*' || t.text === '/')) {
        i++;
        const right = unary();
        if (!right) return null;
        const l = left;
        left = t.text === '*' ? (v) => l(v) * right(v) : (v) => l(v) / right(v);
      } else if (startsFactor(t)) {
        // juxtaposition: "2x", "x(x+2)", "2 pi"
        const right = power();
        if (!right) return null;
        const l = left;
        left = (v) => l(v) * right(v);
      } else return left;
    }
  }
  function unary(): Node | null {
    if (peek()?.kind === 'op' && (peek().text === '-' || peek().text === '+')) {
      const op = tokens[i++].text;
      const inner = unary();
      if (!inner) return null;
      return op === '-' ? (v) => -inner(v) : inner;
    }
    return power();
  }
  function power(): Node | null {
    const base = atom();
    if (!base) return null;
    if (peek()?.kind === 'op' && peek().text === '^') {
      i++;
      const exponent = unary();
      if (!exponent) return null;
      return (v) => base(v) ** exponent(v);
    }
    return base;
  }
  function atom(): Node | null {
    const t = tokens[i++];
    if (!t) return null;
    if (t.kind === 'num') {
      const n = Number(t.text);
      return () => n;
    }
    if (t.kind === '(') {
      const inner = sum();
      if (!inner || tokens[i++]?.kind !== ')') return null;
      return inner;
    }
    if (t.kind === 'name') {
      const f = FUNCTIONS[t.text];
      if (f) {
        // "sqrt(2)", "sin x", "ln 2"
        const arg = peek()?.kind === '(' ? atom() : power();
        if (!arg) return null;
        return (v) => f(arg(v));
      }
      if (t.text in CONSTANTS && !variables.has(t.text)) {
        const c = CONSTANTS[t.text];
        return () => c;
      }
      variables.add(t.text);
      const name = t.text;
      return (v) => v[name];
    }
    return null;
  }

  const node = sum();
  return node && i === tokens.length ? node : null;
}

/** An expression read for comparison, with its variables; null when it is not one. */
export function readExpression(text: string): { evaluate: Node; variables: Set<string> } | null {
  const source = ascii(text);
  if (!source || source.length > 200) return null;
  const tokens = tokenize(source);
  if (!tokens || tokens.length === 0) return null;
  const variables = new Set<string>();
  const evaluate = parse(tokens, variables);
  return evaluate ? { evaluate, variables } : null;
}

/** Fixed points where variables are tried: away from 0 and 1, where many wrong forms agree. */
const POINTS = [0.7312, 1.9043, 2.5871, -1.3377, 3.2219, 0.4186];

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * Whether `given` and `expected` are the same expression: the same value at every trial point of
 * their variables (the given may not use a variable the expected does not have). Null when either
 * is not an expression this reader understands.
 */
export function sameExpression(given: string, expected: string): boolean | null {
  const g = readExpression(given);
  const e = readExpression(expected);
  if (!g || !e) return null;
  if ([...g.variables].some((v) => !e.variables.has(v))) return false;
  const names = [...e.variables];
  let compared = 0;
  for (let k = 0; k < POINTS.length; k++) {
    const vars = Object.fromEntries(names.map((n, j) => [n, POINTS[(k + j) % POINTS.length] + j * 0.37]));
    const [a, b] = [g.evaluate(vars), e.evaluate(vars)];
    if (!Number.isFinite(a) && !Number.isFinite(b)) continue;
    if (!close(a, b)) return false;
    compared++;
  }
  return compared > 0;
}
