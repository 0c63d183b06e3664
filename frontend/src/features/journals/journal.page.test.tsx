import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { QueryProvider } from '../../api/query-client';
import { useRuntimeConfig } from '../../api/runtime-config';
import { mockPublicApi, seededJournals } from '../../test-utils/public-api.test-util';
import { renderAt, stubScrolling } from '../../test-utils/render-at.test-util';
import { fetchJournalArticles, type ArticleSummary } from '../publishing/articles.api';
import JournalPage, { JOURNAL_LOAD_FAILED } from './journal.page';

jest.mock('../../api/runtime-config', () => ({ useRuntimeConfig: jest.fn() }));
jest.mock('../publishing/articles.api', () => ({
  ...jest.requireActual('../publishing/articles.api'),
  fetchJournalArticles: jest.fn(),
}));
const mockedConfig = jest.mocked(useRuntimeConfig);
const mockedArticles = jest.mocked(fetchJournalArticles);

const summary = (n: number): ArticleSummary => ({
  id: `a${n}`,
  doi: `10.5555/ce.2026.0000${n}`,
  doi_url: `https://doi.org/10.5555/ce.2026.0000${n}`,
  url: `http://localhost/articles/a${n}`,
  title: `Bridge ${n}`,
  authors: [
    { given_names: 'Othmar', family_name: 'Ammann', orcid: null },
    { given_names: 'Leon', family_name: 'Moisseiff', orcid: null },
  ],
  journal: { id: 'civil-engineering', name: 'Civil Engineering' },
  published_at: `2026-05-0${n}T12:00:00.000Z`,
  snippet: '',
});

const EMPTY = 'Editorial Board will be updated soon.';
const LJM_EMPTY = 'Editor-in-Chief and Editorial Board will be updated soon.';

async function openJournal(id: string) {
  renderAt(`/journals/${id}`, <JournalPage />, '/journals/:journalId');
  await screen.findByRole('heading', { level: 2, name: 'About Us' });
}

function boardCards(): HTMLElement[] {
  const list = screen.queryByRole('list', { name: 'Editorial board members' });
  return list ? within(list).getAllByRole('listitem') : [];
}

function scopeCards(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Scope areas' })).getAllByRole('listitem');
}

const JOURNALS = seededJournals();
let scrollTo: jest.Mock;

beforeEach(() => {
  mockPublicApi();
  scrollTo = stubScrolling();
  mockedArticles.mockReset();
  mockedArticles.mockResolvedValue({
    articles: [],
    pagination: { page: 1, pageSize: 20, totalItems: 0, totalPages: 0 },
  });
  mockedConfig.mockReturnValue({
    config: {
      googleClientId: null,
      mainAdminEmail: 'admin@example.org',
      publisherName: 'Lumina Research Publications',
    },
    error: null,
  });
});

