import { validate, ValidationError } from '@journal/errors';
import { ARTICLE_TYPES, type JournalSection } from '@journal/journals';
import { newSectionInput, sectionChangeInput } from '../../src/domain/section.input';
import { placeSection } from '../../src/domain/sections.service';

const fieldOf = (schema: typeof newSectionInput | typeof sectionChangeInput, body: unknown) => {
  try {
    validate(schema, body);
  } catch (error) {
    if (error instanceof ValidationError) return [error.fieldErrors[0]?.field, error.message];
    throw error;
  }
  return undefined;
};

const section = (id: string, order: number): JournalSection => ({
  id,
  title: id,
  abbreviation: id.toUpperCase(),
  articleType: 'other',
  peerReviewed: true,
  order,
  open: true,
});

/** Issue 42 item 2: the managers' section form, its messages and fields, and the order rule. */
describe('section input', () => {
  it('takes a new section with defaults: peer reviewed, open, order left to the service', () => {
    expect(
      validate(newSectionInput, { title: ' Editorial ', abbreviation: 'ED', articleType: 'editorial' }),
    ).toEqual({
      title: 'Editorial',
      abbreviation: 'ED',
      articleType: 'editorial',
      peerReviewed: true,
      open: true,
    });
  });

  it('accepts every JATS article type', () => {
    for (const articleType of ARTICLE_TYPES)
      expect(validate(newSectionInput, { title: 'T', abbreviation: 'A', articleType }).articleType).toBe(
        articleType,
      );
  });

  it.each([
    [{ abbreviation: 'A', articleType: 'other' }, 'title', 'Please enter the title'],
    [{ title: '  ', abbreviation: 'A', articleType: 'other' }, 'title', 'Please enter the title'],
    [
      { title: 'x'.repeat(121), abbreviation: 'A', articleType: 'other' },
      'title',
      'Title must be at most 120 characters',
    ],
    [{ title: 'T', articleType: 'other' }, 'abbreviation', 'Please enter the abbreviation'],
    [
      { title: 'T', abbreviation: 'x'.repeat(21), articleType: 'other' },
      'abbreviation',
      'Abbreviation must be at most 20 characters',
    ],
    [
      { title: 'T', abbreviation: 'A' },
      'articleType',
      expect.stringMatching(/^Article type must be one of research-article, /),
    ],
    [
      { title: 'T', abbreviation: 'A', articleType: 'Editorial' },
      'articleType',
      expect.stringMatching(/^Article type/),
    ],
    [
      { title: 'T', abbreviation: 'A', articleType: 'other', order: 0 },
      'order',
      'Order must be a whole number from 1',
    ],
    [
      { title: 'T', abbreviation: 'A', articleType: 'other', order: '2' },
      'order',
      'Order must be a whole number from 1',
    ],
    [
      { title: 'T', abbreviation: 'A', articleType: 'other', open: 'yes' },
      'open',
      'open must be true or false',
    ],
  ])('refuses %j on its field', (body, field, message) => {
    expect(fieldOf(newSectionInput, body)).toEqual([field, message]);
  });

  it('a change takes only the fields sent, each with the same rules', () => {
    expect(validate(sectionChangeInput, { order: 2 })).toEqual({ order: 2 });
    expect(validate(sectionChangeInput, {})).toEqual({});
    expect(fieldOf(sectionChangeInput, { title: '' })).toEqual(['title', 'Please enter the title']);
    expect(fieldOf(sectionChangeInput, { peerReviewed: 1 })).toEqual([
      'peerReviewed',
      'peerReviewed must be true or false',
    ]);
  });

  it('placing a section renumbers the others 1..n and clamps the order to the list', () => {
    const list = [section('a', 1), section('b', 2), section('c', 3)];
    expect(placeSection(list, { ...list[2]!, order: 1 }, 1).map((s) => [s.id, s.order])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(placeSection(list, section('new', 0), 99).map((s) => [s.id, s.order])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['new', 4],
    ]);
    expect(placeSection(list, { ...list[0]!, order: 2 }, 2).map((s) => s.id)).toEqual(['b', 'a', 'c']);
  });
});
