import { rankSentences } from './summarize';
import { analyze, joinTokens, keyTerms, type AnalyzedText, type Sentence, type Token } from './text';

export type QuestionKind = 'definition' | 'why' | 'how' | 'cloze';

/** A study question and its answer, both taken from the student's own text. */
export interface StudyQuestion {
  kind: QuestionKind;
  question: string;
  /** Words of the note (verbatim) that answer the question. */
  answer: string;
  /** The sentence it was made from. */
  sentence: string;
  sentenceIndex: number;
}

export interface QuestionOptions {
  /** Most questions to make (default 10). */
  max?: number;
}

const BLANK = '_____';
const SUBJECT_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'CCONJ', 'ADP', 'PART']);
const PRONOUN_START = new Set(['it', 'this', 'that', 'these', 'those', 'there', 'he', 'she', 'they', 'we', 'you', 'i', 'which', 'what', 'who', 'some', 'many', 'most', 'all', 'each', 'one']);

function stripEnd(text: string): string {
  return text.replace(/[\s.,;:!?]+$/, '').trim();
}

/** Lower-cases a clause's first letter unless it starts a name or an acronym. */
function lowerFirst(text: string, proper: ReadonlySet<string>): string {
  const [first = '', second = ''] = text.split(' ');
  if (/^(?:the|a|an)$/i.test(first)) return text.charAt(0).toLowerCase() + text.slice(1);
  if (/^\p{Lu}{2,}/u.test(first) || proper.has(first.toLowerCase()) || /^\p{Lu}/u.test(second)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Words written with a capital letter inside sentences: names, which keep their capital. */
function properWords(analysis: AnalyzedText): Set<string> {
  const set = new Set<string>();
  for (const s of analysis.sentences) {
    if (s.heading) continue;
    s.tokens.forEach((t, i) => {
      if (i > 0 && t.type === 'word' && /^\p{Lu}/u.test(t.text) && t.pos === 'PROPN') set.add(t.normal);
    });
  }
  return set;
}

function isNounPhrase(tokens: Token[]): boolean {
  const wordsIn = tokens.filter((t) => t.type === 'word');
  if (wordsIn.length === 0 || wordsIn.length > 6) return false;
  if (PRONOUN_START.has(tokens[0].normal)) return false;
  if (!tokens.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return false;
  return tokens.every((t) => SUBJECT_POS.has(t.pos) || (t.type === 'punctuation' && /^[-'’]$/.test(t.text)));
}

/** A predicate that names what something is: it starts with a determiner or a noun ("is the process…"). */
function isDefiningPredicate(tokens: Token[]): boolean {
  const [first, second] = tokens;
  if (!first) return false;
  if (first.pos === 'DET' || first.pos === 'NOUN' || first.pos === 'PROPN' || first.pos === 'NUM') return tokens.length >= 2 || first.pos !== 'DET';
  return first.pos === 'ADJ' && !!second && (second.pos === 'NOUN' || second.pos === 'ADJ');
}

/** "X is/are …", "X refers to …", "X means …", "X is called/known as/defined as …" → a question. */
function definitionQuestion(s: Sentence, proper: ReadonlySet<string>): StudyQuestion | null {
  const tokens = s.tokens;
  // glossary lines: "Atom: the smallest unit of an element."
  const colonAt = tokens.findIndex((t) => t.text === ':');
  if (colonAt >= 1 && colonAt <= 6 && isNounPhrase(tokens.slice(0, colonAt))) {
    const rest = tokens.slice(colonAt + 1);
    const answer = stripEnd(joinTokens(rest));
    if (rest.length >= 2 && answer.length > 2) {
      const subject = lowerFirst(joinTokens(tokens.slice(0, colonAt)), proper);
      return { kind: 'definition', question: `What is meant by “${subject}”?`, answer, sentence: s.text, sentenceIndex: s.index };
    }
  }
  const verbAt = tokens.findIndex((t) => ['is', 'are', 'was', 'were', 'refers', 'refer', 'means', 'mean'].includes(t.normal));
  if (verbAt < 1) return null;
  const subjectTokens = tokens.slice(0, verbAt);
  if (!isNounPhrase(subjectTokens)) return null;
  const subject = lowerFirst(joinTokens(subjectTokens), proper);
  const verb = tokens[verbAt].normal;
  let rest = tokens.slice(verbAt + 1).filter((t, i, all) => !(i === all.length - 1 && t.type === 'punctuation'));
  let question: string;
  if (verb === 'refers' || verb === 'refer') {
    if (rest[0]?.normal !== 'to') return null;
    rest = rest.slice(1);
    question = `What ${verb === 'refers' ? 'does' : 'do'} ${subject} refer to?`;
  } else if (verb === 'means' || verb === 'mean') {
    question = `What ${verb === 'means' ? 'does' : 'do'} ${subject} mean?`;
  } else if (rest[0] && (rest[0].normal === 'called' || rest[0].normal === 'known') ) {
    const known = rest[0].normal === 'known';
    rest = rest.slice(known && rest[1]?.normal === 'as' ? 2 : 1);
    question = `What ${verb} ${subject} ${known ? 'known as' : 'called'}?`;
  } else if (rest[0]?.normal === 'defined' && rest[1]?.normal === 'as') {
    rest = rest.slice(2);
    question = `How ${verb} ${subject} defined?`;
  } else {
    if (!isDefiningPredicate(rest)) return null;
    question = `What ${verb} ${subject}?`;
  }
  const answer = stripEnd(joinTokens(rest));
  if (answer.split(' ').length < 1 || answer.length < 2) return null;
  return { kind: 'definition', question, answer, sentence: s.text, sentenceIndex: s.index };
}

/** The clause before `at` and the clause from `at` on, as text. */
function splitAt(tokens: Token[], at: number): [string, string] {
  return [stripEnd(joinTokens(tokens.slice(0, at))), stripEnd(joinTokens(tokens.slice(at)))];
}

/** Cause and purpose sentences as "Explain why/how …" prompts answered by the clause that explains. */
function reasonQuestion(s: Sentence, previous: Sentence | undefined, proper: ReadonlySet<string>): StudyQuestion | null {
  const tokens = s.tokens;
  const make = (kind: 'why' | 'how', claim: string, answer: string): StudyQuestion | null => {
    if (claim.split(' ').length < 3 || answer.split(' ').length < 2) return null;
    // "Explain why they open…" cannot be answered without the sentence before it
    if (PRONOUN_START.has(claim.split(' ')[0].toLowerCase())) return null;
    const prompt = `Explain ${kind} ${lowerFirst(claim, proper)}.`;
    return { kind, question: prompt, answer, sentence: s.text, sentenceIndex: s.index };
  };
  // "Because B, A."
  if (tokens[0]?.normal === 'because') {
    const comma = tokens.findIndex((t) => t.text === ',');
    if (comma > 2) return make('why', stripEnd(joinTokens(tokens.slice(comma + 1))), stripEnd(joinTokens(tokens.slice(0, comma))));
  }
  for (let i = 2; i < tokens.length - 2; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // "A because B", "A due to B", "A so that B", "A in order to B"
    if (t.normal === 'because' || (t.normal === 'due' && next.normal === 'to') || (t.normal === 'so' && next.normal === 'that') || (t.normal === 'in' && next.normal === 'order' && tokens[i + 2]?.normal === 'to')) {
      const [claim, answer] = splitAt(tokens, i);
      return make('why', claim, answer);
    }
    // "A, so B" and "A; therefore B": the reason comes first
    if ((t.normal === 'so' || t.normal === 'therefore') && tokens[i - 1].type === 'punctuation') {
      const claim = stripEnd(joinTokens(tokens.slice(i + 1)).replace(/^,\s*/, ''));
      const [reason] = splitAt(tokens, i - 1);
      return make('why', claim, reason);
    }
    // "A by using B"
    if (t.normal === 'by' && next.pos === 'VERB' && next.normal.endsWith('ing')) {
      const [claim, answer] = splitAt(tokens, i);
      return make('how', claim, answer);
    }
  }
  // "Therefore, B." / "As a result, B." after a sentence that gives the reason
  if (previous && !previous.heading && /^(?:therefore|thus|as a result|consequently|this is why)\b/i.test(s.text)) {
    const claim = stripEnd(s.text.replace(/^(?:therefore|thus|as a result|consequently|this is why)\s*,?\s*/i, ''));
    const question = make('why', claim, stripEnd(previous.text));
    return question;
  }
  return null;
}

/** Escapes a term for a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A key sentence with its most important term blanked out. */
function clozeQuestion(s: Sentence, terms: string[]): StudyQuestion | null {
  if (s.tokens.filter((t) => t.type === 'word').length < 5) return null;
  for (const term of terms) {
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'iu').exec(s.text);
    if (!match) continue;
    const blanked = s.text.slice(0, match.index) + BLANK + s.text.slice(match.index + match[0].length);
    return { kind: 'cloze', question: `Fill in the blank: ${blanked}`, answer: match[0], sentence: s.text, sentenceIndex: s.index };
  }
  return null;
}

/**
 * Study questions from the note itself, each with its answer: definitions become "What is X?",
 * causes become "Explain why…", methods "Explain how…", and key sentences become fill-in-the-blank
 * items on their key term. Nothing is asked that the note does not answer.
 */
export function generateQuestions(input: string | AnalyzedText, options: QuestionOptions = {}): StudyQuestion[] {
  const analysis = analyze(input);
  const max = options.max ?? 10;
  const proper = properWords(analysis);
  const statements = analysis.sentences.filter((s) => !s.heading);
  const byIndex = new Map(analysis.sentences.map((s) => [s.index, s]));
  const used = new Set<number>();
  const found: StudyQuestion[] = [];
  for (const s of statements) {
    const q = definitionQuestion(s, proper);
    if (q) {
      found.push(q);
      used.add(s.index);
    }
  }
  for (const s of statements) {
    if (used.has(s.index)) continue;
    const q = reasonQuestion(s, byIndex.get(s.index - 1), proper);
    if (q) {
      found.push(q);
      used.add(s.index);
    }
  }
  const chosen = found.slice(0, max);
  if (chosen.length < max) {
    // key terms, longest first so "carbon dioxide" is blanked whole rather than "carbon"
    const terms = keyTerms(analysis, 15).map((k) => k.term).sort((a, b) => b.length - a.length);
    const ranked = [...rankSentences(analysis)].sort((a, b) => b.score - a.score || a.index - b.index);
    const wanted = Math.max(Math.min(3, max - chosen.length), Math.min(max - chosen.length, Math.ceil(statements.length / 3)));
    let added = 0;
    for (const r of ranked) {
      if (added >= wanted) break;
      const s = byIndex.get(r.index);
      if (!s || used.has(s.index)) continue;
      const q = clozeQuestion(s, terms);
      if (q) {
        chosen.push(q);
        used.add(s.index);
        added++;
      }
    }
  }
  return chosen.sort((a, b) => a.sentenceIndex - b.sentenceIndex);
}
