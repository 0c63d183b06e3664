// UTC days and months, the one place the code base spells them: COUNTER days, daily salts, report and
// listing periods, feeds and metadata dates are all UTC. No dependencies and no node imports, so the SPA
// imports it too (`@journal/config/utc-calendar`). scripts/test/utc-calendar.test.ts fails when a
// `toISOString().slice(` or a day-length literal appears in source outside this file.

/** One day in milliseconds (a UTC day has no daylight-saving change). */
export const DAY_MS = 86_400_000;
/** One day in seconds (Postgres epochs, Redis and BullMQ ages). */
export const DAY_SECONDS = DAY_MS / 1_000;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC month of an instant, `YYYY-MM`. */
export const utcMonthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** An instant to the second in UTC, `YYYY-MM-DDThh:mm:ssZ` (OAI-PMH's datestamps). */
export const utcSecondsOf = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;

/** The instant `days` whole days (of 24 hours) later, or earlier when negative. */
export const addUtcDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);

/** The start (00:00 UTC) of a `YYYY-MM-DD` day or the first day of a `YYYY-MM` month. */
export const utcStartOf = (dayOrMonth: string): Date =>
  new Date(`${dayOrMonth.length === 7 ? `${dayOrMonth}-01` : dayOrMonth}T00:00:00.000Z`);

/**
 * The start of a `YYYY-MM-DD` that names a real day, else undefined: `2026-02-30` and `2026-13-01` are no
 * days (JavaScript would roll or refuse them), and only the exact form counts.
 */
export function parseUtcDay(value: string): Date | undefined {
  if (!DAY_PATTERN.test(value)) return undefined;
  const start = utcStartOf(value);
  return !Number.isNaN(start.getTime()) && utcDayOf(start) === value ? start : undefined;
}

/** Whether `value` is a real `YYYY-MM-DD` day (see parseUtcDay). */
export const isUtcDay = (value: string): boolean => parseUtcDay(value) !== undefined;

/** The month after a `YYYY-MM` month. */
export function nextUtcMonth(month: string): string {
  const start = utcStartOf(month);
  start.setUTCMonth(start.getUTCMonth() + 1); // from a month's first day, never past the next month
  return utcMonthOf(start);
}

/** The last day (`YYYY-MM-DD`) of a `YYYY-MM` month. */
export const lastUtcDayOfMonth = (month: string): string =>
  utcDayOf(addUtcDays(utcStartOf(nextUtcMonth(month)), -1));

/** The `YYYY-MM` months from `first` to `last`, both included (none when `first` is after `last`). */
export function utcMonthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextUtcMonth(month)) months.push(month);
  return months;
}
