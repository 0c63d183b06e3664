import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import fc from 'fast-check';
import { searchableText } from '../../src/repositories/search-text';

describe('searchableText (issue 26, item 8)', () => {
  it.each([
    ['deep learning', 'deep learning'],
    ['dna -rna', 'dna -rna'],
    ['"x-ray diffraction" or crystal', '"x-ray diffraction" or crystal'],
    ['state-of-the-art', 'state-of-the-art'],
    ['covid-19 vaccines', 'covid-19 vaccines'],
    ['-'.repeat(33), ''],
    ['-'.repeat(34) + 'helix', 'helix'], // an even run of NOTs is none
    ['-'.repeat(33) + ' helix', '-helix'],
    ['- - - - - - - dna', '-dna'],
    ['-!-!-(-)-<-&-|-dna', 'dna'], // eight NOTs
    ['-!-!-(-)-<-&-dna', '-dna'],
    ['helix ' + '-'.repeat(40) + ' "sodium salt"', 'helix "sodium salt"'],
    ['helix ---"sodium salt"', 'helix - "sodium salt"'],
  ])('%j -> %j', (input, expected) => {
    expect(searchableText(input)).toBe(expected);
  });
});

/** Postgres decides: the cleaned text of anything a client may send makes a tsquery, never an error. */
describeWith('postgres', 'searchableText against websearch_to_tsquery', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  const tsquery = async (text: string) =>
    (
      await db.pool.query<{ q: string }>(
        `SELECT (websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1))::text AS q`,
        [text],
      )
    ).rows[0]!.q;

  it('turns operator runs of any length into a valid query', async () => {
    for (const text of [
      '-'.repeat(33),
      '-'.repeat(200),
      '- '.repeat(100),
      '-!'.repeat(100),
      '(-'.repeat(100),
      'x-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(-(',
      `a ${'-'.repeat(100)} b`,
    ]) {
      // What the attacker sent answered 500: Postgres refuses the raw text.
      await expect(db.pool.query(`SELECT websearch_to_tsquery('simple', $1)`, [text])).rejects.toThrow(
        /tsquery stack too small/,
      );
      await expect(tsquery(searchableText(text))).resolves.toEqual(expect.any(String));
    }
  });

  it('keeps the query of ordinary searches exactly (so their ranking)', async () => {
    for (const text of [
      'deep learning',
      'dna -rna',
      '"x-ray diffraction" or crystal',
      'state-of-the-art -"old school"',
    ])
      expect(await tsquery(searchableText(text))).toBe(await tsquery(text));
  });

  it('any string of operators, quotes, parentheses and words', async () => {
    const piece = fc.constantFrom(
      '-',
      '-',
      '!',
      '&',
      '|',
      '(',
      ')',
      '<',
      '"',
      ' ',
      'or',
      'a',
      'helix',
      ':*',
      "'",
      '<->',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 120 }), async (pieces) => {
        await tsquery(searchableText(pieces.join('')));
      }),
      { numRuns: 500 },
    );
  });
});
