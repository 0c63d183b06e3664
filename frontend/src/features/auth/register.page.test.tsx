import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { register } from '../../api/auth.api';
import RegisterPage, { REGISTER_REDIRECT_MS } from './register.page';
import { renderRoute } from './render-route.test-util';

jest.mock('../../api/auth.api', () => ({ register: jest.fn() }));
const mockedRegister = jest.mocked(register);

const SPEC_ORDER = [
  'Please enter your given names',
  'Please enter your family name',
  'Password must be at least 12 characters',
  'Passwords do not match',
  'Please accept the terms and conditions',
];

function failures(): string[] {
  const list = screen.queryByTestId('register-failures');
  return list ? Array.from(list.querySelectorAll('li')).map((li) => li.textContent ?? '') : [];
}

function openWithEmail(user = userEvent.setup()) {
  renderRoute('/register', <RegisterPage />, { email: 'new@example.org' });
  return user;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Given names'), 'Ada');
  await user.type(screen.getByLabelText('Family name'), 'Lovelace');
  await user.type(screen.getByLabelText('Password'), 'analytical-engine');
  await user.type(screen.getByLabelText('Repeat password'), 'analytical-engine');
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
}

describe('RegisterPage', () => {
  beforeEach(() => jest.resetAllMocks());
  afterEach(() => jest.useRealTimers());

  it('redirects to /login without an email from the login step', () => {
    renderRoute('/register', <RegisterPage />);
    expect(screen.getByTestId('route')).toHaveTextContent('at /login');
  });

  it('lists the five messages in specification order and shows 0 of 5', () => {
    openWithEmail();
    expect(screen.getByTestId('register-email')).toHaveTextContent('new@example.org');
    expect(screen.getByTestId('register-progress')).toHaveTextContent('0 of 5');
    expect(failures()).toEqual(SPEC_ORDER);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
  });

  it('counts each passing check and removes its message', async () => {
    const user = openWithEmail();
    await user.type(screen.getByLabelText('Given names'), '   ');
    expect(failures()[0]).toBe('Please enter your given names');
    await user.type(screen.getByLabelText('Given names'), 'Ada');
    expect(screen.getByTestId('register-progress')).toHaveTextContent('1 of 5');
    expect(failures()).toEqual(SPEC_ORDER.slice(1));

    await user.type(screen.getByLabelText('Family name'), 'Lovelace');
    expect(screen.getByTestId('register-progress')).toHaveTextContent('2 of 5');

    await user.type(screen.getByLabelText('Password'), 'elevenchars');
    expect(failures()).toContain('Password must be at least 12 characters');
    await user.type(screen.getByLabelText('Password'), 'X');
    expect(failures()).not.toContain('Password must be at least 12 characters');

    await user.type(screen.getByLabelText('Repeat password'), 'elevencharsY');
    expect(failures()).toEqual(['Passwords do not match', 'Please accept the terms and conditions']);
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), 'elevencharsX');
    expect(failures()).toEqual(['Please accept the terms and conditions']);
    expect(screen.getByTestId('register-progress')).toHaveTextContent('4 of 5');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();

    await user.click(screen.getByLabelText('I accept the terms and conditions'));
    expect(screen.getByTestId('register-progress')).toHaveTextContent('5 of 5');
    expect(failures()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('refuses a forced submit of an incomplete form with the required-fields message', () => {
    openWithEmail();
    fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields and accept the terms.',
    );
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it('sends the registration payload, disables the button in flight, shows success, then goes to /login', async () => {
    jest.useFakeTimers();
    let resolve!: (value: { success: boolean; message?: string }) => void;
    mockedRegister.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = openWithEmail(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    await fillAll(user);
    await user.click(screen.getByLabelText(/Send me news/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(mockedRegister).toHaveBeenCalledWith({
      email: 'new@example.org',
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: 'analytical-engine',
      termsAccepted: true,
      marketingAccepted: true,
    });
    await act(async () => resolve({ success: true, message: 'ok' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Registration successful! Please check your email for verification.',
    );
    expect(screen.queryByTestId('route')).toBeNull();
    act(() => jest.advanceTimersByTime(REGISTER_REDIRECT_MS));
    expect(screen.getByTestId('route')).toHaveTextContent('at /login');
  });

  it('shows the failure text plus the server message', async () => {
    mockedRegister.mockRejectedValueOnce(
      new ApiError(409, 'Conflict', { success: false, message: 'Email already registered' }),
    );
    const user = openWithEmail();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed. Please try again.');
    expect(alert).toHaveTextContent('Email already registered');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('shows only the failure text when the server gave no message', async () => {
    mockedRegister.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = openWithEmail();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Registration failed\. Please try again\.$/),
    );
  });
});
