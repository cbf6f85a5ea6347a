import { describe, expect, it } from 'vitest';
import { divisorsOf, gcdBig, isPrime, numberTheory, parseIntegers, primeFactorization } from './number-theory';
import { int, prng } from './test-support';
import type { ToolSuccess } from './types';

function ok(operation: string, numbers: string): ToolSuccess {
  const r = numberTheory(operation, numbers);
  if (!r.ok) throw new Error(r.error);
  return r;
}

function naivePrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

describe('number theory: known answers', () => {
  it.each([
    ['gcd', '48, 36', 'GCD(48, 36) = 12', '\\gcd(48, 36) = 12'],
    ['hcf', '12 and 18', 'GCD(12, 18) = 6', '\\gcd(12, 18) = 6'],
    ['gcd', '8, 15', 'GCD(8, 15) = 1', '\\gcd(8, 15) = 1'],
    ['gcd', '12, 18, 30', 'GCD(12, 18, 30) = 6', '\\gcd(12, 18, 30) = 6'],
    ['gcd', '-12, 18', 'GCD(-12, 18) = 6', '\\gcd(-12, 18) = 6'],
    ['gcd', '0, 7', 'GCD(0, 7) = 7', '\\gcd(0, 7) = 7'],
    ['lcm', '4, 6', 'LCM(4, 6) = 12', '\\operatorname{lcm}(4, 6) = 12'],
    ['lcm', '4, 6, 10', 'LCM(4, 6, 10) = 60', '\\operatorname{lcm}(4, 6, 10) = 60'],
    ['least common multiple', '7 and 5', 'LCM(7, 5) = 35', '\\operatorname{lcm}(7, 5) = 35'],
    ['is_prime', '97', '97 is prime', '97 \\text{ is prime}'],
    ['is_prime', '2', '2 is prime', '2 \\text{ is prime}'],
    ['is_prime', '91', '91 is not prime: 91 = 7 × 13', '91 = 7 \\times 13 \\text{, so it is not prime}'],
    ['is_prime', '1', '1 is not prime', '1 \\text{ is not prime}'],
    ['is_prime', '1000000007', '1,000,000,007 is prime', '1{,}000{,}000{,}007 \\text{ is prime}'],
    ['prime_factors', '360', '360 = 2³ × 3² × 5', '360 = 2^{3} \\times 3^{2} \\times 5'],
    ['prime factorisation', '84', '84 = 2² × 3 × 7', '84 = 2^{2} \\times 3 \\times 7'],
    ['prime_factors', '97', '97 is prime, so its only prime factor is 97', '97 \\text{ is prime}'],
    ['factors', '36', 'The factors of 36 are 1, 2, 3, 4, 6, 9, 12, 18, 36 (9 factors)', '1,\\ 2,\\ 3,\\ 4,\\ 6,\\ 9,\\ 12,\\ 18,\\ 36'],
    ['divisors', '13', 'The factors of 13 are 1, 13 (2 factors)', '1,\\ 13'],
  ])('%s of %s', (op, numbers, answer, latex) => {
    const r = ok(op, numbers);
    expect(r.answer).toBe(answer);
    expect(r.answerLatex).toBe(latex);
  });

  it('explains the reason a number is or is not prime', () => {
    const prime = ok('is_prime', '97').steps.map((s) => s.text).join(' ');
    expect(prime).toContain('√97 ≈ 9.85');
    expect(prime).toContain('not divisible by 2, 3, 5 or 7');
    expect(ok('is_prime', '51').steps[1].text).toContain('the digits of 51 add up to 6');
    expect(ok('is_prime', '1001').data).toMatchObject({ prime: false, divisor: 7 });
  });

  it('shows prime factorisations for GCD and LCM, Euclid for big primes', () => {
    const g = ok('gcd', '48, 36');
    expect(g.steps[0].latex).toBe('48 = 2^{4} \\times 3,\\quad 36 = 2^{2} \\times 3^{2}');
    expect(g.steps[1].text).toMatch(/lowest power/);
    expect(ok('lcm', '4, 6').steps.at(-1)?.text).toContain('2 × 12 = 24 ✓');
    const euclid = ok('gcd', '1000000007, 2000000014');
    expect(euclid.steps[0].text).toMatch(/Euclid/);
    expect(euclid.answer).toBe('GCD(1000000007, 2000000014) = 1,000,000,007');
    const asked = numberTheory('gcd', '1071, 462', 'euclid');
    expect(asked.ok && asked.steps.map((s) => s.text)).toEqual([
      expect.stringMatching(/Euclid/), '1071 = 2 × 462 + 147', '462 = 3 × 147 + 21', '147 = 7 × 21 + 0', 'The last non-zero remainder is 21, so that is the GCD.',
    ]);
    expect(asked.ok && asked.answer).toBe('GCD(1071, 462) = 21');
  });

  it('shows the division ladder for a prime factorisation', () => {
    const texts = ok('prime_factors', '360').steps.map((s) => s.text);
    expect(texts).toContain('360 ÷ 2 = 180');
    expect(texts).toContain('5 is prime, so we stop.');
  });

  it('works up to 10^15', () => {
    expect(ok('prime_factors', '1000000000000000').answer).toBe('1,000,000,000,000,000 = 2¹⁵ × 5¹⁵');
    expect(ok('is_prime', '999999999999989').answer).toBe('999,999,999,999,989 is prime');
    expect(ok('lcm', '999999999999989, 999999999999947').answer).toBe('LCM(999999999999989, 999999999999947) = 999,999,999,999,936,000,000,000,000,583');
  });
});

