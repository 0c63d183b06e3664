import { fireEvent, screen, within } from '@testing-library/react';
import { JOURNAL_SEARCH_INDEX } from '../../content/home.content';
import { JOURNALS } from '../../content/journals.content';
import { renderAt } from '../../test-utils/render-at.test-util';
import { JournalSearch } from './journal-search.component';
import { MAX_SEARCH_RESULTS, searchJournals } from './journal-search';

describe('searchJournals', () => {
  it('indexes nine of the ten journals: Management is missing', () => {
    expect(JOURNALS).toHaveLength(10);
    expect(JOURNAL_SEARCH_INDEX).toHaveLength(9);
    expect(JOURNAL_SEARCH_INDEX.some((entry) => entry.route === '/journals/management')).toBe(false);
    expect(searchJournals('management')).toEqual([]);
  });

  it('returns nothing for an empty or blank query', () => {
    expect(searchJournals('')).toEqual([]);
    expect(searchJournals('   ')).toEqual([]);
  });

  it('matches titles case-insensitively', () => {
    const results = searchJournals('CIVIL engineering');
    expect(results.map((entry) => entry.route)).toEqual(['/journals/civil-engineering']);
  });

  it('matches keywords that are not in the title', () => {
    const results = searchJournals('Smart Grid');
    expect(results.map((entry) => entry.route)).toEqual(['/journals/electrical-engineering']);
    expect(results[0]?.title).not.toMatch(/smart grid/i);
  });

  it('returns at most 8 matches', () => {
    expect(
      JOURNAL_SEARCH_INDEX.filter((entry) => entry.title.toLowerCase().includes('journal')),
    ).toHaveLength(9);
    expect(searchJournals('journal')).toHaveLength(MAX_SEARCH_RESULTS);
    expect(MAX_SEARCH_RESULTS).toBe(8);
  });

  it('returns every match when there are fewer than 8', () => {
    expect(searchJournals('engineering').map((entry) => entry.route)).toEqual([
      '/journals/civil-engineering',
      '/journals/mechanical-engineering',
      '/journals/electronics-engineering',
      '/journals/electrical-engineering',
      '/journals/computer-science-engineering',
    ]);
  });
});

describe('JournalSearch', () => {
  it('lists matches under the box as links and clears them for an empty query', () => {
    renderAt('/', <JournalSearch />);
    const input = screen.getByRole('searchbox', { name: 'Search journals' });
    expect(screen.queryByRole('list', { name: 'Matching journals' })).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'Law' } });
    const list = screen.getByRole('list', { name: 'Matching journals' });
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

  it('says so when nothing matches', () => {
    renderAt('/', <JournalSearch />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'astrology' } });
    expect(screen.queryByRole('list', { name: 'Matching journals' })).not.toBeInTheDocument();
    expect(screen.getByText(/No journals match/)).toBeInTheDocument();
  });
});
