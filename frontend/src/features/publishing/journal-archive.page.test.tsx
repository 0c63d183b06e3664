import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryProvider } from '../../api/query-client';
import { fetchJournalArticles, type ArticleSummary } from './articles.api';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import JournalArchivePage from './journal-archive.page';

jest.mock('./articles.api', () => ({
  ...jest.requireActual('./articles.api'),
  fetchJournalArticles: jest.fn(),
}));

beforeEach(() => mockPublicApi());

function SearchAt() {
  const location = useLocation();
  return <p>searching {location.search}</p>;
}

const article = (n: number): ArticleSummary => ({
  id: `a${n}`,
  doi: `10.5555/ce.2026.0000${n}`,
  doi_url: `https://doi.org/10.5555/ce.2026.0000${n}`,
  url: `http://localhost/articles/a${n}`,
  title: `Bridge ${n}`,
  authors: [{ given_names: 'Othmar', family_name: 'Ammann', orcid: null }],
  journal: { id: 'civil-engineering', name: 'Civil Engineering' },
  published_at: `2026-05-0${n}T12:00:00.000Z`,
  snippet: '',
});

const renderAt = (path: string) =>
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/journals/:journalId/articles" element={<JournalArchivePage />} />
          <Route path="/search" element={<SearchAt />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );

it('lists the journal articles newest first with links, DOIs and pages', async () => {
  jest.mocked(fetchJournalArticles).mockImplementation(async (_journal, page) => ({
    articles: page === 1 ? [article(2), article(1)] : [article(3)],
    pagination: { page, pageSize: 20, totalItems: 21, totalPages: 2 },
  }));
  renderAt('/journals/civil-engineering/articles');
  const first = await screen.findByRole('link', { name: 'Bridge 2' });
  expect(first.getAttribute('href')).toBe('/articles/a2');
  expect(screen.getByRole('link', { name: '10.5555/ce.2026.00002' }).getAttribute('href')).toBe(
    'https://doi.org/10.5555/ce.2026.00002',
  );
  expect(fetchJournalArticles).toHaveBeenCalledWith('civil-engineering', 1);
  await userEvent.click(screen.getByRole('button', { name: 'Older' }));
  expect(await screen.findByRole('link', { name: 'Bridge 3' })).toBeTruthy();
  await waitFor(() => expect(fetchJournalArticles).toHaveBeenCalledWith('civil-engineering', 2));
  expect(screen.getByText('Page 2 of 2')).toBeTruthy();
});

it('says so when nothing is published yet, and refuses an unknown journal', async () => {
  jest.mocked(fetchJournalArticles).mockResolvedValue({
    articles: [],
    pagination: { page: 1, pageSize: 20, totalItems: 0, totalPages: 0 },
  });
  renderAt('/journals/education/articles');
  expect(await screen.findByText('No articles have been published in this journal yet.')).toBeTruthy();
  renderAt('/journals/nope/articles');
  expect(await screen.findByText('Journal not found.')).toBeTruthy();
});

it("searches the journal's articles from its archive (issue 30)", async () => {
  jest.mocked(fetchJournalArticles).mockResolvedValue({
    articles: [article(1)],
    pagination: { page: 1, pageSize: 20, totalItems: 1, totalPages: 1 },
  });
  renderAt('/journals/civil-engineering/articles');
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search this journal' }), {
    target: { value: 'wind load' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText('searching ?q=wind+load&journal=civil-engineering')).toBeTruthy();
});
