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
import { fetchPreparation, savePreparedLicence, uploadPreparedGalley } from './publication-preparation.api';
import {
  DEFAULT_LICENCE_LABEL,
  NOT_READY_TEXT,
  PREPARE_AFTER_ACCEPTANCE_TEXT,
  SKIP_GALLEY_LABEL,
} from './publication-readiness.component';

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

const LICENCES = ['CC BY 4.0', 'CC BY-NC 4.0'];
const prepared = (preparation: {
  status?: string;
  licence?: string | null;
  galley?: { size: number } | null;
}) => ({
  preparation: { status: 'accepted', licence: null, galley: null, ...preparation },
  licences: LICENCES,
});
const NOT_FOUND = new ApiError(404, 'Not Found', { message: 'Article not found' });
const publishButton = () => screen.findByRole('button', { name: 'Publish now' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchPreparation).mockResolvedValue(prepared({}));
  jest.mocked(storedAdmin).mockReturnValue({ token: 't', email: 'admin@journal.local', role: 'admin' });
});

it('says the paper is not published yet when there is no article', async () => {
  jest
    .mocked(fetchAdminArticle)
    .mockRejectedValue(new ApiError(404, 'Not Found', { message: 'Article not found' }));
  renderPanel();
  expect(await screen.findByText(NOT_PUBLISHED_TEXT)).toBeTruthy();
});

it('offers Publish now only once the licence and galley are skipped, asks first, then shows the article', async () => {
  jest
    .mocked(fetchAdminArticle)
    .mockRejectedValueOnce(NOT_FOUND)
    .mockRejectedValueOnce(NOT_FOUND)
    .mockResolvedValue({ article: ARTICLE, licences: ['CC BY 4.0'] });
  jest.mocked(updateSubmissionStatus).mockResolvedValue({ success: true } as never);
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderPanel();
  const publish = await publishButton();
  expect(publish).toBeDisabled();
  expect(screen.getByText(NOT_READY_TEXT)).toBeTruthy();
  await userEvent.click(await screen.findByLabelText(SKIP_GALLEY_LABEL));
  expect(publish).toBeDisabled();
  await userEvent.click(screen.getByLabelText(DEFAULT_LICENCE_LABEL));
  expect(publish).toBeEnabled();
  expect(screen.queryByText(NOT_READY_TEXT)).toBeNull();

  // Cancelled: nothing is sent.
  await userEvent.click(publish);
  expect(confirm).toHaveBeenLastCalledWith('Publish this paper now under CC BY 4.0, without a PDF galley?');
  expect(updateSubmissionStatus).not.toHaveBeenCalled();
  await userEvent.click(publish);
  expect(updateSubmissionStatus).toHaveBeenCalledWith('s1', 'published', 'admin@journal.local', 't');
  // The article is created from the status event a moment later: the panel looks again until it is there.
  expect(await screen.findByRole('link', { name: ARTICLE.doi }, { timeout: 5_000 })).toBeTruthy();
  confirm.mockRestore();
});

it('sets the licence and uploads the PDF of an accepted paper before publication, which enables Publish now', async () => {
  jest.mocked(fetchAdminArticle).mockRejectedValue(NOT_FOUND);
  jest.mocked(savePreparedLicence).mockResolvedValue(prepared({ licence: 'CC BY-NC 4.0' }));
  jest
    .mocked(uploadPreparedGalley)
    .mockResolvedValue(prepared({ licence: 'CC BY-NC 4.0', galley: { size: 4096 } }));
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  renderPanel();
  expect(await publishButton()).toBeDisabled();
  await userEvent.selectOptions(await screen.findByLabelText('Licence'), 'CC BY-NC 4.0');
  await userEvent.click(screen.getByRole('button', { name: 'Save licence' }));
  await waitFor(() => expect(savePreparedLicence).toHaveBeenCalledWith('s1', 'CC BY-NC 4.0', 't'));
  expect(await screen.findByText('Licence saved.')).toBeTruthy();
  expect(screen.queryByLabelText(DEFAULT_LICENCE_LABEL)).toBeNull();
  expect(await publishButton()).toBeDisabled();

  const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'paper.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByLabelText(/Upload PDF/), file);
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(uploadPreparedGalley).toHaveBeenCalledWith('s1', file, 't'));
  expect(await screen.findByText('PDF uploaded.')).toBeTruthy();
  expect(screen.getByText(/PDF galley: uploaded \(4 kB\)/)).toBeTruthy();
  expect(screen.queryByLabelText(SKIP_GALLEY_LABEL)).toBeNull();
  await userEvent.click(await publishButton());
  expect(confirm).toHaveBeenCalledWith('Publish this paper now under CC BY-NC 4.0, with its PDF galley?');
  expect(updateSubmissionStatus).not.toHaveBeenCalled();
  confirm.mockRestore();
});

it('says the licence and PDF wait for the acceptance of a paper still under review', async () => {
  jest.mocked(fetchAdminArticle).mockRejectedValue(NOT_FOUND);
  jest.mocked(fetchPreparation).mockResolvedValue(prepared({ status: 'under_review' }));
  renderPanel();
  expect(await screen.findByText(PREPARE_AFTER_ACCEPTANCE_TEXT)).toBeTruthy();
  expect(screen.queryByLabelText('Licence')).toBeNull();
  expect(await publishButton()).toBeDisabled();
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

it("says when the article's metadata changed since Crossref's deposit (issue 42 item 3)", async () => {
  jest.mocked(fetchAdminArticle).mockResolvedValue({
    article: {
      ...ARTICLE,
      crossref: {
        enabled: false,
        xml_url: ARTICLE.crossref.xml_url,
        changed_since_deposit: true,
        deposits: [],
      },
    },
    licences: LICENCES,
  });
  renderPanel();
  expect(await screen.findByTestId('crossref-changed')).toHaveTextContent(
    'Metadata changed since deposit: download the deposit XML and deposit it again.',
  );
});
