import { INSTITUTIONS, filterInstitutions } from './institutions';

describe('filterInstitutions', () => {
  it('offers about a hundred Indian institutions of every kind, without duplicates', () => {
    expect(INSTITUTIONS.length).toBeGreaterThanOrEqual(95);
    expect(new Set(INSTITUTIONS).size).toBe(INSTITUTIONS.length);
    for (const kind of [
      'Indian Institute of Technology',
      'National Institute of Technology',
      'Information Technology',
      'Indian Institute of Management',
      'University',
      'Science Education and Research',
      'All India Institute of Medical Sciences',
      'Birla Institute of Technology and Science',
    ]) {
      expect(INSTITUTIONS.some((name) => name.includes(kind))).toBe(true);
    }
  });

  it('shows the first 10 for an empty query', () => {
    expect(filterInstitutions('')).toEqual(INSTITUTIONS.slice(0, 10));
    expect(filterInstitutions('  ')).toEqual(INSTITUTIONS.slice(0, 10));
  });

  it('matches a substring case-insensitively', () => {
    const results = filterInstitutions('iiser');
    expect(results).toEqual([]);
    const bombay = filterInstitutions('bOmBaY');
    expect(bombay).toEqual(['Indian Institute of Technology Bombay']);
    const middle = filterInstitutions('science education');
    expect(middle.length).toBe(7);
    expect(middle.every((name) => name.toLowerCase().includes('science education'))).toBe(true);
  });

  it('returns at most 20 matches', () => {
    const all = INSTITUTIONS.filter((name) => name.toLowerCase().includes('institute'));
    expect(all.length).toBeGreaterThan(20);
    const results = filterInstitutions('INSTITUTE');
    expect(results).toHaveLength(20);
    expect(results).toEqual(all.slice(0, 20));
  });

  it('returns nothing when nothing matches, so the typed text is what gets saved', () => {
    expect(filterInstitutions('Hogwarts School')).toEqual([]);
  });

  it('filters a given list', () => {
    expect(filterInstitutions('b', ['Alpha', 'Beta', 'Gamma'])).toEqual(['Beta']);
  });
});
