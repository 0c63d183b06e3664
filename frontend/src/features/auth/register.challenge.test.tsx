import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-error';
import { register } from '../../api/auth.api';
import { isRegistrationChallengeOn } from '../../api/registration-challenge.api';
import { loadAltchaWidget } from './altcha-widget.loader';
import RegisterPage from './register.page';
import { renderRoute } from './render-route.test-util';

// Issue 26 item 7: the ALTCHA check appears when the server asks for it, and its payload is sent along.
jest.mock('../../api/auth.api', () => ({ register: jest.fn() }));
jest.mock('../../api/registration-challenge.api', () => ({
  isRegistrationChallengeOn: jest.fn(),
  registrationChallengeUrl: () => '/api/registration/challenge',
}));
jest.mock('./altcha-widget.loader', () => ({ loadAltchaWidget: jest.fn() }));
const mockedRegister = jest.mocked(register);
const challengeOn = jest.mocked(isRegistrationChallengeOn);
const loader = jest.mocked(loadAltchaWidget);

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Given names'), 'Ada');
  await user.type(screen.getByLabelText('Family name'), 'Lovelace');
  await user.type(screen.getByLabelText('Password'), 'analytical-engine');
  await user.type(screen.getByLabelText('Repeat password'), 'analytical-engine');
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
}

/** What the real widget does once the browser solved the challenge. */
function widgetSays(state: string, payload?: string) {
  const widget = document.querySelector('altcha-widget')!;
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

describe('RegisterPage with the registration challenge', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    loader.mockResolvedValue();
  });

  it('off: no widget, nothing loaded, the payload is SPEC.md’s', async () => {
    challengeOn.mockResolvedValue(false);
    mockedRegister.mockResolvedValue({ success: true });
    const user = userEvent.setup();
    renderRoute('/register', <RegisterPage />, { email: 'new@example.org' });
    await fillAll(user);
    expect(screen.queryByTestId('registration-challenge')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(mockedRegister).toHaveBeenCalledWith({
      email: 'new@example.org',
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: 'analytical-engine',
      termsAccepted: true,
      marketingAccepted: false,
    });
    expect(loader).not.toHaveBeenCalled();
  });

  it('on: Create account waits for the solved challenge and sends its payload', async () => {
    challengeOn.mockResolvedValue(true);
    mockedRegister.mockResolvedValue({ success: true });
    const user = userEvent.setup();
    renderRoute('/register', <RegisterPage />, { email: 'new@example.org' });
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect(document.querySelector('altcha-widget')!.getAttribute('challenge')).toBe(
      '/api/registration/challenge',
    );
    await fillAll(user);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    widgetSays('verifying');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    widgetSays('verified', 'c29sdmVk');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(mockedRegister).toHaveBeenCalledWith(expect.objectContaining({ altcha: 'c29sdmVk' }));
  });

  it('on: a refused registration asks for a fresh challenge (a solution counts once)', async () => {
    challengeOn.mockResolvedValue(true);
    mockedRegister.mockRejectedValueOnce(
      new ApiError(400, 'Bad Request', {
        success: false,
        message: 'Please complete the verification that you are not a robot, then try again.',
      }),
    );
    const user = userEvent.setup();
    renderRoute('/register', <RegisterPage />, { email: 'new@example.org' });
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    await fillAll(user);
    widgetSays('verified', 'dXNlZA==');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please complete the verification that you are not a robot, then try again.',
    );
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
