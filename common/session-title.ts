/** Common English words that say nothing about a conversation's topic. */
const STOP_WORDS = new Set(
  (
    'the and for are but not you all any can had her was one our out has have how its may new now old see two way who ' +
    'did get got let put say she too use what when where which while with would could should will shall this that these ' +
    'those there their them they then than from into onto about above after again against also because been before being ' +
    'below between both does doing down during each few further here hers herself him himself his how just more most ' +
    'myself nor off once only other ours ourselves over own same some such themselves through under until very whom why ' +
    'yours yourself yourselves ' +
    'please help explain tell show give want need know like make does mean means understand thanks thank hey hello ' +
    'can could would whats what\'s question questions'
  ).split(/\s+/),
);

export interface TitleMessage {
  role: 'user' | 'assistant' | string;
  content: string;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A conversation's title, derived from its first user message as spec-1 §3 describes: lowercase,
 * no punctuation, words of 3+ letters that are not stop-words, the first three capitalised.
 * Three words are joined; two get " Chat"; one gets " Help"; none gives "Study Chat".
 */
export function deriveSessionTitle(messages: readonly TitleMessage[]): string {
  if (messages.length === 0) return 'New Chat';
  const first = messages.find((m) => m.role === 'user');
  if (!first) return 'Study Chat';
  const words = first.content
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 3 && /\p{L}/u.test(w) && !STOP_WORDS.has(w))
    .slice(0, 3)
    .map(capitalise);
  if (words.length === 3) return words.join(' ');
  if (words.length === 2) return `${words.join(' ')} Chat`;
  if (words.length === 1) return `${words[0]} Help`;
  return 'Study Chat';
}
