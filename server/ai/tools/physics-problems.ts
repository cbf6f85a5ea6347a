import { SCHOOL_G } from './physics-formulas';
import { firstAnswer } from './solvers';
import { formatMeasured, formatNumber } from './format';
import { ToolInputError, step, succeed, type ToolResult, type ToolStep } from './types';

/**
 * School physics situations read from their wording (issue 14): motion with constant acceleration
 * (suvat, falling and thrown objects), forces with friction, work, power and energy, collisions and
 * impulse, circuits (series, parallel, power, charge, energy and its cost), waves and oscillations,
 * thin lenses, projectiles, circular motion, gravitation, springs, heating. Every quantity is read
 * with its unit and converted to SI; the answer carries its unit. g is 9.8 m/s² unless the
 * question gives it, and the answer says so.
 */

const TOOL = 'physics_problem';

type Kind = 'velocity' | 'acceleration' | 'length' | 'time' | 'mass' | 'force' | 'energy' | 'power' | 'voltage' | 'current' | 'resistance' | 'frequency' | 'angle' | 'capacitance' | 'stiffness' | 'heat capacity';

interface Quantity {
  kind: Kind;
  si: number;
  at: number;
  text: string;
}

const UNITS: Array<[RegExp, Kind, number]> = [
  [/^m\/s(?:\^?2|²)$|^m\s*s\^?-2$|^m\/s\/s$/i, 'acceleration', 1],
  [/^m\/s$|^ms-1$/i, 'velocity', 1],
  [/^km\/h$|^kmh$|^kph$/i, 'velocity', 1 / 3.6],
  [/^mph$/i, 'velocity', 0.44704],
  [/^kg$/i, 'mass', 1],
  [/^g$/, 'mass', 1e-3],
  [/^N\/m$/, 'stiffness', 1],
  [/^kN$/, 'force', 1e3],
  [/^N$/, 'force', 1],
  [/^kJ$/, 'energy', 1e3],
  [/^J$/, 'energy', 1],
  [/^kWh$/, 'energy', 3.6e6],
  [/^kW$/, 'power', 1e3],
  [/^W$/, 'power', 1],
  [/^V$/, 'voltage', 1],
  [/^mA$/, 'current', 1e-3],
  [/^A$/, 'current', 1],
  [/^(?:Ω|ohms?)$/i, 'resistance', 1],
  [/^kΩ$/, 'resistance', 1e3],
  [/^MHz$/, 'frequency', 1e6],
  [/^kHz$/, 'frequency', 1e3],
  [/^Hz$/, 'frequency', 1],
  [/^(?:μF|µF|uF)$/, 'capacitance', 1e-6],
  [/^F$/, 'capacitance', 1],
  [/^J\/(?:kg)?\s*°?C$|^J\/kg°C$|^J\/\(kg·?°?C\)$|^J\/kgK$/i, 'heat capacity', 1],
  [/^km$/i, 'length', 1e3],
  [/^cm$/, 'length', 1e-2],
  [/^mm$/, 'length', 1e-3],
  [/^m$/, 'length', 1],
  [/^(?:min|mins|minutes?)$/i, 'time', 60],
  [/^(?:h|hrs?|hours?)$/i, 'time', 3600],
  [/^(?:s|sec|secs|seconds?)$/i, 'time', 1],
  [/^(?:°|degrees?)$/i, 'angle', Math.PI / 180],
];

