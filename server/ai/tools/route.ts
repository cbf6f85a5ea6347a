import { parameterCondition } from './parameter-roots';
import { realRoots } from './abs-radical-equations';
import type { Unit } from 'mathjs';
import { trigRatioFromAnother } from './trig-ratios';
import { parseChemicalEquation } from './chemistry';
import { CONCEPTS, explainConcept } from './concepts';
import { evalNumber, parseExpr, splitEquation, substitute, toMathString, tryParseExpr, tryParseFormula, variablesOf } from './expr';
import { FORMULAS, compact, type PhysicsFormula } from './physics';
import { geometryRoute } from './geometry-route';
import { vectorTexts } from './vectors';
import { limitRoute } from './limit-route';
import { runTool, type ToolName } from './registry';
import { numbersRoute } from './route-numbers';
import { readQuestion, roundingAskedButUnread, type NumberForm, type Rounding } from './question-text';
import { mathsInMessage } from './maths-spans';
import { Rational } from './rational';
import { splitSystem } from './linear-system';
import { looksLikeProbability, tryProbability } from './probability';
import { calculusProblem } from './calculus-problems';
import { readNumberSentence } from './number-sentences';
import { chemistryAmounts, formulaOfName, looksLikeChemistryAmount, reactionInWords } from './chem-quantities';
import { empiricalFormula } from './chem-empirical';
import { wordProblem } from './word-problems';
import { physicsProblem } from './physics-problems';
import { statisticsProblem } from './stats-problems';
import { fail, step, type ToolResult, type ToolSuccess } from './types';
import { exprToText, formatNumber, fractionOrDecimal, scientific } from './format';
import { conversionInStory, dimensionName, knownUnit, makeUnit, parseConversion, parseQuantity, unitMath } from './units';

/** Where a student's question should go: a tool with its input, or a concept to explain. */
export type Route = (
  | { kind: 'tool'; tool: ToolName; input: Record<string, unknown> }
  | { kind: 'concept'; concept: string }
) & {
  /** The conventions applied in reading the question (question-text.ts), said with the answer. */
  readings?: string[];
  /** The rounding the question asked for. */
  rounding?: Rounding;
  /** One root asked for among an equation's roots ("the positive root", "the larger solution"). */
  pick?: RootPick;
  /** How a plain number is to be written ("in standard form", "as a mixed number"). */
  form?: NumberForm;
  /** A line's slope and intercept asked by the letters of "y = mx + c" ("find m and c"). */
  coefficients?: { slope: string; intercept: string };
  /** Only one unknown of a system's solutions asked ("the x-coordinates where they meet"). */
  only?: string;
  /** Which solution of a system is asked ("the solution with x > 0", "given that x > y"). */
  condition?: { left: string; op: '>' | '<' | 'max' | 'min' | 'quadrant'; right: string };
  /** Only how many real solutions an equation has ("how many real roots does … have"). */
  count?: boolean;
};

/** "How many real roots does … have?" with no "and what are they": the number is the answer. */
const HOW_MANY_ONLY = /^\s*how\s+many\s+(?:real\s+|different\s+|distinct\s+)*(?:solutions?|roots?|zeros?|zeroes)\b(?![^?]*\band\s+(?:what|find|list|give|solve|state|name)\b)/i;

/** An equation's answer given as the number of its real solutions, with the solutions in the steps. */
function solutionCount(result: ToolSuccess): ToolResult {
  if (!Array.isArray(result.data?.roots)) return fail(result.tool, 'I could not count the solutions of that equation exactly.');
  const real = new Set(realRoots(result).map((x) => Number(x.toPrecision(12)))).size;
  const answer = real === 0 ? '0 real solutions' : real === 1 ? '1 real solution' : `${real} real solutions`;
  return { ...result, answer, answerLatex: undefined, steps: [...result.steps, step(`Solving it gives ${result.answer}, so it has ${answer}.`)], data: { ...result.data, value: real } };
}

/** "…, giving the solution with x > 0", "given that x > y": the condition that picks one solution of a system. */
const SYSTEM_CONDITION = /\s*[,.;]?\s*(?:(?:giving|give|find|taking|take|choose|state)\s+(?:the\s+)?(?:solution|one|pair|answer|(?:intersection\s+)?point(?:\s+of\s+intersection)?)\s+)?(?:with|where|given\s+that|such\s+that|for\s+which|if)\s+([a-z])\s*(>|<)\s*(0|[a-z])\s*[.?!]*\s*$/i;

/** "… with positive x", "the one with a negative y-coordinate": the sign condition in words. */
function signInWords(text: string): string {
  return text.replace(/\b(with|where)\s+(?:an?\s+)?(positive|negative)\s+([a-z])(?:[- ]?(?:coordinate|value))?(?=\s*[.?!]*\s*$)/i, (_m, w: string, sign: string, letter: string) => `${w} ${letter} ${sign.toLowerCase() === 'positive' ? '>' : '<'} 0`);
}

/** "…. find the intersection point with the larger x-coordinate": the solution whose unknown is largest (or smallest). */
const SYSTEM_EXTREME = /\s*[,.;]?\s*(?:(?:find|give|state|what\s+is|whats|work\s+out)\s+)?(?:the\s+)?(?:(?:point\s+of\s+intersection|intersection\s+point|point|solution|one|pair)\s+)?with\s+the\s+(larger|greater|bigger|largest|greatest|biggest|smaller|lesser|smallest|least)\s+([a-z])[- ]?(?:coordinate|value)?\s*[.?!]*\s*$/i;

/** "… find the intersection point that lies in the first quadrant", "I only need the solution where x and y are both positive". */
const SYSTEM_QUADRANT = /\s*[,.;]?\s*(?:(?:find|give|state|what\s+is|whats|i\s+(?:only\s+)?need|we\s+(?:only\s+)?want)\s+)?(?:only\s+)?(?:the\s+)?(?:(?:point\s+of\s+intersection|intersection\s+point|point|solution|one|pair)\s+)?(?:that\s+(?:lies|is)\s+|lying\s+)?(?:in\s+the\s+(first|second|third|fourth|1st|2nd|3rd|4th)\s+quadrant|(?:(?:where|with|if|given\s+that|and)\s+)?(?:both\s+)?x\s+and\s+y\s+(?:are\s+|being\s+)?(?:both\s+)?(positive|negative))\s*[.?!]*\s*$/i;

/** "y = mx + c through (1, 5) and (3, 11): find m and c": the line's slope and intercept by those letters. */
function lineCoefficients(result: ToolSuccess, names: NonNullable<Route['coefficients']>): ToolSuccess {
  const { slope, intercept } = result.data ?? {};
  if (slope === undefined || intercept === undefined) return result;
  const answer = `${names.slope} = ${slope}, ${names.intercept} = ${intercept}`;
  return { ...result, answer, answerLatex: undefined, steps: [...result.steps, step(`The line is ${result.answer}, so ${answer}.`)] };
}

/** One unknown of each solution ("the x-coordinates"): "x = -2 or x = 3". */
function onlyUnknown(result: ToolSuccess, name: string): ToolSuccess {
  const all = result.data?.solutions as Array<Record<string, number>> | undefined;
  if (!Array.isArray(all) || !all.length || all.some((pair) => pair[name] === undefined)) return result;
  const answer = all.map((pair) => `${name} = ${fractionOrDecimal(pair[name])}`).join(' or ');
  return { ...result, answer, answerLatex: undefined, steps: [...result.steps, step(`The points are ${result.answer}, so ${answer}.`)] };
}

/**
 * A system's solutions filtered by the condition: the one pair that fits, a failure saying so when
 * none does, unchanged when more than one does.
 */
function pickedSolution(result: ToolSuccess, condition: NonNullable<Route['condition']>): ToolResult {
  const listed = result.data?.solutions;
  const only = result.data?.values;
  const all = Array.isArray(listed) ? (listed as Array<Record<string, number>>) : only && typeof only === 'object' ? [only as Record<string, number>] : undefined;
  if (!all?.length || (all.length < 2 && condition.op !== 'quadrant' && condition.op !== '>' && condition.op !== '<')) return result;
  const value = (pair: Record<string, number>, name: string) => (name === '0' ? 0 : pair[name]);
  const { op } = condition;
  let fits: Array<Record<string, number>>;
  let which: string;
  if (op === 'quadrant') {
    const [sx, sy] = [[1, 1], [-1, 1], [-1, -1], [1, -1]][Number(condition.left) - 1];
    fits = all.filter((pair) => pair.x !== undefined && pair.y !== undefined && Math.sign(pair.x) === sx && Math.sign(pair.y) === sy);
    which = `x ${sx > 0 ? '>' : '<'} 0 and y ${sy > 0 ? '>' : '<'} 0 (quadrant ${condition.left})`;
  } else if (op === 'max' || op === 'min') {
    const values = all.map((pair) => pair[condition.left]);
    if (values.some((v) => v === undefined)) return result;
    const best = op === 'max' ? Math.max(...values) : Math.min(...values);
    fits = all.filter((pair) => pair[condition.left] === best);
    which = `the ${op === 'max' ? 'larger' : 'smaller'} ${condition.left}`;
  } else {
    fits = all.filter((pair) => {
      const [l, r] = [value(pair, condition.left), value(pair, condition.right)];
      return l !== undefined && r !== undefined && (op === '>' ? l > r : l < r);
    });
    which = `${condition.left} ${op} ${condition.right}`;
  }
  if (!fits.length) return fail(result.tool, all.length > 1 ? `The solutions are ${result.answer}, and none has ${which}, so no solution fits what the question asks.` : `The only solution is ${result.answer}, which does not have ${which}, so no solution fits what the question asks.`);
  if (fits.length !== 1) return result;
  if (all.length === 1) return { ...result, steps: [...result.steps, step(`It has ${which}, as asked.`)] };
  const names = Object.keys(fits[0]);
  const answer = names.map((n) => `${n} = ${fractionOrDecimal(fits[0][n])}`).join(', ');
  return { ...result, answer, answerLatex: undefined, steps: [...result.steps, step(`The solutions are ${result.answer}; the one with ${which} is ${answer}.`)], data: { ...result.data, solutions: fits } };
}

type RootPick = 'positive' | 'negative' | 'larger' | 'smaller';

