import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { solveQuestion } from '../offline/solve-question';
import { judge, type Verdict } from './check';
import { CORPUS_CATEGORIES, type CorpusCategory, type CorpusQuestion } from './types';

const QUESTIONS_DIR = fileURLToPath(new URL('./questions', import.meta.url));

/** Every corpus question, category by category (questions/<category>.json). */
export function loadCorpus(dir = QUESTIONS_DIR): Array<CorpusQuestion & { category: CorpusCategory }> {
  return CORPUS_CATEGORIES.flatMap((category) => {
    const file = path.join(dir, `${category}.json`);
    if (!fs.existsSync(file)) return [];
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as CorpusQuestion[];
    return list.map((q) => ({ ...q, category }));
  });
}

export interface CorpusOutcome {
  id: string;
  category: CorpusCategory;
  question: string;
  verdict: Verdict;
  /** The tutor's final answer as the student reads it ('' when it gave none). */
  answer: string;
  ms: number;
}

/** Runs one question through the offline tutor and judges what the student would be told. */
export function runQuestion(q: CorpusQuestion & { category: CorpusCategory }): CorpusOutcome {
  const started = performance.now();
  const { result } = solveQuestion(q.question);
  const ms = performance.now() - started;
  const answered = result?.ok === true;
  const answer = result?.ok ? result.answer : '';
  return { id: q.id, category: q.category, question: q.question, verdict: judge(q.expect, answered, answer, q.question), answer, ms };
}

export interface CategoryFigures {
  category: CorpusCategory | 'all';
  total: number;
  right: number;
  refused: number;
  wrong: number;
}

export function figures(outcomes: readonly CorpusOutcome[]): CategoryFigures[] {
  const count = (category: CategoryFigures['category'], list: readonly CorpusOutcome[]): CategoryFigures => ({
    category,
    total: list.length,
    right: list.filter((o) => o.verdict === 'right').length,
    refused: list.filter((o) => o.verdict === 'refused').length,
    wrong: list.filter((o) => o.verdict === 'wrong').length,
  });
  const rows = CORPUS_CATEGORIES.map((c) => count(c, outcomes.filter((o) => o.category === c))).filter((r) => r.total > 0);
  return [...rows, count('all', outcomes)];
}

/** The table the corpus test prints: right / honest refusal / wrong per category. */
export function formatFigures(rows: readonly CategoryFigures[]): string {
  const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)}%` : '–');
  const lines = [`${'category'.padEnd(16)}${'total'.padStart(7)}${'right'.padStart(8)}${'refused'.padStart(9)}${'wrong'.padStart(7)}${'right %'.padStart(9)}`];
  for (const r of rows) {
    lines.push(`${r.category.padEnd(16)}${String(r.total).padStart(7)}${String(r.right).padStart(8)}${String(r.refused).padStart(9)}${String(r.wrong).padStart(7)}${pct(r.right, r.total).padStart(9)}`);
  }
  return lines.join('\n');
}
