/**
 * How long until a card is due again, written the way Anki labels its answer buttons: short enough
 * for a button ("10m", "3d", "2.5mo"), precise where it matters (minutes for learning steps) and
 * rounded where it does not (months and years to one decimal).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** An interval in milliseconds as a button label: "<1m", "10m", "1h", "3d", "2.5mo", "1.2y". */
export function formatInterval(ms: number): string {
  if (!Number.isFinite(ms) || ms < MINUTE) return '<1m';
  if (ms < HOUR) return `${Math.round(ms / MINUTE)}m`;
  if (ms < DAY) return `${Math.round(ms / HOUR)}h`;
  if (ms < MONTH) return `${Math.round(ms / DAY)}d`;
  if (ms < YEAR) return `${oneDecimal(ms / MONTH)}mo`;
  return `${oneDecimal(ms / YEAR)}y`;
}

/** The label for a card answered at `from` that becomes due at `to` (ISO strings or Dates). */
export function formatIntervalBetween(from: Date | string, to: Date | string): string {
  return formatInterval(new Date(to).getTime() - new Date(from).getTime());
}
