import { createSpellingCorrector, matchCase, type SpellingCorrector } from './spelling';

export interface GrammarOptions {
  /** Whether the text starts a sentence (false for a piece of text that follows bold or italic words). */
  sentenceStart?: boolean;
  /** Check spelling too (default true). */
  spelling?: boolean;
  /** A corrector shared by several calls on one note (its search budget covers the whole note). */
  speller?: SpellingCorrector;
}

export interface GrammarResult {
  text: string;
  /** Every change made, in order, e.g. "teh → the" (one entry per occurrence). */
  changes: string[];
}

/** URLs, e-mail addresses and inline code: never "corrected". */
const PROTECTED = /(https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+\.[\w.-]+|`[^`]*`)/giu;
const WORD = /(?<![\p{L}\p{N}_@/\\.-])[\p{L}]+(?:['’][\p{L}]+)*(?![\p{L}\p{N}_@/\\]|[.-][\p{L}\p{N}])/gu;
const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|fig|no|vol|ch|p|pp|a\.m|p\.m|mr|mrs|ms|dr|st|prof|jr|sr|al|inc|ltd|co|gen|col|capt|lt|sgt|gov|sen|rep|dept|univ|ca|c)\.|\.\.\.|…)$/i;
/** An initial ("John B. Watson", "E. coli"): its full stop ends no sentence. */
const INITIAL = /(?:^|[\s(])\p{Lu}\.$/u;
const APOSTROPHE_FIXES: Record<string, string> = {
  dont: "don't", doesnt: "doesn't", didnt: "didn't", isnt: "isn't", wasnt: "wasn't", werent: "weren't", arent: "aren't",
  couldnt: "couldn't", shouldnt: "shouldn't", wouldnt: "wouldn't", havent: "haven't", hasnt: "hasn't", hadnt: "hadn't",
};
/** Words after which "a"/"an" is a label ("option a or b"), not an article. */
const NOT_A_NOUN_PHRASE = new Set([
  'and', 'or', 'of', 'in', 'on', 'at', 'as', 'is', 'are', 'was', 'were', 'if', 'it', 'its', 'to', 'up', 'an', 'a', 'the',
  'into', 'onto', 'over', 'under', 'upon', 'out', 'off', 'else', 'each', 'every', 'by', 'for', 'from', 'with', 'but',
]);
/** Repeats that are correct English. */
const ALLOWED_REPEATS = new Set(['had', 'that', 'do', 'bye', 'very', 'really', 'ha', 'no', 'so']);

/** Whether a word is said with a vowel sound first, or null when its spelling does not say for sure. */
export function startsWithVowelSound(word: string): boolean | null {
  if (!/^\p{L}/u.test(word) || /\d/.test(word)) return null;
  if (/^\p{Lu}{2,}/u.test(word)) return null; // acronyms: "an MRI" but "a NASA probe"
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return true;
  // "an uninteresting", "an unimportant" (the prefix un-) but "a university", "a unit", "a unique"
  if (/^uni[nm]/.test(w)) return true;
  if (/^unid/.test(w)) return null;
  if (/^(?:uni|use|usu|uti|ute|ura|uri|uro|eu|ewe|one\b|once|ubiq|uk)/.test(w)) return false;
  if (/^[aeio]/.test(w)) return true;
  if (/^u(?:n|g|m|l|p|t|s)/.test(w)) return true;
  if (/^u/.test(w)) return null;
  return false;
}

interface Rewriter {
  changes: string[];
  speller: SpellingCorrector;
  spelling: boolean;
}

/** Replaces every match of a pattern with what `fix` returns (null keeps the match), recording each change. */
function rewrite(text: string, pattern: RegExp, fix: (match: RegExpExecArray) => string | null, describe: (from: string, to: string) => string, changes: string[]): string {
  let out = '';
  let last = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const replacement = fix(m);
    if (replacement !== null && replacement !== m[0]) {
      out += text.slice(last, m.index) + replacement;
      last = m.index + m[0].length;
      changes.push(describe(m[0], replacement));
    }
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return out + text.slice(last);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const arrow = (from: string, to: string) => `${from.trim()} → ${to.trim()}`;

/** Whether position `at` of `text` begins a sentence. */
function atSentenceStart(text: string, at: number, startsSentence: boolean): boolean {
  // a bounded look back keeps long paragraphs linear
  const from = Math.max(0, at - 24);
  const before = text.slice(from, at).trimEnd();
  if (before.length === 0) return from === 0 ? startsSentence : false;
  // the first word after a bullet or a number at the start of a line
  if (from === 0 && /^\s*(?:[-*•]|\d{1,3}[.)])$/.test(before)) return startsSentence;
  if (!/[.!?]["'”’)]*$/.test(before)) return false;
  const end = before.replace(/["'”’)]+$/, '');
  return !ABBREVIATIONS.test(end) && !INITIAL.test(end);
}

const DEGREE_ADJECTIVES = 'cold|hot|warm|big|small|large|much|many|late|early|long|short|hard|easy|fast|slow|high|low|loud|quiet|far|close|young|old|difficult|expensive|cheap|heavy|light|weak|strong|busy|tired|dark|bright|thin|thick|wet|dry|full|little';
const TO_TOO = new RegExp(`\\b(is|are|was|were|be|been|being|it's|it’s|get|gets|got|seems?|feels?)(\\s+)(to)(\\s+)(${DEGREE_ADJECTIVES})\\b`, 'gi');
const EFFECT_VERB = /(?<!\bto\s)\b(that|which|who|can|could|will|would|may|might|must|should|does|do|did|not|also)(\s+)(effects?)(\s+(?:the|a|an|their|our|its|your|his|her|my|this|these|those|how|them|us|him|me)\b)/gi;

/** Words that end in -s without being plural ("a lot of physics", "there is a lot of gas"). */
const SINGULAR_IN_S = /(?:ss|us|is|ics|as|os|news|series|species|means|measles)$/i;
const COUNTED = 'many|several|few|two|three|four|five|six|seven|eight|nine|ten|multiple|various|numerous';
// "there is many reasons" / "there's two ways" → "there are": "is"/"was" before a plural quantity
const THERE_IS_PLURAL = new RegExp(`\\b(there)(\\s+)(is|was)(\\s+)(${COUNTED})\\b`, 'gi');
const THERES_PLURAL = new RegExp(`\\b(there['’]s)(\\s+)(${COUNTED})\\b`, 'gi');
// "there is a lot of factors" → "there are": only when the noun after "of" is a plural in -s
const THERE_IS_LOTS = /\b(there)(\s+)(is|was)(\s+(?:a lot|lots|plenty|a number|a couple) of\s+)(\p{L}{4,})\b/giu;
// "they was", "we was", "you was" → "were" (not "which of you was", "the thank-you was")
const PLURAL_WAS = /(?<!\bof\s)(?<![-'’])\b(they|we|you)(\s+)(was)\b/gi;

function fixPlainText(text: string, startsSentence: boolean, r: Rewriter): string {
  const { changes } = r;
  let t = text;
  // spacing: extra spaces between words, a space before punctuation
  t = rewrite(t, /(?<=\S) {2,}(?=\S)/g, () => ' ', () => 'removed extra spaces', changes);
  t = rewrite(t, /(?<=[\p{L}\p{N})\]"'”’]) +([,;:!?]|\.(?![.\d]))(?=\s|$)/gu, (m) => m[1], (_f, to) => `removed the space before “${to}”`, changes);

  // confusions: "could of", "alot", "dont", "their is"
  t = rewrite(t, /\b(could|should|would|must|might)(\s+)of\b(?!\s+course)/gi, (m) => `${m[1]}${m[2]}${matchCase(m[0].slice(m[1].length + m[2].length), 'have')}`, arrow, changes);
  t = rewrite(t, /\balot\b/gi, (m) => matchCase(m[0], 'a lot'), arrow, changes);
  t = rewrite(t, /\b(dont|doesnt|didnt|isnt|wasnt|werent|arent|couldnt|shouldnt|wouldnt|havent|hasnt|hadnt)\b/gi, (m) => matchCase(m[0], APOSTROPHE_FIXES[m[0].toLowerCase()]), arrow, changes);
  t = rewrite(t, /\b(their)(\s+)(is|are|was|were)\b/gi, (m) => `${matchCase(m[1], 'there')}${m[2]}${m[3]}`, arrow, changes);
  // "it is to cold" → "too cold": "to" between a form of "be" and an adjective of degree
  t = rewrite(t, TO_TOO, (m) => `${m[1]}${m[2]}${matchCase(m[3], 'too')}${m[4]}${m[5]}`, arrow, changes);
  // "factors that effect the rate" → "affect": effect as a verb before what it acts on
  t = rewrite(t, EFFECT_VERB, (m) => `${m[1]}${m[2]}${matchCase(m[3], m[3].toLowerCase() === 'effects' ? 'affects' : 'affect')}${m[4]}`, arrow, changes);

  // agreement: "there is many reasons", "there is a lot of factors", "they was"
  const plural = (verb: string) => matchCase(verb, verb.toLowerCase() === 'was' ? 'were' : 'are');
  t = rewrite(t, THERE_IS_PLURAL, (m) => `${m[1]}${m[2]}${plural(m[3])}${m[4]}${m[5]}`, arrow, changes);
  t = rewrite(t, THERES_PLURAL, (m) => `${matchCase(m[1].slice(0, 5), 'there')} are${m[2]}${m[3]}`, arrow, changes);
  t = rewrite(
    t,
    THERE_IS_LOTS,
    (m) => (/s$/i.test(m[5]) && !SINGULAR_IN_S.test(m[5]) ? `${m[1]}${m[2]}${plural(m[3])}${m[4]}${m[5]}` : null),
    arrow,
    changes,
  );
  t = rewrite(t, PLURAL_WAS, (m) => `${m[1]}${m[2]}${matchCase(m[3], 'were')}`, arrow, changes);

  // spelling, word by word
  if (r.spelling) {
    t = rewrite(
      t,
      WORD,
      (m) => {
        const start = atSentenceStart(t, m.index, startsSentence);
        const fix = r.speller.correct(m[0], { sentenceStart: start });
        // one change for "teh" at a sentence start: "teh → The", not "teh → the" then "the → The"
        return fix && start ? capitalise(fix) : fix;
      },
      arrow,
      changes,
    );
  }

  // a word written twice: "the the"
  // (a capitalised second word may start a sentence whose full stop is missing: "pigment chlorophyll Chlorophyll absorbs")
  t = rewrite(
    t,
    /(?<![\p{L}\p{N}'’-])(\p{L}+)\s+(\1)(?![\p{L}\p{N}'’-])/giu,
    (m) => (ALLOWED_REPEATS.has(m[1].toLowerCase()) || (m[2] !== m[1] && /^\p{Lu}/u.test(m[2])) ? null : m[1]),
    arrow,
    changes,
  );

  // "i" on its own is "I" (but not "(i)" numbering or "i.e.")
  t = rewrite(
    t,
    /(?<![\p{L}\p{N}'’.(-])i(?=(?:['’](?:m|ve|ll|d))?(?![\p{L}\p{N}'’-]))(?!\.\p{L})(?!\))/gu,
    (m) => {
      // "e, i, π and 1": a letter in a list of symbols, not the pronoun
      const before = t.slice(Math.max(0, m.index - 3), m.index);
      const after = t.slice(m.index + 1, m.index + 3);
      return /(?:^|\s)\S,\s$|,\s$/.test(before) && /^,/.test(after) ? null : 'I';
    },
    () => 'i → I',
    changes,
  );

  // a / an by the sound of the next word
  t = rewrite(
    t,
    /(?<![\p{L}\p{N}'’-])(a|an|A|An|AN)(\s+)([\p{L}][\p{L}'’-]*)/gu,
    (m) => {
      const [, article, space, next] = m;
      if (NOT_A_NOUN_PHRASE.has(next.toLowerCase())) return null;
      // a capital "A" inside a sentence is a label ("grade A essay", "vitamin A"), not an article
      if (article === 'A' && !atSentenceStart(t, m.index, startsSentence)) return null;
      const vowel = startsWithVowelSound(next);
      if (vowel === null) return null;
      const wanted = vowel ? 'an' : 'a';
      if (article.toLowerCase() === wanted) return null;
      const fixed = article === 'AN' ? 'A' : matchCase(article, wanted);
      return `${atSentenceStart(t, m.index, startsSentence) ? capitalise(fixed) : fixed}${space}${next}`;
    },
    arrow,
    changes,
  );

  // a capital letter at the start of each sentence
  t = rewrite(
    t,
    /(?<![\p{L}\p{N}'’_.])(\p{Ll}[\p{L}'’]*)(?!\.\p{L})/gu,
    (m) => {
      if (!atSentenceStart(t, m.index, startsSentence)) return null;
      if (/\p{Lu}/u.test(m[0]) || /^(?:e\.g|i\.e|etc|vs|cf)$/i.test(m[0]) || /^(?:www|https?)$/.test(m[0])) return null;
      // "iPhone", "pH": a word that is not all lower case is written that way on purpose
      return capitalise(m[0]);
    },
    arrow,
    changes,
  );
  return t;
}

/**
 * Corrects a student's text without a model: spelling only where the fix is certain, and the
 * grammar slips that rules catch reliably (doubled words, "i", sentence capitals, spacing, a/an,
 * "could of", "alot"). Every change is listed so the student sees, and can undo, what was done.
 * URLs, e-mail addresses and inline code are left exactly as written.
 */
export function fixGrammar(text: string, options: GrammarOptions = {}): GrammarResult {
  const r: Rewriter = { changes: [], speller: options.speller ?? createSpellingCorrector(), spelling: options.spelling ?? true };
  let startsSentence = options.sentenceStart ?? true;
  const out = text
    .split(PROTECTED)
    .map((piece, i) => {
      if (i % 2 === 1) {
        startsSentence = false;
        return piece;
      }
      // the lines of a text (headings, list items) each start a sentence
      const fixed = piece
        .split('\n')
        .map((line, k) => fixPlainText(line, k > 0 ? true : startsSentence, r))
        .join('\n');
      return fixed;
    })
    .join('');
  return { text: out, changes: r.changes };
}

/**
 * A change list for the student: each distinct change once, in first-seen order, with a count when
 * it was made more than once ("teh → the (3×)").
 */
export function tallyChanges(changes: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const c of changes) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.entries()].map(([c, n]) => (n > 1 ? `${c} (${n}×)` : c));
}
