import { normalizeOrcid, orcidCheckCharacter, orcidUrl } from '../src';

describe('ORCID iD (ISO 7064 11,2)', () => {
  it('accepts valid iDs, bare or as the orcid.org URL, and returns the bare form', () => {
    expect(normalizeOrcid('0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(normalizeOrcid('https://orcid.org/0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(normalizeOrcid('  http://orcid.org/0000-0001-5109-3700 ')).toBe('0000-0001-5109-3700');
  });

  it('accepts X as the check character, in either case', () => {
    expect(orcidCheckCharacter('000000021694233')).toBe('X');
    expect(normalizeOrcid('0000-0002-1694-233X')).toBe('0000-0002-1694-233X');
    expect(normalizeOrcid('https://orcid.org/0000-0002-1694-233x')).toBe('0000-0002-1694-233X');
  });

  it.each([
    '0000-0002-1825-0098', // wrong check digit
    '0000-0002-1694-2330', // X expected
    '0000-0002-1825-009X',
    '0000000218250097', // no hyphens
    '0000-0002-1825-00977',
    'https://example.org/0000-0002-1825-0097',
    'orcid',
    '',
  ])('refuses %p', (raw) => {
    expect(normalizeOrcid(raw)).toBeNull();
  });

  it('links to the public page', () => {
    expect(orcidUrl('0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
  });
});
