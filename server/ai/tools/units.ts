import { Rational } from './rational';
import { all, create, type Unit } from 'mathjs';
import { formatNumber, formatNumberLatex } from './format';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

const TOOL = 'convert_units';

/** A private mathjs instance, so the extra everyday units (mph, kcal, hectare…) don't leak into other code. */
export const unitMath = create(all);
const EXTRA_UNITS: Record<string, string | { definition: string; prefixes?: string; aliases?: string[] }> = {
  mph: '1 mi/h',
  kph: '1 km/h',
  knot: { definition: '0.514444444444 m/s', aliases: ['knots', 'kn'] },
  ha: '10000 m^2',
  cal: { definition: '4.184 J', prefixes: 'short', aliases: ['calorie', 'calories'] },
  Cal: { definition: '4184 J', aliases: ['kilocalorie', 'kilocalories'] },
  pound: { definition: '1 lbm', aliases: ['pounds'] },
  lightyear: { definition: '9460730472580800 m', aliases: ['lightyears', 'ly'] },
};
for (const [name, definition] of Object.entries(EXTRA_UNITS)) {
  if (!unitMath.Unit.isValuelessUnit(name)) unitMath.createUnit(name, definition);
}
// mathjs' acre is the US survey acre; schools use the international acre (1 mi² = 640 acres exactly).
unitMath.createUnit('acre', { definition: '4046.8564224 m^2', aliases: ['acres'] }, { override: true });

const TEMPERATURE: Array<[RegExp, string]> = [
  [/^(?:°\s*c|℃|deg\s*c|degrees?\s+c(?:elsius)?|celsius|centigrade|degc)$/i, 'degC'],
  [/^(?:°\s*f|℉|deg\s*f|degrees?\s+f(?:ahrenheit)?|fahrenheit|degf)$/i, 'degF'],
  [/^(?:kelvins?|degrees?\s+kelvin|°\s*k)$/i, 'K'],
];

const SUPERSCRIPT: Record<string, string> = { '²': '^2', '³': '^3', '⁻¹': '^-1', '⁻²': '^-2' };

/** Rewrites everyday unit spellings into mathjs names: "°F" → degF, "km per hour" → km/hour, "sq ft" → ft^2, "µm" → um. */
export function normalizeUnitText(text: string): string {
  let s = text.trim().replace(/\.$/, '');
  for (const [re, name] of TEMPERATURE) if (re.test(s)) return name;
  s = s.replace(/⁻¹|⁻²|[²³]/g, (c) => SUPERSCRIPT[c] ?? c);
  s = s.replace(/[µμ]/g, 'u').replace(/Ω/g, 'ohm').replace(/ohms\b/g, 'ohm').replace(/[·⋅×]/g, ' ');
  s = s.replace(/\blight[\s-]?years?\b/gi, 'lightyear');
  s = s.replace(/metre/g, 'meter').replace(/litre/g, 'liter');
  s = s.replace(/\b(?:square|sq\.?)\s+([a-z]+)/gi, '$1^2').replace(/\b(?:cubic|cu\.?)\s+([a-z]+)/gi, '$1^3');
  s = s.replace(/\s+per\s+/gi, '/').replace(/\bhrs\b/g, 'h').replace(/\bmins\b/g, 'min').replace(/\bsecs?\b/g, 's');
  s = s.replace(/°/g, 'deg');
  return s.replace(/\s*\/\s*/g, '/').replace(/\s+/g, ' ');
}

/** Parses "2 kg", "3 m/s^2", "1 g" into a mathjs Unit, with a readable error for unknown units. */
export function parseQuantity(text: string): Unit {
  const m = /^\s*([-+]?\d[\d,]*(?:\.\d+)?(?:e[-+]?\d+)?|[-+]?\.\d+)(?:\s*[x×*]\s*10\s*\^\s*([-+]?\d+))?\s*(.*)$/i.exec(text);
  if (!m) throw new ToolInputError(`I can't read "${text}" as a number with a unit.`);
  const value = Number(m[1].replace(/,/g, '')) * (m[2] ? 10 ** Number(m[2]) : 1);
  return makeUnit(value, m[3]);
}

