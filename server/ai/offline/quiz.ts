import { normalizeAnswer } from '@common/quiz-grading';
import type { QuestionType } from '@common/schemas/quizzes';
import { AiCannotServeError, type GeneratedQuestion, type QuizRequest } from '../engine';
import { BLANK, questionProblems, TRUE_FALSE_OPTIONS } from '../prompts/quiz';
import { extractFlashcards, unwrapLines } from './flashcards';
import { rankSentences } from './nlp/summarize';
import { pairLines } from './quiz-pairs';
import { analyze, keyTerms, type KeyTerm, type Sentence } from './nlp/text';

/**
 * Quizzes from the student's own material without a model (ARCHITECTURE.md, AI engine: offline).
 * The facts come from the flashcard extractor (glossary lines, definitional sentences, date facts)
 * and from the key terms and sentences of the text (nlp/): fill-in-the-blank on key terms, multiple
 * choice with distractors of the same kind drawn from the text, true/false by swapping a term for
 * another of the text, short answers from definitions and dates. Every answer is words of the
 * material and every explanation quotes the sentence it comes from.
 */

export type OfflineQuizInput = Omit<QuizRequest, 'signal' | 'context'>;

export interface OfflineQuiz {
  title: string;
  questions: GeneratedQuestion[];
  notice?: string;
}

/** A question with where it comes from, before the quiz is chosen and ordered. */
export interface OfflineQuestion extends GeneratedQuestion {
  /** The sentence (or card line) of the material it is made from, quoted in its explanation. */
  source: string;
  /** Position in the material, so the quiz follows the text. */
  position: number;
  /** Importance of its sentence (TextRank), to keep the best when there are too many. */
  weight: number;
}

export const NEEDS_MATERIAL =
  'The offline engine builds quizzes from your study material: paste a few paragraphs or pick a note, or ask whoever runs StudyPilot to connect an AI model.';

const TYPE_LABELS: Record<QuestionType, string> = {
  'multiple-choice': 'multiple-choice',
  'true-false': 'true/false',
  'short-answer': 'short-answer',
  'fill-blank': 'fill-in-the-blank',
};
const DISTRACTORS = 3;
/** Key terms too vague to ask about ("takes place", "a by-product"). */
const VAGUE_TERMS = new Set(['place', 'product', 'process', 'way', 'role', 'thing', 'lot', 'kind', 'part', 'use', 'area', 'state']);
/** A sentence that opens with a pronoun needs the one before it: "It takes place in …" is not asked. */
const PRONOUN_START = /^(?:it|this|that|these|those|they|he|she|we|there|its|their|such)\b/i;

/** A stable hash, so the same material always gives the same quiz (option order, true/false mix). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wordCount(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Normalised words with plural endings dropped: "Cells" and "cell" are the same word here. */
function stems(text: string): string {
  return normalizeAnswer(text)
    .split(' ')
    .map((w) => (w.length > 3 ? w.replace(/(?:es|s)$/, '') : w))
    .join(' ');
}

/** Whether `needle` occurs in `hay` as whole words, whatever the case, punctuation, articles or plural. */
function containsWords(hay: string, needle: string): boolean {
  const n = stems(needle);
  return !!n && ` ${stems(hay)} `.includes(` ${n} `);
}

/** Every place a term is written in a sentence, plural endings included ("chloroplast" finds "chloroplasts"). */
function occurrences(sentence: string, term: string): RegExpExecArray[] {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'giu');
  return [...sentence.matchAll(re)];
}

/** The options with the answer placed by the question's hash: never always first. */
function arrange(correct: string, distractors: string[], key: string): string[] {
  const options = [...distractors];
  options.splice(hash(key) % (distractors.length + 1), 0, correct);
  return options;
}

/** A nudge for learn mode that does not give the answer away: its length and first letter. */
function letterHint(answer: string): string {
  const n = wordCount(answer);
  const first = answer.trim().charAt(0);
  if (/^\d/.test(first)) return `A number of ${answer.trim().length} digits.`;
  return n > 1 ? `${n} words; the first starts with "${first.toUpperCase()}".` : `One word of ${answer.trim().length} letters, starting with "${first.toUpperCase()}".`;
}

/** Something a distractor can be: a key term or a year of the text, or an answer of a card. */
interface Choice {
  text: string;
  kind: string;
  /** How many words, to prefer distractors that look like the answer. */
  words: number;
  score: number;
}

/**
 * `wanted` (3) distractors of the answer's kind: never equal to it, to each other or to words of the
 * question (the question must not give them away as wrong), the ones closest in shape first.
 * Fewer than wanted gives none: the question is not asked.
 */
