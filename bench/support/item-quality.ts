// Automatic quality checks for generated study items (issue 15), used by bench/quality.ts.
// Deliberately independent of the generators: each check reads the item and the passage as a
// teacher would, and names what makes an item unusable. Nothing here is used by the product.

/** A study passage of the quality corpus (bench/quality-corpus/passages/*.json). */
export interface Passage {
  id: string;
  subject: string;
  level: string;
  style: string;
  text: string;
  keyTerms: string[];
  artefacts: string[];
  facts: { kind: string; question: string; answer: string; accepted: string[]; sentence: string }[];
}

export interface QuizItem {
  question: string;
  type: 'multiple-choice' | 'true-false' | 'short-answer' | 'fill-blank';
  options: string[];
  correct: string;
}

export interface CardItem {
  front: string;
  back: string;
}

const BLANK = /_{3,}/;
const MONTHS = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/i;
/** Artefacts of pasted text that are never content, whatever the passage. */
const GENERIC_ARTEFACTS = [
  /\[\d+(?:\s*[,–-]\s*\d+)*\]/, // citation marks
  /\b(?:Figure|Fig\.|Table)\s*\d/i,
  /\bPage\s+\d+/i,
  /\bdoi:|https?:\/\//i,
  /\p{Ll}- \p{Ll}/u, // a word hyphenated across a line, left broken ("num- bers")
  /(?:^|\s)[¹²³⁴⁵⁶⁷⁸⁹]+\s|[.)]\*(?:\s|$)/u, // footnote marks
];
/** Two sentences run together where one was expected ("… in the U.S. Without wolves, …"). */
const TWO_SENTENCES = /(?<!\b(?:Mr|Mrs|Ms|Dr|St|Prof|Mt|No|Fig|vs|approx|ca|c|e\.g|i\.e|Jr|Sr|Co|Inc|Ltd))[a-z0-9)][.!?]["”’]?\s+["“]?\p{Lu}\p{Ll}/u;
/** The words a phrase cannot end with: it was cut ("In a human cell this", "drawing on images made by"). */
const CUT_END = /\b(?:this|that|these|the|a|an|of|in|on|at|to|by|for|with|from|and|or|its|their|his|her|which|who|whose|than|as|is|are|was|were)$/i;
/** A question that stops in the middle of a phrase ("When did … begin on the night of?"). */
const DANGLING = /\b(?:of|on|in|at|to|by|for|with|from|the|a|an|and|or|as|than)\s*\?$/i;
const STOPWORDS = new Set(
  'a an the of in on at to by for with from and or but is are was were be been it its this that these those they he she we you i which who whom what when where why how as than then so not no'.split(' '),
);

/** The passage as a reader sees it: hyphenated line breaks joined, lines unwrapped. */
export function readable(text: string): string {
  return text
    .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
    .replace(/\s?\[\d+(?:\s*[,–-]\s*\d+)*\]/g, '')
    .replace(/(?<=[\p{L}.,;)])[¹²³⁴⁵⁶⁷⁸⁹]+(?=\s|$)/gu, '')
    .replace(/\s+/g, ' ');
}

/** Lower case, accents and punctuation removed, spaces collapsed. */
export function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080))
    .replace(/(\d),(?=\d{3})/g, '$1')
    .replace(/[^\p{L}\p{N}.%]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function wordsOf(text: string): string[] {
  return plain(text).split(' ').filter(Boolean);
}

/** A word without a plural ending, so "cells" supports "cell". */
function stem(w: string): string {
  return w.length > 3 ? w.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '') : w;
}

function contentWords(text: string): string[] {
  return wordsOf(text).filter((w) => !STOPWORDS.has(w));
}

/** Whether `needle` is written in `hay` as whole words (plural endings aside). */
export function saysWords(hay: string, needle: string): boolean {
  const n = wordsOf(needle).map(stem).join(' ');
  if (!n) return false;
  return ` ${wordsOf(hay).map(stem).join(' ')} `.includes(` ${n} `);
}

/** Share of the content words of `text` that the passage has. */
function supportShare(passage: string, text: string): number {
  const have = new Set(wordsOf(passage).map(stem));
  const words = contentWords(text);
  if (words.length === 0) return 0;
  return words.filter((w) => have.has(stem(w))).length / words.length;
}

