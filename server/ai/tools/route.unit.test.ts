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
    expect(result?.ok && result.tool).toMatch(/^physics_/);
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

describe('routeQuestion: geometry and coordinate geometry', () => {
  it.each([
    ['What is the area of a circle with radius 3 cm?', 'geometry', { shape: 'circle', measure: 'area', dimensions: { radius: '3 cm' } }, 'A = 9π cm² ≈ 28.27 cm²'],
    ['Find the circumference of a circle with a diameter of 10 cm.', 'geometry', { shape: 'circle', measure: 'circumference', dimensions: { diameter: '10 cm' } }, 'C = 10π cm ≈ 31.42 cm'],
    ['whats the area of a circle of diameter 7m', 'geometry', { shape: 'circle', measure: 'area', dimensions: { diameter: '7 m' } }, 'A = 12.25π m² ≈ 38.48 m²'],
    ['radius of a circle with diameter 12 cm', 'geometry', { shape: 'circle', measure: 'radius', dimensions: { diameter: '12 cm' } }, 'r = 6 cm'],
    ['Find the area of a rectangle with length 8 cm and width 5 cm', 'geometry', { shape: 'rectangle', measure: 'area', dimensions: { length: '8 cm', width: '5 cm' } }, 'A = 40 cm²'],
    ['perimeter of a rectangle 7 cm long and 3 cm wide', 'geometry', { shape: 'rectangle', measure: 'perimeter', dimensions: { length: '7 cm', width: '3 cm' } }, 'P = 20 cm'],
    ['area of a rectangle 1.5 m by 40 cm?', 'geometry', { shape: 'rectangle', measure: 'area', dimensions: { length: '1.5 m', width: '40 cm' } }, 'A = 0.6 m²'],
    ['What is the perimeter of a square with sides of 7.5 cm?', 'geometry', { shape: 'square', measure: 'perimeter', dimensions: { side: '7.5 cm' } }, 'P = 30 cm'],
    ['Find the area of a triangle with a base of 10 cm and a height of 7 cm.', 'geometry', { shape: 'triangle', measure: 'area', dimensions: { base: '10 cm', height: '7 cm' } }, 'A = 35 cm²'],
    ['area of a triangle with sides 5, 6 and 7', 'geometry', { shape: 'triangle', measure: 'area', dimensions: { a: '5', b: '6', c: '7' } }, 'A = 6√6 ≈ 14.70'],
    ['What is the area of a trapezium with parallel sides 6 cm and 10 cm and height 4 cm?', 'geometry', { shape: 'trapezoid', measure: 'area', dimensions: { a: '6 cm', b: '10 cm', height: '4 cm' } }, 'A = 32 cm²'],
    ['area of a parallelogram with base 8 ft and height 3 ft', 'geometry', { shape: 'parallelogram', measure: 'area', dimensions: { base: '8 ft', height: '3 ft' } }, 'A = 24 ft²'],
    ['What is the volume of a cube with side 3 cm?', 'geometry', { shape: 'cube', measure: 'volume', dimensions: { side: '3 cm' } }, 'V = 27 cm³'],
    ['volume of a 3 cm cube', 'geometry', { shape: 'cube', measure: 'volume', dimensions: { side: '3 cm' } }, 'V = 27 cm³'],
    ['Find the surface area of a box 5 cm by 3 cm by 2 cm', 'geometry', { shape: 'cuboid', measure: 'surface area', dimensions: { length: '5 cm', width: '3 cm', height: '2 cm' } }, 'S = 62 cm²'],
    ['volume of a rectangular prism 2 m by 3 m by 50 cm', 'geometry', { shape: 'cuboid', measure: 'volume', dimensions: { length: '2 m', width: '3 m', height: '50 cm' } }, 'V = 3 m³'],
    ['What is the volume of a sphere with radius 3 cm?', 'geometry', { shape: 'sphere', measure: 'volume', dimensions: { radius: '3 cm' } }, 'V = 36π cm³ ≈ 113.10 cm³'],
    ['volume of a cylinder radius 4cm height 9cm', 'geometry', { shape: 'cylinder', measure: 'volume', dimensions: { radius: '4 cm', height: '9 cm' } }, 'V = 144π cm³ ≈ 452.39 cm³'],
    ['a cylinder of radius 3 cm and 10 cm tall, what is its volume?', 'geometry', { shape: 'cylinder', measure: 'volume', dimensions: { radius: '3 cm', height: '10 cm' } }, 'V = 90π cm³ ≈ 282.74 cm³'],
    ['What is the volume of a cone with radius 3 cm and slant height 5 cm?', 'geometry', { shape: 'cone', measure: 'volume', dimensions: { radius: '3 cm', slant: '5 cm' } }, 'V = 12π cm³ ≈ 37.70 cm³'],
    ['how do i find the hypotenuse of a right triangle with legs 5 and 5', 'geometry', { shape: 'right triangle', measure: 'hypotenuse', dimensions: { a: '5', b: '5' } }, 'c = 5√2 ≈ 7.07'],
    ['A right triangle has legs 6 cm and 8 cm. Find the hypotenuse.', 'geometry', { shape: 'right triangle', measure: 'hypotenuse', dimensions: { a: '6 cm', b: '8 cm' } }, 'c = 10 cm'],
    ['A right-angled triangle has a hypotenuse of 13 cm and one leg of 5 cm. Find the other leg.', 'geometry', { shape: 'right triangle', measure: 'leg', dimensions: { c: '13 cm', a: '5 cm' } }, 'a = 12 cm'],
    ['Find the missing side of a right triangle with sides 5 and 13', 'geometry', { shape: 'right triangle', measure: 'leg', dimensions: { a: '5', c: '13' } }, 'a = 12'],
    ['Is a triangle with sides 5, 12, 13 right-angled?', 'geometry', { shape: 'triangle', measure: 'right angle', dimensions: { a: '5', b: '12', c: '13' } }, 'Yes: 5² + 12² = 13², so the triangle with sides 5, 12 and 13 is right-angled (the right angle is opposite the side 13).'],
    ['Do 4, 5 and 6 form a right triangle?', 'geometry', { shape: 'triangle', measure: 'right angle', dimensions: { a: '4', b: '5', c: '6' } }, 'No: 4² + 5² = 41 ≠ 36 = 6², so the triangle is not right-angled; it is acute-angled (all angles are less than 90°).'],
    ['What is the slope of the line through (1, 2) and (3, 6)?', 'coordinate_geometry', { operation: 'slope', points: ['(1, 2)', '(3, 6)'] }, 'm = 2'],
    ['find the gradient between (2,1) and (2,5)', 'coordinate_geometry', { operation: 'slope', points: ['(2, 1)', '(2, 5)'] }, 'The slope is undefined (the line through the points is vertical: x = 2).'],
    ['What is the distance between the points (1, 2) and (3, 6)?', 'coordinate_geometry', { operation: 'distance', points: ['(1, 2)', '(3, 6)'] }, 'd = 2√5 ≈ 4.47'],
    ['Find the midpoint of (-2, 3) and (4, 7)', 'coordinate_geometry', { operation: 'midpoint', points: ['(-2, 3)', '(4, 7)'] }, 'M = (1, 5)'],
    ['Find the equation of the line passing through (1, 2) and (3, 8)', 'coordinate_geometry', { operation: 'line', points: ['(1, 2)', '(3, 8)'] }, 'y = 3x - 1'],
  ])('%s', (question, toolName, input, answer) => {
    expect(routeQuestion(question)).toEqual({ kind: 'tool', tool: toolName, input });
    const r = answerQuestion(question);
    expect(r?.ok ? r.answer : r?.error).toBe(answer);
  });

  it.each([
    ['area of a circle with radius -3 cm', /can't be negative/],
    ['What is the area of a square with side 0 cm?', /greater than zero/],
  ])('refuses %s with a sentence', (question, error) => {
    const r = answerQuestion(question);
    expect(r?.ok).toBe(false);
    expect(!r?.ok && r?.error).toMatch(error);
  });

  it.each([
    ['integrate x^2 from 0 to 2', 'integrate'],
    ['F = ma', 'newtons-second-law'],
    ['what is 5 squared', 'arithmetic'],
    ['What is the square root of 144?', 'arithmetic'],
    ['convert 5 square metres to square feet', 'convert_units'],
  ])('leaves %s to its own route', (question, expected) => {
    const route = routeQuestion(question);
    expect(route?.kind === 'tool' ? route.tool : route?.kind === 'concept' ? route.concept : null).toBe(expected);
  });

  it.each([
    'the area of a rectangle is 24 and its length is 6, find the width',
    'what is the area of a circle',
    'A square dance has 8 people',
    'What is the area under the curve y = x^2 from 0 to 2?',
    'What is the area under the curve of x^2, integral from 0 to 2',
    'what is the cube root of 27',
    'What is the slope of the tangent to y = x^2 at (3, 9)?',
  ])('does not guess: %s', (question) => {
    const route = routeQuestion(question);
    expect(route?.kind === 'tool' && (route.tool === 'geometry' || route.tool === 'coordinate_geometry')).toBeFalsy();
  });
});

describe('routeQuestion: statistics and number facts', () => {
  it.each([
    ['Find the mean of 4, 8, 15, 16, 23, 42', 'statistics', { numbers: '4, 8, 15, 16, 23, 42', measure: 'mean' }],
    ['What is the average of 3 and 5?', 'statistics', { numbers: '3 and 5', measure: 'mean' }],
    ['median of 3 9 1 7', 'statistics', { numbers: '3 9 1 7', measure: 'median' }],
    ['What is the mode of {2; 3; 3; 5}?', 'statistics', { numbers: '{2; 3; 3; 5}', measure: 'mode' }],
    ['Find the mean, median and mode of 3, 5, 5, 8, 10', 'statistics', { numbers: '3, 5, 5, 8, 10', measure: 'mean, median, mode' }],
    ['what is the range of -3, 5, 12', 'statistics', { numbers: '-3, 5, 12', measure: 'range' }],
    ['Calculate the standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', 'statistics', { numbers: '2, 4, 4, 4, 5, 5, 7, 9', measure: 'standard deviation' }],
    ['sample variance of 1, 2, 3, 4', 'statistics', { numbers: '1, 2, 3, 4', measure: 'variance', sample: true }],
    ['summary statistics for 4, 8, 15, 16', 'statistics', { numbers: '4, 8, 15, 16', measure: 'summary' }],
    ['The temperatures were 12, 15, 11 and 14 degrees. What is the mean?', 'statistics', { numbers: '12, 15, 11 and 14', measure: 'mean' }],
    ['find the mean of 2.5, 3.7, 4.1 to 2 decimal places', 'statistics', { numbers: '2.5, 3.7, 4.1', measure: 'mean' }],
    ['What is the GCD of 48 and 36?', 'number_theory', { operation: 'gcd', numbers: '48 and 36' }],
    ['find the HCF of 12, 18 and 30', 'number_theory', { operation: 'gcd', numbers: '12, 18 and 30' }],
    ['greatest common factor of 24 and 36', 'number_theory', { operation: 'gcd', numbers: '24 and 36' }],
    ['What is the LCM of 4 and 6', 'number_theory', { operation: 'lcm', numbers: '4 and 6' }],
    ['lowest common multiple of 4, 6, 10', 'number_theory', { operation: 'lcm', numbers: '4, 6, 10' }],
    ['is 97 prime?', 'number_theory', { operation: 'is_prime', numbers: '97' }],
    ['Is 91 a prime number?', 'number_theory', { operation: 'is_prime', numbers: '91' }],
    ['is 51 prime or composite', 'number_theory', { operation: 'is_prime', numbers: '51' }],
    ['prime factors of 360', 'number_theory', { operation: 'prime_factors', numbers: '360' }],
    ['Write 84 as a product of its prime factors', 'number_theory', { operation: 'prime_factors', numbers: '84' }],
    ['prime factorization of 1001', 'number_theory', { operation: 'prime_factors', numbers: '1001' }],
    ['factorise 360', 'number_theory', { operation: 'prime_factors', numbers: '360' }],
    ['What are the factors of 36?', 'number_theory', { operation: 'factors', numbers: '36' }],
    ['list all the divisors of 100', 'number_theory', { operation: 'factors', numbers: '100' }],
    ['are 8 and 15 coprime', 'number_theory', { operation: 'gcd', numbers: '8 and 15' }],
    ["Find the GCD of 1071 and 462 using Euclid's algorithm", 'number_theory', { operation: 'gcd', numbers: '1071 and 462', method: 'euclid' }],
    ['simplify root 48', 'simplify', { expression: 'sqrt(48)' }],
    ['Simplify the cube root of 54', 'simplify', { expression: 'cbrt(54)' }],
    ['what is root 50', 'arithmetic', { expression: 'sqrt(50)' }],
  ])('%s', (question, tool, input) => {
    // The route may also carry how the question was read (readings, the rounding asked for).
    const { readings: _readings, rounding: _rounding, ...route } = routeQuestion(question) ?? {};
    expect(route).toEqual({ kind: 'tool', tool, input });
  });

  it.each([
    ['what is 15% of 80', 'arithmetic'],
    ['solve x^2 = 4', 'solve_equation'],
    ['factor x^2 - 5x + 6', 'factor'],
    ['factorise 6x^2y + 9xy^2', 'factor'],
    ['simplify sqrt(72)', 'simplify'],
    ['what is the average speed if you travel 100 m in 20 s', 'physics_formula'],
    ['what is the mean of x^2 and 4', null],
    ['what is the range of f(x) = x^2 + 1', null],
    ['mean free path', null],
    ['What is the mode of vibration', null],
    ['what are the prime numbers between 1 and 20', null],
  ])('leaves %s alone', (question, tool) => {
    const route = routeQuestion(question);
    expect(route?.kind === 'tool' ? route.tool : route?.kind ?? null).toBe(tool);
  });

  it('answers end to end', () => {
    expect(answerQuestion('mean of 10 and 17')).toMatchObject({ ok: true, answer: 'mean = 27/2 = 13.5' });
    expect(answerQuestion('prime factors of 360')).toMatchObject({ ok: true, answer: '360 = 2³ × 3² × 5' });
    expect(answerQuestion('is 10000000000000000 prime')).toMatchObject({ ok: false, error: expect.stringMatching(/too large/) });
    expect(answerQuestion('Simplify sqrt(72)')).toMatchObject({ ok: true, answer: '6√2' });
  });
});

describe('routeQuestion: limits', () => {
  const limit = (expression: string, to: string, extra: Record<string, string> = {}) => ({ kind: 'tool', tool: 'limit', input: { expression, variable: 'x', to, ...extra } });
  it.each([
    ['What is the limit of (x^2-1)/(x-1) as x approaches 1?', limit('(x^2-1)/(x-1)', '1')],
    ['limit of sin(x)/x as x approaches 0', limit('sin(x)/x', '0')],
    ['lim x->0 of sin(x)/x', limit('sin(x)/x', '0')],
    ['lim x→2 (x^2-4)/(x-2)', limit('(x^2-4)/(x-2)', '2')],
    ['lim_{x→∞} (2x+1)/(x-3)', limit('(2x+1)/(x-3)', 'infinity')],
    ['lim_(x->0+) ln(x)', limit('ln(x)', '0', { side: 'right' })],
    ['find the limit of 1/x as x tends to infinity', limit('1/x', 'infinity')],
    ['what happens to 1/x as x goes to 0 from the right', limit('1/x', '0', { side: 'right' })],
    ['limit of 1/(x-1) as x -> 1^-', limit('1/(x-1)', '1', { side: 'left' })],
    ['limit of 1/(x-1) as x→1+', limit('1/(x-1)', '1', { side: 'right' })],
    ['Evaluate the limit as x approaches 0 of (1-cos(x))/x', limit('(1-cos(x))/x', '0')],
    ['what is the left-hand limit of |x|/x as x approaches 0', limit('|x|/x', '0', { side: 'left' })],
    ['limit of e^(-x) as x approaches negative infinity', limit('e^(-x)', '-infinity')],
    ['\\lim_{x \\to 0} \\frac{\\sin x}{x}', limit('((sin x)/(x))', '0')],
    ['lim (x^3 - 8)/(x - 2) as x->2 from the left', limit('(x^3 - 8)/(x - 2)', '2', { side: 'left' })],
  ])('%s', (question, expected) => {
    expect(routeQuestion(question)).toEqual(expected);
  });
  it('reads n → ∞ for sequences', () => {
    expect(routeQuestion('lim (1+1/n)^n as n → ∞')).toEqual({ kind: 'tool', tool: 'limit', input: { expression: '(1+1/n)^n', variable: 'n', to: 'infinity' } });
  });
  it.each(['What happens to the velocity as t goes to infinity?', 'what is the speed limit in a city', 'As time goes to infinity, what happens?'])('prose is not a limit: %s', (question) => {
    const route = routeQuestion(question);
    expect(route?.kind === 'tool' ? route.tool : null).not.toBe('limit');
  });
  it.each([
    ['What is the limit of (x^2-1)/(x-1) as x approaches 1?', 'lim x→1 (x^2 - 1)/(x - 1) = 2'],
    ['what happens to 1/x as x goes to 0 from the right', 'lim x→0⁺ 1/x = ∞'],
    ['limit of (3x^2+1)/(x^2-5) as x tends to infinity', 'lim x→∞ (3x^2 + 1)/(x^2 - 5) = 3'],
  ])('answers %s', (question, answer) => {
    expect(answerQuestion(question)).toMatchObject({ ok: true, answer });
  });
});

describe('routeQuestion: chemistry as students write it', () => {
  it.each([
    ['N2 + H2 -> NH3 balance it', 'N2 + H2 -> NH3'],
    ['C2H6 + O2 -> CO2 + H2O balanced?', 'C2H6 + O2 -> CO2 + H2O'],
    ['Fe + O2 -> Fe2O3 pls balance', 'Fe + O2 -> Fe2O3'],
  ])('%s: the request after the equation is not part of it', (question, equation) => {
    expect(routeQuestion(question)).toEqual({ kind: 'tool', tool: 'balance_equation', input: { equation } });
  });

  it.each([
    ['molar mass of glucose C6H12O6', 'C6H12O6'],
    ['molar mass of water', 'H2O'],
    ['molar mass of the sulfuric acid', 'H2SO4'],
    ['molar mass of CuSO4·5H2O', 'CuSO4·5H2O'],
  ])('%s: the formula, named or written', (question, formula) => {
    expect(routeQuestion(question)).toEqual({ kind: 'tool', tool: 'molar_mass', input: { formula } });
  });
});

describe('routeQuestion: systems as students write them', () => {
  it.each([
    ['\\begin{cases} 3x + y = 7 \\\\ x - 2y = -7 \\end{cases}', ['3x + y = 7', 'x - 2y = -7']],
    ['\\left\\{\\begin{array}{l} x + 3y = 11 \\\\ 2x - y = 1 \\end{array}\\right.', ['x + 3y = 11', '2x - y = 1']],
    ['x + y = 50, x - y = 14, find x and y', ['x + y = 50', 'x - y = 14']],
    ['two numbers x and y add up to 50 and x - y = 14. find x and y', ['x + y = 50', 'x - y = 14']],
    ['the sum of a and b is 12 and the difference of a and b is 4', ['a + b = 12', 'a - b = 4']],
  ])('%s', (question, equations) => {
    expect(answerQuestion(question)?.ok, question).toBe(true);
    expect(routeQuestion(question)).toMatchObject({ tool: 'solve_system', input: { equations } });
  });
});

describe('routeQuestion: rounding on its own', () => {
  it.each([
    ['Round 3.14159 to 2 decimal places.', '3.14'],
    ['0.0045678 to 3 sig figs', '0.00457'],
    ['round 2/3 to 3 dp', '0.667'],
  ])('%s', (question, expected) => {
    const r = answerQuestion(question);
    expect(r?.ok && r.answer).toBe(expected);
  });

  it('needs a number to round: words alone are not a question for the calculator', () => {
    expect(routeQuestion('round the corner to 2 decimal places')).toBeNull();
  });
});

describe('routeQuestion: LaTeX set signs', () => {
  it('reads P(A \\cup B) as P(A ∪ B)', () => {
    const r = answerQuestion('A and B are mutually exclusive with P(A) = 0.5 and P(B) = 0.3. Find P(A \\cup B).');
    expect(r?.ok && r.answer).toBe('4/5 ≈ 0.8');
  });
});

describe('routeQuestion: an echo', () => {
  it('goes to the physics situations, which know the sound goes there and back', () => {
    const r = answerQuestion('i shout at a cliff and hear the echo 3 s later. speed of sound 340 m/s. how far is the cliff');
    expect(r?.ok && r.answer).toBe('d = 510 m');
  });
});
