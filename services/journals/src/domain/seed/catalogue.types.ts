// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Shapes of the static catalogues: journals directory, books, research databases and platforms; categories as
// an editor's entry may carry them (../catalogue.input.ts).
import type { z } from 'zod';
import type { CatalogueKind, catalogueEntrySchemas } from '../catalogue.input';

type CategoryOf<K extends CatalogueKind> = z.output<(typeof catalogueEntrySchemas)[K]['shape']['category']>;

export interface DirectoryJournal {
  id: number;
  title: string;
  category: CategoryOf<'directory'>;
  impactFactor: number;
  coverImage: string;
  description: string;
  tags: string[];
}

export interface Book {
  id: number;
  title: string;
  author: string;
  category: CategoryOf<'books'>;
  coverImage: string;
  description: string;
  publicationDate: string;
  publisher: string;
  pages: number;
  isbn: string;
  tags: string[];
}

export interface ResearchDatabase {
  id: number;
  name: string;
  category: CategoryOf<'databases'>;
  image: string;
  description: string;
  coverage: string;
  contentTypes: string[];
  accessModel: string;
  updateFrequency: z.output<typeof catalogueEntrySchemas.databases.shape.updateFrequency>;
  specialFeatures: string[];
}

export interface Platform {
  id: number;
  name: string;
  category: CategoryOf<'platforms'>;
  image: string;
  description: string;
  features: string[];
  pricing: string;
  rating: number;
}
