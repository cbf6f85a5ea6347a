import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { populationDraws } from './population-draws';
import { answeredBy } from './test-support';

const answer = answeredBy(populationDraws);

describe('drawing from a group told as a story', () => {
  it('reads the group, the draws and the event, with or without replacement', () => {
    expect(answer('My class has 12 girls and 10 boys. Two students are picked at random to represent the class. What is the probability both are girls?')).toBe('2/7 ≈ 0.285714');
    expect(answer('My playlist has 40 songs and 6 are by my favourite artist. On shuffle, what is the probability the first song is by that artist?')).toBe('3/20 ≈ 0.15');
    expect(answer('The spinner at our school fair has 8 equal sections and 3 of them win a prize. What is the probability of winning on one spin?')).toBe('3/8 ≈ 0.375');
    expect(answer('box of 20 donuts, 6 are jelly. grab 3 without looking, P(none are jelly)?')).toBe('91/285 ≈ 0.319298');
    expect(answer('A class has 30 students and 12 wear glasses. Two students are picked at random. What is the probability exactly one wears glasses?')).toBe('72/145 ≈ 0.496552');
    expect(answer('A spinner has 5 equal sections and 2 of them are red. I spin it 3 times. What is the probability of exactly 2 red?')).toBe('36/125 ≈ 0.288');
    expect(answer('My playlist has 40 songs and 6 are by my favourite artist. what is the probability the first song is not by that artist?')).toBe('17/20 ≈ 0.85');
  });

  it('reads nothing when the replacement is not clear, the event names no kind, or a number has no place', () => {
    // Marbles drawn twice: put back or not is not said.
    expect(answer('A bag has 5 red and 3 blue marbles. Two are drawn. P(both red)?')).toBeNull();
    // "hers": no kind of the group named.
    expect(answer('my playlist has 12 songs, 5 are by Olivia Rodrigo. shuffle plays 2 different songs, whats the probability both are hers')).toBeNull();
    // The 3 rows of the hall have no place in the reading.
    expect(answer('My class has 12 girls and 10 boys in 3 rows. Two students are picked. What is the probability both are girls?')).toBeNull();
  });

  it('over generated groups: the answer is the share of equally likely selections, counted one by one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 3 }), fc.constantFrom('both', 'none', 'at least one'), (girls, boys, k, event) => {
        fc.pre(k <= girls + boys && (event !== 'both' || k === 2));
        const said = event === 'both' ? 'both are girls' : event === 'none' ? 'none are girls' : 'at least one is a girl';
        const names = ['', 'One student is', 'Two students are', 'Three students are'];
        const q = `My club has ${girls} girls and ${boys} boys. ${names[k]} picked at random. What is the probability ${k === 1 ? (event === 'none' ? 'the student is not a girl' : 'the student is a girl') : said}?`;
        // Count every selection of k from the club.
        const people = [...Array(girls).fill('g'), ...Array(boys).fill('b')];
        let hits = 0;
        let all = 0;
        const pick = (from: number, chosen: string[]) => {
          if (chosen.length === k) {
            all++;
            const g = chosen.filter((c) => c === 'g').length;
            if (k === 1 ? (event === 'none' ? g === 0 : g === 1) : event === 'both' ? g === k : event === 'none' ? g === 0 : g >= 1) hits++;
            return;
          }
          for (let i = from; i < people.length; i++) pick(i + 1, [...chosen, people[i]]);
        };
        pick(0, []);
        const r = populationDraws(q);
        expect(r?.ok, q).toBe(true);
        expect(r?.ok && (r.data?.decimal as number)).toBeCloseTo(hits / all, 12);
      }),
      { numRuns: 80 },
    );
  });
});
