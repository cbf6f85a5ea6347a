/**
 * The physics formula book as data: names, aliases, variables with SI units. Kept free of mathjs so
 * the tool catalogue (and an LLM provider's tool list) can describe it without loading the maths.
 */
/** A quantity in a formula, with its SI unit for conversions and checks. */
export interface PhysicsVariable {
  symbol: string;
  text: string;
  latex: string;
  name: string;
  /** SI unit in mathjs syntax. */
  unit: string;
  unitText: string;
  unitLatex: string;
  /** Used when the student does not give it (g = 9.8 m/s², SCHOOL_G). */
  defaultValue?: number;
  /** A physical constant that is never solved for (c). */
  constant?: boolean;
}

/** A formula of the form target = k · Π factorᵖ, which every formula in the book is; that makes any variable solvable. */
export interface PhysicsFormula {
  id: string;
  name: string;
  equation: string;
  latex: string;
  description: string;
  aliases: string[];
  target: string;
  k: [number, number];
  factors: Array<[string, number]>;
  variables: PhysicsVariable[];
  example: Record<string, string>;
}

const v = (symbol: string, name: string, unit: string, unitText: string, unitLatex: string, extra: Partial<PhysicsVariable> = {}): PhysicsVariable => ({
  symbol, text: symbol, latex: symbol, name, unit, unitText, unitLatex, ...extra,
});
const MASS = v('m', 'mass', 'kg', 'kg', '\\mathrm{kg}');
/** The school value of g at the Earth's surface, taken when a question does not give one (every physics tool). */
export const SCHOOL_G = 9.8;

const G = v('g', 'gravitational field strength', 'm/s^2', 'm/s²', '\\mathrm{m/s^2}', { defaultValue: SCHOOL_G });
const ENERGY = (symbol: string, name: string, extra: Partial<PhysicsVariable> = {}) => v(symbol, name, 'J', 'J', '\\mathrm{J}', extra);
const SPEED = (symbol: string, name = 'speed') => v(symbol, name, 'm/s', 'm/s', '\\mathrm{m/s}');
const FORCE = v('F', 'force', 'N', 'N', '\\mathrm{N}');
const LENGTH = (symbol: string, name: string) => v(symbol, name, 'm', 'm', '\\mathrm{m}');
const TIME = v('t', 'time', 's', 's', '\\mathrm{s}');
const VOLTAGE = v('V', 'voltage', 'V', 'V', '\\mathrm{V}');
const CURRENT = v('I', 'current', 'A', 'A', '\\mathrm{A}');
const POWER = v('P', 'power', 'W', 'W', '\\mathrm{W}');

