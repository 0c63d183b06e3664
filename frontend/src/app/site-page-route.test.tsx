import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { QueryProvider } from '../api/query-client';
import { mockPublicApi } from '../test-utils/public-api.test-util';
import { stubScrolling } from '../test-utils/render-at.test-util';
import { AppRoutes } from './app-routes.component';

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
  mockPublicApi();
  stubScrolling();
  localStorage.clear();
});

describe('/pages/{slug} (issue 41)', () => {
  it('shows any site page, a seeded one too, at /pages/{slug}', async () => {
    renderApp('/pages/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Use of the site' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pages/terms');
  });

  it('sends a page that does not exist to the home page', async () => {
    renderApp('/pages/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Publishing research/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
