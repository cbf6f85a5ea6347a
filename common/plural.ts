/** "1 card", "12 cards": a count with its word, in the given number format (the runtime's by default). */
export function plural(n: number, word: string, locale?: string): string {
  return `${n.toLocaleString(locale)} ${word}${n === 1 ? '' : 's'}`;
}
