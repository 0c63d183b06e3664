// Test helper: renders one page inside a memory router with placeholder pages for every route the
// screens navigate to, so a test can assert where the user ended up.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryProvider } from '../../api/query-client';

function Placeholder({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="route">
      {name}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

const TARGETS = ['/', '/login', '/register', '/profile', '/submit', '/admin', '/admin-login'];

export function renderRoute(path: string, page: ReactElement, state?: unknown) {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={path} element={page} />
          {TARGETS.filter((target) => target !== path).map((target) => (
            <Route key={target} path={target} element={<Placeholder name={`at ${target}`} />} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}
