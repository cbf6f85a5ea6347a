import type { ChatTurn, TutorContext } from '../engine';
import { answerQuestion } from '../tools/route';
import type { ToolSuccess } from '../tools/types';
import { CONCEPTS } from './concepts';
import { renderFailure, renderSolution } from './render';
import { routeOfflineQuestion, type OfflineRoute } from './route';

const HOW_TO_ENABLE =
  'To get answers on any topic, ask whoever runs StudyPilot to connect an AI model ' +
  '(set `AI_PROVIDER` with an OpenAI or Anthropic key, or point `AI_BASE_URL` at a local Ollama or vLLM server).';

const SPEED_OF_LIGHT = 299_792_458;
const ROUTED_HERE = new Set(['solve_equation', 'differentiate', 'integrate', 'evaluate_arithmetic', 'balance_equation']);
const HINT_MARKER = /\*\*Hint (\d)\b/;

/** The first rung of the hint ladder: what to notice, per kind of problem. */
const NUDGES: Record<string, string> = {
  solve_equation: 'Look at the highest power of the variable: what kind of equation is this, and which method fits it?',
  solve_system: 'Can you combine the two equations so that one of the variables disappears?',
  differentiate: 'Look at each term separately: which differentiation rule applies to a term like $ax^n$?',
  integrate: 'Which function, when differentiated, gives each term? Work term by term.',
  balance_equation: 'Count the atoms of each element on both sides: which element is out of balance first?',
};

function massEnergyExample(kg: number): string {
  const energy = kg * SPEED_OF_LIGHT ** 2;
  const [mant, exp] = energy.toExponential(3).split('e');
  const grams = kg * 1000;
  return [
    '## Worked example',
    '',
    `How much energy is in ${grams >= 1 ? `${+grams.toPrecision(6)} g` : `${kg} kg`} of mass?`,
    '',
    `1. Convert the mass to kilograms: $m = ${kg}\\ \\text{kg}$.`,
    `2. Substitute into $E = mc^2$: $E = ${kg} \\times (2.998 \\times 10^8)^2$.`,
    `3. Square the speed of light: $c^2 \\approx 8.988 \\times 10^{16}\\ \\text{m}^2/\\text{s}^2$.`,
    `4. Multiply: $E \\approx ${mant} \\times 10^{${Number(exp)}}\\ \\text{J}$.`,
    '',
    `**Answer:** about $${mant} \\times 10^{${Number(exp)}}$ joules — roughly what a large power station produces in a day.`,
  ].join('\n');
}

function followUp(route: OfflineRoute): string {
  if (route.result?.ok && route.result.tool === 'solve_equation') return 'Can you check one of the roots yourself by substituting it back in?';
  if (route.result?.ok && route.result.tool === 'differentiate') return 'What would the derivative be at $x = 1$?';
  if (route.result?.ok && route.result.tool === 'balance_equation') return 'Can you count the atoms of each element on both sides to confirm it balances?';
  if (route.concept === 'mass-energy') return 'How much energy would 2 g of mass give?';
  return 'Would you like to try a similar question on your own?';
}

/** Whether the student explicitly asks to see the answer (the only way out of hint mode). */
function asksForAnswer(text: string): boolean {
  return /\b(show|give|tell|reveal)\b.*\b(answer|solution)\b|\bjust (the )?answer\b|\bfull solution\b/i.test(text);
}

/** A numeric attempt like "x = 3" or "I got 2 and 3". */
function attemptedNumbers(text: string): number[] {
  if (!/\b(i got|i think|is it|my answer|x\s*=)/i.test(text)) return [];
  return [...text.matchAll(/-?\d+(?:\.\d+)?(?:\/\d+)?/g)].map((m) => {
    const [a, b] = m[0].split('/');
    return b ? Number(a) / Number(b) : Number(a);
  });
}

/** The hint ladder of hint mode: nudge, then method, then one worked step — never the answer. */
function hintReply(result: ToolSuccess, history: ChatTurn[], latest: string): string {
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
  const given = history.filter((m) => m.role === 'assistant').map((m) => Number(m.content.match(HINT_MARKER)?.[1] ?? 0));
  const rung = Math.min(3, Math.max(0, ...given) + 1);
  const steps = result.steps;
  const hints = [
    `${NUDGES[result.tool] ?? 'What kind of problem is this, and what is the first thing you would write down?'}`,
    `Method: ${steps[1]?.text ?? steps[0]?.text ?? ''}`,
    `One worked step: ${steps[2]?.text ?? steps[1]?.text ?? ''}${steps[2]?.latex ? `\n\n$$${steps[2].latex}$$` : ''}`,
  ];
  const intro = rung === 1 ? 'Hint mode is on, so I will guide you rather than give the answer. What have you tried so far?\n\n' : '';
  return `${intro}**Hint ${rung} of 3.** ${hints[rung - 1]}\n\nTry the next step yourself and tell me what you get${rung === 3 ? ', or ask me to show the full solution' : ''}.`;
}

/**
 * The offline tutor's reply in Markdown: exact solutions with steps from the tools, short concept
 * explanations, the hint ladder in hint mode — and an honest note for anything else.
 */
export function offlineTutorAnswer(history: ChatTurn[], context: TutorContext): string {
  const latest = [...history].reverse().find((m) => m.role === 'user')?.content ?? '';
  const isAttempt = context.hintMode && attemptedNumbers(latest).length > 0;
  let route: OfflineRoute = isAttempt ? {} : routeOfflineQuestion(latest);
  if (!isAttempt && !route.result && !route.concept) {
    // Unit conversions, physics formulas and the rest of the tool registry. The maths tools are
    // left to routeOfflineQuestion, which refuses prose such as "x squared" instead of guessing.
    const other = answerQuestion(latest);
    if (other?.ok && !ROUTED_HERE.has(other.tool)) route = { result: other };
  }
  // A follow-up ("I got 3", "show me the answer") refers to the last question that had a tool answer.
  if (!route.result && !route.concept) {
    for (const m of [...history].reverse().slice(1)) {
      if (m.role !== 'user') continue;
      const earlier = routeOfflineQuestion(m.content);
      if (earlier.result || earlier.concept) {
        route = earlier;
        break;
      }
    }
  }
  const result = route.result;

  if (context.hintMode && result?.ok && !asksForAnswer(latest)) return hintReply(result, history, latest);

  const parts: string[] = [];
  if (route.concept && CONCEPTS[route.concept]) {
    const c = CONCEPTS[route.concept];
    parts.push(`## ${c.title}`, '', c.body);
  }
  if (route.massEnergyKg !== undefined) parts.push('', massEnergyExample(route.massEnergyKg));
  if (result) parts.push('', result.ok ? renderSolution(result, context) : renderFailure(result));
  if (parts.length === 0) {
    return [
      "I'm the **offline** tutor, so I can only answer questions I can work out exactly: solving equations, derivatives and integrals, exact arithmetic, and balancing chemical equations.",
      '',
      `I can't answer "${latest.slice(0, 200)}" yet. ${HOW_TO_ENABLE}`,
    ].join('\n');
  }
  if (context.followUpQuestions) parts.push('', `**Check your understanding:** ${followUp(route)}`);
  return parts.join('\n').trim();
}
