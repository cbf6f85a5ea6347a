// Quality of what the built-in engine generates from study material (issue 15): quizzes of every
// type, flashcards, summaries and key points over a corpus of passages; the grammar action over
// correct and faulty sentences; the typed-answer grader over its cases. Prints the usable share per
// generator and what made items unusable.
//
//   npm run bench:quality                         # the corpus in bench/quality-corpus
//   npx tsx bench/quality.ts --passages <folder>  # held-out passages in the same format
//   npx tsx bench/quality.ts --verbose            # every unusable item with its problems
//   npx tsx bench/quality.ts --cases <file.json>  # held-out typed-answer cases (common/answer-grading.cases.json format)
//
// The checks (bench/support/item-quality.ts) read items as a teacher would and do not use the
// generators' own code.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { htmlToText } from '../common/note-text';
import { gradeTypedAnswer } from '../common/answer-grading';
import type { QuestionType } from '../common/schemas/quizzes';
import { extractFlashcards } from '../server/ai/offline/flashcards';
import { offlineAssistNote } from '../server/ai/offline/note-assistant';
import { escapeHtml } from '../server/ai/offline/nlp/html';
import { offlineQuiz } from '../server/ai/offline/quiz';
import { changedWords, checkCard, checkQuiz, checkQuizItem, keyTermCoverage, type Passage, type QuizItem } from './support/item-quality';

const args = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, 'quality-corpus');
const passagesAt = args.indexOf('--passages');
const folder = passagesAt >= 0 ? path.resolve(args[passagesAt + 1]) : path.join(root, 'passages');
const verbose = args.includes('--verbose');

const TYPES: QuestionType[] = ['multiple-choice', 'true-false', 'short-answer', 'fill-blank'];
const QUIZ_COUNT = 10;
const CARD_COUNT = 20;
const context = { firstName: 'Sam', gradeLevel: 9, language: 'English', detailedExplanations: false, followUpQuestions: true };

interface Tally {
  requests: number;
  failed: number;
  items: number;
  usable: number;
  blanks: number;
  problems: Map<string, number>;
}

const tallies = new Map<string, Tally>();
function tally(name: string): Tally {
  let t = tallies.get(name);
  if (!t) tallies.set(name, (t = { requests: 0, failed: 0, items: 0, usable: 0, blanks: 0, problems: new Map() }));
  return t;
}

/** "distractor of another kind: "x" (term) …" is counted as "distractor of another kind". */
function problemKind(p: string): string {
  return p.replace(/:.*$/, '').replace(/\d+/g, 'N');
}

function record(t: Tally, label: string, problems: string[], blank: boolean, shown: string) {
  t.items++;
  if (blank) t.blanks++;
  if (problems.length === 0) {
    t.usable++;
    return;
  }
  for (const p of new Set(problems.map(problemKind))) t.problems.set(p, (t.problems.get(p) ?? 0) + 1);
  if (verbose) console.log(`  ✗ [${label}] ${shown}\n      ${problems.join('\n      ')}`);
}

const passages: Passage[] = readdirSync(folder)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as Passage);

let summaryKept = 0;
let trueCount = 0;
let tfCount = 0;
let summaryTerms = 0;
let pointsKept = 0;
const started = performance.now();

