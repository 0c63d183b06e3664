// The four catalogues (directory, books, databases, platforms) as the journals service serves them
// (issue 28): `GET /api/catalogue/{kind}` -> `{ success, data: { entries } }`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueCategory, CatalogueEntries, CatalogueKind } from '@journal/journals';
import { apiRequest } from './client';

// The entries are the journals service's wire contract (@journal/journals); a page's filter adds 'all'.
export type {
  Book,
  CatalogueEntries,
  CatalogueKind,
  DirectoryJournal,
  Platform,
  ResearchDatabase,
  UpdateFrequency,
} from '@journal/journals';

export type DirectoryCategory = CatalogueCategory<'directory'> | 'all';
export type BookCategory = CatalogueCategory<'books'> | 'all';
export type DatabaseCategory = CatalogueCategory<'databases'> | 'all';
export type PlatformCategory = CatalogueCategory<'platforms'> | 'all';

export async function fetchCatalogue<K extends CatalogueKind>(kind: K): Promise<CatalogueEntries[K][]> {
  const answer = await apiRequest<{
    success: boolean;
    message?: string;
    data?: { entries: CatalogueEntries[K][] };
  }>(`/catalogue/${kind}`);
  if (!answer?.success || !answer.data)
    throw new Error(answer?.message || 'The catalogue could not be loaded');
  return answer.data.entries;
}

/** Keys of catalogue data; the admin Catalogues page invalidates `catalogueKeys.all` after a change. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  kind: (kind: CatalogueKind) => ['catalogue', kind] as const,
};

export const catalogueQuery = <K extends CatalogueKind>(kind: K) =>
  queryOptions({ queryKey: catalogueKeys.kind(kind), queryFn: () => fetchCatalogue(kind) });

export function useCatalogue<K extends CatalogueKind>(kind: K) {
  return useQuery(catalogueQuery(kind));
}
