import { normalizeAnswer } from '@common/quiz-grading';
import type { QuestionType } from '@common/schemas/quizzes';
import { AiCannotServeError, type GeneratedQuestion, type QuizRequest } from '../engine';
import { BLANK, questionProblems, TRUE_FALSE_OPTIONS } from '../prompts/quiz';
import { extractFlashcards } from './flashcards';
import { cleanStudyText } from './nlp/clean-text';
import { rankSentences } from './nlp/summarize';
import { nearbyYears, subjectFactOf, type SubjectFact } from './quiz-facts';
import { pairLines } from './quiz-pairs';
import { analyze, keyTerms, type KeyTerm, type Sentence, type Token } from './nlp/text';

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
const MONTH_NAMES = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;
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
  /** For a common term: written in the plural ("organelles"), to be swapped only for a plural. */
  plural?: boolean;
}

/** How often each distractor has been offered in the quiz being built: none more than twice. */
type Usage = Map<string, number>;
const MAX_USES = 2;

/**
 * `wanted` (3) distractors of the answer's kind: never equal to it, to each other or to words of the
 * question (the question must not give them away as wrong), the ones closest in shape first.
 * Fewer than wanted gives none: the question is not asked.
 */
function pickDistractors(answer: string, kind: string, pool: Choice[], question: string, wanted = DISTRACTORS, usage?: Usage, plural?: boolean): string[] {
  const picked: string[] = [];
  const keys = new Set([stems(answer)]);
  // a blank that opens the sentence is capitalised: its distractors must be too, or they give it away
  const style = (text: string) => (/^\p{Lu}/u.test(answer) && kind !== 'name' && kind !== 'year' ? capitalise(text) : text);
  const used = (c: Choice) => usage?.get(stems(c.text)) ?? 0;
  const sameKind = pool.filter((c) => c.kind === kind && (plural === undefined || c.plural === undefined || c.plural === plural));
  // a small deck (five cards) has to offer its answers again, and a deck asked card by card offers
  // each answer about three times (spread evenly, least used first); a chapter has enough to vary them
  const deck = kind === 'card-answer' || kind === 'defined';
  const cap = sameKind.length <= DISTRACTORS + 3 ? Infinity : deck ? Math.max(MAX_USES, Math.ceil((DISTRACTORS * sameKind.length) / (sameKind.length - 1))) : MAX_USES;
  const candidates = sameKind
    .filter((c) => used(c) < cap)
    .sort((a, b) => used(a) - used(b) || Number(b.score >= 1000) - Number(a.score >= 1000) || Math.abs(a.words - wordCount(answer)) - Math.abs(b.words - wordCount(answer)) || b.score - a.score || a.text.localeCompare(b.text));
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
  if (picked.length !== wanted) return [];
  if (usage) for (const p of picked) usage.set(stems(p), (usage.get(stems(p)) ?? 0) + 1);
  return picked;
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
  /** Sentences whose subject can be asked ("Which of these unwinds the helix …?"). */
  subjects: SubjectFact[];
}

