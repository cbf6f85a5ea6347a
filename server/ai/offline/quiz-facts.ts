import { joinTokens, type KeyTerm, type Sentence, type Token } from './nlp/text';

/**
 * Facts a question can ask about, read from the sentences of the material (issue 15): who or what
 * does something ("Helicase unwinds the helix …" → the subject, helicase, and what it does), and the
 * distractors of the answer's own kind: names for a name, common terms of the same number for a
 * term, nearby years for a year.
 */

/** A sentence whose subject can be asked: "Which of these unwinds the helix …?" → "Helicase". */
export interface SubjectFact {
  /** The subject as the sentence writes it, without a leading article ("Helicase", "James Watson and Francis Crick"). */
  answer: string;
  /** Everything after the subject, without the final full stop ("unwinds the helix at an origin of replication"). */
  predicate: string;
  kind: 'name' | 'term';
  /** A plural subject ("organelles"): its distractors must be plural too. */
  plural: boolean;
  /** A person, as far as the sentence shows (a name doing something): asked with "Who". */
  person: boolean;
  /** The verb agrees with "What" / "Who" as the question's subject (past tense, -s form, "is", "was", "has"). */
  singularVerb: boolean;
  sentence: Sentence;
}

/** Nouns that name places, bodies and things: a name that ends with one is not a person. */
const NOT_PERSON_HEADS = /\b(?:park|river|ocean|sea|lake|mountains?|mount|empire|kingdom|republic|state|states|union|nations?|city|island|islands|valley|desert|church|party|congress|senate|court|council|university|company|revolution|war|treaty|act|convention|assembly|league|bank|system|law|laws|bay|gulf|canal|street|road|bridge|castle|palace|tower|station|day|age|era|period|constitution|declaration)$/i;
/** Heads too vague to be asked about ("The value was first estimated …"). */
const VAGUE = new Set(['value', 'idea', 'result', 'reason', 'way', 'thing', 'part', 'problem', 'change', 'number', 'amount', 'fact', 'example', 'kind', 'type', 'rest', 'other', 'process', 'step']);
const PRONOUNS = /^(?:it|this|that|these|those|they|he|she|we|you|i|there|here|its|their|his|her|such|each|every|some|many|most|all|both|one|another|other|others)$/i;

function isWordToken(t: Token): boolean {
  return t.type === 'word' || t.type === 'number';
}

/**
 * The subject fact of a sentence, or null: the sentence opens with a noun phrase (a key term or a
 * name, one to six words, "and" allowed between names) followed by its verb, and what follows the
 * verb does not repeat the subject.
 */
