import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getRuntimeConfig } from '../api/runtime-config';
import { loadJournalLanding } from '../content/journals/landing-content';
import { JournalRoute } from './journal-route.component';

jest.mock('../content/journals/landing-content', () => ({ loadJournalLanding: jest.fn() }));
jest.mock('../api/runtime-config', () => ({ getRuntimeConfig: jest.fn() }));
// The page chunk never arrives here: the landing text must be requested while it is still loading.
jest.mock('./lazy-pages', () => ({
  JournalPage: () => {
    throw new Promise(() => undefined);
  },
}));
const mockedLoad = jest.mocked(loadJournalLanding);
const mockedConfig = jest.mocked(getRuntimeConfig);

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/journals/:journalId" element={<JournalRoute />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  mockedLoad.mockReset();
  mockedLoad.mockReturnValue(new Promise(() => undefined));
  mockedConfig.mockReset();
  mockedConfig.mockReturnValue(new Promise(() => undefined));
});

describe('JournalRoute', () => {
  it("starts loading the journal's landing text and the runtime configuration before the page chunk has arrived", () => {
    renderAt('/journals/education');
    expect(mockedLoad).toHaveBeenCalledWith('education');
    expect(mockedConfig).toHaveBeenCalled();
  });

  it('loads nothing for an unknown journal', () => {
    renderAt('/journals/astrology');
    expect(mockedLoad).not.toHaveBeenCalled();
    expect(mockedConfig).not.toHaveBeenCalled();
  });
});
