import { CARD_SIDE_MAX, DECK_NAME_MAX } from '@common/schemas/flashcards';
import { cleanStudyText } from './nlp/clean-text';
import { isTitle } from './quiz-pairs';
import { rankSentences } from './nlp/summarize';
import { analyze, keyTerms, type AnalyzedText, type KeyTerm, type Sentence, type Token } from './nlp/text';

/**
 * Flashcards from the student's own text, without a model (ARCHITECTURE.md, AI engine: offline).
 * Four kinds of card, best first: glossary lines ("term - definition", "term: definition"),
 * definitional sentences ("X is …", "X refers to …", "X means …", "X: …"), date facts ("In 1789, …"
 * → "When …?") and cloze cards (a key sentence with its key term blanked). Every answer is words
 * of the text, so nothing is invented; cards are de-duplicated and never more than asked.
 */

export interface OfflineFlashcardsInput {
  text: string;
  count: number;
  /** The student's deck name; '' to suggest one from the text. */
  deckName?: string;
}

export type OfflineCardKind = 'glossary' | 'definition' | 'date' | 'cloze';

export interface OfflineCard {
  front: string;
  back: string;
  kind: OfflineCardKind;
}

export interface OfflineFlashcardsResult {
  deckName: string;
  cards: OfflineCard[];
}

interface Candidate extends OfflineCard {
  /** Where the card comes from in the text, so the deck follows the text's order. */
  position: number;
}

export const CLOZE_BLANK = '_____';

const PRIORITY: Record<OfflineCardKind, number> = { glossary: 0, definition: 0, date: 1, cloze: 2 };
/** Words that head a line without naming a term ("Note: …", "Example - …"). */
const NOT_TERMS = new Set([
  'note', 'notes', 'example', 'examples', 'e.g', 'eg', 'i.e', 'tip', 'warning', 'remember', 'answer', 'question', 'summary',
  'chapter', 'figure', 'fig', 'source', 'date', 'name', 'page', 'section', 'step', 'part', 'unit', 'lesson', 'topic', 'title',
  'introduction', 'conclusion', 'important', 'key', 'hint', 'reminder', 'todo', 'ps', 'nb', 'result', 'results', 'total',
  'exam tip', 'tips', 'idea', 'main idea', 'key idea', 'big idea', 'why', 'how', 'what', 'average', 'best case', 'worst case note', 'q', 'remember for essay', 'to do', 'homework', 'due', 'test', 'exam', 'quiz', 'notes from', 'definition', 'definitions', 'formula', 'equation',
]);
/** Subject heads too vague to be a term ("One reason is …", "The result was …"). */
const VAGUE_HEADS = new Set([
  'reason', 'result', 'problem', 'way', 'thing', 'part', 'example', 'kind', 'type', 'sort', 'idea', 'point', 'fact', 'answer',
  'question', 'goal', 'purpose', 'aim', 'first', 'second', 'last', 'rest', 'other', 'others', 'difference', 'main', 'number',
  'lot', 'best', 'most', 'majority', 'key', 'step', 'process',
]);
/** Where a date sentence's aside begins: a clause opened by one of these, first or after a comma. */
const DATE_ASIDE = /(?:^|,\s*)(?=(?:when|while|after|before|because|as|ending|following|which|where|leading to|thus|so that|and|but)\b)|\s(?=(?:when|while|after|before|because)\s)|;\s*/i;
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DATE = new RegExp(
  String.raw`(?:\b(in|on|by|during|since|until|around|circa|from|between)\s+)?` +
    String.raw`((?:the\s+)?(?:(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:${MONTHS})\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?)?\d{3,4}s?(?:\s?(?:BC|BCE|AD|CE)\b)?)\b`,
  'i',
);
const DEFINITION_VERB = /^(?:is|are|was|were|refers to|refer to|means|mean|is defined as|are defined as|denotes|denote)$/i;

function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

