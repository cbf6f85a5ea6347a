// The offline tutor on a held-out question set (issue 14): a folder of <category>.json files in the
// corpus format (server/ai/tutor-corpus/types.ts), written by someone who has not read the engine.
// Prints right / honest refusal / wrong per category and lists every wrong answer (and, with
// --refused, every refusal). Run it once on a new set before changing anything for it: that first
// figure is the held-out one.
//
//   npx tsx bench/tutor-heldout.ts <folder> [--tolerance 1e-6] [--refused]
//
// --tolerance: for a set whose expected numbers are rounded (to 7 significant figures, say), a
// number answer also counts as right when a form of it is within that relative distance of the
// expected value and every other form is the same value rounded to the places it shows.
import path from 'node:path';
import { finalForms, listedValues } from '../server/ai/tutor-corpus/check';
import { figures, formatFigures, loadCorpus, runQuestion, type CorpusOutcome } from '../server/ai/tutor-corpus/corpus';
import type { CorpusExpect } from '../server/ai/tutor-corpus/types';

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
if (!folder) {
  console.error('usage: npx tsx bench/tutor-heldout.ts <folder> [--tolerance 1e-6] [--refused]');
  process.exit(2);
}
const toleranceAt = args.indexOf('--tolerance');
const tolerance = toleranceAt >= 0 ? Number(args[toleranceAt + 1]) : 0;

/** Right to the set's own precision: some form within the tolerance, the others rounded from it. */
function withinTolerance(expect: CorpusExpect, answer: string): boolean {
  const close = (v: number, e: number) => Math.abs(v - e) <= tolerance * Math.max(1, Math.abs(e));
  if ('number' in expect) {
    const forms = finalForms(answer);
    const rounded = (f: { value: number; text: string }) => {
      const places = /\.(\d+)$/.exec(f.text.trim())?.[1].length ?? 0;
      return places >= 2 && Math.abs(f.value - expect.number) <= 0.5 * 10 ** -places + 1e-9;
    };
    return forms.some((f) => close(f.value, expect.number)) && forms.every((f) => close(f.value, expect.number) || rounded(f));
  }
  if ('set' in expect) {
    const values = listedValues(answer).map((s) => s.value);
    return values.length > 0 && expect.set.every((e) => values.some((v) => close(v, e))) && values.every((v) => expect.set.some((e) => close(v, e)));
  }
  return false;
}

const questions = loadCorpus(path.resolve(folder));
if (!questions.length) {
  console.error(`no <category>.json question files in ${folder}`);
  process.exit(2);
}
const outcomes: CorpusOutcome[] = questions.map((q) => {
  const outcome = runQuestion(q);
  return tolerance > 0 && outcome.verdict === 'wrong' && withinTolerance(q.expect, outcome.answer) ? { ...outcome, verdict: 'right' } : outcome;
});
console.log(`offline tutor on ${folder} (${questions.length} questions${tolerance > 0 ? `, numbers to ${tolerance} relative` : ''}):`);
console.log(formatFigures(figures(outcomes)));
const expected = new Map(questions.map((q) => [q.id, q.expect]));
for (const o of outcomes.filter((x) => x.verdict === 'wrong')) console.log(`WRONG ${o.id}: "${o.question}" → ${o.answer} (expected ${JSON.stringify(expected.get(o.id))})`);
if (args.includes('--refused')) for (const o of outcomes.filter((x) => x.verdict === 'refused')) console.log(`REFUSED ${o.id}: "${o.question}"`);
