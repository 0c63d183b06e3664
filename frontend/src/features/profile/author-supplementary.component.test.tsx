import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryProvider } from '../../api/query-client';
import { ApiError } from '../../api/client';
import {
  addSupplementaryFiles,
  fetchSupplementaryFiles,
  removeSupplementaryFile,
} from '../../api/submission.api';
import { AuthorSupplementary } from './author-supplementary.component';

jest.mock('../../api/submission.api', () => ({
  fetchSupplementaryFiles: jest.fn(),
  addSupplementaryFiles: jest.fn(),
  removeSupplementaryFile: jest.fn(),
}));

const file = (id: string, name: string, size = 2048) => ({
  id,
  name,
  size,
  media_type: 'text/csv; charset=utf-8',
  description: '',
  uploaded_at: '2026-12-01T10:00:00.000Z',
});

const show = () =>
  render(
    <QueryProvider>
      <AuthorSupplementary submissionId="p1" />
    </QueryProvider>,
  );

describe("the author's supplementary files on the profile card (issue 42 item 8)", () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.setItem('adminAuthToken', 'jwt');
  });

  it('lists the files, removes one, and adds more', async () => {
    jest.mocked(fetchSupplementaryFiles).mockResolvedValue([file('f1', 'a.csv'), file('f2', 'b.csv')]);
    jest.mocked(removeSupplementaryFile).mockResolvedValue([file('f2', 'b.csv')]);
    jest.mocked(addSupplementaryFiles).mockResolvedValue([file('f2', 'b.csv'), file('f3', 'c.png', 100)]);
    show();
    expect(await screen.findByText(/a\.csv/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.csv' }));
    expect(removeSupplementaryFile).toHaveBeenCalledWith('p1', 'f1', 'jwt');
    await waitFor(() => expect(screen.queryByText(/a\.csv/)).toBeNull());
    const png = new File(['x'], 'c.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Add supplementary files'), png);
    expect(addSupplementaryFiles).toHaveBeenCalledWith('p1', [png], 'jwt');
    expect(await screen.findByText(/c\.png/)).toBeInTheDocument();
  });

  it("hints before sending, and shows the server's refusal", async () => {
    jest.mocked(fetchSupplementaryFiles).mockResolvedValue([]);
    jest.mocked(addSupplementaryFiles).mockRejectedValue(
      new ApiError(400, 'Bad Request', {
        success: false,
        message: 'Supplementary file "a.pdf" does not match its .pdf extension',
      }),
    );
    show();
    const input = await screen.findByLabelText('Add supplementary files');
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.upload(input, new File(['x'], 'run.exe'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Supplementary file "run.exe" is not an allowed type',
    );
    expect(addSupplementaryFiles).not.toHaveBeenCalled();
    await userEvent.upload(input, new File(['x'], 'a.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Supplementary file "a.pdf" does not match its .pdf extension',
    );
  });
});
