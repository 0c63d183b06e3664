import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { renderAt } from '../../test-utils/render-at.test-util';
import { ProductionPanel } from './production-panel.component';
import {
  chooseProductionVersion,
  fetchProduction,
  fetchProductionPreview,
  uploadProductionFile,
  type Production,
} from './production.api';

jest.mock('./production.api', () => ({
  fetchProduction: jest.fn(),
  chooseProductionVersion: jest.fn(),
  uploadProductionFile: jest.fn(),
  fetchProductionPreview: jest.fn(),
}));

const admin = { email: 'edgar@example.org', token: 'token', role: 'editor' };
const versions = [
  { number: 1, name: 'paper.docx', size: 1000, uploaded_at: '2026-05-01T09:00:00.000Z' },
  { number: 2, name: 'paper-revised.docx', size: 1200, uploaded_at: '2026-05-03T09:00:00.000Z' },
];
const production = (over: Partial<Production>): Production => ({
  version: 2,
  generation: 1,
  status: 'converting',
  publicText: null,
  draft: true,
  previewUrl: 'https://journal.example.org/submissions/p1/proof',
  proof: { status: 'none' },
  ...over,
});

const renderPanel = () =>
  renderAt('/', <ProductionPanel submissionId="p1" admin={admin} versions={versions} />);

describe('ProductionPanel (issue 31)', () => {
  beforeEach(() => jest.resetAllMocks());

  it('chooses the newest version by default, then shows the conversion until ready and the preview', async () => {
    jest.mocked(fetchProduction).mockResolvedValueOnce(null);
    jest.mocked(chooseProductionVersion).mockResolvedValueOnce(production({}));
    renderPanel();
    expect(await screen.findByText('No production file chosen yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use this version' }));
    expect(chooseProductionVersion).toHaveBeenCalledWith('p1', 2, admin);
    expect(await screen.findByTestId('production-status')).toHaveTextContent('Converting to HTML and JATS');
    expect(screen.queryByRole('button', { name: 'Show preview' })).not.toBeInTheDocument();

    // While converting the panel reads the production again; here the job has finished.
    jest
      .mocked(fetchProduction)
      .mockResolvedValue(
        production({ status: 'ready', proof: { status: 'corrections', corrections: 'Table 1: 0.04' } }),
      );
    await waitFor(() => expect(screen.getByTestId('production-status')).toHaveTextContent('Converted'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('proof-status')).toHaveTextContent('The authors asked for corrections');
    expect(screen.getByTestId('proof-status')).toHaveTextContent('Table 1: 0.04');
    expect(screen.getByRole('link', { name: "The authors' proof page" })).toHaveAttribute(
      'href',
      'https://journal.example.org/submissions/p1/proof',
    );
    jest.mocked(fetchProductionPreview).mockResolvedValueOnce('<h2 id="s1">Introduction</h2>');
    await user.click(screen.getByRole('button', { name: 'Show preview' }));
    const frame = await screen.findByTitle('Production preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<h2 id="s1">Introduction</h2>');
  });

  it("uploads a final .docx, says a failed conversion's reason, and shows the server's refusal", async () => {
    jest
      .mocked(fetchProduction)
      .mockResolvedValue(
        production({ version: null, status: 'failed', error: 'The document has no text to convert' }),
      );
    renderPanel();
    expect(await screen.findByTestId('production-status')).toHaveTextContent(
      'The conversion failed: The document has no text to convert',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a .docx file to upload');
    expect(uploadProductionFile).not.toHaveBeenCalled();

    const docx = new File(['PK'], 'final.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await user.upload(screen.getByLabelText(/Final file/), docx);
    jest
      .mocked(uploadProductionFile)
      .mockRejectedValueOnce(
        new ApiError(409, 'Conflict', { message: 'Production starts once the paper is accepted' }),
      );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(uploadProductionFile).toHaveBeenCalledWith('p1', docx, admin);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Production starts once the paper is accepted',
    );

    jest.mocked(uploadProductionFile).mockResolvedValueOnce(production({ version: null }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(screen.getByTestId('production-status')).toHaveTextContent('Converting to HTML and JATS'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says that a published article's text stays up while a new file converts, fails or waits as a draft", async () => {
    const publicText = { generation: 1, publishedAt: '2026-05-06T12:00:00.000Z' };
    jest.mocked(fetchProduction).mockResolvedValueOnce(
      production({
        generation: 2,
        status: 'failed',
        error: 'The document contains characters that cannot be stored',
        publicText,
      }),
    );
    renderPanel();
    expect(await screen.findByTestId('production-status')).toHaveTextContent(
      'The conversion failed: The document contains characters that cannot be stored',
    );
    expect(screen.getByTestId('public-text')).toHaveTextContent(
      "The text of file 1 (since May 6, 2026) stays up; this file's conversion failed",
    );
    expect(screen.getByText(/upload a corrected file to convert it again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show preview' })).not.toBeInTheDocument();

    // A new file: converting, then a draft whose proof waits; the public text stays meanwhile.
    const docx = new File(['PK'], 'final.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/Final file/), docx);
    jest.mocked(uploadProductionFile).mockResolvedValueOnce(production({ generation: 3, publicText }));
    jest
      .mocked(fetchProduction)
      .mockResolvedValue(
        production({ generation: 3, status: 'ready', proof: { status: 'sent' }, publicText }),
      );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByTestId('public-text')).toHaveTextContent(
      'The text of file 1 (since May 6, 2026) stays up while this file converts',
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('public-text')).toHaveTextContent(
          "stays up until the authors approve this draft's proof",
        ),
      { timeout: 5000 },
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show preview' })).toBeInTheDocument();
  });

  it('says when this file is the public text', async () => {
    jest.mocked(fetchProduction).mockResolvedValueOnce(
      production({
        generation: 2,
        status: 'ready',
        proof: { status: 'approved' },
        draft: false,
        publicText: { generation: 2, publishedAt: '2026-05-08T12:00:00.000Z' },
      }),
    );
    renderPanel();
    expect(await screen.findByTestId('public-text')).toHaveTextContent("This file's text");
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
  });
});
