/**
 * Study material as it was meant to be read (issue 15): what a PDF or a web page adds when it is
 * pasted is taken out before anything is generated from it. Removed: citation marks ("[2]",
 * "(Smith et al., 2004)"), footnote marks, figure and table captions, "Source:" lines, running
 * headers and footers, page numbers, bare URLs and DOIs, reference footnotes. Repaired: words
 * hyphenated across a line break, sentences wrapped across lines (and across a page break).
 * Headings, list items and glossary lines stay on their own lines.
 */

const PAGE_NUMBER = /^(?:page\s+|p\.\s*|-\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?(?:\s*-)?$/i;
const CAPTION = /^(?:figure|fig\.?|table|chart|diagram|plate|map|graph|image|photo|illustration)\s*\d+(?:[.\-–:]\d+)*[a-z]?\b/i;
const SOURCE_LINE = /^(?:source|sources|credit|image credit|photo credit|retrieved from|available at|adapted from)\s*:/i;
const URL_ONLY = /^(?:https?:\/\/|www\.|doi:\s*|https?:\/\/doi)\S*$/i;
/** A page's label: its number, alone or beside a title ("88", "Chapter 4 · Waves and Sound 89", "212 PSY 101"). */
const PAGE_LABEL = /^\d{1,4}$|^\d{1,4}\s+\p{Lu}|^\p{Lu}.*\p{L}[\s·|]+\d{1,4}$/u;
const BULLET = /^(?:[-*•▪◦‣·]|\d{1,3}[.)])\s+/;
/** A reference (not an explanation) in a footnote: an author and a year, a publisher, pages. */
const REFERENCE = /\b(?:et al\.|pp?\.\s*\d|ed(?:s|ition)?\.|press\b|journal\b|vol\.\s*\d|doi|isbn|retrieved|https?:\/\/)|\(\d{4}\)|,\s*\d{4}[.,]/i;
const FOOTNOTE_MARK = /^(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\*{1,3}|†|‡|\[\d{1,3}\])\s*/;
/** Units whose power is written as a superscript ("m²", "cm³"): never a footnote mark. */
const UNIT_BEFORE_POWER = /(?:^|[^\p{L}])(?:m|cm|mm|km|dm|nm|µm|μm|um|s|ft|in|mi|g|kg|mol|x|y|z|n|a|b|c|e|t|r|h|k|v|i|j)$/iu;

/** Digits, punctuation and spaces aside: the words that make a line the same header on every page (capitals as written). */
function headerKey(line: string): string {
  return line.replace(/[\d\s·|•\-–—:.,]+/g, ' ').trim();
}