describe('JournalPage', () => {
  it.each([
    ['civil-engineering', 'LJCE', 7, null, 10],
    ['mechanical-engineering', 'LJME', 1, null, 10],
    ['electronics-engineering', 'LJEE', 1, null, 9],
    ['electrical-engineering', 'LJEE-E', 0, EMPTY, 9],
    ['computer-science-engineering', 'LJCSE', 1, null, 10],
    ['applied-science', 'LJAS', 0, EMPTY, 10],
    ['ai-ml-data-science', 'LJAIMLDS', 1, null, 10],
    ['law-social-science', 'LJLSS', 1, null, 10],
    ['education', 'LJE', 0, EMPTY, 10],
    ['management', 'LJM', 0, LJM_EMPTY, 10],
  ])(
    '%s: %s header, %i board cards, empty text %p, %i scope cards',
    async (id, abbreviation, members, emptyText, scopes) => {
      await openJournal(id);
      const journal = JOURNALS.find((j) => j.slug === id)!;
      expect(screen.getByText(abbreviation, { selector: '.journal-hero__abbr' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: journal.fullTitle })).toBeInTheDocument();
      expect(
        screen.getByText(
          'A peer-reviewed, open-access international journal by Lumina Research Publications',
        ),
      ).toBeInTheDocument();

      const aboutSection = document.getElementById('about-us')!;
      expect(aboutSection.querySelectorAll('p')).toHaveLength(3);
      expect(boardCards()).toHaveLength(members);
      if (emptyText) expect(screen.getByText(emptyText)).toBeInTheDocument();
      else expect(screen.queryByText(/will be updated soon/)).not.toBeInTheDocument();
      expect(scopeCards()).toHaveLength(scopes);
      for (const card of scopeCards()) {
        expect(within(card).getByRole('heading', { level: 3 }).textContent).not.toBe('');
        expect(card.querySelector('p')?.textContent).not.toBe('');
      }
      expect(screen.getByRole('link', { name: 'Submit Your Paper' })).toHaveAttribute('href', '/submit');
      expect(scrollTo).toHaveBeenCalled();
    },
  );

  it('makes single Editor-in-Chief boards say so', async () => {
    for (const id of [
      'mechanical-engineering',
      'electronics-engineering',
      'ai-ml-data-science',
      'law-social-science',
    ]) {
      const view = renderAt(`/journals/${id}`, <JournalPage />, '/journals/:journalId');
      await screen.findByRole('heading', { level: 2, name: 'Editorial Board' });
      const [card] = boardCards();
      expect(within(card!).getByText('Editor-in-Chief')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows the affiliation only when it is set (LJCSE has none)', async () => {
    await openJournal('computer-science-engineering');
    const [card] = boardCards();
    expect(within(card!).getByText('Editor-in-Chief')).toBeInTheDocument();
    expect(card!.querySelector('.board-card__affiliation')).toBeNull();
    expect(card!.querySelectorAll('p')).toHaveLength(1);
  });

  it('shows affiliations when set (LJCE)', async () => {
    await openJournal('civil-engineering');
    for (const card of boardCards())
      expect(card.querySelector('.board-card__affiliation')?.textContent).not.toBe('');
    expect(within(boardCards()[0]!).getByText('Editor-in-Chief')).toBeInTheDocument();
  });

  it('names the nine LJEE-E scope areas', async () => {
    await openJournal('electrical-engineering');
    expect(scopeCards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Power Systems and Smart Grids',
      'Electrical Machines and Drives',
      'Renewable Energy and Storage',
      'Control Systems and Automation',
      'High Voltage and Insulation',
      'Power Electronics',
      'Measurements and Instrumentation',
      'Electromagnetic Fields',
      'Electric Vehicles',
    ]);
  });

  it('puts Aim and Scope before the Editorial Board on LJM, with the third intro line', async () => {
    await openJournal('management');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.indexOf('Aim and Scope')).toBeLessThan(titles.indexOf('Editorial Board'));
    const intro = Array.from(document.querySelectorAll('#aim-and-scope > .markdown > p')).map(
      (p) => p.textContent,
    );
    expect(intro).toHaveLength(3);
    expect(intro[2]).toBe('Scope of the Journal Includes (but is not limited to):');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'location');
  });

  it('keeps the Editorial Board before Aim and Scope elsewhere', async () => {
    await openJournal('civil-engineering');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.indexOf('Editorial Board')).toBeLessThan(titles.indexOf('Aim and Scope'));
  });

  it('has the sticky nav links and scrolls smoothly to a section 115 px above it, marking it active', async () => {
    await openJournal('education');
    const nav = screen.getByRole('navigation', { name: 'Journal sections' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Submit Paper' })).toHaveAttribute('href', '/submit');

    const board = document.getElementById('editorial-board')!;
    board.getBoundingClientRect = () => ({ top: 600 }) as DOMRect;
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    scrollTo.mockClear();

    const link = within(nav).getByRole('link', { name: 'Editorial Board' });
    expect(link).toHaveAttribute('href', '#editorial-board');
    fireEvent.click(link);
    expect(scrollTo).toHaveBeenCalledWith({ top: 685, behavior: 'smooth' });
    expect(link).toHaveAttribute('aria-current', 'location');
    expect(within(nav).getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');

    fireEvent.click(within(nav).getByRole('link', { name: 'Aim & Scope' }));
    expect(within(nav).getByRole('link', { name: 'Aim & Scope' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('leaves out the publisher name when the configuration cannot be loaded', async () => {
    mockedConfig.mockReturnValue({ config: null, error: new Error('HTTP 500: Internal Server Error') });
    await openJournal('education');
    expect(screen.getByText('A peer-reviewed, open-access international journal')).toBeInTheDocument();
  });

  it('starts afresh on the About Us link when another journal opens', async () => {
    function NextJournal() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/journals/management')}>
          Next journal
        </button>
      );
    }
    render(
      <QueryProvider>
        <MemoryRouter initialEntries={['/journals/civil-engineering']}>
          <Routes>
            <Route
              path="/journals/:journalId"
              element={
                <>
                  <JournalPage />
                  <NextJournal />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryProvider>,
    );
    await screen.findByRole('heading', { level: 2, name: 'About Us' });
    const sections = () => screen.getByRole('navigation', { name: 'Journal sections' });
    fireEvent.click(within(sections()).getByRole('link', { name: 'Aim & Scope' }));
    expect(within(sections()).getByRole('link', { name: 'Aim & Scope' })).toHaveAttribute(
      'aria-current',
      'location',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next journal' }));
    const management = JOURNALS.find((j) => j.slug === 'management')!;
    expect(await screen.findByRole('heading', { level: 1, name: management.fullTitle })).toBeInTheDocument();
    await screen.findByText(LJM_EMPTY);
    expect(within(sections()).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(within(sections()).getByRole('link', { name: 'Aim & Scope' })).not.toHaveAttribute('aria-current');
  });

  it('lists the five newest articles under Latest articles, linking each and the archive', async () => {
    mockedArticles.mockResolvedValue({
      articles: [7, 6, 5, 4, 3, 2, 1].map(summary),
      pagination: { page: 1, pageSize: 20, totalItems: 7, totalPages: 1 },
    });
    await openJournal('civil-engineering');
    const list = await screen.findByRole('list', { name: 'Latest articles of Civil Engineering' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('link', { name: 'Bridge 7' })).toHaveAttribute('href', '/articles/a7');
    expect(items[0]).toHaveTextContent('Othmar Ammann, Leon Moisseiff · 2026-05-07');
    expect(screen.queryByRole('link', { name: 'Bridge 2' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All articles of Civil Engineering' })).toHaveAttribute(
      'href',
      '/journals/civil-engineering/articles',
    );
    expect(mockedArticles).toHaveBeenCalledWith('civil-engineering', 1);
    // Issue 30: the journal's Atom feed, in the head for feed readers and as a visible link.
    const feed = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed).toHaveAttribute('href', '/journals/civil-engineering/feed.atom');
    expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute(
      'href',
      '/journals/civil-engineering/feed.atom',
    );
    // After the SPEC sections, before the call to submit.
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(-2)).toEqual(['Latest articles', 'Ready to share your research?']);
  });

  it('says briefly when the journal has published nothing yet', async () => {
    await openJournal('education');
    expect(
      await screen.findByText('No articles have been published in this journal yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^All articles/ })).toBeNull();
  });

  it('redirects a journal the service does not know (404) to the home page', async () => {
    renderAt('/journals/astrology', <JournalPage />, '/journals/:journalId');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('shows a loader first, then says so with Try Again when the journal cannot be loaded', async () => {
    mockPublicApi({ failing: /^\/api\/journals\/education$/ });
    renderAt('/journals/education', <JournalPage />, '/journals/:journalId');
    expect(document.querySelector('.page-loader')).not.toBeNull();
    expect(await screen.findByText(JOURNAL_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/journals/education');
    mockPublicApi();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About Us' })).toBeInTheDocument();
  });

  it('renders what the service holds: a changed About text, Markdown sanitized, the board with ORCID iDs, a cover', async () => {
    const education = JOURNALS.find((j) => j.slug === 'education')!;
    mockPublicApi({
      journals: [
        {
          ...education,
          about:
            'We **changed** this.\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked=true">\n\n[bad](javascript:alert(1))',
          authorGuidelines: '## Preparing your manuscript\n\n- Use Word.',
          coverUrl: '/api/journals/education/cover',
          board: {
            members: [
              {
                name: 'Dr. Ada Lovelace',
                roleTitle: 'Editor-in-Chief',
                affiliation: 'Analytical Engines Ltd',
                orcid: '0000-0002-1825-0097',
                order: 1,
                joinedAt: '2026-01-01T00:00:00.000Z',
              },
            ],
            pastMembers: [],
          },
        },
      ],
    });
    await openJournal('education');
    const about = document.getElementById('about-us')!;
    expect(within(about).getByText('changed').tagName).toBe('STRONG');
    expect(about.querySelector('script, img')).toBeNull();
    expect(about.querySelector('[onerror], a[href^="javascript"]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(about.textContent).toContain('<script>');
    const guidelines = document.getElementById('author-guidelines')!;
    expect(
      within(guidelines).getByRole('heading', { level: 3, name: 'Preparing your manuscript' }),
    ).toBeInTheDocument();
    expect(within(guidelines).getByText('Use Word.')).toBeInTheDocument();
    expect(boardCards()).toHaveLength(1);
    expect(
      within(boardCards()[0]!).getByRole('link', { name: /ORCID iD of Dr. Ada Lovelace/ }),
    ).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
    expect(screen.getByRole('img', { name: `Cover of ${education.fullTitle}` })).toHaveAttribute(
      'src',
      '/api/journals/education/cover',
    );
  });
});
