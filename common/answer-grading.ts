import { readExpression, sameExpression } from './maths-equivalence';

/**
 * Typed answers graded by meaning (issue 15): one grader for quizzes (short answer, fill in the
 * blank) and typed flashcards, on the server and in the browser. What may differ without changing
 * the answer: case, spaces, punctuation, articles, accents, singular and plural, common
 * abbreviations, the way a number is written (0.5 = 1/2 = 50%, "three", 1,000) and its unit's
 * notation (9.8 m/s^2 = 9.8 m/s²), a bare number when the unit was in the question, the order of a
 * list, a maths answer of the same value, a surname for a person's full name, a place's name
 * without its "Ocean"/"Empire", and one typo in a long word (accepted with a note).
 */

export type AnswerVerdict = 'correct' | 'typo' | 'wrong';

export interface AnswerGrade {
  verdict: AnswerVerdict;
  /** What the student should know when it was accepted with a difference (a typo, a shorter form). */
  note?: string;
}

const ARTICLES = new Set(['a', 'an', 'the']);

/** Text in one form: accents and case gone, quotes, dashes and superscripts in one spelling. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[−–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Numbers and units

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11,
  twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18,
  nineteenth: 19, twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };
const FRACTION_WORDS: Record<string, number> = { half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5, tenth: 10, tenths: 10 };

/** A number written in words ("three", "one thousand", "twenty-one", "one half", "three quarters"). */
function numberFromWords(text: string): number | null {
  // "one and a half", "two and a quarter"
  const mixed = /^(.+?) and (?:a|one) (half|quarter|third)$/.exec(text);
  if (mixed) {
    const whole = numberFromWords(mixed[1]);
    return whole === null ? null : whole + 1 / FRACTION_WORDS[mixed[2]];
  }
  const words = text.replace(/-/g, ' ').split(' ').filter((w) => w && w !== 'and');
  if (words.length === 0) return null;
  const last = words[words.length - 1];
  if (words.length === 2 && last in FRACTION_WORDS && (words[0] === 'a' || words[0] in SMALL)) {
    const top = words[0] === 'a' ? 1 : SMALL[words[0]];
    return top / FRACTION_WORDS[last];
  }
  let total = 0;
  let current = 0;
  for (const w of words) {
    if (w in SMALL) current += SMALL[w];
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w in SCALES) {
      total += (current || 1) * SCALES[w];
      current = 0;
    } else return null;
  }
  return total + current;
}

