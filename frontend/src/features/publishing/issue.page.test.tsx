import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { QueryProvider } from '../../api/query-client';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { fetchIssue, fetchIssues } from './issues.api';
import IssuePage from './issue.page';
import JournalIssuesPage from './journal-issues.page';

jest.mock('./issues.api', () => ({
  ...jest.requireActual('./issues.api'),
  fetchIssue: jest.fn(),
  fetchIssues: jest.fn(),
}));

beforeEach(() => mockPublicApi());

const ISSUE = {
  id: 'i1',
  volume: 3,
  number: 2,
  year: 2026,
  title: 'Bridges',
  description: null,
  publishedAt: '2026-11-20T10:00:00.000Z',
  articleCount: 2,
};
const author = { given_names: 'Othmar', family_name: 'Ammann', affiliation: null, orcid: null };

const renderAt = (path: string) =>
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/journals/:journalId/issues" element={<JournalIssuesPage />} />
          <Route path="/journals/:journalId/issues/:volume/:number" element={<IssuePage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );

it("shows an issue's table of contents in the API's order with pages or article numbers", async () => {
  jest.mocked(fetchIssue).mockResolvedValue({
    issue: ISSUE,
    articles: [
      {
        id: 'a2',
        title: 'Pylons',
        authors: [author],
        doi: '10.5555/ce.2026.00002',
        firstPage: 1,
        lastPage: 9,
        articleNumber: null,
      },
      {
        id: 'a1',
        title: 'Cables',
        authors: [author],
        doi: '10.5555/ce.2026.00001',
        firstPage: null,
        lastPage: null,
        articleNumber: 'e2026001',
      },
    ],
  });
  renderAt('/journals/civil-engineering/issues/3/2');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Vol. 3, No. 2 (2026): Bridges' }),
  ).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Pylons',
    'Cables',
  ]);
  expect(screen.getByText(/^pp\. 1-9 ·/)).toBeTruthy();
  expect(screen.getByText(/^e2026001 ·/)).toBeTruthy();
  expect(fetchIssue).toHaveBeenCalledWith('civil-engineering', '3', '2');
  // The issue's Atom feed, in the head for feed readers and as a visible link.
  const feed = '/journals/civil-engineering/issues/3/2/feed.atom';
  const head = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
  expect(head).toHaveAttribute('href', feed);
  expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', feed);
});

it('answers an unknown issue with a notice, and lists the published issues', async () => {
  jest
    .mocked(fetchIssue)
    .mockRejectedValue(new ApiError(404, 'Not Found', { success: false, message: 'Issue not found' }));
  renderAt('/journals/civil-engineering/issues/9/9');
  expect(await screen.findByText('Issue not found.')).toBeTruthy();
  jest.mocked(fetchIssues).mockResolvedValue([ISSUE]);
  renderAt('/journals/civil-engineering/issues');
  const link = await screen.findByRole('link', { name: 'Vol. 3, No. 2 (2026): Bridges' });
  expect(link.getAttribute('href')).toBe('/journals/civil-engineering/issues/3/2');
  expect(screen.getByText(/2 articles · published 2026-11-20/)).toBeTruthy();
});
