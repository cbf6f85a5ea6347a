import sanitizeHtml from 'sanitize-html';

/** What every link keeps: no opener access, no referrer, and no SEO credit for user-written links. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** Only absolute web and mail links; relative, protocol-relative and every other scheme are dropped. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/**
 * Colour values a note may carry: hex, rgb()/rgba() with plain numbers, or a keyword (letters
 * only, so a keyword can never hold url(), expression(), var(), a quote, an escape or a comment).
 */
const COLOR_VALUES = [
  /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}(?:\.\d+)?%?\s*,\s*\d{1,3}(?:\.\d+)?%?\s*,\s*\d{1,3}(?:\.\d+)?%?\s*(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i,
  /^rgba?\(\s*\d{1,3}(?:\.\d+)?%?\s+\d{1,3}(?:\.\d+)?%?\s+\d{1,3}(?:\.\d+)?%?\s*(?:\/\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i,
  /^[a-z]{3,30}$/i,
];

const STYLE_PROPERTIES = new Set(['color', 'background-color']);

function isSafeColor(value: string): boolean {
  return COLOR_VALUES.some((re) => re.test(value));
}

/**
 * The style attribute kept as written when every declaration is an allowed colour (so the editor's
 * own markup round-trips byte for byte), rebuilt from the allowed declarations when some are not,
 * and dropped when none is. Splitting on ';' and ':' is safe here because each value must then
 * match a strict pattern with no quotes, escapes, comments or functions other than rgb().
 */
export function cleanStyle(style: string): string | undefined {
  const parts = style.split(';').map((d) => d.trim()).filter(Boolean);
  const kept: string[] = [];
  for (const part of parts) {
    const colon = part.indexOf(':');
    if (colon < 1) continue;
    const prop = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (STYLE_PROPERTIES.has(prop) && isSafeColor(value)) kept.push(`${prop}: ${value}`);
  }
  if (kept.length === 0) return undefined;
  return kept.length === parts.length ? style.trim() : kept.join('; ');
}

type Attributes = Record<string, string>;

/** Styled inline elements (TipTap's text colour span and highlight mark): only safe colours survive. */
function styled(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const out: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'style') {
      const style = cleanStyle(value);
      if (style) out.style = style;
    } else if (name === 'data-color' && tagName === 'mark') {
      if (isSafeColor(value.trim())) out[name] = value.trim();
    }
  }
  return { tagName, attribs: out };
}

/** Links: a safe absolute href or none, target only `_blank`, and always our rel. */
function link(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const out: Attributes = {};
  const href = (attribs.href ?? '').trim();
  const safe = SAFE_HREF.test(href);
  // Attributes keep their order, so the editor's own links round-trip unchanged.
  for (const name of Object.keys(attribs)) {
    if (name === 'href' && safe) out.href = href;
    else if (name === 'target' && attribs.target === '_blank') out.target = '_blank';
    else if (name === 'rel' && safe) out.rel = LINK_REL;
  }
  if (safe && out.rel === undefined) out.rel = LINK_REL;
  return { tagName, attribs: out };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'strong', 'b', 'em', 'i', 'u', 's',
    'code', 'pre', 'hr', 'a', 'span', 'mark',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'], mark: ['style', 'data-color'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Styles are checked by cleanStyle above; sanitize-html's own parser would rewrite every kept
  // style ("color: #dc2626" → "color:#dc2626"), so the editor would see its notes change on save.
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // Removed together with everything inside them, not just unwrapped.
  nonTextTags: [
    'script', 'style', 'textarea', 'option', 'select', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed',
    'applet', 'svg', 'math', 'template', 'title', 'xmp', 'noembed', 'noframes', 'head',
  ],
  transformTags: { a: link, span: styled, mark: styled },
};

/**
 * Note HTML as the TipTap editor writes it, and nothing else: every note body and every AI result
 * passes through here before it is stored or sent, because the client renders it as HTML.
 */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
