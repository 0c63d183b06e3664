import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDownload, ApiError } from '../../api/client';
import { saveBlob } from '../admin/save-file';
import { IssueExports } from './issue-exports.component';
import type { AdminIssue } from './issues-admin.api';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  apiDownload: jest.fn(),
}));
jest.mock('../admin/save-file', () => ({ saveBlob: jest.fn() }));

const ISSUE: AdminIssue = {
  id: 'c0a8012e-0000-4000-8000-000000000001',
  journalId: 'civil-engineering',
  volume: 3,
  number: 2,
  year: 2026,
  title: 'Bridges',
  description: null,
  plannedDate: null,
  publishedAt: '2026-06-01T10:00:00.000Z',
};

beforeEach(() => jest.resetAllMocks());

it('downloads the issue’s bag and DOAJ XML under the names the server gives', async () => {
  const blob = new Blob(['x']);
  jest
    .mocked(apiDownload)
    .mockResolvedValueOnce({ blob, fileName: 'civil-engineering-v3-n2.zip' })
    .mockResolvedValueOnce({ blob, fileName: null });
  render(<IssueExports slug="civil-engineering" issue={ISSUE} />);
  await userEvent.click(screen.getByRole('button', { name: 'Download archive (BagIt)' }));
  expect(apiDownload).toHaveBeenLastCalledWith(
    `/api/admin/journals/civil-engineering/issues/${ISSUE.id}/archive.zip`,
  );
  expect(saveBlob).toHaveBeenLastCalledWith(blob, 'civil-engineering-v3-n2.zip');
  await userEvent.click(screen.getByRole('button', { name: 'DOAJ article XML' }));
  expect(apiDownload).toHaveBeenLastCalledWith(
    `/api/admin/journals/civil-engineering/doaj.xml?issue=${ISSUE.id}`,
  );
  expect(saveBlob).toHaveBeenLastCalledWith(blob, 'civil-engineering-doaj.xml');
});

it('shows the server’s reason when a file cannot be made, and saves nothing', async () => {
  jest
    .mocked(apiDownload)
    .mockRejectedValue(
      new ApiError(409, 'Conflict', { success: false, message: 'Only a published issue can be archived' }),
    );
  render(<IssueExports slug="civil-engineering" issue={ISSUE} />);
  await userEvent.click(screen.getByRole('button', { name: 'Download archive (BagIt)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only a published issue can be archived');
  expect(saveBlob).not.toHaveBeenCalled();
});
