import { Surd } from './exact';
import { withoutThousandsCommas } from './number-theory';
import { Rational } from './rational';
import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Descriptive statistics of a list of numbers, exactly: the mean stays a fraction (27/2 = 13.5), the
 * variance is exact, and the standard deviation keeps its √ form when that form is short.
 */

const TOOL = 'statistics';

/** The most numbers one question may hold. */
export const MAX_VALUES = 10_000;
const SHOWN_VALUES = 30;
const SHOWN_TERMS = 12;
const SHOWN_DEVIATIONS = 10;

/** The measures the tool computes. */
export type Measure = 'mean' | 'median' | 'mode' | 'range' | 'variance' | 'standard_deviation' | 'mean_absolute_deviation';

/** Every measure, in the order a summary lists them. */
export const MEASURES: readonly Measure[] = ['mean', 'median', 'mode', 'range', 'variance', 'standard_deviation'];

/** Every measure the tool computes, in the order answers list them (a summary leaves out the mean absolute deviation). */
const ORDER: readonly Measure[] = [...MEASURES, 'mean_absolute_deviation'];

const MEASURE_WORDS: Array<[RegExp, Measure | 'summary']> = [
  [/^(?:summary|summary statistics|statistics|stats|all|describe|descriptive statistics)$/, 'summary'],
  [/^(?:mean absolute deviation|mad|mean deviation|average absolute deviation|mean_absolute_deviation)$/, 'mean_absolute_deviation'],
  [/^(?:mean|average|arithmetic mean|avg)$/, 'mean'],
  [/^median$/, 'median'],
  [/^modes?$/, 'mode'],
  [/^range$/, 'range'],
  [/^(?:sample |population )?variance$/, 'variance'],
  [/^(?:sample |population )?(?:standard deviation|std dev|stdev|std|sd|standard_deviation)$/, 'standard_deviation'],
];

/** Reads "mean", "mean, median and mode", "summary", "sd" into a list of measures. */
export function parseMeasures(text: string | undefined): Measure[] {
  if (!text || !text.trim()) return [...MEASURES];
  const wanted = new Set<Measure>();
  for (const raw of text.toLowerCase().split(/\s*(?:,|;|\/|&|\band\b|\bplus\b)\s*/)) {
    const word = raw.replace(/_/g, ' ').replace(/^the\s+/, '').trim();
    if (!word) continue;
    const hit = MEASURE_WORDS.find(([re]) => re.test(word));
    if (!hit) throw new ToolInputError(`I don't know the measure "${raw.trim()}"; use mean, median, mode, range, variance, standard deviation, mean absolute deviation or summary.`);
    if (hit[1] === 'summary') return [...MEASURES];
    wanted.add(hit[1]);
  }
  return ORDER.filter((m) => wanted.has(m));
}

/** The items of a list of numbers before they are checked (see parseNumberList). */
export function numberTokens(text: string): string[] {
  let body = text.replace(/[{}[\]()]/g, ' ').replace(/[−–]/g, '-').trim();
  if (/;/.test(body)) body = body.replace(/(\d),(\d)/g, '$1.$2');
  else body = withoutThousandsCommas(body, true);
  return body.split(/\s*(?:[,;]|\band\b|&)\s*|\s+/).filter(Boolean);
}

/**
 * Reads a list of numbers: "4, 8, 15", "4 8 15", "{4; 8; 15}", "-2.5, 3, 1/2". With ";" as the
 * separator a comma may be a decimal comma ("1,5; 2,5"); "1,000, 2,500" keeps its thousands.
 */
export function parseNumberList(text: string): Rational[] {
  const tokens = numberTokens(text);
  if (!tokens.length) throw new ToolInputError('The list is empty: give me some numbers, like "4, 8, 15, 16".');
  if (tokens.length > MAX_VALUES) throw new ToolInputError(`That is ${tokens.length.toLocaleString('en-US')} numbers; I can work with at most ${MAX_VALUES.toLocaleString('en-US')} at a time.`);
  return tokens.map((t) => {
    const r = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d{1,3})?$|^[+-]?\d+\/\d+$/i.test(t) ? Rational.parse(t.replace(/^\+/, '')) : null;
    if (!r) throw new ToolInputError(`I couldn't read "${t}" as a number. Separate the numbers with commas or spaces, like "4, 8, 15".`);
    return r;
  });
}

