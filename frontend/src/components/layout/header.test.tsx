import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { renderAt } from '../../test-utils/render-at.test-util';
import { Header } from './header.component';
import { initialsFor } from './initials';

function logIn() {
  localStorage.setItem('adminAuthToken', 'jwt');
  localStorage.setItem('userEmail', 'ada.lovelace@example.org');
  localStorage.setItem('userName', 'Ada Lovelace');
  localStorage.setItem('isLoggedIn', 'true');
}

let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  fetchMock = mockPublicApi();
});

describe('Header', () => {
  it('shows Journals, Publish with us (no target), Submission Link and Login when logged out', () => {
    renderAt('/', <Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: /Journals/ })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Publish with us' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Publish with us' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Submission Link' })).toHaveAttribute('href', '/submit');
    expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('opens the Journals dropdown with the journals of the journals service, asked for only then', async () => {
    renderAt('/', <Header />);
    const trigger = screen.getByRole('button', { name: /Journals/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Loading journals…')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Civil Engineering' });
    expect(fetchMock).toHaveBeenCalledWith('/api/journals', expect.anything());
    const links = within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/journals/'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/journals/civil-engineering',
      '/journals/mechanical-engineering',
      '/journals/electronics-engineering',
      '/journals/electrical-engineering',
      '/journals/computer-science-engineering',
      '/journals/applied-science',
      '/journals/ai-ml-data-science',
      '/journals/law-social-science',
      '/journals/education',
      '/journals/management',
    ]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts as logged in only with both token and email', () => {
    localStorage.setItem('adminAuthToken', 'jwt');
    renderAt('/', <Header />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows initials, name, email and a menu with My Profile and Logout when logged in', () => {
    logIn();
    renderAt('/journals', <Header />);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(within(trigger).getByText('AL')).toBeInTheDocument();
    expect(within(trigger).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(trigger).getByText('ada.lovelace@example.org')).toBeInTheDocument();

    fireEvent.click(trigger);
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(localStorage.getItem('adminAuthToken')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('follows a login made elsewhere in the app', () => {
    renderAt('/', <Header />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    act(() => {
      logIn();
      window.dispatchEvent(new StorageEvent('storage', { key: 'adminAuthToken' }));
    });
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
  });

  it('says so in the dropdown when the journals cannot be loaded, and tries again', async () => {
    mockPublicApi({ failing: /^\/api\/journals$/ });
    renderAt('/', <Header />);
    fireEvent.click(screen.getByRole('button', { name: /Journals/ }));
    expect(await screen.findByText('The journals could not be loaded.')).toBeInTheDocument();
    mockPublicApi();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Management' })).toHaveAttribute(
      'href',
      '/journals/management',
    );
  });

  it('toggles the mobile menu with the same entries', async () => {
    logIn();
    renderAt('/', <Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByText('ada.lovelace@example.org')).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'Submission Link' })).toHaveAttribute('href', '/submit');
    expect(within(mobile).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(within(mobile).getByRole('button', { name: 'Publish with us' })).toBeInTheDocument();
    expect(within(mobile).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    fireEvent.click(within(mobile).getByRole('button', { name: /Journals/ }));
    await within(mobile).findByRole('link', { name: /Management \(LJM\)/ });
    expect(
      within(mobile)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('/journals/')),
    ).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu when another page opens', () => {
    renderAt('/', <Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Submission Link' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/submit$/);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads to the search page from the phone menu, closing it (issue 30)', () => {
    renderAt('/', <Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(mobile).getByRole('link', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('initialsFor', () => {
  it('uses the first and last word, or the email when no name is stored', () => {
    expect(initialsFor('Ada Lovelace', 'x@y.z')).toBe('AL');
    expect(initialsFor('Mary Ann Evans', null)).toBe('ME');
    expect(initialsFor('Plato', null)).toBe('PL');
    expect(initialsFor(null, 'grace.hopper@example.org')).toBe('GH');
    expect(initialsFor(null, null)).toBe('?');
  });
});