/** Units by their notations: every way of writing one unit maps to one key. */
const UNIT_ALIASES: [RegExp, string][] = [
  [/^(?:m\/s\^?2|m\/s\/s|m s\^?-2|ms\^?-2|m\/sec\^?2|m\/s squared|met(?:er|re)s? per second (?:squared|per second))$/, 'm/s^2'],
  [/^(?:m\/s|m s\^?-1|ms\^?-1|met(?:er|re)s? per second|mps)$/, 'm/s'],
  [/^(?:km\/hr?|kmh|kph|km h\^?-1|kilomet(?:er|re)s? (?:per|an|a) hour)$/, 'km/h'],
  [/^(?:mph|miles? (?:per|an|a) hour)$/, 'mph'],
  [/^(?:°\s?c|º\s?c|c|deg c|degrees? c|degrees? celsius|celsius|degrees? centigrade)$/, 'degC'],
  [/^(?:°\s?f|º\s?f|f|deg f|degrees? f|degrees? fahrenheit|fahrenheit)$/, 'degF'],
  [/^(?:k|kelvins?|degrees? kelvin)$/, 'K'],
  [/^(?:°|º|deg|degs|degrees?)$/, 'deg'],
  [/^(?:km|kilomet(?:er|re)s?)$/, 'km'],
  [/^(?:m|met(?:er|re)s?)$/, 'm'],
  [/^(?:cm|centimet(?:er|re)s?)$/, 'cm'],
  [/^(?:mm|millimet(?:er|re)s?)$/, 'mm'],
  [/^(?:nm|nanomet(?:er|re)s?)$/, 'nm'],
  [/^(?:µm|μm|um|micromet(?:er|re)s?|microns?)$/, 'um'],
  [/^(?:kg|kgs|kilo(?:gram(?:me)?)?s?)$/, 'kg'],
  [/^(?:g|gm|gms|gram(?:me)?s?)$/, 'g'],
  [/^(?:mg|milligram(?:me)?s?)$/, 'mg'],
  [/^(?:l|lit(?:er|re)s?)$/, 'L'],
  [/^(?:ml|millilit(?:er|re)s?)$/, 'mL'],
  [/^(?:cm\^?3|cc|cubic centimet(?:er|re)s?)$/, 'cm^3'],
  [/^(?:m\^?2|sq m|square met(?:er|re)s?)$/, 'm^2'],
  [/^(?:cm\^?2|sq cm|square centimet(?:er|re)s?)$/, 'cm^2'],
  [/^(?:km\^?2|sq km|square kilomet(?:er|re)s?)$/, 'km^2'],
  [/^(?:m\^?3|cubic met(?:er|re)s?)$/, 'm^3'],
  [/^(?:s|sec|secs|seconds?)$/, 's'],
  [/^(?:min|mins|minutes?)$/, 'min'],
  [/^(?:h|hr|hrs|hours?)$/, 'h'],
  [/^(?:days?|d)$/, 'day'],
  [/^(?:yr|yrs|years?|y)$/, 'year'],
  [/^(?:%|percent|per cent|pc)$/, '%'],
  [/^(?:mol|mols|moles?)$/, 'mol'],
  [/^(?:mol\/l|mol\/dm\^?3|mol l\^?-1|mol dm\^?-3|m|molar|moles? per lit(?:er|re))$/, 'mol/L'],
  [/^(?:n|newtons?)$/, 'N'],
  [/^(?:j|joules?)$/, 'J'],
  [/^(?:kj|kilojoules?)$/, 'kJ'],
  [/^(?:w|watts?)$/, 'W'],
  [/^(?:kw|kilowatts?)$/, 'kW'],
  [/^(?:v|volts?)$/, 'V'],
  [/^(?:a|amps?|amperes?)$/, 'A'],
  [/^(?:ω|ohms?)$/, 'ohm'],
  [/^(?:pa|pascals?)$/, 'Pa'],
  [/^(?:kpa|kilopascals?)$/, 'kPa'],
  [/^(?:hz|hertz)$/, 'Hz'],
  [/^(?:ev|electron ?volts?)$/, 'eV'],
  [/^(?:bc|bce)$/, 'BC'],
  [/^(?:ad|ce)$/, 'AD'],
  [/^(?:\$|usd|dollars?)$/, 'USD'],
  [/^(?:£|gbp|pounds?)$/, 'GBP'],
  [/^(?:€|eur|euros?)$/, 'EUR'],
];

const UNIT_KEYS = new Set(UNIT_ALIASES.map(([, key]) => key));

/** A unit's key, whatever its notation; '' for none; null for something that is not a unit ("*pi", "x + 2"). */
function unitKey(unit: string): string | null {
  const u = unit
    .replace(/[²]/g, '^2')
    .replace(/[³]/g, '^3')
    .replace(/[⁻]/g, '-')
    .replace(/¹/g, '')
    .replace(/\s*\/\s*/g, '/')
    // "kg m^-3" is "kg/m^3", "m s^-1" is "m/s"
    .replace(/\s+([a-zµμ]+)\s*\^?\s*-\s*1(?!\d)/g, '/$1')
    .replace(/\s+([a-zµμ]+)\s*\^?\s*-\s*(\d)/g, '/$1^$2')
    .replace(/\s*\^\s*/g, '^')
    .replace(/\s*[·⋅]\s*/g, ' ')
    .replace(/\.$/, '')
    .trim();
  if (!u || /^(?:pi|π|e)$/.test(u)) return u ? null : '';
  const known = knownUnit(u);
  if (known) return known;
  // "km/hr": each side of a rate by its own notation
  const rate = /^([^/]+)\/([^/]+)$/.exec(u);
  if (rate) {
    const [top, bottom] = [knownUnit(rate[1]), knownUnit(rate[2])];
    if (top && bottom) return knownUnit(`${top}/${bottom}`.toLowerCase()) ?? `${top}/${bottom}`;
  }
  // not a unit but more maths ("3x + 2", "2*pi", "1/x") or more than a unit ("or 1790")
  if (/[-+*^()=/\d]/.test(u) || /^\p{L}$/u.test(u)) return null;
  // an unknown unit: compared by its letters, plural aside ("widgets" = "widget")
  return u.replace(/\s+/g, ' ').replace(/(?<=\p{L}{3})s$/u, '');
}

