import { CARD_SIDE_MAX, IMPORT_MAX_CARDS } from './schemas/flashcards';

/**
 * Reading decks in the formats students already have: Quizlet's export (term TAB definition per
 * line, or custom separators), Anki's "Notes in plain text" (#separator/#html/#columns headers,
 * quoted fields) and CSV (RFC 4180 quotes). Pure, so the client can preview an import and the
 * server parses nothing it did not validate.
 */

export type ImportFormat = 'quizlet' | 'anki' | 'csv';

export interface ParseOptions {
  /** 'auto' (default) looks at the text: Anki headers, then tabs, then commas. */
  format?: ImportFormat | 'auto';
  /** Quizlet: between term and definition (default a tab). */
  termSeparator?: string;
  /** Quizlet: between cards (default a new line). */
  rowSeparator?: string;
}

export interface ParsedCard {
  front: string;
  back: string;
  /** 1-based line (or row) where the card starts, for error messages and the preview. */
  line: number;
}

export interface ParseIssue {
  line: number;
  message: string;
}

export interface ParseResult {
  format: ImportFormat;
  cards: ParsedCard[];
  errors: ParseIssue[];
  /** A deck named by the file itself (Anki's #deck header). */
  deckName?: string;
}

const HEADER_WORDS = /^(front|term|question|word|side ?1)$/i;
const ANKI_SEPARATORS: Record<string, string> = { tab: '\t', comma: ',', semicolon: ';', space: ' ', pipe: '|', colon: ':' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Fields with HTML (Anki #html:true, or Quizlet rich text): line breaks kept, tags removed, entities decoded. */
export function htmlFieldToText(field: string): string {
  return field
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(div|p|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? m;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Splits delimited text into rows of fields, honouring double quotes ("a, b", "say ""hi""", and
 * line breaks inside quotes). Returns each row with the line it starts on.
 */
export function splitDelimited(text: string, separator: string): Array<{ fields: string[]; line: number }> {
  const rows: Array<{ fields: string[]; line: number }> = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let i = 0;
  let quoted = false;
  let wasQuoted = false;
  const endField = () => {
    fields.push(wasQuoted ? field : field.trim());
    field = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endField();
    if (fields.some((f) => f !== '')) rows.push({ fields, line: rowLine });
    fields = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        i++;
        continue;
      }
      if (ch === '\n') line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      quoted = true;
      wasQuoted = true;
      field = '';
      i++;
      continue;
    }
    if (text.startsWith(separator, i)) {
      endField();
      i += separator.length;
      continue;
    }
    if (ch === '\r' && text[i + 1] === '\n') {
      i++;
      continue;
    }
    if (ch === '\n') {
      endRow();
      line++;
      rowLine = line;
      i++;
      continue;
    }
    field += ch;
    i++;
  }
  endRow();
  return rows;
}

function checkCard(front: string, back: string, line: number, errors: ParseIssue[]): ParsedCard | null {
  if (!front && !back) return null;
  if (!front) {
    errors.push({ line, message: `Line ${line}: the term is empty.` });
    return null;
  }
  if (!back) {
    errors.push({ line, message: `Line ${line}: "${front.slice(0, 40)}" has no definition.` });
    return null;
  }
  if (front.length > CARD_SIDE_MAX || back.length > CARD_SIDE_MAX) {
    errors.push({ line, message: `Line ${line}: a side is longer than ${CARD_SIDE_MAX} characters.` });
    return null;
  }
  return { front, back, line };
}

function finish(format: ImportFormat, cards: ParsedCard[], errors: ParseIssue[], deckName?: string): ParseResult {
  if (cards.length > IMPORT_MAX_CARDS) {
    errors.push({ line: cards[IMPORT_MAX_CARDS].line, message: `Only the first ${IMPORT_MAX_CARDS} cards can be imported at once.` });
    cards = cards.slice(0, IMPORT_MAX_CARDS);
  }
  return deckName ? { format, cards, errors, deckName } : { format, cards, errors };
}

function parseQuizlet(text: string, termSeparator: string, rowSeparator: string): ParseResult {
  const cards: ParsedCard[] = [];
  const errors: ParseIssue[] = [];
  const looksHtml = /<(br|b|i|div|span)\b[^>]*>/i.test(text);
  const clean = (s: string) => (looksHtml ? htmlFieldToText(s) : s.trim());
  let line = 1;
  for (const row of text.split(rowSeparator)) {
    const rowLine = line;
    line += (row.match(/\n/g) ?? []).length + (rowSeparator === '\n' ? 1 : 0);
    if (!row.trim()) continue;
    const at = row.indexOf(termSeparator);
    const card = at === -1
      ? checkCard(clean(row), '', rowLine, errors)
      : checkCard(clean(row.slice(0, at)), clean(row.slice(at + termSeparator.length)), rowLine, errors);
    if (card) cards.push(card);
  }
  return finish('quizlet', cards, errors);
}

function parseAnki(text: string): ParseResult {
  const headers: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  let bodyStart = 0;
  while (bodyStart < lines.length && lines[bodyStart].startsWith('#')) {
    const m = /^#([a-z ]+):(.*)$/i.exec(lines[bodyStart]);
    if (m) headers[m[1].trim().toLowerCase()] = m[2].trim();
    bodyStart++;
  }
  const sepName = (headers.separator ?? 'tab').toLowerCase();
  const separator = ANKI_SEPARATORS[sepName] ?? headers.separator ?? '\t';
  const html = (headers.html ?? 'false').toLowerCase() === 'true';
  const columns = headers.columns?.split(separator).map((c) => c.trim().toLowerCase());
  const skip = ['guid column', 'notetype column', 'deck column'].map((h) => Number(headers[h]) - 1).filter((n) => n >= 0);
  const tags = Number(headers['tags column']) - 1;
  const body = lines.slice(bodyStart).join('\n');
  const cards: ParsedCard[] = [];
  const errors: ParseIssue[] = [];
  for (const row of splitDelimited(body, separator)) {
    const fields = row.fields.filter((_, i) => !skip.includes(i) && i !== tags);
    const frontIndex = columns ? Math.max(0, columns.findIndex((c) => c === 'front' || c === 'text')) : 0;
    const backIndex = columns ? columns.findIndex((c) => c === 'back' || c === 'back extra') : 1;
    const pick = (i: number) => (html ? htmlFieldToText(fields[i] ?? '') : (fields[i] ?? ''));
    const card = checkCard(pick(frontIndex), pick(backIndex === -1 ? 1 : backIndex), row.line + bodyStart, errors);
    if (card) cards.push(card);
  }
  return finish('anki', cards, errors, headers.deck || undefined);
}

function parseCsv(text: string): ParseResult {
  const semicolons = (text.split('\n')[0].match(/;/g) ?? []).length;
  const commas = (text.split('\n')[0].match(/,/g) ?? []).length;
  const rows = splitDelimited(text, semicolons > commas ? ';' : ',');
  const cards: ParsedCard[] = [];
  const errors: ParseIssue[] = [];
  rows.forEach((row, index) => {
    if (index === 0 && HEADER_WORDS.test(row.fields[0] ?? '')) return;
    const looksHtml = row.fields.some((f) => /<(br|b|i|div|span)\b[^>]*>/i.test(f));
    const [front = '', back = ''] = row.fields.map((f) => (looksHtml ? htmlFieldToText(f) : f));
    const card = checkCard(front, back, row.line, errors);
    if (card) cards.push(card);
  });
  return finish('csv', cards, errors);
}

/** Which format a pasted text is in, when the student does not say. */
export function detectFormat(text: string): ImportFormat {
  // Quoted fields may hold tabs and new lines of their own: look at the text outside quotes.
  const firstLines = text.slice(0, 4000).replace(/"(?:[^"]|"")*"/g, '""').split(/\r?\n/).filter((l) => l.trim()).slice(0, 5);
  if (firstLines.some((l) => /^#(separator|html|columns|deck|notetype|tags column|guid column):/i.test(l))) return 'anki';
  if (firstLines.some((l) => l.includes('\t'))) return 'quizlet';
  return 'csv';
}

/** Parses a deck from pasted or uploaded text; problems are reported per line, never thrown. */
export function parseDeckText(text: string, opts: ParseOptions = {}): ParseResult {
  const normal = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const format = !opts.format || opts.format === 'auto' ? detectFormat(normal) : opts.format;
  if (format === 'anki') return parseAnki(normal);
  if (format === 'csv') return parseCsv(normal);
  return parseQuizlet(normal, opts.termSeparator || '\t', opts.rowSeparator || '\n');
}
