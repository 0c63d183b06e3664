import { screen, within } from '@testing-library/react';
import { fetchDashboardStats, fetchSubmissions } from '../../api/admin.api';
import { fetchEditorialAccess } from '../../api/editorial.api';
import { connectRealtime } from '../../api/realtime';
import { renderRoute } from '../auth/render-route.test-util';
import { MANAGER_OF_CIVIL, signInAsAdministrator, signInAsAuthor } from '../editorial/editorial.test-util';
import AdminDashboardPage from './admin-dashboard.page';

jest.mock('../../api/admin.api', () => ({
  fetchSubmissions: jest.fn(),
  fetchDashboardStats: jest.fn(),
  updateSubmissionStatus: jest.fn(),
  downloadSubmissionFile: jest.fn(),
  exportSubmissionsCsv: jest.fn(),
}));
jest.mock('../../api/realtime', () => ({ connectRealtime: jest.fn() }));
jest.mock('../../api/editorial.api', () => ({
  ...jest.requireActual('../../api/editorial.api'),
  fetchEditorialAccess: jest.fn(),
}));

const EMPTY_LIST = {
  success: true,
  data: { submissions: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 10 } },
};

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  jest.mocked(connectRealtime).mockReturnValue({ close: jest.fn() });
  jest.mocked(fetchSubmissions).mockResolvedValue(EMPTY_LIST);
  jest.mocked(fetchDashboardStats).mockResolvedValue({
    success: true,
    data: {
      totalSubmissions: 0,
      statusBreakdown: [],
      journals: ['Civil Engineering', 'Education', 'Management'],
    },
  });
});

const journalOptions = () =>
  within(screen.getByLabelText('Journal'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('AdminDashboardPage for the editorial team (issue 28)', () => {
  it('lets an author with journal roles in, lists their journals and filters by them only', async () => {
    signInAsAuthor();
    jest.mocked(fetchEditorialAccess).mockResolvedValue(MANAGER_OF_CIVIL);
    renderRoute('/admin', <AdminDashboardPage />);
    const yours = await screen.findByRole('region', { name: 'Your journals' });
    expect(within(yours).getByText('Civil Engineering')).toBeInTheDocument();
    expect(within(yours).getByText('Manager')).toBeInTheDocument();
    expect(within(yours).getByText('Editor')).toBeInTheDocument();
    // Settings, team and board for the journal managed, not for the one only edited.
    expect(within(yours).getByRole('link', { name: 'Team: Civil Engineering' })).toHaveAttribute(
      'href',
      '/admin/journals/civil-engineering/team',
    );
    expect(within(yours).queryByRole('link', { name: /Education/ })).not.toBeInTheDocument();
    expect(journalOptions()).toEqual(['All Journals', 'Civil Engineering', 'Education']);
    expect(fetchSubmissions).toHaveBeenCalledWith(expect.anything(), 'mira@uni.test', 'author-jwt');
  });

  it('sends an author without a role to /admin-login', async () => {
    signInAsAuthor();
    jest.mocked(fetchEditorialAccess).mockResolvedValue({ administrator: false, journals: [] });
    renderRoute('/admin', <AdminDashboardPage />);
    expect(await screen.findByTestId('route')).toHaveTextContent('at /admin-login');
    expect(fetchSubmissions).not.toHaveBeenCalled();
  });

  it("gives the administrator Journals and Catalogues and leaves the rest of SPEC's dashboard as it was", async () => {
    signInAsAdministrator();
    renderRoute('/admin', <AdminDashboardPage />);
    const pages = await screen.findByRole('navigation', { name: 'Editorial pages' });
    expect(within(pages).getByRole('link', { name: 'Journals' })).toHaveAttribute('href', '/admin/journals');
    expect(within(pages).getByRole('link', { name: 'Catalogues' })).toHaveAttribute(
      'href',
      '/admin/catalogues/directory',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your journals' })).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'Management' });
    expect(journalOptions()).toEqual(['All Journals', 'Civil Engineering', 'Education', 'Management']);
    expect(fetchEditorialAccess).not.toHaveBeenCalled();
  });

  it.each([
    ['the administrator', signInAsAdministrator],
    [
      'a journal manager',
      () => {
        signInAsAuthor();
        jest.mocked(fetchEditorialAccess).mockResolvedValue(MANAGER_OF_CIVIL);
      },
    ],
  ])('gives %s a Help link that opens the guide in a new tab, beside Export CSV', async (_who, signIn) => {
    signIn();
    renderRoute('/admin', <AdminDashboardPage />);
    const help = await screen.findByRole('link', { name: 'Help (opens in a new tab)' });
    expect(help).toHaveAttribute('href', '/help');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noreferrer');
    // SPEC's header stays: its heading, its line, and Export CSV.
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage paper submissions and review process')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
