import { describe, expect, it } from 'vitest';
import { TOOLS, answerQuestion, routeQuestion, runTool } from './index';
import { int, pick, prng } from './test-support';

describe('routeQuestion: the spec prompts', () => {
  it.each([
    ['Explain the quadratic formula', { kind: 'concept', concept: 'quadratic-formula' }],
    ['What is E=mc2', { kind: 'concept', concept: 'mass-energy' }],
    ['What is E = mc²?', { kind: 'concept', concept: 'mass-energy' }],
    ['solve x^2-5x+6=0', { kind: 'tool', tool: 'solve_equation', input: { equation: 'x^2-5x+6=0' } }],
    ['What is the derivative of 3x^4 - 2x^2 + 7x - 5?', { kind: 'tool', tool: 'differentiate', input: { expression: '3x^4 - 2x^2 + 7x - 5' } }],
    ['Balance Al + O2 -> Al2O3', { kind: 'tool', tool: 'balance_equation', input: { equation: 'Al + O2 -> Al2O3' } }],
    ['convert 5 km to miles', { kind: 'tool', tool: 'convert_units', input: { value: 5, from: 'km', to: 'miles' } }],
    ['integrate x^2 from 0 to 3', { kind: 'tool', tool: 'integrate', input: { expression: 'x^2', lower: '0', upper: '3' } }],
    ['what is 3/4 + 5/6', { kind: 'tool', tool: 'arithmetic', input: { expression: '3/4 + 5/6' } }],
    ['E=mc^2 for 2 kg', { kind: 'tool', tool: 'physics_formula', input: { formula: 'mass-energy', known: { m: '2 kg' } } }],
  ])('%s', (question, expected) => {
    expect(routeQuestion(question)).toEqual(expected);
  });
});

describe('routeQuestion: arithmetic and formulas in words', () => {
  it.each([
    ['what is 7 times 8', 56],
    ['What is 7 x 8?', 56],
    ['What is 12 divided by 4?', 3],
    ['What is 5 plus 3?', 8],
    ['what is 100 minus 37', 63],
    ['What is the square root of 144?', 12],
    ['what is 9 squared', 81],
    ['What is 2 to the power of 5', 32],
  ])('%s', (question, value) => {
    const result = answerQuestion(question);
    expect(result?.ok && result.tool).toBe('arithmetic');
    expect(result?.ok && result.answer).toBe(String(value));
  });
  it('treats "V = 5 V and R = 10 ohm" as given values for a formula, not a system of equations', () => {
    const result = answerQuestion('What is the current when V = 5 V and R = 10 ohm?');
    expect(result?.ok && result.tool).toBe('physics_formula');
    expect(result?.ok && result.answer).toMatch(/0\.5 A/);
  });
});

describe('routeQuestion: more phrasings', () => {
  it.each([
    ['x^2 - 5x + 6 = 0', 'solve_equation'],
    ['solve for x: 2x + 3 = 7', 'solve_equation'],
    ['Use the quadratic formula to solve x^2 + x - 1 = 0', 'solve_equation'],
    ['find the roots of x^3 - 6x^2 + 11x - 6', 'solve_equation'],
    ['solve 2x + 3y = 7 and x - y = 1', 'solve_system'],
    ['factor x^2 - 5x + 6', 'factor'],
    ['factorise 6x^2y + 9xy^2', 'factor'],
    ['expand (x+2)(x+3)', 'expand'],
    ['simplify (x^2-1)/(x-1)', 'simplify'],
    ['differentiate sin(x)*x^2', 'differentiate'],
    ['d/dx sin(x^2)', 'differentiate'],
    ['second derivative of x^3 at x = 2', 'differentiate'],
    ['∫ x^2 dx', 'integrate'],
    ['integral of sin(x) from 0 to pi', 'integrate'],
    ['what is the antiderivative of e^(2x)', 'integrate'],
    ['H2 + O2 = H2O', 'balance_equation'],
    ['MnO4- + Fe2+ + H+ → Mn2+ + Fe3+ + H2O', 'balance_equation'],
    ['molar mass of H2SO4', 'molar_mass'],
    ['100 °F to °C', 'convert_units'],
    ['how many minutes in 3.5 hours', 'convert_units'],
    ['15% of 80', 'arithmetic'],
    ['what is sqrt(12)', 'arithmetic'],
    ['how do I work out 3/4 + 5/6', 'arithmetic'],
    ['convert 3/4 to a decimal', 'arithmetic'],
    ['What force is needed to accelerate a 2 kg mass at 3 m/s²?', 'physics_formula'],
    ['how much energy is in 1 g of mass', 'physics_formula'],
    ['kinetic energy of a 1000 kg car at 20 m/s', 'physics_formula'],
    ["Ohm's law: I = 2 A, R = 6 Ω", 'physics_formula'],
    ['P = VI with V = 230 V and I = 5 A', 'physics_formula'],
  ])('%s → %s', (question, toolName) => {
    const route = routeQuestion(question);
    expect(route?.kind === 'tool' ? route.tool : route?.kind).toBe(toolName);
  });

  it.each([
    ['what is kinetic energy', 'kinetic-energy'],
    ["explain Ohm's law", 'ohms-law'],
    ['F = ma', 'newtons-second-law'],
  ])('%s → concept %s', (question, concept) => {
    expect(routeQuestion(question)).toEqual({ kind: 'concept', concept });
  });

  it.each(['Integrate x squared', 'Is love = happiness?', 'I got x = 3', 'differentiate the function for me', 'solve it = done'])('prose is not maths: %s → null', (question) => {
    expect(routeQuestion(question)).toBeNull();
  });

  it.each(['What is photosynthesis?', 'Who was Napoleon?', 'Tell me about the French revolution', 'I have 5 apples and eat 2', 'What is the speed of light?', '', 'hello'])('%s → null', (question) => {
    expect(routeQuestion(question)).toBeNull();
  });
});

