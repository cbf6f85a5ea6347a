import { describe, expect, it } from 'vitest';
import { judge, parseSolutionSet } from './check';

/** The corpus judge reads answers as a teacher would: the final value, in any equivalent form or unit. */
describe('tutor corpus judge', () => {
  it('takes the final value of a number answer, exact or rounded to at least 3 significant figures', () => {
    expect(judge({ number: 0.7 }, true, '7/10 = 0.7')).toBe('right');
    expect(judge({ number: 0.7 }, true, 'x = 7/10 (0.7)')).toBe('right');
    expect(judge({ number: 28.274333882308138 }, true, 'A = 9π ≈ 28.27')).toBe('right');
    expect(judge({ number: 0.5235987755982988 }, true, '≈ 0.52')).toBe('wrong');
    expect(judge({ number: 12 }, true, "f'(x) = 12x^2, so f'(-1) = 12")).toBe('right');
    expect(judge({ number: 1 / 70 }, true, '7/10')).toBe('wrong');
    expect(judge({ number: 0.9 }, true, '£0.90')).toBe('right');
    expect(judge({ number: 17 / 6 }, true, '17/6 = 2 5/6')).toBe('right');
    // Money to the cent.
    expect(judge({ number: -1 / 3, unit: '$' }, true, 'E = −1/3 ≈ −$0.33')).toBe('right');
    expect(judge({ number: -1 / 3, unit: '$' }, true, 'E = −$0.30')).toBe('wrong');
    // Written as money, to the cent, where the expected value names no unit; not a bare 0.33.
    expect(judge({ number: -1 / 3 }, true, 'E = −1/3 ≈ −$0.33')).toBe('right');
    expect(judge({ number: 1 / 3 }, true, 'x = 0.33')).toBe('wrong');
    // A percentage rounded like any number.
    expect(judge({ number: 68.2689492137086 }, true, '68.268949%')).toBe('right');
    expect(judge({ number: 68.2689492137086 }, true, '68.2%')).toBe('wrong');
    // Scientific notation: right to the places its mantissa shows.
    expect(judge({ number: 10 ** -3.2, unit: 'mol/L' }, true, '[H⁺] = 6.3096 × 10^-4 mol/L')).toBe('right');
    expect(judge({ number: 10 ** -3.2, unit: 'mol/L' }, true, '[H⁺] = 6.4 × 10^-4 mol/L')).toBe('wrong');
    // Fewer than 3 significant figures only where the question asked for that many decimal places.
    expect(judge({ set: [-2.350781059358212, 0.8507810593582121] }, true, 'x ≈ -2.35 or x ≈ 0.85', 'solve 2x^2 + 3x - 4 = 0 to 2 dp')).toBe('right');
    expect(judge({ set: [-2.350781059358212, 0.8507810593582121] }, true, 'x ≈ -2.35 or x ≈ 0.85')).toBe('wrong');
  });

  it('converts units the question asked for, and ignores the restated quantity', () => {
    expect(judge({ number: 60, unit: 'km/h' }, true, 'v = 16.67 m/s')).toBe('right');
    expect(judge({ number: 96.56064, unit: 'km/h' }, true, '60 mph ≈ 96.5606 km/h')).toBe('right');
    expect(judge({ number: 2.5, unit: 'g/cm^3' }, true, 'ρ = 2500 kg/m³')).toBe('right');
    expect(judge({ number: 510, unit: 'm' }, true, 'd = 1020 m (≈ 1.02 km)')).toBe('wrong');
  });

  it('needs every solution of a set and nothing else', () => {
    expect(judge({ set: [2, 3] }, true, 'x = 2 or x = 3')).toBe('right');
    expect(judge({ set: [2, 3] }, true, 'x = 2')).toBe('wrong');
    expect(judge({ set: [2] }, true, 'x = 2 or x = 3')).toBe('wrong');
    expect(judge({ set: [-2.8284271247461903, 0, 2.8284271247461903] }, true, 'x = -2√2, x = 0 or x = 2√2')).toBe('right');
    expect(judge({ set: [] }, true, 'No real solutions: x = -2 ± i')).toBe('right');
    expect(judge({ set: [] }, true, 'x = -2 ± i')).toBe('wrong');
    // ± is two values; a bracket a formula goes on from is not an aside.
    expect(judge({ set: [0.6180339887498949, -1.618033988749895] }, true, 'x = (-1 ± √5)/2 (≈ -1.61803 or 0.618034)')).toBe('right');
    expect(judge({ set: [2.414213562373095, -0.41421356237309515] }, true, 'x = 1 ± √2')).toBe('right');
    // Complex roots said after the real ones are not counted as real solutions.
    expect(judge({ set: [1, 2] }, true, 'x = 1 or x = 2 (complex roots: x = -1 + i√3 or x = -1 - i√3)')).toBe('right');
  });

  it('reads interval notation and inequalities as the same solution set', () => {
    expect(parseSolutionSet('(-inf, 2] U (3, inf)')).toEqual(parseSolutionSet('x ≤ 2 or x > 3'));
    expect(judge({ interval: '[-1, 4)' }, true, '-1 ≤ x < 4')).toBe('right');
    expect(judge({ interval: '[-1, 4)' }, true, '-1 < x < 4')).toBe('wrong');
    expect(judge({ interval: '(-inf, inf)' }, true, 'all real numbers')).toBe('right');
    expect(judge({ interval: '{}' }, true, 'No real x satisfies it — in interval notation: ∅ (the empty set)')).toBe('right');
    expect(judge({ interval: '{}' }, true, 'x < 2')).toBe('wrong');
  });

  it('compares formulas numerically, up to a constant for antiderivatives', () => {
    expect(judge({ expression: 'x^x*(ln(x) + 1)', variable: 'x' }, true, "f'(x) = x^x(ln(x) + 1)")).toBe('right');
    expect(judge({ expression: 'x^2 + 5*x', variable: 'x', upToConstant: true }, true, 'x² + 5x + 7 + C')).toBe('right');
    expect(judge({ expression: 'x^2 + 5*x', variable: 'x' }, true, 'x² + 5x + 7')).toBe('wrong');
    expect(judge({ expression: '2*t*ln(t) + t', variable: 't' }, true, "f'(t) = t(2ln(t) + 1)")).toBe('right');
  });

  it('reads the unknowns of a system by their names, with or without their noun', () => {
    expect(judge({ system: { adult: 70, child: 80 } }, true, 'adult tickets = 70, child tickets = 80')).toBe('right');
    expect(judge({ system: { adult: 70, child: 80 } }, true, 'adult tickets = 80, child tickets = 70')).toBe('wrong');
    expect(judge({ system: { x: 3, y: 2 } }, true, 'M = (3, 2)')).toBe('right');
    expect(judge({ system: { x: 3, y: 2 } }, true, 'M = (2, 3)')).toBe('wrong');
  });

  it('reads systems and balanced equations in any order', () => {
    expect(judge({ system: { x: 2, y: 3 } }, true, 'x = 2, y = 3')).toBe('right');
    expect(judge({ system: { x: 2, y: 3 } }, true, 'x = 3, y = 2')).toBe('wrong');
    expect(judge({ equation: '2 H2 + O2 -> 2 H2O' }, true, 'O₂ + 2H₂ → 2H₂O')).toBe('right');
    expect(judge({ equation: '2 H2 + O2 -> 2 H2O' }, true, 'H₂ + O₂ → H₂O')).toBe('wrong');
  });

  it('counts no answer as a refusal, and any answer to a must-refuse question as wrong', () => {
    expect(judge({ number: 3 }, false, '')).toBe('refused');
    expect(judge({ refuse: true, why: 'two unknowns' }, false, '')).toBe('right');
    expect(judge({ refuse: true, why: 'two unknowns' }, true, 'x = -y + 10')).toBe('wrong');
  });
});
