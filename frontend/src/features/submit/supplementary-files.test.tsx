import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitPaper } from '../../api/submission.api';
import { JOURNALS } from '../../content/journals.content';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { renderRoute } from '../auth/render-route.test-util';
import SubmitPage from './submit.page';

jest.mock('../../api/submission.api', () => ({ submitPaper: jest.fn() }));
const mockedSubmit = jest.mocked(submitPaper);
const civil = JOURNALS[0]!;

const file = (name: string, bytes = 10, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

async function chooseJournalAndPaper() {
  const user = userEvent.setup({ applyAccept: false });
  renderRoute('/submit', <SubmitPage />);
  await screen.findByRole('group', { name: 'Journals' });
  await user.click(screen.getByRole('button', { name: new RegExp(civil.name) }));
  await user.upload(screen.getByLabelText('Click to upload or drag and drop your paper'), file('paper.docx'));
  return user;
}

const input = () => screen.getByLabelText('Add supplementary files (optional)');

describe('the supplementary files of the submit form (issue 42 item 8)', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    localStorage.setItem('adminAuthToken', 'jwt');
    localStorage.setItem('userEmail', 'rosa@example.org');
    global.fetch = mockPublicApi();
  });

  it('is optional: SPEC payload goes without supplementaryFiles', async () => {
    const user = await chooseJournalAndPaper();
    expect(screen.getByTestId('supplementary-files')).toBeInTheDocument();
    mockedSubmit.mockResolvedValue({ success: true });
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    expect(mockedSubmit).toHaveBeenCalledTimes(1);
    expect(mockedSubmit.mock.calls[0]![0]).not.toHaveProperty('supplementaryFiles');
  }, 30_000);

  it('lists chosen files with their sizes, removes one, and sends the rest with the paper', async () => {
    const user = await chooseJournalAndPaper();
    await user.upload(input(), [file('counts.csv', 2048), file('Figure S1.png', 512), file('code.zip', 100)]);
    const list = screen.getByRole('list', { name: 'Chosen supplementary files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'counts.csv (0.00 MB · 2.0 KB) Remove',
      'Figure S1.png (0.00 MB · 512 bytes) Remove',
      'code.zip (0.00 MB · 100 bytes) Remove',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Figure S1.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('submit-summary')).toHaveTextContent('counts.csv, code.zip');
    mockedSubmit.mockResolvedValue({ success: true });
    await user.click(screen.getByRole('button', { name: 'Submit Paper' }));
    const sent = mockedSubmit.mock.calls[0]![0].supplementaryFiles!;
    expect(sent.map((f) => f.name)).toEqual(['counts.csv', 'code.zip']);
  }, 30_000);

  it('hints at what the server refuses: a type not allowed, a file over 10 MB, a sixth file', async () => {
    const user = await chooseJournalAndPaper();
    await user.upload(input(), file('setup.exe'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Supplementary file "setup.exe" is not an allowed type: upload PDF, DOCX, XLSX, CSV, TXT, ZIP, PNG, JPG or TIF files',
    );
    await user.upload(input(), file('huge.tif', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Supplementary file "huge.tif" must be less than 10MB',
    );
    expect(screen.queryByRole('list', { name: 'Chosen supplementary files' })).toBeNull();
    await user.upload(
      input(),
      Array.from({ length: 6 }, (_, i) => file(`table ${i}.csv`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You can add at most 5 supplementary files');
    // Nothing of a refused choice is kept.
    expect(screen.queryByRole('list', { name: 'Chosen supplementary files' })).toBeNull();
    await user.upload(
      input(),
      Array.from({ length: 5 }, (_, i) => file(`table ${i}.csv`)),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input()).toBeDisabled();
  }, 30_000);
});
