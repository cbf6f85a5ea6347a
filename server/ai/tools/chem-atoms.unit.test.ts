import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atomCount } from './chem-atoms';
import { formulaOfName } from './chem-quantities';
import { answeredBy } from './test-support';

const answer = answeredBy((q) => atomCount(q, formulaOfName));

describe('atoms counted in a formula', () => {
  it('counts one element, or every atom, with a coefficient or a number of molecules', () => {
    expect(answer('how many oxygen atoms are in 3CO2')).toBe('6 O atoms');
    expect(answer('how many atoms of O in Ca(NO3)2')).toBe('6 O atoms');
    expect(answer('how many atoms in total in one molecule of H2SO4')).toBe('7 atoms');
    expect(answer('how many hydrogen atoms in 2 molecules of NH3')).toBe('6 H atoms');
    expect(answer('how many atoms in 2 molecules of sulfuric acid, H2SO4')).toBe('14 atoms');
    expect(answer('how many atoms are in a molecule of glucose')).toBe('24 atoms');
    expect(answer('how many atoms in CuSO4·5H2O')).toBe('21 atoms');
  });

  it('leaves moles and grams to the Avogadro solver, and two formulas unread', () => {
    expect(answer('how many atoms are in 2 moles of water')).toBeNull();
    expect(answer('how many atoms are in 18 g of H2O')).toBeNull();
    expect(answer('how many atoms are in CO2 and H2O')).toBeNull();
  });

  it('over generated formulas CxHy(OH)z: the count is the sum of the subscripts times the coefficient', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 9 }), (c, h, z, k) => {
        const formula = `${k > 1 ? k : ''}C${c > 1 ? c : ''}H${h > 1 ? h : ''}(OH)${z > 1 ? z : ''}`;
        expect(answer(`how many atoms in total in ${formula}`)).toBe(`${k * (c + h + 2 * z)} atoms`);
        expect(answer(`how many hydrogen atoms are in ${formula}`)).toBe(`${k * (h + z)} H atom${k * (h + z) === 1 ? '' : 's'}`);
      }),
    );
  });
});
