import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, mapHtmlText, textToHtml } from './html';

describe('escapeHtml and decodeEntities', () => {
  it('round-trips special characters', () => {
    const text = `<b>"Tom" & 'Jerry'</b>`;
    expect(escapeHtml(text)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
    expect(decodeEntities(escapeHtml(text))).toBe(text);
    expect(decodeEntities('&#x41;&nbsp;&unknown;')).toBe('A\u00a0&unknown;');
  });
});

describe('textToHtml', () => {
  it('makes a paragraph per line, escaped', () => {
    expect(textToHtml('a < b\n\nsecond')).toBe('<p>a &lt; b</p><p>second</p>');
  });
});

describe('mapHtmlText', () => {
  it('rewrites text nodes only and keeps unchanged ones byte for byte', () => {
    const html = '<h2>Title &amp; more</h2><p>one <strong>two</strong> three</p>';
    expect(mapHtmlText(html, (t) => t)).toBe(html);
    expect(mapHtmlText(html, (t) => t.toUpperCase())).toBe('<h2>TITLE &amp; MORE</h2><p>ONE <strong>TWO</strong> THREE</p>');
  });

  it('tells where a text node sits', () => {
    const seen: string[] = [];
    mapHtmlText('<p>Cells divide. <em>then</em> grow</p><ul><li><p>item</p></li></ul>', (t, ctx) => {
      seen.push(`${t}|${ctx.block}|${ctx.blocks.join('>')}|${ctx.sentenceStart}|${ctx.blockEnd}`);
      return t;
    });
    expect(seen).toEqual(['Cells divide. |p|p|true|false', 'then|p|p|true|false', ' grow|p|p|false|true', 'item|p|ul>li>p|true|true']);
  });

  it('never touches code', () => {
    const html = '<pre><code>teh &lt;x&gt;</code></pre><p>teh</p>';
    expect(mapHtmlText(html, (t) => t.replace('teh', 'the'))).toBe('<pre><code>teh &lt;x&gt;</code></pre><p>the</p>');
  });

  it('escapes what it writes', () => {
    expect(mapHtmlText('<p>x</p>', () => '<script>')).toBe('<p>&lt;script&gt;</p>');
  });
});
