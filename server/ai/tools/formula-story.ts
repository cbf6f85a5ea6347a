import { solveEquation, type RootResult } from './equations';
import { leadingFormula } from './expr';
import { step, succeed, type ToolResult } from './types';

/**
 * A quantity given by a formula in one letter and a moment asked about (issue 14): "its height is
 * h = 20t − 5t² (metres); after how many seconds does it hit the ground?", "V = 500e^{-0.2t} litres
 * (t in minutes); when is there 100 L left?", "T = 20 + 70e^(−0.05t); after how many minutes will it
 * have cooled to 55 °C?", "h = −5t² + 20t; find all times when the ball is 15 m above the ground".
 *
 * The formula is set equal to the level asked (the ground is 0) and solved by the equation solver;
 * only moments after the start are kept (t > 0 for the ground, which the thrown object leaves at the
 * start, t ≥ 0 otherwise). The story may hold no other number, and the moment must be one (or, when
 * every time is asked for, all of them): otherwise there is no answer.
 */

const TOOL = 'word_problem';

const GROUND = /\b(?:hits?|hit|reach(?:es)?|strikes?|returns?\s+to|lands?\s+(?:back\s+)?on|comes?\s+back\s+(?:down\s+)?to|falls?\s+to)\s+(?:the\s+)?(?:ground|floor|water|sea|surface)\b|\bwhen\s+does\s+it\s+land\b|\blands?\s*\??\s*$/i;

const TIME_UNITS = /\b(seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b/i;

function readFormula(t: string): { name: string; v: string; body: string; at: number; end: number } | null {
  const head = /(?<![A-Za-z])([A-Za-z])\s*(?:\(\s*([a-z])\s*\))?\s*=\s*/.exec(t);
  if (!head) return null;
  const start = head.index + head[0].length;
  const formula = leadingFormula(t.slice(start));
  if (!formula) return null;
  const body = formula.body;
  const letters = new Set((body.replace(/sin|cos|tan|ln|log|exp|sqrt|pi/gi, ' ').match(/[a-z]/gi) ?? []).filter((l) => l !== 'e'));
  if (letters.size !== 1) return null;
  const v = [...letters][0];
  if (head[2] && head[2] !== v) return null;
  return { name: head[1], v, body, at: head.index, end: start + formula.length };
}

const shown = (r: RootResult) => (r.exact && !r.approximate && /^-?\d+(?:\/\d+)?$/.test(r.exact) ? r.exact : String(Number(r.re.toPrecision(10))));

/** "(t in minutes)", "(h in m, t in s)", "(m, t in s)", "(metres)": notes on units, not data. */
const UNIT_NOTES = /\(\s*(?:(?:[a-z]\s+in\s+[a-z]+|m|s|cm|km|mm|metres|meters|seconds|minutes|hours|litres|liters|L|°C|dollars)\s*,?\s*)+\)|\(\s*(?:in\s+)?(?:metres|meters|litres|liters|seconds|minutes|m|cm|km|°C|dollars)\s*\)/gi;

export function formulaStory(text: string): ToolResult | null {
  const t = text.replace(UNIT_NOTES, ' ');
  const f = readFormula(t);
  if (!f) return null;
  const rest = t.slice(f.end);
  const before = t.slice(0, f.at);
  const notes = rest;
  const ask = /(?:^|[.?!;]\s*|,\s*)((?:when|(?:after\s+)?how\s+many\s+(?:seconds|minutes|hours|days|weeks|months|years)|(?:after\s+)?how\s+long|at\s+what\s+times?|find\s+(?:all\s+)?(?:the\s+)?times?|what\s+time)\b[^.?!]*)[.?!]?\s*$/i.exec(notes);
  if (!ask) return null;
  const askText = ask[1];
  const numbersOutside = [...(before + notes.slice(0, ask.index)).matchAll(/(?<![\w.])\d+(?:\.\d+)?/g)];
  if (numbersOutside.length) return null;
  const levels = askText.match(/(?<![\w.^])-?\d+(?:\.\d+)?(?![\w.]*\^)/g) ?? [];
  const ground = GROUND.test(askText);
  if (ground ? levels.length !== 0 : levels.length !== 1) return null;
  const level = ground ? '0' : levels[0];
  const solved = solveEquation(`${f.body} = ${level}`, f.v);
  if (!solved.ok) return null;
  const roots = (solved.data?.roots as RootResult[] | undefined)?.filter((r) => Math.abs(r.im) < 1e-12);
  if (!roots) return null;
  const after = roots.filter((r) => (ground ? r.re > 1e-9 : r.re >= -1e-12)).sort((a, b) => a.re - b.re);
  const all = /\ball\s+(?:the\s+)?times?\b|\bat\s+what\s+times\b|\btimes\s+when\b/i.test(askText);
  const first = /\bfirst\b/i.test(askText);
  const picked = first ? after.slice(0, 1) : after.length === 1 || all ? after : [];
  if (!picked.length) return null;
  const unit = (TIME_UNITS.exec(askText)?.[1] ?? new RegExp(String.raw`\b${f.v}\s+in\s+([a-z]+)`, 'i').exec(text)?.[1] ?? '').toLowerCase();
  const unitFor = (r: RootResult) => (!unit ? '' : ` ${shown(r) === '1' ? unit.replace(/s$/, '') : unit.replace(/^(second|minute|hour|day|week|month|year)$/, '$1s')}`);
  const answer = picked.map((r) => `${f.v} = ${shown(r)}${unitFor(r)}`).join(' or ');
  const dropped = roots.filter((r) => !picked.includes(r));
  return succeed(TOOL, answer, [
    step(`${ground ? `On the ground ${f.name} = 0` : `${f.name} = ${level}`}: solve ${f.body} = ${level} for ${f.v}.`),
    ...solved.steps,
    ...(dropped.length ? [step(`${dropped.map((r) => `${f.v} = ${shown(r)}`).join(' and ')} ${dropped.length > 1 ? 'are' : 'is'} not ${ground ? 'after the start' : first ? 'the first time' : 'a time after the start'}, so it does not count.`)] : []),
  ], { data: { value: picked[0].re } });
}
