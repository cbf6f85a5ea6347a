import { defineTerm, type WordSense } from './nlp/wordnet';

const QUESTION = [
  /^(?:define|definition of|meaning of|the meaning of|what is the meaning of|what's the meaning of|explain the (?:word|term))\s+(?:an?\s+|the\s+)?(.+?)$/i,
  /^(?:what|who)\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?(.+?)$/i,
  /^what\s+(?:does|do)\s+(?:the\s+(?:word|term)\s+)?(.+?)\s+mean$/i,
  /^what(?:'s| is)\s+(?:an?\s+|the\s+)?(.+?)$/i,
  // "Explain photosynthesis": the dictionary sense is still an honest start offline ("explain how…" is not a term)
  /^(?:explain|describe)\s+(?!(?:how|why|what|when|where|who|which|whether|if)\b)(?:an?\s+|the\s+)?(.+?)$/i,
];
const MAX_SENSES = 3;

/** The term a "what is X?" / "define X" / "what does X mean?" question asks about, if it is one. */
export function definitionTerm(question: string): string | null {
  const q = question.trim().replace(/\s+/g, ' ').replace(/[?!.]+$/, '').replace(/^(?:please|can you|could you)\s+/i, '');
  for (const re of QUESTION) {
    const m = re.exec(q);
    if (!m) continue;
    const term = m[1].replace(/\s+(?:in|for)\s+(?:biology|chemistry|physics|maths?|mathematics|history|geography|science|economics|english)$/i, '').trim();
    if (/^[\p{L}][\p{L}\s'’-]*$/u.test(term) && term.split(' ').length <= 4) return term;
  }
  return null;
}

function titleCase(term: string): string {
  return term.charAt(0).toUpperCase() + term.slice(1);
}

function renderSense(s: WordSense): string {
  const examples = s.examples.length ? ` For example: “${s.examples[0]}”.` : '';
  const also = s.synonyms.length ? ` *Also called:* ${s.synonyms.slice(0, 4).join(', ')}.` : '';
  return `*${s.partOfSpeech}* — ${s.definition}.${examples}${also}`;
}

/**
 * A dictionary answer from WordNet for "what is photosynthesis?", honest about being a definition
 * rather than a full explanation; null when the question is not a definition question or WordNet
 * does not know the term.
 */
export function definitionAnswer(question: string): { term: string; markdown: string } | null {
  const term = definitionTerm(question);
  if (!term) return null;
  const senses = defineTerm(term);
  if (senses.length === 0) return null;
  const shown = senses.slice(0, MAX_SENSES);
  const body = shown.length === 1 ? renderSense(shown[0]) : shown.map((s, i) => `${i + 1}. ${renderSense(s)}`).join('\n');
  return {
    term,
    markdown: [
      `## ${titleCase(shown[0].lemma.toLowerCase() === term.toLowerCase() ? term : shown[0].lemma)}`,
      '',
      body,
      '',
      '_This is the dictionary definition from WordNet, which works offline. For a full explanation with examples at your level, ask whoever runs StudyPilot to connect an AI model (`AI_PROVIDER`)._',
    ].join('\n'),
  };
}