/** A Unit from a value and unit text, with a clear error when the unit is unknown. */
export function makeUnit(value: number, unitText: string): Unit {
  const name = normalizeUnitText(unitText);
  if (!name) return unitMath.unit(value, '');
  try {
    return unitMath.unit(value, name);
  } catch {
    throw new ToolInputError(`I don't know the unit "${unitText.trim()}".`);
  }
}

/**
 * A unit's parts as written ("km/h": km to the power 1, h to the power −1), each with the kind it
 * measures ("LENGTH", "TIME"). mathjs types `prefix` as a string; at run time it is an object.
 */
export function unitAtoms(u: Unit): Array<{ name: string; dimension: string; power: number }> {
  return u.units.map((part) => {
    const prefix: unknown = part.prefix;
    const head = typeof prefix === 'string' ? prefix : typeof prefix === 'object' && prefix !== null && 'name' in prefix ? String(prefix.name) : '';
    return { name: `${head}${part.unit.name}`, dimension: part.unit.base.key, power: part.power };
  });
}

/** A unit mathjs knows, or null: "minutes", "day", "mL", "litres". */
export function knownUnit(name: string): Unit | null {
  try {
    const u = makeUnit(1, name);
    return u.units.length ? u : null;
  } catch {
    return null;
  }
}

/** A value in one unit written in another: (90, "min", "h") → 1.5. Throws on unknown or mismatched units. */
export function convertValue(value: number, from: string, to: string): number {
  return makeUnit(value, from).toNumeric(normalizeUnitText(to)) as number;
}

const DIMENSIONS: Array<[string, string]> = [
  ['length', 'm'], ['mass', 'kg'], ['time', 's'], ['temperature', 'K'], ['electric current', 'A'],
  ['amount of substance', 'mol'], ['area', 'm^2'], ['volume', 'm^3'], ['speed', 'm/s'], ['acceleration', 'm/s^2'],
  ['force', 'N'], ['energy', 'J'], ['power', 'W'], ['pressure', 'Pa'], ['electric charge', 'C'], ['voltage', 'V'],
  ['resistance', 'ohm'], ['frequency', 'Hz'], ['angle', 'rad'], ['density', 'kg/m^3'], ['data size', 'B'], ['momentum', 'kg m/s'],
];

/** What a unit measures ("length", "energy"), so mismatches can be explained in words. */
export function dimensionName(u: Unit): string {
  for (const [name, si] of DIMENSIONS) if (u.equalBase(unitMath.unit(1, si))) return name;
  return 'a different quantity';
}

function displayUnit(name: string): string {
  return name === 'degC' ? '°C' : name === 'degF' ? '°F' : name;
}

const TEMPERATURE_FORMULAS: Record<string, string> = {
  'degF>degC': '°C = (°F − 32) × 5/9',
  'degC>degF': '°F = °C × 9/5 + 32',
  'degC>K': 'K = °C + 273.15',
  'K>degC': '°C = K − 273.15',
  'degF>K': 'K = (°F − 32) × 5/9 + 273.15',
  'K>degF': '°F = (K − 273.15) × 9/5 + 32',
};

function round(x: number): { text: string; exact: boolean } {
  return { text: formatNumber(x, 6), exact: Number(x.toPrecision(12)) === Number(x.toPrecision(6)) };
}

