import { describe, expect, it } from 'vitest';
import { formatSpecies, parseSpecies } from './chem-formula';
import { balanceEquation, molarMass, parseChemicalEquation } from './chemistry';
import { int, prng } from './test-support';

/** ~40 real reactions with their known smallest whole-number coefficients. */
const REACTIONS: Array<[string, number[]]> = [
  ['Al + O2 -> Al2O3', [4, 3, 2]],
  ['H2 + O2 -> H2O', [2, 1, 2]],
  ['CH4 + O2 -> CO2 + H2O', [1, 2, 1, 2]],
  ['C2H6 + O2 -> CO2 + H2O', [2, 7, 4, 6]],
  ['C3H8 + O2 -> CO2 + H2O', [1, 5, 3, 4]],
  ['C4H10 + O2 -> CO2 + H2O', [2, 13, 8, 10]],
  ['C8H18 + O2 -> CO2 + H2O', [2, 25, 16, 18]],
  ['C6H12O6 + O2 -> CO2 + H2O', [1, 6, 6, 6]],
  ['C2H5OH + O2 -> CO2 + H2O', [1, 3, 2, 3]],
  ['Fe + O2 -> Fe2O3', [4, 3, 2]],
  ['Fe + Cl2 -> FeCl3', [2, 3, 2]],
  ['Na + Cl2 -> NaCl', [2, 1, 2]],
  ['Mg + O2 -> MgO', [2, 1, 2]],
  ['N2 + H2 -> NH3', [1, 3, 2]],
  ['KClO3 -> KCl + O2', [2, 2, 3]],
  ['H2O2 -> H2O + O2', [2, 2, 1]],
  ['CaCO3 -> CaO + CO2', [1, 1, 1]],
  ['NaHCO3 -> Na2CO3 + H2O + CO2', [2, 1, 1, 1]],
  ['Zn + HCl -> ZnCl2 + H2', [1, 2, 1, 1]],
  ['Al + HCl -> AlCl3 + H2', [2, 6, 2, 3]],
  ['Ca(OH)2 + HCl -> CaCl2 + H2O', [1, 2, 1, 2]],
  ['Ca(OH)2 + H3PO4 -> Ca3(PO4)2 + H2O', [3, 2, 1, 6]],
  ['Al2(SO4)3 + Ca(OH)2 -> Al(OH)3 + CaSO4', [1, 3, 2, 3]],
  ['AgNO3 + NaCl -> AgCl + NaNO3', [1, 1, 1, 1]],
  ['BaCl2 + Na2SO4 -> BaSO4 + NaCl', [1, 1, 1, 2]],
  ['Pb(NO3)2 + KI -> PbI2 + KNO3', [1, 2, 1, 2]],
  ['FeCl3 + NaOH -> Fe(OH)3 + NaCl', [1, 3, 1, 3]],
  ['H2SO4 + NaOH -> Na2SO4 + H2O', [1, 2, 1, 2]],
  ['Cu + HNO3 -> Cu(NO3)2 + NO + H2O', [3, 8, 3, 2, 4]],
  ['Cu + HNO3 -> Cu(NO3)2 + NO2 + H2O', [1, 4, 1, 2, 2]],
  ['KMnO4 + HCl -> KCl + MnCl2 + H2O + Cl2', [2, 16, 2, 2, 8, 5]],
  ['Fe2O3 + CO -> Fe + CO2', [1, 3, 2, 3]],
  ['NH3 + O2 -> NO + H2O', [4, 5, 4, 6]],
  ['CuSO4·5H2O -> CuSO4 + H2O', [1, 1, 5]],
  ['K4[Fe(CN)6] + H2SO4 + H2O -> K2SO4 + FeSO4 + (NH4)2SO4 + CO', [1, 6, 6, 2, 1, 3, 6]],
  ['MnO4- + Fe2+ + H+ -> Mn2+ + Fe3+ + H2O', [1, 5, 8, 1, 5, 4]],
  ['Cr2O7^2- + Fe^2+ + H^+ -> Cr^3+ + Fe^3+ + H2O', [1, 6, 14, 2, 6, 7]],
  ['Cu + Ag+ -> Cu2+ + Ag', [1, 2, 1, 2]],
  ['MnO4- + I- + H2O -> MnO2 + I2 + OH-', [2, 6, 4, 2, 3, 8]],
  ['Fe3+ + e- -> Fe2+', [1, 1, 1]],
  ['H+ + OH- -> H2O', [1, 1, 1]],
  ['Ba2+ + SO42- -> BaSO4', [1, 1, 1]],
];

function gcd(a: number, b: number): number {
  return b ? gcd(b, a % b) : Math.abs(a);
}

describe('balanceEquation: real reactions', () => {
  it.each(REACTIONS)('%s', (equation, expected) => {
    const r = balanceEquation(equation);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const coefs = r.data?.coefficients as number[];
    expect(coefs).toEqual(expected);
    expect(coefs.reduce(gcd)).toBe(1);
    expect(coefs.every((c) => c > 0)).toBe(true);
    const { reactants, products } = parseChemicalEquation(equation);
    const all = [...reactants, ...products];
    const elements = new Set(all.flatMap((s) => [...s.atoms.keys()]));
    for (const el of elements) {
      const count = (i: number) => coefs[i] * (all[i].atoms.get(el) ?? 0);
      const left = reactants.reduce((s, _, i) => s + count(i), 0);
      const right = products.reduce((s, _, i) => s + count(i + reactants.length), 0);
      expect(left).toBe(right);
    }
    const charge = (from: number, to: number) => all.slice(from, to).reduce((s, sp, i) => s + coefs[from + i] * sp.charge, 0);
    expect(charge(0, reactants.length)).toBe(charge(reactants.length, all.length));
  });
});

