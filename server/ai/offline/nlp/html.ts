/** Text made safe to put between HTML tags or in an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text an HTML text node stands for: character references decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return NAMED[lower] ?? m;
  });
}

/** Plain text lines as editor paragraphs (for a note that arrives without HTML). */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** Where a piece of text sits in the note: its block element and whether it starts a sentence. */
export interface TextContext {
  /** The nearest block element: p, h1–h6, li, blockquote, div, td… ('' at top level). */
  block: string;
  /** All enclosing block elements, outermost first (a paragraph in a list item: ['ul', 'li', 'p']). */
  blocks: string[];
  /** Nothing but whitespace, or the end of a sentence, comes before it in its block. */
  sentenceStart: boolean;
  /** It is the last text of its block (a full stop may go after it). */
  blockEnd: boolean;
}

const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'div', 'td', 'th', 'pre', 'ul', 'ol', 'br', 'hr']);
const VERBATIM_TAGS = new Set(['pre', 'code']);

interface Piece {
  raw: string;
  tag?: { name: string; closing: boolean };
}

/**
 * Rewrites every text node of editor HTML with `fix`, leaving tags, structure and marks exactly as
 * they are, so a correction keeps the note's headings, lists and bold words. Code is never touched;
 * text nodes that `fix` leaves unchanged keep their original bytes.
 */
export function mapHtmlText(html: string, fix: (text: string, context: TextContext) => string): string {
  const pieces: Piece[] = [];
  const pattern = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|<!--[\s\S]*?-->|[^<]+|</g;
  for (const m of html.matchAll(pattern)) {
    if (m[1]) pieces.push({ raw: m[0], tag: { name: m[1].toLowerCase(), closing: m[0].startsWith('</') } });
    else pieces.push({ raw: m[0] });
  }
  // the last text piece of each block, so callers know where a paragraph ends
  const lastTextOfBlock = new Set<number>();
  let lastText = -1;
  pieces.forEach((p, i) => {
    if (p.tag && BLOCK_TAGS.has(p.tag.name)) {
      if (lastText >= 0) lastTextOfBlock.add(lastText);
      lastText = -1;
    } else if (!p.tag && !p.raw.startsWith('<!--') && p.raw.trim()) lastText = i;
  });
  if (lastText >= 0) lastTextOfBlock.add(lastText);

  const blocks: string[] = [];
  let verbatim = 0;
  let blockText = '';
  return pieces
    .map((p, i) => {
      if (p.tag) {
        const { name, closing } = p.tag;
        if (VERBATIM_TAGS.has(name)) verbatim = Math.max(0, verbatim + (closing ? -1 : 1));
        if (BLOCK_TAGS.has(name)) {
          blockText = '';
          if (name !== 'br' && name !== 'hr') {
            if (closing) blocks.pop();
            else blocks.push(name);
          }
        }
        return p.raw;
      }
      if (p.raw.startsWith('<!--') || verbatim > 0 || !p.raw.trim()) {
        blockText += decodeEntities(p.raw);
        return p.raw;
      }
      const text = decodeEntities(p.raw);
      const context: TextContext = {
        block: blocks[blocks.length - 1] ?? '',
        blocks: [...blocks],
        sentenceStart: blockText.trim() === '' || /[.!?]["'”’)]*\s*$/.test(blockText),
        blockEnd: lastTextOfBlock.has(i),
      };
      blockText += text;
      const fixed = fix(text, context);
      return fixed === text ? p.raw : escapeHtml(fixed);
    })
    .join('');
}
