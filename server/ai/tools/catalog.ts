import { FORMULAS } from './physics-formulas';

/**
 * What each exact tool does and takes, without its implementation: the LLM tool list is built from
 * this at start-up without loading mathjs (about 70 MB), which the tools load on their first call.
 */

/** Parameter types, wrapped in zod for LLM tool calling (llm/tutor-tools.ts). */
export type ToolParameterType = 'string' | 'number' | 'string[]' | 'record';

/** One parameter of a tool, described for an LLM. */
export interface ToolParameter {
  name: string;
  type: ToolParameterType;
  description: string;
  required: boolean;
}

/** Names of the registered tools (stable: LLM tool calls use them). */
export type ToolName =
  | 'arithmetic' | 'solve_equation' | 'solve_inequality' | 'solve_system' | 'simplify' | 'expand' | 'factor' | 'differentiate'
  | 'integrate' | 'balance_equation' | 'molar_mass' | 'convert_units' | 'physics_formula' | 'explain_concept'
  | 'limit'
  | 'geometry' | 'coordinate_geometry' | 'vectors'
  | 'statistics' | 'number_theory' | 'probability' | 'chemistry_amounts' | 'word_problem' | 'physics_problem' | 'statistics_problem' | 'calculus_problem';

/** One tool as described to a model or the router. */
export interface ToolSpec {
  name: ToolName;
  description: string;
  parameters: ToolParameter[];
}

/** Every concept explain_concept knows: the quadratic formula and each formula of the book. */
export const CONCEPTS: readonly string[] = ['quadratic-formula', ...FORMULAS.map((f) => f.id)];

const p = (name: string, type: ToolParameterType, description: string, required = true): ToolParameter => ({ name, type, description, required });
/**
 * How every expression parameter is read, stated once for models (issue 14): the conventions are
 * the tools', so a model that writes log(100) meaning base 10 says log10(100).
 */
const CONVENTIONS = 'Conventions: ln(x) and log(x) are the natural logarithm (write log10(x) for base 10, log2(x) for base 2); sin, cos and tan take radians (write sin(30*pi/180) for 30°); ^ is a power; a/b written as (a/b) is one fraction.';
const EXPRESSION = p('expression', 'string', `The expression in plain maths notation, e.g. "3x^2 - 2x + 1" or "(x+1)(x-2)". ${CONVENTIONS}`);

