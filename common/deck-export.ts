/** Writing a deck for other apps: CSV for spreadsheets and Quizlet, Anki's "Notes in plain text". */

interface Card {
  front: string;
  back: string;
}

function quote(field: string, separator: string): string {
  // a line starting with # is a header or comment for Anki: "#hashtag" as a front is quoted
  return /["\n\r\t]/.test(field) || field.startsWith('#') || field.includes(separator) || field !== field.trim()
    ? `"${field.replace(/"/g, '""')}"`
    : field;
}

/** CSV rows (RFC 4180, each ending CRLF) of cards, without the header: a deck streams in parts. */
export function csvRows(cards: readonly Card[]): string {
  return cards.map((c) => `${quote(c.front, ',')},${quote(c.back, ',')}\r\n`).join('');
}

/** CSV (RFC 4180, CRLF) with a front,back header; opens in spreadsheets and imports into Quizlet. */
export function deckToCsv(cards: readonly Card[]): string {
  return `front,back\r\n${csvRows(cards)}`;
}

/** Anki plain-text lines of cards, without the header: a deck streams in parts. */
export function ankiRows(cards: readonly Card[]): string {
  return cards.map((c) => `${quote(c.front, '\t')}\t${quote(c.back, '\t')}\n`).join('');
}

/**
 * Anki's "Notes in plain text" (File → Import in Anki): tab-separated, with headers naming the
 * separator, the columns and the deck, and fields quoted when they hold tabs, quotes or new lines.
 */
export function deckToAnkiText(cards: readonly Card[], deckName: string): string {
  const header = ['#separator:tab', '#html:false', `#deck:${deckName.replace(/[\r\n]/g, ' ')}`, '#columns:Front\tBack'];
  return `${header.join('\n')}\n${ankiRows(cards)}`;
}
