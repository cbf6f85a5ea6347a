import { describe, expect, it } from 'vitest';
import { Surd } from './exact';
import { Rational, divisors, exactSqrt, squareFreeSplit } from './rational';
import { int, prng } from './test-support';

describe('Rational', () => {
  it('keeps fractions normalised and exact', () => {
    expect(Rational.of(6, -8).toString()).toBe('-3/4');
    expect(Rational.of(3, 4).add(Rational.of(5, 6)).toString()).toBe('19/12');
    expect(Rational.parse('0.125')?.toString()).toBe('1/8');
    expect(Rational.parse('1.5e-3')?.toString()).toBe('3/2000');
    expect(Rational.parse('3/0')).toBeNull();
    expect(Rational.fromNumber(0.1).add(Rational.fromNumber(0.2)).toString()).toBe('3/10');
    expect(Rational.of(1, 3).toExactDecimal()).toBeNull();
    expect(Rational.of(-7, 8).toExactDecimal()).toBe('-0.875');
    expect(Rational.of(2n ** 80n, 3n).toNumber()).toBeCloseTo(2 ** 80 / 3, -10);
    expect(Rational.approximate(0.3333333333333333).toString()).toBe('1/3');
    expect(exactSqrt(Rational.of(9, 4))?.toString()).toBe('3/2');
    expect(divisors(12n)).toEqual([1n, 2n, 3n, 4n, 6n, 12n]);
  });

  const rand = prng(101);
  const cases = Array.from({ length: 60 }, () => [int(rand, 1, 5000)] as const);
  it.each(cases)('square-free split of %i multiplies back', (n) => {
    const { outside, inside } = squareFreeSplit(BigInt(n));
    expect(outside * outside * inside).toBe(BigInt(n));
    for (let p = 2n; p * p <= inside; p++) expect(inside % (p * p)).not.toBe(0n);
  });
});

describe('Surd', () => {
  it('multiplies roots and i exactly', () => {
    const i = Surd.sqrt(Rational.of(-1));
    expect(i.mul(i).toString()).toBe('-1');
    expect(Surd.sqrt(Rational.of(12)).toString()).toBe('2√3');
    expect(Surd.sqrt(Rational.of(2)).mul(Surd.sqrt(Rational.of(8))).toString()).toBe('4');
    expect(Surd.sqrt(Rational.of(-3)).toString()).toBe('i√3');
    expect(Surd.sqrt(Rational.of(3, 4)).toLatex()).toBe('\\frac{\\sqrt{3}}{2}');
    const one = Surd.rational(Rational.ONE);
    expect(one.div(Surd.sqrt(Rational.of(2)))?.toString()).toBe('√2/2');
  });
});