for (const passage of passages) {
  if (verbose) console.log(`\n# ${passage.id}`);
  for (const type of TYPES) {
    const t = tally(type);
    t.requests++;
    let items: QuizItem[] = [];
    try {
      const quiz = offlineQuiz({ topic: '', material: passage.text, source: 'material', subject: passage.subject, difficulty: 'medium', questionType: type, count: QUIZ_COUNT });
      items = quiz.questions.map((q) => ({ question: q.question, type: q.type, options: q.options, correct: q.correct }));
    } catch (error) {
      t.failed++;
      if (verbose) console.log(`  ✗ [${type}] request failed: ${(error as Error).message.slice(0, 120)}`);
      continue;
    }
    if (type === 'true-false') {
      trueCount += items.filter((i) => i.correct === 'True').length;
      tfCount += items.length;
    }
    const whole = checkQuiz(items);
    items.forEach((item, i) => {
      const v = checkQuizItem(item, passage);
      const shown = `${item.question} → ${item.correct}${item.options.length > 2 ? ` [${item.options.join(' | ')}]` : ''}`;
      record(t, type, [...v.problems, ...(whole.get(i) ?? [])], v.blankSentence, shown);
    });
  }

  const cards = tally('flashcards');
  cards.requests++;
  try {
    const deck = extractFlashcards({ text: passage.text, count: CARD_COUNT });
    const fronts = new Set<string>();
    for (const card of deck.cards) {
      const v = checkCard(card, passage);
      const key = card.front.toLowerCase().replace(/\W+/g, ' ').trim();
      const problems = fronts.has(key) ? [...v.problems, 'front repeated'] : v.problems;
      fronts.add(key);
      record(cards, 'card', problems, v.blankSentence, `${card.front} → ${card.back}`);
    }
  } catch (error) {
    cards.failed++;
    if (verbose) console.log(`  ✗ [flashcards] request failed: ${(error as Error).message.slice(0, 120)}`);
  }

  const ask = (action: 'summarize' | 'key-points') =>
    htmlToText(offlineAssistNote({ action, message: action, text: passage.text, html: '', context }).html);
  const summary = keyTermCoverage(ask('summarize'), passage.keyTerms);
  const points = keyTermCoverage(ask('key-points'), passage.keyTerms);
  summaryKept += summary.kept;
  pointsKept += points.kept;
  summaryTerms += passage.keyTerms.length;
  if (verbose && summary.missing.length) console.log(`  summary misses: ${summary.missing.join(', ')}`);
}

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);
console.log(`\nQuality of generated items over ${passages.length} passages (${path.relative(process.cwd(), folder) || folder})\n`);
console.log('generator        requests  failed  items  usable  share   blank-sentence share');
let allItems = 0;
let allUsable = 0;
for (const [name, t] of tallies) {
  allItems += t.items;
  allUsable += t.usable;
  console.log(
    `${name.padEnd(16)} ${String(t.requests).padStart(8)} ${String(t.failed).padStart(7)} ${String(t.items).padStart(6)} ${String(t.usable).padStart(7)}  ${pct(t.usable, t.items).padStart(6)}   ${pct(t.blanks, t.items)}`,
  );
}
console.log(`${'all items'.padEnd(16)} ${''.padStart(8)} ${''.padStart(7)} ${String(allItems).padStart(6)} ${String(allUsable).padStart(7)}  ${pct(allUsable, allItems).padStart(6)}`);
console.log(`\ntrue/false statements that are true: ${trueCount} of ${tfCount} (${pct(trueCount, tfCount)})`);
console.log(`summary key terms kept: ${summaryKept} of ${summaryTerms} (${pct(summaryKept, summaryTerms)})`);
console.log(`key points key terms kept: ${pointsKept} of ${summaryTerms} (${pct(pointsKept, summaryTerms)})`);

console.log('\nwhy items were unusable:');
for (const [name, t] of tallies) {
  const top = [...t.problems].sort((a, b) => b[1] - a[1]).slice(0, 6);
  if (top.length) console.log(`  ${name}: ${top.map(([p, n]) => `${p} ${n}`).join('; ')}`);
}

const grammarFile = path.join(root, 'grammar-sentences.json');
if (existsSync(grammarFile) && passagesAt < 0) {
  const corpus = JSON.parse(readFileSync(grammarFile, 'utf8')) as { correct: { text: string }[]; errors: { text: string; corrected: string }[] };
  const fix = (text: string) =>
    htmlToText(offlineAssistNote({ action: 'fix-grammar', message: 'fix grammar', text, html: `<p>${escapeHtml(text)}</p>`, context }).html).trim();
  let broken = 0;
  let brokenSentences = 0;
  for (const { text } of corpus.correct) {
    const changed = changedWords(text, fix(text));
    if (changed.length) {
      brokenSentences++;
      broken += changed.length;
      if (verbose) console.log(`  grammar changed a correct sentence: ${text} → ${fix(text)}`);
    }
  }
  let fixed = 0;
  for (const e of corpus.errors) {
    if (fix(e.text) === e.corrected) fixed++;
    else if (verbose) console.log(`  grammar missed: ${e.text} → ${fix(e.text)} (want ${e.corrected})`);
  }
  console.log(`\ngrammar: correct sentences changed ${brokenSentences} of ${corpus.correct.length} (${broken} correct words broken); errors fixed ${fixed} of ${corpus.errors.length} (${pct(fixed, corpus.errors.length)})`);
}

const casesAt = args.indexOf('--cases');
const casesFile = casesAt >= 0 ? path.resolve(args[casesAt + 1]) : path.resolve(import.meta.dirname, '../common/answer-grading.cases.json');
if (existsSync(casesFile) && (passagesAt < 0 || casesAt >= 0)) {
  const cases = JSON.parse(readFileSync(casesFile, 'utf8')) as { expected: string; accepted: string[]; given: string; verdict: string }[];
  const accepts = (c: (typeof cases)[number]) => gradeTypedAnswer(c.given, c.expected, c.accepted).verdict !== 'wrong';
  const equivalents = cases.filter((c) => c.verdict !== 'wrong');
  const wrongs = cases.filter((c) => c.verdict === 'wrong');
  const accepted = equivalents.filter(accepts).length;
  const falseAccepts = wrongs.filter(accepts).length;
  console.log(`typed answers: equivalents accepted ${accepted} of ${equivalents.length} (${pct(accepted, equivalents.length)}); wrong answers accepted ${falseAccepts} of ${wrongs.length}`);
}
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
