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

describe('two overlapping groups, guessing, and two draws of different colours', () => {
  it('answers neither, only one group, either and one given the other from generated counts, against a count of people', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 60 }), fc.nat(60), fc.nat(60), fc.nat(60), (total, x, y, z) => {
        const a = 1 + (x % total);
        const b = 1 + (y % total);
        const both = z % (Math.min(a, b) + 1);
        fc.pre(a + b - both <= total);
        // The people, one by one: in A, in B, in both, in neither.
        const people = Array.from({ length: total }, (_, i) => ({ inA: i < a, inB: i >= a - both && i < a - both + b }));
        const count = (f: (q: { inA: boolean; inB: boolean }) => boolean) => people.filter(f).length;
        const start = `In a class of ${total} students, ${a} play football, ${b} play chess and ${both} play both.`;
        expect(p(`${start} What is the probability that a student plays neither?`)).toBe(Rational.of(count((q) => !q.inA && !q.inB), total).toString());
        expect(p(`${start} What is the probability that a student plays chess only?`)).toBe(Rational.of(count((q) => q.inB && !q.inA), total).toString());
        expect(p(`${start} What is the probability that a student plays football or chess?`)).toBe(Rational.of(count((q) => q.inA || q.inB), total).toString());
        expect(p(`${start} Given that a student plays chess, what is the probability they also play football?`)).toBe(Rational.of(both, b).toString());
      }),
      { numRuns: 60 },
    );
  });

  it('reads the groups as percentages, and says when the numbers cannot all be right', () => {
    expect(p('At a school, 60% of students take French, 45% take Spanish and 20% take both. Given that a student takes Spanish, what is the probability that they also take French?')).toBe('4/9');
    expect(p('In a school, 60% of students study French, 45% study Spanish and 25% study both. What is the probability that a randomly chosen student studies neither language?')).toBe('1/5');
    expect(probability('In a class of 20, 15 play football, 12 play chess and 2 play both. What is the probability a student plays neither?')).toMatchObject({ ok: false, error: expect.stringMatching(/more than the 20/) });
  });

  it('gives the chances of guessing a multiple-choice test as a binomial count', () => {
    expect(p('A quiz has 5 multiple-choice questions, each with 4 options. If a student guesses every answer, what is the probability they get at least one right?')).toBe('781/1024');
    expect(p('a test has 10 true-false questions. if you guess, what is the probability of getting exactly 7 correct?')).toBe(Rational.of(Number(choose(10, 7)), 1024).toString());
    expect(p('6 multiple choice questions with 3 choices each, guessing: probability all wrong')).toBe('64/729');
  });

  it('counts both orders of two draws of different colours, with and without putting back', () => {
    expect(p('bag with 4 green and 6 yellow counters. i pick one, put it back, then pick again. probability i get one of each colour?')).toBe('12/25');
    expect(p('A bag has 5 red and 3 blue marbles. Two are taken out without replacement. Find the probability that one is red and one is blue.')).toBe('15/28');
    expect(p('A bag has 3 red, 2 blue and 5 green balls. Two are drawn without replacement. P(different colours)?')).toBe('31/45');
  });

  it('reads a screening test and a die game however the rates and the prize are said', () => {
    expect(p("1% of people have a certain disease. A test for it is positive for 95% of people who have it and for 10% of people who don't. if someone tests positive, what's the probability they actually have the disease?")).toBe('19/217');
    expect(p("a fair die is rolled until a six comes up. what's the probability the first six is on the 4th roll?")).toBe('125/1296');
    expect(probability('You pay $2 to play a game: roll a fair die, and if you get a 6 you are paid $6, otherwise you get nothing. What is your expected profit per game?')).toMatchObject({ ok: true, answer: 'E = −$1' });
  });
});