export type Kind = 'year' | 'date' | 'percent' | `quantity:${string}` | 'number' | 'name' | 'term' | 'phrase';

/** What an answer or an option is: a year, a date, a quantity in a unit, a name, a term or a phrase. */
export function kindOf(text: string, passage?: string): Kind {
  const t = text.trim().replace(/[.,;]$/, '');
  // a year: four digits in the usual span, or any number with its era ("44 BC")
  if (/^(?:c\.\s*|circa\s+)?\d{1,4}s?\s?(?:BC|BCE|AD|CE)$/i.test(t) || (/^(?:c\.\s*|circa\s+)?(\d{4})s?$/.test(t) && +t.replace(/\D/g, '').slice(0, 4) >= 1000 && +t.replace(/\D/g, '').slice(0, 4) <= 2100)) return 'year';
  if (MONTHS.test(t) && /\d/.test(t)) return 'date';
  if (/^[-−]?\d[\d,.]*\s*(?:%|percent|per cent)$/i.test(t)) return 'percent';
  const q = /^(?:about\s+|approximately\s+|approx\.\s+)?[-−]?\d[\d,. ]*(?:\.\d+)?\s*(.*)$/i.exec(t);
  if (q) {
    const unit = q[1].trim().toLowerCase();
    return unit ? `quantity:${unit.replace(/\s+/g, ' ')}` : 'number';
  }
  const words = t.split(/\s+/);
  const capital = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  const small = words.filter((w) => /^\p{Ll}/u.test(w) && !/^(?:of|the|de|da|von|van|al|and|la|le|du|del)$/.test(w)).length;
  // a capital that only starts an option ("Laws", "Primase") is a name when the passage writes it so
  const lowered = (t.charAt(0).toLowerCase() + t.slice(1)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const writtenLower = passage !== undefined && new RegExp(`(?<![\\p{L}])${lowered}(?![\\p{L}])`, 'u').test(passage);
  if (capital > 0 && small === 0 && !(words.length === 1 && writtenLower) && !(capital === 1 && /^\p{Lu}/u.test(words[0]) && writtenLower)) return 'name';
  return words.length <= 4 ? 'term' : 'phrase';
}

/** Whether two kinds may stand in for each other as options or as a true/false swap. */
export function sameKind(a: Kind, b: Kind, oneWord = false): boolean {
  if (a === b) return true;
  // one capitalised word may be a name or a term opening an option ("Congress", "Catalysts"): either reads
  if (oneWord && ((a === 'name' && b === 'term') || (a === 'term' && b === 'name'))) return true;
  // a term and a short phrase are both common words ("cell wall", "the outer layer of the cell")
  return (a === 'term' && b === 'phrase') || (a === 'phrase' && b === 'term');
}

/**
 * Whether an option is a fragment of something larger in the passage: written there only inside a
 * longer word ("photo" of "photosynthesis") or as the first part of a longer name ("Russian" of
 * "Russian Empire"). An option the passage does not contain at all (a lexicon distractor) is not.
 */
export function isFragment(passage: string, option: string): boolean {
  const o = option.trim();
  if (!o || /^\d/.test(o)) return false;
  const text = readable(passage);
  const esc = o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = [...text.matchAll(new RegExp(esc, 'giu'))];
  if (found.length === 0) return false;
  const whole = (m: RegExpExecArray) => {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length).replace(/^(?:es|s)(?![\p{L}])/u, '');
    if (/[\p{L}\p{N}]$/u.test(before) || /^(?:[\p{L}\p{N}]|-\p{L})/u.test(after)) return false;
    // "Russian" followed by "Empire" is part of a name
    const next = /^ (\p{Lu}\p{Ll}+)/u.exec(after)?.[1];
    return !(/^\p{Lu}/u.test(o) && next && !FUNCTION_WORDS.test(next));
  };
  return !found.some(whole);
}

const FUNCTION_WORDS = /^(?:The|A|An|In|On|At|It|Its|This|That|These|He|She|They|I|We|But|And|Or|When|After|Before|As|By|For|From|With)$/;

/**
 * Words whose capitals the item changed: a name written in lower case ("Francis crick") or a common
 * word given a capital in mid-sentence ("were Wolves brought back").
 */