describe('balanceEquation: generated inputs with scrambled coefficients', () => {
  const rand = prng(51);
  const cases = Array.from({ length: 80 }, () => {
    const [equation, expected] = REACTIONS[int(rand, 0, REACTIONS.length - 1)];
    const [left, right] = equation.split(' -> ');
    const scramble = (side: string) => side.split(' + ').map((s) => `${rand() < 0.5 ? int(rand, 2, 9) : ''}${s}`).join(' + ');
    const arrow = ['->', '→', '=', '⟶'][int(rand, 0, 3)];
    return [`${scramble(left)} ${arrow} ${scramble(right)}`, expected] as const;
  });
  it.each(cases)('%s', (equation, expected) => {
    const r = balanceEquation(equation);
    expect(r.ok && r.data?.coefficients).toEqual(expected);
  });
});

describe('balanceEquation: output and failures', () => {
  it('prints subscripts, charges and LaTeX', () => {
    const r = balanceEquation('Al + O2 -> Al2O3');
    expect(r.ok && r.answer).toBe('4Al + 3O₂ → 2Al₂O₃');
    expect(r.ok && r.answerLatex).toBe('4\\mathrm{Al} + 3\\mathrm{O_2} \\rightarrow 2\\mathrm{Al_2O_3}');
    const ionic = balanceEquation('MnO4- + Fe2+ + H+ → Mn2+ + Fe3+ + H2O');
    expect(ionic.ok && ionic.answer).toBe('MnO₄⁻ + 5Fe²⁺ + 8H⁺ → Mn²⁺ + 5Fe³⁺ + 4H₂O');
    expect(ionic.ok && ionic.answerLatex).toContain('\\mathrm{MnO_4^{-}}');
  });

  it('accepts unspaced input', () => {
    const r = balanceEquation('Al+O2->Al2O3');
    expect(r.ok && r.answer).toBe('4Al + 3O₂ → 2Al₂O₃');
    expect(balanceEquation('H++OH-→H2O').ok).toBe(true);
  });

  it('shows the working', () => {
    const r = balanceEquation('Al + O2 -> Al2O3');
    const text = r.ok ? r.steps.map((s) => s.text).join('\n') : '';
    expect(text).toMatch(/Al: a = 2c; O: 2b = 3c/);
    expect(text).toMatch(/Check: Al 4 = 4; O 6 = 6/);
  });

  it.each([
    ['H2O -> H2', /cannot be balanced.*Oxygen/],
    ['NaCl -> Na + Cl2 + O2', /cannot be balanced/],
    ['Fe2+ -> Fe3+', /cannot be balanced/],
    ['CO2 -> CO', /cannot be balanced/],
    ['Xy + O2 -> XyO', /not an element/],
    ['co2 -> c + o2', /capital letter/],
    ['H2 + O2', /one arrow/],
    ['Ca(OH -> CaO', /not closed/],
  ])('%s fails: %s', (equation, message) => {
    const r = balanceEquation(equation);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('names equations with more than one independent balancing', () => {
    const r = balanceEquation('H2 + O2 -> H2O + H2O2');
    expect(r.ok && r.data?.unique).toBe(false);
    expect(r.ok && r.answer).toMatch(/one of several possible balancings/);
  });
});

describe('parseSpecies', () => {
  it.each([
    ['Ca(OH)2', { Ca: 1, O: 2, H: 2 }, 0],
    ['Al2(SO4)3', { Al: 2, S: 3, O: 12 }, 0],
    ['CuSO4·5H2O', { Cu: 1, S: 1, O: 9, H: 10 }, 0],
    ['CuSO4.5H2O', { Cu: 1, S: 1, O: 9, H: 10 }, 0],
    ['K4[Fe(CN)6]', { K: 4, Fe: 1, C: 6, N: 6 }, 0],
    ['Fe^3+', { Fe: 1 }, 3],
    ['Fe+3', { Fe: 1 }, 3],
    ['Fe3+', { Fe: 1 }, 3],
    ['Fe³⁺', { Fe: 1 }, 3],
    ['MnO4-', { Mn: 1, O: 4 }, -1],
    ['SO4^2-', { S: 1, O: 4 }, -2],
    ['SO42-', { S: 1, O: 4 }, -2],
    ['SO₄²⁻', { S: 1, O: 4 }, -2],
    ['NH4+', { N: 1, H: 4 }, 1],
    ['H2O(l)', { H: 2, O: 1 }, 0],
  ])('%s', (text, atoms, charge) => {
    const sp = parseSpecies(text);
    expect(Object.fromEntries(sp.atoms)).toEqual(atoms);
    expect(sp.charge).toBe(charge);
  });

  it('formats species', () => {
    expect(formatSpecies(parseSpecies('SO4^2-')).text).toBe('SO₄²⁻');
    expect(formatSpecies(parseSpecies('CuSO4·5H2O')).latex).toBe('\\mathrm{CuSO_4\\cdot 5H_2O}');
  });
});

describe('molarMass', () => {
  it.each([
    ['H2O', 18.015],
    ['CO2', 44.009],
    ['NaCl', 58.44],
    ['H2SO4', 98.072],
    ['C6H12O6', 180.156],
    ['Ca(OH)2', 74.092],
    ['CuSO4·5H2O', 249.677],
  ])('%s = %f g/mol', (formula, expected) => {
    const r = molarMass(formula);
    expect(r.ok && Number(r.data?.molarMass)).toBeCloseTo(expected, 2);
  });
});