/** "What is the positive root of x² = 3x + 10", "find the larger solution of …": which root, and the question without the words. */
const ROOT_PICK = /^(?:what\s+is|what's|find|give|state|determine|calculate)?\s*(?:the\s+)?(positive|negative|larger|largest|bigger|greater|smaller|smallest|lesser)\s+(?:root|solution|zero|value\s+of\s+[a-z]|x[- ]?intercept)\s+(?:of|for|to)\s+(?:the\s+equation\s+)?/i;

function readRootPick(text: string): { text: string; pick?: RootPick } {
  const m = ROOT_PICK.exec(text);
  if (!m) return { text };
  const word = m[1].toLowerCase();
  const pick: RootPick = word === 'positive' ? 'positive' : word === 'negative' ? 'negative' : /^(?:larg|big|great)/.test(word) ? 'larger' : 'smaller';
  return { text: `solve ${text.slice(m[0].length)}`, pick };
}

/** The one root asked for, when exactly one root fits; the result unchanged otherwise (every root shown). */
function pickedRoot(result: ToolSuccess, pick: RootPick): ToolSuccess {
  const all = result.data?.roots as Array<{ re: number; im: number; exact?: string }> | undefined;
  const variable = typeof result.data?.variable === 'string' ? result.data.variable : 'x';
  const real = (all ?? []).filter((r) => Math.abs(r.im) < 1e-12);
  if (!all || real.length < 2 || real.length !== all.length) return result;
  const sorted = [...real].sort((a, b) => a.re - b.re);
  const chosen = pick === 'positive' ? real.filter((r) => r.re > 0) : pick === 'negative' ? real.filter((r) => r.re < 0) : [pick === 'larger' ? sorted[sorted.length - 1] : sorted[0]];
  if (chosen.length !== 1) return result;
  const r = chosen[0];
  const shown = r.exact && !/[±i]/.test(r.exact) ? r.exact : formatNumber(r.re, 10);
  const approx = /√|\//.test(shown) ? ` (≈ ${formatNumber(r.re, 6)})` : '';
  return { ...result, answer: `${variable} = ${shown}${approx}`, answerLatex: undefined, steps: [...result.steps, step(`The ${pick} root is ${variable} = ${shown}.`)], data: { ...result.data, value: r.re } };
}

const tool = (name: ToolName, input: Record<string, unknown>): Route => ({ kind: 'tool', tool: name, input });

function clean(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
    .replace(/^(?:(?:please|pls|can you|could you|help me|i need to|i want to|how do i|how do you|how to|how can i|show me how to)\s+)+/i, '').replace(/\s*(?:please|for me|thanks|thank you)?\s*(?:[?.]|(?<![\d)])!)*$/i, '').trim();
}

function stripLead(text: string, lead: RegExp): string {
  return text.replace(lead, '').replace(/^[:,\s]+/, '').trim();
}

/** "(x^2 + 1)" → "x^2 + 1"; "(x^2 + 1)/(x − 1)" stays whole (its first bracket closes before the end). */
function unwrapWhole(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0 && i < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

/** "derivative of 3x^4 - 2x^2 + 7x - 5", "d/dx sin(x)", "second derivative of x^3 at x = 2". */
/** "f(x) = x^3 - 2x, find f'(2)", "slope of the tangent to y = ln x at x = 2", "y = sin x, what is the gradient at x = π/3". */
function derivativeAtRoute(t: string): Route | null {
  const prime = /\b([a-z])\s*\(\s*([a-z])\s*\)\s*=\s*(.+?)\s*[,;.]?\s*(?:find|what is|calculate|evaluate|determine|work out)?\s*\1\s*'\s*\(\s*([^)]+?)\s*\)\s*$/i.exec(t);
  if (prime && tryParseFormula(prime[3])) return tool('differentiate', { expression: prime[3], variable: prime[2], at: prime[4] });
  if (!/\b(?:slope|gradient)\b/i.test(t) || /\bline\s+(?:through|joining|between)\b|\bpoints?\b/i.test(t)) return null;
  const curve = /\b(?:y|[a-z]\s*\(\s*x\s*\))\s*=\s*(.+?)\s*(?:,|\bat\b|\bwhen\b|\bwhere\b)/i.exec(t);
  const point = /\b(?:at|when|where)\s+x\s*=\s*([^\s,?]+)/i.exec(t);
  if (!curve || !point || !tryParseFormula(curve[1])) return null;
  return tool('differentiate', { expression: curve[1], variable: 'x', at: point[1] });
}

function calculusRoute(raw: string): Route | null {
  // "using the quotient rule": the method is the tool's to show, not part of the expression.
  const t = raw.replace(/\s+(?:using|by|with)\s+(?:the\s+)?(?:product|quotient|chain|power|sum)\s+rule\b/gi, '');
  const at = derivativeAtRoute(t);
  if (at) return at;
  const orders: Record<string, number> = { second: 2, third: 3, '2nd': 2, '3rd': 3 };
  // "find dy/dx when y = (3x² + 1)^5", "d/dx (x² sin x) = ?": the derivative of the right-hand side.
  // "find dy/dx when y = 5x² − 3x and x = 2": at a point.
  const dydx = /^(?:find|what\s+is|work\s+out|calculate|determine)?\s*(?:the\s+)?d([a-z])\s*\/\s*d([a-z])\s*(?:,?\s*(?:if|when|where|for|given(?:\s+that)?)\s+)\1\s*=\s*(.+?)(?:\s*(?:,|;|\band\b)?\s*(?:at|when|where)?\s*\2\s*=\s*([-−]?[\d.]+(?:\/\d+)?|π(?:\/\d+)?))?\s*[.?!]*$/i.exec(t);
  if (dydx && tryParseFormula(dydx[3])) return tool('differentiate', { expression: dydx[3], variable: dydx[2], ...(dydx[4] ? { at: dydx[4] } : {}) });
  // "y = (3x² + 1)^5, find dy/dx": the function first, then the ask.
  // "if y = sin(3x), what's dy/dx at x = π/9": the same, at a point.
  const given =
    /^(?:(?:if|given(?:\s+that)?|let)\s+)?([a-z])\s*=\s*(.+?)\s*[,.;:]?\s*(?:then\s+)?(?:find|what\s+is|what'?s|work\s+out|calculate|determine|differentiate)\s+(?:the\s+)?(?:d\1\s*\/\s*d([a-z])|derivative|gradient\s+function)(?:\s+(?:at|when|where)\s+([a-z])\s*=\s*([^,?!]+?))?\s*[.?!]*$/i.exec(t);
  if (given && tryParseFormula(given[2]) && (!given[4] || !given[3] || given[4] === given[3])) {
    return tool('differentiate', { expression: given[2], ...(given[3] || given[4] ? { variable: given[3] ?? given[4] } : {}), ...(given[5] ? { at: given[5].trim() } : {}) });
  }
  const d = /\b(?:(second|third|2nd|3rd)\s+)?(?:derivative|differentiate|differentiation|derive)\b|\bd\/d([a-z])\b|\bd[a-z]\s*\/\s*d([a-z])\s+(?=of\b)/i.exec(t.replace(/\s*=\s*\?\s*$/, ''));
  if (d) {
    let rest = t.replace(/\s*=\s*\?\s*$/, '').slice(d.index + d[0].length);
    let variable = d[2] ?? d[3];
    const wrt = /\s*(?:with respect to|wrt|w\.r\.t\.?)\s+([a-z])\b/i.exec(rest);
    if (wrt) {
      variable = wrt[1];
      rest = rest.replace(wrt[0], ' ');
    }
    let at: string | undefined;
    const atMatch = /\s+(?:at|when|for)\s+[a-z]\s*=\s*(.+)$/i.exec(rest);
    if (atMatch) {
      at = atMatch[1].trim();
      rest = rest.slice(0, atMatch.index);
    }
    const expression = unwrapWhole(stripLead(rest, /^\s*(?:of|the function|function)?\s*(?:[a-z]\s*\(\s*[a-z]\s*\)\s*=|y\s*=)?/i));
    if (!tryParseFormula(expression)) return null;
    return tool('differentiate', { expression, ...(variable ? { variable } : {}), ...(d[1] ? { order: orders[d[1].toLowerCase()] } : {}), ...(at ? { at } : {}) });
  }
  const i = /\b(?:integrate|integral|antiderivative|anti-derivative)\b|∫/i.exec(t);
  if (!i) return null;
  // "∫₀^π", "∫₀³": bounds written with subscript and superscript digits.
  const SUB = '₀₁₂₃₄₅₆₇₈₉';
  const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  let rest = t
    .slice(i.index + i[0].length)
    .replace(/^([₀-₉₋]+)/, (m) => `_${[...m].map((c) => (c === '₋' ? '-' : SUB.indexOf(c))).join('')}`)
    .replace(/^(_[^\s^]+)([⁰-⁹⁻]+)/, (_, low: string, up: string) => `${low}^${[...up].map((c) => (c === '⁻' ? '-' : SUP.indexOf(c))).join('')}`);
  let lower: string | undefined;
  let upper: string | undefined;
  const leading = /^\s*(?:from|between)\s+(\S+)\s+(?:to|and)\s+(\S+)\s+of\s+/i.exec(rest);
  if (leading) {
    [lower, upper] = [leading[1], leading[2]];
    rest = rest.slice(leading[0].length);
  }
  // "∫_0^2", "∫_0^(ln 3)" (a bound in brackets may hold a space).
  const sub = /^_\{?([^}\s^]+)\}?\^(?:\(([^()]+)\)|\{?([^}\s]+)\}?)/.exec(rest);
  if (sub) {
    [lower, upper] = [sub[1], sub[2] ?? sub[3]];
    rest = rest.slice(sub[0].length);
  }
  const bounds = /\s+(?:from|between)\s+(.+?)\s+(?:to|and)\s+(.+)$/i.exec(rest);
  if (bounds) {
    // "from x = 1 to x = e": the bounds are the values, named by the variable.
    const named = /^([a-z])\s*=\s*(.+)$/i;
    const [lo, up] = [named.exec(bounds[1].trim()), named.exec(bounds[2].trim())];
    if (lo && up && lo[1] !== up[1]) return null;
    [lower, upper] = [lo ? lo[2] : bounds[1], up ? up[2] : bounds[2]];
    rest = rest.slice(0, bounds.index);
  }
  let variable: string | undefined;
  const wrt = /\s+(?:with respect to|wrt|w\.r\.t\.?)\s+([a-z])\s*$/i.exec(rest);
  if (wrt) rest = `${rest.slice(0, wrt.index)} d${wrt[1]}`;
  const dx = /\s*\bd([a-z])\s*$/.exec(rest);
  if (dx) {
    variable = dx[1];
    rest = rest.slice(0, dx.index);
  }
  const expression = unwrapWhole(stripLead(rest, /^\s*(?:of|the function)?\s*(?:[a-z]\s*\(\s*[a-z]\s*\)\s*=)?/i));
  if (!tryParseFormula(expression)) return null;
  return tool('integrate', { expression, ...(variable ? { variable } : {}), ...(lower !== undefined && upper !== undefined ? { lower, upper } : {}) });
}