function knownUnit(u: string): string | null {
  for (const [re, key] of UNIT_ALIASES) if (re.test(u)) return key;
  return null;
}

interface Quantity {
  value: number;
  unit: string;
  /** Decimal places written (for "0.33" against 1/3); null when not a decimal. */
  places: number | null;
}

const NUMBER = String.raw`[-+]?(?:\d{1,3}(?:[, ]\d{3})+|\d+)?(?:\.\d+)?(?:e[-+]?\d+)?`;
const QUANTITY = new RegExp(
  String.raw`^(?:about |approximately |approx\.? |around |roughly |circa |c\. |~ ?|≈ ?|in |on |at |by |year |the year )?` +
    String.raw`(\$|£|€)?\s?(${NUMBER}(?:\s?(?:x|\*|×)\s?10\^?-?\d+)?)(?:\s?/\s?(\d+))?\s*(.*)$`,
  'i',
);

/** A number with its unit ("9.8 m/s²", "1/2", "50%", "three", "in 1789", "$5"); null when not one. */
export function readQuantity(text: string): Quantity | null {
  const t = fold(text).replace(/[.!]+$/, '').replace(/^=\s*/, '');
  const words = /^(.*?)(?:\s+((?:per cent|percent|%|[a-z°º/^0-9 -]*?)))?$/.exec(t);
  // words first: "one half", "three", "twenty-one percent"
  if (words && /^[a-z -]+$/.test(words[1])) {
    const spelled = /^([a-z -]+?)(?:\s+(percent|per cent|degrees?(?: celsius)?|met(?:er|re)s?|kilomet(?:er|re)s?|kilograms?|grams?|hours?|minutes?|seconds?|years?|days?))?$/.exec(t);
    const value = spelled ? numberFromWords(spelled[1]) : null;
    if (spelled && value !== null) return { value, unit: unitKey(spelled[2] ?? '') ?? '', places: null };
  }
  const m = QUANTITY.exec(t);
  if (!m || !/\d/.test(m[2])) return null;
  const [, currency, numeral, denominator, rest] = m;
  let value: number;
  const sci = /^(.*?)\s?(?:x|\*|×)\s?10\^?(-?\d+)$/i.exec(numeral);
  if (sci) value = Number(sci[1].replace(/[, ]/g, '')) * 10 ** Number(sci[2]);
  else value = Number(numeral.replace(/[, ](?=\d{3})/g, ''));
  if (!Number.isFinite(value)) return null;
  if (denominator) {
    if (/[.e]/i.test(numeral) || Number(denominator) === 0) return null;
    value /= Number(denominator);
  }
  let unit = rest.trim();
  // "2 million", "1.5 thousand"
  const scale = /^(thousand|million|billion)\b\s*(.*)$/.exec(unit);
  if (scale) {
    value *= SCALES[scale[1]];
    unit = scale[2];
  }
  // "19th century" is not a quantity in the unit "th century"
  if (/^(?:st|nd|rd|th)\b/.test(unit)) return null;
  if (currency) unit = currency;
  const key = unitKey(unit);
  if (key === null) return null;
  const places = denominator || sci || scale ? null : /\.(\d+)/.exec(numeral)?.[1].length ?? 0;
  return { value, unit: key, places };
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Whether `given` is `expected` as quantities: same value (a fraction may round to the decimal expected) and unit. */
function sameQuantity(given: Quantity, expected: Quantity): boolean {
  const value = (g: number, e: number) =>
    sameNumber(g, e) || (expected.places !== null && expected.places > 0 && given.places === null && sameNumber(Number(g.toFixed(expected.places)), e));
  // 50% and 0.5, either way round, or the bare number of a percentage
  if (expected.unit === '%' && given.unit === '') return value(given.value, expected.value) || sameNumber(given.value * 100, expected.value);
  if (given.unit === '%' && expected.unit === '') return sameNumber(given.value, expected.value) || sameNumber(given.value / 100, expected.value);
  if (given.unit === expected.unit || given.unit === '') return value(given.value, expected.value);
  // the student added the unit the question asked in
  if (expected.unit === '' && UNIT_KEYS.has(given.unit)) return value(given.value, expected.value);
  return false;
}

// ---------------------------------------------------------------------------------------------
// Words

/** Common abbreviations of study answers, each with the words it stands for (both sides are rewritten to the latter). */
const ABBREVIATIONS: [RegExp, string][] = [
  [/\b(?:u\.? ?s\.? ?a\.?|u\.? ?s\.?|united states of america|america)(?![a-z])/g, 'united states'],
  [/\b(?:u\.? ?k\.?)(?![a-z])/g, 'united kingdom'],
  [/\b(?:u\.? ?n\.?)(?![a-z])/g, 'united nations'],
  [/\b(?:e\.? ?u\.?)(?![a-z])/g, 'european union'],
  [/\b(?:u\.? ?s\.? ?s\.? ?r\.?|union of soviet socialist republics)(?![a-z])/g, 'soviet union'],
  [/\b(?:wwii|ww2|ww ii|second world war|world war two)\b/g, 'world war 2'],
  [/\b(?:wwi|ww1|ww i|first world war|world war one|great war)\b/g, 'world war 1'],
  [/\bdna\b/g, 'deoxyribonucleic acid'],
  [/\brna\b/g, 'ribonucleic acid'],
  [/\batp\b/g, 'adenosine triphosphate'],
  [/\badp\b/g, 'adenosine diphosphate'],
  [/\bnadph\b/g, 'nicotinamide adenine dinucleotide phosphate'],
  [/\bco2\b/g, 'carbon dioxide'],
  [/\bco\b(?= gas| poisoning)/g, 'carbon monoxide'],
  [/\bh2o\b/g, 'water'],
  [/\bo2\b/g, 'oxygen'],
  [/\bh2\b/g, 'hydrogen'],
  [/\bn2\b/g, 'nitrogen'],
  [/\bnacl\b/g, 'sodium chloride'],
  [/\bhcl\b/g, 'hydrochloric acid'],
  [/\bh2so4\b/g, 'sulfuric acid'],
  [/\bsulphuric\b/g, 'sulfuric'],
  [/\bsulphate\b/g, 'sulfate'],
  [/\baluminium\b/g, 'aluminum'],
  [/\bnaoh\b/g, 'sodium hydroxide'],
  [/\bgdp\b/g, 'gross domestic product'],
  [/\bgnp\b/g, 'gross national product'],
  [/\bcpu\b/g, 'central processing unit'],
  [/\bram\b(?= memory|$)/g, 'random access memory'],
  [/\bnato\b/g, 'north atlantic treaty organization'],
  [/\bhiv\b/g, 'human immunodeficiency virus'],
  [/\bdc\b(?= current|$)/g, 'direct current'],
  [/\bac\b(?= current|$)/g, 'alternating current'],
  [/\bdr\.?(?= )/g, 'doctor'],
  [/\bgen\.?(?= [a-z])/g, 'general'],
  [/\bcol\.?(?= [a-z])/g, 'colonel'],
  [/\bcapt\.?(?= [a-z])/g, 'captain'],
  [/\blt\.?(?= [a-z])/g, 'lieutenant'],
  [/\bsgt\.?(?= [a-z])/g, 'sergeant'],
  [/\bprof\.?(?= [a-z])/g, 'professor'],
  [/\bpres\.?(?= [a-z])/g, 'president'],
  [/\bgov\.?(?= [a-z])/g, 'governor'],
  [/\bsen\.?(?= [a-z])/g, 'senator'],
  [/(?<=[a-z] )jr\.?(?= |$)/g, 'junior'],
  [/(?<=[a-z] )sr\.?(?= |$)/g, 'senior'],
  [/\bch4\b/g, 'methane'],
  [/\bnh3\b/g, 'ammonia'],
  [/\bhno3\b/g, 'nitric acid'],
  [/\bcaco3\b/g, 'calcium carbonate'],
  [/\bc6h12o6\b/g, 'glucose'],
  [/\bnahco3\b/g, 'sodium bicarbonate'],
  [/\bkcl\b/g, 'potassium chloride'],
  [/\bo3\b/g, 'ozone'],
  [/\bn2o\b/g, 'nitrous oxide'],
  [/\bso2\b/g, 'sulfur dioxide'],
  [/\bst\.?(?= [a-z])/g, 'saint'],
  [/\bmt\.?(?= [a-z])/g, 'mount'],
  [/\bft\.?(?= [a-z])/g, 'fort'],
  [/\bno\.(?= ?\d)/g, 'number'],
  [/\bnum\.?(?= ?\d)/g, 'number'],
  [/\bapprox\.?(?= |$)/g, 'approximately'],
  [/\borganisation/g, 'organization'],
];

/** Irregular and Latin/Greek plurals, by their plural: what their singular is. */
const IRREGULAR: Record<string, string> = {
  mitochondria: 'mitochondrion', nuclei: 'nucleus', bacteria: 'bacterium', phenomena: 'phenomenon', criteria: 'criterion',
  vertices: 'vertex', indices: 'index', matrices: 'matrix', appendices: 'appendix', mice: 'mouse', geese: 'goose',
  children: 'child', men: 'man', women: 'woman', teeth: 'tooth', feet: 'foot', people: 'person', data: 'datum',
  media: 'medium', fungi: 'fungus', cacti: 'cactus', stimuli: 'stimulus', alumni: 'alumnus', nuclides: 'nuclide',
  larvae: 'larva', algae: 'alga', antennae: 'antenna', formulae: 'formula', vertebrae: 'vertebra', ova: 'ovum',
  strata: 'stratum', curricula: 'curriculum', spectra: 'spectrum', quanta: 'quantum', oxen: 'ox', lice: 'louse',
  dice: 'die', loci: 'locus', foci: 'focus', radii: 'radius', genera: 'genus', chromosomes: 'chromosome',
  species: 'species', series: 'series', sheep: 'sheep', deer: 'deer', fish: 'fish', aircraft: 'aircraft',
};

/** The forms a word may have in the singular ("alveoli" → alveolus, "crises" → crisis, "leaves" → leaf, leave). */
function singulars(word: string): string[] {
  const out = [word];
  if (word in IRREGULAR) out.push(IRREGULAR[word]);
  if (word.length <= 3) return out;
  const cut = (n: number, add = '') => out.push(word.slice(0, -n) + add);
  if (/[^aeiou]ies$/.test(word)) cut(3, 'y');
  if (/ves$/.test(word)) for (const [n, add] of [[3, 'f'], [3, 'fe'], [1, '']] as const) cut(n, add);
  if (/ses$/.test(word)) for (const [n, add] of [[2, 'is'], [2, '']] as const) cut(n, add);
  if (/(?:xes|zes|ches|shes|oes)$/.test(word)) cut(2);
  if (/ices$/.test(word)) for (const add of ['ex', 'ix']) cut(4, add);
  if (/s$/.test(word) && !/(?:ss|us|is)$/.test(word)) cut(1);
  if (/i$/.test(word)) cut(1, 'us');
  if (/ae$/.test(word)) cut(1);
  if (/ata$/.test(word)) cut(2);
  if (/a$/.test(word)) for (const add of ['um', 'on']) cut(1, add);
  return out;
}

/** Whether two words are the same word, singular or plural. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a) || /\d/.test(b)) return false;
  const forms = new Set(singulars(a));
  return singulars(b).some((f) => forms.has(f));
}

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };
/** A roman numeral of a name ("XVI" of "Louis XVI"), as its number; null when not one. */
function romanValue(token: string): number | null {
  if (!/^(?:x{0,3})(?:ix|iv|v?i{0,3})$/.test(token) || token === '') return null;
  let total = 0;
  for (let i = 0; i < token.length; i++) {
    const v = ROMAN[token[i]];
    const next = ROMAN[token[i + 1]] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** The words of an answer for comparison: abbreviations spelled out, numbers as digits, articles dropped. */
function wordsOf(text: string): string[] {
  let t = fold(text).replace(/[.!?;:]+$/, '').replace(/(?<=\p{L})'(?=\p{L})/gu, '');
  for (const [re, full] of ABBREVIATIONS) t = t.replace(re, full);
  const raw = t
    .replace(/(\d),(?=\d{3})/g, '$1')
    .replace(/(?<=\d)(?:st|nd|rd|th)\b/g, '')
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .split(' ')
    .filter((w) => w && !ARTICLES.has(w));
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const w = raw[i];
    if (w in ORDINAL_WORDS) out.push(String(ORDINAL_WORDS[w]));
    else if (w in SMALL && !(w === 'one' && raw.length > 1 && i === 0 && raw[i + 1] && !/^\d/.test(raw[i + 1]) && !(raw[i + 1] in SMALL))) out.push(String(SMALL[w]));
    // a roman numeral after a name: "louis xvi", "world war ii", "type i"
    else if (i > 0 && /[a-z]/.test(raw[i - 1]) && romanValue(w) !== null && (w.length > 1 || i === raw.length - 1)) out.push(String(romanValue(w)));
    else out.push(w);
  }
  return out;
}

/** One letter different in a word of letters (substitution, insertion, deletion, swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    return diffs.length === 2 && diffs[1] === diffs[0] + 1 && a[diffs[0]] === b[diffs[1]] && a[diffs[1]] === b[diffs[0]];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** Words that name a kind of place or state, dropped in a shorter answer ("Pacific" for "the Pacific Ocean"). */
const PLACE_WORDS = new Set([
  'ocean', 'sea', 'river', 'lake', 'mount', 'mountain', 'mountains', 'desert', 'island', 'islands', 'empire', 'kingdom',
  'republic', 'dynasty', 'peninsula', 'gulf', 'bay', 'canal', 'strait', 'valley', 'plateau', 'plain', 'plains', 'basin',
  'forest', 'rainforest', 'falls', 'channel', 'range', 'city', 'state', 'province', 'federation', 'union', 'confederacy',
]);
/** A word that takes a name's place ("Russia" in "Russian Empire", "Persia" in "Persian Empire"). */
function adjectiveOf(name: string, word: string): boolean {
  return word === `${name}n` || word === `${name}an` || word === `${name}ian` || word === `${name}ese` || (name.endsWith('y') && word === `${name.slice(0, -1)}ian`);
}

/**
 * A shorter form a teacher accepts: a surname for a person's full name (unless a middle initial
 * says another person shares it), a place without its "Ocean", "River" or "Empire" ("Pacific",
 * "Amazon", "Everest"), a country for its empire ("Russia" for "the Russian Empire").
 */
function shorterForm(given: string[], expected: string[], expectedText: string): boolean {
  if (given.length === 0 || given.length >= expected.length || given.some((w) => PLACE_WORDS.has(w))) return false;
  const rest = expected.filter((w) => !PLACE_WORDS.has(w) && w !== 'of');
  if (rest.length > 0 && rest.length < expected.length) {
    if (sameWords(rest, given)) return true;
    if (given.length === 1 && rest.length === 1 && adjectiveOf(given[0], rest[0])) return true;
    return false;
  }
  // a person's name: every word capitalised in the expected answer, the given is its last word
  const written = expectedText.trim().replace(/^the\s+/i, '').split(/\s+/);
  const isName =
    written.length >= 2 && written.length <= 4 && !PLACE_PREFIXES.test(written[0]) &&
    written.every((w) => /^\p{Lu}/u.test(w) || /^(?:de|da|van|von|der|la|le|di|al|bin|ibn)$/.test(w));
  const middleInitial = written.slice(1, -1).some((w) => /^\p{Lu}\.?$/u.test(w));
  if (NOT_A_PERSON.has(given[0])) return false;
  return isName && !middleInitial && given.length === 1 && !/\d/.test(expected[expected.length - 1]) && given[0] === expected[expected.length - 1];
}

/** Last words of events, institutions and things, not of people ("the French Revolution", "the Warsaw Pact"). */
const NOT_A_PERSON = new Set([
  'revolution', 'war', 'wars', 'battle', 'treaty', 'pact', 'act', 'law', 'laws', 'party', 'church', 'age', 'period', 'era',
  'movement', 'council', 'company', 'crisis', 'reformation', 'renaissance', 'enlightenment', 'depression', 'plan',
  'doctrine', 'accord', 'agreement', 'declaration', 'constitution', 'charter', 'congress', 'assembly', 'parliament',
  'court', 'university', 'school', 'institute', 'society', 'league', 'alliance', 'front', 'deal', 'code', 'bill', 'amendment',
  'effect', 'theory', 'principle', 'equation', 'cycle', 'model', 'experiment', 'prize', 'award', 'trail', 'road', 'wall',
  'bridge', 'tower', 'palace', 'cathedral', 'temple', 'system', 'belt', 'line', 'rift', 'fault', 'current', 'mission',
  'program', 'programme', 'project', 'conference', 'summit', 'rebellion', 'uprising', 'massacre', 'famine', 'plague',
  'conquest', 'invasion', 'expedition', 'voyage', 'dynasty', 'empire', 'kingdom', 'republic', 'state', 'states', 'union',
]);

/** First words of places, not of people ("South Africa", "New Zealand"): no surname there. */
const PLACE_PREFIXES = /^(?:north|south|east|west|northern|southern|eastern|western|central|new|upper|lower|great|greater|little|saint|st\.?|san|santa|los|las|el|port|mount|lake|cape)$/i;

/** Words equal one by one (singular or plural), or the same letters with the spaces taken out ("x ray", "xray"). */
function sameWords(a: string[], b: string[]): boolean {
  if (a.length === b.length && a.every((w, i) => sameWord(w, b[i]))) return true;
  return a.join('') === b.join('');
}

/** "IMF" for "International Monetary Fund", "USSR" for "Union of Soviet Socialist Republics". */
function acronymOf(short: string, long: string): boolean {
  const s = short.trim().replace(/\./g, '');
  if (!/^\p{Lu}{2,6}$/u.test(s)) return false;
  const initials = fold(long)
    .split(/[^\p{L}]+/u)
    .filter((w) => w && !/^(?:of|and|for|the|on|in)$/.test(w))
    .map((w) => w[0])
    .join('');
  return initials.length >= 2 && initials === s.toLowerCase();
}

/** The items of a list answer ("red, green and blue"), or null when it is not a list. */
function listItems(text: string): string[][] | null {
  const parts = fold(text)
    .split(/\s*(?:,|;|&|\band\b|\bor\b|\+(?!\d))\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 2 ? parts.map(wordsOf) : null;
}

function sameList(given: string, expected: string): boolean {
  const e = listItems(expected);
  const g = listItems(given);
  if (!e || !g || e.length !== g.length) return false;
  // each expected item matched by a different given item
  const left = [...g];
  return e.every((item) => {
    const at = left.findIndex((x) => sameWords(x, item));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/**
 * Whether two words start alike: a slip is rarely in the first letter, and one there often makes
 * another word ("affect", "effect"), except for letters that sound alike ("Kopernicus").
 */
function sameFirstSound(a: string, b: string): boolean {
  if (a[0] === b[0]) return true;
  const alike = ['ck', 'cs', 'fv', 'iy'];
  return alike.some((pair) => pair.includes(a[0]) && pair.includes(b[0]));
}

/** Whether a word has letters only, long enough that one wrong letter is a typo and not another word. */
function typoable(word: string): boolean {
  return word.length >= 6 && /^\p{L}+$/u.test(word);
}

/** Looks like maths: a variable with an operator, a function, a root or π ("x^2 + 2x", "√2/2", "2π"). */
function looksMathematical(text: string): boolean {
  const t = text.trim();
  // a chemical formula ("H2O", "CO2", "NaCl") is not maths
  if (/^(?:[A-Z][a-z]?\d*)+$/.test(t)) return false;
  if (/[√π^²³]|\b(?:sqrt|exp|ln|sin|cos|tan|pi)\b/i.test(t)) return true;
  return /^[\w\s+\-*/().=]+$/.test(t) && /\d\s*[a-z]\b|\b[a-z]\s*[-+*/^=]|[-+*/^(]\s*[a-z]\b/i.test(t) && !/[a-z]{3,}/i.test(t.replace(/\b(?:sqrt|exp|ln|sin|cos|tan|pi)\b/gi, ''));
}

/** "x = 4" is "4" when the expected names its variable: the right-hand side of a single equation. */
function rightSide(text: string): string {
  const m = /^\s*[a-z]\s*=\s*(.+)$/i.exec(text);
  return m ? m[1] : text;
}

function gradeAgainst(given: string, expected: string): AnswerGrade {
  const g = fold(given);
  const e = fold(expected);
  if (!/[\p{L}\p{N}]/u.test(g)) return { verdict: 'wrong' };
  if (g === e) return { verdict: 'correct' };

  // numbers with units: decided here, never by spelling
  const eq = readQuantity(rightSide(expected));
  if (eq) {
    const gq = readQuantity(rightSide(given));
    if (gq && sameQuantity(gq, eq)) return { verdict: 'correct' };
    if ((gq || /^\s*[-+]?\d/.test(expected)) && !(looksMathematical(given) && looksMathematical(expected))) return { verdict: 'wrong' };
  }
  if (looksMathematical(expected) || looksMathematical(given)) {
    const same = sameExpression(rightSide(given), rightSide(expected));
    if (same !== null) {
      if (same) return { verdict: 'correct' };
      // a decimal for an exact value ("6.28" for "2π"), to the places written, at least two
      const gq = readQuantity(given);
      const value = constantValue(expected);
      if (gq && gq.places !== null && gq.places >= 2 && value !== null && sameNumber(Number(value.toFixed(gq.places)), gq.value)) return { verdict: 'correct' };
      if (looksMathematical(expected)) return { verdict: 'wrong' };
    }
  }

  const gw = wordsOf(given);
  const ew = wordsOf(expected);
  // an answer that is only an article-like letter ("Vitamin _____" → "A") is compared as written
  if (ew.length === 0) return { verdict: fold(given).replace(/[^\p{L}\p{N}]/gu, '') === fold(expected).replace(/[^\p{L}\p{N}]/gu, '') ? 'correct' : 'wrong' };
  if (gw.length === 0) return { verdict: 'wrong' };
  if (sameWords(gw, ew)) return { verdict: 'correct' };
  if (sameList(given, expected)) return { verdict: 'correct' };
  if (acronymOf(given, expected) || acronymOf(expected, given)) return { verdict: 'correct' };
  if (shorterForm(gw, ew, expected.trim())) return { verdict: 'correct', note: `Full answer: ${expected.trim()}.` };

  // one typo in one long word, never in its first letter, never in a number
  if (gw.length === ew.length) {
    let typos = 0;
    for (let i = 0; i < ew.length; i++) {
      if (gw[i] === ew[i]) continue;
      const [a, b] = [gw[i], ew[i]];
      if (sameWord(a, b)) continue;
      if (!typoable(b) || !withinOneEdit(a, b) || !sameFirstSound(a, b)) return { verdict: 'wrong' };
      typos++;
    }
    if (typos === 1) return { verdict: 'typo', note: `Accepted with a spelling slip: it is written “${expected.trim()}”.` };
  }
  return { verdict: 'wrong' };
}

/** The value of a constant expression ("2π", "√2/2"), or null when it has a variable or is not one. */
function constantValue(text: string): number | null {
  const read = readExpression(rightSide(text));
  if (!read || read.variables.size > 0) return null;
  const v = read.evaluate({});
  return Number.isFinite(v) ? v : null;
}

/**
 * A typed answer against the expected answer and its listed alternates: correct, accepted with a
 * typo (with a note saying how it is written), or wrong. The best verdict over the alternates wins.
 */
export function gradeTypedAnswer(given: string, expected: string, accepted: readonly string[] = []): AnswerGrade {
  if (given.length > 1000) return { verdict: 'wrong' };
  let best: AnswerGrade = { verdict: 'wrong' };
  for (const target of [expected, ...accepted]) {
    if (!target.trim()) continue;
    const grade = gradeAgainst(given, target);
    if (grade.verdict === 'correct') return grade;
    if (grade.verdict === 'typo' && best.verdict === 'wrong') best = grade;
  }
  return best;
}
