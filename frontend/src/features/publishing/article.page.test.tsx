import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { QueryProvider } from '../../api/query-client';
import { ARTICLE_DATA_ELEMENT_ID } from './article-data';
import ArticlePage from './article.page';
import { fetchArticle, fetchCitation, type ArticleDetail } from './articles.api';

jest.mock('./articles.api', () => ({
  fetchArticle: jest.fn(),
  fetchCitation: jest.fn(),
  fetchArticleFullText: jest.fn(async () => null),
}));

const DOI = '10.5555/ce.2026.00007';

/**
 * The API's citations of the article below (services/publishing formats them with citation-js, and its
 * tests check their content); the page shows, copies and downloads them exactly as they come.
 */
const CITATIONS = {
  apa: `Ammann, O., & Moisseiff, L. (2026). Suspension bridges under wind load. Civil Engineering. https://doi.org/${DOI}\n`,
  bibtex: `@article{Ammann2026,\n\tauthor = {Ammann, Othmar and Moisseiff, Leon},\n\tdoi = {${DOI}},\n\ttitle = {Suspension bridges under wind load},\n}\n`,
  ris: `TY  - JOUR\r\nAU  - Ammann, Othmar\r\nDO  - ${DOI}\r\nID  - Ammann2026\r\nER  - \r\n`,
};

const article = (overrides: Partial<ArticleDetail> = {}): ArticleDetail => ({
  id: 'a7',
  doi: DOI,
  doi_url: `https://doi.org/${DOI}`,
  url: 'http://localhost/articles/a7',
  title: 'Suspension bridges under wind load',
  abstract: 'Aeroelastic flutter of long-span decks.\nMeasured in a wind tunnel.',
  keywords: ['flutter', 'bridges'],
  authors: [
    { given_names: 'Othmar', family_name: 'Ammann', affiliation: 'ETH Zürich', orcid: '0000-0002-1694-233X' },
    { given_names: 'Leon', family_name: 'Moisseiff', affiliation: null, orcid: null },
  ],
  journal: { id: 'civil-engineering', name: 'Civil Engineering' },
  received_at: '2026-03-01T10:00:00.000Z',
  accepted_at: '2026-04-02T10:00:00.000Z',
  published_at: '2026-05-07T12:00:00.000Z',
  licence: 'CC BY 4.0',
  licence_url: 'https://creativecommons.org/licenses/by/4.0/',
  galley: { size: 1024, url: 'http://localhost/articles/a7/galley.pdf' },
  csl: {
    id: DOI,
    type: 'article-journal',
    title: 'Suspension bridges under wind load',
    'container-title': 'Civil Engineering',
    author: [
      { given: 'Othmar', family: 'Ammann' },
      { given: 'Leon', family: 'Moisseiff' },
    ],
    issued: { 'date-parts': [[2026, 5, 7]] },
    keyword: 'flutter, bridges',
    DOI,
    URL: 'http://localhost/articles/a7',
  },
  ...overrides,
});

function embed(data: unknown) {
  const script = document.createElement('script');
  script.id = ARTICLE_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

const renderAt = (id: string) =>
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[`/articles/${id}`]}>
        <Routes>
          <Route path="/articles/:articleId" element={<ArticlePage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );

beforeEach(() => {
  jest.mocked(fetchCitation).mockImplementation(async (_id, format) => CITATIONS[format]);
});

afterEach(() => {
  document.getElementById(ARTICLE_DATA_ELEMENT_ID)?.remove();
  jest.mocked(fetchArticle).mockReset();
  jest.mocked(fetchCitation).mockReset();
});

it('shows the article the server embedded, without asking the API', async () => {
  embed(article());
  renderAt('a7');
  expect(screen.getByRole('heading', { level: 1, name: 'Suspension bridges under wind load' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Civil Engineering' })).toHaveAttribute(
    'href',
    '/journals/civil-engineering',
  );
  const authors = within(screen.getByRole('list', { name: 'Authors' })).getAllByRole('listitem');
  expect(authors.map((li) => li.textContent)).toEqual([
    'Othmar AmmannETH ZürichORCID 0000-0002-1694-233X',
    'Leon Moisseiff',
  ]);
  expect(screen.getByRole('link', { name: /ORCID iD of Othmar Ammann/ })).toHaveAttribute(
    'href',
    'https://orcid.org/0000-0002-1694-233X',
  );
  expect(screen.getByText('Measured in a wind tunnel.')).toBeTruthy();
  expect(screen.getByText('flutter')).toBeTruthy();
  expect(screen.getByText('1 March 2026')).toBeTruthy();
  expect(screen.getByText('2 April 2026')).toBeTruthy();
  expect(screen.getByText('7 May 2026')).toBeTruthy();
  expect(screen.getByRole('link', { name: `https://doi.org/${DOI}` })).toHaveAttribute(
    'href',
    `https://doi.org/${DOI}`,
  );
  expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
  expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    'http://localhost/articles/a7/galley.pdf',
  );
  expect(fetchArticle).not.toHaveBeenCalled();
  // Let the citations the page asks the API for settle inside act.
  await screen.findByRole('heading', { name: 'BibTeX' });
});

it('fetches the article when the embedded one is another article, and has no PDF link without a galley', async () => {
  embed(article({ id: 'other', title: 'Another article' }));
  jest.mocked(fetchArticle).mockResolvedValue(article({ galley: null }));
  renderAt('a7');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Suspension bridges under wind load' }),
  ).toBeTruthy();
  expect(fetchArticle).toHaveBeenCalledWith('a7');
  expect(screen.queryByText('Another article')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  await screen.findByRole('heading', { name: 'BibTeX' });
});

it('shows the withdrawal notice for a withdrawn article (410)', async () => {
  jest
    .mocked(fetchArticle)
    .mockRejectedValue(
      new ApiError(410, 'Gone', { success: false, message: 'This article has been withdrawn' }),
    );
  renderAt('a7');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This article has been withdrawn and is no longer available.',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Article withdrawn' })).toBeTruthy();
});

