import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryProvider } from '../api/query-client';
import { stubScrolling } from '../test-utils/render-at.test-util';
import { AppRoutes } from './app-routes.component';

// The real module reads import.meta (Vite only); journal pages just need a publisher name.
jest.mock('../api/runtime-config', () => {
  const config = { googleClientId: null, mainAdminEmail: 'a@b.c', publisherName: 'Lumina' };
  return {
    useRuntimeConfig: () => ({ config, error: null }),
    getRuntimeConfig: () => Promise.resolve(config),
  };
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(url: string) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
}

beforeEach(() => {
  stubScrolling();
  localStorage.clear();
});

describe('AppRoutes', () => {
  it.each(['/no-such-page', '/terms', '/cookies', '/accessibility', '/authors', '/journals/1/extra'])(
    'redirects the unknown path %s to the home page',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: /Publishing research/ }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );

  it('renders pages inside the common layout', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Your privacy and data protection rights')).toBeInTheDocument();
    expect(screen.getByText('28 July 2025')).toBeInTheDocument();
  });

  it('renders /footer on its own, without the header', async () => {
    renderApp('/footer');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The only content is the footer: the main landmark holds just a visually hidden page heading.
    const main = screen.getByRole('main', { name: /site footer/ });
    expect(main.textContent).toBe(screen.getByRole('heading', { level: 1 }).textContent);
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');
    expect(main).not.toContainElement(screen.getByRole('contentinfo'));
  });

  it('links the footer to the pages of the specification', async () => {
    renderApp('/footer');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = Array.from(footer.querySelectorAll('a[href^="/"]')).map((a) => a.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      [
        '/admin',
        '/authors',
        '/journals',
        '/books',
        '/platforms',
        '/databases',
        '/terms',
        '/privacy',
        '/cookies',
        '/accessibility',
      ].sort(),
    );
  });

  it('serves a journal landing page', async () => {
    renderApp('/journals/law-social-science');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lumina Journal of Law & Social Science' }),
    ).toBeInTheDocument();
  });
});