export function recapitalised(item: string, passage: string): string[] {
  const out: string[] = [];
  const words = [...item.matchAll(/(?<=[\p{L}\p{N},;] )(\p{L}[\p{Ll}]+)/gu)].map((m) => m[1]);
  for (const w of new Set(words)) {
    const lower = w.toLowerCase();
    const capital = lower.charAt(0).toUpperCase() + lower.slice(1);
    const writtenLower = new RegExp(`(?<![\\p{L}])${lower}(?![\\p{L}])`, 'u').test(passage);
    const writtenCapitalMid = new RegExp(`(?<=[\\p{L}\\p{N},;:] )${capital}(?![\\p{L}])`, 'u').test(passage);
    if (w === lower && !writtenLower && writtenCapitalMid) out.push(w);
    if (w === capital && writtenLower && !writtenCapitalMid && !new RegExp(`(?<![\\p{L}])${capital}(?![\\p{L}])`, 'u').test(passage)) out.push(w);
  }
  return out;
}

/** Whether a phrase of the passage was cut in the middle of its sentence ("… through two" of "… through two hydrogen bonds"). */
export function cutMidSentence(phrase: string, passage: string): boolean {
  const p = phrase.trim().replace(/[.;,]$/, '');
  if (p.split(/\s+/).length < 4) return false;
  const text = readable(passage);
  const at = text.indexOf(p);
  if (at < 0) return false;
  return /^ [\p{Ll}\p{N}(]/u.test(text.slice(at + p.length, at + p.length + 2));
}

export function artefactsIn(text: string, passage: Passage): string[] {
  const found: string[] = [];
  for (const re of GENERIC_ARTEFACTS) {
    const m = re.exec(text);
    if (m) found.push(m[0]);
  }
  for (const a of passage.artefacts) {
    // a bare page number ("58") is an artefact only as a line of its own, not inside an item
    if (/^\d{1,4}$/.test(a.trim())) continue;
    if (a.length >= 4 && text.includes(a)) found.push(a);
  }
  return found;
}

/** The passage sentence closest to a statement (most words in common), by plain words. */
function closestSentence(passage: string, statement: string): string {
  const sentences = readable(passage).split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“(])/u);
  const want = new Set(wordsOf(statement));
  let best = '';
  let bestScore = -1;
  for (const s of sentences) {
    const score = wordsOf(s).filter((w) => want.has(w)).length;
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best;
}

/** What a statement changed in its passage sentence: the words taken out and the words put in. */
export function swapOf(passage: string, statement: string): { removed: string; inserted: string } | null {
  const source = closestSentence(passage, statement);
  const a = source.trim().replace(/[.!?]$/, '').split(/\s+/);
  const b = statement.trim().replace(/[.!?]$/, '').split(/\s+/);
  const same = (x: string, y: string) => plain(x) === plain(y);
  let start = 0;
  while (start < a.length && start < b.length && same(a[start], b[start])) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && same(a[a.length - 1 - end], b[b.length - 1 - end])) end++;
  const removed = a.slice(start, a.length - end).join(' ');
  const inserted = b.slice(start, b.length - end).join(' ');
  if (!removed && !inserted) return { removed: '', inserted: '' };
  // more than a few words changed: not a swap of one element but another sentence
  if (removed.split(' ').length > 6 || inserted.split(' ').length > 6) return null;
  return { removed, inserted };
}

export interface ItemVerdict {
  usable: boolean;
  problems: string[];
  /** A sentence with a blank, whatever the type says. */
  blankSentence: boolean;
}

/**
 * A quiz item's problems: answer not supported by the passage, artefacts, a broken question, a
 * give-away, options of another kind or fragments, a true/false swap of another kind, and (for
 * multiple choice and short answer) a sentence with a blank instead of a real question.
 */
