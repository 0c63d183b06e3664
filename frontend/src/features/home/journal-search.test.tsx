import { fireEvent, screen, within } from '@testing-library/react';
import { mockPublicApi, seededJournals, summaryOf } from '../../test-utils/public-api.test-util';
import { renderAt } from '../../test-utils/render-at.test-util';
import { JournalSearch } from './journal-search.component';
import { buildSearchIndex, MAX_SEARCH_RESULTS, searchJournals } from './journal-search';

const JOURNALS = seededJournals().map(summaryOf);
const INDEX = buildSearchIndex(JOURNALS);
const search = (query: string) => searchJournals(query, INDEX);

describe('searchJournals', () => {
  it('indexes nine of the ten seeded journals: Management is missing (SPEC section 3)', () => {
    expect(JOURNALS).toHaveLength(10);
    expect(INDEX).toHaveLength(9);
    expect(INDEX.some((entry) => entry.route === '/journals/management')).toBe(false);
    expect(search('management')).toEqual([]);
  });

  it('titles each entry with the full title and abbreviation the journals service holds', () => {
    expect(INDEX[0]).toMatchObject({
      title: 'Lumina Journal of Civil Engineering (LJCE)',
      route: '/journals/civil-engineering',
    });
    const renamed = buildSearchIndex([{ ...JOURNALS[0]!, fullTitle: 'Lumina Journal of Structures' }]);
    expect(searchJournals('structures', renamed).map((e) => e.title)).toEqual([
      'Lumina Journal of Structures (LJCE)',
    ]);
  });

  it('finds a journal the publisher added by its name, title and description', () => {
    const added = {
      ...JOURNALS[0]!,
      slug: 'marine-biology',
      name: 'Marine Biology',
      fullTitle: 'Lumina Journal of Marine Biology',
      abbreviation: 'LJMB',
      description: 'Oceans, reefs and fisheries.',
    };
    const index = buildSearchIndex([...JOURNALS, added]);
    expect(searchJournals('reefs', index).map((e) => e.route)).toEqual(['/journals/marine-biology']);
    expect(searchJournals('LJMB', index).map((e) => e.route)).toEqual(['/journals/marine-biology']);
  });

  it('returns nothing for an empty or blank query', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });

  it('matches titles case-insensitively', () => {
    expect(search('CIVIL engineering').map((entry) => entry.route)).toEqual(['/journals/civil-engineering']);
  });

  it('matches keywords that are not in the title', () => {
    const results = search('Smart Grid');
    expect(results.map((entry) => entry.route)).toEqual(['/journals/electrical-engineering']);
    expect(results[0]?.title).not.toMatch(/smart grid/i);
  });

  it('returns at most 8 matches', () => {
    expect(INDEX.filter((entry) => entry.title.toLowerCase().includes('journal'))).toHaveLength(9);
    expect(search('journal')).toHaveLength(MAX_SEARCH_RESULTS);
    expect(MAX_SEARCH_RESULTS).toBe(8);
  });

  it('returns every match when there are fewer than 8', () => {
    expect(search('engineering').map((entry) => entry.route)).toEqual([
      '/journals/civil-engineering',
      '/journals/mechanical-engineering',
      '/journals/electronics-engineering',
      '/journals/electrical-engineering',
      '/journals/computer-science-engineering',
    ]);
  });
});

describe('JournalSearch', () => {
  beforeEach(() => mockPublicApi());

  it('lists matches under the box as links and clears them for an empty query', async () => {
    renderAt('/', <JournalSearch />);
    const input = screen.getByRole('searchbox', { name: 'Search journals' });
    expect(screen.queryByRole('list', { name: 'Matching journals' })).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'Law' } });
    const list = await screen.findByRole('list', { name: 'Matching journals' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/journals/law-social-science');

    fireEvent.change(input, { target: { value: 'journal' } });
    expect(within(screen.getByRole('list', { name: 'Matching journals' })).getAllByRole('link')).toHaveLength(
      8,
    );

    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByRole('list', { name: 'Matching journals' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderAt('/', <JournalSearch />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'astrology' } });
    expect(await screen.findByText(/No journals match/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Matching journals' })).not.toBeInTheDocument();
  });
});
