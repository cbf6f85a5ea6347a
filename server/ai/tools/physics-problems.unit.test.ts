import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saidBy, solvedValue } from './test-support';
import { physicsProblem } from './physics-problems';
import { answerQuestion } from './route';

const value = (question: string) => solvedValue(physicsProblem, question);

describe('physics situations', () => {
  it('motion with constant acceleration, falling and thrown objects', () => {
    expect(value('A car accelerates from rest at 3 m/s² for 5 s. What is its final speed?')).toBeCloseTo(15, 10);
    expect(value('stopping distance from 20 m/s if it decelerates at 4 m/s²')).toBeCloseTo(50, 10);
    expect(value('a ball is dropped from 20 m. how long till it hits the ground')).toBeCloseTo(Math.sqrt(40 / 9.8), 10);
    expect(value('A ball is thrown straight up at 15 m/s. What is its maximum height? (g = 9.81 m/s²)')).toBeCloseTo(225 / (2 * 9.81), 10);
    expect(value('v² = u² + 2as with u = 10 m/s, a = −2 m/s², s = 16 m. find v')).toBeCloseTo(6, 10);
  });

  it('friction from its coefficient on level ground, and nothing from F = ma when friction is left out', () => {
    expect(value('A 15 kg crate is pulled along a rough floor by a horizontal force of 80 N. The coefficient of friction is 0.3. Find the acceleration.')).toBeCloseTo((80 - 0.3 * 15 * 9.8) / 15, 10);
    expect(value('a 10 kg box is pulled with a force of 20 N. the coefficient of friction is 0.4. find its acceleration')).toBe(0);
    expect(answerQuestion('a 5 kg mass is pushed by a 20 N force up a ramp with friction. what is its acceleration?')).toBeNull();
  });

  it("one resistor's share of a series or parallel circuit, the resistor named again not counted twice", () => {
    expect(value('Three resistors of 2 Ω, 4 Ω and 6 Ω are connected in series to a 12 V supply. What is the potential difference across the 4 Ω resistor?')).toBeCloseTo(4, 10);
    expect(value('a 6 Ω and a 3 Ω resistor are in parallel across a 12 V battery. what is the current through the 3 Ω resistor?')).toBeCloseTo(4, 10);
  });

  it('heating with the specific heat capacity written out, and friction between two named surfaces', () => {
    expect(value('How much energy is needed to heat 2.0 kg of water from 20 °C to 80 °C? Specific heat capacity of water = 4200 J/kg°C.')).toBeCloseTo(504000, 6);
    expect(value('A 5 kg block is pulled along a horizontal floor by a horizontal force of 30 N. The coefficient of friction between block and floor is 0.4. Find the acceleration of the block.')).toBeCloseTo((30 - 0.4 * 5 * 9.8) / 5, 10);
  });

  it('the density of a block from its mass and edges', () => {
    expect(value('a block measures 5 cm × 4 cm × 2 cm and has mass 120 g. whats its density')).toBeCloseTo(3, 10);
    expect(value('a block has mass 2.5 kg and measures 10 cm × 5 cm × 20 cm. what is its density in kg/m³')).toBeCloseTo(2500, 8);
  });

  it('forces, energy, momentum', () => {
    expect(value('A 10 N force pushes a 2 kg box and friction is 4 N. What is the acceleration?')).toBeCloseTo(3, 10);
    expect(value('A 40 N force at 60° to the direction of motion moves an object 5 m. How much work is done?')).toBeCloseTo(100, 8);
    expect(value('A 2 kg cart moving at 3 m/s hits a 1 kg cart at rest and they stick together. What is their speed afterwards?')).toBeCloseTo(2, 10);
    expect(value('A 0.5 kg ball hits a wall at 10 m/s and rebounds at 8 m/s. What is the magnitude of the impulse?')).toBeCloseTo(9, 10);
    expect(value('A 1500 kg car moving at 20 m/s stops in 40 m. What is the average braking force?')).toBeCloseTo(7500, 8);
  });

  it('circuits, waves and lenses', () => {
    expect(value('A 12 V battery is connected to a 2 Ω resistor in series with a parallel pair of 3 Ω and 6 Ω. What current flows from the battery?')).toBeCloseTo(3, 10);
    expect(value('6 ohm and 3 ohm in parallel')).toBeCloseTo(2, 10);
    expect(value('cost of running a 100 W bulb for 10 hours at 15 cents per kWh')).toBeCloseTo(15, 10);
    expect(value('What is the wavelength of a 440 Hz sound wave if the speed of sound is 343 m/s?')).toBeCloseTo(343 / 440, 10);
    expect(value('A converging lens has f = 10 cm. An object is 30 cm from the lens. How far from the lens is the image?')).toBeCloseTo(15, 10);
  });

  it('any three of u, a, t give the v and s the equations of motion give', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 20 }), (u, a, time) => {
        const v = u + a * time;
        const s = u * time + 0.5 * a * time * time;
        expect(value(`u = ${u} m/s, a = ${a} m/s^2, t = ${time} s. find v`)).toBeCloseTo(v, 8);
        expect(value(`u = ${u} m/s, a = ${a} m/s^2, t = ${time} s. find s`)).toBeCloseTo(s, 8);
        expect(value(`u = ${u} m/s, v = ${v} m/s, s = ${s} m. find a`)).toBeCloseTo(a, 8);
      }),
      { numRuns: 60 },
    );
  });
});

describe('physics situations: echoes, average acceleration, gravitation, pressure at a depth', () => {
  const said = saidBy(physicsProblem);

  it('answers each with its one formula, units carried', () => {
    expect(said('i shout at a cliff and hear the echo 3 s later. speed of sound 340 m/s. how far is the cliff')).toBe('d = 510 m');
    expect(said('a car goes from 0 to 27 m/s in 9 s. average acceleration?')).toBe('a = 3 m/s²');
    expect(said('a train speeds up from 36 km/h to 72 km/h in 20 s, what is its acceleration')).toBe('a = 0.5 m/s²');
    expect(said('gravitational force between two 1000 kg masses 2 m apart? G = 6.674e-11')).toBe('F = 1.6685 × 10^-5 N');
    expect(said('pressure due to the water alone at a depth of 10 m (ρ = 1000 kg/m³, g = 9.8)')).toBe('p = 98000 Pa');
  });

  it('leaves an echo it cannot read to nobody rather than to a formula for something else', () => {
    expect(said('a bat hears the echo of its 40 kHz call, what is the wavelength at 340 m/s')).toBeNull();
  });
});
