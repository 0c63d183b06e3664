import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryProvider } from '../../api/query-client';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { searchArticles, type ArticleSummary } from './articles.api';
import SearchPage from './search.page';

jest.mock('./articles.api', () => ({
  ...jest.requireActual('./articles.api'),
  searchArticles: jest.fn(),
}));

const hit = (n: number): ArticleSummary => ({
  id: `a${n}`,
  doi: `10.5555/ce.2026.0000${n}`,
  doi_url: `https://doi.org/10.5555/ce.2026.0000${n}`,
  url: `http://localhost/articles/a${n}`,
  title: `Bridge ${n}`,
  authors: [{ given_names: 'Othmar', family_name: 'Ammann', orcid: null }],
  journal: { id: 'civil-engineering', name: 'Civil Engineering' },
  published_at: '2026-05-01T12:00:00.000Z',
  snippet: '',
});

beforeEach(() => mockPublicApi());

it('lists every result with a journal filter and pages', async () => {
  jest.mocked(searchArticles).mockImplementation(async ({ page }) => ({
    articles: [hit(page)],
    pagination: { page, pageSize: 20, totalItems: 21, totalPages: 2 },
  }));
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={['/search?q=wind']}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
  expect(await screen.findByRole('link', { name: 'Bridge 1' })).toBeTruthy();
  expect(screen.getByText('21 results')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('link', { name: 'Bridge 2' })).toBeTruthy();
  await waitFor(() =>
    expect(searchArticles).toHaveBeenCalledWith({ q: 'wind', journal: '', year: '', keyword: '', page: 2 }),
  );
  const select = await screen.findByRole('combobox', { name: 'Journal' });
  await screen.findByRole('option', { name: 'Civil Engineering' });
  fireEvent.change(select, { target: { value: 'civil-engineering' } });
  await waitFor(() =>
    expect(searchArticles).toHaveBeenLastCalledWith({
      q: 'wind',
      journal: 'civil-engineering',
      year: '',
      keyword: '',
      page: 1,
    }),
  );
  fireEvent.change(screen.getByRole('textbox', { name: 'Year' }), { target: { value: '2026' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: 'cables' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(searchArticles).toHaveBeenLastCalledWith({
      q: 'wind',
      journal: 'civil-engineering',
      year: '2026',
      keyword: 'cables',
      page: 1,
    }),
  );
});