function pickDistractors(answer: string, kind: string, pool: Choice[], question: string, wanted = DISTRACTORS): string[] {
  const picked: string[] = [];
  const keys = new Set([stems(answer)]);
  // a blank that opens the sentence is capitalised: its distractors must be too, or they give it away
  const style = (text: string) => (/^\p{Lu}/u.test(answer) && kind === 'term' ? capitalise(text) : text);
  const candidates = pool
    .filter((c) => c.kind === kind)
    .sort((a, b) => Math.abs(a.words - wordCount(answer)) - Math.abs(b.words - wordCount(answer)) || b.score - a.score || a.text.localeCompare(b.text));
  for (const c of candidates) {
    if (picked.length >= wanted) break;
    const key = stems(c.text);
    if (!key || keys.has(key)) continue;
    // "cell" next to "cell wall", "plant" next to "plants": too close to be a fair distractor
    if ([...keys].some((k) => ` ${k} `.includes(` ${key} `) || ` ${key} `.includes(` ${k} `))) continue;
    if (containsWords(question, c.text)) continue;
    keys.add(key);
    picked.push(style(c.text));
  }
  return picked.length === wanted ? picked : [];
}

/** A fact with a short answer: a term and its definition, a card, or a date. */
interface Fact {
  /** The prompt side: a term, a card front, or a "When …?" question. */
  prompt: string;
  answer: string;
  kind: 'definition' | 'card' | 'date';
  source: string;
  position: number;
}

interface Material {
  sentences: Sentence[];
  /** Statements worth asking about, best first. */
  ranked: Sentence[];
  weights: Map<number, number>;
  terms: KeyTerm[];
  facts: Fact[];
  choices: Choice[];
}

/** The sentence or line of the material that says all of `needles` (case-insensitive), to quote. */
function findSource(sentences: Sentence[], lines: string[], needles: string[]): { text: string; position: number } | null {
  const has = (text: string) => needles.every((n) => text.toLowerCase().includes(n.toLowerCase()));
  const s = sentences.find((x) => has(x.text));
  if (s) return { text: s.text, position: s.index };
  const i = lines.findIndex(has);
  return i >= 0 ? { text: lines[i], position: i } : null;
}

/** Names (written with a capital) are asked against names, common terms against common terms. */
function termKind(term: KeyTerm, written: string): 'name' | 'term' {
  return term.proper && /^\p{Lu}/u.test(written) ? 'name' : 'term';
}