function endsSentence(line: string): boolean {
  return /[.!?:;]["”’)\]]?$/.test(line);
}

/** A short line without a sentence's ending: a heading, a header, a caption. */
function isShortLabel(line: string): boolean {
  return line.split(/\s+/).length <= 12 && !endsSentence(line);
}

/** Citation and footnote marks inside a line of prose. */
export function stripInlineMarks(line: string): string {
  return (
    line
      // [2], [12, 13], [2–4], [citation needed]
      .replace(/\s?\[(?:\d{1,3}(?:\s*[,–-]\s*\d{1,3})*|citation needed|note \d+)\]/gi, '')
      // (Smith, 2004), (Smith et al., 2004; Jones 1999), (Cowan, 2001, p. 12)
      .replace(/\s?\((?:see\s+)?\p{Lu}[\p{L}'’-]+(?:\s+et al\.?|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?,?\s+\d{4}[a-z]?(?:,\s*pp?\.\s*[\d–-]+)?(?:;\s*[^()]*?\d{4}[a-z]?)*\)/gu, '')
      // footnote marks after a word or a full stop ("Franklin¹", "himself.*"), not a unit's power ("m²") or a number's ("10²³")
      .replace(/([\p{L})\].,;:"”’])([¹²³⁴⁵⁶⁷⁸⁹⁰]+|\*{1,3}|†|‡)(?=[\s,.;:)]|$)/gu, (whole, before: string, mark: string, at: number, all: string) => {
        if (/[¹²³]/.test(mark) && mark.length === 1 && UNIT_BEFORE_POWER.test(all.slice(0, at + before.length))) return whole;
        return before;
      })
      // a footnote mark opening the line
      .replace(/^[¹²³⁴⁵⁶⁷⁸⁹⁰]+\s+/, '')
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/\s+([.,;:])/g, '$1')
      .trim()
  );
}

/**
 * Lines that are not content: page numbers, captions, source lines, lone URLs, a running header
 * or footer (a short line written on two pages or more, whatever its page number), and a short
 * label that sits inside a sentence broken by a page ("… flows through the / 88 / Chapter 4 · Waves 89 / heart …").
 */
function artefactLines(lines: string[]): Set<number> {
  const drop = new Set<number>();
  // a header is written again a page later: lines next to each other ("Term 1: …", "Term 2: …") are a list
  const counts = new Map<string, number>();
  const lastAt = new Map<string, number>();
  lines.forEach((l, i) => {
    const key = headerKey(l);
    if (!key || !isShortLabel(l)) return;
    const last = lastAt.get(key);
    lastAt.set(key, i);
    if (last === undefined || i - last >= 4) counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  lines.forEach((line, i) => {
    if (!line) return;
    if (PAGE_NUMBER.test(line) || CAPTION.test(line) || SOURCE_LINE.test(line) || URL_ONLY.test(line)) drop.add(i);
    else if (isShortLabel(line) && (counts.get(headerKey(line)) ?? 0) >= 2 && /\d/.test(line + (lines[i - 1] ?? '') + (lines[i + 1] ?? ''))) drop.add(i);
    // a header with its page number: "Introduction to Economics 57", "58 CHAPTER 4 · CELL BIOLOGY"
    else if (isShortLabel(line) && (/^\d{1,4}\s+\p{Lu}/u.test(line) || /\p{L}[\s·|]+\d{1,4}$/u.test(line)) && /[·|]|^\d|\p{Lu}{4,}/u.test(line)) drop.add(i);
    // a footnote that only gives a reference
    else if (FOOTNOTE_MARK.test(line) && !BULLET.test(line) && REFERENCE.test(line)) drop.add(i);
  });
  // a short label between the two halves of a sentence is a page break's header
  for (let i = 1; i < lines.length - 1; i++) {
    if (drop.has(i) || !isShortLabel(lines[i])) continue;
    let before = i - 1;
    while (before > 0 && (drop.has(before) || !lines[before])) before--;
    let after = i + 1;
    while (after < lines.length - 1 && (drop.has(after) || !lines[after])) after++;
    const prev = lines[before];
    const next = lines[after];
    if (prev && next && prev.length >= 40 && !endsSentence(prev) && /^\p{Ll}/u.test(next) && PAGE_LABEL.test(lines[i])) drop.add(i);
  }
  return drop;
}

/** Whether `next` carries on the sentence that `prev` leaves open (a wrapped line). */
function continues(prev: string, next: string): boolean {
  if (!prev || !next || BULLET.test(next) || endsSentence(prev) || prev.length < 35) return false;
  if (/^\p{Ll}|^[(,"“]/u.test(next)) return true;
  // a capital or a number after a line cut mid-sentence ("… proposed by / Watson and Crick in 1953.")
  // glossary lines ("Inflation - a rise …", "GDP: the total …") stand on their own
  const glossaryLike = (l: string) => /^[^.?!]{1,60}?(?::\s|\s[-–—]\s|\t)/.test(l);
  if (glossaryLike(prev) || glossaryLike(next)) return false;
  return prev.length >= 55 && /[\p{Ll},]$/u.test(prev) && next.length >= 20 && (endsSentence(next) || next.length >= 35) && !/^(?:chapter|section|unit|part)\b/i.test(next);
}

/**
 * The material without the artefacts of pasting, wrapped lines joined; blank lines between
 * paragraphs are kept. Safe on any text: what it does not recognise it leaves as it is.
 */
export function cleanStudyText(text: string): string {
  const raw = text.replace(/\r\n?/g, '\n').replace(/\u00ad/g, '').replace(/[ \u00a0]+/g, ' ');
  const lines = raw.split('\n').map((l) => l.trim());
  const drop = artefactLines(lines);
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (drop.has(i)) continue;
    let line = stripInlineMarks(lines[i].replace(FOOTNOTE_MARK, (m) => (BULLET.test(lines[i]) ? m : '')));
    if (!lines[i]) {
      kept.push('');
      continue;
    }
    if (!line) continue;
    line = line.replace(/^[•▪◦‣·]\s*/, '- ');
    const prevAt = (() => {
      // the last kept line of text, across the blank line a page break leaves
      for (let k = kept.length - 1; k >= 0; k--) if (kept[k]) return k;
      return -1;
    })();
    const prev = prevAt >= 0 ? kept[prevAt] : '';
    const gapIsPageBreak = prevAt >= 0 && prevAt < kept.length - 1 && [...Array(i).keys()].slice(-4).some((k) => drop.has(k));
    const adjacent = prevAt === kept.length - 1 || gapIsPageBreak;
    if (adjacent && /\p{L}-$/u.test(prev) && /^\p{Ll}/u.test(line)) {
      // "photo-" + "synthesis": one word, unless the text writes it with its hyphen elsewhere ("well-known")
      const head = /(\p{L}+)-$/u.exec(prev)?.[1] ?? '';
      const tail = /^\p{L}+/u.exec(line)?.[0] ?? '';
      const hyphenated = raw.replace(/-\n/g, '').includes(`${head}-${tail}`) || /^(?:and|or)\b/.test(tail);
      kept.length = prevAt + 1;
      kept[prevAt] = hyphenated ? `${prev}${line}` : `${prev.slice(0, -1)}${line}`;
    } else if (adjacent && continues(prev, line)) {
      kept.length = prevAt + 1;
      kept[prevAt] = `${prev} ${line}`;
    } else kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
