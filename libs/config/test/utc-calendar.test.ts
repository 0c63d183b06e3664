import {
  DAY_MS,
  DAY_SECONDS,
  addUtcDays,
  isUtcDay,
  lastUtcDayOfMonth,
  nextUtcMonth,
  parseUtcDay,
  utcDayOf,
  utcMonthOf,
  utcMonthsBetween,
  utcSecondsOf,
  utcStartOf,
} from '@journal/config/utc-calendar';

describe('utc-calendar', () => {
  const lateEvening = new Date('2026-03-31T23:59:59.999Z');

  test('days, months and seconds are UTC, whatever the local zone', () => {
    expect(utcDayOf(lateEvening)).toBe('2026-03-31');
    expect(utcMonthOf(lateEvening)).toBe('2026-03');
    expect(utcSecondsOf(lateEvening)).toBe('2026-03-31T23:59:59Z');
    expect(DAY_MS).toBe(24 * 60 * 60 * 1_000);
    expect(DAY_SECONDS * 1_000).toBe(DAY_MS);
  });

  test('adding days moves by whole 24-hour days, both ways', () => {
    expect(addUtcDays(lateEvening, 1).toISOString()).toBe('2026-04-01T23:59:59.999Z');
    expect(utcDayOf(addUtcDays(new Date('2026-03-01T00:00:00Z'), -1))).toBe('2026-02-28');
  });

  test('a day or a month starts at midnight UTC', () => {
    expect(utcStartOf('2026-02-14').toISOString()).toBe('2026-02-14T00:00:00.000Z');
    expect(utcStartOf('2026-02').toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  test('only real days in the exact form parse', () => {
    expect(parseUtcDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-1-01',
      '2026-01-01T00:00',
      'today',
      '',
    ])
      expect(parseUtcDay(bad)).toBeUndefined();
    expect(isUtcDay('2026-12-31')).toBe(true);
    expect(isUtcDay('2026-12-32')).toBe(false);
  });

  test('months follow each other across years, with their last days', () => {
    expect(nextUtcMonth('2026-12')).toBe('2027-01');
    expect(nextUtcMonth('0099-12')).toBe('0100-01'); // no 1900s shift of Date.UTC's two-digit years
    expect(lastUtcDayOfMonth('2024-02')).toBe('2024-02-29');
    expect(lastUtcDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastUtcDayOfMonth('2026-12')).toBe('2026-12-31');
    expect(utcMonthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(utcMonthsBetween('2026-02', '2026-02')).toEqual(['2026-02']);
    expect(utcMonthsBetween('2026-03', '2026-02')).toEqual([]);
  });
});
