import {
  METADATA_MESSAGES,
  checkAbstract,
  checkCoAuthors,
  checkKeywords,
  checkPaperTitle,
  parseCoAuthorsJson,
} from '../src';

const coAuthor = (email: string, extra: Record<string, unknown> = {}) => ({
  givenNames: 'Grace',
  familyName: 'Hopper',
  email,
  ...extra,
});

const problemOf = (checked: { ok: boolean; problem?: { message: string } }) => checked.problem?.message;

describe('paper metadata rules', () => {
  it('trims the title and keeps it within 1-300 characters', () => {
    expect(checkPaperTitle('  On Engines ')).toEqual({ ok: true, value: 'On Engines' });
    expect(problemOf(checkPaperTitle('   '))).toBe('Please enter the paper title');
    expect(checkPaperTitle('t'.repeat(300)).ok).toBe(true);
    expect(problemOf(checkPaperTitle('t'.repeat(301)))).toBe(
      'The paper title must be at most 300 characters',
    );
  });

  it('allows an abstract of up to 5,000 characters', () => {
    expect(checkAbstract('a'.repeat(5000)).ok).toBe(true);
    expect(checkAbstract(` One\r\n${'a'.repeat(4995)} `)).toEqual({
      ok: true,
      value: `One\n${'a'.repeat(4995)}`,
    });
    expect(problemOf(checkAbstract('a'.repeat(5001)))).toBe('The abstract must be at most 5,000 characters');
  });

  it('splits, trims and de-duplicates keywords ignoring case', () => {
    expect(checkKeywords(' Graphs, graphs ,, Topology,GRAPHS ')).toEqual({
      ok: true,
      value: ['Graphs', 'Topology'],
    });
    expect(checkKeywords(['a, b', 'B', 'c'])).toEqual({ ok: true, value: ['a', 'b', 'c'] });
    expect(checkKeywords('')).toEqual({ ok: true, value: [] });
  });

  it('names the keyword limits', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `k${i}`).join(',');
    expect(problemOf(checkKeywords(eleven))).toBe('Please enter at most 10 keywords');
    expect(checkKeywords(`${eleven},k0,K1`.split(',').slice(0, 10)).ok).toBe(true);
    expect(problemOf(checkKeywords(`ok, ${'k'.repeat(61)}`))).toBe(
      'Each keyword must be at most 60 characters',
    );
    expect(problemOf(checkKeywords([1]))).toBe('Keywords must be text separated by commas');
  });

  it('accepts co-authors and normalises their ORCID iDs', () => {
    const checked = checkCoAuthors(
      [
        coAuthor(' grace@example.org ', {
          affiliation: ' Navy ',
          orcid: 'https://orcid.org/0000-0002-1694-233X',
        }),
        coAuthor('alan@example.org', { givenNames: 'Alan', familyName: 'Turing', orcid: '' }),
      ],
      'ada@example.org',
    );
    expect(checked).toEqual({
      ok: true,
      value: [
        {
          givenNames: 'Grace',
          familyName: 'Hopper',
          email: 'grace@example.org',
          affiliation: 'Navy',
          orcid: '0000-0002-1694-233X',
        },
        {
          givenNames: 'Alan',
          familyName: 'Turing',
          email: 'alan@example.org',
          affiliation: null,
          orcid: null,
        },
      ],
    });
  });

  it('refuses each bad co-author with the message and its position', () => {
    expect(checkCoAuthors([coAuthor('ok@example.org'), coAuthor('not-an-email')])).toEqual({
      ok: false,
      problem: { field: 'coAuthors', index: 1, key: 'email', message: 'Please enter a valid email address' },
    });
    expect(problemOf(checkCoAuthors([coAuthor('g@example.org', { orcid: '0000-0002-1825-0098' })]))).toBe(
      'Please enter a valid ORCID iD',
    );
    expect(problemOf(checkCoAuthors([coAuthor('g@example.org'), coAuthor('G@Example.org')]))).toBe(
      'G@Example.org is listed more than once as a co-author',
    );
    expect(problemOf(checkCoAuthors([coAuthor('Ada@example.org')], 'ada@example.org'))).toBe(
      'Ada@example.org is your own email address; list only your co-authors',
    );
    expect(problemOf(checkCoAuthors([coAuthor('g@example.org', { givenNames: ' ' })]))).toBe(
      METADATA_MESSAGES.givenNamesRequired,
    );
    expect(problemOf(checkCoAuthors([coAuthor('g@example.org', { affiliation: 'a'.repeat(301) })]))).toBe(
      'The affiliation must be at most 300 characters',
    );
    const many = Array.from({ length: 21 }, (_, i) => coAuthor(`c${i}@example.org`));
    expect(problemOf(checkCoAuthors(many))).toBe('Please list at most 20 co-authors');
    expect(checkCoAuthors(many.slice(0, 20)).ok).toBe(true);
  });

  it('refuses co-authors that are not a JSON array of objects', () => {
    expect(problemOf(parseCoAuthorsJson('{oops'))).toBe('Co-authors must be a JSON array of objects');
    expect(parseCoAuthorsJson('')).toEqual({ ok: true, value: [] });
    for (const raw of [{}, 'x', [1], [null], [[]]])
      expect(problemOf(checkCoAuthors(raw))).toBe('Co-authors must be a JSON array of objects');
  });
});
