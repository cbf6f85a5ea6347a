import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyStory } from './money-story';
import { answeredBy } from './test-support';

const answer = answeredBy(moneyStory);

describe('a bill told as a story, read line by line', () => {
  it('adds the lines, shares them, or takes the costs from the takings', () => {
    expect(answer("I'm buying 3 concert tickets at $64.50 each. The site adds a service fee of $8.75 per ticket plus a single $4.20 order fee. What is the total cost in dollars?")).toBe('$223.95');
    expect(answer('Our ride-share home cost $38.40 and we added a $6 tip. The four of us split the whole thing equally. How much does each person pay, in dollars?')).toBe('$11.10');
    expect(answer('At our school bake sale we sold 48 cupcakes at $2.50 each and 30 cookies at $1.25 each. The ingredients cost $52.80. How much profit did we make, in dollars?')).toBe('$104.70');
    expect(answer('i bought 40 phone cases at $3.20 each to resell. sold 35 of them for $7.50 each and the rest for $2 each. how much profit did i make')).toBe('$144.50');
  });

  it('reads nothing when a count has no place, a share is not said, or part of a count is left to guess', () => {
    // "six friends": a count with no place in the bill.
    expect(answer('Me and six friends ordered bubble tea: 7 drinks at $5.75 each, and two of us added extra boba for $0.85 each. What was the total bill in dollars?')).toBeNull();
    // Asked for each person, with no number of people.
    expect(answer('Our ride cost $38.40 and we added a $6 tip. How much does each person pay?')).toBeNull();
    // "some of them": how many is not said.
    expect(answer('I bought 40 cases at $3.20 each and sold some of them for $7.50 each. How much profit did I make?')).toBeNull();
    // A discount changes the bill: another reader's question.
    expect(answer('3 tickets at $20 each with a 10% discount. What is the total cost?')).toBeNull();
  });

  it('over generated orders: the total is the sum of count × price and the fees, shared when asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 100, max: 5000 }), fc.integer({ min: 1, max: 900 }), fc.integer({ min: 1, max: 6 }), (n, priceCents, feeCents, people) => {
        const [price, fee] = [priceCents / 100, feeCents / 100];
        const words = ['', '', 'two', 'three', 'four', 'five', 'six'];
        const shared = people > 1 ? ` The ${words[people]} of us split it equally.` : '';
        const q = `We ordered ${n} pizzas at $${price.toFixed(2)} each plus a single $${fee.toFixed(2)} delivery fee.${shared} ${people > 1 ? 'How much does each person pay?' : 'What is the total cost?'}`;
        // In cents, a half cent rounded up.
        const cents = Math.floor((2 * (n * priceCents + feeCents) + people) / (2 * people));
        expect(answer(q), q).toBe(`$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
      }),
      { numRuns: 80 },
    );
  });
});
