import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { QueryProvider } from '../../api/query-client';
import { fetchSampleContent, removeSampleContent } from '../../api/sample-content.api';
import { SampleContentPanel } from './sample-content-panel.component';

jest.mock('../../api/sample-content.api', () => ({
  ...jest.requireActual('../../api/sample-content.api'),
  fetchSampleContent: jest.fn(),
  removeSampleContent: jest.fn(),
}));

const ADMIN = { token: 'admin-jwt', email: 'admin@example.org', role: 'admin' };
const FRESH = { journals: 10, journalsWithSubmissions: 0, catalogueEntries: 30 };

function renderPanel() {
  return render(
    <QueryProvider>
      <SampleContentPanel admin={ADMIN} />
    </QueryProvider>,
  );
}

beforeEach(() => jest.mocked(fetchSampleContent).mockReset());

describe('SampleContentPanel', () => {
  it('shows what came with the install and removes it only once confirmed', async () => {
    jest.mocked(fetchSampleContent).mockResolvedValueOnce(FRESH);
    jest.mocked(removeSampleContent).mockResolvedValueOnce({ journals: 10, catalogueEntries: 30 });
    renderPanel();

    expect(await screen.findByRole('heading', { name: 'Sample content' })).toBeInTheDocument();
    expect(
      screen.getByText(/content that came with the install: 10 sample journals and 30 catalogue entries/),
    ).toBeInTheDocument();
    expect(fetchSampleContent).toHaveBeenCalledWith('admin-jwt');

    await userEvent.click(screen.getByRole('button', { name: 'Remove sample content' }));
    expect(removeSampleContent).not.toHaveBeenCalled();
    expect(
      screen.getByText('Remove 10 journals and 30 catalogue entries? This cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(removeSampleContent).not.toHaveBeenCalled();

    jest
      .mocked(fetchSampleContent)
      .mockResolvedValue({ journals: 0, journalsWithSubmissions: 0, catalogueEntries: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove sample content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(removeSampleContent).toHaveBeenCalledWith('admin-jwt');
    expect(
      await screen.findByText('Removed 10 sample journals and 30 catalogue entries.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove sample content' })).toBeNull());
  });

  it('says which journals stay because they have submissions', async () => {
    jest.mocked(fetchSampleContent).mockResolvedValueOnce({ ...FRESH, journalsWithSubmissions: 1 });
    renderPanel();
    expect(
      await screen.findByText(
        '1 sample journal has submissions and will stay; archive it from the Journals page instead.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove sample content' }));
    expect(
      screen.getByText('Remove 9 journals and 30 catalogue entries? This cannot be undone.'),
    ).toBeInTheDocument();
  });

  it('shows nothing when nothing is left, or when the counts cannot be read', async () => {
    jest
      .mocked(fetchSampleContent)
      .mockResolvedValueOnce({ journals: 2, journalsWithSubmissions: 2, catalogueEntries: 0 });
    const { container, unmount } = renderPanel();
    await waitFor(() => expect(fetchSampleContent).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
    unmount();

    jest.mocked(fetchSampleContent).mockRejectedValueOnce(new Error('offline'));
    const second = renderPanel();
    await waitFor(() => expect(fetchSampleContent).toHaveBeenCalledTimes(2));
    expect(second.container).toBeEmptyDOMElement();
  });

  it("shows the server's refusal and keeps the content listed", async () => {
    jest.mocked(fetchSampleContent).mockResolvedValue(FRESH);
    jest
      .mocked(removeSampleContent)
      .mockRejectedValueOnce(
        new ApiError(403, 'Forbidden', { success: false, message: 'Administrator access required' }),
      );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove sample content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Administrator access required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove sample content' })).toBeInTheDocument();
  });
});
