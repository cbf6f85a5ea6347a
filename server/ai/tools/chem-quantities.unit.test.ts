import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solvedValue } from './test-support';
import { chemistryAmounts, reactionInWords } from './chem-quantities';

const value = (question: string) => solvedValue(chemistryAmounts, question);

describe('amounts of substance', () => {
  it('converts grams, moles and particles, by formula or by name', () => {
    expect(value('how many moles in 36g of water??')).toBeCloseTo(36 / 18.015, 3);
    expect(value('What is the mass of 2.5 mol of NaCl?')).toBeCloseTo(146.1, 1);
    expect(value('How many hydrogen atoms are in 1 mole of CH4?')).toBeCloseTo(4 * 6.02214076e23, -20);
    expect(value('What is the mass of 3.01 × 10^23 molecules of CO2?')).toBeCloseTo(22.0, 1);
  });

  it('concentration, solutions and dilution', () => {
    expect(value('5.85 g of NaCl dissolved to make 250 mL of solution. concentration in mol/L?')).toBeCloseTo(0.4004, 3);
    expect(value('How many grams of NaOH are needed to make 500 mL of 0.2 M solution?')).toBeCloseTo(4.0, 2);
    expect(value('50 mL of 2.0 M HCl is diluted to 250 mL. new concentration?')).toBeCloseTo(0.4, 10);
    expect(value('What volume of 12 M HCl do I need to make 1.5 L of 0.6 M HCl? (answer in mL)')).toBeCloseTo(75, 10);
  });

  it('pH of strong acids and bases, and refuses a weak acid it has no Ka for', () => {
    expect(value('pH of 0.01 M HCl')).toBeCloseTo(2, 10);
    expect(value('pH of a 0.005 M Ba(OH)2 solution')).toBeCloseTo(12, 10);
    expect(value('pH of 2.5 × 10⁻³ M HNO3')).toBeCloseTo(2.60206, 5);
    const weak = chemistryAmounts('pH of 0.1 M CH3COOH');
    expect(weak && !weak.ok && weak.error).toMatch(/not a strong acid/);
  });

  it('one gas in two states: Boyle, Charles, Gay-Lussac and the combined law, in the units given', () => {
    expect(value("a gas at 2.0 atm takes up 3.0 L. if the volume is squeezed to 1.5 L at constant temperature what's the new pressure?")).toBeCloseTo(4, 10);
    expect(value('A gas occupies 2.0 L at 27 °C. At constant pressure it is heated to 127 °C. What is its new volume?')).toBeCloseTo((2 * 400.15) / 300.15, 10);
    expect(value('a sealed can of gas at 100 kPa and 20 °C is heated to 80 °C. find the new pressure')).toBeCloseTo((100 * 353.15) / 293.15, 10);
    expect(value('a gas has volume 500 mL at 100 kPa and 300 K. what volume at 200 kPa and 400 K?')).toBeCloseTo((500 * 100 * 400) / (300 * 200), 10);
    // Two quantities changing with the third neither given twice nor said to be constant: not answered.
    expect(chemistryAmounts('a gas at 2 atm and 300 K is heated to 400 K. what is the new volume?')).toBeNull();
  });

  it('titrations: the unknown concentration from the H⁺ and OH⁻ matched, volumes in cm³ or mL', () => {
    expect(value('25.0 cm³ of sodium hydroxide solution is neutralised by 20.0 cm³ of 0.150 mol/L hydrochloric acid. Calculate the concentration of the sodium hydroxide.')).toBeCloseTo(0.12, 10);
    expect(value('22.5 mL of 0.100 M NaOH exactly neutralises 25.0 mL of sulfuric acid. What is the concentration of the H2SO4?')).toBeCloseTo(0.045, 10);
    // "2 m³" is metres cubed, not 2 molar.
    expect(chemistryAmounts('mass of 2 m³ of water if density is 1000 kg/m³')).toBeNull();
  });

  it('a weak acid from its Ka, a percentage yield from the reaction, formulas with subscript digits', () => {
    expect(value('Find the pH of 0.10 M ethanoic acid, Ka = 1.8 × 10^-5.')).toBeCloseTo(-Math.log10((-1.8e-5 + Math.sqrt(1.8e-5 ** 2 + 4 * 1.8e-5 * 0.1)) / 2), 8);
    expect(value('Ethanoic acid has Ka = 1.8 × 10^-5. Find the pH of a 0.10 mol/L solution, assuming the dissociation is small.')).toBeCloseTo(-Math.log10(Math.sqrt(1.8e-6)), 8);
    expect(value('N2 + 3H2 → 2NH3. 14.0 g of nitrogen reacts with excess hydrogen and 12.0 g of ammonia is collected. Calculate the percentage yield.')).toBeCloseTo(70.5, 0);
  });

  it('percentage by mass and gases', () => {
    expect(value('percent by mass of oxygen in water')).toBeCloseTo(88.81, 1);
    expect(value('How many moles of gas are in 10 L at 2 atm and 25 °C?')).toBeCloseTo(0.8175, 3);
    expect(value('a gas at 27°C takes up 5.0 L. it is heated to 127°C at constant pressure. new volume?')).toBeCloseTo(6.666, 2);
  });

  it('grams to moles and back agree for any mass of any of these compounds', () => {
    fc.assert(
      fc.property(fc.constantFrom('H2O', 'NaCl', 'CO2', 'H2SO4', 'Ca(OH)2', 'C6H12O6'), fc.integer({ min: 1, max: 5000 }), (formula, grams) => {
        const n = value(`how many moles in ${grams} g of ${formula}`);
        expect(value(`mass of ${n} mol of ${formula}`)).toBeCloseTo(grams, 6);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a reaction told in words', () => {
  it('names each substance by the formula written beside it or by its name', () => {
    expect(reactionInWords('methane (CH4) burns in oxygen to form carbon dioxide and water.')).toBe('CH4 + O2 -> CO2 + H2O');
    expect(reactionInWords('An old iron gate rusts as iron reacts with oxygen to form iron(III) oxide, Fe2O3.')).toBe('Fe + O2 -> Fe2O3');
    expect(reactionInWords('Photosynthesis turns carbon dioxide and water into glucose (C6H12O6) and oxygen.')).toBe('CO2 + H2O -> C6H12O6 + O2');
    expect(reactionInWords('The antacid contains magnesium hydroxide, Mg(OH)2, which neutralises stomach acid (HCl) to give magnesium chloride (MgCl2) and water.')).toBe('Mg(OH)2 + HCl -> MgCl2 + H2O');
  });

  it('reads nothing when a compound is named in words it does not know, or a side has no substance', () => {
    expect(reactionInWords('copper carbonate decomposes to form copper oxide and carbon dioxide.')).toBeNull();
    expect(reactionInWords('the fire burns to form ash.')).toBeNull();
  });

  it('over the names it knows: a reaction written with names gives the formulas in order', () => {
    const named: Array<[string, string]> = [['water', 'H2O'], ['carbon dioxide', 'CO2'], ['oxygen', 'O2'], ['hydrogen', 'H2'], ['methane', 'CH4'], ['ammonia', 'NH3'], ['nitrogen', 'N2'], ['sodium chloride', 'NaCl']];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...named), { minLength: 2, maxLength: 4, selector: (x) => x[0] }), fc.integer({ min: 1, max: 3 }), (species, cut) => {
        const at = Math.min(cut, species.length - 1);
        const [left, right] = [species.slice(0, at), species.slice(at)];
        const text = `In the lab, ${left.map((x) => x[0]).join(' and ')} react to form ${right.map((x) => x[0]).join(' and ')}.`;
        expect(reactionInWords(text), text).toBe(`${left.map((x) => x[1]).join(' + ')} -> ${right.map((x) => x[1]).join(' + ')}`);
      }),
      { numRuns: 60 },
    );
  });
});
