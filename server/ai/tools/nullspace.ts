import { Rational } from './rational';

/**
 * Basis of the null space {v : M·v = 0} over the rationals, by exact Gauss–Jordan elimination.
 * Balancing a chemical equation is exactly this problem on the composition matrix; floating point
 * would turn 4 : 3 : 2 into 3.9999….
 */
export function nullSpace(matrix: readonly (readonly Rational[])[], columns: number): Rational[][] {
  const m = matrix.map((row) => [...row]);
  const pivots: number[] = [];
  let r = 0;
  for (let c = 0; c < columns && r < m.length; c++) {
    const p = m.findIndex((row, i) => i >= r && !row[c].isZero());
    if (p === -1) continue;
    [m[r], m[p]] = [m[p], m[r]];
    const pivot = m[r][c];
    m[r] = m[r].map((x) => x.div(pivot));
    for (let i = 0; i < m.length; i++) {
      if (i === r || m[i][c].isZero()) continue;
      const f = m[i][c];
      m[i] = m[i].map((x, j) => x.sub(f.mul(m[r][j])));
    }
    pivots.push(c);
    r++;
  }
  const free = Array.from({ length: columns }, (_, c) => c).filter((c) => !pivots.includes(c));
  return free.map((fc) => {
    const v = Array.from({ length: columns }, () => Rational.ZERO);
    v[fc] = Rational.ONE;
    pivots.forEach((pc, row) => {
      v[pc] = m[row][fc].neg();
    });
    return v;
  });
}

/** Scales a rational vector to the smallest whole numbers with the same ratios (gcd 1). */
export function toSmallestIntegers(v: readonly Rational[]): bigint[] {
  const den = v.reduce((l, x) => {
    const g = gcdAbs(l, x.den);
    return (l / g) * x.den;
  }, 1n);
  const ints = v.map((x) => (x.num * den) / x.den);
  const g = ints.reduce((acc, x) => gcdAbs(acc, x), 0n);
  return g === 0n ? ints : ints.map((x) => x / g);
}

function gcdAbs(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y) [x, y] = [y, x % y];
  return x;
}
