import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchEditorialAccess } from '../../api/editorial.api';
import { searchUsers } from '../../api/users-admin.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { MANAGER_OF_CIVIL, signInAsAdministrator, signInAsAuthor } from '../editorial/editorial.test-util';
import UsersPage from './users.page';

jest.mock('../../api/users-admin.api', () => ({
  ...jest.requireActual('../../api/users-admin.api'),
  searchUsers: jest.fn(),
}));
jest.mock('../../api/editorial.api', () => ({
  ...jest.requireActual('../../api/editorial.api'),
  fetchEditorialAccess: jest.fn(),
}));

const ADA = {
  id: 'a1',
  email: 'ada@analytical.example.org',
  givenNames: 'Ada',
  familyName: 'Lovelace',
  roles: ['author'],
};
const GRACE = {
  id: 'g1',
  email: 'grace@navy.example.mil',
  givenNames: 'Grace',
  familyName: 'Hopper',
  roles: ['author', 'editor'],
};

const open = () => renderAt('/admin/users', <UsersPage />, '/admin/users');

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

describe('UsersPage', () => {
  it('lists the accounts with their roles and the total, and pages through them', async () => {
    signInAsAdministrator();
    jest.mocked(searchUsers).mockResolvedValue({ users: [GRACE, ADA], total: 45 });
    open();
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(list).getByText('grace@navy.example.mil · Author, Editor')).toBeInTheDocument();
    expect(screen.getByText('45 accounts, page 1 of 3')).toBeInTheDocument();
    expect(searchUsers).toHaveBeenLastCalledWith('', 1, 'admin-jwt');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(searchUsers).toHaveBeenLastCalledWith('', 2, 'admin-jwt'));
    expect(await screen.findByText('45 accounts, page 2 of 3')).toBeInTheDocument();
  });

  it('searches by what is typed, from the first page', async () => {
    signInAsAdministrator();
    jest.mocked(searchUsers).mockResolvedValue({ users: [GRACE, ADA], total: 45 });
    open();
    await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    jest.mocked(searchUsers).mockResolvedValue({ users: [ADA], total: 1 });
    await userEvent.type(screen.getByLabelText('Name or email'), '  love ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchUsers).toHaveBeenLastCalledWith('love', 1, 'admin-jwt'));
    expect(await screen.findByText('1 account, page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when nothing matches', async () => {
    signInAsAdministrator();
    jest.mocked(searchUsers).mockResolvedValue({ users: [], total: 0 });
    open();
    expect(await screen.findByText('No account matches.')).toBeInTheDocument();
  });

  it('is the administrator’s only: a journal manager is refused and nothing is searched', async () => {
    signInAsAuthor();
    jest.mocked(fetchEditorialAccess).mockResolvedValue(MANAGER_OF_CIVIL);
    open();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(searchUsers).not.toHaveBeenCalled();
  });
});