function read(material: string): Material {
  const lines = unwrapLines(material.replace(/\r\n?/g, '\n').split('\n'));
  const analysis = analyze(lines.join('\n'));
  const sentences = analysis.sentences;
  const weights = new Map(rankSentences(analysis).map((r) => [r.index, r.score]));
  const rankedAll = sentences
    .filter((s) => !s.heading && !/\?$/.test(s.text) && !PRONOUN_START.test(s.text) && s.tokens.filter((t) => t.type === 'word' || t.type === 'number').length >= 5)
    .sort((a, b) => (weights.get(b.index) ?? 0) - (weights.get(a.index) ?? 0) || a.index - b.index);
  // a term only written in a heading ("Economics glossary") is a title, not something to swap in or ask about
  const body = sentences.filter((s) => !s.heading);
  const all = keyTerms(analysis, 40).filter(
    (t) => !VAGUE_TERMS.has(t.lemma) && t.term.length <= 60 && body.some((s) => occurrences(s.text, t.term).length > 0),
  );
  // "National" only ever written inside "National Assembly" and "National Convention" is not a term of its own
  const terms = all.filter((t) => {
    if (t.lemma.includes(' ')) return true;
    const inside = all.filter((o) => o !== t && o.lemma.split(' ').includes(t.lemma));
    return inside.length === 0 || t.count > inside.reduce((n, o) => n + o.count, 0);
  });

  const facts: Fact[] = [];
  // glossary and card lines are asked as facts; swapping a term into "Inflation - a general rise …"
  // or blanking part of its definition makes no sense
  const factLines = new Set<string>();
  const pairs = pairLines(material);
  const cards = extractFlashcards({ text: material, count: 200 }).cards;
  if (pairs.length) {
    pairs.forEach((p, i) => {
      facts.push({ prompt: p.front, answer: p.back, kind: 'card', source: p.line, position: i });
      factLines.add(normalizeAnswer(p.line));
    });
    // glossary lines written another way ("Inflation - a general rise …") among the "term: …" lines
    const fronts = new Set(pairs.map((p) => normalizeAnswer(p.front)));
    for (const card of cards) {
      if (card.kind !== 'glossary' || fronts.has(normalizeAnswer(card.front))) continue;
      const found = findSource(sentences, lines, [card.front, card.back.slice(1)]);
      if (!found) continue;
      const lower = card.back.charAt(0).toLowerCase() + card.back.slice(1);
      const answer = found.text.includes(card.back) || !found.text.includes(lower) ? card.back : lower;
      factLines.add(normalizeAnswer(found.text));
      facts.push({ prompt: card.front, answer, kind: 'card', source: found.text, position: pairs.length + found.position });
    }
  } else {
    for (const card of cards) {
      if (card.kind === 'cloze') continue;
      const needles = card.kind === 'date' ? [card.back] : [card.front, card.back.slice(1)];
      const found = findSource(sentences, lines, needles);
      if (!found) continue;
      if (card.kind === 'glossary') factLines.add(normalizeAnswer(found.text));
      facts.push({ prompt: card.front, answer: card.back, kind: card.kind === 'date' ? 'date' : 'definition', source: found.text, position: found.position });
    }
  }

  const choices: Choice[] = terms.map((t) => ({ text: t.term, kind: termKind(t, t.term), words: wordCount(t.term), score: t.score }));
  const years = new Set<string>();
  for (const s of sentences) for (const t of s.tokens) if (t.type === 'number' && /^\d{4}$/.test(t.text) && +t.text >= 1000 && +t.text <= 2100) years.add(t.text);
  for (const y of years) choices.push({ text: y, kind: 'year', words: 1, score: 0 });
  for (const f of facts) {
    choices.push({ text: f.answer, kind: `${f.kind}-answer`, words: wordCount(f.answer), score: 0 });
    if (f.kind !== 'date') choices.push({ text: f.prompt, kind: `${f.kind}-prompt`, words: wordCount(f.prompt), score: 0 });
  }
  const ranked = rankedAll.filter((s) => !factLines.has(normalizeAnswer(s.text)));
  return { sentences, ranked, weights, terms, facts, choices };
}

/** Blankable things of a sentence: key terms (longest first, so "carbon dioxide" wins over "carbon") and years. */
function blankables(m: Material, s: Sentence): Array<{ match: string; at: number; kind: string }> {
  const found: Array<{ match: string; at: number; kind: string; length: number }> = [];
  const terms = [...m.terms].sort((a, b) => b.term.length - a.term.length);
  for (const t of terms) {
    const hits = occurrences(s.text, t.term);
    // written once: a second mention would give the answer away
    if (hits.length !== 1) continue;
    const hit = hits[0];
    if (found.some((f) => hit.index < f.at + f.length && f.at < hit.index + hit[0].length)) continue;
    found.push({ match: hit[0], at: hit.index, kind: termKind(t, hit[0]), length: hit[0].length });
  }
  for (const y of s.text.matchAll(/(?<!\d)(\d{4})(?!\d)/g)) {
    if (m.choices.some((c) => c.kind === 'year' && c.text === y[1]) && occurrences(s.text, y[1]).length === 1) {
      found.push({ match: y[1], at: y.index, kind: 'year', length: 4 });
    }
  }
  return found;
}

function blankOut(sentence: string, at: number, match: string): string {
  return sentence.slice(0, at) + BLANK + sentence.slice(at + match.length);
}

function quote(source: string): string {
  return `From your material: "${source}"`;
}

function base(s: Sentence, m: Material) {
  return { source: s.text, position: 1000 + s.index, weight: m.weights.get(s.index) ?? 0 };
}

function factBase(f: Fact) {
  return { source: f.source, position: f.position, weight: 1 };
}

function fillBlanks(m: Material): OfflineQuestion[] {
  const out: OfflineQuestion[] = [];
  for (const s of m.ranked) {
    const [b] = blankables(m, s);
    if (!b) continue;
    out.push({
      question: blankOut(s.text, b.at, b.match), type: 'fill-blank', options: [], correct: b.match,
      explanation: quote(s.text), hint: letterHint(b.match), ...base(s, m),
    });
  }
  for (const f of m.facts) {
    if (f.kind === 'card' && /\?$/.test(f.prompt) && wordCount(f.answer) <= 5) {
      // a card that asks a question: its answer goes in the blank
      out.push({
        question: `${f.prompt} Answer: ${BLANK}`, type: 'fill-blank', options: [], correct: f.answer,
        explanation: quote(f.source), hint: letterHint(f.answer), ...factBase(f),
      });
      continue;
    }
    if (f.kind === 'date' || wordCount(f.prompt) > 5) continue;
    out.push({
      question: `${BLANK} — ${f.answer}`, type: 'fill-blank', options: [], correct: f.prompt,
      explanation: quote(f.source), hint: letterHint(f.prompt), ...factBase(f),
    });
  }
  return out;
}

