import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  downloadSubmissionFile,
  exportSubmissionsCsv,
  fetchDashboardStats,
  fetchSubmissionRow,
  fetchSubmissions,
  updateSubmissionStatus,
  type AdminSubmission,
  type SubmissionQuery,
} from '../../api/admin.api';
import { ApiError } from '../../api/api-error';
import { QueryProvider } from '../../api/query-client';
import { connectRealtime, type RealtimeOptions } from '../../api/realtime';
import { renderRoute } from '../auth/render-route.test-util';
import AdminDashboardPage, { ADMIN_BANNER_MS } from './admin-dashboard.page';

jest.mock('../../api/admin.api', () => ({
  fetchSubmissions: jest.fn(),
  fetchSubmissionRow: jest.fn(),
  fetchDashboardStats: jest.fn(),
  updateSubmissionStatus: jest.fn(),
  downloadSubmissionFile: jest.fn(),
  exportSubmissionsCsv: jest.fn(),
}));
jest.mock('../../api/realtime', () => ({ connectRealtime: jest.fn() }));

const mockedList = jest.mocked(fetchSubmissions);
const mockedStats = jest.mocked(fetchDashboardStats);
const mockedStatus = jest.mocked(updateSubmissionStatus);
const mockedDownload = jest.mocked(downloadSubmissionFile);
const mockedExport = jest.mocked(exportSubmissionsCsv);
let socket: RealtimeOptions;

const ROWS: AdminSubmission[] = [
  {
    id: 'a1',
    submission_date: '2025-03-04T15:05:00.000Z',
    given_names: 'Ada',
    family_name: 'Lovelace',
    email: 'ada@example.org',
    paper_title: 'Engines',
    journal_name: 'Civil Engineering',
    journal_icon: '🏗️',
    status: 'submitted',
    file_path: 'papers/a1.docx',
    updated_at: '2025-03-04T15:05:00.000Z',
  },
  {
    id: 'b2',
    submission_date: '2025-03-05T09:30:00.000Z',
    given_names: 'Grace',
    family_name: 'Hopper',
    email: 'grace@example.org',
    paper_title: 'Compilers',
    journal_name: 'Education',
    journal_icon: '🎓',
    status: 'under_review',
    file_path: null,
    updated_at: null,
  },
];

function listAnswer(totalItems = 2, currentPage = 1, itemsPerPage = 10) {
  return {
    success: true,
    data: {
      submissions: ROWS,
      pagination: {
        currentPage,
        totalPages: Math.max(1, Math.ceil(totalItems / itemsPerPage)),
        totalItems,
        itemsPerPage,
      },
    },
  };
}

function lastQuery(): SubmissionQuery {
  return mockedList.mock.calls.at(-1)![0];
}

function signInAsAdmin() {
  localStorage.setItem('adminAuthToken', 'admin-jwt');
  localStorage.setItem('userEmail', 'chief@journals.test');
  localStorage.setItem('adminRole', 'admin');
}

async function openDashboard() {
  renderRoute('/admin', <AdminDashboardPage />);
  await screen.findByText('Engines');
}