/** The catalogue: every exact-computation tool with its description and parameters. */
export const TOOL_SPECS: readonly ToolSpec[] = [
  {
    name: 'arithmetic',
    description: 'Evaluate arithmetic exactly: fractions, powers, roots (as simplified radicals), percentages, factorials; decimals alongside. Returns the verified steps; a value that does not exist (tan(pi/2), log of 0, a division by zero) is an error, not a number.',
    parameters: [p('expression', 'string', `Arithmetic only, no variables, e.g. "3/4 + 5/6", "sqrt(12)", "15% of 80". ${CONVENTIONS}`)],
  },
  {
    name: 'solve_equation',
    description: 'Solve an equation in one unknown: linear, quadratic (exact, complex roots explained), polynomial (rational roots exact, others approximate) or with the unknown in a denominator; trigonometric equations on an interval (every solution in it, exact at special angles).',
    parameters: [
      p('equation', 'string', 'E.g. "x^2 - 5x + 6 = 0" or "2x + 3 = 7". Without "=", the expression is set equal to 0.'),
      p('variable', 'string', 'The unknown to solve for (default x).', false),
      p('interval', 'string', 'For an equation with sin, cos or tan of the unknown: the interval to find every solution in, e.g. "0 <= x <= 360 degrees" or "[0, 2*pi)". Degrees when the interval says so (answers in degrees), radians otherwise.', false),
    ],
  },
  {
    name: 'solve_inequality',
    description: 'Solve an inequality or a double inequality in one unknown (polynomials, fractions with the unknown in a denominator, absolute values). Answers in inequality and interval notation, checked at test points.',
    parameters: [p('inequality', 'string', 'E.g. "2x + 3 < 11", "x^2 - 5x + 6 >= 0", "-4 < 2x + 2 <= 8" or "|x - 2| < 3".'), p('variable', 'string', 'The unknown (default: the only letter).', false)],
  },
  {
    name: 'solve_system',
    description: 'Solve two linear equations in two unknowns by elimination, including the no-solution and infinitely-many cases.',
    parameters: [p('equations', 'string[]', 'Exactly two equations, e.g. ["2x + 3y = 7", "x - y = 1"].')],
  },
  {
    name: 'probability',
    description: 'Probability and counting from a description in words: nCr, nPr, n!, arrangements of letters, committees and places, codes, outfits; fair dice and spinners (every outcome listed), coins, a standard 52-card deck, bags of coloured counters with or without replacement, binomial distributions Bin(n, p), and P(A), P(B), P(A ∩ B), P(A ∪ B), P(A|B). Exact fractions.',
    parameters: [p('question', 'string', 'The experiment and the event, e.g. "two dice are rolled, probability the sum is 7" or "X ~ Bin(10, 0.3), P(X = 2)".')],
  },
  {
    name: 'chemistry_amounts',
    description: 'Amounts of substance from a description in words: grams ↔ moles ↔ molecules or atoms (Avogadro 6.022e23), concentration c = n/V, grams for a solution, dilution C1V1 = C2V2, pH of strong acids and bases (at 25 °C), pOH and [H+] from pH, percentage by mass, the ideal gas law (R = 8.314), Charles\'s law, moles at STP (22.4 L/mol), percentage yield, and amounts in a reaction: the mass or moles of a product or reactant from the amounts given, with the limiting reagent (the equation written, or built from the names; a complete combustion is balanced itself). Substances by formula or common name.',
    parameters: [p('question', 'string', 'E.g. "how many moles in 36 g of water", "pH of 0.01 M HCl" or "50 mL of 2.0 M HCl diluted to 250 mL, new concentration".')],
  },
  {
    name: 'word_problem',
    description: 'Everyday word problems from their wording: simple and compound interest (annual, monthly, continuous; doubling time; the deposit), depreciation, percentage change, reverse percentages, successive discounts, sharing in a ratio, direct and inverse proportion, work rates (together, a drain), meeting and average speeds, map scales, how many whole days or cups, "think of a number" puzzles (worked backwards) and consecutive integers from their sum, and angles: the interior angle sum of a polygon, each interior or exterior angle of a regular one, its number of sides from an angle, the third angle of a triangle, arc length and sector area (degrees).',
    parameters: [p('question', 'string', 'The problem as the student wrote it, e.g. "$1000 invested at 4% compounded annually for 5 years".')],
  },
  {
    name: 'calculus_problem',
    description: 'Applications of derivatives for a polynomial curve: the equation of the tangent line at x = a, the turning (stationary) points classified as local maxima or minima, and the least or greatest value over all real x (or that there is none). Checked numerically.',
    parameters: [p('question', 'string', 'The question with the curve, e.g. "equation of the tangent line to y = x^2 at x = 3" or "minimum value of f(x) = x^2 - 6x + 13".')],
  },
  {
    name: 'physics_problem',
    description: 'School physics situations from their wording, with units converted to SI: constant-acceleration motion (suvat, dropped and thrown objects, stopping), net force with friction, work and power against gravity, work at an angle, collisions (sticking together, elastic), impulse, braking force, circuits (series, parallel, a series-parallel pair, Ohm, power, charge, capacitor energy, energy and its cost per kWh), waves (v = fλ, period, pendulum, mass on a spring), thin converging lenses, projectiles, centripetal force, gravitation, spring energy, heating, efficiency. g = 9.8 m/s² unless given.',
    parameters: [p('question', 'string', 'The situation as the student wrote it, with the values and their units.')],
  },
  {
    name: 'statistics_problem',
    description: 'Statistics asked in words: z-scores, normal probabilities (N(μ, σ²) or a mean and sd), weighted means and GPAs, a missing value or an added value and the mean, frequency tables, quartiles and the IQR (only where the common methods agree), Pearson r and the least-squares slope, standard error and margin of error, scaling and shifting data, continuous uniform distributions.',
    parameters: [p('question', 'string', 'The question as the student wrote it, with its numbers.')],
  },
  { name: 'simplify', description: 'Simplify an algebraic expression: collect like terms, cancel common factors of fractions.', parameters: [EXPRESSION] },
  { name: 'expand', description: 'Multiply out brackets and powers and collect like terms.', parameters: [EXPRESSION] },
  { name: 'factor', description: 'Factor a polynomial over the rationals (common factor, rational roots, difference of squares, quadratic pairs).', parameters: [EXPRESSION] },
  {
    name: 'differentiate',
    description: 'Differentiate an expression, naming the rules used (power, sum, product, quotient, chain, trig, exp, ln); optionally evaluate at a point.',
    parameters: [EXPRESSION, p('variable', 'string', 'Variable to differentiate with respect to (default x).', false), p('order', 'number', 'Which derivative (1 = first, 2 = second…).', false), p('at', 'string', 'Optional point to evaluate the derivative at, e.g. "2".', false)],
  },
  {
    name: 'integrate',
    description: 'Integrate polynomials and common functions (xⁿ, 1/x, eˣ, e^(ax), sin, cos, …) with + C; with both bounds, evaluate the definite integral.',
    parameters: [EXPRESSION, p('variable', 'string', 'Variable of integration (default x).', false), p('lower', 'string', 'Lower bound, e.g. "0" or "pi/2".', false), p('upper', 'string', 'Upper bound.', false)],
  },
  {
    name: 'limit',
    description: "Exact limit as the variable approaches a number or ±infinity, optionally from one side: substitution, factor-and-cancel for 0/0, degree comparison at infinity, one-sided ±∞ and 'does not exist', special limits (sin x/x, (1+1/n)^n), L'Hôpital. Checked numerically; refuses rather than guesses.",
    parameters: [
      EXPRESSION,
      p('to', 'string', 'What the variable approaches, e.g. "1", "pi/2", "infinity", "-infinity"; "0+" / "0-" for one side.'),
      p('variable', 'string', 'The variable (default x).', false),
      p('side', 'string', '"left", "right" or "both" (default both).', false),
    ],
  },
  {
    name: 'balance_equation',
    description: 'Balance a chemical equation (parentheses, hydrates, ionic charges) with the smallest whole-number coefficients; reports impossible ones.',
    parameters: [p('equation', 'string', 'E.g. "Al + O2 -> Al2O3" or "MnO4- + Fe2+ + H+ -> Mn2+ + Fe3+ + H2O".')],
  },
  { name: 'molar_mass', description: 'Molar mass of a chemical formula from standard atomic weights, with mass percentages.', parameters: [p('formula', 'string', 'E.g. "H2SO4", "Ca(OH)2", "CuSO4·5H2O".')] },
  {
    name: 'convert_units',
    description: 'Convert a value between units (length, mass, time, speed, temperature, energy, …); refuses incompatible units.',
    parameters: [p('value', 'number', 'The number to convert.'), p('from', 'string', 'Unit of the value, e.g. "km", "°F", "hours".'), p('to', 'string', 'Target unit, e.g. "miles", "°C", "minutes".')],
  },
  {
    name: 'physics_formula',
    description: `Compute with a physics formula and units, solving for the one unknown quantity. Formulas: ${FORMULAS.map((f) => `${f.id} (${f.equation})`).join(', ')}.`,
    parameters: [
      p('formula', 'string', 'Formula id or equation, e.g. "mass-energy" or "F=ma".'),
      p('known', 'record', 'Known quantities by symbol with units, e.g. {"m": "2 kg", "a": "3 m/s^2"}.'),
      p('unknown', 'string', 'Symbol to solve for (optional if only one is missing).', false),
      p('unit', 'string', 'The unit the answer is asked in, e.g. "g/cm^3" or "kJ" (SI when left out).', false),
    ],
  },
  {
    name: 'statistics',
    description: 'Mean, median, mode(s), range, variance and standard deviation of a list of numbers (population unless sample is true), exact where sensible, with steps.',
    parameters: [
      p('numbers', 'string', 'The data, separated by commas or spaces, e.g. "4, 8, 15, 16, 23, 42" (at most 10,000 numbers).'),
      p('measure', 'string', 'Which measures: "mean", "median", "mode", "range", "variance", "standard deviation", several joined by commas, or "summary" for all (default).', false),
      p('sample', 'string', '"true" for sample variance / standard deviation (divide by n − 1); population otherwise.', false),
    ],
  },
  {
    name: 'number_theory',
    description: 'Whole-number facts up to 10^15: GCD/HCF and LCM of two or more numbers, whether a number is prime (with the reason), prime factorisation, list of factors.',
    parameters: [
      p('operation', 'string', 'One of "gcd", "lcm", "is_prime", "prime_factors", "factors".'),
      p('numbers', 'string', 'Whole numbers separated by commas, e.g. "12, 18" (one number for is_prime, prime_factors and factors).'),
      p('method', 'string', 'For gcd/lcm of two numbers: "euclid" for Euclid\'s algorithm; prime factorisations otherwise.', false),
    ],
  },
  {
    name: 'geometry',
    description: 'Exact school geometry with units: area, perimeter/circumference, diagonal of circle, square, rectangle, triangle (base·height or three sides by Heron), trapezoid, parallelogram; volume and surface area of cube, cuboid (box), sphere, cylinder, cone; Pythagoras (hypotenuse, missing leg, is it right-angled). Keeps π and roots exact (9π, 5√2) with a decimal.',
    parameters: [
      p('shape', 'string', 'circle, square, rectangle, triangle, right triangle, trapezoid, parallelogram, cube, cuboid, sphere, cylinder or cone.'),
      p('measure', 'string', 'area, perimeter, circumference, radius, diameter, diagonal, volume, surface area, lateral area, slant height, hypotenuse, leg (missing side of a right triangle) or right angle (check whether sides a, b, c make a right triangle).'),
      p('dimensions', 'record', 'Lengths with optional units, e.g. {"radius": "3 cm"}, {"length": "5 m", "width": "2 m"}, {"base": 6, "height": 4}, {"a": 5, "b": 12, "c": 13} (triangle sides or right-triangle legs a, b and hypotenuse c), trapezoid parallel sides a, b with height.'),
      p('capacity', 'string', 'For a volume: "L" or "mL" when the question asks how much it holds in litres or millilitres.', false),
    ],
  },
  {
    name: 'coordinate_geometry',
    description: 'Through two points, exactly: the slope (a fraction; undefined for vertical lines), the distance (simplified surd), the midpoint, or the equation of the line (y = mx + b, or x = c).',
    parameters: [
      p('operation', 'string', 'slope, distance, midpoint or line.'),
      p('points', 'string[]', 'Exactly two points, e.g. ["(1, 2)", "(4, 6)"].'),
      p('coordinate', 'string', 'For the midpoint: "x" or "y" when only that coordinate is asked.', false),
      p('slope', 'string', 'For the line: its slope, when one point and the slope are given (then points holds one point), e.g. "-3" or "-1/2".', false),
    ],
  },
  {
    name: 'vectors',
    description: 'Vectors in 2 or 3 dimensions, exactly: the magnitude (a simplified surd), the dot (scalar) product, the cross (vector) product, or the angle between two vectors (degrees unless radians are asked; checked by the cosine rule).',
    parameters: [
      p('operation', 'string', 'angle, dot, cross or magnitude.'),
      p('vectors', 'string[]', 'The vectors, e.g. ["(1, 2, 2)", "(2, 1, -2)"] or ["3i - 4j + k"]; one for magnitude, two otherwise.'),
      p('angleUnit', 'string', 'For the angle: "degrees" (default) or "radians".', false),
    ],
  },
  {
    name: 'explain_concept',
    description: `Explain a formula with a worked, computed example. Concepts: ${CONCEPTS.join(', ')}.`,
    parameters: [p('concept', 'string', 'Concept id, e.g. "quadratic-formula" or "mass-energy".')],
  },
];
