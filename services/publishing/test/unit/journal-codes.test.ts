import { JOURNALS } from '@journal/journals';
import { formatDoi } from '../../src/domain/doi';
import { journalCode, JOURNAL_CODES } from '../../src/domain/journal-codes';

describe('DOIs', () => {
  it('gives every journal its own lower-case code', () => {
    const codes = JOURNALS.map((j) => journalCode(j.id));
    expect(new Set(codes).size).toBe(JOURNALS.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+$/);
    expect(Object.keys(JOURNAL_CODES).sort()).toEqual(JOURNALS.map((j) => j.id).sort());
  });

  it('formats {prefix}/{code}.{year}.{5-digit sequence}', () => {
    expect(formatDoi('10.5555', journalCode('applied-science'), 2026, 42)).toBe('10.5555/as.2026.00042');
    expect(formatDoi('10.1234', journalCode('civil-engineering'), 2027, 12345)).toBe('10.1234/ce.2027.12345');
  });
});
