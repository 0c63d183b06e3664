import { ValidationError } from '@journal/errors';
import { journalLookup } from '../../src/domain/journals';
import { parseListingQuery as parseWith } from '../../src/domain/listing-query';

const JOURNALS = journalLookup([
  { id: 'law-social-science', name: 'Law & Social Science' },
  { id: 'education', name: 'Education' },
  { id: 'marine-biology', name: 'Marine Biology' },
]);
const parseListingQuery = (query: unknown) => parseWith(query, JOURNALS);

describe('parseListingQuery', () => {
  it('applies the SPEC defaults', () => {
    expect(parseListingQuery({})).toEqual({
      filters: {},
      sortBy: 'submission_date',
      sortOrder: 'desc',
      page: 1,
      limit: 10,
      assignedToMe: false,
    });
    expect(parseListingQuery({ email: 'a@b.org', journal: 'all', status: '', search: '  ' }).filters).toEqual(
      {},
    );
  });

  it('turns inclusive days into a half-open UTC range', () => {
    const { filters } = parseListingQuery({ dateFrom: '2024-02-29', dateTo: '2024-02-29' });
    expect(filters.from?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(filters.until?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
  });

  it('knows every journal of the read model, a new one included', () => {
    expect(parseListingQuery({ journal: 'marine biology' }).filters).toEqual({ journalId: 'marine-biology' });
    expect(parseListingQuery({ journal: 'marine-biology' }).filters).toEqual({ journalId: 'marine-biology' });
    expect(() => parseWith({ journal: 'Marine Biology' }, journalLookup([]))).toThrow(
      'Unknown journal "Marine Biology"',
    );
  });

  it('resolves journals by name and lower-cases the search', () => {
    expect(
      parseListingQuery({ journal: 'Law & Social Science', search: ' DaTa ', sortOrder: 'ASC' }),
    ).toMatchObject({
      filters: { journalId: 'law-social-science', search: 'data' },
      sortOrder: 'asc',
    });
  });

  it.each([
    [{ limit: '100' }],
    [{ limit: '10.0' }],
    [{ page: '-1' }],
    [{ page: '99999999' }],
    [{ page: ['1', '2'] }],
    [{ dateFrom: '2023-02-29' }],
    [{ search: 'x'.repeat(201) }],
  ])('refuses %j', (query) => {
    expect(() => parseListingQuery(query)).toThrow(ValidationError);
  });

  it.each([
    ['search', 'data\u0000'],
    ['search', 'data\r\nx'],
    ['search', '\u202edata'],
    ['journal', 'Law\u0000'],
    ['status', 'submitted\u2066'],
  ])('refuses a control or bidi character in %s, naming it (issue 9: NUL answered 500)', (name, value) => {
    let error: unknown;
    try {
      parseListingQuery({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toMatch(
      new RegExp(`^${name} contains a control or text-direction character`),
    );
    expect((error as ValidationError).fieldErrors[0]?.field).toBe(name);
  });

  it('reads the to-do filters of issue 29: a known next action, assignedTo only as me', () => {
    const parsed = parseListingQuery({ nextAction: 'needs_decision', assignedTo: 'me' });
    expect([parsed.filters.nextAction, parsed.assignedToMe]).toEqual(['needs_decision', true]);
    expect(parseListingQuery({ nextAction: 'all', assignedTo: '' }).assignedToMe).toBe(false);
    expect(() => parseListingQuery({ nextAction: 'later' })).toThrow(
      /^nextAction must be one of ready_to_publish/,
    );
    expect(() => parseListingQuery({ assignedTo: 'someone' })).toThrow('assignedTo must be me');
  });

  it('reads one row by its submission id (issue 29: the dashboard re-reads a row after a status change)', () => {
    const id = '4F0C1A2B-0000-4000-8000-000000000001';
    expect(parseListingQuery({ id }).filters.id).toBe(id.toLowerCase());
    expect(() => parseListingQuery({ id: "1' OR 1=1" })).toThrow('id must be a submission id');
  });
});
