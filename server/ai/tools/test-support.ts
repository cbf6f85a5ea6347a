import type { ToolResult } from './types';
/**
 * Seeded random helpers for the generated test cases, so every run checks the same cases
 * (imported by *.unit.test.ts only).
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [lo, hi], optionally never 0. */
export function int(rand: () => number, lo: number, hi: number, nonZero = false): number {
  for (;;) {
    const n = lo + Math.floor(rand() * (hi - lo + 1));
    if (!nonZero || n !== 0) return n;
  }
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)];
}

/** Relative closeness for doubles. */
export function close(a: number, b: number, rel = 1e-9): boolean {
  return Math.abs(a - b) <= rel * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Central finite difference of f at x. */
export function centralDifference(f: (x: number) => number, x: number): number {
  const h = 1e-5 * Math.max(1, Math.abs(x));
  return (f(x + h) - f(x - h)) / (2 * h);
}

/** Polynomial text from integer coefficients, highest power first: [1, -5, 6] → "1x^2 + -5x^1 + 6". */
export function polyText(coefs: number[], v = 'x'): string {
  const n = coefs.length - 1;
  return coefs.map((c, i) => `(${c})*${v}^${n - i}`).join(' + ');
}

/** The number a word-level solver gives a question (its data.value), or an error saying why it gave none. */
export function solvedValue(solve: (question: string) => ToolResult | null, question: string): number {
  const r = solve(question);
  if (!r?.ok) throw new Error(`${question}: ${r ? r.error : 'not read'}`);
  return Number(r.data?.value);
}

/** What a solver tells the student: its answer, "error: <reason>" for an honest failure, or null when it does not read the question. */
/** The answer a solver gives, or null when it gives none (nothing read, or a refusal). */
export function answeredBy(solve: (question: string) => ToolResult | null): (question: string) => string | null {
  return (question) => {
    const r = solve(question);
    return r?.ok ? r.answer : null;
  };
}

export function saidBy(solve: (question: string) => ToolResult | null): (question: string) => string | null {
  return (question) => {
    const r = solve(question);
    return r?.ok ? r.answer : r ? `error: ${r.error}` : null;
  };
}