function multipleChoice(m: Material): OfflineQuestion[] {
  const out: OfflineQuestion[] = [];
  for (const f of m.facts) {
    const question =
      f.kind === 'date' ? f.prompt : f.kind === 'card' && /\?$/.test(f.prompt) ? f.prompt : `Which of these matches "${f.prompt}"?`;
    let distractors = pickDistractors(f.answer, `${f.kind}-answer`, m.choices, question);
    if (f.kind === 'date' && distractors.length === 0) distractors = pickDistractors(f.answer, 'year', m.choices, question);
    if (distractors.length === 0) continue;
    out.push({
      question, type: 'multiple-choice', options: arrange(f.answer, distractors, question), correct: f.answer,
      explanation: quote(f.source), hint: '', ...factBase(f),
    });
  }
  for (const s of m.ranked) {
    for (const b of blankables(m, s)) {
      const question = `Which answer completes the sentence? "${blankOut(s.text, b.at, b.match)}"`;
      const distractors = pickDistractors(b.match, b.kind, m.choices, question);
      if (distractors.length === 0) continue;
      out.push({
        question, type: 'multiple-choice', options: arrange(b.match, distractors, question), correct: b.match,
        explanation: quote(s.text), hint: letterHint(b.match), ...base(s, m),
      });
      break;
    }
  }
  return out;
}

function trueFalse(m: Material): OfflineQuestion[] {
  const out: OfflineQuestion[] = [];
  const written = new Set(m.sentences.map((s) => normalizeAnswer(s.text)));
  let falseCount = 0;
  let trueCount = 0;
  for (const s of m.ranked) {
    const options = blankables(m, s);
    if (options.length === 0) continue;
    const wantFalse = falseCount < trueCount || (falseCount === trueCount && hash(s.text) % 2 === 0);
    let swapped: OfflineQuestion | null = null;
    if (wantFalse) {
      for (const b of options) {
        const [other] = pickDistractors(b.match, b.kind, m.choices, s.text, 1);
        if (!other) continue;
        const replacement = /^\p{Lu}/u.test(b.match) ? capitalise(other) : other;
        const statement = blankOut(s.text, b.at, b.match).replace(BLANK, replacement);
        if (written.has(normalizeAnswer(statement))) continue;
        swapped = {
          question: statement, type: 'true-false', options: [...TRUE_FALSE_OPTIONS], correct: 'False',
          explanation: `False: it is ${b.match}, not ${other}. ${quote(s.text)}`,
          hint: `Check what your material says in the sentence about ${options.find((o) => o !== b)?.match ?? 'this'}.`,
          ...base(s, m),
        };
        break;
      }
    }
    if (swapped) {
      out.push(swapped);
      falseCount++;
    } else {
      out.push({
        question: s.text, type: 'true-false', options: [...TRUE_FALSE_OPTIONS], correct: 'True',
        explanation: `True. ${quote(s.text)}`, hint: `Check what your material says about ${options[0].match}.`, ...base(s, m),
      });
      trueCount++;
    }
  }
  for (const [i, f] of m.facts.entries()) {
    if (f.kind === 'date') continue;
    const asFalse = i % 2 === 1;
    const [other] = asFalse ? pickDistractors(f.answer, `${f.kind}-answer`, m.choices, f.prompt, 1) : [];
    const shown = other ?? f.answer;
    const question = /\?$/.test(f.prompt) ? `The answer to "${f.prompt}" is "${shown}".` : `"${f.prompt}" means: ${shown}.`;
    out.push({
      question, type: 'true-false', options: [...TRUE_FALSE_OPTIONS], correct: other ? 'False' : 'True',
      explanation: `${other ? 'False' : 'True'}. ${quote(f.source)}`, hint: '', ...factBase(f),
    });
  }
  return out;
}