/** Splits "5 km to miles", "100 °F in °C", "how many minutes in 3.5 hours" into value, from and to. */
export function parseConversion(text: string): { value: number; from: string; to: string } | null {
  const t = text.trim().replace(/\?$/, '').replace(/^(?:please\s+)?(?:convert|change|express|what\s+is|what's|how\s+much\s+is)\s+/i, '');
  const howMany = /^how\s+many\s+(.+?)\s+(?:are\s+there\s+|is\s+|are\s+)?in\s+(?:an?\s+|one\s+)?([-+]?\d[\d,.]*(?:e[-+]?\d+)?)?\s*(.+)$/i.exec(t);
  if (howMany) return { value: howMany[2] ? Number(howMany[2].replace(/,/g, '')) : 1, from: howMany[3], to: howMany[1] };
  // "how many centimetres is 3.75 m", "how many seconds are 2 hours"
  const howManyIs = /^how\s+many\s+([a-z°][a-z°/\s]*?)\s+(?:is|are|make|makes|equals?)\s+([-+]?\d[\d,]*(?:\.\d+)?(?:e[-+]?\d+)?)\s*(.+)$/i.exec(t);
  if (howManyIs) return { value: Number(howManyIs[2].replace(/,/g, '')), from: howManyIs[3], to: howManyIs[1] };
  const m = /^([-+]?\d[\d,]*(?:\.\d+)?(?:e[-+]?\d+)?)\s*(.+?)\s+(?:to|in|into|as|->|→|in\s+terms\s+of)\s+(.+)$/i.exec(t);
  if (!m) return null;
  return { value: Number(m[1].replace(/,/g, '')), from: m[2], to: m[3] };
}

/**
 * One measured quantity in a story and the same quantity asked in another unit: "A sprinter runs at
 * 10 m/s. What is this speed in km/h?", "the recipe needs 1.5 kg of flour; how many grams is that?".
 * Only when the story gives exactly one number, so nothing else could be meant.
 */
export function conversionInStory(text: string): { value: number; from: string; to: string } | null {
  const numbers = [...text.matchAll(/(?<![\w.])\d[\d,]*(?:\.\d+)?/g)];
  if (numbers.length !== 1) return null;
  // "a square frame with sides of 35 cm … its perimeter in cm": a shape's other measure, not this one converted.
  if (/\b(?:squares?|rectangles?|rectangular|circles?|circular|triangles?|triangular|cubes?|spheres?|cylinders?|cones?|balls?|prisms?|perimeter|circumference|area|diagonal|radius|diameter|hypotenuse|surface)\b/i.test(text)) return null;
  const [n] = numbers;
  const from = /^\s*([a-zA-Zµ°][a-zA-Z°/²³^2-3]*(?:\s+per\s+[a-z]+)?)/.exec(text.slice((n.index ?? 0) + n[0].length))?.[1];
  const to =
    /\bwhat\s+(?:is|'s)\s+(?:this|that|it|the|her|his|its|their|my|our)\s+(?:[a-z]+\s+){0,2}in\s+([a-zA-Z°][a-zA-Z°/²³^2-3]*(?:\s+per\s+[a-z]+)?)\s*[?.]?\s*$/i.exec(text)?.[1] ??
    /\bhow\s+many\s+([a-zA-Z°][a-zA-Z°/²³^2-3]*(?:\s+per\s+[a-z]+)?)\s+(?:is|are)\s+(?:this|that|it|those)\b[^.?]*[?.]?\s*$/i.exec(text)?.[1];
  if (!from || !to) return null;
  return { value: Number(n[0].replace(/,/g, '')), from, to };
}

/** "20 C to F": single letters C/F next to a temperature unit mean degrees, not coulombs or farads. */
function temperatureAliases(from: string, to: string): [string, string] {
  const temps = ['degC', 'degF', 'K', 'C', 'F'];
  if (!temps.includes(from) || !temps.includes(to)) return [from, to];
  const map = (n: string) => (n === 'C' ? 'degC' : n === 'F' ? 'degF' : n);
  return [map(from), map(to)];
}

/** "1 mile" rather than "1 miles" in the conversion-factor sentence. */
function singular(name: string): string {
  if (name === 'feet') return 'foot';
  if (/ches$/.test(name)) return name.slice(0, -2);
  return /^[a-z]{4,}s$/i.test(name) && !/ss$/.test(name) ? name.slice(0, -1) : name;
}

/**
 * Converts between units with mathjs (lengths, masses, times, speeds, temperatures with offsets, …),
 * showing the conversion factor or temperature formula; incompatible units get a plain explanation.
 */
export function convertUnits(input: { value: number | string; from: string; to: string } | string): ToolResult {
  return guard(TOOL, () => {
    const parsed = typeof input === 'string' ? parseConversion(input) : { ...input, value: Number(input.value) };
    if (!parsed) throw new ToolInputError('Write a conversion like "5 km to miles" or "100 °F to °C".');
    const { value } = parsed;
    if (!Number.isFinite(value)) throw new ToolInputError('The value to convert must be a number.');
    let from = normalizeUnitText(parsed.from);
    let to = normalizeUnitText(parsed.to);
    [from, to] = temperatureAliases(from, to);
    const source = makeUnit(value, from);
    const target = makeUnit(1, to);
    if (!source.equalBase(target)) {
      throw new ToolInputError(`I can't convert ${displayUnit(from)} to ${displayUnit(to)}: ${displayUnit(from)} measures ${dimensionName(source)} but ${displayUnit(to)} measures ${dimensionName(target)}.`);
    }
    const result = source.toNumber(to);
    const shown = round(result);
    const steps: ToolStep[] = [];
    const key = `${from}>${to}`;
    const fromText = displayUnit(from);
    const toText = displayUnit(to);
    if (TEMPERATURE_FORMULAS[key]) {
      steps.push(step(`Temperature scales have different zero points, so use the formula ${TEMPERATURE_FORMULAS[key]}.`));
      steps.push(step(`Substitute ${formatNumber(value)} ${fromText}: the result is ${shown.exact ? '' : 'about '}${shown.text} ${toText}.`));
    } else {
      const factor = makeUnit(1, from).toNumber(to);
      if (factor >= 1) {
        steps.push(step(`Conversion factor: 1 ${singular(fromText)} = ${formatNumber(factor, 8)} ${toText}.`));
        steps.push(step(`Multiply: ${formatNumber(value)} × ${formatNumber(factor, 8)} = ${shown.text} ${toText}.`));
      } else {
        const inverse = 1 / factor;
        steps.push(step(`Conversion factor: 1 ${singular(toText)} = ${formatNumber(inverse, 8)} ${fromText}.`));
        steps.push(step(`Divide: ${formatNumber(value)} ÷ ${formatNumber(inverse, 8)} = ${shown.text} ${toText}.`));
      }
    }
    // Degrees to radians: a whole-degree angle is a fraction of π ("150° = 5π/6 ≈ 2.618 rad").
    const piFraction = /^rad/i.test(to) && /^deg/i.test(from) && Number.isInteger(value) ? Rational.of(value, 180) : null;
    if (piFraction && !piFraction.isZero()) {
      const k = piFraction.num === 1n ? '' : piFraction.num === -1n ? '-' : String(piFraction.num);
      const exact = `${k}π${piFraction.den === 1n ? '' : `/${piFraction.den}`}`;
      steps.push(step(`As a fraction of π: ${formatNumber(value)}/180 × π = ${exact}.`));
      return succeed(TOOL, `${exact} ≈ ${shown.text} rad`, steps, { data: { value: result, from, to } });
    }
    const answer = `${formatNumber(value)} ${fromText} ${shown.exact ? '=' : '≈'} ${shown.text} ${toText}`;
    return succeed(TOOL, answer, steps, {
      answerLatex: `${formatNumberLatex(value)}\\ \\mathrm{${fromText.replace('°', '^{\\circ}')}} ${shown.exact ? '=' : '\\approx'} ${formatNumberLatex(result, 6)}\\ \\mathrm{${toText.replace('°', '^{\\circ}')}}`,
      data: { value: result, from, to },
    });
  });
}
