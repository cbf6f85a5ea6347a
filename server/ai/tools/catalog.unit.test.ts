import { describe, expect, it } from 'vitest';
import { TOOL_SPECS } from './catalog';
import { runTool } from './registry';

/** What a model is told about reading expressions is what the tools do (issue 14, tool definitions). */
describe('tool definitions for models', () => {
  const arithmetic = TOOL_SPECS.find((t) => t.name === 'arithmetic')!;
  const said = arithmetic.parameters.map((p) => p.description).join(' ');

  it('state the logarithm and angle conventions', () => {
    expect(said).toMatch(/log\(x\) are the natural logarithm/);
    expect(said).toMatch(/log10\(x\) for base 10/);
    expect(said).toMatch(/take radians/);
  });

  it('and the tools keep them', () => {
    const value = (expression: string) => {
      const r = runTool('arithmetic', { expression });
      if (!r.ok) throw new Error(r.error);
      return Number(String(r.data?.decimal ?? r.answer).replace(/[≈\s]/g, ''));
    };
    expect(value('log(100)')).toBeCloseTo(Math.log(100), 8);
    expect(value('log10(100)')).toBeCloseTo(2, 10);
    expect(value('sin(30*pi/180)')).toBeCloseTo(0.5, 10);
    expect(runTool('arithmetic', { expression: 'tan(pi/2)' }).ok).toBe(false);
  });
});