describe('AdminDashboardPage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    signInAsAdmin();
    mockedConnect();
    mockedList.mockResolvedValue(listAnswer());
    mockedStats.mockResolvedValue({
      success: true,
      data: {
        totalSubmissions: '12',
        statusBreakdown: [
          { status: 'submitted', count: '5' },
          { status: 'under_review', count: 4 },
          { status: 'published', count: '3' },
        ],
        journals: ['Civil Engineering', 'Education'],
        statuses: ['submitted', 'under_review', 'accepted', 'rejected', 'published'],
      },
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  function mockedConnect() {
    jest.mocked(connectRealtime).mockImplementation((options) => {
      socket = options;
      return { close: jest.fn() };
    });
  }

  it.each([['adminAuthToken'], ['userEmail'], ['adminRole']])(
    'sends the user to /admin-login without %s',
    async (key) => {
      localStorage.removeItem(key);
      renderRoute('/admin', <AdminDashboardPage />);
      expect(await screen.findByTestId('route')).toHaveTextContent('at /admin-login');
      expect(mockedList).not.toHaveBeenCalled();
    },
  );

  it("shows the spinner 'Loading admin dashboard...' until the access check ran", () => {
    const html = renderToString(
      <QueryProvider>
        <MemoryRouter>
          <AdminDashboardPage />
        </MemoryRouter>
      </QueryProvider>,
    );
    expect(html).toContain('Loading admin dashboard...');
    expect(html).not.toContain('Admin Dashboard</h1>');
  });

  it('shows the header, four stat cards and the table with US English dates', async () => {
    await openDashboard();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage paper submissions and review process')).toBeInTheDocument();
    expect(screen.getByTestId('stat-total')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-new')).toHaveTextContent('5');
    expect(screen.getByTestId('stat-review')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-published')).toHaveTextContent('3');
    expect(mockedStats).toHaveBeenCalledWith('chief@journals.test', 'admin-jwt');
    expect(mockedList).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, limit: 10, sortBy: 'submission_date', sortOrder: 'desc' }),
      'chief@journals.test',
      'admin-jwt',
    );
    const row = screen.getByTestId('row-a1');
    const expected = new Date(ROWS[0]!.submission_date).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(within(row).getByText(expected)).toBeInTheDocument();
    expect(expected).toMatch(/^Mar \d, 2025, \d\d:\d\d (AM|PM)$/);
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row).getByText('ada@example.org')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download Engines' })).toBeInTheDocument();
    // The title opens the submission's page (issue 12); View keeps its alert.
    expect(within(row).getByRole('link', { name: 'Engines' })).toHaveAttribute(
      'href',
      '/admin/submissions/a1',
    );
    expect(within(row).getByRole('button', { name: 'View Engines' })).toBeInTheDocument();
    expect(within(screen.getByTestId('row-b2')).getByText('No File')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-text')).toHaveTextContent('Showing 1 to 2 of 2 submissions');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('reloads on sort with the toggle and new-column rules', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await user.click(screen.getByRole('button', { name: /^Date/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: 'submission_date', sortOrder: 'asc' }));
    await user.click(screen.getByRole('button', { name: /^Paper Title/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: 'paper_title', sortOrder: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Paper Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /^Paper Title/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: 'paper_title', sortOrder: 'desc' }));
    await user.click(screen.getByRole('button', { name: /^Author/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: 'given_names', sortOrder: 'asc' }));
  });

  it('pages, and a filter change goes back to page 1', async () => {
    mockedList.mockImplementation(async (query) => listAnswer(23, query.page, query.limit));
    const user = userEvent.setup();
    await openDashboard();
    expect(screen.getByTestId('pagination-text')).toHaveTextContent('Showing 1 to 10 of 23 submissions');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(screen.getByTestId('pagination-text')).toHaveTextContent('Showing 21 to 23 of 23 submissions'),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }),
    ).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'published', page: 1 }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }),
    );
    await waitFor(() => expect(lastQuery().page).toBe(2));
    await user.selectOptions(screen.getByLabelText('Items per page'), '25');
    await waitFor(() => expect(lastQuery()).toMatchObject({ limit: 25, page: 1 }));
    await user.selectOptions(screen.getByLabelText('Journal'), 'Education');
    await user.type(screen.getByLabelText('Search'), 'Ada');
    await user.type(screen.getByLabelText('Date From'), '2025-01-01');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        journal: 'Education',
        search: 'Ada',
        dateFrom: '2025-01-01',
        page: 1,
      }),
    );
  });

  it('offers the page sizes 5, 10, 25 and 50', async () => {
    await openDashboard();
    const options = within(screen.getByLabelText('Items per page')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '25', '50']);
    expect(screen.getByLabelText('Items per page')).toHaveValue('10');
  });

  it('changes a status with PUT, updates the row locally and refreshes the stats', async () => {
    mockedStatus.mockResolvedValue({ success: true });
    const user = userEvent.setup();
    await openDashboard();
    const select = screen.getByRole('combobox', { name: 'Status of Engines' });
    await user.selectOptions(select, 'accepted');
    expect(mockedStatus).toHaveBeenCalledWith('a1', 'accepted', 'chief@journals.test', 'admin-jwt');
    await waitFor(() => expect(select).toHaveValue('accepted'));
    expect(mockedStats).toHaveBeenCalledTimes(2);
    expect(mockedList).toHaveBeenCalledTimes(1);
  });

  it('asks before a change that skips peer review; cancelled, nothing is sent (issue 29)', async () => {
    const reviewed = { invited: 0, accepted: 0, declined: 0, reports: 0, last_decision: null };
    mockedList.mockResolvedValue({
      ...listAnswer(),
      data: {
        ...listAnswer().data,
        submissions: [
          {
            ...ROWS[0]!,
            review: reviewed,
            next_action: 'assign_editor',
            round: 1,
            progress: { reports: 0, reviewers: 0 },
            handling_editor: null,
          },
        ],
      },
    });
    mockedStatus.mockResolvedValue({ success: true });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    await openDashboard();
    expect(screen.getByTestId('todo-a1')).toHaveTextContent('Assign an editor');
    expect(screen.getByTestId('todo-a1')).toHaveTextContent('Round 1 · 0 of 0 reports');
    const select = screen.getByRole('combobox', { name: 'Status of Engines' });
    await user.selectOptions(select, 'published');
    expect(confirm).toHaveBeenCalledWith('This paper has no completed review. Publish without peer review?');
    expect(mockedStatus).not.toHaveBeenCalled();
    expect(select).toHaveValue('submitted');
    confirm.mockReturnValue(true);
    await user.selectOptions(select, 'published');
    expect(mockedStatus).toHaveBeenCalledWith('a1', 'published', 'chief@journals.test', 'admin-jwt');
    confirm.mockRestore();
  });

  describe("a row's next step after its status change (issue 29), without reading the list again", () => {
    const todoRow = () => ({
      ...listAnswer(),
      data: {
        ...listAnswer().data,
        submissions: [
          {
            ...ROWS[0]!,
            next_action: 'assign_editor',
            round: 1,
            progress: { reports: 0, reviewers: 0 },
            handling_editor: null,
          },
        ],
      },
    });

    it('takes it from the status where the status decides it', async () => {
      mockedList.mockResolvedValue(todoRow());
      mockedStatus.mockResolvedValue({ success: true });
      const user = userEvent.setup();
      await openDashboard();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Engines' }), 'accepted');
      await waitFor(() => expect(screen.getByTestId('todo-a1')).toHaveTextContent('Ready to publish'));
      expect(jest.mocked(fetchSubmissionRow)).not.toHaveBeenCalled();
      expect(mockedList).toHaveBeenCalledTimes(1);
    });

    it('reads that one row again until it shows the new status', async () => {
      mockedList.mockResolvedValue(todoRow());
      mockedStatus.mockResolvedValue({ success: true });
      const fresh = {
        ...todoRow().data.submissions[0]!,
        status: 'under_review',
        next_action: 'invite_reviewers',
      };
      // The read model follows the change a moment later: first still the old row, then the new one.
      jest
        .mocked(fetchSubmissionRow)
        .mockResolvedValueOnce(todoRow().data.submissions[0])
        .mockResolvedValue(fresh);
      const user = userEvent.setup();
      await openDashboard();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Engines' }), 'under_review');
      await waitFor(() => expect(screen.getByTestId('todo-a1')).toHaveTextContent('Invite reviewers'), {
        timeout: 3_000,
      });
      expect(fetchSubmissionRow).toHaveBeenCalledTimes(2);
      expect(fetchSubmissionRow).toHaveBeenCalledWith('a1', 'chief@journals.test', 'admin-jwt');
      expect(mockedList).toHaveBeenCalledTimes(1);
    });
  });

  it("shows the workflow's refusal (409) as the server says it", async () => {
    mockedStatus.mockRejectedValue(
      new ApiError(409, 'Conflict', {
        success: false,
        message: 'Accepted and rejected are recorded through a decision',
      }),
    );
    const user = userEvent.setup();
    await openDashboard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Engines' }), 'rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Accepted and rejected are recorded through a decision',
    );
  });

  it('shows the status error in the red box', async () => {
    mockedStatus.mockRejectedValue(
      new ApiError(500, 'Internal Server Error', { success: false, message: 'x' }),
    );
    const user = userEvent.setup();
    await openDashboard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Engines' }), 'rejected');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status. Please try again.');
    expect(screen.getByRole('combobox', { name: 'Status of Engines' })).toHaveValue('submitted');
  });

  it.each([
    [new TypeError('Failed to fetch'), 'Failed to fetch submissions. Please try again.'],
    [
      new ApiError(500, 'Internal Server Error', { success: false, message: 'db down' }),
      'Failed to fetch submissions. Please try again.',
    ],
  ])('shows the list error for %s', async (error, text) => {
    mockedList.mockRejectedValue(error);
    renderRoute('/admin', <AdminDashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the server message or the fallback when the list answer is not a success', async () => {
    mockedList.mockResolvedValueOnce({ success: false, message: 'Invalid filter' });
    renderRoute('/admin', <AdminDashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid filter');
  });

  it('ignores stats failures', async () => {
    mockedStats.mockRejectedValue(new TypeError('Failed to fetch'));
    await openDashboard();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('stat-total')).toHaveTextContent('0');
  });

  it('downloads the file under the paper title, and reports download failures', async () => {
    const createObjectURL = jest.fn(() => 'blob:1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    mockedDownload.mockResolvedValueOnce({ blob: new Blob(['doc']), fileName: 'a1-original.docx' });
    const user = userEvent.setup();
    await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Download Engines' }));
    await waitFor(() => expect(clicks).toEqual(['Engines.docx']));
    expect(mockedDownload).toHaveBeenCalledWith('a1', 'chief@journals.test', 'admin-jwt');

    mockedDownload.mockRejectedValueOnce(new ApiError(404, 'Not Found', null));
    await user.click(screen.getByRole('button', { name: 'Download Engines' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download file. Please try again.');
  });

  it('exports the CSV with the current filters', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:2'), revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    mockedExport.mockResolvedValue({ blob: new Blob(['id']), fileName: null });
    const user = userEvent.setup();
    await openDashboard();
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toEqual(['submissions.csv']));
    expect(mockedExport.mock.calls[0]![0]).toMatchObject({ status: 'published' });
  });

  it('shows the View alert', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openDashboard();
    await user.click(screen.getByRole('button', { name: 'View Compilers' }));
    expect(alert).toHaveBeenCalledWith('Viewing details for: Compilers');
  });

  it("shows 'Another admin updated ...' for 5 s and refreshes, but not for my own change", async () => {
    jest.useFakeTimers();
    await openDashboard();
    expect(connectRealtime).toHaveBeenCalledWith(
      expect.objectContaining({ room: 'admin', email: 'chief@journals.test', token: 'admin-jwt' }),
    );
    await act(async () =>
      socket.onStatusUpdated({
        id: 'a1',
        status: 'under_review',
        paperTitle: 'Engines',
        journalName: 'C',
        actorEmail: 'CHIEF@journals.test',
      }),
    );
    expect(screen.queryByText(/Another admin updated/)).toBeNull();
    expect(mockedList).toHaveBeenCalledTimes(1);

    await act(async () =>
      socket.onStatusUpdated({
        id: 'a1',
        status: 'under_review',
        paperTitle: 'Engines',
        journalName: 'C',
        actorEmail: 'other@journals.test',
      }),
    );
    expect(screen.getByText('Another admin updated "Engines" status to under review')).toBeInTheDocument();
    expect(mockedList).toHaveBeenCalledTimes(2);
    expect(mockedStats).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(ADMIN_BANNER_MS));
    expect(screen.queryByText(/Another admin updated/)).toBeNull();
  });

  it('polls list and stats every 30 s while the socket cannot connect', async () => {
    jest.useFakeTimers();
    await openDashboard();
    act(() => socket.onConnectError?.(new Error('refused')));
    expect(
      screen.getByText('Using polling for updates (every 30 seconds). Real-time updates are not available.'),
    ).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(mockedList).toHaveBeenCalledTimes(2);
    expect(mockedStats).toHaveBeenCalledTimes(2);
    act(() => socket.onConnect?.());
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(mockedList).toHaveBeenCalledTimes(2);
  });
});
