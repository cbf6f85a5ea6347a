import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const render = (content: string, streaming = false) => renderToStaticMarkup(createElement(Markdown, { content, streaming }));

describe('tutor Markdown', () => {
  it('never renders raw HTML from a reply', () => {
    const html = render('Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <b>bold</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
  });

  it('drops javascript: links', () => {
    const html = render('[click](javascript:alert(1))');
    expect(html).not.toContain('javascript:');
  });

  it('renders maths between dollar signs with KaTeX', () => {
    const html = render('Inline $x^2$ and display:\n\n$$\n\\frac{a}{b}\n$$');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).toContain('<math');
  });

  it('shows a one-line $$…$$ and LaTeX \\[…\\] as display maths', () => {
    expect(render('$$E = mc^2$$')).toContain('katex-display');
    expect(render('\\[a^2 + b^2 = c^2\\]')).toContain('katex-display');
  });

  it('puts headings under the page outline (a reply’s # is an h3)', () => {
    const html = render('# Top\n\n## Next\n\ntext');
    expect(html).toContain('<h3');
    expect(html).toContain('<h4');
    expect(html).not.toContain('<h1');
  });

  it('renders fenced code as a block with its language and a copy button', () => {
    const html = render('```python\nprint("hi")\n```');
    expect(html).toContain('Python');
    expect(html).toContain('Copy code');
    expect(html).toContain('print(&quot;hi&quot;)');
  });

  it('wraps tables in their own scrolling box', () => {
    const html = render('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toMatch(/<div tabindex="0" class="[^"]*overflow-x-auto[^"]*"><table/);
  });

  it('marks a streaming reply for the cursor', () => {
    expect(render('Partial', true)).toContain('tutor-streaming');
    expect(render('Done')).not.toContain('tutor-streaming');
  });
});
