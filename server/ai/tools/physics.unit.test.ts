import { describe, expect, it } from 'vitest';
import { FORMULAS, describeFormula, solveFor, solvePhysics, withPrefix } from './physics';
import { close, prng } from './test-support';

describe('solvePhysics: hand-written', () => {
  it('E = mc² for 1 g of mass', () => {
    const r = solvePhysics({ formula: 'E=mc^2', known: { m: '1 g' } });
    expect(r.ok && r.answer).toBe('E = 8.988 × 10¹³ J (≈ 89.88 TJ)');
    expect(r.ok && Number(r.data?.value)).toBeCloseTo(0.001 * 299792458 ** 2, -3);
    const text = r.ok ? r.steps.map((s) => s.text).join('\n') : '';
    expect(text).toMatch(/Convert to SI units: m = 1 g = 0.001 kg/);
    expect(text).toMatch(/Substitute the values/);
  });

  it.each([
    ['F=ma', { m: '2 kg', a: '3 m/s^2' }, 'F = 6 N'],
    ['F=ma', { F: '10 N', a: '2 m/s^2' }, 'm = 5 kg'],
    ['kinetic energy', { KE: '200 J', m: '4 kg' }, 'v = 10 m/s'],
    ['kinetic energy', { m: '1000 kg', v: '72 km/h' }, 'KE = 2 × 10⁵ J (≈ 200 kJ)'],
    ["Ohm's law", { V: '12 V', R: '4 ohm' }, 'I = 3 A'],
    ['ohms-law', { I: '2 A', R: '6 Ω' }, 'V = 12 V'],
    // Answered in the units the question is written in (a teacher's g/cm³, km/h, hours), SI in the steps.
    ['density', { m: '500 g', V: '250 cm^3' }, 'ρ = 2 g/cm³'],
    ['speed', { d: '315 km', v: '90 km/h' }, 't = 3.5 h'],
    ['speed', { d: '150 km', t: '2 h' }, 'v = 75 km/h'],
    ['speed', { v: '60 mph', t: '3 hours' }, 'd = 180 mi'],
    ['speed', { d: '120 km', t: '90 minutes' }, 'v = 22.22 m/s'],
    ['speed', { d: '100 m', v: '10 m/s' }, 't = 10 s'],
    ['weight', { m: '50 kg' }, 'W = 490 N'],
    ['weight', { m: '50 kg', g: '9.81 N/kg' }, 'W = 490.5 N'],
    ['pressure', { F: '500 N', A: '0.25 m^2' }, 'P = 2000 Pa (≈ 2 kPa)'],
    ['power', { W: '600 J', t: '2 min' }, 'P = 5 W'],
    ['potential energy', { m: '2 kg', h: '10 m' }, 'PE = 196 J'],
    ['momentum', { m: '0.16 kg', v: '30 m/s' }, 'p = 4.8 kg·m/s'],
    ['work', { F: '50 N', d: '3 m' }, 'W = 150 J'],
    ['electric power', { V: '230 V', I: '5 A' }, 'P = 1150 W (≈ 1.15 kW)'],
  ])('%s with %j → %s', (formula, known, expected) => {
    const r = solvePhysics({ formula, known });
    expect(r.ok && r.answer).toBe(expected);
  });

  it.each([
    [{ formula: 'F=ma', known: { m: '2 m' } }, /m is a mass.*length/],
    [{ formula: 'F=ma', known: { m: '2 kg' } }, /Missing: F \(force\), a \(acceleration\)/],
    [{ formula: 'warp drive', known: {} }, /don't have a formula/],
    [{ formula: 'F=ma', known: { q: '2 C' } }, /no quantity called "q"/],
    [{ formula: 'kinetic energy', known: { KE: '-5 J', m: '1 kg' } }, /square root of a negative/],
  ])('%j fails clearly', (input, message) => {
    const r = solvePhysics(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('describes formulas with a worked example', () => {
    const r = describeFormula('mass-energy');
    expect(r.ok && r.answer).toMatch(/E = mc²/);
    expect(r.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/Worked example: with m = 1 g/);
    for (const f of FORMULAS) expect(describeFormula(f.id).ok).toBe(true);
  });

  it('picks sensible prefixes', () => {
    expect(withPrefix(8.98755e13, 'J')).toBe('89.88 TJ');
    expect(withPrefix(0.0025, 'A')).toBe('2.5 mA');
    expect(withPrefix(5, 'N')).toBeNull();
    expect(withPrefix(2, 'kg/m³')).toBeNull();
  });
});

describe('solvePhysics: generated round trips for every variable of every formula', () => {
  const rand = prng(71);
  const cases = FORMULAS.flatMap((f) =>
    f.variables.filter((v) => !v.constant).flatMap((unknown) =>
      Array.from({ length: 5 }, () => {
        const values: Record<string, number> = {};
        for (const v of f.variables) if (v.symbol !== f.target) values[v.symbol] = v.constant ? (v.defaultValue ?? 1) : Number((0.5 + rand() * 50).toPrecision(4));
        values[f.target] = solveFor(f, f.target, values);
        return [f.id, unknown.symbol, values] as const;
      })));
  it.each(cases)('%s solved for %s', (id, unknown, values) => {
    const f = FORMULAS.find((x) => x.id === id);
    if (!f) throw new Error(id);
    const known = Object.fromEntries(f.variables.filter((v) => v.symbol !== unknown && !v.constant).map((v) => [v.symbol, `${values[v.symbol]} ${v.unit}`]));
    const r = solvePhysics({ formula: id, known, unknown });
    expect(r.ok).toBe(true);
    if (r.ok) expect(close(Number(r.data?.value), values[unknown], 1e-9)).toBe(true);
  });
});
