import { describe, expect, it } from 'vitest';
import { prng, pick } from './test-support';
import { convertUnits, parseConversion } from './units';

describe('convertUnits: known values', () => {
  it.each([
    ['5 km to miles', 3.10685596],
    ['100 °F to °C', 37.7777778],
    ['3.5 hours in minutes', 210],
    ['32 degF to degC', 0],
    ['20 C to F', 68],
    ['300 K to °C', 26.85],
    ['-40 °C to °F', -40],
    ['1 mile in feet', 5280],
    ['1 inch to cm', 2.54],
    ['1 lb to kg', 0.45359237],
    ['60 mph to km/h', 96.56064],
    ['100 km/h to m/s', 27.7777778],
    ['1 kcal to J', 4184],
    ['2 hectares in m²', 20000],
    ['1 square mile to acres', 640],
    ['1 L to mL', 1000],
    ['1 gallon to liters', 3.785411784],
    ['1 day in seconds', 86400],
    ['5 kilometres to metres', 5000],
    ['1 atm to Pa', 101325],
    ['1 kWh to J', 3.6e6],
    ['1 light year to km', 9.4607304725808e12],
    ['72 degrees fahrenheit to celsius', 22.2222222],
    ['1,000 g to kg', 1],
  ])('%s = %f', (query, expected) => {
    const r = convertUnits(query);
    expect(r.ok).toBe(true);
    if (r.ok) expect(Number(r.data?.value)).toBeCloseTo(expected, Math.abs(expected) > 1e6 ? -3 : 5);
  });

  it('shows the factor or the temperature formula', () => {
    const km = convertUnits('5 km to miles');
    expect(km.ok && km.steps.map((s) => s.text).join(' ')).toMatch(/1 mile = 1.609344 km/);
    const t = convertUnits('100 °F to °C');
    expect(t.ok && t.steps.map((s) => s.text).join(' ')).toMatch(/\(°F − 32\) × 5\/9/);
    expect(convertUnits({ value: 3.5, from: 'hours', to: 'minutes' }).ok && convertUnits('3.5 hours in minutes').ok).toBe(true);
  });

  it.each([
    ['5 km to kg', /length.*mass/],
    ['10 zorks to m', /don't know the unit "zorks"/],
    ['hello', /Write a conversion/],
  ])('%s fails clearly', (query, message) => {
    const r = convertUnits(query);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('parses how-many questions', () => {
    expect(parseConversion('how many minutes are in 3.5 hours?')).toEqual({ value: 3.5, from: 'hours', to: 'minutes' });
  });
});

describe('convertUnits: generated round trips', () => {
  const rand = prng(61);
  const families = [
    ['m', 'km', 'cm', 'mm', 'ft', 'inch', 'mile', 'yd'],
    ['kg', 'g', 'mg', 'lb', 'oz', 'tonne'],
    ['s', 'min', 'h', 'day', 'ms'],
    ['degC', 'degF', 'K'],
    ['J', 'kJ', 'cal', 'kcal', 'kWh', 'eV'],
    ['m/s', 'km/h', 'mph', 'knot'],
    ['Pa', 'kPa', 'bar', 'atm', 'psi'],
    ['L', 'mL', 'gallon', 'm^3', 'cup'],
  ];
  const cases = Array.from({ length: 80 }, () => {
    const family = pick(rand, families);
    return [Math.round((rand() * 2000 - 500) * 1000) / 1000, pick(rand, family), pick(rand, family)] as const;
  });
  it.each(cases)('%f %s → %s → back', (value, from, to) => {
    const there = convertUnits({ value, from, to });
    expect(there.ok).toBe(true);
    if (!there.ok) return;
    const back = convertUnits({ value: Number(there.data?.value), from: to, to: from });
    expect(back.ok && Number(back.data?.value)).toBeCloseTo(value, 6);
  });
});
