import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredBy } from './test-support';
import { stripRequestPhrasing } from './request-phrasing';
import { answerQuestion } from './route';

const LEADS = ['', 'hey ', 'hi, ', 'yo ', 'can u help me ', 'could someone please help me with this one: ', 'i need help with this: ', 'quick question: ', 'pls help '];
const TAILS = ['', ' pls', ', show your working', ' (exact answer)', ', give the answer as a fraction', ' without a calculator', ' and simplify', ' step by step', '?'];

/** The answer the offline tutor gives a question ('' when it gives none). */
const answerOf = (question: string) => answeredBy(answerQuestion)(question) ?? '';

describe('what a student writes around the maths', () => {
  it('takes out greetings, requests and answer-form instructions, and keeps the problem', () => {
    expect(stripRequestPhrasing('hey can u help me find 7/8 ÷ 21/32')).toBe('find 7/8 ÷ 21/32');
    expect(stripRequestPhrasing('solve −3x + 5 ≤ 14 and give the answer in interval notation')).toBe('solve −3x + 5 ≤ 14');
    expect(stripRequestPhrasing('can u solve 4 − x > 2x + 1, interval notation')).toBe('solve 4 − x > 2x + 1');
    expect(stripRequestPhrasing('solve x² − 2x − 1 = 0 (exact or 3 dp)')).toBe('solve x² − 2x − 1 = 0');
    expect(stripRequestPhrasing('evaluate 16^(3/4) without a calculator')).toBe('evaluate 16^(3/4)');
    expect(stripRequestPhrasing('solve the compound inequality -1 < 2x + 3 ≤ 7')).toBe('solve -1 < 2x + 3 ≤ 7');
    expect(stripRequestPhrasing('find all real solutions of x^2 + 4x + 5 = 0')).toBe('solve x^2 + 4x + 5 = 0');
    expect(stripRequestPhrasing('for which x is x^2 + 1 > 0')).toBe('solve x^2 + 1 > 0');
  });

  it('takes out worksheet labels, asides and help asked for around the question', () => {
    expect(stripRequestPhrasing('Q3) Solve for x: 3(x − 4) = 2x + 5')).toBe('Solve for x: 3(x − 4) = 2x + 5');
    expect(stripRequestPhrasing('4b) expand (x+2)(x+3)')).toBe('expand (x+2)(x+3)');
    expect(stripRequestPhrasing('idk how to do this one: x + 1/x = 5/2')).toBe('x + 1/x = 5/2');
    expect(stripRequestPhrasing('2/x + 3/(x+1) = 2 pls help')).toBe('2/x + 3/(x+1) = 2');
    expect(stripRequestPhrasing('integrate x e^x dx, we just did integration by parts and i\'m lost')).toBe('integrate x e^x dx');
    expect(stripRequestPhrasing('solve x^2 + 4x + 9 = 0. my calculator says math error?? what are the solutions')).toBe('solve x^2 + 4x + 9 = 0.');
    expect(stripRequestPhrasing('2 1/3 ÷ 1 1/6 (those are mixed numbers)')).toBe('2 1/3 ÷ 1 1/6');
    // A bracket that is maths, names a letter or sets a convention stays.
    expect(stripRequestPhrasing('d/dt (t² ln t)')).toBe('d/dt (t² ln t)');
    expect(stripRequestPhrasing('find their ages, f (father) and s (son)')).toBe('find their ages, f (father) and s (son)');
    expect(stripRequestPhrasing('a die is rolled. P(even) (assume the die is fair)')).toBe('a die is rolled. P(even) (assume the die is fair)');
  });

  it('answers a number in the form asked: standard form, a fraction, a mixed number', () => {
    expect(answerOf('Write 0.00045 in scientific notation')).toBe('4.5 × 10⁻⁴');
    expect(answerOf('(2.5 × 10^-4) ÷ (5 × 10^3) = ? standard form pls')).toBe('5 × 10⁻⁸');
    expect(answerOf('write 0.375 as a fraction in its simplest form')).toBe('3/8');
    expect(answerOf('what is 1 2/3 times 2 1/4 as a mixed number')).toBe('15/4 = 3 3/4');
    // A question after the form is not swallowed by it.
    expect(answerOf('Write 0.13636363... as a fraction a/b in its simplest form. What is a + b?')).toBe('');
  });

  it('reads 1,200 as one number, 3pm as a time of day, and answers the last part of a question in parts', () => {
    expect(answerOf('Find the kinetic energy of a 1,200 kg car travelling at 72 km/h.')).toMatch(/^KE = 2\.4 × 10⁵ J/);
    expect(answerOf('find the mean of 100,200,300')).toBe('mean = 200');
    expect(answerOf('a train leaves at 3pm going at 80 km/h. what time does it arrive')).toBe('');
    expect(answerOf('(a) Find the coordinates of the stationary points of y = x³ − 3x² − 9x + 5. (b) Hence find the y-coordinate of the local maximum.')).toBe('10 (the local maximum, at x = -1)');
    expect(answerOf('3 apples and 2 bananas cost $2.30, and 2 apples and 5 bananas cost $3.00. Find the price of one apple (a) and one banana (b) in dollars.')).toBe('a = 0.5, b = 0.4');
  });

  it('reads units written out or in index form, dy/dx written before y =, and a number to simplify', () => {
    expect(answerOf('A 2 kg trolley moving at 3 metres per second collides with a stationary 1 kg trolley and they stick together. Find their speed after the collision.')).toBe('v = 2 m/s');
    expect(answerOf('a car travelling at 20 m s^-1 brakes uniformly and stops in 50 m. what is the size of the deceleration')).toBe('deceleration = 4 m/s²');
    expect(answerOf('A motor lifts a 50 kg load through 12 metres in 8 seconds. What is its power output? (g=9.8)')).toBe('P = 735 W');
    expect(answerOf('find dy/dx when y = (3x² + 1)^5')).toBe("f'(x) = 30x(3x^2 + 1)^4");
    expect(answerOf('simplify log 8 + log 125 (log is base 10)')).toBe('3');
  });

  it('reads LaTeX logs of fractions, a recurring decimal restated in brackets, and leaves bounds alone', () => {
    expect(answerOf('Evaluate $\\log_2 32 + \\log_3 \\frac{1}{9}$')).toBe('3');
    expect(answerOf('Express the recurring decimal $0.\\overline{36}$ (0.363636...) as a fraction in its simplest form.')).toBe('4/11');
    expect(answerOf('what is (1/2)(1/2)')).toBe('1/4 = 0.25');
    expect(answerOf('The side of a square is 12 cm, measured to the nearest centimetre. Work out the upper bound for the perimeter of the square.')).toBe('');
  });

  it('reads textbook phrasings: without a calculator, the values of x for which, the cubic, $…$ maths, where lines intersect', () => {
    expect(answerOf('Without a calculator, find the exact value of sin 60° × cos 30°.')).toBe('3/4 = 0.75');
    expect(answerOf('Solve the cubic x³ − 6x² + 11x − 6 = 0')).toBe('x = 1, x = 2 or x = 3');
    expect(answerOf('x⁴ − 13x² + 36 = 0, find all real x')).toBe('x = -3, x = -2, x = 2 or x = 3');
    expect(answerOf('Find the set of values of x for which x³ − 4x ≥ 0')).toMatch(/\[-2, 0\] ∪ \[2, ∞\)$/);
    expect(answerOf('For my math homework: for which real x is x² + 4x + 5 > 0?')).toMatch(/\(−∞, ∞\)$/);
    expect(answerOf('Solve $3a - 2b = 19$ and $5a + 4b = 17$')).toBe('a = 5, b = -2');
    expect(answerOf('Find where the lines y = 3x + 2 and y = −x + 10 intersect.')).toBe('x = 2, y = 8');
    expect(answerOf('find the acute angle x if cos x = 0.4, in degrees')).toBe('x = 66.42°');
    expect(answerOf('y = (3x^2 + 1)^5, find dy/dx')).toBe("f'(x) = 30x(3x^2 + 1)^4");
    expect(answerOf('What is the pH of 0.01 mol/dm³ hydrochloric acid?')).toBe('pH = 2');
    expect(answerOf('Find the area of a triangle with sides 8 cm and 11 cm and included angle 30°.')).toBe('area ≈ 22 cm²');
  });

  it('asked for a value, one equation in two unknowns gets no single answer; asked to solve for a letter, it is rearranged', () => {
    expect(answerOf('x + y = 10, find x')).toBe('');
    expect(answerOf('solve for x: 3x + 2y = 12')).toBe('x = -2y/3 + 4');
    expect(answerOf('x + y = 10 and x - y = 2, find x')).toBe('x = 6, y = 4');
  });

  it('never answers one roll when the die is rolled several times, and signs a percentage change', () => {
    expect(answerOf('whats the chance of getting at least one 6 if you roll a fair die 4 times')).toBe('671/1296 ≈ 0.517747');
    expect(answerOf('The price of a bus ticket went from $40 to $34. What is the percentage change?')).toBe('-15% (a 15% decrease)');
    expect(answerOf('2 pens and 3 notebooks cost £7.30. 4 pens and 1 notebook cost £5.60. How much does one pen cost (in £)?')).toBe('0.95');
  });

  it('solves a line with a curve, picks the solution a condition names, and answers the coordinates asked', () => {
    expect(answerOf('Solve the simultaneous equations x² + y² = 25 and y = x + 1, giving the solution with x > 0.')).toBe('x = 3, y = 4');
    expect(answerOf('xy = 12 and x + y = 7. Find x and y given that x > y.')).toBe('x = 4, y = 3');
    expect(answerOf('Solve y = x + 3 and y = x² + 5x + 7 simultaneously')).toBe('x = -2, y = 1');
    expect(answerOf('find the x coordinates where y = x^2 and y = x + 6 intersect')).toBe('x = -2 or x = 3');
    expect(answerOf('x/(x-1) < 2 , solve it. I keep getting x>2 only')).toMatch(/\(−∞, 1\) ∪ \(2, ∞\)$/);
    expect(answerOf('the half life of a substance is 8 days, how long till 100g of it decays to 12.5g')).toBe('24 days');
    expect(answerOf('tan x = -1 , 0<=x<=360 deg, find x')).toBe('x = 135° or x = 315°');
  });

  it('reads abbreviations, contractions, bounds as sub- and superscripts, a distribution, and a ratio with one part given', () => {
    expect(answerOf('KE of a 0.5 kg ball moving at 12 m/s?')).toBe('KE = 36 J');
    expect(answerOf("maria is 4 times as old as her son. in 20 years she'll be twice as old as him. how old is maria now")).toBe('40');
    expect(answerOf('∫₁^e (1/x) dx = ?')).toBe('1');
    expect(answerOf('6 workers take 10 days to build a wall. how long would 4 workers take if they all work at the same rate')).toBe('15 days');
    expect(answerOf('A random variable X takes values 0, 1, 2, 3 with probabilities 0.1, 0.3, 0.4, 0.2. Find E(X).')).toBe('E(X) = 17/10 = 1.7');
    expect(answerOf('X takes values 1, 2, 3 with probabilities 0.2, 0.5, 0.3. find Var(X)')).toBe('Var(X) = 49/100 = 0.49');
    expect(answerOf('A recipe uses flour and sugar in the ratio 5 : 2. If I use 350 g of flour, how many grams of sugar do I need?')).toBe('140 g');
    expect(answerOf('Find the equation of the straight line through (1, 2) and (4, 11) in the form y = mx + c.')).toBe('y = 3x - 1');
  });

  it('answers the quantity asked, not a step towards it: a cost from a rate and a price, a population from its start, a gas volume at STP', () => {
    expect(answerOf('my car uses 6.5 liters per 100 km and fuel costs 1.80 per liter. how much does the fuel cost for a 350 km trip?')).toBe('40.95');
    expect(answerOf('my car uses 6.5 liters per 100 km. how much fuel for 350 km?')).toBe('22.75 liters');
    expect(answerOf('The population of a town is 12000 and it decreases by 5% every year. What is the population after 4 years?')).toBe('9774.075');
    expect(answerOf('a town decreases by 5% every year. What is the population after 4 years?')).toBe('');
    expect(answerOf('what volume does 0.25 mol of a gas take at STP if the molar volume is 22.4 L/mol')).toBe('V = 5.6 L');
  });

  it('inverse normal, a first success, Poisson, an angle from three sides, implicit differentiation at a point', () => {
    expect(answerOf('IQ scores are normally distributed with mean 100 and SD 15. Find the score below which 90% of people fall.')).toBe('x = 119.22327');
    expect(answerOf("A fair die is rolled repeatedly. What's the probability that the first six appears on the 4th roll?")).toBe('125/1296 ≈ 0.0964506');
    expect(answerOf('Calls to a help desk arrive at random at an average rate of 3 per hour (Poisson). Find the probability of exactly 5 calls in a given hour.')).toBe('≈ 0.100819');
    expect(answerOf('triangle with sides 5, 6 and 7. find the biggest angle in degrees')).toBe('angle ≈ 78.463°');
    expect(answerOf('Given x² + y² = 25, find dy/dx at the point (3, 4) using implicit differentiation')).toBe('dy/dx = -3/4');
    expect(answerOf('find the gradient of the curve x^2 + xy + y^2 = 7 at (1, 2)')).toBe('dy/dx = -4/5');
    // A point not on the curve has no slope there.
    expect(answerOf('find the gradient of the curve x^2 + y^2 = 25 at (1, 1)')).toBe('');
  });

  it('related rates for a growing sphere, circle or cube', () => {
    expect(answerOf('The radius of a spherical balloon increases at 2 cm/s. How fast is the volume increasing when the radius is 5 cm?')).toBe('200π ≈ 628.31853 cm³/s');
    expect(answerOf("a circular ripple's radius grows at 3 cm/s. how fast is the area increasing when the radius is 10 cm")).toBe('60π ≈ 188.49556 cm²/s');
    expect(answerOf('the edge of a cube grows at 0.1 cm/s. how fast is its volume increasing when the edge is 4 cm?')).toBe('4.8 cm³/s');
  });

  it('reads formulas with subscript digits', () => {
    expect(answerOf('Hydrogen burns in oxygen: 2H₂ + O₂ → 2H₂O. If 4.0 g of hydrogen reacts with 16.0 g of oxygen, find the limiting reagent and the mass of water formed.')).toBe('limiting reagent O₂; m = 18.02 g');
    expect(answerOf('molar mass of Ca(OH)₂')).toBe('Ca(OH)₂: 74.092 g/mol');
  });

  it('moves a verb written after the problem to the front, with the unknown after the problem', () => {
    expect(stripRequestPhrasing('x^2 ≤ 9 solve')).toBe('solve x^2 ≤ 9');
    // Not "find x (x − 3)² = 16", which reads as x·(x − 3)².
    expect(stripRequestPhrasing('(x − 3)² = 16, find x')).toBe('solve (x − 3)² = 16 for x');
  });

  it('leaves a question with nothing around it as it is', () => {
    for (const q of ['what is 3/4 of 60', 'solve 2x + 3 = 7', 'derivative of x^3', 'A car travels 120 km in 2 hours. What is its speed?', 'Question 3 is hard']) {
      expect(stripRequestPhrasing(q)).toBe(q);
    }
  });

  it('gives the same answer to an equation however it is asked (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        fc.constantFrom(...LEADS),
        fc.constantFrom(...TAILS),
        (a, b, c, lead, tail) => {
          const bare = `solve ${a}x ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${c}`;
          const plain = answerOf(bare);
          expect(plain).not.toBe('');
          expect(answerOf(`${lead}${bare}${tail}`)).toBe(plain);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives the same answer to arithmetic however it is asked (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 2, max: 30 }),
        fc.constantFrom(...LEADS),
        fc.constantFrom(...TAILS),
        (a, b, c, d, lead, tail) => {
          const bare = `${a}/${b} ÷ ${c}/${d}`;
          const plain = answerOf(bare);
          expect(plain).not.toBe('');
          // Asked "as a fraction", the fraction alone.
          expect(answerOf(`${lead}${bare}${tail}`)).toBe(/as a fraction/.test(tail) ? plain.replace(/ [=≈] .*$/, '') : plain);
        },
      ),
      { numRuns: 60 },
    );
  });
});
