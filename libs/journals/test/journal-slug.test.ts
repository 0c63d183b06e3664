import { isJournalSlug, MAX_JOURNAL_SLUG_LENGTH } from '../src';

describe('isJournalSlug', () => {
  test('takes lower-case words joined by single hyphens, up to the longest slug', () => {
    expect(isJournalSlug('applied-science')).toBe(true);
    expect(isJournalSlug('a'.repeat(MAX_JOURNAL_SLUG_LENGTH))).toBe(true);
  });

  test('refuses anything else, a NUL byte included', () => {
    for (const text of ['', 'Applied', 'two--hyphens', '-lead', 'trail-', 'a b', 'a\0b'])
      expect(isJournalSlug(text)).toBe(false);
    expect(isJournalSlug('a'.repeat(MAX_JOURNAL_SLUG_LENGTH + 1))).toBe(false);
  });
});
