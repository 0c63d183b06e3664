import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { checkEmail, login, loginWithGoogle } from '../../api/auth.api';
import { useRuntimeConfig } from '../../api/runtime-config';
import LoginPage from './login.page';
import { renderRoute } from './render-route.test-util';

jest.mock('../../api/auth.api', () => ({
  checkEmail: jest.fn(),
  login: jest.fn(),
  loginWithGoogle: jest.fn(),
}));
jest.mock('../../api/runtime-config', () => ({ useRuntimeConfig: jest.fn() }));

const mockedCheck = jest.mocked(checkEmail);
const mockedLogin = jest.mocked(login);
const mockedGoogle = jest.mocked(loginWithGoogle);
const mockedConfig = jest.mocked(useRuntimeConfig);

function setConfig(googleClientId: string | null) {
  mockedConfig.mockReturnValue({
    config: { googleClientId, mainAdminEmail: 'admin@example.org', publisherName: 'Lumina' },
    error: null,
  });
}

async function enterEmail(value: string) {
  const user = userEvent.setup();
  renderRoute('/login', <LoginPage />);
  await user.type(screen.getByLabelText('Email address'), value);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    delete window.google;
    setConfig(null);
  });

  it("rejects an invalid email with 'Enter a valid email address' and does not call the server", async () => {
    await enterEmail('not-an-email');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(mockedCheck).not.toHaveBeenCalled();
  });

  it.each(['a@b', 'a b@c.de', '@c.de'])('treats %s as invalid', async (value) => {
    await enterEmail(value);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  });

  it('goes to the password step when the email exists, and back with a cleared password', async () => {
    mockedCheck.mockResolvedValue({ success: true, exists: true });
    const user = await enterEmail('ada@example.org');
    expect(mockedCheck).toHaveBeenCalledWith('ada@example.org');
    const password = await screen.findByLabelText('Password');
    expect(screen.getByTestId('login-email-chip')).toHaveTextContent('ada@example.org');
    await user.type(password, 'secret-secret');
    await user.click(screen.getByRole('button', { name: 'Use different email' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('sends an unknown email to /register carrying the email', async () => {
    mockedCheck.mockResolvedValue({ success: true, exists: false });
    await enterEmail('new@example.org');
    expect(await screen.findByTestId('route')).toHaveTextContent('at /register {"email":"new@example.org"}');
  });

  it('shows the server message, or the fallback, when the email check fails', async () => {
    mockedCheck.mockResolvedValueOnce({ success: false, message: 'Rate limited' });
    const user = await enterEmail('ada@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate limited');
    mockedCheck.mockResolvedValueOnce({ success: false });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'),
    );
  });

  it("shows 'Connection failed. Please try again.' on network errors and bare HTTP errors", async () => {
    mockedCheck.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = await enterEmail('ada@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection failed. Please try again.');
    mockedCheck.mockRejectedValueOnce(new ApiError(502, 'Bad Gateway', '<html>'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(mockedCheck).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Connection failed. Please try again.');
  });

  it('logs in, stores the session and goes to /profile', async () => {
    mockedCheck.mockResolvedValue({ success: true, exists: true });
    mockedLogin.mockResolvedValue({ success: true, token: 'jwt', user: { given_names: 'Ada' } });
    const user = await enterEmail('ada@example.org');
    await user.type(await screen.findByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('route')).toHaveTextContent('at /profile');
    expect(mockedLogin).toHaveBeenCalledWith('ada@example.org', 'correct horse battery');
    expect(localStorage.getItem('adminAuthToken')).toBe('jwt');
    expect(localStorage.getItem('userEmail')).toBe('ada@example.org');
    expect(localStorage.getItem('userName')).toBe('Ada');
  });

  it('stores the part before the @ as name when the answer has no given name', async () => {
    mockedCheck.mockResolvedValue({ success: true, exists: true });
    mockedLogin.mockResolvedValue({ success: true, token: 'jwt', user: {} });
    const user = await enterEmail('grace@example.org');
    await user.type(await screen.findByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('route');
    expect(localStorage.getItem('userName')).toBe('grace');
  });

  it('shows the server message, the fallback, or the connection message when login fails', async () => {
    mockedCheck.mockResolvedValue({ success: true, exists: true });
    const user = await enterEmail('ada@example.org');
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    const signIn = screen.getByRole('button', { name: 'Sign in' });

    mockedLogin.mockRejectedValueOnce(
      new ApiError(401, 'Unauthorized', { success: false, message: 'Invalid email or password' }),
    );
    await user.click(signIn);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    mockedLogin.mockResolvedValueOnce({ success: false });
    await user.click(signIn);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please check your password.'),
    );

    mockedLogin.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(signIn);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Connection failed. Please try again.'),
    );
    expect(localStorage.getItem('adminAuthToken')).toBeNull();
  });

  it("'Sign in' on the email step goes to the password step without a check", async () => {
    const user = userEvent.setup();
    renderRoute('/login', <LoginPage />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(mockedCheck).not.toHaveBeenCalled();
  });

  it("'Sign up with Email' returns to the email step", async () => {
    mockedCheck.mockResolvedValue({ success: true, exists: true });
    const user = await enterEmail('ada@example.org');
    await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Sign up with Email' }));
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('loads the Google script only when a client id is configured', () => {
    renderRoute('/login', <LoginPage />);
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).toBeNull();
    expect(screen.queryByTestId('google-button')).toBeNull();
  });

  it('renders the Google button in popup mode and exchanges the credential', async () => {
    setConfig('client-123.apps.googleusercontent.com');
    const initialize = jest.fn();
    const renderButton = jest.fn();
    window.google = { accounts: { id: { initialize, renderButton } } };
    mockedGoogle.mockResolvedValue({
      success: true,
      token: 'jwt-g',
      user: { given_names: 'Ada', email: 'ada@gmail.com' },
    });
    renderRoute('/login', <LoginPage />);
    await waitFor(() => expect(initialize).toHaveBeenCalled());
    const options = initialize.mock.calls[0][0];
    expect(options).toMatchObject({ client_id: 'client-123.apps.googleusercontent.com', ux_mode: 'popup' });
    expect(renderButton.mock.calls[0][1]).toMatchObject({ shape: 'pill', text: 'continue_with' });

    await act(async () => options.callback({ credential: 'header.payload.sig' }));
    expect(await screen.findByTestId('route')).toHaveTextContent('at /profile');
    expect(mockedGoogle).toHaveBeenCalledWith('header.payload.sig');
    expect(localStorage.getItem('googleCredential')).toBe('header.payload.sig');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('adminAuthToken')).toBe('jwt-g');
    expect(localStorage.getItem('userEmail')).toBe('ada@gmail.com');
  });

  it('injects the GSI script tag when a client id is configured and Google is not loaded yet', async () => {
    setConfig('client-123');
    renderRoute('/login', <LoginPage />);
    await waitFor(() =>
      expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull(),
    );
  });
});
