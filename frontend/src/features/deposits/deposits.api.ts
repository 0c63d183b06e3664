import { apiRequest } from '../../api/client';

export type Registry = 'crossref' | 'doaj' | 'orcid';
export type RegistryDepositState =
  | 'not configured'
  | 'queued'
  | 'depositing'
  | 'deposited'
  | 'failed'
  | 'dead';

/** One row of `GET /api/admin/articles/{id}/deposits` (issue 43): the newest deposit per registry. */
export interface RegistryDeposit {
  registry: Registry;
  /** ORCID: the author's iD whose record gets the work. */
  orcid?: string;
  state: RegistryDepositState;
  attempts: number;
  lastMessage: string | null;
  updatedAt: string;
}

export interface IndexedArticle {
  id: string;
  title: string;
  doi: string;
  publishedAt: string;
  deposits: RegistryDeposit[];
}

export interface SealCriterion {
  criterion: string;
  met: boolean;
  reason: string;
}

export const REGISTRY_LABELS: Record<Registry, string> = {
  crossref: 'Crossref',
  doaj: 'DOAJ',
  orcid: 'ORCID',
};
export const STATE_LABELS: Record<RegistryDepositState, string> = {
  'not configured': 'Not configured (held)',
  queued: 'Queued',
  depositing: 'Depositing',
  deposited: 'Deposited',
  failed: 'Failed',
  dead: 'Given up',
};

export const depositKeys = {
  article: (id: string) => ['registry-deposits', id] as const,
  journal: (slug: string) => ['journal-deposits', slug] as const,
  seal: (slug: string) => ['doaj-seal', slug] as const,
};

export async function fetchDeposits(id: string, token: string): Promise<RegistryDeposit[]> {
  const answer = await apiRequest<{ data: { deposits: RegistryDeposit[] } }>(
    `/admin/articles/${encodeURIComponent(id)}/deposits`,
    { token },
  );
  return answer.data.deposits;
}

/** "Deposit again": 202 queues the current version; 409 says why not (the caller shows its text). */
export async function depositAgain(id: string, registry: Registry, token: string): Promise<string> {
  const answer = await apiRequest<{ message: string }>(
    `/admin/articles/${encodeURIComponent(id)}/deposits/${registry}`,
    { method: 'POST', token },
  );
  return answer.message;
}

export async function fetchJournalDeposits(slug: string, token: string): Promise<IndexedArticle[]> {
  const answer = await apiRequest<{ data: { articles: IndexedArticle[] } }>(
    `/admin/journals/${encodeURIComponent(slug)}/deposits`,
    { token },
  );
  return answer.data.articles;
}

export async function fetchDoajSeal(
  slug: string,
  token: string,
): Promise<{ met: number; criteria: SealCriterion[] }> {
  const answer = await apiRequest<{ data: { met: number; criteria: SealCriterion[] } }>(
    `/admin/journals/${encodeURIComponent(slug)}/doaj-seal`,
    { token },
  );
  return answer.data;
}
