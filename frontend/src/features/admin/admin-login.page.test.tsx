import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { adminLogin } from '../../api/auth.api';
import { useRuntimeConfig } from '../../api/runtime-config';
import { renderRoute } from '../auth/render-route.test-util';
import AdminLoginPage from './admin-login.page';

jest.mock('../../api/auth.api', () => ({ adminLogin: jest.fn() }));
jest.mock('../../api/runtime-config', () => ({ useRuntimeConfig: jest.fn() }));
const mockedLogin = jest.mocked(adminLogin);

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login as Admin' }));
}

describe('AdminLoginPage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    jest.mocked(useRuntimeConfig).mockReturnValue({
      config: { googleClientId: null, mainAdminEmail: 'chief@journals.test', publisherName: 'P' },
      error: null,
    });
  });

  it('shows the form with an email input, the note and Back to Home', async () => {
    const user = userEvent.setup();
    renderRoute('/admin-login', <AdminLoginPage />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByText('Only authorized administrators can access this area.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByTestId('route')).toHaveTextContent('at /');
  });

  it.each([
    ['', ''],
    ['chief@journals.test', ''],
    ['', 'secret'],
  ])("requires both fields ('%s', '%s')", async (email, password) => {
    const user = userEvent.setup();
    renderRoute('/admin-login', <AdminLoginPage />);
    await fill(user, email, password);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(mockedLogin).not.toHaveBeenCalled();
  });

  it("reads 'Logging in...' while busy, stores the admin session and goes to /admin", async () => {
    let resolve!: (value: Awaited<ReturnType<typeof adminLogin>>) => void;
    mockedLogin.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    renderRoute('/admin-login', <AdminLoginPage />);
    await fill(user, 'chief@journals.test', 'secret');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await act(async () =>
      resolve({
        success: true,
        token: 'admin-jwt',
        admin: { email: 'chief@journals.test', given_names: 'Chief', family_name: 'Editor', role: 'admin' },
      }),
    );
    expect(screen.getByTestId('route')).toHaveTextContent('at /admin');
    expect(localStorage.getItem('adminAuthToken')).toBe('admin-jwt');
    expect(localStorage.getItem('userEmail')).toBe('chief@journals.test');
    expect(localStorage.getItem('userName')).toBe('Chief');
    expect(localStorage.getItem('adminRole')).toBe('admin');
  });

  it('shows the server message, the fallback, or the network message on failure', async () => {
    const user = userEvent.setup();
    renderRoute('/admin-login', <AdminLoginPage />);
    mockedLogin.mockRejectedValueOnce(
      new ApiError(401, 'Unauthorized', { success: false, message: 'Invalid credentials' }),
    );
    await fill(user, 'chief@journals.test', 'bad');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');

    mockedLogin.mockResolvedValueOnce({ success: false });
    await user.click(screen.getByRole('button', { name: 'Login as Admin' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Login failed$/));

    mockedLogin.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Login as Admin' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.'),
    );

    mockedLogin.mockRejectedValueOnce(new SyntaxError('Unexpected token <'));
    await user.click(screen.getByRole('button', { name: 'Login as Admin' }));
    await waitFor(() => expect(mockedLogin).toHaveBeenCalledTimes(4));
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('redirects to /admin when the main administrator is already signed in', () => {
    localStorage.setItem('adminAuthToken', 'admin-jwt');
    localStorage.setItem('userEmail', 'Chief@Journals.test');
    renderRoute('/admin-login', <AdminLoginPage />);
    expect(screen.getByTestId('route')).toHaveTextContent('at /admin');
  });

  it('stays on the form for another stored account', () => {
    localStorage.setItem('adminAuthToken', 'jwt');
    localStorage.setItem('userEmail', 'author@example.org');
    renderRoute('/admin-login', <AdminLoginPage />);
    expect(screen.getByRole('button', { name: 'Login as Admin' })).toBeInTheDocument();
  });
});