/** Lower-case text without punctuation: the key that decides whether two cards say the same. */
function dedupeKey(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** A side without its closing full stop; empty when nothing meaningful is left. */
function side(s: string): string {
  return clean(s).replace(/[\s.;,:]+$/, '').trim();
}

function fits(card: { front: string; back: string }): boolean {
  return card.front.length > 0 && card.back.length > 0 && card.front.length <= CARD_SIDE_MAX && card.back.length <= CARD_SIDE_MAX;
}

/** A plausible term: a few words, starting with a letter, not a label like "Note" or a whole sentence. */
function plausibleTerm(term: string): boolean {
  const w = words(term);
  if (w.length === 0 || w.length > 6 || term.length > 60) return false;
  if (!/^[\p{L}\p{N}(]/u.test(term) || /[.!?]$/.test(term)) return false;
  // a label of notes ("Q for test", "HW due Fri") or a number is not a term
  if (/^(?:q|qs|question|questions|hw|homework|exam|test|note|notes|todo|reminder|remember|due)\b/i.test(term) || /^\d/.test(term)) return false;
  // a course code or a formula is not a term ("HIST 11", "Fast = days"), nor half a bracket ("Avogadro (1776")
  if (/\p{Lu}{2,}\s+\d+$|\.\s*\d+$|=|→/u.test(term) || (term.match(/\(/g) ?? []).length !== (term.match(/\)/g) ?? []).length) return false;
  return !NOT_TERMS.has(term.toLowerCase().replace(/[.:]$/, ''));
}

const GLOSSARY_LINE = /^\s*(?:[-*•▪◦]\s+|\d{1,3}[.)]\s+)?([^\t:–—]+?)\s*(?:\t+|:\s|\s[-–—]\s|\s?[–—]\s?)\s*(\S.*)$/u;

/** "term - definition", "term: definition" or "term<TAB>definition" on a line of its own. */
function glossaryLine(line: string): { term: string; definition: string } | null {
  const m = GLOSSARY_LINE.exec(line);
  if (!m) return null;
  const term = side(m[1]);
  const definition = side(m[2]);
  if (!plausibleTerm(term) || words(definition).length < 2) return null;
  // "Osmosis: water moves in." is a definition; "Today: we went to the park." would pass too, but a
  // term with a verb-looking lower-case run of three or more words is a clause, not a term
  if (words(term).length >= 4 && term === term.toLowerCase()) return null;
  // "Seeing Through the Picture: Linear Perspective in the Renaissance" is a title, not a definition
  if (isTitle(m[2])) return null;
  return { term, definition };
}

function joinText(tokens: Token[]): string {
  return tokens.map((t, i) => (i > 0 && t.space ? ` ${t.text}` : t.text)).join('');
}

/** A definitional sentence: "X is a …", "X are …", "X refers to …", "X means …", "X is defined as …", "X: …". */
function definitionOf(s: Sentence): { term: string; definition: string } | null {
  const text = s.text;
  if (s.heading || /\?$/.test(text)) return null;
  const colon = /^([^:]{2,60}):\s+(.+)$/.exec(text);
  if (colon) {
    const term = side(colon[1]);
    const definition = side(colon[2]);
    if (plausibleTerm(term) && words(definition).length >= 3) return { term, definition };
  }
  const tokens = s.tokens;
  // the first verb of the sentence: an auxiliary "is/are/was/were" or "refers/means/denotes"
  const verbAt = tokens.findIndex((t, i) => (t.pos === 'AUX' || t.pos === 'VERB') && (i === 0 || /^\p{Ll}/u.test(t.text)));
  if (verbAt <= 0) return null;
  const subject = tokens.slice(0, verbAt);
  if (subject[0].pos === 'PRON' || /^(this|that|these|those|there|here|such|it|each|every|some|many|most|all|both)$/i.test(subject[0].text)) return null;
  if (!subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return null;
  if (subject.some((t) => t.pos === 'PUNCT' && t.text !== '-' && t.text !== "'")) return null;
  const head = subject.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').pop();
  if (head && VAGUE_HEADS.has(head.lemma)) return null;
  // "In a human cell this …": a phrase before the subject, not a term
  if (subject[0].pos === 'ADP' || ['DET', 'PRON'].includes(subject[subject.length - 1].pos)) return null;
  // the verb phrase: one, two or three words ("is", "refers to", "is defined as")
  let verbEnd = verbAt + 1;
  for (let len = 3; len >= 1; len--) {
    const phrase = tokens.slice(verbAt, verbAt + len).map((t) => t.text).join(' ');
    if (DEFINITION_VERB.test(phrase)) {
      verbEnd = verbAt + len;
      break;
    }
    if (len === 1) return null;
  }
  const verb = tokens.slice(verbAt, verbEnd).map((t) => t.normal).join(' ');
  const rest = tokens.slice(verbEnd);
  const content = rest.filter((t) => t.pos !== 'PUNCT');
  if (content.length < 3) return null;
  if (/^(is|are|was|were)$/.test(verb)) {
    // "X is a/the …" or "X are organelles …": a noun phrase, not "X is blue" or "X is found in …"
    const [first, second, third] = content;
    const nounPhrase =
      first.pos === 'DET' ||
      first.pos === 'NOUN' ||
      (first.pos === 'ADJ' && (second?.pos === 'NOUN' || (second?.pos === 'ADJ' && third?.pos === 'NOUN')));
    if (!nounPhrase || /^(not|also|very|often|usually)$/i.test(first.text)) return null;
    if (first.pos === 'DET' && /^(this|that|these|those|which|what|no)$/i.test(first.text)) return null;
  }
  const termTokens = subject.filter((t, i) => !(i === 0 && t.pos === 'DET'));
  const term = side(joinText(termTokens));
  // the definition as the text writes it: everything after the verb phrase (s.text is the tokens joined)
  const definition = side(text.slice(joinText(tokens.slice(0, verbEnd)).length));
  if (!plausibleTerm(term) || words(definition).length < 3) return null;
  return { term, definition };
}

/** The auxiliary to ask "When … ?" with, for a verb as the text writes it. */
function doSupport(verb: Token): string {
  const n = verb.normal;
  const l = verb.lemma;
  if (n === l) return 'do';
  if (n === `${l}s` || n === `${l}es` || (l.endsWith('y') && n === `${l.slice(0, -1)}ies`)) return 'does';
  return 'did';
}

/** "In 1789, the French Revolution began." → "When did the French Revolution begin?" / "1789". */
function dateFactOf(s: Sentence, lowerWords: ReadonlySet<string>): { front: string; back: string } | null {
  if (s.heading || /\?$/.test(s.text)) return null;
  const m = DATE.exec(s.text);
  if (!m) return null;
  const preposition = m[1];
  let phrase = m[0];
  let date = m[2];
  // a range: "from 1814 to 1815", "1914–1918", "between 1939 and 1945"
  const range = /^(\s*(?:to|until|and|-|–|—)\s*)(\d{3,4}(?:\s?(?:BC|BCE|AD|CE)\b)?)/i.exec(s.text.slice(m.index + phrase.length));
  if (range) {
    phrase += range[0];
    date = `${date}${range[1]}${range[2]}`;
  }
  const hasMonth = new RegExp(`\\b(?:${MONTHS})\\b`, 'i').test(date);
  if (!preposition && !hasMonth) return null;
  // "by 2000 metres": a number that counts something, not a year
  const after = s.text.slice(m.index + phrase.length);
  const nextWord = /^\s*([\p{L}]+)/u.exec(after)?.[1];
  if (nextWord) {
    const next = s.tokens.find((t) => t.text === nextWord && t.pos === 'NOUN');
    if (next && !/^(the|a|an)$/i.test(nextWord) && /^\s+\p{Ll}/u.test(after) && !hasMonth) return null;
  }
  const clauseText = clean(`${s.text.slice(0, m.index)} ${after}`)
    .replace(/^[\s,;]+/, '')
    .replace(/\s+([,.;!?])/g, '$1')
    .replace(/,\s*([.!?])$/, '$1')
    .replace(/,\s*,/g, ',');
  if (words(clauseText).length < 3) return null;
  const clause = analyze(clauseText).sentences[0];
  if (!clause) return null;
  const tokens = clause.tokens.filter((t, i, all) => !(i === all.length - 1 && t.pos === 'PUNCT'));
  const verbAt = tokens.findIndex((t, i) => (t.pos === 'AUX' || t.pos === 'VERB') && (i === 0 || /^\p{Ll}/u.test(t.text)));
  if (verbAt <= 0) return null;
  const subject = tokens.slice(0, verbAt);
  if (subject[0].pos === 'PRON' || !subject.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return null;
  if (subject.some((t) => t.pos === 'PUNCT')) return null;
  const subjectText = joinText(subject);
  // "Wolves were brought back …" → "When were wolves brought back …?": a name keeps its capital
  const keepsCapital = subject[0].pos === 'PROPN' && !lowerWords.has(subject[0].normal);
  const subjectLower = keepsCapital ? subjectText : subjectText.charAt(0).toLowerCase() + subjectText.slice(1);
  const verb = tokens[verbAt];
  // "began in 1789 when the Estates-General met", "started in 1914 after the assassination …",
  // "was fought in 1815, ending Napoleon's rule": the clause after the verb phrase is context for
  // the answer, not part of the question ("When did the French Revolution begin?")
  const fullRest = joinText(tokens.slice(verbAt + 1)).replace(/^,\s*/, '');
  const aside = DATE_ASIDE.exec(fullRest);
  const rest = aside ? fullRest.slice(0, aside.index).replace(/[\s,;]+$/, '') : fullRest;
  const context = aside ? side(fullRest.slice(aside.index).replace(/^[\s,;]+/, '')) : '';
  let question: string;
  if (verb.pos === 'AUX') question = `When ${verb.normal} ${subjectLower}${rest ? ` ${rest}` : ''}?`;
  else question = `When ${doSupport(verb)} ${subjectLower} ${verb.lemma}${rest ? ` ${rest}` : ''}?`;
  const back = context && words(context).length <= 14 ? `${side(date)} (${context.replace(/[.!]$/, '')})` : side(date);
  return { front: clean(question.replace(/\s+([,?])/g, '$1')), back };
}

function termPattern(term: string, flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?:s|es)?(?![\\p{L}\\p{N}])`, flags);
}

function findTerm(sentence: string, term: KeyTerm): RegExpExecArray | null {
  return termPattern(term.term, 'iu').exec(sentence);
}

/**
 * The longest key term of the sentence around a match: "carbon dioxide", not "carbon _____" with
 * "dioxide" as the answer.
 */
function widenMatch(sentence: string, match: RegExpExecArray, all: KeyTerm[]): RegExpExecArray {
  let best = match;
  for (const t of all) {
    if (t.term.length <= best[0].length) continue;
    for (const m of sentence.matchAll(termPattern(t.term, 'giu'))) {
      if (m.index <= match.index && m.index + m[0].length >= match.index + match[0].length && m[0].length > best[0].length) best = m;
    }
  }
  return best;
}

/** A key sentence with its key term blanked: the answer is the term as the sentence writes it. */
function clozeOf(s: Sentence, terms: KeyTerm[], all: KeyTerm[], blanked: Map<string, number>): { front: string; back: string; term: string } | null {
  const wordTokens = s.tokens.filter((t) => t.type === 'word' || t.type === 'number');
  if (s.heading || /\?$/.test(s.text) || wordTokens.length < 6 || wordTokens.length > 45) return null;
  if (s.tokens[0].pos === 'PRON' || /^(this|that|these|those|it|they|he|she)$/i.test(s.tokens[0].text)) return null;
  for (const term of terms) {
    if ((blanked.get(term.lemma) ?? 0) >= 2) continue;
    const found = findTerm(s.text, term);
    if (!found) continue;
    const match = widenMatch(s.text, found, all);
    // every mention of the answer as a whole word ("cell", never the start of "cellular"); a mention
    // in another form ("daughter cells") would give it away
    const exact = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(match[0])}(?![\\p{L}\\p{N}])`, 'giu');
    if ((s.text.match(exact) ?? []).length !== (s.text.match(termPattern(match[0], 'giu')) ?? []).length) continue;
    const front = s.text.replace(exact, CLOZE_BLANK);
    if (words(front.replaceAll(CLOZE_BLANK, '')).length < 4) continue;
    return { front, back: match[0], term: term.lemma };
  }
  return null;
}

