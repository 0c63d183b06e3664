// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Shapes of the static catalogues: journals directory, books, research databases and platforms.

export interface CategoryOption<T extends string> {
  id: T;
  label: string;
}

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
  impactFactor: number;
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
