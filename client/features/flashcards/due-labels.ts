import { formatIntervalBetween } from '@common/srs-interval';

/**
 * Time labels of the review screens. `intervalLabel` is Anki's compact form for the answer buttons
 * ("<1m", "10m", "1d", "3.5mo"); `nextDueLabel` is the Library's phrase ("Due now", "in 3 days").
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;
const LABEL = /^(<)?(\d+(?:\.\d+)?)(m|h|d|mo|y)$/;
const LABEL_UNITS: Record<string, Intl.RelativeTimeFormatUnit> = { m: 'minute', h: 'hour', d: 'day', mo: 'month', y: 'year' };

/**
 * A rating button's interval, compact ("10m", "3d"). The due queue sends either the label itself
 * (common/srs-interval, computed on the server) or the ISO due date; both are accepted.
 */
export function intervalLabel(value: string, now: Date = new Date()): string {
  return ISO_DATE.test(value) ? formatIntervalBetween(now, value) : value;
}

/** The interval in words, for screen readers and tooltips ("in 10 minutes", "in 4 days"); takes a label or an ISO date. */
export function intervalWords(value: string, now: Date = new Date()): string {
  if (!ISO_DATE.test(value)) {
    const m = LABEL.exec(value.trim());
    if (!m) return value;
    if (m[1]) return 'in less than a minute';
    const n = Number(m[2]);
    return new Intl.RelativeTimeFormat('en', { numeric: 'always' }).format(n, LABEL_UNITS[m[3]]);
  }
  const ms = Date.parse(value) - now.getTime();
  if (!Number.isFinite(ms) || ms < MINUTE) return 'in less than a minute';
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  if (ms < HOUR) return rtf.format(Math.round(ms / MINUTE), 'minute');
  if (ms < DAY) return rtf.format(Math.round(ms / HOUR), 'hour');
  if (ms < MONTH) return rtf.format(Math.round(ms / DAY), 'day');
  if (ms < YEAR) return rtf.format(Math.round(ms / MONTH), 'month');
  return rtf.format(Math.round(ms / YEAR), 'year');
}

/** When a deck's next card comes back: "Due now", "in 5 minutes", "tomorrow", or null if nothing is scheduled. */
export function nextDueLabel(nextDue: string | null, dueNow: number, now: Date = new Date()): string | null {
  if (dueNow > 0) return 'Due now';
  if (!nextDue) return null;
  const ms = Date.parse(nextDue) - now.getTime();
  if (!Number.isFinite(ms)) return null;
  if (ms <= 0) return 'Due now';
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (ms < HOUR) return rtf.format(Math.max(1, Math.round(ms / MINUTE)), 'minute');
  if (ms < DAY) return rtf.format(Math.round(ms / HOUR), 'hour');
  if (ms < MONTH) return rtf.format(Math.round(ms / DAY), 'day');
  if (ms < YEAR) return rtf.format(Math.round(ms / MONTH), 'month');
  return rtf.format(Math.round(ms / YEAR), 'year');
}

/** The exact date and time of a due date, for a tooltip beside the relative phrase. */
export function dueDateTitle(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}
