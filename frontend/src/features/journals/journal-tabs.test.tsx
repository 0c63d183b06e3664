import { screen, waitFor, within } from '@testing-library/react';
import { useRuntimeConfig } from '../../api/runtime-config';
import { mockPublicApi } from '../../test-utils/public-api.test-util';
import { renderAt, stubScrolling } from '../../test-utils/render-at.test-util';
import { fetchJournalArticles } from '../publishing/articles.api';
import JournalPage from './journal.page';

jest.mock('../../api/runtime-config', () => ({ useRuntimeConfig: jest.fn() }));
jest.mock('../publishing/articles.api', () => ({
  ...jest.requireActual('../publishing/articles.api'),
  fetchJournalArticles: jest.fn(),
}));

const ETHICS = {
  slug: 'ethics',
  title: 'Publication ethics',
  body: '## Our rules',
  html: '<h3>Our rules</h3>\n<p>Be fair.</p>\n',
};

/** The seeded site, with one page of Education's own (issue 41). */
function withEthicsPage() {
  const seeded = mockPublicApi();
  const json = (body: unknown) => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify(body),
  });
  global.fetch = jest.fn(async (input: unknown) => {
    const path = String(input);
    if (path === '/api/journals/education/pages')
      return json({ success: true, data: { pages: [{ slug: ETHICS.slug, title: ETHICS.title }] } });
    if (path === '/api/journals/education/pages/ethics')
      return json({ success: true, data: { page: ETHICS } });
    return seeded(input);
  }) as unknown as typeof fetch;
}

const open = (url: string) => renderAt(url, <JournalPage />, '/journals/:journalId/:page?');

let scrollTo: jest.Mock;

beforeEach(() => {
  scrollTo = stubScrolling();
  withEthicsPage();
  jest.mocked(fetchJournalArticles).mockResolvedValue({
    articles: [],
    pagination: { page: 1, pageSize: 20, totalItems: 0, totalPages: 0 },
  });
  jest.mocked(useRuntimeConfig).mockReturnValue({
    config: { googleClientId: null, mainAdminEmail: 'a@b.c', publisherName: 'Lumina' },
    error: null,
  } as ReturnType<typeof useRuntimeConfig>);
});

describe("a journal's own pages", () => {
  it('are tabs of the section nav on the landing page', async () => {
    open('/journals/education');
    const nav = screen.getByRole('navigation', { name: 'Journal sections' });
    const tab = await within(nav).findByRole('link', { name: 'Publication ethics' });
    expect(tab).toHaveAttribute('href', '/journals/education/ethics');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '#about-us');
  });

  it("open at /journals/{slug}/{page} with the server's html, the tab current", async () => {
    open('/journals/education/ethics');
    expect(await screen.findByRole('heading', { level: 2, name: 'Publication ethics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our rules' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Journal sections' });
    expect(await within(nav).findByRole('link', { name: 'Publication ethics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The sections lead back to the landing page; its own sections are not shown here.
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/journals/education#about-us',
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'About Us' })).toBeNull();
  });

  it("lead back to the landing page's sections (/journals/{slug}#section scrolls there)", async () => {
    open('/journals/education#aim-and-scope');
    await screen.findByRole('heading', { level: 2, name: 'About Us' });
    // After the page's own scroll to the top ({ top: 0, left: 0 }), the section's ({ top, behavior }).
    await waitFor(() => expect(scrollTo.mock.calls.at(-1)?.[0]).not.toHaveProperty('left'));
    expect(scrollTo.mock.calls[0]?.[0]).toHaveProperty('left', 0);
  });

  it('send an unknown page back to the landing page', async () => {
    open('/journals/education/nope');
    // Two round trips (the page's 404, then the landing page): slower on a loaded machine.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'About Us' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/journals/education');
  });
});
