import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { fetchEditorialAccess } from '../../api/editorial.api';
import { renderAt } from '../../test-utils/render-at.test-util';
import { Header } from './header.component';

jest.mock('../../api/editorial.api', () => ({
  ...jest.requireActual('../../api/editorial.api'),
  fetchEditorialAccess: jest.fn(),
}));
const mockedAccess = jest.mocked(fetchEditorialAccess);

function signIn(role?: string) {
  localStorage.setItem('adminAuthToken', 'jwt');
  localStorage.setItem('userEmail', 'mira@uni.test');
  localStorage.setItem('userName', 'Mira Manager');
  if (role) localStorage.setItem('adminRole', role);
}

async function menuLinks() {
  fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
  return screen.getAllByRole('link').map((a) => a.textContent);
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

describe('Header: the editorial dashboard (issue 28)', () => {
  it('offers "Editorial dashboard" to an author holding a journal role, on desktop and in the mobile menu', async () => {
    signIn();
    mockedAccess.mockResolvedValue({
      administrator: false,
      journals: [{ slug: 'education', name: 'Education', role: 'editor' }],
    });
    renderAt('/', <Header />);
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('link', { name: 'Editorial dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(mockedAccess).toHaveBeenCalledWith('jwt');

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Editorial dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it.each([
    ['holds no role', () => mockedAccess.mockResolvedValue({ administrator: false, journals: [] })],
    [
      'cannot be asked (roles not deployed)',
      () => mockedAccess.mockRejectedValue(new ApiError(404, 'Not Found', null)),
    ],
  ])('keeps the menu as it was for an author who %s', async (_what, answer) => {
    signIn();
    answer();
    renderAt('/', <Header />);
    await screen.findByRole('button', { name: /Account menu/ });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await menuLinks()).toEqual(expect.not.arrayContaining(['Editorial dashboard', 'Admin Dashboard']));
    expect(screen.getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('keeps "Admin Dashboard" for the administrator, without asking the server', async () => {
    signIn('admin');
    renderAt('/', <Header />);
    expect(await menuLinks()).toContain('Admin Dashboard');
    expect(screen.queryByRole('link', { name: 'Editorial dashboard' })).not.toBeInTheDocument();
    expect(mockedAccess).not.toHaveBeenCalled();
  });

  it('asks nothing of a visitor who is not signed in', () => {
    renderAt('/', <Header />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(mockedAccess).not.toHaveBeenCalled();
  });
});
