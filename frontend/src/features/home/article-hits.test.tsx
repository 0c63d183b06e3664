import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { renderAt } from '../../test-utils/render-at.test-util';
import { searchArticles, type ArticleSummary } from '../publishing/articles.api';
import { JournalSearch } from './journal-search.component';
import { SITE_LATEST_COUNT, SiteLatestArticles } from './site-latest-articles.component';

jest.mock('../publishing/articles.api', () => ({
  ...jest.requireActual('../publishing/articles.api'),
  searchArticles: jest.fn(),
}));

const hit = (n: number): ArticleSummary => ({
  id: `a${n}`,
  doi: `10.5555/as.2026.0000${n}`,
  doi_url: `https://doi.org/10.5555/as.2026.0000${n}`,
  url: `http://localhost/articles/a${n}`,
  title: `Soil moisture ${n}`,
  authors: [{ given_names: 'Rosalind', family_name: 'Franklin', orcid: null }],
  journal: { id: 'applied-science', name: 'Applied Science' },
  published_at: '2026-05-01T12:00:00.000Z',
  snippet: `…the <mark>soil</mark> held water ${n} &amp; &lt;b&gt;…`,
});

beforeEach(() => mockPublicApi());

it('shows journals and articles in two labelled groups, at most 8 articles and a link to every result', async () => {
  jest.mocked(searchArticles).mockResolvedValue({
    articles: Array.from({ length: 10 }, (_, i) => hit(i)),
    pagination: { page: 1, pageSize: 20, totalItems: 23, totalPages: 2 },
  });
  renderAt('/', <JournalSearch />);
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'soil' } });
  const list = await screen.findByRole('list', { name: 'Matching articles' });
  expect(screen.getByText('Journals')).toBeInTheDocument();
  expect(screen.getByText('Articles')).toBeInTheDocument();
  const links = within(list).getAllByRole('link');
  expect(links).toHaveLength(9);
  expect(links[0]).toHaveAttribute('href', '/articles/a0');
  // The snippet's marks become <mark> elements; everything else stays text.
  expect(links[0]!.querySelector('mark')).toHaveTextContent('soil');
  expect(links[0]).toHaveTextContent('…the soil held water 0 & <b>…');
  expect(links[0]!.querySelector('b')).toBeNull();
  expect(links[8]).toHaveAttribute('href', '/search?q=soil');
  expect(links[8]).toHaveTextContent('See all results (23)');
  await waitFor(() => expect(searchArticles).toHaveBeenCalledWith({ q: 'soil', page: 1 }));
});

it('says so when no article matches', async () => {
  jest.mocked(searchArticles).mockResolvedValue({
    articles: [],
    pagination: { page: 1, pageSize: 20, totalItems: 0, totalPages: 0 },
  });
  renderAt('/', <JournalSearch />);
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'astrology' } });
  expect(await screen.findByText('No articles match “astrology”.')).toBeInTheDocument();
});

it("lists the site's newest articles of every journal on the home page", async () => {
  jest.mocked(searchArticles).mockResolvedValue({
    articles: Array.from({ length: 8 }, (_, i) => hit(i)),
    pagination: { page: 1, pageSize: 20, totalItems: 8, totalPages: 1 },
  });
  renderAt('/', <SiteLatestArticles />);
  const list = await screen.findByRole('list', { name: 'Latest articles of every journal' });
  expect(within(list).getAllByRole('link')).toHaveLength(SITE_LATEST_COUNT);
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Applied Science · Rosalind Franklin');
  expect(searchArticles).toHaveBeenCalledWith({ q: '', page: 1 });
});