it('names the issue and pages in the header', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(
    article({
      issue: { id: 'i1', volume: 3, number: 2, year: 2026, title: 'Bridges' },
      firstPage: 10,
      lastPage: 24,
      articleNumber: null,
    }),
  );
  renderAt('a9');
  const link = await screen.findByRole('link', { name: 'Vol. 3, No. 2 (2026)' });
  expect(link.getAttribute('href')).toMatch(/\/issues\/3\/2$/);
  expect(link.parentElement).toHaveTextContent('Vol. 3, No. 2 (2026), pp. 10-24');
});

it("says an article is away while its issue is unpublished (410 with the issue's notice)", async () => {
  jest.mocked(fetchArticle).mockRejectedValue(
    new ApiError(410, 'Gone', {
      success: false,
      message:
        'The issue of this article has been unpublished; the article will be available again when the issue is republished',
    }),
  );
  renderAt('a8');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The issue of this article has been unpublished; the article will be available again when the issue is republished.',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Article not available' })).toBeTruthy();
});

it('says "Article not found." for an unknown id (404)', async () => {
  jest
    .mocked(fetchArticle)
    .mockRejectedValue(new ApiError(404, 'Not Found', { success: false, message: 'Article not found' }));
  renderAt('nope');
  expect(await screen.findByRole('heading', { level: 1, name: 'Article not found.' })).toBeTruthy();
});

describe('Cite this article', () => {
  let writeText: jest.Mock;
  beforeEach(() => {
    writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it("shows the API's APA, BibTeX and RIS of the article, each copyable and downloadable as it came", async () => {
    embed(article());
    renderAt('a7');
    const section = screen.getByRole('region', { name: 'Cite this article' });
    await within(section).findByRole('heading', { name: 'BibTeX' });
    expect(jest.mocked(fetchCitation).mock.calls.sort()).toEqual([
      ['a7', 'apa'],
      ['a7', 'bibtex'],
      ['a7', 'ris'],
    ]);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['APA', 'BibTeX', 'RIS']);
    const texts = [...section.querySelectorAll('pre')].map((pre) => pre.textContent);
    expect(texts).toEqual([CITATIONS.apa, CITATIONS.bibtex, CITATIONS.ris]);

    const download = within(section).getByRole('link', { name: 'Download BibTeX' });
    expect(download).toHaveAttribute('download', '10.5555_ce.2026.00007.bib');
    expect(download.getAttribute('href')).toBe(
      `data:application/x-bibtex;charset=utf-8,${encodeURIComponent(CITATIONS.bibtex)}`,
    );
    const ris = within(section).getByRole('link', { name: 'Download RIS' });
    expect(ris).toHaveAttribute('download', '10.5555_ce.2026.00007.ris');
    // The file keeps RIS's CRLF line ends.
    expect(decodeURIComponent(ris.getAttribute('href')!.split(',')[1]!)).toBe(CITATIONS.ris);

    await userEvent.click(within(section).getByRole('button', { name: 'Copy BibTeX' }));
    expect(writeText).toHaveBeenCalledWith(CITATIONS.bibtex);
    const statuses = within(section).getAllByRole('status');
    await waitFor(() => expect(statuses.map((s) => s.textContent)).toContain('Copied'));
  });

  it('says so when the API cannot give the citations', async () => {
    jest.mocked(fetchCitation).mockRejectedValue(new ApiError(503, 'Service Unavailable', null));
    embed(article());
    renderAt('a7');
    const section = screen.getByRole('region', { name: 'Cite this article' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The citations could not be prepared. Please reload the page.',
    );
    expect(section.querySelectorAll('pre')).toHaveLength(0);
  });

  it('says when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    embed(article());
    renderAt('a7');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy RIS' }));
    expect(await screen.findByText('Could not copy: select the text and copy it.')).toBeTruthy();
    await act(async () => undefined);
  });
});

it("shows the article's section above its title (issue 42)", () => {
  embed(article({ section: { id: 's-ed', title: 'Editorials', articleType: 'editorial' } }));
  renderAt('a7');
  const title = screen.getByRole('heading', { level: 1, name: 'Suspension bridges under wind load' });
  const section = screen.getByText('Editorials');
  expect(section).toHaveClass('article__section');
  expect(section.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('lists the supplementary files with their sizes and download links (issue 42 item 8)', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(
    article({
      supplementaryFiles: [
        {
          id: 'f1',
          name: 'wind tunnel data.csv',
          size: 2048,
          mediaType: 'text/csv; charset=utf-8',
          description: 'Measured deflections',
          url: '/api/articles/a7/supplementary/f1',
        },
      ],
    }),
  );
  renderAt('a7');
  const section = await screen.findByRole('region', { name: 'Supplementary files' });
  const link = within(section).getByRole('link', { name: 'wind tunnel data.csv' });
  expect(link).toHaveAttribute('href', '/api/articles/a7/supplementary/f1');
  expect(section).toHaveTextContent('wind tunnel data.csv (0.00 MB · 2.0 KB) · Measured deflections');
  await screen.findByRole('heading', { name: 'BibTeX' });
});

it('has no supplementary section for an article without supplementary files', async () => {
  jest.mocked(fetchArticle).mockResolvedValue(article());
  renderAt('a7');
  await screen.findByRole('heading', { level: 1, name: 'Suspension bridges under wind load' });
  expect(screen.queryByRole('region', { name: 'Supplementary files' })).toBeNull();
  await screen.findByRole('heading', { name: 'BibTeX' });
});
