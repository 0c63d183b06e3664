import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { updateSubmissionStatus } from '../../api/admin.api';
import { ApiError } from '../../api/api-error';
import { QueryProvider } from '../../api/query-client';
import { storedAdmin } from '../admin/admin-access';
import { ArticlePublishingPanel, NOT_PUBLISHED_TEXT } from './article-publishing-panel.component';
import {
  fetchAdminArticle,
  saveArticleLicence,
  uploadGalley,
  type AdminArticle,
} from './publishing-admin.api';

jest.mock('./publishing-admin.api', () => ({
  fetchAdminArticle: jest.fn(),
  saveArticleLicence: jest.fn(),
  uploadGalley: jest.fn(),
  removeGalley: jest.fn(),
  downloadCrossrefXml: jest.fn(),
}));
jest.mock('../admin/admin-access', () => ({ storedAdmin: jest.fn() }));
jest.mock('../../api/admin.api', () => ({ updateSubmissionStatus: jest.fn() }));

const ARTICLE: AdminArticle = {
  id: 's1',
  doi: '10.5555/as.2026.00001',
  doi_url: 'https://doi.org/10.5555/as.2026.00001',
  url: 'http://localhost:8080/articles/s1',
  title: 'Helix',
  licence: 'CC BY 4.0',
  licence_url: 'https://creativecommons.org/licenses/by/4.0/',
  published_at: '2026-05-06T12:00:00.000Z',
  withdrawn_at: null,
  galley: null,
  crossref: {
    enabled: true,
    xml_url: '/api/admin/articles/s1/crossref.xml',
    deposits: [
      {
        id: 'd1',
        doi: '10.5555/as.2026.00001',
        status: 'dead',
        attempts: 8,
        http_status: 503,
        last_error: 'Service temporarily unavailable',
        created_at: '2026-05-06T12:00:00.000Z',
        updated_at: '2026-05-06T13:00:00.000Z',
        deposited_at: null,
      },
    ],
  },
};

const renderPanel = () =>
  render(
    <QueryProvider>
      <ArticlePublishingPanel submissionId="s1" />
    </QueryProvider>,
  );

beforeEach(() => {
  jest.mocked(storedAdmin).mockReturnValue({ token: 't', email: 'admin@journal.local', role: 'admin' });
});

it('says the paper is not published yet when there is no article', async () => {
  jest
    .mocked(fetchAdminArticle)
    .mockRejectedValue(new ApiError(404, 'Not Found', { message: 'Article not found' }));
  renderPanel();
  expect(await screen.findByText(NOT_PUBLISHED_TEXT)).toBeTruthy();
});

it('publishes the paper with Publish now and shows the article once the service has created it', async () => {
  jest
    .mocked(fetchAdminArticle)
    .mockRejectedValueOnce(new ApiError(404, 'Not Found', { message: 'Article not found' }))
    .mockRejectedValueOnce(new ApiError(404, 'Not Found', { message: 'Article not found' }))
    .mockResolvedValue({ article: ARTICLE, licences: ['CC BY 4.0'] });
  jest.mocked(updateSubmissionStatus).mockResolvedValue({ success: true } as never);
  renderPanel();
  await userEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
  expect(updateSubmissionStatus).toHaveBeenCalledWith('s1', 'published', 'admin@journal.local', 't');
  // The article is created from the status event a moment later: the panel looks again until it is there.
  expect(await screen.findByRole('link', { name: ARTICLE.doi }, { timeout: 5_000 })).toBeTruthy();
});

it('shows the DOI, the dead deposit with its answer, and saves a new licence', async () => {
  jest.mocked(fetchAdminArticle).mockResolvedValue({ article: ARTICLE, licences: ['CC BY 4.0', 'CC0 1.0'] });
  jest.mocked(saveArticleLicence).mockResolvedValue({ ...ARTICLE, licence: 'CC0 1.0' });
  renderPanel();
  expect((await screen.findByRole('link', { name: ARTICLE.doi })).getAttribute('href')).toBe(ARTICLE.doi_url);
  expect(screen.getByText('Given up')).toBeTruthy();
  expect(screen.getByText('Service temporarily unavailable')).toBeTruthy();
  await userEvent.selectOptions(screen.getByLabelText('Licence'), 'CC0 1.0');
  await userEvent.click(screen.getByRole('button', { name: 'Save licence' }));
  await waitFor(() => expect(saveArticleLicence).toHaveBeenCalledWith('s1', 'CC0 1.0', 't'));
  expect(await screen.findByText('Licence saved.')).toBeTruthy();
});

it('uploads the chosen PDF and shows the server refusal', async () => {
  jest.mocked(fetchAdminArticle).mockResolvedValue({ article: ARTICLE, licences: ['CC BY 4.0'] });
  jest.mocked(uploadGalley).mockRejectedValue(
    new ApiError(400, 'Bad Request', {
      success: false,
      message: 'The galley must be a PDF file (it has to start with %PDF-)',
    }),
  );
  renderPanel();
  const input = await screen.findByLabelText(/Upload PDF/);
  const file = new File([new Uint8Array([0x25, 0x50])], 'paper.pdf', { type: 'application/pdf' });
  await userEvent.upload(input, file);
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(uploadGalley).toHaveBeenCalledWith('s1', file, 't'));
  expect(await screen.findByText('The galley must be a PDF file (it has to start with %PDF-)')).toBeTruthy();
});
