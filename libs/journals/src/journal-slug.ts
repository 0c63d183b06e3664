/**
 * A journal's slug: its immutable id in URLs, events and every service's tables (lower-case words joined by
 * single hyphens). The journals service refuses any other at creation; the others read a string that
 * fails this as "no such journal" without asking their database (Postgres refuses a NUL byte in text).
 */
export const JOURNAL_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_JOURNAL_SLUG_LENGTH = 80;

export function isJournalSlug(text: string): boolean {
  return text.length <= MAX_JOURNAL_SLUG_LENGTH && JOURNAL_SLUG_PATTERN.test(text);
}
