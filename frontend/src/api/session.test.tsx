import { act, render, screen } from '@testing-library/react';
import {
  STORAGE_KEYS,
  getSession,
  logout,
  saveGoogleCredential,
  saveLogin,
  updateStoredIdentity,
  useSession,
} from './session';

function Probe() {
  const session = useSession();
  return (
    <p data-testid="probe">
      {session.isLoggedIn ? 'in' : 'out'}|{session.email ?? '-'}|{session.name ?? '-'}|{session.role ?? '-'}
    </p>
  );
}

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('uses the storage keys of the specification', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'adminAuthToken',
      email: 'userEmail',
      name: 'userName',
      googleCredential: 'googleCredential',
      isLoggedIn: 'isLoggedIn',
      role: 'adminRole',
    });
  });

  it('saves a login under those keys, with the name falling back to the part before the @', () => {
    saveLogin({ token: 'jwt', email: 'ada@example.org', name: null });
    expect(localStorage.getItem('adminAuthToken')).toBe('jwt');
    expect(localStorage.getItem('userEmail')).toBe('ada@example.org');
    expect(localStorage.getItem('userName')).toBe('ada');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(localStorage.getItem('adminRole')).toBeNull();

    saveLogin({ token: 'jwt2', email: 'root@example.org', name: 'Root', role: 'admin' });
    expect(localStorage.getItem('userName')).toBe('Root');
    expect(localStorage.getItem('adminRole')).toBe('admin');
  });

  it('counts as logged in only when both token and email are present', () => {
    localStorage.setItem('adminAuthToken', 'jwt');
    expect(getSession().isLoggedIn).toBe(false);
    localStorage.setItem('userEmail', 'a@b.co');
    expect(getSession().isLoggedIn).toBe(true);
    localStorage.removeItem('adminAuthToken');
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('logout clears every session key', () => {
    saveGoogleCredential('google-jwt');
    saveLogin({ token: 'jwt', email: 'a@b.co', name: 'A', role: 'admin' });
    logout();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('useSession re-renders on saves, identity updates, logout and other tabs', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('out|-|-|-');

    act(() => saveLogin({ token: 'jwt', email: 'ada@example.org', name: 'Ada' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('in|ada@example.org|Ada|-');

    act(() => updateStoredIdentity('new@example.org', 'Augusta'));
    expect(screen.getByTestId('probe')).toHaveTextContent('in|new@example.org|Augusta|-');

    act(() => logout());
    expect(screen.getByTestId('probe')).toHaveTextContent('out|-|-|-');

    act(() => {
      localStorage.setItem('adminAuthToken', 'other-tab');
      localStorage.setItem('userEmail', 'tab@example.org');
      window.dispatchEvent(new StorageEvent('storage', { key: 'userEmail' }));
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('in|tab@example.org|-|-');
  });
});