/** Every number with a unit in the question, in SI, in the order written. */
function quantities(t: string): Quantity[] {
  const out: Quantity[] = [];
  const re = /(?<![\w.])(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(m\/s(?:\^?2|²)|m\/s\/s|m\/s|km\/h|mph|kg|N\/m|kN|N|kWh|kW|kJ|J\/\(?kg\s*·?\s*°?C\)?|J|W|V|mA|A|kΩ|Ω|ohms?|MHz|kHz|Hz|μF|µF|uF|F|km|cm|mm|m|min(?:ute)?s?|hours?|hrs?|h|sec(?:ond)?s?|s|°|degrees?|g)(?![a-zA-Z])/g;
  for (const m of t.matchAll(re)) {
    const unit = m[2].replace(/\s+/g, '');
    const row = UNITS.find(([p]) => p.test(unit));
    if (!row) continue;
    out.push({ kind: row[1], si: Number(m[1]) * row[2], at: m.index ?? 0, text: m[0] });
  }
  return out;
}

function of(qs: Quantity[], kind: Kind): Quantity[] {
  return qs.filter((q) => q.kind === kind);
}

function one(qs: Quantity[], kind: Kind): number | undefined {
  const list = of(qs, kind);
  return list.length === 1 ? list[0].si : undefined;
}

/** g as the question gives it ("g = 9.81", "g = 10 m/s²"), or the school value (SCHOOL_G). */
function gravity(t: string): { g: number; said: string } {
  const m = /\bg\s*=\s*(\d+(?:\.\d+)?)/i.exec(t) ?? /\buse\s+(\d+(?:\.\d+)?)\s*m\/s/i.exec(t);
  return m ? { g: Number(m[1]), said: `g = ${m[1]} m/s² as given` } : { g: SCHOOL_G, said: `g = ${SCHOOL_G} m/s²` };
}

const show = formatMeasured;

function answer(symbol: string, value: number, unit: string, steps: ToolStep[]): ToolResult {
  if (!Number.isFinite(value)) throw new ToolInputError('Those values do not give a physical answer (check the numbers: a square root of a negative, or a division by zero).');
  return succeed(TOOL, `${symbol} = ${show(value)}${unit ? ` ${unit}` : ''}`, steps, { data: { value, unit } });
}

/** Motion with constant acceleration: u, v, a, s, t, three known, one asked. */
function suvat(t: string, qs: Quantity[]): ToolResult | null {
  const known: Partial<Record<'u' | 'v' | 'a' | 's' | 't', number>> = {};
  const symbol = (name: string) => new RegExp(String.raw`\b${name}\s*=\s*(-?\d+(?:\.\d+)?)`, 'i').exec(t.replace(/[−–]/g, '-'));
  for (const name of ['u', 'v', 'a', 's', 't'] as const) {
    const m = symbol(name);
    if (m) known[name] = Number(m[1]);
  }
  const explicit = Object.keys(known).length >= 3;
  const { g, said } = gravity(t);
  const steps: ToolStep[] = [];
  if (!explicit) {
    if (!/\baccelerat|\bdecelerat|\bslows?\b|\bspeeds? up\b|\bfrom rest\b|\bdropped\b|\bfalls?\b|\bthrown\b|\b(?:hit|kicked|launched|fired|shot|tossed|projected)\s+(?:straight\s+|vertically\s+)?up|\bstops?\b|\bstopping\b|\bbrak/i.test(t)) return null;
    if (/\bangle\b|\bslope\b|\bincline\b|\bhorizontal/i.test(t) || of(qs, 'force').length || of(qs, 'mass').length) return null;
    const speeds = of(qs, 'velocity');
    // "g = 9.81 m/s²" states gravity's value; it is not the object's acceleration.
    const accel = of(qs, 'acceleration').filter((q) => !/\bg\s*=\s*$/i.test(t.slice(Math.max(0, q.at - 8), q.at)));
    const lengths = of(qs, 'length');
    const times = of(qs, 'time');
    if (/\bfrom rest\b|\bdropped\b|\bstarts? from rest\b|\bfalls? from\b/i.test(t)) known.u = 0;
    if (/\bdropped\b|\bfalls?\b|\bfree[- ]?fall\b/i.test(t) && !accel.length) {
      known.a = g;
      steps.push(step(`Falling freely: a = ${said} (air resistance ignored).`));
    }
    if (/\b(?:thrown|hit|kicked|launched|fired|shot|tossed|projected|flicked|bounced)\s+(?:straight\s+|vertically\s+|directly\s+)?up(?:wards?)?\b/i.test(t)) {
      known.a = -g;
      steps.push(step(`Going up, gravity slows it: a = −${g} m/s² (${said}).`));
      if (/\bmax(?:imum)? height\b|\bhow high\b/i.test(t)) known.v = 0;
    }
    if (/\bstops?\b|\bstopping\b|\bbraking distance\b|\bcomes? to (?:a )?(?:rest|stop)\b|\bto rest\b/i.test(t)) known.v = 0;
    if (speeds.length === 2 && /\bfrom\b.*\bto\b/i.test(t)) [known.u, known.v] = [speeds[0].si, speeds[1].si];
    else if (speeds.length === 1) {
      // The speed it has before it speeds up or slows down: "rolling at 2 m/s and then accelerates".
      const before = speeds[0].at < t.search(/\baccelerat|\bdecelerat|\bslows?\b|\bspeeds? up\b|\bbrak/i);
      if (known.u === undefined && (known.v === 0 || before || /\bat\s+[\d.]+\s*m\/s\b.*\b(?:brak|decelerat|stop)|\b(?:thrown|hit|kicked|launched|fired|shot|tossed|projected)\b|\bmoving at|\btravell?ing at|\binitial/i.test(t))) known.u = speeds[0].si;
      else if (known.v === undefined) known.v = speeds[0].si;
    } else if (speeds.length > 2) return null;
    if (accel.length === 1) known.a = /\bdecelerat|\bslows?\b|\bbrak/i.test(t) ? -Math.abs(accel[0].si) : accel[0].si;
    if (lengths.length === 1) known.s = lengths[0].si;
    if (times.length === 1) known.t = times[0].si;
    if (lengths.length > 1 || times.length > 1 || accel.length > 1) return null;
  }
  const wants = (re: RegExp) => re.test(t);
  const target: 'u' | 'v' | 'a' | 's' | 't' | undefined =
    explicit
      ? (/\bfind\s+([uvast])\b|\bwhat is\s+([uvast])\b/i.exec(t)?.slice(1).find(Boolean)?.toLowerCase() as 'u' | 'v' | 'a' | 's' | 't' | undefined) ??
        (['u', 'v', 'a', 's', 't'] as const).find((k) => known[k] === undefined && wants(new RegExp(`\\b${k}\\b`)))
      : wants(/\bmax(?:imum)? height\b|\bhow high\b|\bstopping distance\b|\bhow far\b|\bdistance\b|\bdisplacement\b/i)
        ? 's'
        : wants(/\bhow long\b|\btime\b|\bhits? the ground\b.*\bhow long|\btill it hits\b|\buntil it hits\b/i)
          ? 't'
          : wants(/\b(?:final |top )?(?:speed|velocity)\b|\bhow fast\b/i)
            ? 'v'
            : wants(/\bacceleration\b|\bdeceleration\b/i)
              ? 'a'
              : undefined;
  if (!target || known[target] !== undefined) return null;
  const { u, v, a, s, t: time } = known;
  const have = (...k: Array<keyof typeof known>) => k.every((x) => known[x] !== undefined);
  const names: Record<string, string> = { u: 'u (initial velocity)', v: 'v (final velocity)', a: 'a (acceleration)', s: 's (displacement)', t: 't (time)' };
  steps.unshift(step(`Constant acceleration, so use the suvat equations. Known: ${(Object.keys(known) as Array<keyof typeof known>).map((k) => `${k} = ${show(known[k]!)}`).join(', ')}; find ${names[target]}.`));
  const units: Record<string, string> = { u: 'm/s', v: 'm/s', a: 'm/s²', s: 'm', t: 's' };
  const done = (value: number, how: string) => {
    steps.push(step(how));
    // "What is its deceleration?", "the magnitude of the acceleration": the size, the sign said in words.
    if (target === 'a' && value < 0 && wants(/\bdecelerat|\bretardation\b|\bmagnitude\b|\bhow (?:quickly|fast) (?:does|did) it slow\b/i)) {
      steps.push(step(`a = ${show(value)} m/s²: the minus sign says it points against the motion, so the ${wants(/\bdecelerat/i) ? 'deceleration' : 'magnitude of the acceleration'} is ${show(-value)} m/s².`));
      return succeed(TOOL, `${wants(/\bdecelerat/i) ? 'deceleration' : '|a|'} = ${show(-value)} m/s²`, steps, { data: { value: -value, unit: 'm/s²' } });
    }
    return answer(target, value, units[target], steps);
  };
  switch (target) {
    case 'v':
      if (have('u', 'a', 't')) return done(u! + a! * time!, `v = u + at = ${show(u!)} + ${show(a!)} × ${show(time!)}.`);
      if (have('u', 'a', 's')) {
        const v2 = u! * u! + 2 * a! * s!;
        if (v2 < 0) throw new ToolInputError('With these values v² would be negative: the object never gets that far.');
        return done(Math.sqrt(v2), `v² = u² + 2as = ${show(u!)}² + 2 × ${show(a!)} × ${show(s!)} = ${show(v2)}, so v = √${show(v2)}.`);
      }
      if (have('u', 's', 't')) return done((2 * s!) / time! - u!, `s = (u + v)t/2, so v = 2s/t − u.`);
      break;
    case 'a':
      if (have('u', 'v', 't')) return done((v! - u!) / time!, `a = (v − u)/t = (${show(v!)} − ${show(u!)}) ÷ ${show(time!)}.`);
      if (have('u', 'v', 's')) return done((v! * v! - u! * u!) / (2 * s!), `a = (v² − u²)/(2s).`);
      if (have('u', 's', 't')) return done((2 * (s! - u! * time!)) / (time! * time!), `s = ut + ½at², so a = 2(s − ut)/t².`);
      break;
    case 's':
      if (have('u', 'v', 'a') && a !== 0) return done((v! * v! - u! * u!) / (2 * a!), `v² = u² + 2as, so s = (v² − u²)/(2a) = (${show(v!)}² − ${show(u!)}²) ÷ (2 × ${show(a!)}).`);
      if (have('u', 'a', 't')) return done(u! * time! + 0.5 * a! * time! * time!, `s = ut + ½at² = ${show(u!)} × ${show(time!)} + ½ × ${show(a!)} × ${show(time!)}².`);
      if (have('u', 'v', 't')) return done(((u! + v!) / 2) * time!, `s = (u + v)t/2.`);
      break;
    case 't':
      if (have('u', 'v', 'a') && a !== 0) return done((v! - u!) / a!, `t = (v − u)/a.`);
      if (have('u', 'a', 's')) {
        const disc = u! * u! + 2 * a! * s!;
        if (disc < 0 || a === 0) break;
        const root = (-u! + Math.sqrt(disc)) / a!;
        return done(root, `s = ut + ½at², a quadratic in t: t = (−u + √(u² + 2as))/a (the positive root).`);
      }
      if (have('u', 'v', 's') && u! + v! !== 0) return done((2 * s!) / (u! + v!), `t = 2s/(u + v).`);
      break;
    case 'u':
      if (have('v', 'a', 't')) return done(v! - a! * time!, `u = v − at.`);
      break;
  }
  return null;
}

function circuits(t: string, qs: Quantity[]): ToolResult | null {
  const rs = of(qs, 'resistance').map((q) => q.si);
  const V = one(qs, 'voltage');
  const I = one(qs, 'current');
  const P = one(qs, 'power');
  const series = /\bseries\b/i.test(t);
  const parallel = /\bparallel\b/i.test(t);
  const steps: ToolStep[] = [];
  // "a 2 Ω resistor in series with a parallel pair of 3 Ω and 6 Ω"
  // … or "6 Ω and 12 Ω in parallel, and that combination in series with a 4 Ω": the pair named first.
  const pairFirst = /\b(?:are|is|connected|wired)?\s*in\s+parallel\b[^.?]*?\b(?:that|this|the)\s+(?:combo|combination|pair|group|arrangement)\s+(?:is\s+)?(?:in\s+series|connected\s+in\s+series)\s+with\b/i.test(t);
  if (series && parallel && rs.length === 3 && (pairFirst || /\bin series with a parallel (?:pair|combination)\b/i.test(t))) {
    const [single, a, b] = pairFirst ? [rs[2], rs[0], rs[1]] : [rs[0], rs[1], rs[2]];
    const par = 1 / (1 / a + 1 / b);
    const total = single + par;
    steps.push(step(`The parallel pair: 1/R = 1/${show(a)} + 1/${show(b)}, so R = ${show(par)} Ω.`), step(`In series with ${show(single)} Ω: R_total = ${show(total)} Ω.`));
    if (V !== undefined && /\bcurrent\b/i.test(t)) {
      steps.push(step(`I = V/R = ${show(V)} V ÷ ${show(total)} Ω.`));
      return answer('I', V / total, 'A', steps);
    }
    return answer('R', total, 'Ω', steps);
  }
  if ((series || parallel) && !(series && parallel) && rs.length >= 2) {
    const total = series ? rs.reduce((a, b) => a + b, 0) : 1 / rs.reduce((a, b) => a + 1 / b, 0);
    steps.push(step(series ? `In series resistances add: R = ${rs.map(show).join(' + ')}.` : `In parallel: 1/R = ${rs.map((r) => `1/${show(r)}`).join(' + ')}.`));
    // One resistor's share: "the potential difference across the 4 Ω resistor", "the current through the 6 Ω one".
    const named = /\b(?:across|through|for)\s+(?:the\s+)?(\d+(?:\.\d+)?)\s*(?:Ω|ohms?)\s*(?:resistor|one)?/i.exec(t);
    if (named && V !== undefined) {
      const r = Number(named[1]);
      // The resistor asked about is named again: it is one of the circuit's, not another.
      const mentions = of(qs, 'resistance').filter((q) => q.at < named.index || q.at >= named.index + named[0].length).map((q) => q.si);
      if (mentions.length !== rs.length - 1) return null;
      const total = series ? mentions.reduce((a, b) => a + b, 0) : 1 / mentions.reduce((a, b) => a + 1 / b, 0);
      steps.splice(0, steps.length, step(series ? `In series resistances add: R = ${mentions.map(show).join(' + ')} = ${show(total)} Ω.` : `In parallel: 1/R = ${mentions.map((x) => `1/${show(x)}`).join(' + ')}.`));
      const rsNamed = mentions;
      const asksV = /\bvoltage\b|\bp\.?d\.?\b|\bpotential difference\b/i.test(t);
      const asksI = /\bcurrent\b/i.test(t) && !asksV;
      const asksP = /\bpower\b/i.test(t) && !asksV && !asksI;
      if (!rsNamed.some((x) => Math.abs(x - r) < 1e-12) || !(asksV || asksI || asksP)) return null;
      const current = series ? V / total : V / r;
      const pd = series ? current * r : V;
      steps.push(step(series ? `R = ${show(total)} Ω, so the current (the same through each) is I = V/R = ${show(V)} ÷ ${show(total)} = ${show(current)} A.` : `In parallel each resistor has the full ${show(V)} V across it.`));
      if (asksV) return answer('V', pd, 'V', [...steps, step(series ? `Across ${show(r)} Ω: V = IR = ${show(current)} × ${show(r)}.` : `V = ${show(V)} V.`)]);
      if (asksI) return answer('I', current, 'A', [...steps, step(`Through ${show(r)} Ω: I = V/R = ${show(pd)} ÷ ${show(r)}.`)]);
      return answer('P', pd * current, 'W', [...steps, step(`P = VI = ${show(pd)} × ${show(current)}.`)]);
    }
    if (/\b(?:across|through)\s+(?:the\s+|each\s+|one\s+)/i.test(t)) return null;
    if (V !== undefined && /\b(?:total\s+)?power\b/i.test(t)) {
      steps.push(step(`R = ${show(total)} Ω, and P = V²/R = ${show(V)}² ÷ ${show(total)}.`));
      return answer('P', (V * V) / total, 'W', steps);
    }
    if (V !== undefined && /\bcurrent\b/i.test(t)) {
      steps.push(step(`R = ${show(total)} Ω, and I = V/R.`));
      return answer('I', V / total, 'A', steps);
    }
    if (/\bresistance\b|\bohms?\b|Ω|\bin (?:series|parallel)\s*$/i.test(t) || (!V && !I)) return answer('R', total, 'Ω', steps);
    return null;
  }
  if (rs.length > 1) return null;
  const R = rs[0];
  if (/\bpower\b/i.test(t) && P === undefined) {
    if (V !== undefined && I !== undefined) return answer('P', V * I, 'W', [step(`P = VI = ${show(V)} V × ${show(I)} A.`)]);
    if (I !== undefined && R !== undefined) return answer('P', I * I * R, 'W', [step(`P = I²R = ${show(I)}² × ${show(R)}.`)]);
    if (V !== undefined && R !== undefined) return answer('P', (V * V) / R, 'W', [step(`P = V²/R = ${show(V)}² ÷ ${show(R)}.`)]);
  }
  if (/\bvoltage\b|\bp\.?d\.?\b|\bpotential difference\b/i.test(t) && V === undefined && I !== undefined && R !== undefined) return answer('V', I * R, 'V', [step(`Ohm's law: V = IR = ${show(I)} A × ${show(R)} Ω.`)]);
  if (/\bcurrent\b/i.test(t) && I === undefined && V !== undefined && R !== undefined) return answer('I', V / R, 'A', [step(`Ohm's law: I = V/R = ${show(V)} V ÷ ${show(R)} Ω.`)]);
  if (/\bcharge\b/i.test(t) && I !== undefined) {
    const time = one(qs, 'time');
    if (time !== undefined) return answer('Q', I * time, 'C', [step(`Q = It = ${show(I)} A × ${show(time)} s.`)]);
  }
  const C = one(qs, 'capacitance');
  if (C !== undefined && V !== undefined && /\benergy\b/i.test(t)) return answer('E', 0.5 * C * V * V, 'J', [step(`E = ½CV² = ½ × ${show(C)} F × ${show(V)}².`)]);
  // What it costs is energyCost's question; an energy asked alongside a price is not answered in joules.
  if (P !== undefined && /\benergy\b|\bhow much (?:energy|electricity)\b/i.test(t) && !/\bcost|\bprice\b|\bper\s+kWh\b/i.test(t)) {
    const time = one(qs, 'time');
    if (time === undefined) return null;
    const E = P * time;
    const inKJ = /\bkJ\b/.test(t);
    return answer('E', inKJ ? E / 1000 : E, inKJ ? 'kJ' : 'J', [step(`E = Pt = ${show(P)} W × ${show(time)} s.`)]);
  }
  return null;
}

function waves(t: string, qs: Quantity[]): ToolResult | null {
  const f = one(qs, 'frequency');
  const v = one(qs, 'velocity') ?? (/\bc\s*=\s*3\s*(?:e8|×\s*10\^?8)/i.test(t) || /\b(?:light|radio|electromagnetic)\b/i.test(t) ? 3e8 : undefined);
  const lambda = one(qs, 'length');
  if (/\bpendulum\b/i.test(t) && lambda !== undefined && /\bperiod\b/i.test(t)) {
    const { g, said } = gravity(t);
    return answer('T', 2 * Math.PI * Math.sqrt(lambda / g), 's', [step(`A simple pendulum: T = 2π√(L/g) with ${said}.`), step(`T = 2π√(${show(lambda)} ÷ ${g}).`)]);
  }
  const k = one(qs, 'stiffness');
  const m = one(qs, 'mass');
  if (k !== undefined && m !== undefined && /\bfrequency\b|\bperiod\b/i.test(t) && /\bspring\b/i.test(t)) {
    const freq = Math.sqrt(k / m) / (2 * Math.PI);
    if (/\bfrequency\b/i.test(t)) return answer('f', freq, 'Hz', [step(`Mass on a spring: f = (1/2π)√(k/m) = (1/2π)√(${show(k)} ÷ ${show(m)}).`)]);
    return answer('T', 1 / freq, 's', [step(`Mass on a spring: T = 2π√(m/k).`)]);
  }
  if (f !== undefined && /\bperiod\b/i.test(t) && !/\bwavelength\b|\bspeed\b/i.test(t)) return answer('T', 1 / f, 's', [step(`T = 1/f = 1 ÷ ${show(f)} Hz.`)]);
  if (!/\bwave|\bwavelength\b|\bfrequency\b|\bsound\b|\bradio\b|\blight\b/i.test(t)) return null;
  if (/\bwavelength\b/i.test(t) && f !== undefined && v !== undefined && lambda === undefined) return answer('λ', v / f, 'm', [step(`v = fλ, so λ = v/f = ${show(v)} m/s ÷ ${show(f)} Hz.`)]);
  if (/\bspeed\b|\bvelocity\b|\bhow\s+fast\b/i.test(t) && f !== undefined && lambda !== undefined && one(qs, 'velocity') === undefined) return answer('v', f * lambda, 'm/s', [step(`v = fλ = ${show(f)} Hz × ${show(lambda)} m.`)]);
  if (/\bfrequency\b/i.test(t) && f === undefined && v !== undefined && lambda !== undefined) return answer('f', v / lambda, 'Hz', [step(`v = fλ, so f = v/λ.`)]);
  return null;
}

/** Forces a line of directed pushes leaves out: friction, a slope, gravity's part along it. */
const OPPOSING_CONTEXT = /\bfriction|\bslope\b|\bincline|\bramp\b|\bhanging\b|\bweight\b|\bgravity\b|\btension\b|\bangle\b|°/i;

function mechanics(t: string, qs: Quantity[]): ToolResult | null {
  const masses = of(qs, 'mass');
  const forces = of(qs, 'force');
  const speeds = of(qs, 'velocity');
  const lengths = of(qs, 'length');
  const { g, said } = gravity(t);
  const m = masses.length === 1 ? masses[0].si : undefined;
  const h = lengths.length === 1 ? lengths[0].si : undefined;
  const time = one(qs, 'time');
  // Net force with friction: "a 10 N force pushes a 2 kg box and friction is 4 N"
  if (/\bfriction\b/i.test(t) && forces.length === 2 && m !== undefined && /\bacceleration\b/i.test(t)) {
    const friction = forces.find((q) => /friction/i.test(t.slice(Math.max(0, q.at - 20), q.at + q.text.length + 20)) && t.slice(Math.max(0, q.at - 20), q.at).match(/friction/i)) ?? forces[1];
    const push = forces.find((q) => q !== friction)!;
    const net = push.si - friction.si;
    return answer('a', net / m, 'm/s²', [step(`Net force = ${show(push.si)} N − ${show(friction.si)} N (friction opposes the motion) = ${show(net)} N.`), step(`Newton's second law: a = F/m = ${show(net)} ÷ ${show(m)}.`)]);
  }
  // Pressure from something's own weight: "a 70 kg person stands on both feet, contact area 0.035 m²".
  const area = /(\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(m|cm|mm)\s*(?:²|\^\s*2)/i.exec(t);
  if (/\bpressure\b/i.test(t) && m !== undefined && !forces.length && area && /\bstand|\bsits?\b|\bresting\b|\brests?\b|\bon\s+(?:the\s+)?(?:floor|ground|table|snow|ice)\b|\bweigh/i.test(t)) {
    const A = Number(area[1]) * { m: 1, cm: 1e-4, mm: 1e-6 }[area[2].toLowerCase() as 'm' | 'cm' | 'mm'];
    if (A > 0) {
      const weight = m * g;
      return answer('P', weight / A, 'Pa', [
        step(`The force on the floor is the weight: W = mg = ${show(m)} × ${g} = ${show(weight)} N (${said}).`),
        ...(area[2].toLowerCase() !== 'm' ? [step(`The area in m²: ${area[1]} ${area[2]}² = ${show(A)} m².`)] : []),
        step(`P = F/A = ${show(weight)} ÷ ${show(A)} = ${show(weight / A)} Pa.`),
      ]);
    }
  }
  // A force straight up on a mass near the Earth: its weight pulls the other way ("a 1.8 kg drone's
  // propellers give 25 N of thrust straight up: its upward acceleration" is (25 − 1.8g)/1.8, not 25/1.8).
  if (forces.length === 1 && m !== undefined && /\b(?:straight\s+up|upwards?|vertically\s+up|lift(?:s|ing)?\s+(?:it|the)|thrust)\b/i.test(t) && /\bacceleration\b|\baccelerate/i.test(t) && !/\bspace\b|\bzero\s+gravity\b|\bhorizontal|\bfriction|\bslope|\bincline/i.test(t)) {
    const weight = m * g;
    const net = forces[0].si - weight;
    return answer('a', net / m, 'm/s²', [
      step(`Its weight pulls down: W = mg = ${show(m)} × ${g} = ${show(weight)} N (${said}).`),
      step(`Net upward force = ${show(forces[0].si)} − ${show(weight)} = ${show(net)} N.`),
      step(`a = F_net/m = ${show(net)} ÷ ${show(m)} = ${show(net / m)} m/s² ${net >= 0 ? 'upwards' : '(it speeds up downwards: the force is less than its weight)'}.`),
    ]);
  }
  // Forces along one line in opposite directions: "pushed with 20 N to the right and 8 N to the left".
  const DIRECTION = /^\s*(?:to\s+the\s+|towards?\s+the\s+)?(right|left|east|west|north|south|forwards?|backwards?|up(?:wards)?|down(?:wards)?)\b/i;
  const directed = forces.map((q) => ({ q, dir: DIRECTION.exec(t.slice(q.at + q.text.length))?.[1].toLowerCase().replace(/s$|wards?$/, '') }));
  if (forces.length >= 2 && m !== undefined && directed.every((d) => d.dir) && /\bacceleration\b|\baccelerate\b|\bnet\s+force\b|\bresultant\b/i.test(t) && !OPPOSING_CONTEXT.test(t)) {
    const axis = (dir: string) => (['right', 'east', 'north', 'forward', 'up'].includes(dir) ? 1 : -1);
    const pairs = [['right', 'left'], ['east', 'west'], ['north', 'south'], ['forward', 'backward'], ['up', 'down']];
    const line = pairs.find((p) => directed.every((d) => p.includes(d.dir!)));
    if (line) {
      const net = directed.reduce((sum, d) => sum + axis(d.dir!) * d.q.si, 0);
      const towards = net >= 0 ? line[0] : line[1];
      const steps = [
        step(`Take ${line[0]} as positive: net force = ${directed.map((d) => `${axis(d.dir!) > 0 ? '+' : '−'} ${show(d.q.si)} N`).join(' ').replace(/^\+ /, '')} = ${show(Math.abs(net))} N ${net === 0 ? '' : `to the ${towards}`}.`.replace(/ \.$/, '.')),
      ];
      if (/\bnet\s+force\b|\bresultant\b/i.test(t) && !/\bacceleration\b|\baccelerate\b/i.test(t)) return answer('F', Math.abs(net), 'N', steps);
      steps.push(step(`Newton's second law: a = F/m = ${show(Math.abs(net))} ÷ ${show(m)} = ${show(Math.abs(net) / m)} m/s²${net === 0 ? '' : ` to the ${towards}`}.`));
      return answer('a', Math.abs(net) / m, 'm/s²', steps);
    }
  }
  // A coefficient of friction on level ground: "80 N pulls a 15 kg crate, the coefficient of friction is 0.3".
  const mu = /\b(?:coefficient\s+of\s+(?:kinetic\s+|sliding\s+|dynamic\s+)?friction(?:\s+between\s+[^.\d]{1,40}?)?|μ(?:_?k)?)\s*(?:is|=|of|:)?\s*(0?\.\d+|\d(?:\.\d+)?)\b/i.exec(t);
  if (mu && forces.length === 1 && m !== undefined && !/\b(?:slope|incline|ramp|angle)\b|°/i.test(t) && !/\bstatic\b/i.test(t)) {
    const friction = Number(mu[1]) * m * g;
    const push = forces[0].si;
    const steps = [step(`On level ground the normal force is the weight, mg = ${show(m)} × ${g} = ${show(m * g)} N (${said}).`), step(`Friction = μ × normal force = ${mu[1]} × ${show(m * g)} = ${show(friction)} N.`)];
    if (/\bfriction(?:al)?\s+force\b|\bforce\s+of\s+friction\b|\bsize of (?:the )?friction\b/i.test(t) && !/\bacceleration\b/i.test(t)) return answer('F', friction, 'N', steps);
    if (!/\bacceleration\b|\baccelerate\b/i.test(t)) return null;
    if (push <= friction) return answer('a', 0, 'm/s²', [...steps, step(`The pull (${show(push)} N) is not more than the friction it can overcome (${show(friction)} N), so it does not accelerate.`)]);
    return answer('a', (push - friction) / m, 'm/s²', [...steps, step(`Net force = ${show(push)} − ${show(friction)} = ${show(push - friction)} N; a = F/m = ${show(push - friction)} ÷ ${show(m)}.`)]);
  }
  // Work against gravity: "work done lifting a 20 kg box up 1.5 m", "power of a 70 kg climber climbing 10 m in 20 s"
  if (/\blift|\bclimb|\braise|\b(?:runs?|ran|walks?|walked|goes|went|jogs?|jogged)\s+up\b|\bstairs\b|\bstaircase\b/i.test(t) && m !== undefined && h !== undefined) {
    const W = m * g * h;
    if (/\bpower\b/i.test(t) && time !== undefined) return answer('P', W / time, 'W', [step(`Work against gravity: W = mgh = ${show(m)} × ${g} × ${show(h)} = ${show(W)} J (${said}).`), step(`P = W/t = ${show(W)} J ÷ ${show(time)} s.`)]);
    if (/\bwork\b|\benergy\b/i.test(t)) return answer('W', W, 'J', [step(`Work against gravity: W = mgh = ${show(m)} × ${g} × ${show(h)} (${said}).`)]);
  }
  // Work by a force at an angle
  const angle = one(qs, 'angle');
  if (/\bwork\b/i.test(t) && forces.length === 1 && h !== undefined && angle !== undefined) {
    return answer('W', forces[0].si * h * Math.cos(angle), 'J', [step(`Only the component along the motion does work: W = Fd cos θ = ${show(forces[0].si)} × ${show(h)} × cos ${formatNumber((angle * 180) / Math.PI, 6)}°.`)]);
  }
  // Collisions
  if (/\bcollid|\bcollision\b|\bhits?\b|\bcrash|\brear-ends?\b|\bruns?\s+into\b|\b(?:stick|lock)(?:s|ed)?\s+together\b/i.test(t) && masses.length === 2 && !/\bwall\b/i.test(t)) {
    const [m1, m2] = masses.map((q) => q.si);
    const u1 = speeds[0]?.si;
    const u2 = /\bat rest\b|\bstationary\b/i.test(t) ? 0 : speeds[1]?.si;
    if (u1 === undefined || u2 === undefined || speeds.length > 2) return null;
    if (/\b(?:stick|lock|stay|move\s+off|latch|cling)(?:s|ed)?\s+together\b|\bcouple\b|\bjoin\b|\binelastic\b/i.test(t) && !/\belastic collision\b/i.test(t.replace(/inelastic/gi, ''))) {
      const v = (m1 * u1 + m2 * u2) / (m1 + m2);
      return answer('v', v, 'm/s', [step(`Momentum is conserved: m₁u₁ + m₂u₂ = (m₁ + m₂)v.`), step(`v = (${show(m1)} × ${show(u1)} + ${show(m2)} × ${show(u2)}) ÷ ${show(m1 + m2)}.`)]);
    }
    if (/\belastic\b/i.test(t)) {
      const v2 = (2 * m1 * u1 + (m2 - m1) * u2) / (m1 + m2);
      const v1 = ((m1 - m2) * u1 + 2 * m2 * u2) / (m1 + m2);
      const second = /\bsecond\b|\bother\b|\bstruck\b|\btarget\b/i.test(t);
      return answer(second ? 'v₂' : 'v₁', second ? v2 : v1, 'm/s', [step('In an elastic collision both momentum and kinetic energy are conserved.'), step(`v₂ = 2m₁u₁/(m₁ + m₂) + (m₂ − m₁)u₂/(m₁ + m₂); v₁ = (m₁ − m₂)u₁/(m₁ + m₂) + 2m₂u₂/(m₁ + m₂).`)]);
    }
    return null;
  }
  // Impulse
  if (/\bimpulse\b/i.test(t)) {
    if (forces.length === 1 && time !== undefined) return answer('J', forces[0].si * time, 'N·s', [step(`Impulse = FΔt = ${show(forces[0].si)} N × ${show(time)} s.`)]);
    if (m !== undefined && speeds.length === 2 && /\brebound|\bbounces? back\b/i.test(t)) {
      return answer('J', m * (speeds[0].si + speeds[1].si), 'N·s', [step(`The velocity reverses, so the change is ${show(speeds[0].si)} + ${show(speeds[1].si)} m/s.`), step(`Impulse = mΔv = ${show(m)} × ${show(speeds[0].si + speeds[1].si)}.`)]);
    }
  }
  // Braking force from work–energy: "A 1500 kg car moving at 20 m/s stops in 40 m"
  if (/\bstops?\b|\bcomes? to rest\b/i.test(t) && /\bforce\b/i.test(t) && m !== undefined && speeds.length === 1 && h !== undefined) {
    const v = speeds[0].si;
    return answer('F', (m * v * v) / (2 * h), 'N', [step(`The braking force does work equal to the kinetic energy: F·d = ½mv².`), step(`F = ½ × ${show(m)} × ${show(v)}² ÷ ${show(h)}.`)]);
  }
  // Circular motion and gravitation
  if (/\bcentripetal\b|\bcircle\b|\bcircular\b/i.test(t) && m !== undefined && speeds.length === 1 && h !== undefined && /\bforce\b/i.test(t)) {
    const v = speeds[0].si;
    return answer('F', (m * v * v) / h, 'N', [step(`Centripetal force F = mv²/r = ${show(m)} × ${show(v)}² ÷ ${show(h)}.`)]);
  }
  if (/\bgravitational force\b|\bgravitation/i.test(t) && masses.length === 2 && h !== undefined) {
    const G = Number(/\bG\s*=\s*([\d.]+e-?\d+)/i.exec(t)?.[1] ?? 6.674e-11);
    const F = (G * masses[0].si * masses[1].si) / (h * h);
    return answer('F', F, 'N', [step(`Newton's law of gravitation: F = Gm₁m₂/r² with G = ${G}.`)]);
  }
  // Springs
  const k = one(qs, 'stiffness');
  if (k !== undefined && h !== undefined && /\benergy\b/i.test(t)) {
    const E = 0.5 * k * h * h;
    const energyStep = step(`Elastic potential energy: E = ½kx² = ½ × ${show(k)} × ${show(h)}² = ${show(E)} J.`);
    // "… all its stored energy goes to a 10 g dart: its launch speed": the energy becomes ½mv².
    if (/\bspeed\b|\bvelocity\b|\bhow\s+fast\b/i.test(t)) {
      if (m === undefined || !/\ball\b|\bcompletely\b|\bentirely\b|\bno\s+(?:energy\s+)?(?:is\s+)?lost\b|\bwithout\s+(?:any\s+)?loss/i.test(t)) return null;
      const v = Math.sqrt((2 * E) / m);
      return answer('v', v, 'm/s', [energyStep, step(`All of it becomes kinetic energy: ½mv² = E, so v = √(2E/m) = √(2 × ${show(E)} ÷ ${show(m)}).`), step(`Check: ½ × ${show(m)} × ${show(v)}² = ${show(0.5 * m * v * v)} J ✓.`)]);
    }
    return answer('E', E, 'J', [energyStep]);
  }
  // Slope
  const slope = one(qs, 'angle');
  if (slope !== undefined && /\bfrictionless\b/i.test(t) && /\b(?:slope|incline|ramp)\b/i.test(t) && /\bacceleration\b/i.test(t)) {
    return answer('a', g * Math.sin(slope), 'm/s²', [step(`Along a frictionless slope only the component of gravity along it acts: a = g sin θ (${said}).`)]);
  }
  return null;
}

function energyAndHeat(t: string, qs: Quantity[]): ToolResult | null {
  const energies = of(qs, 'energy');
  // Two energies or two powers: the larger is what goes in, the smaller what comes out usefully.
  const powers = of(qs, 'power');
  const pair = energies.length === 2 && !powers.length ? energies : powers.length === 2 && !energies.length ? powers : null;
  if (/\befficien/i.test(t) && pair) {
    const [input, output] = pair[0].si >= pair[1].si ? [pair[0].si, pair[1].si] : [pair[1].si, pair[0].si];
    const unit = pair === powers ? 'W' : 'J';
    return answer('efficiency', (100 * output) / input, '%', [step(`Efficiency = useful output ÷ input × 100 = ${show(output)} ${unit} ÷ ${show(input)} ${unit} × 100.`)]);
  }
  // Melting or boiling at a fixed temperature: Q = mL with the specific latent heat given.
  const latent = /\b(?:specific\s+)?latent\s+heat\b[^.?\d]*?(\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(k|M)?J\s*\/\s*kg\b/i.exec(t);
  const mass = one(qs, 'mass');
  if (latent && mass !== undefined && /\bmelt|\bfreez|\bboil|\bevaporat|\bvapori|\bcondens|\bsolidif/i.test(t)) {
    const L = Number(latent[1]) * (latent[2] === 'k' ? 1e3 : latent[2] === 'M' ? 1e6 : 1);
    const inKJ = /\bkJ\b/.test(t.replace(latent[0], ''));
    const Q = mass * L;
    return answer('Q', inKJ ? Q / 1000 : Q, inKJ ? 'kJ' : 'J', [step(`A change of state at a fixed temperature takes Q = mL (no temperature change, so no mcΔT): ${show(mass)} kg × ${show(L)} J/kg.`)]);
  }
  // The specific heat capacity: "c = 4200 J/kg°C", "specific heat capacity of water = 4200 J/kg °C".
  const cText = /\bc\s*=\s*(\d+(?:\.\d+)?)\s*J/i.exec(t)?.[1] ?? /\bspecific\s+heat(?:\s+capacity)?\b[^.?\d]{0,30}?(\d+(?:\.\d+)?)\s*J/i.exec(t)?.[1];
  // "c = 4.18 J/(g·°C)": per gram, so 1000 times that per kilogram.
  const perGram = /\bJ\s*\/\s*\(?\s*g\b/i.test(t);
  const c = cText !== undefined ? Number(cText) * (perGram ? 1000 : 1) : one(qs, 'heat capacity');
  // The heat must be what is asked: "… what mass of propane was burned" is a further step, not Q.
  const ask = t.split(/(?<=[.?!])\s+/).reverse().find((x) => /\?|\b(?:how|what|find|calculate)\b/i.test(x)) ?? t;
  if (/\bmass\b|\bgrams?\b|\bmoles?\b|\bhow\s+long\b|\btime\b|\bfinal\s+temperature\b|\bcost\b/i.test(ask)) return null;
  const temps = [...t.matchAll(/(-?\d+(?:\.\d+)?)\s*°\s*C(?![a-zA-Z])/g)].filter((x) => !/^\s*°\s*C\s*\/|J\s*\/\s*kg\s*°?\s*$/i.test(t.slice(Math.max(0, (x.index ?? 0) - 8), x.index))).map((x) => Number(x[1]));
  const m = one(qs, 'mass');
  // "warm 2 kg of water by 15 °C", "a temperature rise of 15 °C", "ΔT = 15 °C": the change itself.
  const change = /(?:\bby|\brise\s+of|\bincrease\s+of|\bchange\s+of|\bdrop\s+of|\bfall\s+of|Δ\s*T\s*=)\s*(\d+(?:\.\d+)?)\s*°\s*C(?![a-zA-Z])/i.exec(t);
  if (/\bheat\b|\benergy\b/i.test(t) && c !== undefined && m !== undefined && ((temps.length === 2 && !change) || (temps.length === 1 && change))) {
    const dT = change ? Number(change[1]) : temps[1] - temps[0];
    return answer('Q', m * c * dT, 'J', [step(`Q = mcΔT = ${show(m)} kg × ${formatNumber(c, 8)} J/(kg·°C)${perGram ? ` (${formatNumber(c / 1000, 8)} J/(g·°C))` : ''} × ${show(dT)} °C.`)]);
  }
  return null;
}

function projectiles(t: string, qs: Quantity[]): ToolResult | null {
  if (!/\bprojectile\b|\blaunched\b|\bthrown horizontally\b|\bkicked\b|\bfired\b/i.test(t)) return null;
  const { g, said } = gravity(t);
  const speed = one(qs, 'velocity');
  const angle = one(qs, 'angle');
  const height = one(qs, 'length');
  if (/\bhorizontally\b/i.test(t) && speed !== undefined && height !== undefined) {
    const time = Math.sqrt((2 * height) / g);
    return answer('x', speed * time, 'm', [step(`Time to fall ${show(height)} m from rest vertically: t = √(2h/g) = ${show(time)} s (${said}).`), step(`Horizontal distance x = vt = ${show(speed)} × ${show(time)}.`)]);
  }
  if (speed !== undefined && angle !== undefined && /\brange\b|\bhow far\b|\blands?\b/i.test(t) && /\blevel\b|\bflat\b|\bground\b/i.test(t)) {
    return answer('R', (speed * speed * Math.sin(2 * angle)) / g, 'm', [step(`On level ground the range is R = v² sin 2θ / g (${said}).`), step(`R = ${show(speed)}² × sin(${formatNumber((2 * angle * 180) / Math.PI, 6)}°) ÷ ${g}.`)]);
  }
  return null;
}

function lenses(t: string): ToolResult | null {
  if (!/\blens\b/i.test(t)) return null;
  const f = /\bf\s*=\s*(\d+(?:\.\d+)?)\s*(cm|mm|m)\b|\bfocal length (?:of |is )?(\d+(?:\.\d+)?)\s*(cm|mm|m)\b/i.exec(t);
  const u = /\bobject (?:is )?(?:placed )?(\d+(?:\.\d+)?)\s*(cm|mm|m)\b|\b(\d+(?:\.\d+)?)\s*(cm|mm|m)\s+from the lens\b/i.exec(t);
  if (!f || !u || !/\bconverging\b|\bconvex\b/i.test(t) || !/\bimage\b/i.test(t)) return null;
  const fv = Number(f[1] ?? f[3]);
  const uv = Number(u[1] ?? u[3]);
  const unit = f[2] ?? f[4];
  if (uv === fv) throw new ToolInputError('An object at the focal point gives no image (the rays leave parallel).');
  const v = 1 / (1 / fv - 1 / uv);
  return answer('v', v, unit, [step(`Thin lens equation (real is positive): 1/f = 1/u + 1/v, so 1/v = 1/${fv} − 1/${uv}.`), step(v > 0 ? 'A positive v is a real image on the other side of the lens.' : 'A negative v is a virtual image on the same side as the object.')]);
}

/** G as the question gives it, or its value. */
function gravitationalConstant(t: string): { G: number; said: string } {
  const m = /\bG\s*=\s*(\d+(?:\.\d+)?(?:e-?\d+)?)/.exec(t);
  return m ? { G: Number(m[1]), said: `G = ${m[1]} N·m²/kg² as given` } : { G: 6.674e-11, said: 'G = 6.674 × 10⁻¹¹ N·m²/kg²' };
}

/**
 * Everyday situations with one formula each: an echo (the sound goes there and back), an average
 * acceleration from a change of speed, the gravitational pull between two masses, the pressure
 * of a liquid at a depth.
 */
function everyday(t: string, qs: Quantity[]): ToolResult | null {
  const time = one(qs, 'time');
  if (/\bechoe?s?\b/i.test(t) && time !== undefined && /\bhow far|\bdistance\b/i.test(t)) {
    const v = one(qs, 'velocity') ?? 340;
    const said = one(qs, 'velocity') === undefined ? ' (taking the speed of sound as 340 m/s)' : '';
    return answer('d', (v * time) / 2, 'm', [
      step(`The sound travels to the cliff and back in ${show(time)} s, so one way takes ${show(time / 2)} s.`),
      step(`d = v × t/2 = ${show(v)} m/s × ${show(time / 2)} s${said}.`),
      step(`Check: there and back is ${show(v * time)} m, which at ${show(v)} m/s takes ${show(time)} s ✓.`),
    ]);
  }
  const change = /\bfrom\s+(?:rest|(-?\d+(?:\.\d+)?)\s*(?:m\/s|km\/h)?)\s+to\s+(-?\d+(?:\.\d+)?)\s*(m\/s|km\/h)/i.exec(t);
  if (change && /\bacceleration\b/i.test(t) && time !== undefined) {
    const scale = change[3].toLowerCase() === 'km/h' ? 1 / 3.6 : 1;
    const u = Number(change[1] ?? 0) * scale;
    const v = Number(change[2]) * scale;
    const a = (v - u) / time;
    return answer('a', a, 'm/s²', [
      step(`Average acceleration is the change in velocity over the time: a = (v − u)/t.`),
      step(`a = (${show(v)} − ${show(u)}) m/s ÷ ${show(time)} s = ${show(a)} m/s².`),
      step(`Check: ${show(u)} + ${show(a)} × ${show(time)} = ${show(u + a * time)} m/s ✓.`),
    ]);
  }
  if (/\bgravitational\s+(?:force|attraction|pull)\b|\bforce of gravity between\b/i.test(t)) {
    const masses = of(qs, 'mass').map((q) => q.si);
    const pair = masses.length === 2 ? masses : masses.length === 1 && /\btwo\b|\bboth\b|\beach\b/i.test(t) ? [masses[0], masses[0]] : null;
    const r = one(qs, 'length');
    if (!pair || r === undefined) return null;
    const { G, said } = gravitationalConstant(t);
    const F = (G * pair[0] * pair[1]) / (r * r);
    return answer('F', F, 'N', [
      step(`Newton's law of gravitation: F = G·m₁·m₂ / r², with ${said}.`),
      step(`F = ${show(G)} × ${show(pair[0])} kg × ${show(pair[1])} kg ÷ (${show(r)} m)².`),
      step(`Check the units: N·m²/kg² × kg × kg ÷ m² = N ✓.`),
    ]);
  }
  if (/\bpressure\b/i.test(t) && /\bdepth\b|\bdeep\b|\bbelow the surface\b|\bunder\s*water\b/i.test(t)) {
    const depth = one(qs, 'length');
    const density = /(?:ρ|rho|density)\s*(?:=|of|is)?\s*(\d+(?:\.\d+)?)\s*kg\s*\/\s*m(?:³|\^?3)/i.exec(t);
    const rho = density ? Number(density[1]) : /\b(?:fresh\s+)?water\b/i.test(t) && !/\bsea\s*water\b/i.test(t) ? 1000 : undefined;
    if (depth === undefined || rho === undefined) return null;
    const { g, said } = gravity(t);
    const p = rho * g * depth;
    return answer('p', p, 'Pa', [
      step(`The pressure of a liquid at a depth h is p = ρgh (the liquid alone, without the air above it), with ${said}${density ? '' : ' and ρ = 1000 kg/m³ for water'}.`),
      step(`p = ${show(rho)} kg/m³ × ${show(g)} m/s² × ${show(depth)} m = ${show(p)} Pa.`),
      step('Check the units: kg/m³ × m/s² × m = kg/(m·s²) = N/m² = Pa ✓.'),
    ]);
  }
  return null;
}

/** "A 2 kW heater runs for 3 hours at $0.15 per kWh: how much does it cost?": energy in kWh, times the price. */
function energyCost(t: string, qs: Quantity[]): ToolResult | null {
  const price = /([$£€]?)\s*(\d+(?:\.\d+)?)\s*(p|c|cents?|pence)?\s*(?:per|a|\/|for each|each)\s*(?:kWh|kilowatt[- ]hours?|unit)\b/i.exec(t);
  const asksCost = /\bcost|\bhow much (?:does|will|would) it\b|\bprice\b|\bbill\b|\bspend\b/i.test(t);
  if (!asksCost && !price && !/\bhow many (?:kWh|kilowatt[- ]hours?|units)\b/i.test(t)) return null;
  const powers = of(qs, 'power');
  const times = of(qs, 'time');
  if (powers.length !== 1 || times.length !== 1) return null;
  const kW = powers[0].si / 1000;
  // "3 hours a day for 30 days", "2 h per day for a week": the time each day, times the days.
  const daily = /\b(?:a|per|each|every)\s+day\b|\bdaily\b/i.test(t);
  const days = /\bfor\s+(\d+)\s+days?\b/i.exec(t) ?? /\bfor\s+(a|one|two|\d+)\s+weeks?\b/i.exec(t);
  if (/\b(?:days?|weeks?|months?|years?)\b/i.test(t) && !(daily && days)) return null;
  const dayCount = !days ? 1 : /weeks?/i.test(days[0]) ? 7 * (Number(days[1]) || (days[1] === 'two' ? 2 : 1)) : Number(days[1]);
  const hours = (times[0].si / 3600) * dayCount;
  const kWh = kW * hours;
  const steps: ToolStep[] = [
    ...(dayCount > 1 ? [step(`Time in use: ${show(times[0].si / 3600)} h a day × ${dayCount} days = ${show(hours)} h.`)] : []),
    step(`Energy used = power × time = ${show(kW)} kW × ${show(hours)} h = ${show(kWh)} kWh (1 kWh is 1 kW for 1 hour).`),
  ];
  if (!price) return /\bkWh\b|\bkilowatt[- ]hours?\b|\bunits\b/i.test(t) ? answer('E', kWh, 'kWh', steps) : null;
  if (price[3]) {
    // A price in cents or pence: the cost in the same unit, or in pounds or dollars when asked.
    const unit = /^c/i.test(price[3]) ? 'cents' : 'p';
    const inCurrency = /\bin\s+(pounds|dollars|euros|£|\$|€)/i.exec(t);
    if (inCurrency) {
      const symbol = /pound|£/i.test(inCurrency[1]) ? '£' : /euro|€/i.test(inCurrency[1]) ? '€' : '$';
      const cost = (kWh * Number(price[2])) / 100;
      steps.push(step(`Cost = ${show(kWh)} kWh × ${price[2]} ${unit} per kWh = ${show(kWh * Number(price[2]))} ${unit} = ${symbol}${cost.toFixed(2)}.`));
      return succeed(TOOL, `${symbol}${cost.toFixed(2)}`, steps, { data: { value: cost } });
    }
    steps.push(step(`Cost = ${show(kWh)} kWh × ${price[2]} ${unit} per kWh.`));
    return answer('cost', kWh * Number(price[2]), unit, steps);
  }
  const perUnit = Number(price[2]);
  const cost = kWh * perUnit;
  const symbol = price[1];
  steps.push(step(`Cost = ${show(kWh)} kWh × ${symbol}${show(perUnit)} per kWh.`));
  // Money to the cent, unless that would hide most of it.
  const amount = Math.abs(cost - Math.round(cost * 100) / 100) < 1e-9 || cost >= 1 ? cost.toFixed(2) : `${cost.toFixed(2)} (${show(cost)} exactly)`;
  return succeed(TOOL, `${symbol}${amount}`, steps, { data: { value: cost } });
}

/**
 * The density of a block from its mass and its three edges: "mass 120 g, measures 5 cm × 4 cm × 2 cm".
 * In g/cm³ when the mass is in grams and the edges in cm, else in kg/m³, unless the question asks.
 */
function densityOfBlock(t: string): ToolResult | null {
  if (!/\bdensity\b/i.test(t)) return null;
  const dims = /(\d+(?:\.\d+)?)\s*(mm|cm|m)?\s*(?:×|x|by|\*)\s*(\d+(?:\.\d+)?)\s*(mm|cm|m)?\s*(?:×|x|by|\*)\s*(\d+(?:\.\d+)?)\s*(mm|cm|m)\b/i.exec(t);
  const mass = /(\d+(?:\.\d+)?)\s*(kg|g)\b/.exec(t.replace(dims?.[0] ?? '', ' '));
  if (!dims || !mass) return null;
  const toM: Record<string, number> = { mm: 1e-3, cm: 1e-2, m: 1 };
  const unitOf = (i: number) => (dims[i] ?? dims[6]).toLowerCase();
  const volume = [1, 3, 5].reduce((v, i) => v * Number(dims[i]) * toM[unitOf(i + 1)], 1);
  const kg = Number(mass[1]) * (mass[2] === 'kg' ? 1 : 1e-3);
  const si = kg / volume;
  const asked = /\bg\s*\/\s*cm(?:\^?3|³)/i.test(t) ? 'g/cm³' : /\bkg\s*\/\s*m(?:\^?3|³)/i.test(t) ? 'kg/m³' : mass[2] === 'g' && [2, 4, 6].every((i) => unitOf(i) === 'cm') ? 'g/cm³' : 'kg/m³';
  const value = asked === 'g/cm³' ? si / 1000 : si;
  const cm3 = volume * 1e6;
  return answer('ρ', value, asked, [
    step(`Volume of the block = ${dims[1]} × ${dims[3]} × ${dims[5]} = ${formatMeasured(asked === 'g/cm³' ? cm3 : volume)} ${asked === 'g/cm³' ? 'cm³' : 'm³'}.`),
    step(`Density = mass ÷ volume = ${asked === 'g/cm³' ? `${formatMeasured(kg * 1000)} g ÷ ${formatMeasured(cm3)} cm³` : `${formatMeasured(kg)} kg ÷ ${formatMeasured(volume)} m³`}.`),
  ]);
}

/**
 * "A roller coaster starts from rest at a height of 20 m; ignoring friction, how fast at the bottom?":
 * its potential energy becomes kinetic, mgh = ½mv², so v = √(2gh) whatever the track's shape (and
 * the mass cancels). A start speed adds ½mu².
 */
function speedAtBottom(t: string, qs: Quantity[]): ToolResult | null {
  if (!/\b(?:roller\s*coaster|slide|ramp|track|swing|pendulum|sled|sledge|skier|skateboard(?:er)?|frictionless|ignor(?:e|ing)\s+(?:friction|air\s+resistance)|no\s+friction)\b/i.test(t)) return null;
  if (!/\bhow\s+fast\b|\bspeed\b|\bvelocity\b/i.test(t) || !/\bbottom\b|\blowest\s+point\b|\bground\s+level\b/i.test(t)) return null;
  const heights = of(qs, 'length');
  if (heights.length !== 1 || !/\bheight\b|\bhigh\b|\btall\b|\bdrop\b/i.test(t)) return null;
  const start = of(qs, 'velocity');
  if (start.length > 1 || (!start.length && !/\bfrom\s+rest\b|\bat\s+rest\b|\breleased\b|\bstarts?\s+from\s+rest\b/i.test(t))) return null;
  const { g, said } = gravity(t);
  const h = heights[0].si;
  const u = start[0]?.si ?? 0;
  const v = Math.sqrt(u * u + 2 * g * h);
  return answer('v', v, 'm/s', [
    step(`No friction: the energy it loses as height becomes speed, ${u ? '½mu² + ' : ''}mgh = ½mv² (the mass cancels).`),
    step(`v = √(${u ? `${show(u)}² + ` : ''}2gh) = √(${u ? `${show(u * u)} + ` : ''}2 × ${g} × ${show(h)}) with ${said}.`),
  ]);
}

const SOLVERS: Array<(t: string, qs: Quantity[]) => ToolResult | null> = [(t) => densityOfBlock(t), energyCost, everyday, speedAtBottom, circuits, waves, projectiles, (t) => lenses(t), energyAndHeat, mechanics, suvat];

/** The answer to a physics situation in words, a failure saying why not, or null when no solver reads it. */
export function physicsProblem(question: string): ToolResult | null {
  const t = question.replace(/[−–]/g, '-').replace(/(\d)\s*(?:×|x)\s*10\s*\^?\s*(-?\d+)/g, '$1e$2');
  const qs = quantities(t);
  if (!qs.length && !/\b[uvast]\s*=/.test(t)) return null;
  // An echo is read only by the solver that knows the sound goes there and back.
  return firstAnswer(TOOL, /\becho(?:es|ed)?\b/i.test(t) ? [everyday] : SOLVERS, t, qs);
}
