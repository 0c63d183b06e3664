import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryProvider } from '../api/query-client';
import { getRuntimeConfig } from '../api/runtime-config';
import { JournalRoute } from './journal-route.component';

jest.mock('../api/runtime-config', () => ({ getRuntimeConfig: jest.fn() }));
// The page chunk never arrives here: the journal must be requested while it is still loading.
jest.mock('./lazy-pages', () => ({
  JournalPage: () => {
    throw new Promise(() => undefined);
  },
}));
const mockedConfig = jest.mocked(getRuntimeConfig);
const fetchMock = jest.fn();

function renderAt(url: string) {
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/journals/:journalId" element={<JournalRoute />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockReturnValue(new Promise(() => undefined));
  global.fetch = fetchMock;
  mockedConfig.mockReset();
  mockedConfig.mockReturnValue(new Promise(() => undefined));
});

describe('JournalRoute', () => {
  it('starts loading the journal and the runtime configuration before the page chunk has arrived', () => {
    renderAt('/journals/education');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/journals/education');
    expect(mockedConfig).toHaveBeenCalled();
  });
});