/** The first sentence of a definition: a question asks one thing ("A powder reacts faster … This is why …" → its first sentence). */
function firstSentence(text: string): string {
  const m = /^(.+?[\p{Ll}\d)%][.!?])\s+(?=["“(]?\p{Lu})/u.exec(text);
  return (m ? m[1] : text).replace(/[.;]$/, '').trim();
}

/** A date fact's answer without its context: "1789 (when the Estates-General met)" → "1789". */
function dateOnly(answer: string): string {
  return answer.replace(/\s*\(.*\)$/, '').trim();
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

function read(pasted: string): Material {
  const material = cleanStudyText(pasted);
  const lines = material.split('\n');
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
      facts.push({ prompt: p.front, answer: firstSentence(p.back), kind: 'card', source: p.line, position: i });
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
      facts.push({ prompt: card.front, answer: firstSentence(answer), kind: 'card', source: found.text, position: pairs.length + found.position });
    }
  } else {
    for (const card of cards) {
      if (card.kind === 'cloze') continue;
      const needles = card.kind === 'date' ? [card.back] : [card.front, card.back.slice(1)];
      const found = findSource(sentences, lines, needles);
      if (!found) continue;
      if (card.kind === 'glossary') factLines.add(normalizeAnswer(found.text));
      const answer = card.kind === 'date' ? dateOnly(card.back) : firstSentence(card.back);
      facts.push({ prompt: card.front, answer, kind: card.kind === 'date' ? 'date' : 'definition', source: found.text, position: found.position });
    }
  }

  // a key term as the text writes it, capitals included ("painter masaccio" is not an option)
  const written = sentences.map((x) => x.text).join(' ');
  const alone = (name: string) =>
    new RegExp(`(?<![\\p{Lu}][\\p{L}]*\\s)(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])(?!\\s+(?:of\\s+)?\\p{Lu})`, 'u').test(written);
  const choices: Choice[] = terms.filter((t) => (termKind(t, t.term) !== 'name' || /\s/.test(t.term) || (alone(t.term) && !MONTH_NAMES.test(t.term))) && new RegExp(`(?<![\\p{L}])${escapeRegExp(t.term)}(?![\\p{L}])`, 'u').test(written) || t.term === t.term.toLowerCase() && new RegExp(`(?<![\\p{L}])${escapeRegExp(capitalise(t.term))}(?![\\p{L}])`, 'u').test(written) && !/\s/.test(t.term)).map((t) => ({
    text: t.term, kind: termKind(t, t.term), words: wordCount(t.term), score: t.score,
    plural: termKind(t, t.term) === 'term' ? t.term.toLowerCase() !== t.lemma && /s$/i.test(t.term) : undefined,
  }));
  const years = new Set<string>();
  for (const s of sentences) for (const t of s.tokens) if (t.type === 'number' && /^\d{4}$/.test(t.text) && +t.text >= 1000 && +t.text <= 2100) years.add(t.text);
  for (const y of years) choices.push({ text: y, kind: 'year', words: 1, score: 0 });
  for (const f of facts) {
    choices.push({ text: f.answer, kind: `${f.kind}-answer`, words: wordCount(f.answer), score: 0 });
    if (f.kind !== 'date') choices.push({ text: f.prompt, kind: `${f.kind}-prompt`, words: wordCount(f.prompt), score: 0 });
  }
  const ranked = rankedAll.filter((s) => !factLines.has(normalizeAnswer(s.text)));
  const lowerWords = new Set(sentences.flatMap((x) => x.tokens.filter((t) => /^\p{Ll}/u.test(t.text)).map((t) => t.normal)));
  const subjects = ranked.flatMap((s) => subjectFactOf(s, terms, lowerWords) ?? []);
  // what the text's sentences are about come first as distractors: helicase beside primase, not beside "picture"
  for (const f of subjects) choices.push({ text: f.answer, kind: f.kind, words: wordCount(f.answer), score: 1000, plural: f.kind === 'term' ? f.plural : undefined });
  return { sentences, ranked, weights, terms, facts, choices, subjects };
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

/**
 * Whether the text at `at` is a whole noun phrase of its sentence (no noun or adjective joined to
 * it on either side) and whether it is plural; null when it is part of a larger phrase.
 */
function phraseAt(s: Sentence, at: number, match: string): { plural: boolean } | null {
  let offset = 0;
  const spans = s.tokens.map((t, i) => {
    if (i > 0 && t.space) offset++;
    const span = { t, start: offset, end: offset + t.text.length };
    offset = span.end;
    return span;
  });
  const inside = spans.filter((x) => x.start >= at && x.end <= at + match.length);
  if (inside.length === 0) return null;
  const before = spans[spans.indexOf(inside[0]) - 1]?.t;
  const after = spans[spans.indexOf(inside[inside.length - 1]) + 1]?.t;
  const joins = (t: Token | undefined) => !!t && (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'NUM' || (t.pos === 'ADJ' && t === before));
  if (joins(before) || joins(after) || (after && /^[-'’]/.test(after.text) && !after.space)) return null;
  const head = inside[inside.length - 1].t;
  return { plural: head.normal !== head.lemma && /s$/.test(head.normal) };
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

/** Distractors for a date question: years of the material near it first, then years near it. */
function yearDistractors(m: Material, year: string, seed: string): string[] {
  const y = Number(year);
  const fromText = m.choices.filter((c) => c.kind === 'year' && c.text !== year && Math.abs(Number(c.text) - y) <= 60).map((c) => Number(c.text)).slice(0, 2);
  const taken = new Set([y, ...fromText]);
  const years = [...fromText, ...nearbyYears(y, hash(seed) % 12, taken, DISTRACTORS - fromText.length)];
  return years.length === DISTRACTORS ? years.map(String) : [];
}

/** A term's shape: a date ("14 July"), a name ("First Estate") or a common term: options share it. */
function shapeOf(text: string): 'date' | 'name' | 'term' {
  if (/\d/.test(text)) return 'date';
  const words = text.split(/\s+/).filter((w) => !/^(?:of|the|and|de|la|von|van)$/.test(w));
  return words.length > 1 && words.every((w) => /^[\p{Lu}(]/u.test(w)) ? 'name' : 'term';
}

/** The terms a definition could be of: the other defined terms first, then the key terms, of the same shape. */
function termPool(m: Material, kind: Fact['kind'], answer: string): Choice[] {
  const shape = shapeOf(answer);
  return m.choices
    .filter((c) => (c.kind === `${kind}-prompt` || (c.kind === 'term' && shape === 'term') || (c.kind === 'name' && shape === 'name')) && shapeOf(c.text) === shape)
    .map((c) => ({ ...c, kind: 'defined', score: c.kind === `${kind}-prompt` ? c.score + 100 : c.score }));
}

/**
 * Multiple choice asks real questions (issue 15): who or what does what a sentence says ("Which of
 * these unwinds the helix …?"), which term a definition describes, when something happened; the
 * three distractors are of the answer's kind (names for a name, terms of the same number for a
 * term, nearby years for a year), and none is offered in more than two questions of a quiz.
 */
function multipleChoice(m: Material): OfflineQuestion[] {
  const out: OfflineQuestion[] = [];
  const usage: Usage = new Map();
  for (const f of m.subjects) {
    const question = `Which of these ${f.predicate}?`;
    const distractors = pickDistractors(f.answer, f.kind, m.choices, question, DISTRACTORS, usage, f.kind === 'term' ? f.plural : undefined);
    if (distractors.length === 0) continue;
    out.push({
      question, type: 'multiple-choice', options: arrange(f.answer, distractors, question), correct: f.answer,
      explanation: quote(f.sentence.text), hint: '', ...base(f.sentence, m),
    });
  }
  for (const f of m.facts) {
    if (f.kind === 'date') {
      const year = dateOnly(f.answer);
      const distractors = /^\d{3,4}$/.test(year) ? yearDistractors(m, year, f.prompt) : [];
      if (distractors.length === 0) continue;
      out.push({
        question: f.prompt, type: 'multiple-choice', options: arrange(year, distractors, f.prompt), correct: year,
        explanation: quote(f.source), hint: '', ...factBase(f),
      });
      continue;
    }
    if (f.kind === 'card' && /\?$/.test(f.prompt)) {
      // a card that asks a question: the other cards' answers are its options
      const distractors = pickDistractors(f.answer, 'card-answer', m.choices, f.prompt, DISTRACTORS, usage);
      if (distractors.length === 0) continue;
      out.push({
        question: f.prompt, type: 'multiple-choice', options: arrange(f.answer, distractors, f.prompt), correct: f.answer,
        explanation: quote(f.source), hint: '', ...factBase(f),
      });
      continue;
    }
    if (f.kind === 'card') {
      // a deck or glossary line ("France: Paris"): the front is asked, the other cards' backs are the options
      const question = `Which of these matches "${f.prompt}"?`;
      const distractors = pickDistractors(f.answer, 'card-answer', m.choices, question, DISTRACTORS, usage);
      if (distractors.length === 0) continue;
      out.push({
        question, type: 'multiple-choice', options: arrange(f.answer, distractors, question), correct: f.answer,
        explanation: quote(f.source), hint: '', ...factBase(f),
      });
      continue;
    }
    // a definition that names its own term ("A catalyst …" for "Catalysts") would give it away
    if (wordCount(f.prompt) > 5 || containsWords(f.answer, f.prompt) || containsWords(f.answer, f.prompt.replace(/\s*\(.*\)$/, ''))) continue;
    const shape = shapeOf(f.prompt);
    const question = shape === 'date' ? `When did this happen: "${f.answer}"?` : `Which ${shape === 'name' ? 'name' : 'term'} is described here: "${f.answer}"?`;
    const distractors = pickDistractors(f.prompt, 'defined', termPool(m, f.kind, f.prompt), question, DISTRACTORS, usage);
    if (distractors.length === 0) continue;
    out.push({
      question, type: 'multiple-choice', options: arrange(f.prompt, distractors, question), correct: f.prompt,
      explanation: quote(f.source), hint: '', ...factBase(f),
    });
  }
  return out;
}

const QUANTITY = /(?<![\d.,\p{L}])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s?(?:%|per ?cent|°C|°F|[a-zA-Zµ]+(?:\/[a-zA-Z]+)?))?(?![\d\p{L}])/gu;
const NOT_UNITS = /^\s?(?:p|am|pm|st|nd|rd|th|and|or|to|of|in|on|at|by|the|a|an|is|are|was|were|s|BC|AD|BCE|CE)$/i;

/**
 * A number of a sentence with the unit it counts, and another of the same unit to put in its place
 * (issue 15: a false statement swaps one element for one of its kind): another number of the
 * material in that unit first, else twice it. Never a year, a number of a range or of a formula.
 */
function quantitySwap(sentence: string, m: Material): { at: number; value: string; other: string } | null {
  if (/[=→×÷]/.test(sentence)) return null;
  const found = [...sentence.matchAll(QUANTITY)].filter((q) => {
    const n = Number(q[1].replace(/,/g, ''));
    const unit = q[2] ?? '';
    if (NOT_UNITS.test(unit) || (!unit.trim() && Number.isInteger(n) && n >= 1000 && n <= 2100)) return false;
    const around = sentence.slice(Math.max(0, q.index - 4), q.index + q[0].length + 4);
    return !/[–-]\s*\d|\d\s*[–-]|\bto\s+\d/.test(around);
  });
  if (found.length === 0 || found.length > 2) return null;
  const q = found[0];
  const unit = (q[2] ?? '').trim();
  const n = Number(q[1].replace(/,/g, ''));
  const text = m.sentences.map((x) => x.text).join(' ');
  const same = [...text.matchAll(QUANTITY)]
    .filter((x) => (x[2] ?? '').trim() === unit && unit !== '' && Number(x[1].replace(/,/g, '')) !== n)
    .map((x) => x[1]);
  let other = same.sort((a, b) => Math.abs(Math.log(Number(a.replace(/,/g, '')) / n)) - Math.abs(Math.log(Number(b.replace(/,/g, '')) / n)))[0];
  if (!other) {
    const places = /\.(\d+)$/.exec(q[1])?.[1].length ?? 0;
    const doubled = unit === '%' && n > 50 ? n / 2 : n * 2;
    other = q[1].includes(',') ? Math.round(doubled).toLocaleString('en-US') : doubled.toFixed(places);
  }
  return other === q[1] ? null : { at: q.index, value: q[1], other };
}

/**
 * Other typed answers that are right: the term and the abbreviation of "activation energy (Ea)", a name without the
 * title or description before it ("King Louis XVI" → "Louis XVI", "philosopher Montesquieu" →
 * "Montesquieu"). Plurals, articles, surnames and typos the grader accepts by itself.
 */
export function acceptedForms(answer: string): string[] {
  const out = new Set<string>();
  const paren = /^(.+?)\s*\(([^()]+)\)$/.exec(answer.trim());
  if (paren) {
    out.add(paren[1].trim());
    // an abbreviation in brackets is the term too ("Ea", "AU"), a remark ("or pressure for gases") is not
    if (/^[\p{L}\d₀-₉]{1,8}$/u.test(paren[2].trim()) && /\p{Lu}/u.test(paren[2])) out.add(paren[2].trim());
  }
  const titled = /^(?:(?:the\s+)?(?:king|queen|emperor|empress|president|prime minister|chief justice|general|pope|saint|sir|dr\.?|professor|[\p{Ll}]+(?:\s+[\p{Ll}]+)?)\s+)((?:\p{Lu}[\p{L}'’.-]*\s*){1,4})$/iu.exec(answer.trim());
  if (titled && /^\p{Lu}/u.test(titled[1]) && titled[1].trim() !== answer.trim()) out.add(titled[1].trim());
  out.delete(answer.trim());
  return [...out];
}

/** A year of a range ("between about 1420 and 1425", "1495–1498") cannot change alone. */
function inRange(sentence: string, year: string): boolean {
  return new RegExp(`\\d{3,4}\\s*(?:[–-]|and|to)\\s*(?:about\\s+|c\\.\\s*)?${year}|${year}\\s*(?:[–-]|and|to)\\s*(?:about\\s+|c\\.\\s*)?\\d{3,4}`).test(sentence);
}

/** A sentence with its subject replaced by another of the same kind ("Primase unwinds the helix …"). */
function swapSubject(f: SubjectFact, other: string): string {
  const at = f.sentence.text.indexOf(f.answer);
  if (at < 0) return '';
  const replacement = at === 0 || /[.!?]\s*$/.test(f.sentence.text.slice(0, at)) ? capitalise(other) : /^\p{Lu}/u.test(other) ? other : other.toLowerCase();
  return f.sentence.text.slice(0, at) + replacement + f.sentence.text.slice(at + f.answer.length);
}

function trueFalse(m: Material): OfflineQuestion[] {
  const out: OfflineQuestion[] = [];
  const written = new Set(m.sentences.map((s) => normalizeAnswer(s.text)));
  const usage: Usage = new Map();
  let falseCount = 0;
  let trueCount = 0;
  const wants = (text: string) => falseCount < trueCount || (falseCount === trueCount && hash(text) % 2 === 0);
  // who or what does something, or another of the same kind in its place
  for (const f of m.subjects) {
    // only another subject of the text, of the same kind, number and length of name, takes its place
    const peers = m.choices.filter((c) => c.score >= 1000 && c.kind === f.kind && (f.kind !== 'name' || /\s/.test(c.text) === /\s/.test(f.answer)));
    const [other] = wants(f.sentence.text) ? pickDistractors(f.answer, f.kind, peers, f.predicate, 1, usage, f.kind === 'term' ? f.plural : undefined) : [];
    const statement = other ? swapSubject(f, other) : '';
    if (statement && !written.has(normalizeAnswer(statement))) {
      out.push({
        question: statement, type: 'true-false', options: [...TRUE_FALSE_OPTIONS], correct: 'False',
        explanation: `False: it is ${f.answer}, not ${other}. ${quote(f.sentence.text)}`, hint: `Check what your material says ${f.predicate.split(' ').slice(0, 6).join(' ')} …`,
        ...base(f.sentence, m),
      });
      falseCount++;
    } else {
      out.push({
        question: f.sentence.text, type: 'true-false', options: [...TRUE_FALSE_OPTIONS], correct: 'True',
        explanation: `True. ${quote(f.sentence.text)}`, hint: `Check what your material says about ${f.answer}.`, ...base(f.sentence, m),
      });
      trueCount++;
    }
  }
  // a date in its sentence, or a year near it
  for (const f of m.facts) {
    if (f.kind !== 'date') continue;
    const year = dateOnly(f.answer);
    if (!/^\d{3,4}$/.test(year) || occurrences(f.source, year).length !== 1) continue;
    if (inRange(f.source, year)) continue;
    const [other] = wants(f.source) ? yearDistractors(m, year, f.source) : [];
    const statement = other ? f.source.replace(new RegExp(`(?<!\\d)${year}(?!\\d)`), other) : f.source;
    out.push({
      question: statement, type: 'true-false', options: [...TRUE_FALSE_OPTIONS], correct: other ? 'False' : 'True',
      explanation: other ? `False: it was ${year}, not ${other}. ${quote(f.source)}` : `True. ${quote(f.source)}`, hint: '', ...factBase(f),
    });
    if (other) falseCount++;
    else trueCount++;
  }
  for (const s of m.ranked) {
    // a statement is a sentence: a verb, a full stop, no note shorthand ("→", "=")
    if (!/[.!]$/.test(s.text) || /[→=]/.test(s.text) || !s.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) continue;
    const options = blankables(m, s);
    if (options.length === 0) continue;
    const wantFalse = wants(s.text);
    let swapped: OfflineQuestion | null = null;
    if (wantFalse) {
      for (const b of options) {
        // a whole noun phrase of the same number, never a word of one ("DNA polymerase III" → "Primer III")
        // a common term is swapped only where a sentence is about it (above): elsewhere another term
        // of the text rarely fits the sentence ("one mole of any atoms"); names and years do
        if (b.kind === 'term' || !phraseAt(s, b.at, b.match) || (b.kind === 'year' && inRange(s.text, b.match))) continue;
        const [other] = pickDistractors(b.match, b.kind, m.choices, s.text, 1, usage);
        if (!other) continue;
        const replacement = /^\p{Lu}/u.test(b.match) && b.at === 0 ? capitalise(other) : other;
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
    if (wantFalse && !swapped) {
      const q = quantitySwap(s.text, m);
      const statement = q ? s.text.slice(0, q.at) + q.other + s.text.slice(q.at + q.value.length) : '';
      if (q && !written.has(normalizeAnswer(statement))) {
        swapped = {
          question: statement, type: 'true-false', options: [...TRUE_FALSE_OPTIONS], correct: 'False',
          explanation: `False: it is ${q.value}, not ${q.other}. ${quote(s.text)}`, hint: '', ...base(s, m),
        };
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

/**
 * Short answers ask for a term, a name or a year a student can type: who or what does what a
 * sentence says, the term a definition describes, when something happened, a card's question.
 */
function shortAnswers(m: Material): OfflineQuestion[] {
  const out: OfflineQuestion[] = [];
  for (const f of m.subjects) {
    // "What make their own food?" does not read: a plural verb needs the multiple-choice "Which of these"
    if (!f.singularVerb && !f.person) continue;
    const question = `${f.person ? 'Who' : 'What'} ${f.predicate}?`;
    out.push({ question, type: 'short-answer', options: [], correct: f.answer, explanation: quote(f.sentence.text), hint: letterHint(f.answer), ...base(f.sentence, m) });
  }
  for (const f of m.facts) {
    if (f.kind === 'date') {
      out.push({ question: f.prompt, type: 'short-answer', options: [], correct: f.answer, explanation: quote(f.source), hint: letterHint(f.answer), ...factBase(f) });
    } else if (f.kind === 'card' && /\?$/.test(f.prompt)) {
      if (wordCount(f.answer) <= 6) out.push({ question: f.prompt, type: 'short-answer', options: [], correct: f.answer, explanation: quote(f.source), hint: letterHint(f.answer), ...factBase(f) });
    } else if (wordCount(f.prompt) <= 5) {
      // the definition is asked, the term is typed
      out.push({
        question: `What is the term for: ${f.answer.charAt(0).toLowerCase()}${f.answer.slice(1)}?`, type: 'short-answer', options: [],
        correct: f.prompt, explanation: quote(f.source), hint: letterHint(f.prompt), ...factBase(f),
      });
    }
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
    // a sentence of a glossary line already asked through its line ("Temperature: particles move …")
    const source = ` ${normalizeAnswer(q.source)} `;
    if ([...seenSources].some((x) => !x.includes('|') && x.length > 20 && (source.includes(` ${x} `) || ` ${x} `.includes(source)))) continue;
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
  let chosen = [...candidates].sort((a, b) => order(a, b) || a.position - b.position);
  if (input.questionType === 'true-false') {
    // about half true: never more than 60% of one answer while the other is there to take
    const limit = Math.ceil(input.count * 0.6);
    const counts = { True: 0, False: 0 };
    chosen = chosen.filter((q) => {
      const key = q.correct as 'True' | 'False';
      if (counts[key] >= limit) return false;
      counts[key]++;
      return true;
    });
    const fewest = Math.min(counts.True, counts.False);
    // with few false statements, fewer true ones too, so the quiz is not nine "True" answers
    chosen = chosen.filter((q, i, all) => all.slice(0, i + 1).filter((x) => x.correct === q.correct).length <= Math.max(fewest + 2, Math.floor(input.count / 2)));
  }
  chosen = chosen.slice(0, input.count);
  chosen.sort((a, b) => a.position - b.position);
  const questions = chosen.map(({ question, type, options, correct, explanation, hint }) => {
    const accepted = type === 'short-answer' || type === 'fill-blank' ? acceptedForms(correct) : [];
    return { question, type, options, correct, explanation, hint, ...(accepted.length ? { accepted } : {}) };
  });
  const notice =
    questions.length < input.count
      ? `Your material gave ${questions.length} ${label} question${questions.length === 1 ? '' : 's'} of the ${input.count} asked. Paste more material for a longer quiz.`
      : undefined;
  return { title: titleOf(material, input.subject), questions, ...(notice ? { notice } : {}) };
}
