import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryProvider } from '../api/query-client';
import { mockPublicApi } from '../test-utils/public-api.test-util';
import { stubScrolling } from '../test-utils/render-at.test-util';
import { SITE_PAGE_LOAD_FAILED } from '../features/site-pages/site-page.page';
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

// The pages are lazy chunks: transform the home page's module tree once before the timed queries (a
// first import takes seconds on a busy machine, longer than findBy's wait).
beforeAll(async () => {
  await import('../features/home/home.page');
}, 60_000);

beforeEach(() => {
  mockPublicApi();
  stubScrolling();
  localStorage.clear();
});

describe('AppRoutes', () => {
  it.each(['/no-such-page', '/terms/extra', '/journals/1/extra', '/journals/astrology'])(
    'redirects the unknown path %s to the home page',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: /Publishing research/ }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );

  it.each([
    ['/authors', 'Information for Authors', 'Before you submit'],
    ['/terms', 'Terms and Conditions', 'Use of the site'],
    ['/cookies', 'Cookie Policy', 'Cookies we use'],
    ['/accessibility', 'Accessibility Statement', 'What we do'],
    ['/publish-with-us', 'Publish with Us', 'Why publish with us'],
  ])('renders the site page %s from the journals service', async (path, title, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The Markdown's ## headings sit below the page title.
    expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows a skeleton while a site page loads, and an error with Try Again when it cannot', async () => {
    mockPublicApi({ failing: /^\/api\/pages\/terms$/ });
    renderApp('/terms');
    expect(
      await screen.findByText('Loading page...', { selector: '.policy-block span' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(SITE_PAGE_LOAD_FAILED)).toBeInTheDocument();
    mockPublicApi();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
  });

  it('renders a site page Markdown sanitized: raw HTML shows as text, script links are dropped', async () => {
    const seeded = mockPublicApi();
    global.fetch = jest.fn(async (input: unknown) => {
      if (String(input) !== '/api/pages/cookies') return seeded(input);
      const body = {
        success: true,
        data: {
          page: {
            slug: 'cookies',
            title: 'Cookies',
            body: '## Ours\n\n<img src=x onerror="alert(1)"> [click](javascript:alert(1)) [fine](https://example.org)',
          },
        },
      };
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: { get: () => 'application/json' },
        text: async () => JSON.stringify(body),
      };
    }) as unknown as typeof fetch;
    renderApp('/cookies');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Ours' });
    const body = heading.closest('.markdown')!;
    expect(body.querySelector('img, [onerror], a[href^="javascript"]')).toBeNull();
    expect(body.textContent).toContain('<img src=x');
    expect(screen.getByRole('link', { name: 'fine' })).toHaveAttribute('href', 'https://example.org');
  });

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