function shortAnswers(m: Material): OfflineQuestion[] {
  const out: OfflineQuestion[] = [];
  for (const f of m.facts) {
    if (f.kind === 'date' || (f.kind === 'card' && /\?$/.test(f.prompt)) || wordCount(f.answer) <= 4) {
      // "When did …?" / a card's question / "What is X?" when the definition is a few words
      const question = f.kind === 'definition' || (f.kind === 'card' && !/\?$/.test(f.prompt)) ? `What is ${f.prompt}?` : f.prompt;
      out.push({ question, type: 'short-answer', options: [], correct: f.answer, explanation: quote(f.source), hint: letterHint(f.answer), ...factBase(f) });
    } else {
      // a long definition cannot be typed back word for word: ask for the term it defines
      out.push({
        question: `What is the term for: ${f.answer.charAt(0).toLowerCase()}${f.answer.slice(1)}?`, type: 'short-answer', options: [],
        correct: f.prompt, explanation: quote(f.source), hint: letterHint(f.prompt), ...factBase(f),
      });
    }
  }
  // then key sentences as "complete the sentence" items, answered by a key term
  for (const q of fillBlanks(m)) {
    if (q.position < 1000) continue;
    out.push({ ...q, type: 'short-answer', question: `Complete the sentence: ${q.question}` });
  }
  return out;
}

const BUILDERS: Record<QuestionType, (m: Material) => OfflineQuestion[]> = {
  'fill-blank': fillBlanks,
  'multiple-choice': multipleChoice,
  'true-false': trueFalse,
  'short-answer': shortAnswers,
};

/**
 * Every question the material allows for a type, sound (same rules as a model's answer) and
 * without two from the same sentence or asking the same thing. Exported for the unit tests.
 */
export function candidateQuestions(material: string, type: QuestionType): OfflineQuestion[] {
  const m = read(material);
  const seenQuestions = new Set<string>();
  const seenSources = new Set<string>();
  const out: OfflineQuestion[] = [];
  for (const q of BUILDERS[type](m)) {
    const key = normalizeAnswer(q.question);
    const sourceKey = `${normalizeAnswer(q.source)}|${normalizeAnswer(q.correct)}`;
    if (seenQuestions.has(key) || seenSources.has(normalizeAnswer(q.source)) || seenSources.has(sourceKey)) continue;
    if (questionProblems(q, type).length > 0) continue;
    seenQuestions.add(key);
    seenSources.add(normalizeAnswer(q.source));
    seenSources.add(sourceKey);
    out.push(q);
  }
  return out;
}

/** A title from the material: its heading, the term it defines first, or its main term (as a deck is named). */
function titleOf(material: string, subject: string): string {
  const topic = extractFlashcards({ text: material, count: 0 }).deckName;
  if (topic) return `${capitalise(topic)} quiz`.slice(0, 120);
  return subject ? `${subject} quiz` : 'Quiz from your material';
}

/**
 * The offline quiz: at most `count` questions of the type asked, chosen by importance (difficulty
 * leans to shorter or longer sentences) and given in the order of the material. Fewer than asked
 * comes with a notice; none, or a bare topic, is an `AiCannotServeError` saying what would work.
 */
export function offlineQuiz(input: OfflineQuizInput): OfflineQuiz {
  const material = input.material.trim();
  if (!material) throw new AiCannotServeError(NEEDS_MATERIAL);
  const label = TYPE_LABELS[input.questionType];
  const candidates = candidateQuestions(material, input.questionType);
  if (candidates.length === 0) {
    throw new AiCannotServeError(
      `Your material did not give any ${label} question. Paste a few more sentences (definitions such as "X is …", key terms and dates work best), try another question type, or ask whoever runs StudyPilot to connect an AI model.`,
    );
  }
  const length = (q: OfflineQuestion) => wordCount(q.source);
  const order =
    input.difficulty === 'easy'
      ? (a: OfflineQuestion, b: OfflineQuestion) => length(a) - length(b) || b.weight - a.weight
      : input.difficulty === 'hard'
        ? (a: OfflineQuestion, b: OfflineQuestion) => length(b) - length(a) || b.weight - a.weight
        : (a: OfflineQuestion, b: OfflineQuestion) => b.weight - a.weight;
  const chosen = [...candidates].sort((a, b) => order(a, b) || a.position - b.position).slice(0, input.count);
  chosen.sort((a, b) => a.position - b.position);
  const questions = chosen.map(({ question, type, options, correct, explanation, hint }) => ({ question, type, options, correct, explanation, hint }));
  const notice =
    questions.length < input.count
      ? `Your material gave ${questions.length} ${label} question${questions.length === 1 ? '' : 's'} of the ${input.count} asked. Paste more material for a longer quiz.`
      : undefined;
  return { title: titleOf(material, input.subject), questions, ...(notice ? { notice } : {}) };
}