export function checkQuizItem(item: QuizItem, passage: Passage): ItemVerdict {
  const problems: string[] = [];
  const text = readable(passage.text);
  const blankSentence = BLANK.test(item.question) || /^(?:complete the sentence|which answer completes)/i.test(item.question);
  const all = [item.question, item.correct, ...item.options].join(' \n ');
  const artefacts = artefactsIn(all, passage);
  if (artefacts.length) problems.push(`artefact: ${artefacts.join(', ')}`);
  if (DANGLING.test(item.question.trim())) problems.push('question stops mid-phrase');
  const stem = item.question.replace(/^(?:complete the sentence|which answer completes the sentence\?)\s*:?\s*/i, '').replace(/^"|"$/g, '');
  if (TWO_SENTENCES.test(stem)) problems.push('two sentences run together');
  const recap = recapitalised(`${item.question} ${item.correct}`, readable(passage.text));
  if (recap.length) problems.push(`capitals changed: ${recap.join(', ')}`);
  if (item.type === 'fill-blank' && (item.question.match(/_{3,}/g) ?? []).length !== 1) problems.push('not exactly one blank');
  // "Term" means: definition — a term paired with its own definition, or with another term's
  const pairing = /^"(.+?)" means: (.+?)\.?$/.exec(item.question);
  if (item.type === 'true-false' && pairing) {
    const [, term, definition] = pairing;
    // the definition written just after the term ("Term: definition", "Term – definition"), lines unwrapped
    const flat = plain(text);
    const at = flat.indexOf(plain(definition).split(' ').slice(0, 6).join(' '));
    const anywhere = at >= 0;
    const before = anywhere ? flat.slice(Math.max(0, at - plain(term).length - 40), at) : '';
    const own = anywhere && before.includes(plain(term));
    if (!anywhere || !saysWords(text, term)) problems.push('pairing not taken from the passage');
    else if ((item.correct === 'True') !== own) problems.push(`pairing marked ${item.correct} but the passage says otherwise`);
    return { usable: problems.length === 0, problems, blankSentence };
  }
  if (item.type === 'true-false') {
    if (item.correct === 'True') {
      if (supportShare(text, item.question) < 0.9) problems.push('true statement not supported by the passage');
    } else {
      const swap = swapOf(text, item.question);
      if (!swap || !swap.removed || !swap.inserted) problems.push('false statement is not one element swapped');
      else {
        const [k1, k2] = [kindOf(swap.removed, text), kindOf(swap.inserted, text)];
        if (!sameKind(k1, k2)) problems.push(`swap of another kind: "${swap.removed}" (${k1}) → "${swap.inserted}" (${k2})`);
        if (isFragment(text, swap.inserted)) problems.push(`swapped in a fragment: "${swap.inserted}"`);
        const plural = (s: string) => /(?<!s)s$/i.test(s.split(' ').pop() ?? '');
        if (k1 === 'term' && plural(swap.removed) !== plural(swap.inserted)) problems.push(`swap changes number: "${swap.removed}" → "${swap.inserted}"`);
      }
    }
    return { usable: problems.length === 0, problems, blankSentence };
  }
  const answer = item.correct.trim();
  if (!answer || contentWords(answer).length === 0) problems.push('answer has no content word');
  else if (!saysWords(text, answer) && supportShare(text, answer) < 0.8) problems.push(`answer not in the passage: "${answer}"`);
  if (item.type !== 'fill-blank' && answer && saysWords(item.question, answer) && contentWords(answer).length > 0) problems.push('question gives the answer away');
  if ((item.type === 'multiple-choice' || item.type === 'short-answer') && blankSentence) problems.push('a sentence with a blank, not a question');
  if (item.type === 'short-answer' && wordsOf(answer).length > 8) problems.push('answer too long to type');
  if (isFragment(text, answer) || /\b\p{Lu}\. $/u.test(text.slice(0, Math.max(0, text.indexOf(answer))))) problems.push(`answer is a fragment: "${answer}"`);
  if (cutMidSentence(answer, text)) problems.push('answer cut mid-sentence');
  if (item.type === 'multiple-choice') {
    const k = kindOf(answer, text);
    const distractors = item.options.filter((o) => o !== item.correct);
    if (distractors.length < 3) problems.push('fewer than 3 distractors');
    for (const d of distractors) {
      const dk = kindOf(d, text);
      if (!sameKind(k, dk, !/\s/.test(d.trim()) && !/\s/.test(answer))) problems.push(`distractor of another kind: "${d}" (${dk}) for "${answer}" (${k})`);
      if (isFragment(text, d)) problems.push(`distractor is a fragment: "${d}"`);
      if (plain(d) === plain(answer)) problems.push(`distractor equals the answer: "${d}"`);
    }
    if (new Set(item.options.map(plain)).size !== item.options.length) problems.push('repeated option');
  }
  return { usable: problems.length === 0, problems, blankSentence };
}

