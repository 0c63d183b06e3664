import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { confirmPasswordReset, requestPasswordReset } from '../../api/password-reset.api';
import ForgotPasswordPage from './forgot-password.page';
import { renderRoute } from './render-route.test-util';
import ResetPasswordPage from './reset-password.page';

jest.mock('../../api/password-reset.api', () => ({
  requestPasswordReset: jest.fn(),
  confirmPasswordReset: jest.fn(),
}));

const mockedRequest = jest.mocked(requestPasswordReset);
const mockedConfirm = jest.mocked(confirmPasswordReset);
const SENT = 'If an account exists for this address, we have sent a link to reset the password.';
const EXPIRED = 'This link has expired or was already used.';

beforeEach(() => jest.resetAllMocks());

describe('ForgotPasswordPage', () => {
  it('sends the address and shows the server answer in place of the form', async () => {
    mockedRequest.mockResolvedValue({ success: true, message: SENT });
    const user = userEvent.setup();
    renderRoute('/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email address'), ' ada@example.org ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(mockedRequest).toHaveBeenCalledWith('ada@example.org');
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('starts with the address carried from the login page', () => {
    renderRoute('/forgot-password', <ForgotPasswordPage />, { email: 'ada@example.org' });
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.org');
  });

  it("refuses an invalid address with 'Enter a valid email address' and calls nobody", async () => {
    const user = userEvent.setup();
    renderRoute('/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (too many requests) and the connection failure", async () => {
    const user = userEvent.setup();
    renderRoute('/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
    mockedRequest.mockRejectedValueOnce(
      new ApiError(429, 'Too Many Requests', {
        success: false,
        message: 'Too many password reset requests.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests.');
    mockedRequest.mockRejectedValueOnce(new TypeError('fetch failed'));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection failed. Please try again.');
  });
});

/** The reset page at `/reset-password` + `search`, with the login page a placeholder. */
function openResetPage(search: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/reset-password${search}`]}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/login" element={<p data-testid="route">at /login</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, repeat: string) {
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), password);
  await user.clear(screen.getByLabelText('Repeat password'));
  await user.type(screen.getByLabelText('Repeat password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('checks the registration password rules, in their order, before calling the server', async () => {
    const user = openResetPage('?token=tok-123');
    await fill(user, 'elevenchars', 'different');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 12 characters');
    await fill(user, 'twelve chars ok', 'twelve chars OK');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(mockedConfirm).not.toHaveBeenCalled();
  });

  it('sends the token with the new password, then offers to sign in', async () => {
    mockedConfirm.mockResolvedValue({ success: true, message: 'changed' });
    const user = openResetPage('?token=tok-123');
    await fill(user, 'a new long password', 'a new long password');
    expect(mockedConfirm).toHaveBeenCalledWith('tok-123', 'a new long password', 'a new long password');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You can now sign in with it.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('route')).toHaveTextContent('at /login');
  });

  it("shows the server's answer for a used or expired link and keeps the form", async () => {
    mockedConfirm.mockRejectedValue(new ApiError(400, 'Bad Request', { success: false, message: EXPIRED }));
    const user = openResetPage('?token=used');
    await fill(user, 'a new long password', 'a new long password');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });

  it('says the link is unusable when it carries no token, and shows no form', () => {
    openResetPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
