import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryProvider } from '../../api/query-client';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { fetchIssue } from './issues.api';
import IssuePage from './issue.page';

jest.mock('./issues.api', () => ({ ...jest.requireActual('./issues.api'), fetchIssue: jest.fn() }));

beforeEach(() => mockPublicApi());

const author = { given_names: 'Othmar', family_name: 'Ammann', affiliation: null, orcid: null };
const EDITORIALS = { id: 's-ed', title: 'Editorials', articleType: 'editorial' };
const ARTICLES = { id: 's-art', title: 'Research articles', articleType: 'research-article' };
const entry = (id: string, title: string, section: typeof ARTICLES) => ({
  id,
  title,
  authors: [author],
  doi: `10.5555/ce.2026.${id}`,
  firstPage: null,
  lastPage: null,
  articleNumber: null,
  sectionId: section.id,
  section,
});

/** Issue 42: the issue page (and the journal's Current issue tab, which opens it) groups by section. */
it("shows the table of contents under section headings in the sections' order", async () => {
  jest.mocked(fetchIssue).mockResolvedValue({
    issue: {
      id: 'i1',
      volume: 3,
      number: 2,
      year: 2026,
      title: null,
      description: null,
      publishedAt: '2026-11-20T10:00:00.000Z',
      articleCount: 3,
    },
    articles: [
      entry('e1', 'A word from the editors', EDITORIALS),
      entry('a2', 'Pylons', ARTICLES),
      entry('a1', 'Cables', ARTICLES),
    ],
    sections: [EDITORIALS, ARTICLES],
  });
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={['/journals/civil-engineering/issues/3/2']}>
        <Routes>
          <Route path="/journals/:journalId/issues/:volume/:number" element={<IssuePage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Vol. 3, No. 2 (2026)' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Editorials',
    'Research articles',
  ]);
  const research = screen.getByRole('region', { name: 'Research articles' });
  expect(
    within(research)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Pylons', 'Cables']);
  const editorials = screen.getByRole('region', { name: 'Editorials' });
  expect(within(editorials).getByRole('link', { name: 'A word from the editors' })).toHaveAttribute(
    'href',
    '/articles/e1',
  );
});
