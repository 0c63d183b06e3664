import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadSupplementary } from '../../api/review-admin.api';
import { saveBlob } from '../admin/save-file';
import { SupplementaryFiles } from './supplementary-files.component';

jest.mock('../../api/review-admin.api', () => ({ downloadSupplementary: jest.fn() }));
jest.mock('../admin/save-file', () => ({ saveBlob: jest.fn() }));

const admin = { email: 'eddie@example.org', token: 'jwt' };
const FILES = [
  {
    id: 'f1',
    name: 'shoot counts.csv',
    size: 2048,
    media_type: 'text/csv; charset=utf-8',
    description: 'Per site',
    uploaded_at: '2026-12-01T10:00:00.000Z',
    download_url: '/api/admin/submissions/p1/supplementary-files/f1',
  },
];

describe("the editors' supplementary files (issue 42 item 8)", () => {
  beforeEach(() => jest.resetAllMocks());

  it('lists each file with its size and description and downloads it under its own name', async () => {
    const blob = new Blob(['site,depth']);
    jest.mocked(downloadSupplementary).mockResolvedValue({ blob, fileName: 'shoot counts.csv' });
    render(<SupplementaryFiles submissionId="p1" admin={admin} files={FILES} />);
    const item = within(screen.getByRole('list', { name: 'Supplementary files' })).getByRole('listitem');
    expect(item).toHaveTextContent('shoot counts.csv');
    expect(item).toHaveTextContent('2.0 KB');
    expect(item).toHaveTextContent('Per site');
    await userEvent.click(screen.getByRole('button', { name: 'Download shoot counts.csv' }));
    expect(downloadSupplementary).toHaveBeenCalledWith('p1', 'f1', admin);
    expect(saveBlob).toHaveBeenCalledWith(blob, 'shoot counts.csv');
  });

  it('says so when there are none, and when a download fails', async () => {
    const { rerender } = render(<SupplementaryFiles submissionId="p1" admin={admin} files={[]} />);
    expect(screen.getByText('No supplementary files.')).toBeInTheDocument();
    jest.mocked(downloadSupplementary).mockRejectedValue(new Error('403'));
    rerender(<SupplementaryFiles submissionId="p1" admin={admin} files={FILES} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download shoot counts.csv' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
