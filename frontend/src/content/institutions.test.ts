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

  it('matches the abbreviations people type (IIT, NIT, IISER, AIIMS, short names)', () => {
    const iit = filterInstitutions('IIT');
    expect(iit.length).toBe(20);
    expect(iit.every((name) => name.startsWith('Indian Institute of Technology'))).toBe(true);
    expect(filterInstitutions('iit bombay')).toEqual(['Indian Institute of Technology Bombay']);
    expect(filterInstitutions('NIT Warangal')).toEqual(['National Institute of Technology Warangal']);
    expect(filterInstitutions('nit').some((name) => name.includes('Visvesvaraya'))).toBe(true);
    const iiser = filterInstitutions('IISER');
    expect(iiser).toHaveLength(7);
    expect(iiser.every((name) => name.startsWith('Indian Institute of Science Education and Research'))).toBe(
      true,
    );
    expect(filterInstitutions('AIIMS Jodhpur')).toEqual(['All India Institute of Medical Sciences, Jodhpur']);
    expect(filterInstitutions('aiims')).toHaveLength(5);
    expect(filterInstitutions('IISc')).toContain('Indian Institute of Science, Bengaluru');
    expect(filterInstitutions('jnu')).toEqual(['Jawaharlal Nehru University, New Delhi']);
  });
});
