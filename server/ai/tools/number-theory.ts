import { ToolInputError, guard, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * Number facts about whole numbers: GCD/HCF and LCM (prime factorisations or Euclid's algorithm),
 * primality with its reason, prime factorisation and the list of factors. Numbers up to 10¹⁵ are
 * safe doubles, so trial division stays exact and takes at most about 10⁷ steps.
 */

const TOOL = 'number_theory';

/** The largest number the tool works with: trial division up to √10¹⁵ ≈ 3.2 × 10⁷ stays fast. */
export const MAX_INTEGER = 1e15;
const MAX_NUMBERS = 50;
const MAX_LISTED_FACTORS = 120;
const MAX_SHOWN_STEPS = 12;

/** What the tool can be asked. */
export type NumberOperation = 'gcd' | 'lcm' | 'is_prime' | 'prime_factors' | 'factors';

const OPERATION_ALIASES: Record<string, NumberOperation> = {
  gcd: 'gcd', hcf: 'gcd', gcf: 'gcd', 'greatest common divisor': 'gcd', 'greatest common factor': 'gcd', 'highest common factor': 'gcd', coprime: 'gcd',
  lcm: 'lcm', 'least common multiple': 'lcm', 'lowest common multiple': 'lcm',
  is_prime: 'is_prime', prime: 'is_prime', 'is prime': 'is_prime', primality: 'is_prime',
  prime_factors: 'prime_factors', 'prime factors': 'prime_factors', 'prime factorization': 'prime_factors', 'prime factorisation': 'prime_factors', factorization: 'prime_factors', factorisation: 'prime_factors',
  factors: 'factors', divisors: 'factors', 'list factors': 'factors',
};

/** A prime and how many times it divides the number. */
export interface PrimePower {
  prime: number;
  power: number;
}

/** The items of a list like "12, 18", "12 and 18", "{12; 18}", "1,000,000 and 10" before they are checked. */
export function integerTokens(text: string, several = false): string[] {
  return withoutThousandsCommas(text.replace(/[{}[\]()]/g, ' ').trim(), several)
    .split(/\s*(?:[,;]|\band\b|&)\s*|\s+/)
    .filter(Boolean);
}

/**
 * "1,000,003" and "1,000, 2,500" or "1,000 and 2,000" have thousands commas; "120,180" is two numbers.
 * A comma before exactly three digits groups thousands when the list is one such number or has another separator.
 */
export function withoutThousandsCommas(text: string, several = false): string {
  const oneNumber = !several && /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text);
  const otherSeparator = /,\s|;|\band\b|&|\d\s+[-+]?\d/.test(text);
  return oneNumber || otherSeparator ? text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1') : text;
}

/** Reads "12, 18", "12 and 18", "{12; 18}" as whole numbers (`several`: "120,180" is two numbers, not 120180), refusing fractions and numbers above 10¹⁵. */
export function parseIntegers(text: string, several = false): number[] {
  const tokens = integerTokens(text, several);
  if (!tokens.length) throw new ToolInputError('Please give me at least one whole number.');
  if (tokens.length > MAX_NUMBERS) throw new ToolInputError(`That is ${tokens.length} numbers; I work with at most ${MAX_NUMBERS} at a time.`);
  return tokens.map((t) => {
    const clean = t.replace(/^\+/, '');
    if (!/^-?\d+(?:\.0*)?$/.test(clean)) {
      if (/^-?\d*\.\d+$|^-?\d+\/\d+$/.test(clean)) throw new ToolInputError(`"${t}" is not a whole number; factors, primes, GCD and LCM are about whole numbers.`);
      throw new ToolInputError(`I couldn't read "${t}" as a whole number.`);
    }
    const digits = clean.replace(/\.0*$/, '');
    if (digits.replace(/^-/, '').replace(/^0+/, '').length > 16 || Math.abs(Number(digits)) > MAX_INTEGER) {
      throw new ToolInputError(`${digits} is too large for me to work with exactly: I handle whole numbers up to 10^15 (a million billion).`);
    }
    return Number(digits);
  });
}

/** Prime factorisation by trial division (2, 3, then 6k ± 1); n ≥ 1 and at most 10¹⁵. */
export function primeFactorization(n: number): PrimePower[] {
  const out: PrimePower[] = [];
  let rest = n;
  const take = (p: number) => {
    let power = 0;
    while (rest % p === 0) {
      rest /= p;
      power++;
    }
    if (power) out.push({ prime: p, power });
  };
  take(2);
  take(3);
  for (let p = 5; p * p <= rest; p += 6) {
    take(p);
    take(p + 2);
  }
  if (rest > 1) out.push({ prime: rest, power: 1 });
  return out;
}

/** Smallest prime factor of n ≥ 2 (n itself when prime). */
export function smallestPrimeFactor(n: number): number {
  if (n % 2 === 0) return 2;
  if (n % 3 === 0) return 3;
  for (let p = 5; p * p <= n; p += 6) {
    if (n % p === 0) return p;
    if (n % (p + 2) === 0) return p + 2;
  }
  return n;
}

/** Whether n is prime (trial division; n ≤ 10¹⁵). */
export function isPrime(n: number): boolean {
  return Number.isInteger(n) && n >= 2 && smallestPrimeFactor(n) === n;
}

/** GCD of two non-negative integers as BigInt (exact for any size). */
export function gcdBig(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** All positive divisors of n ≥ 1 in increasing order, from its prime factorisation. */
export function divisorsOf(n: number): number[] {
  let divs = [1];
  for (const { prime, power } of primeFactorization(n)) {
    const next: number[] = [];
    for (const d of divs) for (let k = 0, m = d; k <= power; k++, m *= prime) next.push(m);
    divs = next;
  }
  return divs.sort((a, b) => a - b);
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const sup = (k: number) => [...String(k)].map((c) => SUPERSCRIPTS[Number(c)]).join('');
const group = (n: number | bigint) => {
  const s = (typeof n === 'bigint' ? n : BigInt(n)).toString();
  const neg = s.startsWith('-');
  const digits = neg ? s.slice(1) : s;
  return digits.length > 4 ? `${neg ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}` : s;
};
const groupTex = (n: number | bigint) => group(n).replace(/,/g, '{,}');

/** "2³ × 3² × 5" */
export function factorizationText(f: PrimePower[]): string {
  return f.length ? f.map(({ prime, power }) => `${group(prime)}${power > 1 ? sup(power) : ''}`).join(' × ') : '1';
}

/** "2^{3} \times 3^{2} \times 5" */
export function factorizationLatex(f: PrimePower[]): string {
  return f.length ? f.map(({ prime, power }) => `${groupTex(prime)}${power > 1 ? `^{${power}}` : ''}`).join(' \\times ') : '1';
}

function listText(ns: readonly (number | bigint)[]): string {
  if (ns.length <= 2) return ns.map(group).join(' and ');
  return `${ns.slice(0, -1).map(group).join(', ')} and ${group(ns[ns.length - 1])}`;
}

/** Why a divisor divides n, in the words of the divisibility rules students learn. */
function divisibilityReason(n: number, p: number): string {
  const digits = String(n);
  if (p === 2) return `${group(n)} is even (it ends in ${digits[digits.length - 1]}), so 2 divides it`;
  if (p === 5) return `${group(n)} ends in ${digits[digits.length - 1]}, so 5 divides it`;
  if (p === 3) {
    const sum = [...digits].reduce((s, c) => s + Number(c), 0);
    return `the digits of ${group(n)} add up to ${sum}, which is a multiple of 3, so 3 divides it`;
  }
  return `${group(n)} ÷ ${group(p)} = ${group(n / p)} exactly, so ${group(p)} divides it`;
}

function positive(ns: number[], what: string): void {
  if (ns.some((n) => n < 1)) throw new ToolInputError(`${what} is about whole numbers from 1 upwards; ${ns.find((n) => n < 1)} is not one.`);
}

function isPrimeSteps(n: number): ToolResult {
  if (n < 2) {
    const reason = n < 0
      ? `${n} is negative, and prime numbers are whole numbers greater than 1.`
      : `${n} is not prime: a prime has exactly two different factors (1 and itself)${n === 1 ? ', and 1 has only one' : ', and 0 is divisible by every number'}.`;
    return succeed(TOOL, `${n} is not prime`, [step('A prime number is a whole number greater than 1 whose only factors are 1 and itself.'), step(reason)], { answerLatex: `${n} \\text{ is not prime}`, data: { operation: 'is_prime', n, prime: false } });
  }
  const steps: ToolStep[] = [step('A prime number is a whole number greater than 1 whose only factors are 1 and itself.')];
  const root = Math.floor(Math.sqrt(n));
  const p = smallestPrimeFactor(n);
  if (p !== n) {
    steps.push(step(`Test small primes: ${divisibilityReason(n, p)}.`, `${groupTex(n)} = ${groupTex(p)} \\times ${groupTex(n / p)}`));
    steps.push(step(`So ${group(n)} has a factor other than 1 and itself: it is not prime (it is composite).`));
    return succeed(TOOL, `${group(n)} is not prime: ${group(n)} = ${group(p)} × ${group(n / p)}`, steps, {
      answerLatex: `${groupTex(n)} = ${groupTex(p)} \\times ${groupTex(n / p)} \\text{, so it is not prime}`,
      data: { operation: 'is_prime', n, prime: false, divisor: p },
    });
  }
  if (n < 4) {
    steps.push(step(`${n} has no factors other than 1 and ${n}, so it is prime.`));
  } else {
    const primes = [];
    for (let q = 2; q <= root && primes.length <= 10; q++) if (isPrime(q)) primes.push(q);
    steps.push(step(`If ${group(n)} had a factor, it would have one no bigger than √${group(n)} ≈ ${Math.sqrt(n).toFixed(2)}, so we only need to test the primes up to ${group(root)}.`,
      `\\sqrt{${groupTex(n)}} \\approx ${Math.sqrt(n).toFixed(2)}`));
    steps.push(step(primes.length <= 10
      ? `${group(n)} is not divisible by ${primes.length === 1 ? primes[0] : listText(primes).replace(/ and (\d+)$/, ' or $1')}: each division leaves a remainder.`
      : `${group(n)} is not divisible by any prime from 2 up to ${group(root)}: each division leaves a remainder.`));
    steps.push(step(`So ${group(n)} has no factors other than 1 and itself: it is prime.`));
  }
  return succeed(TOOL, `${group(n)} is prime`, steps, { answerLatex: `${groupTex(n)} \\text{ is prime}`, data: { operation: 'is_prime', n, prime: true } });
}

/** The division ladder: divide by the smallest prime again and again. */
function ladderSteps(n: number): ToolStep[] {
  const steps: ToolStep[] = [];
  let rest = n;
  let shown = 0;
  while (rest > 1) {
    const p = smallestPrimeFactor(rest);
    if (p === rest) {
      if (shown < MAX_SHOWN_STEPS) steps.push(step(`${group(rest)} is prime, so we stop.`));
      break;
    }
    if (shown < MAX_SHOWN_STEPS) steps.push(step(`${group(rest)} ÷ ${group(p)} = ${group(rest / p)}`, `${groupTex(rest)} \\div ${groupTex(p)} = ${groupTex(rest / p)}`));
    else if (shown === MAX_SHOWN_STEPS) steps.push(step('… keep dividing in the same way.'));
    shown++;
    rest /= p;
  }
  return steps;
}

function primeFactorSteps(n: number): ToolResult {
  positive([n], 'Prime factorisation');
  if (n === 1) {
    return succeed(TOOL, '1 has no prime factors', [step('1 is not prime and is not a product of primes: it has no prime factors.')], { answerLatex: '1', data: { operation: 'prime_factors', n, factors: [] } });
  }
  const f = primeFactorization(n);
  const data = { operation: 'prime_factors', n, factors: f };
  if (f.length === 1 && f[0].power === 1) {
    return succeed(TOOL, `${group(n)} is prime, so its only prime factor is ${group(n)}`, [
      step(`Try dividing by the primes 2, 3, 5, 7, … up to √${group(n)} ≈ ${Math.sqrt(n).toFixed(2)}: none of them divides ${group(n)}.`),
      step(`So ${group(n)} is prime; its prime factorisation is just ${group(n)}.`, groupTex(n)),
    ], { answerLatex: `${groupTex(n)} \\text{ is prime}`, data });
  }
  const steps: ToolStep[] = [step(`Divide ${group(n)} by the smallest prime that goes into it, and repeat with the result until you reach a prime.`)];
  steps.push(...ladderSteps(n));
  const text = factorizationText(f);
  const latex = factorizationLatex(f);
  const long = f.map(({ prime, power }) => Array<string>(power).fill(group(prime)).join(' × ')).join(' × ');
  steps.push(step(`The primes you divided by (and the last one) are the prime factors: ${group(n)} = ${long}${long !== text ? `, or with powers ${text}` : ''}.`, `${groupTex(n)} = ${latex}`));
  return succeed(TOOL, `${group(n)} = ${text}`, steps, { answerLatex: `${groupTex(n)} = ${latex}`, data });
}

function factorListSteps(n: number): ToolResult {
  positive([n], 'Listing factors');
  const divs = divisorsOf(n);
  const pairs = divs.filter((d) => d * d <= n);
  const steps: ToolStep[] = [step(`Factors come in pairs that multiply to ${group(n)}: try 1, 2, 3, … up to √${group(n)}${Number.isInteger(Math.sqrt(n)) ? ` = ${Math.sqrt(n)}` : ` ≈ ${Math.sqrt(n).toFixed(2)}`}.`)];
  const shownPairs = pairs.slice(0, 20);
  steps.push(step(`The factor pairs: ${shownPairs.map((d) => `${group(d)} × ${group(n / d)}`).join(', ')}${pairs.length > shownPairs.length ? `, … (${pairs.length} pairs in all)` : ''}.`));
  const f = primeFactorization(n);
  if (divs.length > 2) {
    steps.push(step(`Check the count with the prime factorisation ${group(n)} = ${factorizationText(f)}: multiply one more than each power, ${f.map((x) => `(${x.power} + 1)`).join(' × ')} = ${divs.length} factors.`,
      `${groupTex(n)} = ${factorizationLatex(f)}`));
  }
  const listed = divs.length <= MAX_LISTED_FACTORS ? divs.map(group).join(', ') : `${divs.slice(0, 30).map(group).join(', ')}, …, ${group(n)}`;
  steps.push(step(divs.length === 2 ? `${group(n)} has only two factors, 1 and itself, so it is prime.` : divs.length === 1 ? '1 has just one factor: 1.' : `Listed in order, the ${divs.length} factors are ${listed}.`));
  return succeed(TOOL, `The factors of ${group(n)} are ${listed} (${divs.length} factor${divs.length === 1 ? '' : 's'})`, steps, {
    answerLatex: divs.length <= 40 ? divs.map(groupTex).join(',\\ ') : `${divs.length} \\text{ factors}`,
    data: { operation: 'factors', n, factors: divs, count: divs.length },
  });
}

/** Euclid's algorithm for two numbers, one line per division. */
function euclidSteps(a: bigint, b: bigint): ToolStep[] {
  const steps: ToolStep[] = [];
  let [x, y] = a >= b ? [a, b] : [b, a];
  let count = 0;
  while (y !== 0n) {
    const q = x / y;
    const r = x % y;
    if (count < MAX_SHOWN_STEPS) steps.push(step(`${group(x)} = ${group(q)} × ${group(y)} + ${group(r)}`, `${groupTex(x)} = ${groupTex(q)} \\times ${groupTex(y)} + ${groupTex(r)}`));
    else if (count === MAX_SHOWN_STEPS) steps.push(step('… keep dividing in the same way.'));
    count++;
    [x, y] = [y, r];
  }
  return steps;
}

function gcdLcmSteps(ns: number[], lcmWanted: boolean, euclid: boolean): ToolResult {
  const name = lcmWanted ? 'LCM' : 'GCD';
  if (ns.length < 2) throw new ToolInputError(`The ${name} needs at least two whole numbers, like "${name} of 12 and 18".`);
  if (lcmWanted) {
    if (ns.some((n) => n === 0)) throw new ToolInputError('Every whole number divides 0, so the LCM is only defined for non-zero numbers.');
  } else if (ns.every((n) => n === 0)) throw new ToolInputError('The GCD of 0 and 0 is not defined: every number divides 0.');
  const steps: ToolStep[] = [];
  const abs = ns.map(Math.abs);
  if (ns.some((n) => n < 0)) steps.push(step(`Signs do not change factors or multiples, so work with ${listText(abs)}.`));
  const big = abs.map((n) => BigInt(n));
  const g = big.reduce(gcdBig);
  const l = big.reduce((acc, n) => (acc === 0n || n === 0n ? 0n : (acc / gcdBig(acc, n)) * n));
  const nonZero = abs.filter((n) => n > 0);
  const factorizations = nonZero.map(primeFactorization);
  const bigPrime = factorizations.some((f) => f.some((x) => x.prime > 1000)) || (euclid && abs.length === 2);
  const label = lcmWanted ? `LCM(${ns.join(', ')})` : `GCD(${ns.join(', ')})`;
  const labelTex = lcmWanted ? `\\operatorname{lcm}(${ns.join(', ')})` : `\\gcd(${ns.join(', ')})`;
  if (!lcmWanted && abs.length === 2 && bigPrime && !abs.includes(0)) {
    steps.push(step("Use Euclid's algorithm: divide the larger number by the smaller, then the divisor by the remainder, until the remainder is 0. The last non-zero remainder is the GCD."));
    steps.push(...euclidSteps(big[0], big[1]));
    steps.push(step(`The last non-zero remainder is ${group(g)}, so that is the GCD.`));
  } else if (lcmWanted && abs.length === 2 && bigPrime) {
    steps.push(step("Find the GCD with Euclid's algorithm (divide, then divide the divisor by the remainder, until the remainder is 0)."));
    steps.push(...euclidSteps(big[0], big[1]));
    steps.push(step(`The GCD is ${group(g)}. For two numbers, LCM = a × b ÷ GCD.`, `\\operatorname{lcm}(a, b) = \\frac{a \\times b}{\\gcd(a, b)} = \\frac{${groupTex(big[0])} \\times ${groupTex(big[1])}}{${groupTex(g)}} = ${groupTex(l)}`));
  } else {
    if (abs.includes(0)) steps.push(step('Every number divides 0, so 0 does not change the GCD: leave it out.'));
    steps.push(step('Write each number as a product of prime factors.', nonZero.map((n, i) => `${groupTex(n)} = ${factorizationLatex(factorizations[i])}`).join(',\\quad ')));
    const primes = [...new Set(factorizations.flatMap((f) => f.map((x) => x.prime)))].sort((a, b) => a - b);
    const powerIn = (f: PrimePower[], p: number) => f.find((x) => x.prime === p)?.power ?? 0;
    if (lcmWanted) {
      const chosen = primes.map((p) => ({ prime: p, power: Math.max(...factorizations.map((f) => powerIn(f, p))) }));
      steps.push(step('The LCM uses every prime that appears, each with its highest power.', `${labelTex} = ${factorizationLatex(chosen)} = ${groupTex(l)}`));
    } else {
      const shared = primes.map((p) => ({ prime: p, power: Math.min(...factorizations.map((f) => powerIn(f, p))) })).filter((x) => x.power > 0);
      steps.push(step(shared.length
        ? 'The GCD uses only the primes every number shares, each with its lowest power.'
        : 'The numbers share no prime factor, so their GCD is 1.', `${labelTex} = ${shared.length ? `${factorizationLatex(shared)} = ` : ''}${groupTex(g)}`));
    }
  }
  if (!lcmWanted && g === 1n) steps.push(step(`The GCD is 1, so ${listText(abs)} are coprime (they have no common factor except 1).`));
  if (lcmWanted && abs.length === 2 && !bigPrime) {
    steps.push(step(`Check: for two numbers, GCD × LCM = a × b: ${group(g)} × ${group(l)} = ${group(big[0] * big[1])} ✓.`));
  }
  const value = lcmWanted ? l : g;
  return succeed(TOOL, `${label} = ${group(value)}`, steps, {
    answerLatex: `${labelTex} = ${groupTex(value)}`,
    data: { operation: lcmWanted ? 'lcm' : 'gcd', numbers: ns, value: value.toString(), gcd: g.toString(), lcm: l.toString() },
  });
}

/** Reads an operation name or phrase ("HCF", "prime factors", "is_prime"). */
export function parseOperation(text: string): NumberOperation | null {
  const key = text.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return OPERATION_ALIASES[key] ?? OPERATION_ALIASES[key.replace(/ /g, '_')] ?? null;
}

/**
 * Number facts: "gcd"/"lcm" of two or more whole numbers, "is_prime", "prime_factors" or "factors"
 * of one, with steps a student can follow. Whole numbers only, up to 10¹⁵. `method` "euclid" shows
 * Euclid's algorithm for the GCD/LCM of two numbers instead of prime factorisations.
 */
export function numberTheory(operation: string, numbers: string | readonly number[], method?: string): ToolResult {
  return guard(TOOL, () => {
    const op = parseOperation(operation);
    if (!op) throw new ToolInputError(`I don't know the operation "${operation}"; use gcd, lcm, is_prime, prime_factors or factors.`);
    const several = op === 'gcd' || op === 'lcm';
    const ns = typeof numbers === 'string' ? parseIntegers(numbers, several) : numbers.map((n) => parseIntegers(String(n))[0]);
    if (op === 'gcd' || op === 'lcm') return gcdLcmSteps(ns, op === 'lcm', /euclid/i.test(method ?? ''));
    if (ns.length !== 1) throw new ToolInputError(`That works on one whole number at a time; you gave ${ns.length}.`);
    const [n] = ns;
    if (op === 'is_prime') return isPrimeSteps(n);
    if (op === 'prime_factors') return primeFactorSteps(n);
    return factorListSteps(n);
  });
}
