import { describe, expect, it } from 'vitest';
import { figures, formatFigures, loadCorpus, runQuestion, type CorpusOutcome } from './corpus';
import baseline from './baseline.json';
import { offlineTutorAnswer } from '../offline/tutor-answer';
import type { ChatTurn } from '../engine';
import { CORPUS_CATEGORIES } from './types';
import { revealsAnswer } from '../hint/leak';
import { fileURLToPath } from 'node:url';

/**
 * The offline tutor on the question corpus (issue 14): every question as a student writes it, the
 * answer judged against the expected value. Prints right / honest refusal / wrong per category.
 * The issue's targets are ≥ 85% right and 0 wrong; until they are reached, baseline.json holds the
 * figures reached so far and this test fails if the tutor falls back from them (raise the baseline
 * with every improvement, never lower it).
 */

const corpus = loadCorpus();
/**
 * More sets (questions-2/, ids -h, -k, -z, -w, -m and -s6 to -s17), each written later by someone
 * who had not read the engine and first run as a held-out set, then kept here so that no later change
 * loses what they found.
 */
const later = loadCorpus(fileURLToPath(new URL('./questions-2', import.meta.url)));

describe('tutor corpus: the data', () => {
  it('holds at least 400 questions in every category, with unique ids', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(400);
    expect(new Set([...corpus, ...later].map((q) => q.id)).size).toBe(corpus.length + later.length);
    expect(new Set(corpus.map((q) => q.id)).size).toBe(corpus.length);
    for (const category of CORPUS_CATEGORIES) expect(corpus.some((q) => q.category === category), category).toBe(true);
    for (const q of corpus) {
      expect(q.grade, q.id).toBeGreaterThanOrEqual(6);
      expect(q.grade, q.id).toBeLessThanOrEqual(13);
      expect(q.question.trim().length, q.id).toBeGreaterThan(0);
    }
  });
});

describe('tutor corpus: the offline tutor', () => {
  it.each([
    ['the corpus', corpus, baseline],
    ['the later sets', later, baseline.later],
  ] as const)('is right or honest on %s, never falling back from the figures reached', { timeout: 300_000 }, (_name, questions, reached) => {
    const outcomes: CorpusOutcome[] = questions.map(runQuestion);
    const rows = figures(outcomes);
    const all = rows[rows.length - 1];
    const wrong = outcomes.filter((o) => o.verdict === 'wrong');
    const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      [
        formatFigures(rows),
        '',
        `slowest: ${slowest.map((o) => `${o.id} ${o.ms.toFixed(0)} ms`).join(', ')}`,
        ...(wrong.length ? ['', 'wrong answers:', ...wrong.map((o) => `  ${o.id}: "${o.question}" → ${o.answer}`)] : []),
      ].join('\n'),
    );
    expect(all.wrong, 'wrong answers (target 0)').toBeLessThanOrEqual(reached.wrong);
    expect(all.right, 'right answers').toBeGreaterThanOrEqual(reached.right);
  });
});

describe('tutor corpus: hint mode', () => {
  const context = { firstName: 'Sam', gradeLevel: 10, language: 'English', detailedExplanations: true, followUpQuestions: false, hintMode: true };
  /** Numbers as written, leaving out the ladder's own "Hint 2 of 3". */
  const numbers = (text: string) => new Set([...text.replace(/\*\*Hint \d of 3\.\*\*/g, '').matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)].map((m) => m[0]));

  it('never writes a number of the answer that the question does not have, nor states the answer, over three hints of every answered question', { timeout: 300_000 }, () => {
    const leaks: string[] = [];
    for (const q of [...corpus, ...later]) {
      const outcome = runQuestion(q);
      if (outcome.verdict !== 'right' || 'refuse' in q.expect) continue;
      const asked = numbers(q.question);
      const answer = [...numbers(outcome.answer)].filter((n) => !asked.has(n));
      const history: ChatTurn[] = [{ role: 'user', content: q.question }];
      for (let rung = 1; rung <= 3; rung++) {
        const reply = offlineTutorAnswer(history, context);
        const shown = numbers(reply);
        const leaked = answer.find((n) => shown.has(n));
        if (leaked) leaks.push(`${q.id} hint ${rung}: ${leaked}`);
        // "x = 7" for 7x − 4 = 2x + 31: every number is the question's, and it is still the answer.
        if (revealsAnswer(reply, [outcome.answer], q.question)) leaks.push(`${q.id} hint ${rung}: states ${outcome.answer}`);
        history.push({ role: 'assistant', content: reply }, { role: 'user', content: 'another hint please' });
      }
    }
    expect(leaks).toEqual([]);
  });
});
