import { act, fireEvent, screen } from '@testing-library/react';
import { sendCookieConsent } from '../../api/consent';
import { renderAt } from '../../test-utils/render-at.test-util';
import { CookieConsent } from './cookie-consent.component';
import { readCookie } from './cookies';

jest.mock('../../api/consent', () => ({ sendCookieConsent: jest.fn() }));
const mockedSend = jest.mocked(sendCookieConsent);

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  jest.useFakeTimers();
  clearCookies();
  localStorage.clear();
  mockedSend.mockReset();
});
afterEach(() => jest.useRealTimers());

function showBanner() {
  renderAt('/', <CookieConsent />);
  act(() => jest.advanceTimersByTime(1000));
  return screen.getByRole('region', { name: 'Cookie consent' });
}

describe('CookieConsent', () => {
  it('appears 1 s after load when no cookieConsent cookie exists', () => {
    renderAt('/', <CookieConsent />);
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('stays hidden when a choice is already stored', () => {
    document.cookie = 'cookieConsent=false; path=/';
    renderAt('/', <CookieConsent />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('Accept: reads Processing..., sets the cookies, sends the consent and hides', async () => {
    localStorage.setItem('userEmail', 'ada@example.org');
    const call = deferred();
    mockedSend.mockReturnValue(call.promise);
    showBanner();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const busy = screen.getAllByRole('button', { name: 'Processing...' });
    expect(busy).toHaveLength(2);
    for (const button of busy) expect(button).toBeDisabled();
    expect(readCookie('cookieConsent')).toBe('true');

    expect(mockedSend).toHaveBeenCalledTimes(1);
    const payload = mockedSend.mock.calls[0]![0];
    expect(payload).toEqual({
      userEmail: 'ada@example.org',
      consent: true,
      userAgent: navigator.userAgent,
      ipAddress: null,
      sessionId: expect.stringMatching(/^\d{13}-[0-9a-z]+$/),
    });

    await act(async () => call.resolve());
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(readCookie('sessionId')).toBe(payload.sessionId);
  });

  it('Decline: stores false, sends consent false with a null email when logged out', async () => {
    mockedSend.mockResolvedValue(undefined);
    showBanner();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    });
    expect(readCookie('cookieConsent')).toBe('false');
    expect(mockedSend).toHaveBeenCalledWith(
      expect.objectContaining({ consent: false, userEmail: null, ipAddress: null }),
    );
    expect(readCookie('sessionId')).toMatch(/^\d+-/);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('ignores a failed consent call', async () => {
    mockedSend.mockRejectedValue(new Error('HTTP 500: Internal Server Error'));
    showBanner();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(readCookie('cookieConsent')).toBe('true');
    expect(readCookie('sessionId')).not.toBeNull();
  });

  it('does not come back once a choice is made', async () => {
    mockedSend.mockResolvedValue(undefined);
    const first = (showBanner(), screen);
    await act(async () => {
      fireEvent.click(first.getByRole('button', { name: 'Accept' }));
    });
    renderAt('/', <CookieConsent />);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
