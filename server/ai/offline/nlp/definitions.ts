import { analyze, contextWords, keyTerms, type AnalyzedText } from './text';
import { comparableWords, defineTerm, pickSense, type PartOfSpeech } from './wordnet';

/** A key term of a note with the dictionary meaning that fits the note. */
export interface TermDefinition {
  /** As the note writes it. */
  term: string;
  /** The dictionary entry found ("mitochondrion" for "mitochondria"). */
  lemma: string;
  partOfSpeech: PartOfSpeech;
  definition: string;
  examples: string[];
}

export interface DefinitionOptions {
  /** Most terms to define (default 8). */
  max?: number;
}

/**
 * Definitions for the note's key terms from WordNet, choosing the sense whose gloss shares the most
 * words with the note. Terms WordNet does not know are left out rather than guessed at.
 */
export function defineKeyTerms(input: string | AnalyzedText, options: DefinitionOptions = {}): TermDefinition[] {
  const analysis = analyze(input);
  const max = options.max ?? 8;
  const words = contextWords(analysis);
  const candidates = keyTerms(analysis, max * 3).map((key) => {
    let senses = defineTerm(key.term, { partsOfSpeech: ['noun'] });
    if (senses.length === 0 && key.lemma !== key.term.toLowerCase()) senses = defineTerm(key.lemma, { partsOfSpeech: ['noun'] });
    return { key, senses };
  });
  // the definitions of the note's unambiguous terms tell which meaning its ambiguous ones have
  // ("chlorophyll … photosynthetic organisms" points "plant" to the organism, not the factory)
  const related = new Set(candidates.filter((c) => c.senses.length === 1).flatMap((c) => comparableWords(c.senses[0].definition)));
  const context = { words, related };
  const found: TermDefinition[] = [];
  const seen = new Set<string>();
  for (const { key, senses } of candidates) {
    if (found.length >= max) break;
    if (senses.length === 0) continue;
    // names keep to senses that are names; common words to senses that are not
    const fitting = senses.filter((s) => s.proper === key.proper);
    const sense = pickSense(fitting.length ? fitting : key.proper ? [] : senses, context);
    if (!sense || seen.has(sense.definition)) continue;
    seen.add(sense.definition);
    found.push({ term: key.term, lemma: sense.lemma, partOfSpeech: sense.partOfSpeech, definition: sense.definition, examples: sense.examples });
  }
  return found;
}
