// Test helper: renders UI inside a memory router at a path, with a probe showing the current location.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryProvider } from '../api/query-client';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `element` for `routePath` (default: any path) starting at `url`. */
export function renderAt(url: string, element: ReactElement, routePath = '*') {
  return render(
    <QueryProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryProvider>,
  );
}

/** jsdom has no layout or scrolling; record scroll calls instead of printing "not implemented". */
export function stubScrolling(): jest.Mock {
  const scrollTo = jest.fn();
  Object.defineProperty(window, 'scrollTo', { value: scrollTo, writable: true, configurable: true });
  return scrollTo;
}
