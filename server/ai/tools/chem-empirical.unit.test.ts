import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { empiricalFormula, waterOfCrystallisation } from './chem-empirical';
import { ELEMENTS } from './elements';

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const sub = (n: number) => (n === 1 ? '' : [...String(n)].map((d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]).join(''));

describe('empirical and molecular formulae from a composition', () => {
  it('recovers the empirical formula of any CxHyOz from its masses or percentages (3 significant figures)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 18 }), fc.integer({ min: 0, max: 6 }), fc.boolean(), (c, h, o, asPercent) => {
        const counts: Array<[string, number]> = [['C', c], ['H', h], ...(o ? [['O', o] as [string, number]] : [])];
        const g = counts.reduce((a, [, n]) => gcd(a, n), 0);
        const lowest = counts.map(([s, n]) => [s, n / g] as const);
        // The multiplier that makes the mole ratios whole is the smallest count: up to 6 in school data.
        fc.pre(Math.min(...lowest.map(([, n]) => n)) <= 6);
        const masses = counts.map(([s, n]) => [s, n * ELEMENTS.get(s)!.weight] as const);
        const total = masses.reduce((a, [, m]) => a + m, 0);
        const shown = masses.map(([s, m]) => `${Number((asPercent ? (100 * m) / total : m).toPrecision(3))}${asPercent ? '%' : ' g'} of ${s}`).join(', ');
        const r = empiricalFormula(`A compound contains ${shown}. Find its empirical formula.`);
        expect(r).toMatchObject({ ok: true, answer: `empirical formula ${lowest.map(([s, n]) => `${s}${sub(n)}`).join('')}` });
      }),
      { numRuns: 200 },
    );
  });

  it('scales to the molecular formula with the molar mass, and answers atoms per molecule or per atom', () => {
    const hydrocarbon = 'A hydrocarbon is 85.7% carbon and 14.3% hydrogen by mass, and its molar mass is 56 g/mol.';
    expect(empiricalFormula(`${hydrocarbon} How many hydrogen atoms are in one molecule?`)).toMatchObject({ ok: true, answer: '8 H atoms' });
    expect(empiricalFormula(`${hydrocarbon} Find the molecular formula.`)).toMatchObject({ ok: true, answer: 'molecular formula C₄H₈' });
    expect(empiricalFormula('2.4 g of C and 0.6 g of H. In its empirical formula, how many H atoms are there per C atom?')).toMatchObject({ ok: true, data: { value: 3 } });
    expect(empiricalFormula('a compound has 2.8 g Fe and 1.2 g O. empirical formula?')).toMatchObject({ ok: true, answer: 'empirical formula Fe₂O₃' });
  });

  it('asks instead of guessing: percentages that do not add up, a molecular formula without a molar mass', () => {
    expect(() => empiricalFormula('A compound is 40% C and 6.7% H. Find its empirical formula.')).toThrow(/add up to 46\.7%/);
    expect(() => empiricalFormula('85.7% carbon and 14.3% hydrogen: the molecular formula?')).toThrow(/needs the compound's molar mass/);
  });

  it('gives the water of crystallisation as a percentage of a hydrate', () => {
    const r = waterOfCrystallisation('Calculate the percentage of water by mass in copper(II) sulfate pentahydrate, CuSO4·5H2O.');
    expect(r).toMatchObject({ ok: true });
    expect(Number(r!.ok && r!.data?.value)).toBeCloseTo(36.08, 1);
  });
});
