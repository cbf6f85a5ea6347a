/**
 * Calendar-date helpers for the planner. Dates are handled as local calendar days written
 * `YYYY-MM-DD` ("date keys"), so a student's Friday is Friday wherever they are, and week maths never
 * trips over a daylight-saving change (every step goes through a local midnight).
 */

/** Days of the planner's week, Sunday first (spec-1 §2: a 7-day grid Sun to Sat). */
export const DAYS_IN_WEEK = 7;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The local calendar day of an instant as `YYYY-MM-DD`; the key every planner list is grouped by. */
export function toDateKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a date key, for formatting and day arithmetic. An invalid key throws. */
export function fromDateKey(key: string): Date {
  const m = DATE_KEY.exec(key);
  if (!m) throw new Error(`Not a date key: ${key}`);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** Whether a string is a real calendar date `YYYY-MM-DD` (rejects 2026-02-30). */
export function isDateKey(value: string): boolean {
  const m = DATE_KEY.exec(value);
  if (!m) return false;
  return toDateKey(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) === value;
}

/** The day `days` after (or before, when negative) a date key. */
export function addDays(key: string, days: number): string {
  const d = fromDateKey(key);
  d.setDate(d.getDate() + days);
  return toDateKey(d);
}

/** The Sunday that starts the week holding `key`. */
export function weekStart(key: string): string {
  return addDays(key, -fromDateKey(key).getDay());
}

/** The seven days, Sunday to Saturday, of the week holding `key` (the calendar's grid). */
export function weekDays(key: string): string[] {
  const start = weekStart(key);
  return Array.from({ length: DAYS_IN_WEEK }, (_, i) => addDays(start, i));
}

/** Previous / next week buttons (spec-1 §9: the calendar moves by one week). */
export function shiftWeek(key: string, weeks: number): string {
  return addDays(key, weeks * DAYS_IN_WEEK);
}

/**
 * The calendar day an assignment is due. The API answers an ISO instant for a date the student
 * picked; like the spec's edit form, the part before 'T' is that date, whatever the time zone.
 */
export function dueDateKey(dueDate: string): string {
  return dueDate.split('T')[0] ?? dueDate;
}

/** "Sun", "Mon"… in the reader's language. */
export function weekdayShort(key: string, locale?: string): string {
  return fromDateKey(key).toLocaleDateString(locale, { weekday: 'short' });
}

/** "Monday, March 2, 2026": headings of a day's list and of a plan's day. */
export function longDate(key: string, locale?: string): string {
  return fromDateKey(key).toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** "Mar 2, 2026": compact due dates on cards. */
export function shortDate(key: string, locale?: string): string {
  return fromDateKey(key).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Mar 1 – 7, 2026" (or across months/years) for the calendar header. */
export function weekRangeLabel(key: string, locale?: string): string {
  const days = weekDays(key);
  const first = fromDateKey(days[0]);
  const last = fromDateKey(days[DAYS_IN_WEEK - 1]);
  const fmt = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' });
  return fmt.formatRange(first, last);
}
