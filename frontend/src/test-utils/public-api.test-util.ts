// Test helper: a fetch stand-in answering the journals service's public reads (journals, catalogues, site
// pages) with what a fresh install serves: the service's own seed, so SPA tests and the seed cannot drift.
import { CATALOGUE_SEED } from '../../../services/journals/src/domain/seed/catalogue.seed';
import { seedJournals } from '../../../services/journals/src/domain/seed/journals.seed';
import { SITE_PAGES_SEED } from '../../../services/journals/src/domain/seed/site-pages.seed';
import type { JournalDetail, JournalSummary } from '../api/journals.api';

const JOINED = '2026-01-01T00:00:00.000Z';

/** Every seeded journal as `GET /api/journals/{slug}` answers it. */
export function seededJournals(): JournalDetail[] {
  return seedJournals('10.5555').map(({ journal, board }) => ({
    ...journal,
    coverUrl: null,
    board: {
      members: board.map((member, index) => ({ ...member, orcid: null, order: index + 1, joinedAt: JOINED })),
      pastMembers: [],
    },
  }));
}

/** The fields of a journal the public list (GET /api/journals) carries. */
const SUMMARY_FIELDS = [
  'slug',
  'name',
  'fullTitle',
  'abbreviation',
  'issnPrint',
  'issnOnline',
  'description',
  'acceptingSubmissions',
  'icon',
] as const;

/** The row of the public list for a journal's detail; the type check fails if a summary field is missing. */
export function summaryOf(journal: JournalDetail): JournalSummary {
  const summary = {} as Pick<JournalDetail, (typeof SUMMARY_FIELDS)[number]>;
  for (const field of SUMMARY_FIELDS) Object.assign(summary, { [field]: journal[field] });
  return summary;
}

interface FakeAnswer {
  status: number;
  body: unknown;
}

function response({ status, body }: FakeAnswer) {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : status === 404 ? 'Not Found' : 'Internal Server Error',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => body,
  };
}

export interface PublicApiOptions {
  /** The journals the service holds (default: the seed). */
  journals?: JournalDetail[];
  /** Answer this path with a 500 (a failing server) instead. */
  failing?: RegExp;
}

/** The public read the path asks for, or null when it is not one of the journals service's. */
export function publicAnswer(path: string, options: PublicApiOptions = {}): FakeAnswer | null {
  const journals = options.journals ?? seededJournals();
  if (options.failing?.test(path)) return { status: 500, body: { success: false, message: 'Server error' } };
  const notFound = (message: string) => ({ status: 404, body: { success: false, message } });
  if (path === '/api/journals')
    return { status: 200, body: { success: true, data: { journals: journals.map(summaryOf) } } };
  const journal = /^\/api\/journals\/([^/]+)$/.exec(path);
  if (journal) {
    const found = journals.find((j) => j.slug === decodeURIComponent(journal[1]!));
    return found
      ? { status: 200, body: { success: true, data: { journal: found } } }
      : notFound('Journal not found');
  }
  // A fresh install: no journal has pages of its own yet (issue 41).
  const journalPages = /^\/api\/journals\/([^/]+)\/pages$/.exec(path);
  if (journalPages) {
    const found = journals.some((j) => j.slug === decodeURIComponent(journalPages[1]!));
    return found
      ? { status: 200, body: { success: true, data: { pages: [] } } }
      : notFound('Journal not found');
  }
  if (/^\/api\/journals\/[^/]+\/pages\/[^/]+$/.test(path)) return notFound('Page not found');
  const catalogue = /^\/api\/catalogue\/([^/]+)$/.exec(path);
  if (catalogue) {
    const entries = (CATALOGUE_SEED as Record<string, unknown>)[catalogue[1]!];
    return entries
      ? { status: 200, body: { success: true, data: { entries } } }
      : notFound('Unknown catalogue');
  }
  const page = /^\/api\/pages\/([^/]+)$/.exec(path);
  if (page) {
    const found = (SITE_PAGES_SEED as Record<string, { title: string; body: string }>)[page[1]!];
    return found
      ? { status: 200, body: { success: true, data: { page: { slug: page[1], ...found } } } }
      : notFound('Page not found');
  }
  return null;
}

/** Installs the fake as global fetch; other paths fail like a network error. Returns the mock. */
export function mockPublicApi(options: PublicApiOptions = {}): jest.Mock {
  const mock = jest.fn(async (input: unknown) => {
    const path = String(input);
    const answer = publicAnswer(path, options);
    if (!answer) throw new TypeError(`Failed to fetch ${path}`);
    return response(answer);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
