import { describe, expect, it } from 'vitest';
import { normalizeMathDelimiters } from './math-delimiters';

describe('normalizeMathDelimiters', () => {
  it('leaves text without maths alone', () => {
    expect(normalizeMathDelimiters('Plain text, $x$ inline.')).toBe('Plain text, $x$ inline.');
  });

  it('turns \\[ … \\] into a display block and \\( … \\) into inline maths', () => {
    expect(normalizeMathDelimiters('So \\[x = \\frac{-b}{2a}\\] done')).toBe('So \n$$\nx = \\frac{-b}{2a}\n$$\n done');
    expect(normalizeMathDelimiters('where \\( a \\neq 0 \\).')).toBe('where $a \\neq 0$.');
  });

  it('makes a line that is only $$…$$ a display block', () => {
    expect(normalizeMathDelimiters('Result:\n$$E = mc^2$$\nwhere')).toBe('Result:\n$$\nE = mc^2\n$$\nwhere');
  });

  it('puts a $$ that opens or closes a block mid-line on its own line', () => {
    expect(normalizeMathDelimiters('The formula: $$\n\\sum k\n$$\n\nNext')).toBe('The formula:\n$$\n\\sum k\n$$\n\nNext');
    expect(normalizeMathDelimiters('$$ a^2 +\nb^2 $$')).toBe('$$\na^2 +\nb^2\n$$');
    expect(normalizeMathDelimiters('Inline $$x$$ stays')).toBe('Inline $$x$$ stays');
    expect(normalizeMathDelimiters('1. Step:\n   so $$\n   x\n   $$')).toBe('1. Step:\n   so\n   $$\n   x\n   $$');
  });

  it('keeps fenced code as it is', () => {
    const md = '```latex\n\\[x\\]\n$$y$$\n```\n\\(z\\)';
    expect(normalizeMathDelimiters(md)).toBe('```latex\n\\[x\\]\n$$y$$\n```\n$z$');
  });
});