/**
 * The deck name when the student gave none: the text's heading, the term its prose defines first
 * ("Photosynthesis is …" names a passage on photosynthesis), or its main key term.
 */
function suggestDeckName(analysis: AnalyzedText, terms: KeyTerm[], glossaryTerms: string[], firstDefined: string | undefined): string {
  const first = analysis.sentences[0];
  if (first?.heading && words(first.text).length <= 8) return first.text.slice(0, DECK_NAME_MAX).trim();
  if (firstDefined && words(firstDefined).length <= 4) return capitalise(firstDefined).slice(0, DECK_NAME_MAX);
  const top = terms[0]?.term;
  // "Carbon Dioxide", not "Dioxide": the longest key term that holds the main one
  const term = top
    ? terms.reduce((best, t) => (t.term.length > best.length && ` ${t.term.toLowerCase()} `.includes(` ${best.toLowerCase()} `) ? t.term : best), top)
    : glossaryTerms[0];
  if (!term) return '';
  return term
    .split(' ')
    .map((w) => (w === w.toLowerCase() ? capitalise(w) : w))
    .join(' ')
    .slice(0, DECK_NAME_MAX);
}

/**
 * Cards from the text, at most `count`, best kinds first (glossary and definitions, then dates,
 * then cloze), given back in the order of the text. Fewer when the text does not have more.
 */
