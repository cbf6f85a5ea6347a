/**
 * Wall-clock time in a named IANA time zone ↔ UTC instants, through Intl only (no hand-written
 * offset tables), so daylight-saving changes are whatever the runtime's tz database says.
 */

const MINUTE = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local wall time of an instant in a zone. */
export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** Minutes after local midnight (0–1439). */
  minutes: number;
}

function parts(ms: number, timeZone: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const out = { y: 0, mo: 0, d: 0, h: 0, mi: 0, s: 0 };
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) {
    if (p.type === 'year') out.y = Number(p.value);
    else if (p.type === 'month') out.mo = Number(p.value);
    else if (p.type === 'day') out.d = Number(p.value);
    else if (p.type === 'hour') out.h = Number(p.value) % 24;
    else if (p.type === 'minute') out.mi = Number(p.value);
    else if (p.type === 'second') out.s = Number(p.value);
  }
  return out;
}

/** The zone's offset from UTC at an instant, in milliseconds (New York in winter: -5 h). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const p = parts(ms, timeZone);
  const whole = Math.floor(ms / 1000) * 1000;
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - whole;
}

/** The local calendar date and minute of an instant in a zone. */
export function wallTimeOf(ms: number, timeZone: string): WallTime {
  const p = parts(ms, timeZone);
  const date = `${String(p.y).padStart(4, '0')}-${String(p.mo).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
  return { date, minutes: p.h * 60 + p.mi };
}

/** A calendar date `days` after `date` (both YYYY-MM-DD); pure calendar arithmetic. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The UTC instant (ms) of a local wall time: `minutes` after midnight on `date` in `timeZone`
 * (1440 is the next midnight). A wall time skipped by a daylight-saving jump moves forward by the
 * jump; a repeated one resolves to its first occurrence (the "compatible" rule of Temporal).
 */
export function zonedTimeToUtc(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const local = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  const o1 = zoneOffsetMs(local, timeZone);
  const t1 = local - o1;
  const o2 = zoneOffsetMs(t1, timeZone);
  if (o1 === o2) {
    // Repeated hour: an hour earlier may show the same wall time too; take the first one.
    const earlier = local - zoneOffsetMs(t1 - 3_600_000, timeZone);
    if (earlier < t1 && zoneOffsetMs(earlier, timeZone) === local - earlier) return earlier;
    return t1;
  }
  const t2 = local - o2;
  if (zoneOffsetMs(t2, timeZone) === o2) return t2;
  // Skipped wall time: the later of the two readings is the wall time shifted forward by the gap.
  return Math.max(t1, t2);
}

/** Whether the runtime knows this IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
