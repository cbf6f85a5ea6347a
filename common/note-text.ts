/** Reading speed of spec-2 §9. */
export const WORDS_PER_MINUTE = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|div|pre|tr)>|<br\s*\/?>/gi;

/**
 * Plain text of a note's HTML: tags removed, blocks on their own lines, entities decoded. Used by
 * word counts, the dashboard preview and search, so all three agree on what the words are.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#') && lower !== '#39') return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? m;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words in plain text: runs of letters or digits (with inner apostrophes and hyphens). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes to read at 200 words a minute, rounded up (0 for an empty note). */
export function readingMinutes(words: number): number {
  return Math.ceil(Math.max(0, words) / WORDS_PER_MINUTE);
}

/** The dashboard's note preview: the first 60 characters of the content with HTML tags stripped. */
export function notePreview(html: string, length = 60): string {
  return htmlToText(html).replace(/\s+/g, ' ').slice(0, length);
}