export function extractFlashcards(input: OfflineFlashcardsInput): OfflineFlashcardsResult {
  const count = Math.max(0, Math.floor(input.count));
  const lines = cleanStudyText(input.text).split('\n');
  const candidates: Candidate[] = [];
  const prose: string[] = [];
  const glossaryTerms: string[] = [];
  lines.forEach((line, i) => {
    const g = line.trim() ? glossaryLine(line) : null;
    // a line that is one sentence "X is …" with a colon later is prose, not glossary
    if (g && !/\b(is|are|was|were)\b/.test(g.term)) {
      candidates.push({ front: capitalise(g.term), back: capitalise(g.definition), kind: 'glossary', position: i * 1000 });
      glossaryTerms.push(g.term);
    } else {
      prose.push(line);
    }
  });

  const analysis = analyze(prose.join('\n'));
  const terms = keyTerms(analysis, 20);
  const used = new Set<number>();
  const base = lines.length * 1000;
  // words the text writes in lower case somewhere: a capital on them at a sentence start is not a name's
  const lowerWords = new Set(analysis.sentences.flatMap((x) => x.tokens.filter((t) => /^\p{Ll}/u.test(t.text)).map((t) => t.normal)));
  for (const s of analysis.sentences) {
    const d = definitionOf(s);
    if (d) {
      candidates.push({ front: capitalise(d.term), back: capitalise(d.definition), kind: 'definition', position: base + s.index });
      used.add(s.index);
    }
  }
  for (const s of analysis.sentences) {
    if (used.has(s.index)) continue;
    const fact = dateFactOf(s, lowerWords);
    if (fact) {
      candidates.push({ ...fact, kind: 'date', position: base + s.index });
      used.add(s.index);
    }
  }
  const definedTerms = new Set(candidates.map((c) => dedupeKey(c.front)));
  const clozeTerms = terms.filter((t) => !definedTerms.has(dedupeKey(t.term)));
  const blanked = new Map<string, number>();
  const ranked = rankSentences(analysis).sort((a, b) => b.score - a.score || a.index - b.index);
  const byIndex = new Map(analysis.sentences.map((s) => [s.index, s]));
  for (const r of ranked) {
    if (used.has(r.index)) continue;
    const s = byIndex.get(r.index);
    if (!s) continue;
    // a term already on a definition card is blanked only when nothing else fits
    const cloze = clozeOf(s, clozeTerms, terms, blanked) ?? clozeOf(s, terms, terms, blanked);
    if (!cloze) continue;
    blanked.set(cloze.term, (blanked.get(cloze.term) ?? 0) + 1);
    candidates.push({ front: cloze.front, back: cloze.back, kind: 'cloze', position: base + s.index });
    used.add(s.index);
  }

  const seenFronts = new Set<string>();
  const seenPairs = new Set<string>();
  const picked: Candidate[] = [];
  const ordered = candidates
    .map((c, order) => ({ c, order }))
    .sort((a, b) => PRIORITY[a.c.kind] - PRIORITY[b.c.kind] || a.order - b.order)
    .map(({ c }) => c);
  for (const c of ordered) {
    if (picked.length >= count) break;
    const card = { ...c, front: clean(c.front), back: clean(c.back) };
    if (!fits(card)) continue;
    const front = dedupeKey(card.front);
    const pair = `${front}\u0000${dedupeKey(card.back)}`;
    if (!front || seenFronts.has(front) || seenPairs.has(pair)) continue;
    seenFronts.add(front);
    seenPairs.add(pair);
    picked.push(card);
  }
  picked.sort((a, b) => a.position - b.position);
  const firstDefined = candidates.filter((c) => c.kind === 'definition').sort((a, b) => a.position - b.position)[0]?.front;
  const deckName = clean(input.deckName ?? '') || suggestDeckName(analysis, terms, glossaryTerms, firstDefined);
  return { deckName, cards: picked.map(({ front, back, kind }) => ({ front, back, kind })) };
}