describe('answerQuestion end to end', () => {
  it.each([
    ['solve x^2-5x+6=0', 'x = 2 or x = 3'],
    ['What is the derivative of 3x^4 - 2x^2 + 7x - 5?', "f'(x) = 12x^3 - 4x + 7"],
    ['Balance Al + O2 -> Al2O3', '4Al + 3O₂ → 2Al₂O₃'],
    ['convert 5 km to miles', '5 km ≈ 3.10686 miles'],
    ['integrate x^2 from 0 to 3', '9'],
    ['what is 3/4 + 5/6', '19/12 ≈ 1.583333333'],
    ['E=mc^2 for 2 kg', 'E = 1.798 × 10¹⁷ J (≈ 179.8 PJ)'],
  ])('%s → %s', (question, expected) => {
    const r = answerQuestion(question);
    expect(r?.ok && r.answer).toBe(expected);
  });

  it('explains E = mc² with the energy of 1 g', () => {
    const r = answerQuestion('What is E=mc2');
    expect(r?.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/8.988 × 10¹³ J/);
  });

  it('explains the quadratic formula with a worked example', () => {
    const r = answerQuestion('Explain the quadratic formula');
    expect(r?.ok && r.answerLatex).toBe('x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}');
    expect(r?.ok && r.steps.map((s) => s.text).join(' ')).toMatch(/x = 2 or x = 3/);
  });
});

describe('registry', () => {
  it('describes every tool', () => {
    expect(TOOLS.length).toBeGreaterThanOrEqual(12);
    for (const t of TOOLS) {
      expect(t.description.length).toBeGreaterThan(10);
      expect(t.parameters.some((p) => p.required)).toBe(true);
    }
  });

  it.each([
    ['arithmetic', { expression: '2^10' }, '1024'],
    ['solve_system', { equations: ['x + y = 5', 'x - y = 1'] }, 'x = 3, y = 2'],
    ['convert_units', { value: '5', from: 'km', to: 'm' }, '5 km = 5000 m'],
    ['physics_formula', { formula: 'F=ma', known: { m: '2 kg', a: 3 } }, 'F = 6 N'],
    ['differentiate', { expression: 'x^3', order: 2 }, "f''(x) = 6x"],
    ['explain_concept', { concept: 'ohms-law' }, 'Ohm’s law: V = IR. For a resistor, the voltage across it equals the current through it times its resistance: V = IR.'],
  ])('runs %s', (name, args, expected) => {
    const r = runTool(name, args);
    expect(r.ok && r.answer).toBe(expected);
  });

  it('turns bad arguments into failures', () => {
    expect(runTool('arithmetic', {})).toMatchObject({ ok: false, error: expect.stringMatching(/expression/) });
    expect(runTool('physics_formula', { formula: 'F=ma', known: 'm=2' })).toMatchObject({ ok: false });
    expect(runTool('nope', {})).toMatchObject({ ok: false, error: expect.stringMatching(/no tool/) });
  });
});

describe('robustness', () => {
  const rand = prng(91);
  const alphabet = 'xy0123456789+-*/^=()²√×÷−→-> .,?abcdefghijklmnopqrstuvwXYZ%!|[]{}·';
  const words = ['solve', 'derivative of', 'integrate', 'balance', 'convert', 'to', 'what is', 'factor', 'kg', 'm/s', 'km', 'H2O', 'Fe3+', 'sin(', 'ln', 'from', 'and'];
  const cases = Array.from({ length: 150 }, () => {
    const parts = Array.from({ length: int(rand, 1, 6) }, () =>
      rand() < 0.4 ? pick(rand, words) : Array.from({ length: int(rand, 1, 8) }, () => pick(rand, [...alphabet])).join(''));
    return [parts.join(' ')] as const;
  });
  it.each(cases)('never throws on %j', (text) => {
    expect(() => answerQuestion(text)).not.toThrow();
  });
});
