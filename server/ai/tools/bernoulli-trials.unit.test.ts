import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bernoulliTrials } from './bernoulli-trials';
import { answeredBy } from './test-support';

const answer = answeredBy(bernoulliTrials);
const decimal = (q: string) => {
  const r = bernoulliTrials(q);
  return r?.ok ? (r.data?.decimal as number) : null;
};

describe('repeated independent tries, and two independent events', () => {
  it('reads the chance, the tries and the event apart', () => {
    expect(answer('The weather app says there is a 30% chance of rain each day, independently, for the next 3 days. What is the probability it does not rain on any of the 3 days?')).toBe('343/1000 ≈ 0.343');
    expect(decimal('In a gacha game each pull has a 2% chance of a rare character, independently. What is the probability of getting at least one rare in 10 pulls?')).toBeCloseTo(1 - 0.98 ** 10, 12);
    expect(decimal('I make 70% of my free throws, independently. What is the probability I make exactly 7 out of 10?')).toBeCloseTo(120 * 0.7 ** 7 * 0.3 ** 3, 12);
    expect(answer('In a gacha game each pull independently has a 2% chance of a rare. What is the probability that the first rare comes on exactly the 5th pull?')).toBe('5764801/312500000 ≈ 0.0184474');
    expect(answer('Two traffic lights on my bike route work independently. The first is green 40% of the time and the second 60% of the time. What is the probability both are green when I arrive?')).toBe('6/25 ≈ 0.24');
  });

  it('reads nothing without independence, with a number that has no place, or with a condition', () => {
    expect(answer('There is a 30% chance of rain on Saturday. What is the probability it rains on at least one of the 3 days?')).toBeNull();
    expect(answer('Each pull has a 2% chance of a rare, independently. What is the probability of at least one rare in 10 pulls if I spend $5?')).toBeNull();
    expect(answer('Each pull has a 2% chance of a rare, independently. Given that the first is not rare, what is the probability of at least one rare in 10 pulls?')).toBeNull();
  });

  it('over generated tries: the answer is the binomial sum over the counts the event allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.constantFrom('exactly', 'at least', 'at most'), (percent, n, k, how) => {
        fc.pre(k <= n);
        const p = percent / 100;
        const q = `Each seed germinates with a ${percent}% chance, independently. I plant ${n} seeds. What is the probability that ${how} ${k} germinate?`;
        const binom = (j: number) => {
          let c = 1;
          for (let i = 0; i < j; i++) c = (c * (n - i)) / (i + 1);
          return c * p ** j * (1 - p) ** (n - j);
        };
        let expected = 0;
        for (let j = 0; j <= n; j++) if (how === 'exactly' ? j === k : how === 'at least' ? j >= k : j <= k) expected += binom(j);
        expect(decimal(q), q).toBeCloseTo(expected, 10);
      }),
      { numRuns: 80 },
    );
  });
});