/** A rounded decimal for display: 3 decimal places from 1 upwards, 4 significant figures below. */
export function roundForDisplay(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return '0';
  const s = Math.abs(x) >= 1 ? x.toFixed(3) : x.toPrecision(4);
  const trimmed = s.includes('e') ? s : s.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

interface Shown {
  text: string;
  latex: string;
  exact: boolean;
}

/**
 * A rational as a student expects it: whole numbers as they are; with whole-number data a fraction and
 * its decimal (27/2 = 13.5, 41/3 ≈ 13.667); with decimal data the decimal itself.
 */
function show(r: Rational, decimalData: boolean): Shown {
  if (r.isInteger()) return { text: r.toString(), latex: r.toLatex(), exact: true };
  const exact = r.toExactDecimal(12);
  if (decimalData) return exact ? { text: exact, latex: exact, exact: true } : { text: `≈ ${roundForDisplay(r.toNumber())}`, latex: `\\approx ${roundForDisplay(r.toNumber())}`, exact: false };
  if (exact) return { text: `${r} = ${exact}`, latex: `${r.toLatex()} = ${exact}`, exact: true };
  return { text: `${r} ≈ ${roundForDisplay(r.toNumber())}`, latex: `${r.toLatex()} \\approx ${roundForDisplay(r.toNumber())}`, exact: false };
}

/** " = 18", " = \\frac{43}{4} = 10.75", " \\approx 3.433", without repeating what the line already ends with. */
function eqLatex(v: Shown, already?: string): string {
  let latex = v.latex;
  if (already && latex.startsWith(already)) latex = latex.slice(already.length).trim();
  if (!latex) return '';
  return /^(?:=|\\approx)/.test(latex) ? ` ${latex}` : ` = ${latex}`;
}

/** " = 13.5", " ≈ 3.433" */
function eqText(v: Shown): string {
  return v.text.startsWith('≈') ? ` ${v.text}` : ` = ${v.text}`;
}

/** The plain value of a rational for sums and lists: "13.5", "-2", "1/3". */
function plain(r: Rational): string {
  return r.isInteger() ? r.toString() : (r.toExactDecimal(12) ?? r.toString());
}

function plainLatex(r: Rational): string {
  return r.isInteger() ? r.toString() : (r.toExactDecimal(12) ?? r.toLatex());
}

/** "(-3)" in a sum so signs read clearly. */
function term(r: Rational, latex = false): string {
  const s = latex ? plainLatex(r) : plain(r);
  return r.sign() < 0 ? `(${s})` : s;
}

function listOf(values: readonly Rational[], max = SHOWN_VALUES): string {
  if (values.length <= max) return values.map(plain).join(', ');
  return `${values.slice(0, 10).map(plain).join(', ')}, …, ${values.slice(-5).map(plain).join(', ')}`;
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${s}`;
}

/** The exact results of every measure, for the steps, the answer and tests. */
export interface StatisticsValues {
  count: number;
  sorted: Rational[];
  sum: Rational;
  mean: Rational;
  median: Rational;
  modes: Rational[];
  modeCount: number;
  min: Rational;
  max: Rational;
  range: Rational;
  variance: Rational | null;
  standardDeviation: Surd | null;
  /** The mean of the distances from the mean, |x − x̄|. */
  meanAbsoluteDeviation: Rational;
  sample: boolean;
}

/** Computes every measure exactly; the variance is null for a sample of one value. */
export function describeData(values: readonly Rational[], sample = false): StatisticsValues {
  if (!values.length) throw new ToolInputError('The list is empty: give me some numbers, like "4, 8, 15, 16".');
  const n = values.length;
  const sorted = [...values].sort((a, b) => a.compare(b));
  const sum = values.reduce((a, b) => a.add(b), Rational.ZERO);
  const mean = sum.div(Rational.of(n));
  const median = n % 2 === 1 ? sorted[(n - 1) / 2] : sorted[n / 2 - 1].add(sorted[n / 2]).div(Rational.of(2));
  const counts = new Map<string, { value: Rational; count: number }>();
  for (const v of sorted) {
    const key = v.toString();
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { value: v, count: 1 });
  }
  const modeCount = Math.max(...[...counts.values()].map((c) => c.count));
  const allEqual = [...counts.values()].every((c) => c.count === modeCount);
  const modes = modeCount === 1 || (allEqual && counts.size > 1) ? [] : [...counts.values()].filter((c) => c.count === modeCount).map((c) => c.value);
  const squares = values.reduce((acc, v) => {
    const d = v.sub(mean);
    return acc.add(d.mul(d));
  }, Rational.ZERO);
  const divisor = sample ? n - 1 : n;
  const variance = divisor > 0 ? squares.div(Rational.of(divisor)) : null;
  const meanAbsoluteDeviation = values.reduce((acc, v) => acc.add(v.sub(mean).abs()), Rational.ZERO).div(Rational.of(n));
  return {
    count: n, sorted, sum, mean, median, modes, modeCount,
    min: sorted[0], max: sorted[n - 1], range: sorted[n - 1].sub(sorted[0]),
    variance, standardDeviation: variance ? Surd.sqrt(variance) : null, meanAbsoluteDeviation, sample,
  };
}

/** Whether √ of the variance is short enough to be worth showing exactly (√14, 3√2/2 yes; √(98765/12) no). */
function niceRoot(sd: Surd): boolean {
  const terms = sd.terms();
  if (terms.length !== 1) return false;
  const [m, q] = terms[0];
  return m < 1000n && q.num < 1000n && q.num > -1000n && q.den < 100n;
}

/** Everything one question asked for: the steps, one answer line per measure. */
class Report {
  readonly steps: ToolStep[] = [];
  readonly answers: string[] = [];
  readonly latex: string[] = [];

  constructor(readonly s: StatisticsValues, readonly original: readonly Rational[], readonly decimalData: boolean) {}

  private sumText(latex: boolean): string {
    const values = this.s.sorted.length <= SHOWN_TERMS ? this.original : null;
    if (!values) return '';
    return values.map((v, i) => (i === 0 ? (latex ? plainLatex(v) : plain(v)) : term(v, latex))).join(latex ? ' + ' : ' + ');
  }

  mean(): void {
    const { count, sum, mean } = this.s;
    const m = show(mean, this.decimalData);
    const sumText = this.sumText(false);
    const sumTex = this.sumText(true);
    this.steps.push(step(`Mean: add up the values and divide by how many there are. The sum is ${sumText ? `${sumText} = ` : ''}${plain(sum)} and there are ${count} values.`,
      `\\bar{x} = \\frac{${sumTex || '\\sum x'}}{${count}} = \\frac{${plainLatex(sum)}}{${count}}${eqLatex(m, `\\frac{${plainLatex(sum)}}{${count}}`)}`));
    this.answers.push(`mean${eqText(m)}`);
    this.latex.push(`\\bar{x}${eqLatex(m)}`);
  }

  median(): void {
    const { count, sorted, median } = this.s;
    const med = show(median, this.decimalData);
    if (count % 2 === 1) {
      const pos = (count + 1) / 2;
      this.steps.push(step(`Median: with ${count} values in order, the middle one is the ${ordinal(pos)}: ${plain(sorted[pos - 1])}.`, `\\text{median}${eqLatex(med)}`));
    } else {
      const [a, b] = [sorted[count / 2 - 1], sorted[count / 2]];
      this.steps.push(step(`Median: with ${count} values (an even number), there are two middle values, the ${ordinal(count / 2)} and ${ordinal(count / 2 + 1)}: ${plain(a)} and ${plain(b)}. The median is halfway between them.`,
        `\\text{median} = \\frac{${plainLatex(a)} + ${term(b, true)}}{2}${eqLatex(med)}`));
    }
    this.answers.push(`median${eqText(med)}`);
    this.latex.push(`\\text{median}${eqLatex(med)}`);
  }

  mode(): void {
    const { modes, modeCount, count } = this.s;
    if (!modes.length) {
      const why = modeCount === 1 ? 'every value appears only once' : `every value appears the same number of times (${modeCount} times)`;
      this.steps.push(step(`Mode: count how often each value appears. Here ${why}, so there is no mode.`));
      this.answers.push('no mode');
      this.latex.push('\\text{no mode}');
      return;
    }
    const list = modes.map(plain).join(' and ');
    const times = modeCount === 2 ? 'twice' : `${modeCount} times`;
    this.steps.push(step(modes.length === 1
      ? `Mode: count how often each value appears. ${list} appears most often (${times}), so the mode is ${list}.`
      : `Mode: count how often each value appears. ${list} each appear ${times}, more than any other value, so there are ${modes.length} modes.`));
    this.answers.push(`${modes.length === 1 ? 'mode' : 'modes'} = ${modes.map(plain).join(', ')}`);
    this.latex.push(`\\text{${modes.length === 1 ? 'mode' : 'modes'}} = ${modes.map(plainLatex).join(',\\ ')}`);
    if (count === 1) this.steps.push(step('(With a single value, that value is trivially the mode.)'));
  }

  range(): void {
    const { min, max, range } = this.s;
    const r = show(range, this.decimalData);
    this.steps.push(step(`Range: largest value − smallest value = ${plain(max)} − ${term(min)} = ${plain(range)}.`, `\\text{range} = ${plainLatex(max)} - ${term(min, true)}${eqLatex(r)}`));
    this.answers.push(`range${eqText(r)}`);
    this.latex.push(`\\text{range}${eqLatex(r)}`);
  }

  private deviationSteps(): void {
    if (this.deviationsShown) return;
    this.deviationsShown = true;
    const { mean, count, sample, variance } = this.s;
    if (!variance) throw new ToolInputError('A sample variance needs at least two values (it divides by n − 1).');
    const m = show(mean, this.decimalData);
    const symbol = sample ? 's^2' : '\\sigma^2';
    const terminating = mean.isInteger() || mean.toExactDecimal(12) !== null;
    const fromMean = `Variance: find how far each value is from the mean (${m.text.startsWith('≈') ? m.text : m.text.replace(/^/, 'x̄ = ')}), square those distances and add them up`;
    const squares = this.squares();
    const total = show(squares, this.decimalData);
    if (count <= SHOWN_DEVIATIONS && (terminating || !this.decimalData)) {
      const mTex = terminating ? plainLatex(mean) : mean.toLatex();
      const parts = this.original.map((v) => {
        const d = v.sub(mean);
        return { text: `(${plain(v)} − ${plain(mean)})² = ${plain(d.mul(d))}`, latex: `(${plainLatex(v)} - ${mTex})^2` };
      });
      this.steps.push(step(`${fromMean}${terminating ? `: ${parts.map((p) => p.text).join(', ')}` : ''}.`,
        `\\sum (x - \\bar{x})^2 = ${parts.map((p) => p.latex).join(' + ')}${eqLatex(total)}`));
    } else {
      this.steps.push(step(`${fromMean}: the total is ${total.text.replace(/^≈ /, 'about ')}.`, `\\sum (x - \\bar{x})^2${eqLatex(total)}`));
    }
    const v = show(variance, this.decimalData);
    const divisor = sample ? count - 1 : count;
    const exactTop = squares.isInteger() || squares.toExactDecimal(12) !== null;
    const quotient = exactTop ? `\\frac{${plainLatex(squares)}}{${divisor}}` : this.decimalData ? `\\frac{\\sum (x - \\bar{x})^2}{${divisor}}` : `${squares.toLatex()} \\div ${divisor}`;
    this.steps.push(step(sample
      ? `This is a sample, so divide by n − 1 = ${count - 1} (not by n): the sample variance is ${v.text.replace(/^≈ /, 'about ')}.`
      : `Divide by the number of values, n = ${count} (the population variance; for a sample you would divide by n − 1): ${v.text.replace(/^≈ /, 'about ')}.`,
    `${symbol} = ${quotient}${eqLatex(v, quotient)}`));
  }

  private deviationsShown = false;

  private squares(): Rational {
    const { variance, count, sample } = this.s;
    return (variance ?? Rational.ZERO).mul(Rational.of(sample ? count - 1 : count));
  }

  variance(): void {
    this.deviationSteps();
    const v = show(this.s.variance ?? Rational.ZERO, this.decimalData);
    const label = this.s.sample ? 'sample variance' : 'variance';
    this.answers.push(`${label}${eqText(v)}`);
    this.latex.push(`${this.s.sample ? 's^2' : '\\sigma^2'}${eqLatex(v)}`);
  }

  meanAbsoluteDeviation(): void {
    const { mean, count, meanAbsoluteDeviation: mad } = this.s;
    const m = show(mean, this.decimalData);
    const distances = this.original.map((v) => v.sub(mean).abs());
    const total = distances.reduce((a, b) => a.add(b), Rational.ZERO);
    const listed = count <= SHOWN_DEVIATIONS ? `: ${this.original.map((v, i) => `|${plain(v)} − ${plain(mean)}| = ${plain(distances[i])}`).join(', ')}` : '';
    this.steps.push(step(`Mean absolute deviation: find how far each value is from the mean (x̄ ${m.text.startsWith('≈') ? m.text : `= ${m.text}`}), without signs${listed}.`));
    const d = show(mad, this.decimalData);
    this.steps.push(step(`Add those distances (${plain(total)}) and divide by the number of values, ${count}: the mean absolute deviation is ${d.text.replace(/^≈ /, 'about ')}.`,
      `\\text{MAD} = \\frac{\\sum |x - \\bar{x}|}{n} = \\frac{${plainLatex(total)}}{${count}}${eqLatex(d)}`));
    this.answers.push(`mean absolute deviation${eqText(d)}`);
    this.latex.push(`\\text{MAD}${eqLatex(d)}`);
  }

  standardDeviation(): void {
    this.deviationSteps();
    const { standardDeviation: sd, variance, sample } = this.s;
    if (!sd || !variance) return;
    const symbol = sample ? 's' : '\\sigma';
    const decimal = roundForDisplay(sd.toComplex().re);
    const exactRational = sd.asRational();
    const vTex = plainLatex(variance);
    let text: string;
    let latex: string;
    if (exactRational) {
      const r = show(exactRational, this.decimalData);
      text = r.text;
      latex = r.latex;
    } else if (niceRoot(sd) && !this.decimalData) {
      text = `${sd} ≈ ${decimal}`;
      latex = `${sd.toLatex()} \\approx ${decimal}`;
    } else {
      text = `≈ ${decimal}`;
      latex = `\\approx ${decimal}`;
    }
    this.steps.push(step(`Standard deviation: take the square root of the variance${exactRational ? '' : Math.abs(sd.toComplex().re) >= 1 ? ' (rounded to 3 decimal places)' : ' (to 4 significant figures)'}.`,
      `${symbol} = \\sqrt{${vTex}} ${latex.startsWith('\\approx') ? '' : '= '}${latex}`));
    const label = sample ? 'sample standard deviation' : 'standard deviation';
    this.answers.push(`${label} ${text.startsWith('≈') ? text : `= ${text}`}`);
    this.latex.push(`${symbol} ${latex.startsWith('\\approx') ? '' : '= '}${latex}`);
  }
}

/**
 * Mean, median, mode(s), range, variance and standard deviation of a list of numbers — any of them,
 * or all ("summary"). Population formulas unless `sample` is true (divide by n − 1).
 */
export function computeStatistics(numbers: string | readonly number[], measures?: string, sample = false): ToolResult {
  return guard(TOOL, () => {
    const values = typeof numbers === 'string' ? parseNumberList(numbers) : parseNumberList(numbers.join(', '));
    const wanted = parseMeasures(measures);
    if (sample && values.length < 2 && wanted.some((m) => m === 'variance' || m === 'standard_deviation')) {
      throw new ToolInputError('A sample variance or standard deviation needs at least two values (it divides by n − 1).');
    }
    const decimalData = values.some((v) => !v.isInteger());
    const s = describeData(values, sample);
    const report = new Report(s, values, decimalData);
    const steps = report.steps;
    const needsOrder = wanted.some((m) => m === 'median' || m === 'mode' || m === 'range');
    const plural = s.count === 1 ? '' : 's';
    steps.push(step(needsOrder ? `Put the ${s.count} value${plural} in order: ${listOf(s.sorted)}.` : `There ${s.count === 1 ? 'is' : 'are'} ${s.count} value${plural}: ${listOf(values)}.`));
    for (const m of wanted) {
      if (m === 'mean') report.mean();
      else if (m === 'median') report.median();
      else if (m === 'mode') report.mode();
      else if (m === 'range') report.range();
      else if (m === 'variance') report.variance();
      else if (m === 'mean_absolute_deviation') report.meanAbsoluteDeviation();
      else report.standardDeviation();
    }
    const sd = s.standardDeviation?.toComplex().re;
    return succeed(TOOL, report.answers.join('; '), steps, {
      answerLatex: report.latex.join(',\\quad '),
      data: {
        measures: wanted, sample, count: s.count, sum: s.sum.toString(), mean: s.mean.toString(), median: s.median.toString(),
        modes: s.modes.map(String), range: s.range.toString(), variance: s.variance?.toString() ?? null,
        standardDeviation: sd ?? null, ...(wanted.length === 1 ? { value: singleValue(wanted[0], s) } : {}),
      },
    });
  });
}

/** The one number a single-measure question asks for, for checking a student's attempt. */
function singleValue(m: Measure, s: StatisticsValues): number | null {
  if (m === 'mean') return s.mean.toNumber();
  if (m === 'median') return s.median.toNumber();
  if (m === 'range') return s.range.toNumber();
  if (m === 'mode') return s.modes.length === 1 ? s.modes[0].toNumber() : null;
  if (m === 'variance') return s.variance?.toNumber() ?? null;
  if (m === 'mean_absolute_deviation') return s.meanAbsoluteDeviation.toNumber();
  return s.standardDeviation?.toComplex().re ?? null;
}
