// The four catalogues (directory, books, databases, platforms) as the journals service stores and serves
// them (`GET /api/catalogue/{kind}` -> `{ data: { entries } }`) and the SPA's catalogue pages read them:
// one definition for both sides. The service's input schemas (catalogue.input.ts) take their category
// lists from here, and a type test there checks that what they accept is these entries without the id.

export const CATALOGUE_KINDS = ['directory', 'books', 'databases', 'platforms'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Each catalogue's categories, in the order the service's messages and the seed know them. */
export const CATALOGUE_CATEGORIES = {
  directory: ['education', 'medical', 'science', 'technology', 'business', 'psychology', 'humanities', 'law'],
  books: ['research', 'technology', 'environmental', 'medical', 'economics', 'humanities', 'law'],
  databases: [
    'multidisciplinary',
    'medical',
    'engineering',
    'social',
    'environmental',
    'humanities',
    'business',
    'technology',
  ],
  platforms: ['research', 'medical', 'education', 'analytics', 'publishing', 'events'],
} as const satisfies Record<CatalogueKind, readonly string[]>;

export type CatalogueCategory<K extends CatalogueKind> = (typeof CATALOGUE_CATEGORIES)[K][number];

export const UPDATE_FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Bi-weekly', 'Quarterly'] as const;
export type UpdateFrequency = (typeof UPDATE_FREQUENCIES)[number];

export interface DirectoryJournal {
  id: number;
  title: string;
  category: CatalogueCategory<'directory'>;
  /** Optional: a journal without an impact factor shows none. */
  impactFactor?: number;
  coverImage: string;
  description: string;
  tags: string[];
}

export interface Book {
  id: number;
  title: string;
  author: string;
  category: CatalogueCategory<'books'>;
  coverImage: string;
  description: string;
  /** The year, e.g. "2024". */
  publicationDate: string;
  publisher: string;
  pages: number;
  isbn: string;
  tags: string[];
}

export interface ResearchDatabase {
  id: number;
  name: string;
  category: CatalogueCategory<'databases'>;
  image: string;
  description: string;
  coverage: string;
  contentTypes: string[];
  accessModel: string;
  updateFrequency: UpdateFrequency;
  specialFeatures: string[];
}

export interface Platform {
  id: number;
  name: string;
  category: CatalogueCategory<'platforms'>;
  image: string;
  description: string;
  features: string[];
  pricing: string;
  rating: number;
}

/** A catalogue kind's entry. */
export interface CatalogueEntries {
  directory: DirectoryJournal;
  books: Book;
  databases: ResearchDatabase;
  platforms: Platform;
}
