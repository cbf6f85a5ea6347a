import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solvedValue } from './test-support';
import { wordProblem } from './word-problems';

const value = (question: string) => solvedValue(wordProblem, question);

describe('everyday word problems', () => {
  it('work rates: both pipes open, and one alone from the time together', () => {
    expect(value('Pipe A can fill a tank in 6 hours and pipe B can fill it in 3 hours. how long does it take with both pipes open?')).toBeCloseTo(2, 10);
    expect(value('Sam can paint a fence in 5 hours. Working together with Alex it takes them 3 hours. how long would Alex take on his own')).toBeCloseTo(7.5, 10);
    expect(value('A shop increases a price by 20% and then reduces the new price by 20%. What is the overall percentage change?')).toBeCloseTo(-4, 10);
  });

  it('two baskets answered by the letters the question names', () => {
    expect(wordProblem('Cinema tickets: 2 adult tickets and 3 child tickets cost £41, and 1 adult ticket and 4 child tickets cost £38. Find the price of an adult ticket a and a child ticket c.')).toMatchObject({ ok: true, answer: 'a = 10, c = 7' });
    expect(wordProblem('3 pens and 2 notebooks cost $7.30. 5 pens and 1 notebook cost $7.50. Find the price p of one pen and n of one notebook in dollars.')).toMatchObject({ ok: true, answer: 'p = 1.1, n = 2' });
    expect(wordProblem('two numbers add up to 41 and their difference is 9. find them (x = the bigger one, y = the smaller)')).toMatchObject({ ok: true, answer: 'x = 25, y = 16' });
  });

  it('exponential growth and decay: an amount after a time, a time to a target, halving and doubling', () => {
    expect(value('A colony of bacteria starts with 500 and grows by 12% every hour. How many bacteria are there after 6 hours? Give your answer to the nearest whole number.')).toBe(987);
    expect(value('A colony of bacteria starts with 500 cells and doubles every 3 hours. How many hours until there are 12000 cells?')).toBeCloseTo(3 * Math.log2(24), 8);
    expect(value('A radioactive isotope has a half-life of 8 days. What fraction of the original sample is left after 20 days?')).toBeCloseTo(0.5 ** 2.5, 8);
    expect(value('a radioactive sample loses 8% of its mass each year. after how many years will exactly half of it remain?')).toBeCloseTo(Math.log(0.5) / Math.log(0.92), 8);
    expect(value('Money is invested at 5% compound interest per year. After how many complete years will it first have doubled?')).toBe(15);
  });

  it('a boat in a current, a plane in wind, and a rectangle whose length is tied to its width', () => {
    expect(value('A boat travels 24 km upstream in 3 hours and returns the same distance downstream in 2 hours. Find the speed of the current in km/h.')).toBeCloseTo(2, 10);
    expect(value('A boat goes 24 km downstream in 2 hours and returns upstream in 3 hours. What is the speed of the boat in still water?')).toBeCloseTo(10, 10);
    expect(value('a plane flies 600 miles against the wind in 3 hours and 600 miles with the wind in 2 hours. what is the wind speed?')).toBeCloseTo(50, 10);
    expect(value('The length of a rectangle is 4 cm more than its width. Its area is 96 cm². Find the width.')).toBeCloseTo(8, 10);
    expect(value("A rectangle's length is 5 cm more than its width and its perimeter is 46 cm. find the area")).toBeCloseTo(126, 10);
  });

  it('interest, growth and depreciation', () => {
    expect(value('What is the simple interest on $2000 at 5% per year for 3 years?')).toBeCloseTo(300, 10);
    expect(value('$1000 invested at 4% compounded annually for 5 years. how much do you have at the end')).toBeCloseTo(1216.6529, 4);
    expect(value('$5000 at 6% annual interest compounded monthly. what is the balance after 2 years?')).toBeCloseTo(5635.7989, 3);
    expect(value('$2000 is invested at 3% per year compounded continuously. How much is there after 10 years?')).toBeCloseTo(2699.7176, 3);
    expect(value('how many years for money to double at 5% compounded annually? (2 dp)')).toBe(14.21);
    expect(value('A car worth $25 000 loses 12% of its value each year. What is it worth after 3 years?')).toBeCloseTo(17036.8, 6);
  });

  it('percentages forwards and backwards', () => {
    expect(value('price went from 80 to 92, percent increase?')).toBeCloseTo(15, 10);
    expect(value('a shirt costs $40 after a 20% discount. what was the original price')).toBeCloseTo(50, 10);
    expect(value('The price after 8% sales tax is $54. What was the price before tax?')).toBeCloseTo(50, 10);
    expect(value('45 is 60% of what number')).toBeCloseTo(75, 10);
    expect(value('a jacket is $80. its on sale for 25% off and then theres an extra 10% off the sale price. final price?')).toBeCloseTo(54, 10);
  });

  it('ratios, proportion, rates and speeds', () => {
    expect(value('split $240 in the ratio 3:5. how much is the bigger share')).toBeCloseTo(150, 10);
    expect(value('A fills a pool in 3 h, B in 6 h, together?')).toBeCloseTo(2, 10);
    expect(value('pipe A fills a tank in 4 hours and drain B empties it in 6 hours. if both are open how long to fill the tank')).toBeCloseTo(12, 10);
    expect(value('3 workers build a wall in 8 days. how long would 4 workers take at the same rate')).toBeCloseTo(6, 10);
    expect(value('a cyclist rides 30 km at 15 km/h and then another 30 km at 10 km/h. what is the average speed for the whole trip')).toBeCloseTo(12, 10);
    expect(value('on a map with scale 1:50 000, two towns are 3 cm apart. how far apart are they really in km')).toBeCloseTo(1.5, 10);
    expect(value('tom reads 25 pages a day and the book has 340 pages. how many days to finish it')).toBe(14);
  });

  it('a drain faster than the pipe is said to never fill the tank', () => {
    const r = wordProblem('pipe A fills a tank in 6 hours and drain B empties it in 4 hours. if both are open how long to fill the tank');
    expect(r && !r.ok && r.error).toMatch(/never fills/);
  });

  it('the deposit found from an amount grows back to that amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100000 }), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 10 }), (deposit, rate, years) => {
        const amount = value(`$${deposit} invested at ${rate}% compounded annually for ${years} years. how much at the end`);
        const back = value(`After ${years} years of ${rate}% interest compounded annually an account holds $${amount}. How much was deposited?`);
        expect(back).toBeCloseTo(deposit, 4);
      }),
      { numRuns: 50 },
    );
  });
});