function chemistryRoute(t: string): Route | null {
  const mm = /\b(?:molar mass|molecular weight|molecular mass|formula mass)\s+(?:of\s+)?(.+)$/i.exec(t);
  // "… 85.7% carbon …, and its molar mass is 56 g/mol": a molar mass given, not asked.
  if (mm && /^(?:is|=|of\s+(?:the\s+)?(?:compound|molecule)\s+is)?\s*\d/i.test(mm[1]) && empiricalFormula(t)) return tool('chemistry_amounts', { question: t });
  if (mm) {
    // "molar mass of glucose C6H12O6": the formula is the word written with element symbols.
    // "… in g/mol", "(g/mol)": the unit asked for is the molar mass's own.
    // "(C = 12.011, H = 1.008, …)": the atomic masses given are the table's own, not the formula.
    const named = mm[1].replace(/\s*\(?\s*(?:(?:use|using|take|with)\s+)?(?:[A-Z][a-z]?\s*=\s*\d+(?:\.\d+)?\s*(?:g\s*\/\s*mol)?\s*[,;]?\s*(?:and\s+)?){2,}\)?\s*[.?!]*\s*$/, '').trim().replace(/[?!.]+$/, '').replace(/\s*(?:\(\s*g\s*\/\s*mol\s*\)|\bin\s+g\s*(?:\/\s*mol|mol\^?-1|mol⁻¹))\s*$/i, '');
    const formula = named.split(/\s+/).map((w) => w.replace(/^[(]+|[,;:?!.)]+$/g, '')).find((w) => /^(?:[A-Z][a-z]?\d*|\([A-Za-z0-9]+\)\d*|[·.]\d*[A-Z][A-Za-z0-9]*)+$/.test(w) && /[A-Z]/.test(w));
    return tool('molar_mass', { formula: formulaOfName(named) ?? (/\s/.test(named) && formula ? formula : named) });
  }
  // "Methane (CH4) burns in oxygen to form carbon dioxide and water. Write the balanced equation.": the reaction in words.
  if (/\b(?:write|give|find|what\s+is)\s+(?:the\s+|a\s+)?balanced\s+(?:chemical\s+|symbol\s+)?equation\b|^balance\s+the\s+(?:reaction|equation)\s*[.?!]?$/i.test(t) && !/->|→|⟶|=>|⇌/.test(t)) {
    const equation = reactionInWords(t);
    return equation ? tool('balance_equation', { equation }) : null;
  }
  // "write the balanced equation for CH4 + O2 → CO2 + H2O": a request to balance.
  t = t.replace(/^(?:(?:write|give|find)\s+(?:the\s+|a\s+)?balanced\s+(?:chemical\s+)?equation|balance\s+the\s+(?:chemical\s+)?equation)\s+(?:for|of)\s*:?\s*(?=.*(?:->|→|⟶|=>|⇌))/i, 'balance ');
  // "Balance the combustion of propane: C3H8 + O2 → CO2 + H2O", "balance this equation: …": the equation is after the colon.
  const colon = /^balance\b[^:]*:\s*(.*(?:->|→|⟶|=>|⇌|<=>|⇄|=).*)$/i.exec(t);
  if (colon) t = `balance ${colon[1]}`;
  // "balance the combustion of propane C3H8 + O2 -> CO2 + H2O": the words before the first formula are not part of it.
  else if (/^balance\b/i.test(t)) t = t.replace(/^balance\s+(?:[a-z][a-z()'-]*\s+)+(?=[A-Z(][A-Za-z0-9()]*\s*(?:\+|->|→|=))/, 'balance ');
  const explicit = /^balance\b/i.test(t);
  // "N2 + H2 -> NH3 balance it", "C2H6 + O2 -> CO2 + H2O balanced?": the request after the equation is not part of it.
  const body = (explicit ? stripLead(t, /^balance\s*(?:the\s+)?(?:chemical\s+)?(?:equation)?/i) : t).replace(
    /[\s,.;:]*(?:(?:can you |pls |please )?balance(?:d)?(?: it| this| the equation)?|is (?:it|this) balanced)?(?: pls| please)?[\s?!.]*$/i,
    '',
  );
  const arrow = /->|→|⟶|=>|⇌|<=>|⇄/.test(body);
  if (!explicit && !arrow && !(/=/.test(body) && /\d|\+/.test(body))) return null;
  try {
    parseChemicalEquation(body);
  } catch {
    return explicit ? tool('balance_equation', { equation: body }) : null;
  }
  return tool('balance_equation', { equation: body });
}

interface FoundQuantity {
  symbol?: string;
  unit: Unit | null;
  raw: string;
}

/** Pulls "2 kg", "m = 2 kg", "3 × 10^8 m/s" out of a sentence. */
export function extractQuantities(text: string): FoundQuantity[] {
  const out: FoundQuantity[] = [];
  const re = /(?:\b([A-Za-zρ]{1,3})\s*=\s*)?(?<![\w^.])([-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?(?:\s*[x×*]\s*10\s*\^\s*[-+]?\d+)?)(?:\s*([A-Za-zµμΩ°][A-Za-z0-9µμΩ°/^²³·]*))?/g;
  for (const m of text.matchAll(re)) {
    const [, symbol, number, unitText] = m;
    if (unitText) {
      try {
        const unit = parseQuantity(`${number} ${unitText.replace(/[.,;]+$/, '')}`);
        if (unit.units.length) {
          out.push({ symbol, unit, raw: `${number} ${unitText}`.trim() });
          continue;
        }
      } catch {
        // Not a unit ("2 for"): fall through to a plain number.
      }
    }
    if (symbol) out.push({ symbol, unit: null, raw: number });
  }
  return out;
}

function askedPhrase(t: string): string | null {
  const m = /\b(?:what|find|calculate|compute|determine|work out|how much|how many)\s+(?:is\s+|are\s+|was\s+)?(?:the\s+)?(?:total\s+|net\s+|resultant\s+)?([a-z ]+?)(?=\s+(?:of|is|are|needed|required|when|if|for|does|do|in|at|with|has|on|that|acts?|acting|must|should|would|will|can)\b|[?,.]|$)/i.exec(t);
  // "how many hours does it take", "how many km": the quantity the unit measures.
  const unit = m && /^how many$/i.test(m[0].trim().split(/\s+/).slice(0, 2).join(' ')) ? knownUnit(m[1].trim().split(/\s+/)[0]) : null;
  if (unit) {
    const measured = dimensionName(unit);
    return measured === 'length' ? 'distance' : measured;
  }
  if (m) return m[1].trim().toLowerCase();
  if (/\bhow fast\b/i.test(t)) return 'speed';
  if (/\bhow far\b/i.test(t)) return 'distance';
  if (/\bhow long\b/i.test(t)) return 'time';
  return null;
}

/** Maps found quantities onto a formula's variables (by symbol, else by dimension); null if they don't fit. */
function assign(f: PhysicsFormula, found: FoundQuantity[]): Record<string, string> | null {
  const known: Record<string, string> = {};
  for (const q of found) {
    let variable = q.symbol ? f.variables.find((x) => x.symbol === q.symbol || x.text === q.symbol) : undefined;
    if (!variable && q.unit) {
      const unit = q.unit;
      const fits = f.variables.filter((x) => !x.constant && !(x.symbol in known) && unit.equalBase(unitMath.unit(1, x.unit)));
      if (fits.length !== 1) return null;
      variable = fits[0];
    }
    if (!variable) return null;
    known[variable.symbol] = q.raw;
  }
  return known;
}

/** "what is kinetic energy", "explain Ohm's law": a question about the formula itself, not a passing word. */
function isJustAbout(lower: string, f: PhysicsFormula): boolean {
  const core = lower
    .replace(/^(?:what(?:'s| is| are)|explain|define|describe|tell me about|give me)\s+/, '')
    .replace(/^(?:the\s+)?(?:formula|equation|definition)\s+(?:for|of)\s+/, '')
    .replace(/^(?:the|a|an)\s+/, '')
    .trim();
  const candidates = [core, core.replace(/\s+(?:formula|law|equation|in physics)$/, '')].map((c) => c.replace(/[’]/g, "'"));
  return [...f.aliases, f.name.toLowerCase()].some((a) => candidates.includes(a.replace(/[’]/g, "'")));
}

/**
 * Situations one formula does not model: an echo travels there and back, a boat's or plane's speed
 * adds to or fights a current or wind. The values are in the question, but v = d/t with them would
 * be the wrong answer, so these go unanswered rather than answered wrongly.
 */
const UNMODELLED_MOTION = /\b(?:echo(?:es|ed)?|upstream|downstream|still water|against (?:a|the)\s+(?:\d+(?:\.\d+)?\s*\S+\s+)?(?:current|wind|stream)|with (?:a|the)\s+(?:\d+(?:\.\d+)?\s*\S+\s+)?(?:current|wind|stream)|head ?wind|tail ?wind|round trip|there and back|relative to)\b/i;

/** The unit a question asks its answer in, at its end: "What is its density in g/cm³?", "… in kJ". */
function askedUnit(t: string): string | undefined {
  const UNIT = String.raw`((?:[A-Za-zµμΩ°]+[A-Za-z0-9µμΩ°/^²³·]*)(?:\s*\/\s*[A-Za-z]+[0-9^²³]*)?)`;
  // "… in kJ?", "… (in hours)?", "how many hours does it take …".
  const m =
    new RegExp(String.raw`\b(?:in|into)\s+${UNIT}\s*[?.!]*\s*$`).exec(t) ??
    new RegExp(String.raw`\(\s*(?:in\s+)?${UNIT}\s*\)\s*[?.!]*\s*$`).exec(t) ??
    /\bhow\s+many\s+([A-Za-z]+)\b/i.exec(t);
  return m && knownUnit(m[1]) ? m[1] : undefined;
}

/** Words that put gravity in a situation (so g may be taken as the school value without being given). */
const GRAVITY_CONTEXT = /\b(?:weigh\w*|gravit\w*|fall\w*|fell|dropp?\w*|height|high|lift\w*|rais\w*|on (?:the )?earth|free[- ]fall|potential energy|hang\w*|hung)\b/i;

/** Forces a single formula leaves out: a formula's answer would ignore them, so it is not given. */
const OTHER_FORCES = /\bfriction(?:al)?\b|\bcoefficient\b|μ|\bincline[ds]?\b|\bslope\b|\bramp\b|\bair resistance\b|\bdrag\b|\btension\b|\bpulley\b|\bupthrust\b|\bbuoyan/i;

/** The speed changes ("accelerates to 30 m/s", "from rest", "slows down"): distance is not speed × time. */
const CHANGING_SPEED = /\b(?:accelerat\w*|decelerat\w*|speeds?\s+up|sped\s+up|slows?\s+down|slowed\s+down|from\s+rest|to\s+(?:a\s+)?(?:rest|stop|halt)|brak(?:es|ed|ing)|uniformly|reach(?:es|ed)?\s+(?:a\s+)?(?:speed|velocity)|increases?\s+(?:its\s+)?(?:speed|velocity)|decreases?\s+(?:its\s+)?(?:speed|velocity))\b/i;

function physicsRoute(t: string, names: boolean): Route | null {
  if (UNMODELLED_MOTION.test(t)) return null;
  // Average speed is still distance over time ("average speed … accelerating"): only d = v·t at one speed is refused.
  const constantSpeedOnly = CHANGING_SPEED.test(t) && !/\baverage\s+(?:speed|velocity)\b/i.test(t);
  if (OTHER_FORCES.test(t) && /\bacceleration\b|\bnet force\b|\bresultant force\b/i.test(t)) return null;
  const key = compact(t);
  const lower = t.toLowerCase().replace(/\bwork(?:ing)? out\b/g, ' ');
  let formula: PhysicsFormula | null = null;
  let best = 0;
  for (const f of FORMULAS) {
    for (const alias of f.aliases) {
      const hit = alias.includes('=') ? key.includes(compact(alias)) : new RegExp(`\\b${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(lower);
      if (hit && alias.length > best) [formula, best] = [f, alias.length];
    }
  }
  if (formula?.id === 'speed' && constantSpeedOnly) return null;
  // A force up or down on a mass near the Earth has its weight to add in: F = ma with the one force would be wrong.
  if (formula && /newton|f\s*=\s*ma/i.test(`${formula.id} ${formula.name}`) && /\b(?:up|upwards?|down|downwards?|lift(?:s|ed|ing)?|thrust|rocket|vertical(?:ly)?|hangs?|hanging|elevator)\b/i.test(t) && !/\bnet\b|\bresultant\b|\bunbalanced\b|\bhorizontal|\bspace\b/i.test(t)) return null;
  const found = extractQuantities(formula ? t.replace(/\b[A-Za-z]{1,2}\s*=\s*[A-Za-z½]+[\w^²/]*/g, ' ') : t);
  const asked = askedPhrase(t);
  const byEquation = formula?.aliases.some((a) => a.includes('=') && key.includes(compact(a)));
  if (formula && !names && !byEquation && !found.some((q) => q.unit)) return null;
  if (formula && !byEquation && !found.length && !isJustAbout(lower, formula)) return null;
  if (formula) {
    if (!found.length) return { kind: 'concept', concept: formula.id };
    const known = assign(formula, found) ?? Object.fromEntries(found.filter((q) => q.symbol).map((q) => [q.symbol ?? '', q.raw]));
    const unknown = asked ? formula.variables.find((x) => x.name === asked || asked.endsWith(x.name))?.symbol : undefined;
    const unit = askedUnit(t);
    // Every quantity of the formula given, or the one asked among them ("12 km … 1 km/h faster … 1 hour
    // sooner … the speed"): the story is not this formula alone.
    const free = formula.variables.filter((x) => !x.constant).length;
    if ((unknown && unknown in known) || Object.keys(known).length >= free) return null;
    return tool('physics_formula', { formula: formula.id, known, ...(unknown ? { unknown } : {}), ...(unit ? { unit } : {}) });
  }
  if (!names || !asked || !found.some((q) => q.unit)) return null;
  for (const f of FORMULAS) {
    if (f.id === 'speed' && constantSpeedOnly) continue;
    const target = f.variables.find((x) => !x.constant && (x.name === asked || asked.endsWith(x.name)));
    if (!target) continue;
    const known = assign(f, found);
    if (!known || target.symbol in known) continue;
    const missing = f.variables.filter((x) => !(x.symbol in known) && x.defaultValue === undefined);
    // g taken as the school value only where the question is about gravity: "the force on it is 20 N" is not its weight.
    const assumed = f.variables.some((x) => !x.constant && x.defaultValue !== undefined && !(x.symbol in known));
    if (assumed && !GRAVITY_CONTEXT.test(t)) continue;
    const unit = askedUnit(t);
    if (missing.length === 1 && missing[0] === target) return tool('physics_formula', { formula: f.id, known, unknown: target.symbol, ...(unit ? { unit } : {}) });
  }
  return null;
}

function unitsRoute(t: string): Route | null {
  // "135°" is 135 degrees; "90 degrees in radians" asks the same as "to radians".
  const written = parseConversion(t.replace(/(\d)\s*°(?![CF])/g, '$1 degrees').replace(/\bdegrees\s+in\s+radians\b/i, 'degrees to radians').replace(/\bradians\s+in\s+degrees\b/i, 'radians to degrees'));
  const c = written ?? conversionInStory(t);
  if (!c || !Number.isFinite(c.value)) return null;
  try {
    const same = makeUnit(1, c.from).equalBase(makeUnit(1, c.to));
    // In a story, "its volume in cm³" of a ball "of radius 11 cm" is another measure, not this one converted.
    if (!written && !same) return null;
  } catch {
    return null;
  }
  return tool('convert_units', { value: c.value, from: c.from.trim(), to: c.to.trim() });
}

function algebraRoute(t: string): Route | null {
  const m = /^(factor|factorise|factorize|factorization of|expand|multiply out|simplify)\b(?:\s+(?:and|then)\s+simplify|\s+fully|\s+completely)?\s*:?\s*(?:the expression\s+)?(.+)$/i.exec(t);
  if (!m) return null;
  const verb = m[1].toLowerCase();
  // "simplify log 8 + log 125": no unknown, so it is a number to work out.
  const numeric = tryParseFormula(m[2]);
  // Roots keep the simplify tool, which takes square factors out (√72 = 6√2).
  if (verb === 'simplify' && numeric && !variablesOf(numeric).size && !/[√∛∜]|sqrt|cbrt|root/i.test(m[2]) && Number.isFinite(evalNumber(numeric))) return tool('arithmetic', { expression: m[2] });
  const name: ToolName = verb.startsWith('factor') ? 'factor' : verb === 'simplify' ? 'simplify' : 'expand';
  return tryParseFormula(m[2]) ? tool(name, { expression: m[2] }) : null;
}

/** Motion, forces, circuits, waves, lenses: situations the physics solver reads with their units. */
function physicsProblemRoute(t: string): Route | null {
  // An echo is modelled there (the sound goes there and back); the rest of these are not.
  if (UNMODELLED_MOTION.test(t.replace(/\becho(?:es|ed)?\b/gi, ''))) return null;
  return physicsProblem(t) ? tool('physics_problem', { question: t }) : null;
}

/** z-scores, normal probabilities, weighted and missing-value means, quartiles, correlation. */
function statisticsProblemRoute(t: string): Route | null {
  return statisticsProblem(t) ? tool('statistics_problem', { question: t }) : null;
}

/** Tangent lines and turning points of a polynomial curve. */
function calculusProblemRoute(t: string): Route | null {
  return calculusProblem(t) ? tool('calculus_problem', { question: t }) : null;
}

/** Interest, percentages, ratios, proportion, rates: everyday problems a word-problem solver can read. */
function wordProblemRoute(t: string): Route | null {
  return wordProblem(t) ? tool('word_problem', { question: t }) : null;
}

function sideText(side: string): string {
  const e = tryParseFormula(side);
  return e ? exprToText(e) : side.trim();
}

/** "the square of a number plus 4 times the number equals 21": the sentence as an equation or inequality in x. */
function numberSentenceRoute(t: string): Route | null {
  const read = readNumberSentence(t);
  if (!read) return null;
  const shown = read.statement.split(/(<=|>=|=|<|>)/).map((part) => (/^(?:<=|>=|=|<|>)$/.test(part) ? ` ${part.replace('<=', '≤').replace('>=', '≥')} ` : sideText(part))).join('');
  const readings = [`the number as x: ${shown}`];
  return read.relation === '='
    ? { ...tool('solve_equation', { equation: read.statement, variable: 'x' }), readings }
    : { ...tool('solve_inequality', { inequality: read.statement }), readings };
}

/** Moles, concentrations, pH, gases: questions the amounts solver can read. */
function chemistryAmountsRoute(t: string): Route | null {
  if (!looksLikeChemistryAmount(t)) return null;
  return chemistryAmounts(t) ? tool('chemistry_amounts', { question: t }) : null;
}

/** Dice, coins, cards, bags, counting and P(A) questions that a probability solver can read. */
function probabilityRoute(t: string): Route | null {
  if (!looksLikeProbability(t)) return null;
  return tryProbability(t) ? tool('probability', { question: t }) : null;
}

/** "greater than or equal to" and the other words for the signs, as the signs. */
function inequalityWords(t: string): string {
  return t
    .replace(/\s+(?:is\s+)?(?:greater|more|bigger|larger)\s+than\s+or\s+equal\s+to\s+/gi, ' >= ')
    .replace(/\s+(?:is\s+)?(?:less|smaller|fewer)\s+than\s+or\s+equal\s+to\s+/gi, ' <= ')
    .replace(/\s+(?:is\s+)?(?:greater|more|bigger|larger)\s+than\s+/gi, ' > ')
    .replace(/\s+(?:is\s+)?(?:less|smaller|fewer)\s+than\s+/gi, ' < ')
    .replace(/\s+(?:is\s+)?at\s+least\s+/gi, ' >= ')
    .replace(/\s+(?:is\s+)?at\s+most\s+/gi, ' <= ');
}

/** "2x + 3 < 11", "solve x^2 - 5x + 6 ≥ 0", "what values of x make 4x - 9 greater than 15". */
function inequalityRoute(t: string): Route | null {
  const worded = inequalityWords(t);
  if (!/[<>≤≥⩽⩾]/.test(worded)) return null;
  const body = worded
    // "4 ≤ 5 − x < 9, what are the possible values of x"
    .replace(/\s*[,.;:]?\s*(?:what|which)\s+are\s+the\s+(?:possible\s+)?values\s+of\s+[a-z]\s*\??$/i, '')
    // "|2x+1| >= 3 what values of x work", "x² ≥ 2x, which x satisfy it": the request after it.
    .replace(/\s*[,.;:]?\s*(?:(?:so\s+)?(?:what|which)\s+(?:values?\s+of\s+)?[a-z]\s*(?:values?\s+)?(?:work|works|satisfy(?:\s+(?:it|this))?|satisfies(?:\s+(?:it|this))?|make\s+(?:it|this)\s+true|are\s+there|is\s+(?:it|this)\s+true)|solve(?:\s+(?:it|this|for\s+[a-z]))?|find\s+[a-z])\s*\??$/i, '')
    .replace(/^.*?\b(?:find\s+(?:all\s+|the\s+)?(?:real\s+)?(?:values?\s+of\s+)?[a-z]\s+(?:with|such\s+that|for\s+which|where|satisfying|that\s+satisf(?:y|ies))|solve|find|for which values of [a-z]|what values of [a-z](?:\s+(?:make|makes|satisfy|satisfies))?|which [a-z] (?:make|satisfy)|the solution set of|(?:when|where|for what (?:values? of )?[a-z]) is)\b\s*(?:the\s+)?(?:inequality\s+)?:?\s*/i, '')
    .replace(/\s+(?:for|in terms of)\s+[a-z]$/i, '')
    .replace(/\s+(?:on|over) the real numbers$/i, '')
    .trim();
  // "x − 1 < 3 or x + 2 > 10": each part an inequality of its own.
  const parts = body.split(/\s+or\s+/i);
  if (parts.length > 3) return null;
  for (const part of parts) {
    const sides = part.split(/<=|>=|[<>≤≥⩽⩾]|=<|=>/);
    if (sides.length < 2 || sides.length > 3 || sides.some((side) => !tryParseFormula(side.trim()))) return null;
  }
  return tool('solve_inequality', { inequality: body });
}

/** "x + y = 50 and x - y = 14. find x and y": a request after a system that only names its unknowns. */
const SYSTEM_TAIL = /[.,;]?\s*(?:find|solve for|what are|what is|whats|work out)\s+[a-z](?:\s*(?:,|and)\s*[a-z])+\s*[?.!]*$/i;

function equationRoute(raw: string): Route | null {
  const t = raw.replace(SYSTEM_TAIL, '');
  const lead = /^.*?\b(?:use the quadratic formula on|solve(?:\s+(?:simultaneously|the system|the equations|the simultaneous equations))?|find(?:\s+all)?|what is|what are|calculate|determine)\s*:?\s*(?:for\s+([a-z])\b)?\s*(?:the\s+)?(?:roots?|zeros?|zeroes|solutions?)?\s*(?:of|to)?\s*(?:the\s+)?(?:equation\s+)?:?\s*/i;
  // "if 10^x = 0.001 what is x", "3^(x+1) = 81 find x", "e^(2x) = 10, x = ?", "ln x = 2 solve".
  const asked = /^(?:if\s+)?([^=]+=[^=]+?)\s*[,;.]?\s*(?:(?:what is|find|solve for|work out)\s+([a-z])|([a-z])\s*=\s*\?|solve(?: it)?)\s*\??$/i.exec(t);
  if (asked && !/^(?:solve|find)\b/i.test(t)) {
    const inner = equationRoute(`solve ${asked[1]}${asked[2] || asked[3] ? ` for ${asked[2] ?? asked[3]}` : ''}`);
    if (inner) return inner;
  }
  const solve = lead.exec(t);
  let body = solve ? t.slice(solve[0].length) : t;
  let variable = solve?.[1];
  const ifForm = /^([a-z])\s+(?:if|when|given|such that)\s+(.+)$/i.exec(body);
  if (ifForm) [variable, body] = [ifForm[1], ifForm[2]];
  const forVar = /\s+for\s+([a-z])$/i.exec(body);
  if (forVar) {
    variable = forVar[1];
    body = body.slice(0, forVar.index);
  }
  // How to solve it is for the steps to show: "by factoring", "exact answers", "real solutions".
  body = body
    .replace(/\s*,?\s+(?:using|by|with)\s+(?:the\s+)?(?:quadratic formula|factori[sz]ing|factoring|completing the square)$/i, '')
    .replace(/\s*,?\s+(?:exact(?:ly)?(?:\s+answers?)?|(?:all\s+)?real (?:solutions|roots)|in exact form)$/i, '')
    .trim();
  // "y = x² − 3 and y = 2x intersect twice. find the intersection point": where they meet.
  body = body
    .replace(/\s*[.,;]?\s*(?:find|give|state|what\s+(?:is|are)|whats|work\s+out)\s+(?:the\s+)?(?:(?:coordinates\s+of\s+the\s+)?(?:intersection\s+points?|points?\s+of\s+intersection)|(?:intersection|meeting)\s+points?)$/i, '')
    .replace(/^(?:where|when)\s+(?:do|does|will)\s+/i, '')
    .replace(/\s+(?:meet|intersect|cross)(?:\s+(?:twice|once|at\s+two\s+points|in\s+two\s+places))?$/i, '');
  const equals = (body.match(/=/g) ?? []).length;
  if (equals >= 2) {
    const parts = splitSystem(body);
    return parts ? tool('solve_system', { equations: parts }) : null;
  }
  const isRootsQuestion = solve && /roots?|zeros?|zeroes|solutions?/i.test(solve[0]);
  if (equals === 0 && !isRootsQuestion) return null;
  let sides: { left: string; right: string } | null;
  try {
    sides = equals === 1 ? splitEquation(body) : { left: body, right: '0' };
  } catch {
    return null;
  }
  if (!sides) return null;
  const l = tryParseFormula(sides.left);
  const r = tryParseFormula(sides.right);
  if (!l || !r || variablesOf(l).size + variablesOf(r).size === 0) return null;
  return tool('solve_equation', { equation: body, ...(variable ? { variable } : {}) });
}

/** "7 times 8", "12 divided by 4", "the square root of 144", "5 squared": the words a 6th grader types, as symbols. */
export function wordsToOperators(text: string): string {
  const n = String.raw`\d+(?:\.\d+)?`;
  return text
    .replace(/\b(?:the\s+)?square root of\s+(\d+(?:\.\d+)?)/gi, 'sqrt($1)')
    // "half of 50", "a quarter of 36": the fraction times the number.
    .replace(/\b(?:a\s+|one\s+)?(half|third|quarter|fifth|tenth)\s+of\s+(?=\d)/gi, (_, part: string) => `(1/${{ half: 2, third: 3, quarter: 4, fifth: 5, tenth: 10 }[part.toLowerCase()]}) * `)
    .replace(/\b(?:the\s+)?cube root of\s+([-−]?\d+(?:\.\d+)?)/gi, (_, n: string) => `cbrt(${n.replace('−', '-')})`)
    .replace(new RegExp(`(${n})\\s+squared\\b`, 'gi'), '$1^2')
    .replace(new RegExp(`(${n})\\s+cubed\\b`, 'gi'), '$1^3')
    .replace(new RegExp(`(${n}|\\))\\s*(?:\\btimes\\b|\\bmultiplied by\\b|\\bx\\b)\\s*(?=[\\d(])`, 'gi'), '$1 * ')
    .replace(new RegExp(`(${n}|\\))\\s+(?:divided by|over)\\s+`, 'gi'), '$1 / ')
    .replace(new RegExp(`(${n}|\\))\\s+plus\\s+`, 'gi'), '$1 + ')
    .replace(new RegExp(`(${n}|\\))\\s+minus\\s+`, 'gi'), '$1 - ')
    .replace(new RegExp(`(${n}|\\))\\s+to the power of\\s+`, 'gi'), '$1^');
}

/**
 * Percentages in words, as the expressions they mean: "what % is 18 of 72", "18 as a percentage of
 * 24", "increase 50 by 20%", "7/8 as a percentage", "3/4 of 60", "2/3 of 3/5 of 90".
 */
function percentWords(t: string): string | null {
  const n = String.raw`(-?\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?)`;
  const pc = String.raw`(?:%|percent(?:age)?)`;
  // "what % is A of B", "A is what % of B", "A as a percentage of B": A/B; "what % of B is A": A/B too.
  let m = new RegExp(String.raw`^(?:what\s+${pc}\s+is\s+${n}\s+of\s+${n}|${n}\s+is\s+what\s+${pc}\s+of\s+${n}|${n}\s+as\s+a\s+${pc}\s+of\s+${n})$`, 'i').exec(t);
  if (m) {
    const [a, b] = m[1] ? [m[1], m[2]] : m[3] ? [m[3], m[4]] : [m[5], m[6]];
    return `(${a})/(${b})*100`;
  }
  m = new RegExp(String.raw`^what\s+${pc}\s+of\s+${n}\s+is\s+${n}$`, 'i').exec(t);
  if (m) return `(${m[2]})/(${m[1]})*100`;
  // "increase 80 kg by 12.5%": the amount's unit does not change the arithmetic.
  m = new RegExp(String.raw`^(increase|decrease|reduce)\s+[$£€]?${n}\s*(?:[a-z]{1,6}\b)?\s+by\s+${n}\s*(?:%|percent)$`, 'i').exec(t);
  if (m) return `(${m[2]})*(1 ${m[1].toLowerCase() === 'increase' ? '+' : '-'} (${m[3]})/100)`;
  // "I got 42 out of 60 on my test. What percentage is that?": the score as a percentage.
  m = new RegExp(String.raw`^(?:i\s+(?:got|scored|get)\s+|(?:she|he|they|you)\s+(?:got|scored|gets?)\s+|(?:a\s+)?score\s+of\s+)?${n}\s+out\s+of\s+${n}\b[^%?]*?[.,]?\s*(?:what|as\s+a|in)\s+${pc}(?:\s+is\s+(?:that|it|this))?$`, 'i').exec(t);
  if (m) return `(${m[1]})/(${m[2]})*100`;
  m = new RegExp(String.raw`^(?:convert\s+|write\s+|express\s+)?${n}\s+(?:as|to|into)\s+a\s+percent(?:age)?$`, 'i').exec(t);
  if (m) return `(${m[1]})*100`;
  if (/^[\d\s./()]+(?:\s+of\s+[\d\s./()]+)+$/.test(t) && /\bof\b/.test(t)) return t.replace(/\s+of\s+/g, ' * ');
  return null;
}

function arithmeticRoute(t: string): Route | null {
  // "15% of £240": the amount's currency does not change the arithmetic.
  const stripped = stripLead(t, /^(?:what(?:'s| is)|calculate|compute|evaluate|work out|find|simplify|convert|how much is|write|express)\b/i).replace(/(%\s*of\s+)[$£€]\s*(?=\d)/gi, '$1');
  const percent = percentWords(stripped);
  if (percent) return tool('arithmetic', { expression: percent });
  const body = wordsToOperators(stripped)
    .replace(/\s+(?:as|to|in|into)\s+(?:an?\s+)?(?:decimal|(?:improper\s+|mixed\s+)?fraction|mixed\s+number)s?$/i, '')
    .replace(/\s*=\s*\??$/, '');
  if (!body || /[a-z]{2,}/i.test(body.replace(/(?<![a-z])(?:sqrt|cbrt|sin|cos|tan|sec|csc|cot|asin|acos|atan|ln|log10|log2|log|exp|pi|of|percent|mod|abs)\b/gi, ''))) return null;
  const e = tryParseExpr(body.replace(/(\d)\s*%\s*of/gi, '$1/100*').replace(/%/g, '/100'));
  if (!e || variablesOf(e).size) return null;
  if (e.kind === 'num' && !/[%√]/.test(body)) return null;
  return tool('arithmetic', { expression: body });
}

/**
 * Decides whether one of the tools can answer a free-text question, and with what input; null when
 * none applies (the tutor then answers in words or says it needs an AI provider).
 */
export function routeQuestion(text: string): Route | null {
  // "for which k does x² + kx + 9 = 0 have no real roots": the discriminant's sign, solved for k.
  const parameter = parameterCondition(text);
  if (parameter) return { ...tool(parameter.relation === '=' ? 'solve_equation' : 'solve_inequality', parameter.relation === '=' ? { equation: parameter.condition, variable: parameter.parameter } : { inequality: parameter.condition }), readings: [parameter.reading] };
  const read = readQuestion(text);
  read.text = signInWords(read.text);
  const conditionMatch = SYSTEM_CONDITION.exec(read.text);
  const extremeMatch = conditionMatch ? null : SYSTEM_EXTREME.exec(read.text);
  const quadrantMatch = conditionMatch || extremeMatch ? null : SYSTEM_QUADRANT.exec(read.text);
  const quadrant = quadrantMatch ? (quadrantMatch[2] ? (quadrantMatch[2].toLowerCase() === 'positive' ? 1 : 3) : { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4 }[quadrantMatch[1].toLowerCase()]) : undefined;
  const twoEquations = (read.text.match(/=/g) ?? []).length >= 2;
  const condition: Route['condition'] = !twoEquations
    ? undefined
    : conditionMatch
      ? { left: conditionMatch[1], op: conditionMatch[2] as '>' | '<', right: conditionMatch[3] }
      : extremeMatch
        ? { left: extremeMatch[2].toLowerCase(), op: /^(?:small|less|least)/i.test(extremeMatch[1]) ? 'min' : 'max', right: '' }
        : quadrant
          ? { left: String(quadrant), op: 'quadrant', right: '' }
          : undefined;
  const cut = conditionMatch ?? extremeMatch ?? quadrantMatch;
  if (condition && cut) read.text = read.text.slice(0, cut.index);
  const picked = readRootPick(clean(read.text));
  const route = routeReadQuestion(clean(picked.text)) ?? (read.rounding || read.form ? roundingOnlyRoute(clean(read.text)) : null);
  if (!route) return mathsInMessageRoute(read) ?? storyLeadRoute(text);
  const pick = picked.pick && route.kind === 'tool' && route.tool === 'solve_equation' ? picked.pick : undefined;
  // A form applies to a number worked out, not to an equation's or a formula's answer.
  const form = read.form && route.kind === 'tool' && route.tool === 'arithmetic' ? read.form : undefined;
  // "x + y = 10, find x" asks for a value, which one equation in two unknowns does not give; "solve
  // for x", "in terms of y", "make x the subject" ask for the rearrangement.
  if (route.kind === 'tool' && route.tool === 'solve_equation' && typeof route.input.variable === 'string' && !route.input.interval) {
    const equation = String(route.input.equation);
    const letters = new Set((equation.replace(/\b(?:sqrt|sin|cos|tan|ln|log\d*|exp|pi|abs)\b/g, ' ').match(/(?<![a-z])[a-z](?![a-z])/gi) ?? []).filter((l) => l !== 'e'));
    const asksValue = /\b(?:find|what\s+is|what's|whats|calculate|determine|work\s+out)\s+(?:the\s+value\s+of\s+)?[a-z]\b/i.test(text);
    const asksFormula = /\bsolve\s+for\b|\bin\s+terms\s+of\b|\bsubject\b|\brearrang|\bmake\s+[a-z]\s+the\b|\bexpress\b|\bformula\b/i.test(text);
    if (letters.size >= 2 && asksValue && !asksFormula && !/[;]/.test(equation)) {
      const { variable: _dropped, ...rest } = route.input;
      return { ...route, input: rest, ...(read.readings.length ? { readings: read.readings } : {}) };
    }
  }
  const onSystem = condition && route.kind === 'tool' && route.tool === 'solve_system' ? condition : undefined;
  const count = HOW_MANY_ONLY.test(text) && route.kind === 'tool' && route.tool === 'solve_equation';
  const onlyAsked = /\b([a-z])[- ]?(?:coordinates?|co-ordinates?|values?)\s+(?:of\s+the\s+points?\s+)?(?:where|at\s+which)\b|\b(?:just|only)\s+(?:the\s+)?([a-z])[- ]?(?:coordinates?|co-ordinates?|values?)\b/i.exec(text);
  const only = route.kind === 'tool' && route.tool === 'solve_system' ? (onlyAsked?.[1] ?? onlyAsked?.[2])?.toLowerCase() : undefined;
  return { ...route, ...(only ? { only } : {}), ...(read.readings.length ? { readings: read.readings } : {}), ...(read.rounding ? { rounding: read.rounding } : {}), ...(pick ? { pick } : {}), ...(form ? { form } : {}), ...(onSystem ? { condition: onSystem } : {}), ...(count ? { count } : {}) };
}

/**
 * The maths of a message read by its tokens (maths-spans.ts) when no phrasing the router knows fits:
 * "Find a and b if 2a = 5b + 1 and 3a + 4b = 13." is solved as those two equations, and the answer
 * says that is how the message was read.
 */
function mathsInMessageRoute(read: ReturnType<typeof readQuestion>): Route | null {
  const task = mathsInMessage(read.text);
  const route = task ? routeReadQuestion(clean(task)) : null;
  if (!route || route.kind !== 'tool') return null;
  const readings = [...read.readings, `the maths in your message as the question: ${task}`];
  return { ...route, readings, ...(read.rounding ? { rounding: read.rounding } : {}) };
}


/** "Round 3.14159 to 2 decimal places", "0.0045678 to 3 sig figs": a number (or a sum) with only the rounding asked. */
function roundingOnlyRoute(t: string): Route | null {
  const body = t
    .replace(/^(?:please\s+)?(?:round(?:\s+off)?|what is|whats|write|give|convert|express|change)\s+/i, '')
    .replace(/\s+(?:as|to|in|into)\s+(?:an?\s+)?(?:decimal|(?:improper\s+|mixed\s+)?fraction|mixed\s+number|standard\s+form|scientific\s+notation)s?(?:\s+(?:a\/b|p\/q))?(?:,?\s+in\s+(?:its\s+)?(?:simplest|lowest|simple)\s+(?:form|terms))?\s*[?.!]*\s*$/i, '')
    .replace(/[?.!\s]+$/, '');
  if (!/^[\d\s.+\-−×*/÷()^√π]+$/.test(body) || !/\d/.test(body) || !tryParseFormula(body)) return null;
  return tool('arithmetic', { expression: body });
}

/** A number written as the question asked: standard form, a fraction, a mixed number. */
function inForm(result: ToolSuccess, form: NumberForm): ToolSuccess {
  const x = finalValue(result);
  if (x === undefined || !Number.isFinite(x)) return result;
  const d = result.data ?? {};
  const hasFraction = d.numerator !== undefined && d.denominator !== undefined;
  const fraction = hasFraction ? Rational.of(BigInt(String(d.numerator)), BigInt(String(d.denominator))) : null;
  if (form === 'scientific') {
    if (x === 0) return result;
    const { mantissa, exponent } = scientific(x, 10);
    const text = `${mantissa} × 10^${exponent}`;
    return { ...result, answer: `${text.replace(/\^(-?\d+)$/, (_, e: string) => superscriptDigits(e))}`, answerLatex: undefined, steps: [...result.steps, step(`In standard form, a × 10ⁿ with 1 ≤ |a| < 10: move the decimal point ${Math.abs(exponent)} place${Math.abs(exponent) === 1 ? '' : 's'} (n = ${exponent}): ${text}.`)] };
  }
  if (!fraction) return result;
  if (form === 'fraction') return { ...result, answer: fraction.toString(), answerLatex: undefined, steps: [...result.steps, step(`As a fraction in its lowest terms: ${fraction}.`)] };
  const whole = fraction.num / fraction.den;
  const rest = fraction.sub(Rational.of(whole)).abs();
  if (whole === 0n || rest.isZero()) return result;
  const mixed = `${whole} ${rest}`;
  return { ...result, answer: `${fraction} = ${mixed}`, answerLatex: undefined, steps: [...result.steps, step(`As a mixed number: ${fraction.num < 0n ? '−' : ''}${fraction.abs().num} ÷ ${fraction.den} = ${whole < 0n ? -whole : whole} remainder ${rest.num}, so ${fraction} = ${mixed}.`)] };
}

function superscriptDigits(e: string): string {
  return [...e].map((c) => (c === '-' ? '⁻' : '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(c)])).join('');
}

/** The one number a result gives, where it gives one (for rounding as asked). */
function finalValue(result: ToolSuccess): number | undefined {
  const d = result.data ?? {};
  if (typeof d.value === 'number') return d.value;
  if (d.numerator !== undefined && d.denominator !== undefined) return Number(d.numerator) / Number(d.denominator);
  if (typeof d.decimal === 'string' || typeof d.decimal === 'number') {
    const x = Number(String(d.decimal).replace(/[≈\s]/g, ''));
    if (Number.isFinite(x)) return x;
  }
  const roots = d.roots as Array<{ re: number; im: number }> | undefined;
  if (roots?.length === 1 && Math.abs(roots[0].im) < 1e-12) return roots[0].re;
  return undefined;
}

/** The answer rounded as the question asked, keeping its label and unit ("v = 5.85 m"). */
function rounded(result: ToolSuccess, rounding: NonNullable<Route['rounding']>): ToolSuccess {
  const x = finalValue(result);
  const how = rounding.nearest
    ? `the nearest ${rounding.nearest.said}`
    : rounding.places !== undefined
      ? `${rounding.places} decimal place${rounding.places === 1 ? '' : 's'}`
      : `${rounding.significant} significant figure${rounding.significant === 1 ? '' : 's'}`;
  // To 4 significant figures 0.15505 is 0.1551 and 0.155045 is 0.1550: the zero shows the precision.
  const round = (v: number) => {
    if (rounding.nearest) {
      // Halves away from zero, as in school; the step's own decimals keep float noise out (0.1 × 46 = 4.6).
      const { step: unit } = rounding.nearest;
      const decimals = Math.max(0, -Math.floor(Math.log10(unit) + 1e-9));
      const k = Math.sign(v) * Math.round(Math.abs(v) / unit + 1e-9);
      return (k * unit).toFixed(decimals);
    }
    if (rounding.places !== undefined) return v.toFixed(rounding.places);
    const sig = v.toPrecision(rounding.significant);
    return sig.includes('e') ? Number(sig).toString() : sig;
  };
  const roots = (result.data?.roots as Array<{ re: number; im: number }> | undefined)?.filter((r) => Math.abs(r.im) < 1e-12);
  const variable = typeof result.data?.variable === 'string' ? result.data.variable : undefined;
  if (x === undefined && roots && roots.length > 1 && variable && roots.length === (result.data?.roots as unknown[]).length) {
    // Several real roots: each rounded as asked, the exact form kept in the steps.
    const text = roots.map((r) => `${variable} ≈ ${round(r.re)}`).join(' or ');
    return { ...result, answer: text, answerLatex: undefined, steps: [...result.steps, step(`Exactly: ${result.answer}. Rounded to ${how}: ${text}.`)] };
  }
  if (x === undefined) return result;
  const text = round(x);
  const cut = result.answer.lastIndexOf('=');
  const label = cut >= 0 ? `${result.answer.slice(0, cut + 1)} ` : '';
  // The unit follows the decimal value ("48π cm³ ≈ 150.796 cm³": cm³, not π cm³).
  const approx = result.answer.lastIndexOf('≈');
  const tail = approx > cut ? result.answer.slice(approx + 1) : cut >= 0 ? result.answer.slice(cut + 1) : result.answer;
  const found = /^\s*≈?\s*[-\d.,]+(?:\s*×\s*10\^-?\d+)?\s*([^()≈]*)/.exec(tail)?.[1]?.trim() ?? '';
  const unit = /[π√]/.test(found) ? '' : found;
  // Money keeps its symbol: "E ≈ −$0.33", not "−0.33".
  const money = /^\s*≈?\s*[-−]?\s*([$£€])/.exec(tail);
  return {
    ...result,
    answer: money ? `${label}${x < 0 ? '−' : ''}${money[1]}${round(Math.abs(x))}` : `${label}${text}${unit && !/^[\d.]/.test(unit) ? (unit === '°' ? '°' : ` ${unit}`) : ''}`,
    answerLatex: undefined,
    steps: [...result.steps, step(`Rounded to ${how}: ${text}.`)],
  };
}

/**
 * "Solve sin x = 1/2 for 0° ≤ x ≤ 180°", "solve tan x = −1 for 0 ≤ x < 2π", "2cos(x) − 1 = 0 on [0, 2π)":
 * a trigonometric equation and the interval to find its solutions in.
 */
function equationOnIntervalRoute(t: string): Route | null {
  if (!/(?<![a-z])(?:sin|cos|tan|sec|csc|cot)\b/.test(t) || !/=/.test(t)) return null;
  // "cos θ = 0.4 and θ is acute. Find θ (in degrees)": the acute angle, 0° to 90°.
  const acute = /^(.*?(?:sin|cos|tan)\s*\(?\s*([a-zθ])\s*\)?\s*=\s*[-−]?[\d./√()π]+)\s*,?\s*(?:and|where|with|if)?\s*(?:\2\s+(?:is\s+)?)?(?:an?\s+)?acute(?:\s+angle)?\b/i.exec(t);
  if (acute) return tool('solve_equation', { equation: acute[1].replace(/^(?:solve|find|if|given)\s+/i, ''), variable: acute[2], interval: `0 < ${acute[2]} < 90 degrees` });
  // "find the acute angle x if cos x = 0.4 (in degrees)".
  const acuteFirst = /^(?:find|what\s+is|work\s+out|calculate|determine)\s+(?:the\s+)?acute\s+angle\s+([a-zθ])\s*,?\s*(?:if|when|where|such\s+that|given(?:\s+that)?|for\s+which)\s+((?:sin|cos|tan)\s*\(?\s*\1\s*\)?\s*=\s*[-−]?[\d./√()π]+)/i.exec(t);
  if (acuteFirst) return tool('solve_equation', { equation: acuteFirst[2], variable: acuteFirst[1], interval: `0 < ${acuteFirst[1]} < 90 degrees` });
  const m = /^(?:solve\s+)?(?:for\s+([a-zθ])\s*:?\s*)?(.+?=.+?)\s*,?\s*(?:(?:find|solve\s+for|give)\s+(?:all\s+)?(?:values\s+of\s+)?[a-zθ]\s+)?(?:(?:for|on|in|over|where|with|when|if)\s+|[,;]\s*(?=[-−\d([πp]))(?:the\s+(?:interval|range|domain)\s+)?(?:of\s+)?(.+?)(?:\s+for\s+[a-zθ])?(?:\s*,?\s*(?:find|solve\s+for|give|state|list)\s+(?:all\s+)?(?:(?:the\s+)?(?:values?|solutions?)\s+(?:of|for)\s+)?[a-zθ])?\s*[.?!]*$/i.exec(t);
  if (!m) return null;
  const [, named, equation] = m;
  // "0 <= x < 360 degrees. Give all solutions in degrees.": a sentence after the interval asks for its
  // unit; one asking for the other unit is not read.
  const [interval, ...after] = m[3].split(/[.;]\s+(?=[A-Za-z])/);
  const said = after.join(' ');
  const unitAsked = /^(?:(?:give|write|state|list|find)\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+)?(?:solutions?|answers?|angles?|values?)\s+in\s+(degrees|radians)[.?!]*$/i.exec(said.trim());
  const inDegrees = /degree|°|pi\s*\/\s*180/i.test(interval);
  if (said && (!unitAsked || (unitAsked[1].toLowerCase() === 'degrees') !== inDegrees)) return null;
  const [lhs, rhs] = [tryParseFormula(equation.split('=')[0]), tryParseFormula(equation.split('=').slice(1).join('='))];
  if (!lhs || !rhs) return null;
  const unknowns = [...variablesOf(lhs), ...variablesOf(rhs)].filter((v) => !['e', 'pi'].includes(v));
  const variable = named ?? unknowns[0];
  // The interval names the unknown (θ is not a word character for \b).
  const names = new RegExp(`(?<![A-Za-z])${variable}(?![A-Za-z])|\\[|\\bbetween\\b`);
  if (!variable || !/[≤<≥>]|<=|\[|\bbetween\b/i.test(interval) || !names.test(interval)) return null;
  return tool('solve_equation', { equation, variable, interval });
}

/**
 * "evaluate 3x + 2 when x = 4", "A = πr² with r = 2.5 cm", "find a² + b² if a = 3 and b = 4": the
 * values put into the expression, which is then worked out exactly.
 */
function substitutionRoute(t: string): Route | null {
  const m = /^(?:(?:evaluate|find|calculate|work\s+out|what\s+is|compute)\s+)?(?:the\s+value\s+of\s+)?(?:([A-Za-z])\s*=\s*)?([^=]+?)\s*,?\s+(?:when|if|for|with|where|given(?:\s+that)?)\s+((?:[a-z]\s*=\s*[-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?(?:\s*[a-zA-Z]{1,3}\b)?\s*(?:,|\band\b)?\s*)+)\s*[?.]*$/.exec(t);
  if (!m) return null;
  const expr = tryParseFormula(m[2]);
  if (!expr) return null;
  const values = new Map<string, string>();
  for (const v of m[3].matchAll(/([a-z])\s*=\s*([-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)/g)) values.set(v[1], v[2].replace('−', '-').replace(/\s+/g, ''));
  const unknowns = [...variablesOf(expr)].filter((v) => !['e', 'pi'].includes(v));
  if (!unknowns.length || unknowns.some((v) => !values.has(v)) || [...values.keys()].some((v) => !unknowns.includes(v))) return null;
  // Each letter becomes its value in brackets: 3x → 3(4), πr² → π(2.5)².
  const substituted = m[2].replace(/(?<![A-Za-z])([a-z])(?![A-Za-z(])/g, (letter: string) => (values.has(letter) ? `(${values.get(letter)})` : letter));
  const check = tryParseExpr(substituted);
  if (!check || variablesOf(check).size) return null;
  return { ...tool('arithmetic', { expression: substituted }), readings: [`${[...values].map(([k, v]) => `${k} = ${v}`).join(', ')} put into ${m[1] ? `${m[1]} = ` : ''}${m[2].trim()}`] };
}

/** "the angle between the vectors (1, 2, 2) and (2, 1, −2)", "dot product of <1, 2> and <3, 4>", "magnitude of 3i − 4j". */
function vectorRoute(t: string): Route | null {
  const operation = /\bangle\s+between\b/i.test(t) ? 'angle' : /\b(?:dot|scalar)\s+product\b/i.test(t) ? 'dot' : /\b(?:cross|vector)\s+product\b/i.test(t) ? 'cross' : /\b(?:magnitude|modulus|norm|length|size)\s+of\b/i.test(t) ? 'magnitude' : null;
  if (!operation) return null;
  // An angle or a length is a vector's only when the question says so (or writes i, j, k).
  const ijk = /(?<![a-z])\d*\s*i\s*[-+−]\s*\d*\s*j(?![a-z])/i.test(t);
  if ((operation === 'angle' || operation === 'magnitude') && !/\bvectors?\b/i.test(t) && !ijk) return null;
  const vectors = vectorTexts(t);
  if (vectors.length !== (operation === 'magnitude' ? 1 : 2)) return null;
  // Every number of the question is a component of a vector.
  const outside = vectors.reduce((rest, v) => rest.replace(v, ' '), t);
  if (/\d/.test(outside.replace(/\b(?:2|3|two|three)[- ]?(?:d|dimensional)\b/gi, ''))) return null;
  return tool('vectors', { operation, vectors, angleUnit: /\bradians?\b|\brad\b/i.test(t) ? 'radians' : 'degrees' });
}

/**
 * "find a, b, c so y = ax² + bx + c goes through (0, 1), (1, 4) and (2, 11)", "the line y = mx + c
 * passes through (1, 5) and (3, 9): find m and c": each point put into the formula gives one linear
 * equation in the unknown coefficients, as many points as unknowns, solved as a system.
 */
function curveThroughPointsRoute(t: string): Route | null {
  if (!/\b(?:through|passes|passing|goes|contains|lies\s+on|fits?)\b/i.test(t)) return null;
  const curve = /(?<![a-z])y\s*=\s*([^=]+?)(?=\s*(?:[,;.]\s|,|\b(?:goes|passes|passing|through|contains|has|and|is|where|so|such|if|for|find|with)\b|$))/i.exec(t);
  if (!curve) return null;
  const f = tryParseFormula(curve[1]);
  if (!f) return null;
  const unknowns = [...variablesOf(f)].filter((v) => v !== 'x' && v !== 'e' && v !== 'pi');
  if (!unknowns.length || !variablesOf(f).has('x')) return null;
  const points = [...t.matchAll(/\(\s*([-−]?\d+(?:\.\d+)?(?:\/\d+)?)\s*,\s*([-−]?\d+(?:\.\d+)?(?:\/\d+)?)\s*\)/g)];
  if (points.length !== unknowns.length) return null;
  // The coefficients asked are the formula's other letters.
  const asked = /\b(?:find|what\s+are|determine|work\s+out|calculate|values?\s+of)\b/i.test(t);
  if (!asked) return null;
  const equations = points.map((p) => {
    const at = substitute(f, 'x', parseExpr(p[1].replace('−', '-')));
    return `${toMathString(at)} = ${p[2].replace('−', '-')}`;
  });
  return { ...tool('solve_system', { equations }), readings: [`each point (x, y) put into y = ${curve[1].trim()}: ${equations.join('; ')}`] };
}

/** Bounds of a measured value ("measured to the nearest cm: the upper bound of the perimeter"): not a tool's question. */
const BOUNDS = /\b(?:upper|lower)\s+bounds?\b|\berror\s+interval\b|\blimits\s+of\s+accuracy\b/i;

function routeReadQuestion(t: string): Route | null {
  if (!t || BOUNDS.test(t)) return null;
  if (/quadratic formula/i.test(t) && !/=/.test(t)) return { kind: 'concept', concept: 'quadratic-formula' };
  // "current when V = 5 V and R = 10 ohm" gives values with units: a formula question, not two equations to solve.
  const givenWithUnits = extractQuantities(t).some((q) => q.symbol && q.unit);
  return (trigRatioFromAnother(t) ? tool('word_problem', { question: t }) : null)
    ?? equationOnIntervalRoute(t)
    ?? curveThroughPointsRoute(t)
    ?? probabilityRoute(t)
    ?? statisticsProblemRoute(t)
    ?? wordProblemRoute(t)
    ?? numbersRoute(t)
    ?? numberSentenceRoute(t)
    ?? limitRoute(t)
    ?? calculusProblemRoute(t)
    ?? calculusRoute(t)
    ?? chemistryRoute(t)
    ?? chemistryAmountsRoute(t)
    ?? unitsRoute(t)
    ?? physicsProblemRoute(t)
    ?? physicsRoute(t, false)
    ?? vectorRoute(t)
    ?? geometryRoute(t)
    ?? (givenWithUnits ? physicsRoute(t, true) : null)
    ?? algebraRoute(t)
    ?? substitutionRoute(t)
    ?? inequalityRoute(t)
    ?? equationRoute(t)
    ?? arithmeticRoute(t)
    ?? physicsRoute(t, true);
}

/** Runs a route: the tool, or the concept explanation. */
export function runRoute(route: Route): ToolResult {
  if (route.kind === 'concept') return CONCEPTS.includes(route.concept) ? explainConcept(route.concept) : fail('explain_concept', `Unknown concept ${route.concept}.`);
  const result = runTool(route.tool, route.input);
  if (!result.ok) return result;
  const chosen = route.pick ? pickedRoot(result, route.pick) : result;
  const named = route.coefficients ? lineCoefficients(chosen, route.coefficients) : chosen;
  const withCondition = route.condition ? pickedSolution(named, route.condition) : route.only ? onlyUnknown(named, route.only) : named;
  if (!withCondition.ok) return withCondition;
  if (route.count) return solutionCount(withCondition);
  const withForm = route.form ? inForm(withCondition, route.form) : withCondition;
  const withRounding = route.rounding ? rounded(withForm, route.rounding) : withForm;
  return route.readings?.length ? { ...withRounding, readings: [...(withRounding.readings ?? []), ...route.readings] } : withRounding;
}

/** Words that set a condition or a form: a scene-setting sentence holding one is not dropped. */
const CONDITION_WORDS = /\b(?:positive|negative|acute|obtuse|reflex|integers?|whole|natural|between|greater|less|more\s+than|fewer|at\s+least|at\s+most|only|exclud\w*|except|first|second|third|fourth|quadrant|interval|domain|range|real|complex|exact\w*|decimals?|fractions?|percent\w*|round\w*|nearest|significant|degrees?|radians?|not|no|never|without|assume\w*|ignor\w*|unless|if|when)\b(?![- ](?:year|time|day|week|grade))/gi;

/**
 * "The camping stove burns propane. Balance: C3H8 + O2 -> CO2 + H2O.", "My robot kit needs the turn
 * angle in radians. Convert 225 degrees to radians.", "In my first-year maths quiz: find all real x
 * with …": sentences (or a lead clause) that only set the scene, with no number and no condition the
 * rest does not repeat, go; the rest is read as the question.
 */
function storyLeadRoute(text: string): Route | null {
  const trimmed = text.trim();
  // A question with a scene set before it is a few sentences, not a pasted page.
  if (trimmed.length > 1000) return null;
  // "In my first-year maths quiz:", "Our maths teacher put this on the board:", "For our club's model, …".
  const leadClause = /^(?:for|in|at|on|during|from|while|working\s+on)\s+(?:my|our|the|a|an|this|his|her|their)\b[^.:,;\d=]{0,60}[:,]\s+(?=\S)|^[^:.?!;\d=<>]{3,100}:\s+(?=\S)/i.exec(trimmed);
  const sentences = trimmed.split(/(?<=[.!?])\s+(?=\S)/);
  const candidates = [
    ...(leadClause ? [{ lead: leadClause[0], rest: trimmed.slice(leadClause[0].length) }] : []),
    // A scene is set in a sentence or three; a long message is not read again from every sentence.
    ...sentences.slice(1, 4).map((_, i) => ({ lead: sentences.slice(0, i + 1).join(' '), rest: sentences.slice(i + 1).join(' ') })),
  ];
  for (const { lead, rest } of candidates) {
    if (/[\d=<>≤≥^√π²³$£€%]/.test(lead)) break;
    const kept = new Set((rest.match(CONDITION_WORDS) ?? []).map((w) => w.toLowerCase()));
    if ((lead.match(CONDITION_WORDS) ?? []).some((w) => !kept.has(w.toLowerCase()))) break;
    const route = routeQuestion(rest);
    if (route && route.kind === 'tool' && runRoute(route).ok) return route;
  }
  return null;
}

/**
 * Runs the route read from a question. A plain reading that found no answer ("Solve simultaneously
 * for p and q: …" read with "q:" in it) gets a second one from the maths in the message alone; not
 * when the first reading found a condition or a form the plain maths would drop.
 */
export function runRouteFor(text: string, route: Route): ToolResult {
  const first = guardedRun(text, route);
  const plain = !route.condition && !route.only && !route.pick && !route.count && !route.coefficients && !route.form;
  if (first.ok || !plain) return first;
  const second = mathsInMessageRoute(readQuestion(text)) ?? storyLeadRoute(text);
  const retried = second && JSON.stringify(second) !== JSON.stringify(route) ? guardedRun(text, second) : null;
  return retried?.ok ? retried : first;
}

/**
 * "Explain in a paragraph why the angles of a triangle add up to 180°", "prove that √2 is
 * irrational": the ask is for reasoning, and a number the tools find would not answer it.
 */
export function asksForReasoning(text: string): boolean {
  return /(?:^|[.?!:,]\s*)(?:(?:can|could|would)\s+you\s+|please\s+)?(?:explain|prove|justify|describe)\b(?:\s+(?:in|with)\s+(?:a\s+|your\s+own\s+)?(?:paragraph|words|detail|sentences?|a\s+few\s+sentences))?\s+(?:to\s+\w+\s+)?(?:why|that|how\s+come)\b/i.test(text);
}

const UNRECORDED = /\b(?:forgotten|forgot|can'?t\s+remember|cannot\s+remember|(?:does|do|did)\s*n[o']?t\s+remember|(?:was|were|is|are)\s+(?:lost|missing|not\s+recorded|unknown|smudged|unreadable))\b/i;

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

/**
 * A list of data that is not all there: "three test scores were 78, 85 and one more that he has
 * forgotten", or "his five marks" with four written. The mean of what is written is not what was asked.
 */
export function dataIncomplete(text: string, values: number): boolean {
  if (UNRECORDED.test(text)) return true;
  const stated = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:(?:[a-z]+)\s+)?(?:scores|marks|results|grades|numbers|values|readings|measurements|tests|quizzes|data\s+values)\b/i.exec(text);
  if (!stated) return false;
  const n = COUNT_WORDS[stated[1].toLowerCase()] ?? Number(stated[1]);
  return n !== values && /\b(?:his|her|their|my|the|these|those|of)\s+(?:\w+\s+)?$/i.test(text.slice(Math.max(0, stated.index - 12), stated.index) + ' ');
}

/** A route's answer, unless the student asked for a rounding the reading did not take in, for reasoning, or about data not all given. */
function guardedRun(text: string, route: Route): ToolResult {
  const result = runRoute(route);
  if (!result.ok || route.kind === 'concept') return result;
  if (roundingAskedButUnread(text)) {
    return fail(result.tool, 'I could not read how you want the answer rounded, so I will not give one that may not be what you asked. Say it as "to 2 decimal places" or "to 3 significant figures".');
  }
  if (asksForReasoning(text)) {
    return fail(result.tool, 'You asked for an explanation or a proof. I can check calculations, not write the reasoning for you; ask me to explain the idea itself (for example "what is the angle sum of a triangle?") or to work a calculation step by step.');
  }
  if (route.tool === 'statistics' && typeof route.input.numbers === 'string' && dataIncomplete(text, (route.input.numbers.match(/-?\d+(?:\.\d+)?/g) ?? []).length)) {
    return fail(result.tool, 'Not every value of the data is given, so the result would be a guess. Give me all the values and I will work it out.');
  }
  return result;
}

/** Routes and runs in one go; null when no tool applies. */
export function answerQuestion(text: string): ToolResult | null {
  const route = routeQuestion(text);
  return route ? runRouteFor(text, route) : null;
}

