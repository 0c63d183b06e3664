import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateSubmissionStatus } from '../../api/admin.api';
import { ApiError } from '../../api/api-error';
import { QueryProvider } from '../../api/query-client';
import { storedAdmin } from '../admin/admin-access';
import { ArticlePublishingPanel, NOT_PUBLISHED_TEXT } from './article-publishing-panel.component';
import { hasArticle } from './has-article';
import { fetchAdminArticle, type AdminArticle } from './publishing-admin.api';
import { fetchPreparation } from './publication-preparation.api';
import { DEFAULT_LICENCE_LABEL, SKIP_GALLEY_LABEL } from './publication-readiness.component';

jest.mock('./publishing-admin.api', () => ({
  fetchAdminArticle: jest.fn(),
  saveArticleLicence: jest.fn(),
  uploadGalley: jest.fn(),
  removeGalley: jest.fn(),
  downloadCrossrefXml: jest.fn(),
}));
jest.mock('./publication-preparation.api', () => ({
  fetchPreparation: jest.fn(),
  savePreparedLicence: jest.fn(),
  uploadPreparedGalley: jest.fn(),
  removePreparedGalley: jest.fn(),
}));
jest.mock('../admin/admin-access', () => ({ storedAdmin: jest.fn() }));
jest.mock('../../api/admin.api', () => ({ updateSubmissionStatus: jest.fn() }));

const ARTICLE = {
  id: 's1',
  doi: '10.5555/as.2026.00002',
  doi_url: 'https://doi.org/10.5555/as.2026.00002',
  url: 'http://localhost:8080/articles/s1',
  title: 'Helix',
  licence: 'CC BY 4.0',
  licence_url: 'https://creativecommons.org/licenses/by/4.0/',
  published_at: '2026-05-06T12:00:00.000Z',
  withdrawn_at: null,
  galley: null,
  crossref: { enabled: false, xml_url: '/api/admin/articles/s1/crossref.xml', deposits: [] },
} satisfies AdminArticle;

const renderPanel = (hasArticle: boolean) =>
  render(
    <QueryProvider>
      <ArticlePublishingPanel submissionId="s1" hasArticle={hasArticle} />
    </QueryProvider>,
  );

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(storedAdmin).mockReturnValue({ token: 't', email: 'admin@journal.local', role: 'admin' });
  jest.mocked(fetchPreparation).mockResolvedValue({
    preparation: { status: 'accepted', licence: null, galley: null },
    licences: ['CC BY 4.0'],
  } as never);
  // The server's answer for a paper without an article: what the page must not ask for.
  jest
    .mocked(fetchAdminArticle)
    .mockRejectedValue(new ApiError(404, 'Not Found', { message: 'Article not found' }));
});

it('asks for no article of a paper that was never published, and says it is not published', async () => {
  renderPanel(false);
  expect(await screen.findByText(NOT_PUBLISHED_TEXT)).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Publish now' })).toBeTruthy();
  expect(fetchAdminArticle).not.toHaveBeenCalled();
});

it('asks for the article once Publish now has published the paper', async () => {
  jest.mocked(fetchAdminArticle).mockReset().mockResolvedValue({ article: ARTICLE, licences: [] });
  jest.mocked(updateSubmissionStatus).mockResolvedValue({ success: true } as never);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  renderPanel(false);
  await userEvent.click(await screen.findByLabelText(SKIP_GALLEY_LABEL));
  await userEvent.click(screen.getByLabelText(DEFAULT_LICENCE_LABEL));
  expect(fetchAdminArticle).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
  expect(await screen.findByRole('link', { name: ARTICLE.doi }, { timeout: 5_000 })).toBeTruthy();
  expect(fetchAdminArticle).toHaveBeenCalledWith('s1', 't');
  confirm.mockRestore();
});

it('asks for the article of a published paper', async () => {
  jest.mocked(fetchAdminArticle).mockReset().mockResolvedValue({ article: ARTICLE, licences: [] });
  renderPanel(true);
  expect(await screen.findByRole('link', { name: ARTICLE.doi })).toBeTruthy();
});

it('knows from the status and its history whether a paper can have an article', () => {
  const history = (...statuses: string[]) =>
    statuses.map((to_status) => ({ to_status, from_status: null, changed_at: '2026-05-06T12:00:00.000Z' }));
  expect(hasArticle('under_review', history('submitted', 'under_review'))).toBe(false);
  expect(hasArticle('accepted', history('submitted', 'accepted'))).toBe(false);
  expect(hasArticle('withdrawn', history('submitted', 'withdrawn'))).toBe(false);
  expect(hasArticle('published', history('submitted', 'accepted'))).toBe(true);
  expect(hasArticle('withdrawn', history('submitted', 'accepted', 'published', 'withdrawn'))).toBe(true);
});
