import { formatDoi } from '../../src/repositories/doi';

describe('DOIs', () => {
  it('formats {prefix}/{code}.{year}.{5-digit sequence}', () => {
    expect(formatDoi('10.5555', 'as', 2026, 42)).toBe('10.5555/as.2026.00042');
    expect(formatDoi('10.1234', 'ce', 2027, 12345)).toBe('10.1234/ce.2027.12345');
  });
});
