import { utcDayOf } from '@journal/config';

/**
 * The repository's day granularity (`YYYY-MM-DD`), for request arguments and resumption tokens alike. Only
 * real days of the years 0001-9999 count: JavaScript reads `0000-01-01` (year 0) as a date, which Postgres
 * refuses (a 500 before issue 26); an impossible day such as `2026-13-45` is no date at all.
 */
const DAY = /^(\d{4})-\d{2}-\d{2}$/;

export function isOaiDay(value: string): boolean {
  const year = DAY.exec(value)?.[1];
  if (!year || Number(year) < 1) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDayOf(date) === value;
}

/**
 * The largest keyset stamp a token may carry: microseconds since 1970 at the end of the year 9999. A
 * larger one (2^63 and up overflowed `bigint`) cannot name a record, so it is a tampered token.
 */
export const MAX_OAI_STAMP = 253_402_300_799_999_999n;