/** Problems of a whole quiz: the same distractor in more than two questions, near-duplicate questions. */
export function checkQuiz(items: QuizItem[]): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  const add = (i: number, p: string) => problems.set(i, [...(problems.get(i) ?? []), p]);
  const uses = new Map<string, number>();
  items.forEach((item, i) => {
    if (item.type !== 'multiple-choice') return;
    for (const o of item.options) {
      if (o === item.correct) continue;
      const key = plain(o);
      const n = (uses.get(key) ?? 0) + 1;
      uses.set(key, n);
      if (n > 2) add(i, `distractor reused in ${n} questions: "${o}"`);
    }
  });
  const sets = items.map((it) => new Set(contentWords(it.question.replace(BLANK, ' ')).map(stem)));
  for (let i = 0; i < items.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = sets[i];
      const b = sets[j];
      const common = [...a].filter((w) => b.has(w)).length;
      const jaccard = common / Math.max(1, new Set([...a, ...b]).size);
      if (jaccard >= 0.6 || (plain(items[i].correct) === plain(items[j].correct) && jaccard >= 0.4 && items[i].type !== 'true-false')) {
        add(i, `near-duplicate of question ${j + 1}`);
        break;
      }
    }
  }
  return problems;
}

/** A flashcard's problems: an unsupported back, artefacts, a broken front, front equal to back. */
export function checkCard(card: CardItem, passage: Passage): ItemVerdict {
  const problems: string[] = [];
  const text = readable(passage.text);
  const back = card.back.replace(/\{\{c\d+::([^}]*?)(?:::[^}]*)?\}\}/g, '$1');
  const front = card.front.replace(/\{\{c\d+::([^}]*?)(?:::[^}]*)?\}\}/g, '$1');
  const artefacts = artefactsIn(`${card.front}\n${card.back}`, passage);
  if (artefacts.length) problems.push(`artefact: ${artefacts.join(', ')}`);
  if (DANGLING.test(front.trim())) problems.push('front stops mid-phrase');
  if (!/\?$/.test(front.trim()) && !/_{3,}|\{\{c\d/.test(card.front) && CUT_END.test(front.trim())) problems.push('front is a cut phrase');
  // a back may explain in a second sentence; a front of two sentences is a sentence split wrongly
  if (TWO_SENTENCES.test(front)) problems.push('two sentences run together');
  if (cutMidSentence(back, text) || CUT_END.test(back.trim().replace(/[.;,]$/, ''))) problems.push('back cut mid-sentence');
  // each side on its own: a back opens with a capital as a sentence does
  const recap = [...recapitalised(card.front, text), ...recapitalised(card.back, text)];
  if (recap.length) problems.push(`capitals changed: ${recap.join(', ')}`);
  const blanked = /_{3,}/.test(card.front) ? card.back.trim() : '';
  if (blanked && (isFragment(text, blanked) || new RegExp(`\\b\\p{Lu}\\. ${blanked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u').test(text))) problems.push(`blank is a fragment: "${blanked}"`);
  if (plain(front) === plain(back)) problems.push('front equals back');
  if (back.trim() && !saysWords(text, back) && supportShare(text, back) < 0.8) problems.push(`back not supported: "${card.back}"`);
  if (!back.trim() && !/\{\{c\d+::/.test(card.front)) problems.push('empty back');
  if (/\{\{c\d+::/.test(card.front)) {
    for (const m of card.front.matchAll(/\{\{c\d+::([^}:]*)/g)) if (!saysWords(text, m[1])) problems.push(`cloze not in the passage: "${m[1]}"`);
  }
  if (contentWords(front).length === 0) problems.push('front has no content word');
  return { usable: problems.length === 0, problems, blankSentence: BLANK.test(card.front) };
}

/** Share of the passage's key terms that a text keeps (case-insensitive, accents and punctuation aside). */
export function keyTermCoverage(output: string, keyTerms: string[]): { kept: number; missing: string[] } {
  const missing = keyTerms.filter((t) => !` ${plain(output)} `.includes(` ${plain(t)} `));
  return { kept: keyTerms.length - missing.length, missing };
}

/** Words of `before` that `after` changed (a correct sentence must come back with none). */
export function changedWords(before: string, after: string): string[] {
  const a = before.split(/\s+/).filter(Boolean);
  const b = new Set(after.split(/\s+/).filter(Boolean));
  return a.filter((w) => !b.has(w));
}
