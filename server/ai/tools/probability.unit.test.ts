import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from './rational';
import { saidBy } from './test-support';
import { arrangements, choose, looksLikeProbability, probability, tryProbability } from './probability';

/** The exact probability a question gets, as a fraction. */
function p(question: string): string {
  const r = probability(question);
  if (!r.ok) throw new Error(`${question}: ${r.error}`);
  return String(r.data?.probability ?? r.data?.count ?? r.data?.expected ?? r.data?.variance);
}

describe('probability and counting', () => {
  it('counts with notation and in words', () => {
    expect(p('10C3')).toBe('120');
    expect(p('nPr with n = 7 and r = 3')).toBe('210');
    expect(p('binom(12, 5)')).toBe('792');
    expect(p('how many ways can the letters of MISSISSIPPI be arranged')).toBe('34650');
    expect(p('In how many ways can a committee of 4 be chosen from 9 people?')).toBe('126');
    expect(p('8 runners in a race. how many different ways can 1st 2nd and 3rd place be filled')).toBe('336');
    expect(p('how many 4 digit PINs have no repeated digits')).toBe('5040');
    expect(p('I have 4 shirts, 3 pairs of pants and 2 pairs of shoes. How many different outfits?')).toBe('24');
  });

  it('lists every outcome of dice and spinners', () => {
    expect(p('Two dice are rolled. What is the probability that the sum is 7?')).toBe('1/6');
    expect(p('probability of getting at least one 6 in 4 rolls of a die')).toBe('671/1296');
    expect(p('What is the probability of NOT rolling a 1 or a 2 on a die?')).toBe('2/3');
    expect(p('A spinner with 4 equal sections numbered 1 to 4 is spun twice. What is the probability that the product is even?')).toBe('3/4');
    expect(p('expected value of the sum when rolling two dice')).toBe('7');
  });

  it('one die rolled many times is binomial; faces may be written in words', () => {
    expect(p('probability of at least one six in 4 rolls of a fair die?')).toBe('671/1296');
    expect(p('A fair die is rolled 10 times. Find the probability of getting exactly 3 sixes.')).toBe(String(Rational.of(120n * 5n ** 7n, 6n ** 10n)));
    expect(p('a die is rolled 5 times. probability of no sixes')).toBe('3125/7776');
  });

  it('several drawn at once without putting back: every group equally likely', () => {
    expect(p("a class has 12 boys and 8 girls. 5 students are chosen at random for a team. what's P(exactly 2 girls)?")).toBe('385/969');
    expect(p('a committee of 4 is chosen from 6 men and 5 women. probability that at least 2 women are chosen')).toBe('43/66');
    expect(p('Five cards are dealt from a well-shuffled standard deck. What is the probability of exactly 2 aces?')).toBe('2162/54145');
  });

  it("a screening test by Bayes' rule, the false-positive rate read where it is named", () => {
    expect(p('A disease affects 1% of a population. A test detects it 95% of the time when present and gives a false positive 5% of the time when absent. If someone tests positive, what is the probability they actually have the disease?')).toBe('19/118');
    expect(probability('A test for a disease is 99% accurate. 1% of people have the disease. If a person tests positive, what is the probability they have the disease?').ok).toBe(false);
  });

  it('reads the number and the faces of dice written with adjectives, and never gives one die a total', () => {
    expect(p('Two fair six-sided dice are rolled. What is the probability that the total is 8?')).toBe('5/36');
    expect(p('two standard dice are thrown. probability that the total is 12')).toBe('1/36');
    expect(p('an eight-sided die is rolled. what is the probability of getting more than 5?')).toBe('3/8');
    expect(probability('some dice with d20 faces are rolled; what is the probability the total is 8?').ok).toBe(false);
  });

  it('coins, cards and bags', () => {
    expect(p('probability of exactly 3 heads in 5 flips')).toBe('5/16');
    expect(p('coin tossed 4 times, P(at least one tail)?')).toBe('15/16');
    expect(p('P(heart or king) drawing one card from a normal deck')).toBe('4/13');
    expect(p('2 cards drawn without replacement. probability both are aces?')).toBe('1/221');
    expect(p('A bag has 5 red and 3 blue marbles. Two are drawn with replacement. P(both red)?')).toBe('25/64');
    expect(p('bag with 5 red and 3 blue marbles, pick 2 without putting the first back. probability both red')).toBe('5/14');
  });

  it('binomial distributions and the rules for two events', () => {
    expect(p('P(X ≤ 1) for X ~ B(6, 0.5)')).toBe('7/64');
    expect(p('X ~ Bin(20, 0.25), what is Var(X)')).toBe('15/4');
    expect(p('P(A)=0.4, P(B)=0.5, P(A and B)=0.2, find P(A or B)')).toBe('7/10');
    expect(p('A and B are independent, P(A) = 0.3 and P(B) = 0.5. Find P(A and B).')).toBe('3/20');
    expect(p('find P(A|B) if P(A and B) = 0.12 and P(B) = 0.4')).toBe('3/10');
  });

  it('does not answer what it cannot model: loaded dice, games until something happens', () => {
    expect(probability('a loaded die is rolled, probability of a 6').ok).toBe(false);
    expect(probability('two dice are rolled repeatedly. probability a sum of 7 comes before a sum of 6').ok).toBe(false);
  });

  it('sums to 1 over every possible total of n dice, and nCk, nPk agree with their definitions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), (n) => {
        let total = Rational.ZERO;
        for (let s = n; s <= 6 * n; s++) total = total.add(Rational.parse(p(`${n === 1 ? 'a die is' : `${n} dice are`} rolled, probability the sum is ${s}`))!);
        expect(total.toString()).toBe('1');
      }),
      { numRuns: 3 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (n, k) => {
        fc.pre(k <= n);
        expect(choose(n, k)).toBe(choose(n, n - k));
        expect(arrangements(n, k)).toBe(choose(n, k) * arrangements(k, k));
      }),
    );
  });
});

describe('probability: expected value of a game, notation as students write it', () => {
  const said = saidBy(tryProbability);

  it('weighs each gain or loss by its probability; "otherwise" takes what is left', () => {
    expect(said('A game: you win $5 with probability 0.2, otherwise you lose $2. What is the expected value of the game?')).toBe('−$0.60');
    expect(said('You win 10 points with a 25% chance, win 2 points with probability 0.5 and lose 4 points otherwise. Expected value?')).toBe('2.5');
    expect(said('win $3 with probability 0.5, lose $1 with probability 0.4, expected value?')).toMatch(/^error: .*add up to 1/);
  });

  it('reads Bin(n, p) and LaTeX set signs', () => {
    expect(looksLikeProbability('X ~ Bin(20, 0.25), what is Var(X)')).toBe(true);
    expect(said('X ~ Bin(20, 0.25), what is Var(X)')).toBe('15/4 = 3.75');
  });
});
