import { evaluateArithmetic } from '../tools/arithmetic';
import { balanceEquation } from '../tools/chemistry';
import { differentiate } from '../tools/derivative';
import { solveEquation } from '../tools/equations';
import { integrate } from '../tools/integral';
import type { ToolResult } from '../tools/types';

export interface OfflineRoute {
  /** A concept to explain first (key of CONCEPTS). */
  concept?: string;
  /** The exact computation that answers the question, if any. */
  result?: ToolResult;
  /** For E = mc²: the mass in kilograms of the worked example. */
  massEnergyKg?: number;
}

const CHEM_ARROW = /(->|→|⟶|=>|⇒)/;
const FORMULA_TOKEN = /^\s*\d*\s*(\(?[A-Z][a-z]?\d*\)?\d*)+(\^?\d*[+-])?\s*$/;

/** Whether text is a formula rather than words ("x^2 + 1" yes, "x squared" no). */
function looksLikeMath(text: string): boolean {
  const stripped = text.replace(/\b(sqrt|sin|cos|tan|ln|log|exp|pi|sec|csc|cot|arcsin|arccos|arctan)\b/gi, '');
  return !/[a-z]{2,}/i.test(stripped) && /[a-z0-9]/i.test(stripped);
}

function afterKeyword(text: string, re: RegExp): string | null {
  const m = text.match(re);
  return m ? m[1].trim().replace(/[?.!]+$/, '').trim() : null;
}

/** A chemical equation in the question, if it has one ("Al + O2 -> Al2O3"). */
function chemicalEquation(text: string): string | null {
  const candidate = afterKeyword(text, /(?:balance(?:\s+the)?(?:\s+chemical)?(?:\s+equation)?:?\s*)(.+)$/i) ?? text;
  if (!CHEM_ARROW.test(candidate)) return null;
  const [left, right] = candidate.split(CHEM_ARROW).filter((_, i) => i !== 1);
  const sides = [left, right].map((s) => (s ?? '').split(/\s\+\s|\s+\+\s*|\s*\+\s+/));
  const ok = sides.every((side) => side.length > 0 && side.every((t) => FORMULA_TOKEN.test(t.trim())));
  return ok ? candidate.trim() : null;
}

/** The equation part of a question like "Explain ... and solve x² - 5x + 6 = 0". */
function equationIn(text: string): string | null {
  const m = text.match(/([-+(]?\s*[\dA-Za-z(][^=?!]*=[^=?!,]+)/);
  if (!m) return null;
  const eq = m[1].replace(/^(?:please\s+)?(?:solve|find|what is|for)\s+/i, '').replace(/^.*\b(?:solve|find)\s+/i, '').trim();
  return /[a-z]/i.test(eq.replace(/\b(sqrt|sin|cos|tan|ln|log)\b/g, '')) ? eq : null;
}

/**
 * Decides how the offline tutor answers a question: which exact tool to run, and which concept to
 * explain. Returns an empty route when nothing applies, so the tutor can say so honestly.
 */
export function routeOfflineQuestion(question: string): OfflineRoute {
  const q = question.trim();
  const lower = q.toLowerCase();

  if (/e\s*=\s*m\s*c\s*(\^?\s*2|²)/i.test(q) || /mass[-\s]energy/i.test(q)) {
    const grams = q.match(/(\d+(?:\.\d+)?)\s*(g|grams?)\b/i);
    const kilos = q.match(/(\d+(?:\.\d+)?)\s*(kg|kilograms?)\b/i);
    const kg = kilos ? Number(kilos[1]) : grams ? Number(grams[1]) / 1000 : 0.001;
    return { concept: 'mass-energy', massEnergyKg: kg };
  }

  const chem = chemicalEquation(q);
  if (chem || /\bbalance\b/i.test(lower)) {
    if (chem) return { result: balanceEquation(chem) };
  }

  const deriv = afterKeyword(q, /(?:derivative of|differentiate|d\/dx\s*(?:of)?)\s*(?:f\(x\)\s*=\s*|y\s*=\s*)?(.+)$/i);
  const derivExpr = deriv?.replace(/\s+with respect to\s+\w+$/i, '');
  if (derivExpr && looksLikeMath(derivExpr)) return { result: differentiate(derivExpr) };

  const integral = q.match(/(?:integrate|integral of|antiderivative of)\s+(.+?)(?:\s+(?:d[a-z]))?(?:\s+from\s+(\S+)\s+to\s+(\S+?))?[?.!]*$/i);
  if (integral && looksLikeMath(integral[1])) return { result: integrate(integral[1], undefined, integral[2], integral[3]) };

  const equation = equationIn(q);
  const concept = /quadratic formula/i.test(q) ? 'quadratic-formula' : undefined;
  if (equation && looksLikeMath(equation)) return { concept, result: solveEquation(equation) };
  if (concept) return { concept };

  const arithmetic = q.replace(/^(what is|what's|calculate|compute|evaluate|work out)\s+/i, '').replace(/[?=]+\s*$/, '').trim();
  if (/^[\d\s.+\-*/×÷^()%]+$/.test(arithmetic) && /\d/.test(arithmetic) && /[+\-*/×÷^%]/.test(arithmetic)) {
    return { result: evaluateArithmetic(arithmetic) };
  }
  return {};
}
