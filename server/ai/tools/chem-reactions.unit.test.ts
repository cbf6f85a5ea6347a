import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chemistryAmounts } from './chem-quantities';
import { saidBy } from './test-support';

const said = saidBy(chemistryAmounts);

describe('amounts in a reaction', () => {
  it('finds the limiting reagent and what forms, from the equation written or built from the names', () => {
    expect(said('5 g of H2 reacts with 32 g of O2 to make water. how many grams of water form')).toBe('limiting reagent O₂; m = 36.03 g');
    expect(said('2.00 g of Mg burns in 1.00 g of O2 (2Mg + O2 → 2MgO). What mass of MgO forms?')).toBe('limiting reagent O₂; m = 2.519 g');
    expect(said('10 g of Na reacts with 10 g of Cl2 (2Na + Cl2 -> 2NaCl). find the limiting reagent and the grams of NaCl formed')).toBe('limiting reagent Cl₂; m = 16.49 g');
  });

  it('balances a complete combustion itself', () => {
    expect(said('How many moles of O2 are needed to burn 3 mol of CH4 completely?')).toBe('n = 6 mol');
    expect(said('what mass of CO2 is made when 16 g of methane burns completely')).toBe('m = 43.89 g');
  });

  it('does not guess a reaction it is not told', () => {
    expect(said('4 g of H2 reacts with 32 g of O2, which is the limiting reagent')).toBeNull();
  });

  it('over generated masses of hydrogen and oxygen: the water formed follows the reagent that runs out', () => {
    const M = { H2: 2.016, O2: 31.998, H2O: 18.015 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 400 }), (h, o) => {
        const extent = Math.min(h / M.H2 / 2, o / M.O2);
        fc.pre(Math.abs(h / M.H2 / 2 - o / M.O2) > 1e-3 * extent);
        const water = extent * 2 * M.H2O;
        const limiting = h / M.H2 / 2 < o / M.O2 ? 'H₂' : 'O₂';
        const r = chemistryAmounts(`${h} g of H2 reacts with ${o} g of O2 to make water. how many grams of water form`);
        expect(r?.ok && r.answer.startsWith(`limiting reagent ${limiting}; `)).toBe(true);
        expect(r?.ok && Math.abs(Number(r.data?.value) - water) / water).toBeLessThan(1e-3);
      }),
    );
  });
});