/** The formula book: the relations the tutor can compute with units and explain. */
export const FORMULAS: PhysicsFormula[] = [
  {
    id: 'mass-energy', name: 'Mass–energy equivalence', equation: 'E = mc²', latex: 'E = mc^2',
    description: 'Mass and energy are two forms of the same thing: a mass m at rest has energy E = mc², where c ≈ 3.00 × 10⁸ m/s is the speed of light. Because c² is enormous, a tiny mass corresponds to a huge energy — the basis of nuclear power and of the Sun’s energy.',
    aliases: ['e=mc2', 'e=mc^2', 'e=m*c^2', 'mass-energy', 'mass energy', 'massenergy', 'einstein'],
    target: 'E', k: [1, 1], factors: [['m', 1], ['c', 2]],
    variables: [ENERGY('E', 'energy'), MASS, v('c', 'speed of light', 'm/s', 'm/s', '\\mathrm{m/s}', { defaultValue: 299792458, constant: true })],
    example: { m: '1 g' },
  },
  {
    id: 'newtons-second-law', name: 'Newton’s second law', equation: 'F = ma', latex: 'F = ma',
    description: 'The net force on an object equals its mass times its acceleration: the same force accelerates a light object more than a heavy one.',
    aliases: ['f=ma', "newton's second law", 'newtons second law', 'second law of motion', 'newton 2'],
    target: 'F', k: [1, 1], factors: [['m', 1], ['a', 1]],
    variables: [FORCE, MASS, v('a', 'acceleration', 'm/s^2', 'm/s²', '\\mathrm{m/s^2}')],
    example: { m: '2 kg', a: '3 m/s^2' },
  },
  {
    id: 'weight', name: 'Weight', equation: 'W = mg', latex: 'W = mg',
    description: 'Weight is the gravitational force on a mass: W = mg, with g ≈ 9.8 m/s² (N/kg) at the Earth’s surface. Mass stays the same everywhere; weight depends on g.',
    aliases: ['w=mg', 'weight'],
    target: 'W', k: [1, 1], factors: [['m', 1], ['g', 1]],
    variables: [v('W', 'weight', 'N', 'N', '\\mathrm{N}'), MASS, G],
    example: { m: '50 kg' },
  },
  {
    id: 'kinetic-energy', name: 'Kinetic energy', equation: 'KE = ½mv²', latex: 'E_k = \\tfrac{1}{2}mv^2',
    description: 'Kinetic energy is the energy of motion: KE = ½mv². Doubling the speed quadruples the kinetic energy.',
    aliases: ['kinetic energy', 'ke=1/2mv2', 'ke=½mv2', 'ek=1/2mv2', 'ke=0.5mv2'],
    target: 'KE', k: [1, 2], factors: [['m', 1], ['v', 2]],
    variables: [ENERGY('KE', 'kinetic energy', { text: 'KE', latex: 'E_k' }), MASS, SPEED('v')],
    example: { m: '1000 kg', v: '20 m/s' },
  },
  {
    id: 'potential-energy', name: 'Gravitational potential energy', equation: 'PE = mgh', latex: 'E_p = mgh',
    description: 'Lifting a mass m through a height h stores energy PE = mgh in the gravitational field; it is released as the object falls.',
    aliases: ['potential energy', 'gravitational potential energy', 'pe=mgh', 'gpe', 'ep=mgh'],
    target: 'PE', k: [1, 1], factors: [['m', 1], ['g', 1], ['h', 1]],
    variables: [ENERGY('PE', 'potential energy', { text: 'PE', latex: 'E_p' }), MASS, G, LENGTH('h', 'height')],
    example: { m: '2 kg', h: '10 m' },
  },
  {
    id: 'ohms-law', name: 'Ohm’s law', equation: 'V = IR', latex: 'V = IR',
    description: 'For a resistor, the voltage across it equals the current through it times its resistance: V = IR.',
    aliases: ["ohm's law", 'ohms law', 'ohm law', 'v=ir', 'v=i*r'],
    target: 'V', k: [1, 1], factors: [['I', 1], ['R', 1]],
    variables: [VOLTAGE, CURRENT, v('R', 'resistance', 'ohm', 'Ω', '\\Omega')],
    example: { I: '2 A', R: '6 ohm' },
  },
  {
    id: 'electric-power', name: 'Electric power', equation: 'P = VI', latex: 'P = VI',
    description: 'The power delivered to an electrical component is the voltage across it times the current through it.',
    aliases: ['electric power', 'electrical power', 'p=vi', 'p=iv'],
    target: 'P', k: [1, 1], factors: [['V', 1], ['I', 1]],
    variables: [POWER, VOLTAGE, CURRENT],
    example: { V: '230 V', I: '5 A' },
  },
  {
    id: 'power', name: 'Power', equation: 'P = W/t', latex: 'P = \\frac{W}{t}',
    description: 'Power is the rate of doing work (transferring energy): P = W/t, measured in watts (1 W = 1 J/s).',
    aliases: ['p=w/t', 'p=e/t', 'power'],
    target: 'P', k: [1, 1], factors: [['W', 1], ['t', -1]],
    variables: [POWER, ENERGY('W', 'work (energy transferred)'), TIME],
    example: { W: '600 J', t: '2 min' },
  },
  {
    id: 'density', name: 'Density', equation: 'ρ = m/V', latex: '\\rho = \\frac{m}{V}',
    description: 'Density is mass per unit volume: ρ = m/V. Objects denser than water (1000 kg/m³) sink in it.',
    aliases: ['density', 'ρ=m/v', 'rho=m/v', 'd=m/v'],
    target: 'rho', k: [1, 1], factors: [['m', 1], ['V', -1]],
    variables: [v('rho', 'density', 'kg/m^3', 'kg/m³', '\\mathrm{kg/m^3}', { text: 'ρ', latex: '\\rho' }), MASS, v('V', 'volume', 'm^3', 'm³', '\\mathrm{m^3}')],
    example: { m: '500 g', V: '250 cm^3' },
  },
  {
    id: 'speed', name: 'Speed', equation: 'v = d/t', latex: 'v = \\frac{d}{t}',
    description: 'Average speed is distance travelled divided by the time taken: v = d/t.',
    aliases: ['v=d/t', 's=d/t', 'speed', 'velocity', 'average speed'],
    target: 'v', k: [1, 1], factors: [['d', 1], ['t', -1]],
    variables: [SPEED('v'), LENGTH('d', 'distance'), TIME],
    example: { d: '100 m', t: '9.58 s' },
  },
  {
    id: 'momentum', name: 'Momentum', equation: 'p = mv', latex: 'p = mv',
    description: 'Momentum is mass times velocity: p = mv. In a collision the total momentum is conserved.',
    aliases: ['momentum', 'p=mv'],
    target: 'p', k: [1, 1], factors: [['m', 1], ['v', 1]],
    variables: [v('p', 'momentum', 'kg m/s', 'kg·m/s', '\\mathrm{kg\\,m/s}'), MASS, SPEED('v', 'velocity')],
    example: { m: '0.16 kg', v: '30 m/s' },
  },
  {
    id: 'pressure', name: 'Pressure', equation: 'P = F/A', latex: 'P = \\frac{F}{A}',
    description: 'Pressure is force per unit area: P = F/A, in pascals (1 Pa = 1 N/m²). The same force on a smaller area gives a bigger pressure.',
    aliases: ['pressure', 'p=f/a'],
    target: 'P', k: [1, 1], factors: [['F', 1], ['A', -1]],
    variables: [v('P', 'pressure', 'Pa', 'Pa', '\\mathrm{Pa}'), FORCE, v('A', 'area', 'm^2', 'm²', '\\mathrm{m^2}')],
    example: { F: '500 N', A: '0.25 m^2' },
  },
  {
    id: 'work', name: 'Work done', equation: 'W = Fd', latex: 'W = Fd',
    description: 'Work is done when a force moves something along its direction: W = Fd, in joules.',
    aliases: ['w=fd', 'w=f*d', 'work done', 'work'],
    target: 'W', k: [1, 1], factors: [['F', 1], ['d', 1]],
    variables: [ENERGY('W', 'work'), FORCE, LENGTH('d', 'distance')],
    example: { F: '50 N', d: '3 m' },
  },
];

/** Finds a formula by id, name or alias ("F=ma", "kinetic energy", "E = mc²"). */
export function findFormula(text: string): PhysicsFormula | null {
  const key = compact(text);
  const byId = FORMULAS.find((f) => f.id === text.trim());
  if (byId) return byId;
  let best: { f: PhysicsFormula; len: number } | null = null;
  for (const f of FORMULAS) {
    for (const alias of [...f.aliases, f.name.toLowerCase()]) {
      const a = compact(alias);
      if (key.includes(a) && (!best || a.length > best.len)) best = { f, len: a.length };
    }
  }
  return best?.f ?? null;
}

/** Lower-case, no spaces, ² → 2, ’ → ': makes "E = mc²" and "e=mc^2" compare equal. */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/²/g, '2').replace(/\^/g, '').replace(/[·×*]/g, '').replace(/\s+/g, '').replace(/–/g, '-');
}
