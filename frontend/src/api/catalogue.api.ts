// The four catalogues (directory, books, databases, platforms) as the journals service serves them
// (issue 28): `GET /api/catalogue/{kind}` -> `{ success, data: { entries } }`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';

export type DirectoryCategory =
  | 'all'
  | 'education'
  | 'medical'
  | 'science'
  | 'technology'
  | 'business'
  | 'psychology'
  | 'humanities'
  | 'law';

export interface DirectoryJournal {
  id: number;
  title: string;
  category: Exclude<DirectoryCategory, 'all'>;
  /** Optional: a journal without an impact factor shows none. */
  impactFactor?: number;
  coverImage: string;
  description: string;
  tags: string[];
}

export type BookCategory =
  | 'all'
  | 'research'
  | 'technology'
  | 'environmental'
  | 'medical'
  | 'economics'
  | 'humanities'
  | 'law';

export interface Book {
  id: number;
  title: string;
  author: string;
  category: Exclude<BookCategory, 'all'>;
  coverImage: string;
  description: string;
  publicationDate: string;
  publisher: string;
  pages: number;
  isbn: string;
  tags: string[];
}

export type DatabaseCategory =
  | 'all'
  | 'multidisciplinary'
  | 'medical'
  | 'engineering'
  | 'social'
  | 'environmental'
  | 'humanities'
  | 'business'
  | 'technology';

export type UpdateFrequency = 'Daily' | 'Weekly' | 'Monthly' | 'Bi-weekly' | 'Quarterly';

export interface ResearchDatabase {
  id: number;
  name: string;
  category: Exclude<DatabaseCategory, 'all'>;
  image: string;
  description: string;
  coverage: string;
  contentTypes: string[];
  accessModel: string;
  updateFrequency: UpdateFrequency;
  specialFeatures: string[];
}

export type PlatformCategory =
  | 'all'
  | 'research'
  | 'medical'
  | 'education'
  | 'analytics'
  | 'publishing'
  | 'events';

export interface Platform {
  id: number;
  name: string;
  category: Exclude<PlatformCategory, 'all'>;
  image: string;
  description: string;
  features: string[];
  pricing: string;
  rating: number;
}

export interface CatalogueEntries {
  directory: DirectoryJournal;
  books: Book;
  databases: ResearchDatabase;
  platforms: Platform;
}

export type CatalogueKind = keyof CatalogueEntries;

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
