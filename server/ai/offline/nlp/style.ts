export interface StyleOptions {
  /** The text starts a sentence (default true). */
  sentenceStart?: boolean;
  /** End the text with a full stop when it is a sentence without closing punctuation (paragraphs). */
  endWithPeriod?: boolean;
}

export interface StyleResult {
  text: string;
  /** Every change made, e.g. "in order to → to" or "removed “basically”". */
  changes: string[];
}

/** Wordy phrases and their plain equivalents (from plain-language style guides). */
const WORDY: [RegExp, string][] = [
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bin spite of the fact that\b/gi, 'although'],
  [/\bin order to\b/gi, 'to'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bat the present time\b/gi, 'now'],
  [/\ba large number of\b/gi, 'many'],
  [/\bthe majority of\b/gi, 'most'],
  [/\b(has|have|had) the ability to\b/gi, 'can'],
  [/\beach and every\b/gi, 'every'],
  [/\bfirst and foremost\b/gi, 'first'],
  [/\babsolutely essential\b/gi, 'essential'],
  [/\bend result\b/gi, 'result'],
  [/\bpast history\b/gi, 'history'],
  [/\bcompletely finished\b/gi, 'finished'],
];
/** Filler that adds nothing to a study note. */
const FILLER = /(^|[\s(])(basically|literally|you know|I mean),?\s+/gi;
const DOUBLED_INTENSIFIER = /\b(very|really|so|super|extremely|totally)(\s+\1\b)+/gi;

/** A private-use mark: "capitalise the letter after me". */
const CAPITALISE = '\uE000';

function keepCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/**
 * Tidies a student's sentences without changing what they say: filler words dropped, doubled
 * intensifiers ("very very") made single, wordy phrases made plain, and a paragraph that is a
 * sentence closed with a full stop. Each change is listed.
 */
export function tidyText(text: string, options: StyleOptions = {}): StyleResult {
  const changes: string[] = [];
  let t = text;
  t = t.replace(DOUBLED_INTENSIFIER, (m: string, word: string) => {
    changes.push(`${m.replace(/\s+/g, ' ')} → ${word}`);
    return word;
  });
  t = t.replace(FILLER, (_m: string, lead: string, filler: string, offset: number, whole: string) => {
    changes.push(`removed “${filler.toLowerCase() === 'i mean' ? 'I mean' : filler.toLowerCase()}”`);
    const before = whole.slice(0, offset) + lead;
    const atStart = before.trim() === '' ? (options.sentenceStart ?? true) : /[.!?]["'”’)\]]*\s*$/.test(before);
    // a sentence that began with the filler now begins with the next word, capitalised
    return atStart ? `${lead}${CAPITALISE}` : lead;
  });
  t = t.replace(new RegExp(`${CAPITALISE}(\\p{Ll})`, 'gu'), (_m: string, letter: string) => letter.toUpperCase()).replaceAll(CAPITALISE, '');
  for (const [pattern, plain] of WORDY) {
    t = t.replace(pattern, (m: string) => {
      const replacement = keepCase(m, plain);
      changes.push(`${m} → ${replacement}`);
      return replacement;
    });
  }
  if (options.endWithPeriod) {
    const trimmed = t.trimEnd();
    const wordsIn = trimmed.split(/\s+/).filter(Boolean).length;
    if (wordsIn >= 4 && /[\p{L}\p{N})\]"'”’]$/u.test(trimmed)) {
      t = `${trimmed}.${t.slice(trimmed.length)}`;
      changes.push('added a full stop at the end of a paragraph');
    }
  }
  return { text: t, changes };
}
