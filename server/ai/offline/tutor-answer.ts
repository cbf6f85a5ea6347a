import type { ChatTurn, TutorContext } from '../engine';
import { explainConcept } from '../tools/concepts';
import { evalNumber, tryParseFormula } from '../tools/expr';
import { routeQuestion, runRoute } from '../tools/route';
import type { ToolResult, ToolStep, ToolSuccess } from '../tools/types';
import { balancingFeedback } from './balance-attempt';
import { definitionAnswer } from './definition-answer';
import { renderConcept, renderFailure, renderSolution } from './render';

const HOW_TO_ENABLE =
  'To get answers on any topic, ask whoever runs StudyPilot to connect an AI model ' +
  '(set `AI_PROVIDER` with an OpenAI or Anthropic key, or point `AI_BASE_URL` at a local Ollama or vLLM server).';

const HINT_MARKER = /\*\*Hint (\d)\b/;

/** The first rung of the hint ladder: what to notice, per kind of problem. */
const NUDGES: Record<string, string> = {
  solve_equation: 'Look at the highest power of the variable: what kind of equation is this, and which method fits it?',
  solve_system: 'Can you combine the two equations so that one of the variables disappears?',
  differentiate: 'Look at each term separately: which differentiation rule applies to a term like $ax^n$?',
  integrate: 'Which function, when differentiated, gives each term? Work term by term.',
  limit: 'First try substituting the value directly: do you get a number, or a form like zero over zero that needs more work?',
  balance_equation: 'Count the atoms of each element on both sides: which element is out of balance first?',
  arithmetic: 'Which operation comes first (brackets, powers, then × and ÷, then + and −)?',
  convert_units: 'How many of the smaller unit make one of the larger unit?',
  physics_formula: 'Which formula links the quantities you know to the one you want?',
  geometry: 'Which formula for this shape uses the lengths you are given? Sketch the shape and label it first.',
  coordinate_geometry: 'Label the points (x₁, y₁) and (x₂, y₂): which formula uses the differences x₂ − x₁ and y₂ − y₁?',
  statistics: 'Which measure is asked for, and what does it need: the total and the count, the values in order, or how often each value appears?',
  number_theory: 'Start by splitting each number into prime factors: try dividing by 2, 3, 5, 7, …',
};

const FOLLOW_UPS: Record<string, string> = {
  solve_equation: 'Can you check one of the roots yourself by substituting it back in?',
  differentiate: 'What would the derivative be at $x = 1$?',
  balance_equation: 'Can you count the atoms of each element on both sides to confirm it balances?',
  integrate: 'Can you differentiate your answer to check it?',
  statistics: 'What happens to the mean and the median if you add 10 to every number?',
  number_theory: 'Can you check the answer by multiplying the factors back together?',
};

/** What the offline tutor found for a question: a concept to explain first, and the exact result. */
export interface Solved {
  concept?: ToolSuccess;
  result?: ToolResult;
}

/**
 * One router for every question (tools/route.ts): the exact tool or the concept it names. "Explain
 * the quadratic formula and solve …" gets the idea first, then the student's own equation solved.
 * The tutor corpus (tutor-corpus/) judges the answers this finds.
 */
export function solveQuestion(question: string): Solved {
  const route = routeQuestion(question);
  if (!route) return {};
  const result = runRoute(route);
  if (route.kind === 'concept') return result.ok ? { concept: result } : { result };
  if (/quadratic formula/i.test(question)) {
    const concept = explainConcept('quadratic-formula', { example: false });
    return { concept: concept.ok ? concept : undefined, result };
  }
  return { result };
}

function followUp(solved: Solved): string {
  const tool = solved.result?.ok ? solved.result.tool : undefined;
  if (tool && FOLLOW_UPS[tool]) return FOLLOW_UPS[tool];
  if (solved.concept?.data?.formula === 'mass-energy') return 'How much energy would 2 g of mass give?';
  return 'Would you like to try a similar question on your own?';
}

