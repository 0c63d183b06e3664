import { findJournal, journalById, JOURNALS } from '../src';

describe('journal catalogue', () => {
  it('holds the ten journals of the specification with unique ids and names', () => {
    expect(JOURNALS.map((journal) => journal.id)).toEqual([
      'civil-engineering',
      'mechanical-engineering',
      'electronics-engineering',
      'electrical-engineering',
      'computer-science-engineering',
      'applied-science',
      'ai-ml-data-science',
      'law-social-science',
      'education',
      'management',
    ]);
    expect(new Set(JOURNALS.map((journal) => journal.name)).size).toBe(10);
  });

  it('finds a journal by id or display name, ignoring case and spaces around', () => {
    expect(findJournal('civil-engineering')?.name).toBe('Civil Engineering');
    expect(findJournal('  ai, ml & data science ')?.id).toBe('ai-ml-data-science');
    expect(findJournal('Astrology')).toBeUndefined();
    expect(findJournal(undefined)).toBeUndefined();
    expect(() => journalById('astrology')).toThrow('unknown journal id "astrology"');
  });
});
