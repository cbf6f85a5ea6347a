import { describe, expect, it } from 'vitest';
import { countWords, htmlToText, notePreview, readingMinutes } from './note-text';

describe('htmlToText', () => {
  it('drops tags, keeps blocks on their own lines and decodes entities', () => {
    expect(htmlToText('<h1>Cells</h1><p>A <strong>cell</strong> &amp; its parts&nbsp;here.</p><ul><li>one</li><li>two</li></ul>'))
      .toBe('Cells\nA cell & its parts here.\none\ntwo');
  });
  it('drops script and style bodies and decodes numeric entities', () => {
    expect(htmlToText('<p>a</p><script>alert(1)</script><style>p{}</style><p>&#233;t&#xE9; &#39;x&#39;</p>')).toBe("a\nété 'x'");
  });
});

describe('countWords and readingMinutes', () => {
  it('counts words with apostrophes, hyphens and digits as one each', () => {
    expect(countWords("It's a well-known fact: 2 + 2 = 4.")).toBe(7);
    expect(countWords('')).toBe(0);
    expect(countWords('Ça va très bien')).toBe(4);
  });
  it('rounds reading time up at 200 words a minute', () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
  });
});

describe('notePreview', () => {
  it('is the first 60 characters of the text without tags', () => {
    const html = `<p>${'word '.repeat(30)}</p>`;
    expect(notePreview(html)).toHaveLength(60);
    expect(notePreview('<h2>Title</h2><p>Body</p>')).toBe('Title Body');
  });
});