/** A message that carries on with the problem ("another hint", "I'm stuck", "I tried factoring", "ok"), not a new question. */
function soundsLikeFollowUp(text: string): boolean {
  const t = text.trim();
  if (t.length <= 24 && !/\?\s*$/.test(t.replace(/\b(?:hint|help|next|what now|and then)\b.*$/i, ''))) return true;
  return /\b(?:hints?|stuck|help me|next step|what next|what now|i tried|i've tried|i have tried|i don'?t (?:get|understand|know)|not sure|confused|how do i start|where do i start|explain (?:that|this|it|the step)|why\b|ok(?:ay)?\b|thanks)\b/i.test(t);
}

/** Whether the student explicitly asks to see the answer (the only way out of hint mode). */
function asksForAnswer(text: string): boolean {
  return /\b(show|give|tell|reveal)\b.*\b(answer|solution)\b|\bjust (the )?answer\b|\bfull solution\b/i.test(text);
}

/** A numeric attempt like "x = 3", "I got 2 and 3", or a bare "5" or "10/2". */
function attemptedNumbers(text: string): number[] {
  const bare = /^\s*[-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?(?:\s*(?:,|and|or)\s*[-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)*\s*[?!.]*\s*$/.test(text);
  if (!bare && !/\b(i got|i think|is it|my answer|x\s*=)/i.test(text)) return [];
  return [...text.replace(/−/g, '-').replace(/(\d)\s*\/\s*(\d)/g, '$1/$2').matchAll(/-?\d+(?:\.\d+)?(?:\/\d+)?/g)].map((m) => {
    const [a, b] = m[0].split('/');
    return b ? Number(a) / Number(b) : Number(a);
  });
}

/** The expression the student offers as an answer: "is it 3x^2 + 2?", "I got f'(x) = 6x". */
function attemptedExpression(text: string): string {
  return text.trim()
    .replace(/^.*?\b(?:i got|i think(?: it is| it's)?|is it|my answer is|my answer)\b\s*:?\s*/i, '')
    .replace(/^(?:[a-z]'*\s*\(\s*[a-z]\s*\)|[a-z]')\s*=\s*/i, '')
    .replace(/\s*\+\s*c\s*$/i, '')
    .replace(/[?!.\s]+$/, '');
}

/**
 * Whether an attempt matches the exact result, checked numerically: a value for arithmetic, an
 * expression for derivatives (equal everywhere) and antiderivatives (equal up to a constant).
 * Undefined when this kind of answer can't be checked, so the ladder simply goes on.
 */
function checkAttempt(result: ToolSuccess, latest: string): boolean | undefined {
  const data = result.data ?? {};
  // Statistics and number facts that ask for one number (a mean, a GCD…) give it as data.value.
  // A value the tool worked out: statistics, number facts, a definite integral (∫₀^π sin x dx = 2),
  // the word-level solvers' amounts — not an antiderivative, which is a formula.
  const single = typeof data.value === 'number' || ((result.tool === 'statistics' || result.tool === 'number_theory') && typeof data.value === 'string');
  if (result.tool === 'arithmetic' || single) {
    const value = single ? Number(data.value) : data.numerator !== undefined ? Number(data.numerator) / Number(data.denominator) : Number(data.decimal);
    const attempt = attemptedNumbers(latest);
    if (attempt.length !== 1 || !Number.isFinite(value)) return undefined;
    const decimals = /\.(\d+)/.exec(latest)?.[1].length;
    const tolerance = decimals ? 0.5 * 10 ** -decimals + 1e-12 : 1e-9 * Math.max(1, Math.abs(value));
    return Math.abs(attempt[0] - value) <= tolerance;
  }
  const exact = typeof data.derivative === 'string' ? data.derivative : typeof data.antiderivative === 'string' ? data.antiderivative : undefined;
  if (!exact || (result.tool === 'differentiate' && data.order !== 1)) return undefined;
  const variable = typeof data.variable === 'string' ? data.variable : 'x';
  const mine = tryParseFormula(attemptedExpression(latest));
  const theirs = tryParseFormula(exact);
  if (!mine || !theirs) return undefined;
  const points = [0.37, 0.81, 1.29, 1.93, 2.71];
  try {
    const diffs = points.map((p) => evalNumber(mine, { [variable]: p }) - evalNumber(theirs, { [variable]: p }));
    if (diffs.some((d) => !Number.isFinite(d))) return undefined;
    const offset = result.tool === 'integrate' ? diffs[0] : 0;
    return diffs.every((d) => Math.abs(d - offset) < 1e-6);
  } catch {
    return undefined;
  }
}

/** Numbers written in a text (integers, decimals, the parts of fractions), as written. */
function numberTokens(text: string): Set<string> {
  return new Set([...text.replace(/[−–]/g, '-').matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)].map((m) => m[0]));
}

/**
 * Whether a hint would give the answer away: it writes a number that the answer has and the
 * question does not. Hints are built from the worked steps, and the last steps often are the
 * answer; those are never shown in hint mode.
 */
function givesAway(hint: string, result: ToolSuccess, question: string): boolean {
  const asked = numberTokens(question);
  const answer = [...numberTokens(`${result.answer} ${result.answerLatex ?? ''}`)].filter((n) => !asked.has(n));
  const shown = numberTokens(hint);
  return answer.some((n) => shown.has(n));
}

/** The hint ladder of hint mode: nudge, then method, then one worked step — never the answer. */
function hintReply(result: ToolSuccess, history: ChatTurn[], latest: string): string {
  const balancing = result.tool === 'balance_equation' && attemptedNumbers(latest).length ? balancingFeedback(result, latest) : undefined;
  if (balancing) return balancing;
  const checked = attemptedNumbers(latest).length && result.tool !== 'solve_equation' ? checkAttempt(result, latest) : undefined;
  if (checked === true) return '✅ Yes — that is correct. Well done! Can you explain each step you took?';
  if (checked === false) return 'Not quite: that is not what I get. Look at your working again, one step at a time. Want the next hint?';
  const attempt = attemptedNumbers(latest);
  const roots = (result.data?.roots as Array<{ re: number; im: number }> | undefined) ?? [];
  if (attempt.length && result.tool === 'solve_equation' && roots.length) {
    const correct = attempt.filter((a) => roots.some((r) => Math.abs(r.im) < 1e-9 && Math.abs(r.re - a) < 1e-9));
    if (correct.length === attempt.length) {
      return `✅ Yes — ${attempt.join(' and ')} ${attempt.length > 1 ? 'are' : 'is'} correct. ${
        correct.length < roots.length ? 'There is another solution too: can you find it?' : 'Well done: check it by substituting back in.'
      }`;
    }
    return `Not quite: substituting ${attempt.filter((a) => !correct.includes(a)).join(' and ')} back into the equation does not give a true statement. Look at your last step again. Want the next hint?`;
  }
  // Hints count from the message that posed this problem: a new problem starts a new ladder.
  const posed = problemIndex(history);
  const given = history.slice(posed + 1).filter((m) => m.role === 'assistant').map((m) => Number(m.content.match(HINT_MARKER)?.[1] ?? 0));
  const rung = Math.min(3, Math.max(0, ...given) + 1);
  const steps = result.steps;
  const question = history[posed]?.content ?? latest;
  const nudge = NUDGES[result.tool] ?? 'What kind of problem is this, and what is the first thing you would write down?';
  // The first step among the candidates that does not write the answer; else a step to do yourself.
  const safeStep = (candidates: Array<ToolStep | undefined>) =>
    candidates.find((c): c is ToolStep => !!c && !givesAway(`${c.text} ${c.latex ?? ''}`, result, question));
  const method = safeStep([steps[1], steps[0]]);
  const worked = safeStep([steps[2], steps[1], steps[0]].filter((c) => c !== method));
  const hints = [
    nudge,
    method ? `Method: ${method.text}` : `Method: ${nudge} Write that first step down, and tell me what you get: I will check it.`,
    worked
      ? `One worked step: ${worked.text}${worked.latex ? `\n\n$$${worked.latex}$$` : ''}`
      : 'The next step would already be the answer, so it is yours to take: work it out and tell me what you get, and I will check it.',
  ];
  const intro = rung === 1 ? 'Hint mode is on, so I will guide you rather than give the answer. What have you tried so far?\n\n' : '';
  return `${intro}**Hint ${rung} of 3.** ${hints[rung - 1]}\n\nTry the next step yourself and tell me what you get${rung === 3 ? ', or ask me to show the full solution' : ''}.`;
}

/** The index of the user message that posed the problem the conversation is on (the last one a tool can answer). */
function problemIndex(history: ChatTurn[]): number {
  for (let i = history.length - 1; i >= 0; i--) {
    const m = history[i];
    if (m.role !== 'user' || attemptedNumbers(m.content).length) continue;
    const found = solveQuestion(m.content);
    if (found.result?.ok) return i;
  }
  return 0;
}

/**
 * The latest question, or, for a follow-up ("I got 3", "show me the answer", "another hint"), the last
 * one the tools could answer. Anything else is a new question: an essay request after a maths
 * question must not get the old solution again.
 */
function solveConversation(history: ChatTurn[], latest: string, isAttempt: boolean, followsUp: boolean): Solved {
  const now = isAttempt ? {} : solveQuestion(latest);
  if (now.result || now.concept || !followsUp) return now;
  // Earlier attempts ("I got x = 5") are answers to the problem, never a problem of their own.
  const earlier = history.filter((m) => m.role === 'user').slice(0, -1).reverse().filter((m) => !attemptedNumbers(m.content).length);
  for (const m of earlier) {
    const found = solveQuestion(m.content);
    if (found.result || found.concept) return found;
  }
  return {};
}

/**
 * The offline tutor's reply in Markdown: exact solutions with steps from the tools, concept
 * explanations with computed examples, the hint ladder in hint mode — and an honest note for
 * anything else.
 */
export function offlineTutorAnswer(history: ChatTurn[], context: TutorContext): string {
  const latest = [...history].reverse().find((m) => m.role === 'user')?.content ?? '';
  const isAttempt = context.hintMode && attemptedNumbers(latest).length > 0;
  // In hint mode the student keeps working on the problem ("I tried factoring", "I'm stuck"); a
  // question of its own (a definition, a new problem, anything else) is answered on its own.
  const followsUp = isAttempt || asksForAnswer(latest) || (context.hintMode && !definitionAnswer(latest) && soundsLikeFollowUp(latest));
  const solved = solveConversation(history, latest, isAttempt, followsUp);
  const { result, concept } = solved;

  if (context.hintMode && result?.ok && !asksForAnswer(latest)) return hintReply(result, history, latest);

  const parts: string[] = [];
  if (concept) parts.push(renderConcept(concept, context));
  if (result) parts.push(result.ok ? renderSolution(result, context) : renderFailure(result));
  if (parts.length === 0) {
    const definition = definitionAnswer(latest);
    if (definition) {
      return context.followUpQuestions
        ? `${definition.markdown}\n\n**Check your understanding:** Can you use *${definition.term}* in a sentence of your own?`
        : definition.markdown;
    }
    return [
      "I'm the **offline** tutor, so I can only answer questions I can work out exactly (solving equations, limits, derivatives and integrals, exact arithmetic, statistics and number facts, balancing chemical equations, unit conversions, physics formulas and geometry) and give dictionary definitions.",
      '',
      `I can't answer "${latest.slice(0, 200)}" yet. ${HOW_TO_ENABLE}`,
    ].join('\n');
  }
  if (context.followUpQuestions) parts.push(`**Check your understanding:** ${followUp(solved)}`);
  return parts.join('\n\n').trim();
}
