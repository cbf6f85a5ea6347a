import { describe, expect, it } from 'vitest';
import { tutorTools } from './tutor-tools';

async function run(name: string, input: unknown): Promise<unknown> {
  const t = tutorTools()[name];
  if (!t?.execute) throw new Error(`no tool ${name}`);
  return t.execute(input, { toolCallId: 't1', messages: [] });
}

describe('tools offered to the model', () => {
  it('compute exact answers with steps', async () => {
    expect(await run('solve_equation', { equation: 'x^2 - 5x + 6 = 0' })).toMatchObject({ answer: 'x = 2 or x = 3' });
    expect(await run('differentiate', { expression: '3x^4 - 2x^2 + 7x - 5' })).toMatchObject({ answer: "f'(x) = 12x^3 - 4x + 7" });
    expect(await run('balance_equation', { equation: 'Al + O2 -> Al2O3' })).toMatchObject({ answer: '4Al + 3O₂ → 2Al₂O₃' });
    const steps = ((await run('arithmetic', { expression: '3/4 + 5/6' })) as { steps: string[] }).steps;
    expect(steps.length).toBeGreaterThan(1);
    // The first call loads mathjs: seconds on a busy two-core machine.
  }, 30_000);

  it('offer the school-maths tools too: limits, geometry, coordinates, statistics and number facts', async () => {
    expect(await run('limit', { expression: '(x^2 - 1)/(x - 1)', to: '1' })).toMatchObject({ answer: expect.stringContaining('2') });
    expect(await run('geometry', { shape: 'circle', measure: 'area', dimensions: { radius: '3 cm' } })).toMatchObject({ answer: expect.stringContaining('9π') });
    expect(await run('coordinate_geometry', { operation: 'slope', points: ['(1, 2)', '(3, 8)'] })).toMatchObject({ answer: expect.stringContaining('3') });
    expect(await run('statistics', { numbers: '4, 8, 15, 16, 23, 42', measure: 'mean' })).toMatchObject({ answer: expect.stringContaining('18') });
    expect(await run('number_theory', { operation: 'gcd', numbers: '48, 36' })).toMatchObject({ answer: expect.stringContaining('12') });
  }, 30_000);
  it('return the reason instead of throwing on bad input', async () => {
    expect(await run('balance_equation', { equation: 'H2O -> CO2' })).toHaveProperty('error');
  });
});
