import { apiRequest } from './client';
import {
  expiredSessionNotice,
  safeReturnPath,
  SESSION_EXPIRED_MESSAGE,
  sessionNavigation,
} from './session-refresh';

/** Minimal fetch Response (jsdom has no Response class). */
function json(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : 'OK',
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify(body),
    json: async () => body,
  } as unknown as Response;
}

describe('silent refresh and expired sessions', () => {
  const fetchMock = jest.fn();
  const assign = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    assign.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    localStorage.clear();
    localStorage.setItem('adminAuthToken', 'old-token');
    localStorage.setItem('userEmail', 'ada@example.org');
    window.history.replaceState(null, '', '/submit');
    sessionNavigation.go = assign;
  });

  it('a 401 refreshes once (through the cookie) and retries with the new token, kept under adminAuthToken', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ success: false, message: SESSION_EXPIRED_MESSAGE }, 401))
      .mockResolvedValueOnce(json({ success: true, token: 'new-token' }))
      .mockResolvedValueOnce(json({ success: true, user: { email: 'ada@example.org' } }));
    await expect(apiRequest('/users/profile', { token: 'old-token' })).resolves.toMatchObject({
      success: true,
    });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/registration/refresh');
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(fetchMock.mock.calls[2]![1].headers.Authorization).toBe('Bearer new-token');
    expect(localStorage.getItem('adminAuthToken')).toBe('new-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it('an admin session refreshes at /admin-auth/refresh', async () => {
    localStorage.setItem('adminRole', 'admin');
    fetchMock
      .mockResolvedValueOnce(json({ success: false }, 401))
      .mockResolvedValueOnce(json({ success: true, token: 'admin-2' }))
      .mockResolvedValueOnce(json({ success: true }));
    await apiRequest('/admin/submissions', { token: 'old-token' });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/admin-auth/refresh');
  });

  it('when the session cannot be refreshed: cleared, and off to /login with the message and the way back', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ success: false }, 401))
      .mockResolvedValueOnce(json({ success: false, message: SESSION_EXPIRED_MESSAGE }, 401));
    await expect(apiRequest('/registration/submit-paper', { token: 'old-token' })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('adminAuthToken')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?session=expired&next=%2Fsubmit');
    expect(expiredSessionNotice('?session=expired&next=%2Fsubmit')).toEqual({
      message: 'Your session has expired. Please log in again.',
      next: '/submit',
    });
  });

  it('calls without a token (login, check-email) never refresh', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false }, 401));
    await expect(apiRequest('/registration/login', { method: 'POST', json: {} })).rejects.toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('only returns to paths of this site', () => {
    expect(safeReturnPath('/submit?x=1')).toBe('/submit?x=1');
    expect(safeReturnPath('//evil.example/')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(expiredSessionNotice('?next=https://evil.example').next).toBeNull();
  });
});