export function subjectFactOf(s: Sentence, terms: readonly KeyTerm[], lowerWords: ReadonlySet<string>): SubjectFact | null {
  // a note's shorthand ("Oceans dissolve CO₂ → they take up …") is not a sentence to ask from
  if (s.heading || /\?$/.test(s.text) || /[→=]/.test(s.text)) return null;
  const tokens = s.tokens.filter((t, i, all) => !(i === all.length - 1 && t.pos === 'PUNCT'));
  const wordCount = tokens.filter(isWordToken).length;
  if (wordCount < 6 || wordCount > 40) return null;
  // the first verb written in lower case: a capitalised word mid-sentence is a name, whatever its tag
  const verbAt = tokens.findIndex((t, i) => (t.pos === 'VERB' || t.pos === 'AUX') && (i === 0 || /^\p{Ll}/u.test(t.text)));
  if (verbAt <= 0 || verbAt > 7) return null;
  let subject = tokens.slice(0, verbAt);
  if (subject[0].pos === 'DET' && /^(?:the|a|an)$/i.test(subject[0].text)) subject = subject.slice(1);
  if (subject.length === 0 || subject.length > 6) return null;
  if (PRONOUNS.test(subject[0].text)) return null;
  if (subject.some((t) => !(t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ' || t.pos === 'NUM' || (t.pos === 'CCONJ' && /^and$/i.test(t.text)) || (t.pos === 'PUNCT' && /^[-'’]$/.test(t.text))))) return null;
  const head = subject[subject.length - 1];
  if (head.pos !== 'NOUN' && head.pos !== 'PROPN') return null;
  const answer = joinTokens(subject).replace(/\s+-\s+/g, '-');
  const names = subject.filter((t) => t.pos === 'PROPN' || /^\p{Lu}/u.test(t.text)).length;
  const lemma = subject.filter((t) => t.pos !== 'CCONJ').map((t) => t.lemma).join(' ');
  const term = terms.find((t) => t.lemma === lemma || t.term.toLowerCase() === answer.toLowerCase());
  // "Helicase" opening a sentence is a common term the text writes in lower case, not a name
  const capitals = subject.every((t) => /^\p{Lu}/u.test(t.text) || /^and$/i.test(t.text) || /^[-'’]$/.test(t.text)) && names > 0;
  // one capitalised word opening a sentence is a name only when tagged so and never written in lower case
  const single = subject.length === 1;
  const isName = capitals && !(term && !term.proper) && !(single && (lowerWords.has(head.normal) || head.pos !== 'PROPN'));
  // a common subject must be one of the text's key terms: "The arrows point …" asks nothing worth asking
  const known = !!term && !VAGUE.has(head.lemma);
  if (!isName && !known) return null;
  const verb = tokens[verbAt];
  const predicate = joinTokens(tokens.slice(verbAt)).trim();
  if (predicate.split(/\s+/).length < 3 || /["“”]/.test(predicate)) return null;
  // "A picture built this way, with one vanishing point, is said to …": the first verb opens a
  // clause about the subject, the sentence's own verb comes later
  if (/^\p{L}+(?:ed|en|wn|lt|ught|ung|ade)\b[^.;]*?,\s*(?:is|are|was|were|has|have|can|will)\b/u.test(predicate)) return null;
  // "Plants make their own food because plants …": the question would give the answer away
  const lowerAnswer = answer.toLowerCase();
  if (predicate.toLowerCase().includes(lowerAnswer) || predicate.toLowerCase().includes(head.lemma)) return null;
  const plural = subject.some((t) => /^and$/i.test(t.text)) || (head.pos === 'NOUN' && head.normal !== head.lemma && /s$/.test(head.normal));
  const past = verb.pos === 'VERB' ? verb.normal !== verb.lemma && !/s$/.test(verb.normal) : /^(?:was|had|did)$/.test(verb.normal);
  // a modal agrees with any subject ("What cannot make its own food?")
  const singularVerb = /^(?:is|was|has|does|can|cannot|could|will|would|may|might|must|should|shall)$/.test(verb.normal) || past || verb.normal === `${verb.lemma}s` || verb.normal === `${verb.lemma}es` || /ies$/.test(verb.normal);
  // a name that did something ("Watson and Crick proposed …"), not a park or a treaty
  const person = isName && !NOT_PERSON_HEADS.test(answer) && verb.pos === 'VERB' && past;
  return { answer, predicate, kind: isName ? 'name' : 'term', plural, person, singularVerb, sentence: s };
}

/** Years near a year, as distractors of a date question: never the year itself, in the same era. */
export function nearbyYears(year: number, seed: number, taken: ReadonlySet<number>, wanted: number): number[] {
  const offsets = [-10, -5, -3, 3, 5, 10, -20, 20, -2, 2, -50, 50];
  // the seed rotates the offsets so the answer is not always the middle or the lowest
  const rotated = offsets.map((_, i) => offsets[(i + seed) % offsets.length]);
  const out: number[] = [];
  for (const d of rotated) {
    const y = year + d;
    if (y <= 0 || y > new Date().getUTCFullYear() + 20 || taken.has(y) || out.includes(y)) continue;
    out.push(y);
    if (out.length === wanted) break;
  }
  return out;
}