describe('number theory: bad input', () => {
  it.each([
    ['gcd', '12', /at least two/],
    ['lcm', '0, 5', /non-zero/],
    ['gcd', '0, 0', /not defined/],
    ['is_prime', '2.5', /not a whole number/],
    ['factors', '12, 18', /one whole number/],
    ['is_prime', '10000000000000000', /too large.*10\^15/],
    ['prime_factors', '123456789012345678901234567890', /too large/],
    ['gcd', 'twelve, 18', /couldn't read "twelve"/],
    ['factors', '0', /from 1 upwards/],
    ['cube', '8', /don't know the operation/],
    ['gcd', '', /at least one whole number/],
  ])('%s of %j', (op, numbers, message) => {
    const r = numberTheory(op, numbers);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(message);
  });
  it('reads lists with thousands commas', () => {
    expect(parseIntegers('1,000, 2,500')).toEqual([1000, 2500]);
    expect(parseIntegers('1,000,003')).toEqual([1000003]);
    expect(parseIntegers('120,180', true)).toEqual([120, 180]);
    expect(ok('gcd', '120,180').answer).toBe('GCD(120, 180) = 60');
    expect(parseIntegers('{12; 18}')).toEqual([12, 18]);
  });
});

describe('number theory: generated integers', () => {
  const rand = prng(97);
  const pairs = Array.from({ length: 250 }, () => {
    const k = int(rand, 1, 60);
    return [k * int(rand, -2000, 2000, true), k * int(rand, 1, 2000)] as const;
  });
  it.each(pairs)('gcd and lcm of %i and %i', (a, b) => {
    const r = ok('gcd', `${a}, ${b}`);
    const g = BigInt(String(r.data?.value));
    const l = BigInt(String(r.data?.lcm));
    const [A, B] = [BigInt(a), BigInt(b)];
    expect(A % g).toBe(0n);
    expect(B % g).toBe(0n);
    expect(gcdBig(A / g, B / g)).toBe(1n);
    expect(g * l).toBe(A * B < 0n ? -A * B : A * B);
    expect(l % A).toBe(0n);
    expect(l % B).toBe(0n);
    expect(ok('lcm', `${a} and ${b}`).data?.value).toBe(l.toString());
  });

  const numbers = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? int(rand, 2, 10_000) : int(rand, 2, 2 ** 31)));
  it.each(numbers)('factorisation of %i multiplies back to primes', (n) => {
    const f = primeFactorization(n);
    expect(f.reduce((p, { prime, power }) => p * prime ** power, 1)).toBe(n);
    for (const { prime } of f) expect(naivePrime(prime)).toBe(true);
    for (let i = 1; i < f.length; i++) expect(f[i].prime).toBeGreaterThan(f[i - 1].prime);
    expect(isPrime(n)).toBe(naivePrime(n));
    expect(ok('is_prime', String(n)).data?.prime).toBe(naivePrime(n));
    if (n <= 10_000) {
      const naive = Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
      expect(divisorsOf(n)).toEqual(naive);
    }
  });
});
