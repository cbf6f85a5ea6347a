import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExpr } from './expr';
import { specialAngleValue } from './special-angles';

const FUNCTIONS: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  sec: (x) => 1 / Math.cos(x),
  csc: (x) => 1 / Math.sin(x),
  cot: (x) => Math.cos(x) / Math.sin(x),
};

describe('exact values at the special angles', () => {
  it('gives the textbook values', () => {
    expect(String(specialAngleValue('sin', parseExpr('pi/3'))?.value)).toBe('√3/2');
    expect(String(specialAngleValue('cos', parseExpr('150*pi/180'))?.value)).toBe('-√3/2');
    expect(String(specialAngleValue('tan', parseExpr('3pi/4'))?.value)).toBe('-1');
    expect(String(specialAngleValue('sin', parseExpr('pi/4'))?.value)).toBe('√2/2');
    expect(specialAngleValue('sin', parseExpr('pi/3'))?.degrees).toBe(60);
  });

  it('leaves other angles and other functions to decimals', () => {
    expect(specialAngleValue('sin', parseExpr('1'))).toBeNull();
    expect(specialAngleValue('sin', parseExpr('pi/5'))).toBeNull();
    expect(specialAngleValue('sin', parseExpr('pi/12'))).toBeNull();
    expect(specialAngleValue('ln', parseExpr('pi'))).toBeNull();
    expect(specialAngleValue('sin', parseExpr('pi + 1'))).toBeNull();
  });

  it('says tan 90° and cot 0° are undefined instead of giving a value', () => {
    expect(() => specialAngleValue('tan', parseExpr('pi/2'))).toThrow(/undefined/);
    expect(() => specialAngleValue('cot', parseExpr('0'))).toThrow(/undefined/);
  });

  it('agrees with the decimal value at every multiple of π/6 and π/4 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -48, max: 48 }).filter((m) => m % 2 === 0 || m % 3 === 0),
        fc.constantFrom(...Object.keys(FUNCTIONS)),
        fc.boolean(),
        (m, name, degrees) => {
          const x = (m * Math.PI) / 12;
          const expected = FUNCTIONS[name](x);
          const arg = parseExpr(degrees ? `${m * 15}*pi/180` : `${m}*pi/12`);
          if (!Number.isFinite(expected) || Math.abs(expected) > 1e12) {
            expect(() => specialAngleValue(name, arg)).toThrow(/undefined/);
            return;
          }
          const got = specialAngleValue(name, arg);
          expect(got).not.toBeNull();
          expect(got!.value.toComplex().re).toBeCloseTo(expected, 9);
        },
      ),
      { numRuns: 300 },
    );
  });
});