describe('profit, proportion, conversions at a given rate, and two travellers', () => {
  it('works out a percentage profit or loss on the cost price', () => {
    expect(value('A shop buys a jacket for $80 and sells it for $108. What is the percentage profit?')).toBe(35);
    expect(value('I bought a phone for £200 and sold it for £150. Find my percentage loss.')).toBe(25);
  });

  it('scales a price by the amount bought, and converts at the rate the question gives', () => {
    expect(value('5 kg of apples cost $13.75. How much would 8 kg cost?')).toBeCloseTo(22, 10);
    expect(value('3 tickets cost £45, how much for 7 tickets?')).toBeCloseTo(105, 10);
    expect(value('A recipe needs 750 g of flour. How many pounds is that? (1 lb = 453.6 g)')).toBeCloseTo(750 / 453.6, 10);
    expect(value('convert 5 miles to km, using 1 mile = 1.609 km')).toBeCloseTo(8.045, 10);
  });

  it('over generated speeds: opposite directions separate at the sum, a later and faster one catches up at the difference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 90 }), fc.integer({ min: 5, max: 60 }), fc.integer({ min: 1, max: 3 }), (slow, extra, lag) => {
        const fast = slow + extra;
        const apart = (slow + fast) * 2;
        expect(value(`two cars leave the same town at the same time going in opposite directions, one at ${slow} mph and the other at ${fast} mph. how many hours until they are ${apart} miles apart?`)).toBeCloseTo(2, 9);
        const t = (slow * lag) / (fast - slow);
        expect(value(`a train leaves a station going ${slow} mph. ${lag === 1 ? 'an hour' : `${lag} hours`} later a second train leaves the same station going ${fast} mph in the same direction. how many hours after the second train leaves does it catch the first one?`)).toBeCloseTo(t, 9);
        expect(fast * t).toBeCloseTo(slow * (t + lag), 9);
      }),
      { numRuns: 40 },
    );
  });
  it('over generated shopping: the change is the payment less every item at its price, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 50, max: 400 }), fc.integer({ min: 50, max: 600 }), (n, each, one) => {
        const bill = n * each + one;
        const note = bill <= 2000 ? 20 : 50;
        const q = `Ana buys ${n} pens at $${(each / 100).toFixed(2)} each and a ruler for $${(one / 100).toFixed(2)}. She pays with a $${note} bill. How much change does she get?`;
        expect(value(q), q).toBeCloseTo((note * 100 - bill) / 100, 9);
      }),
      { numRuns: 40 },
    );
  });

  it('over generated recipes and ages: an amount scaled to a new count, an age from a relation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 24 }), fc.integer({ min: 1, max: 60 }), (cups, made, wanted) => {
        const q = `a recipe needs ${cups} cups of flour for ${made} cookies. how many cups of flour for ${wanted} cookies?`;
        expect(value(q), q).toBeCloseTo((cups / made) * wanted, 9);
      }),
      { numRuns: 40 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 2, max: 3 }), fc.integer({ min: 1, max: 9 }), (brother, k, n) => {
        const q = `Maria is ${n} years older than ${k === 2 ? 'twice' : 'three times'} her brother's age. She is ${k * brother + n}. How old is her brother?`;
        expect(value(q), q).toBe(brother);
      }),
      { numRuns: 40 },
    );
  });
});
