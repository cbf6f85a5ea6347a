import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanStudyText, stripInlineMarks } from './clean-text';

const PASTED = `CHAPTER 4 · CELL BIOLOGY                                  57

4.2 Photosynthesis

Photosynthesis is the process by which green plants use light to make
glucose from carbon dioxide and water [3]. It takes place in the chloro-
plasts, which hold the green pigment chlorophyll (Smith et al., 2004).
The well-
known equation is 6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂.¹

Figure 4.3 A chloroplast in cross-section
Source: Biology Today, p. 58

A leaf can be 0.5 mm thick and gains about 2 m² of surface per kilogram. The
plant stores the glucose as starch in its roots
58
CHAPTER 4 · CELL BIOLOGY
and seeds.

• Light-dependent reactions
• The Calvin cycle

¹ Smith, J. (2004). Plant Biology. Oxford University Press.
² Glucose is a simple sugar.`;

describe('cleanStudyText', () => {
  const clean = cleanStudyText(PASTED);

  it('removes page numbers, running headers, captions, source lines and reference footnotes', () => {
    expect(clean).not.toMatch(/CHAPTER 4/);
    expect(clean).not.toMatch(/^5[78]$/m);
    expect(clean).not.toMatch(/Figure 4\.3|Source:|Oxford University Press/);
  });

  it('removes citation and footnote marks, but not the powers of units and numbers', () => {
    expect(clean).not.toMatch(/\[3\]|Smith et al\.|O₂\.¹/);
    expect(clean).toContain('2 m² of surface');
    expect(stripInlineMarks('about 6.022 × 10²³ atoms.¹')).toBe('about 6.022 × 10²³ atoms.');
    expect(stripInlineMarks('drawing on images by Rosalind Franklin [1].¹')).toBe('drawing on images by Rosalind Franklin.');
  });

  it('joins words hyphenated across a line, keeping a hyphen the text writes elsewhere', () => {
    expect(clean).toContain('in the chloroplasts, which hold');
    expect(cleanStudyText('The well-\nknown result is a well-known fact that every pupil learns early on.')).toContain('well-known result');
  });

  it('joins a sentence wrapped across lines and across a page break, and keeps headings and lists apart', () => {
    expect(clean).toContain('Photosynthesis is the process by which green plants use light to make glucose from carbon dioxide and water.');
    expect(clean).toContain('stores the glucose as starch in its roots and seeds.');
    expect(clean).toMatch(/^4\.2 Photosynthesis$/m);
    expect(clean).toMatch(/^- Light-dependent reactions$/m);
    expect(clean).toMatch(/^- The Calvin cycle$/m);
  });

  it('keeps a list of lines alike (a glossary, a deck), which no running header is', () => {
    const deck = ['Term 1: <script>x(1)</script>', 'Term 2: <img src=x onerror=y(2)>', 'Term 3: <IMG SRC=x OnErRoR=y(3)>', 'Term 4: <sCrIpT>x(4)</ScRiPt>'].join('\n');
    expect(cleanStudyText(deck)).toBe(deck);
  });

  it('keeps a footnote that explains, without its mark', () => {
    expect(clean).toMatch(/^Glucose is a simple sugar\.$/m);
  });

  it('leaves plain prose as it is, and is safe and stable on any text', () => {
    const prose = 'Plants make food. Animals cannot.\n\nFungi decompose matter.';
    expect(cleanStudyText(prose)).toBe(prose);
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const once = cleanStudyText(text);
        return typeof once === 'string' && once.length <= text.length + 2;
      }),
    );
  });

  it('keeps every word of sentences written one per line', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z][a-z]{2,8}( [a-z]{2,8}){2,8}\.$/), { minLength: 1, maxLength: 8 }), (lines) => {
        const out = cleanStudyText(lines.join('\n'));
        return lines.every((l) => out.includes(l));
      }),
    );
  });
});
