// The four catalogues as the first start stores them: the SPA's entries with their ids.
import type { CatalogueKind } from '../catalogue.input';
import { BOOKS } from './books.content';
import { DATABASES } from './databases.content';
import { DIRECTORY_JOURNALS } from './directory.content';
import { PLATFORMS } from './platforms.content';

export const CATALOGUE_SEED: Record<CatalogueKind, readonly ({ id: number } & object)[]> = {
  directory: DIRECTORY_JOURNALS,
  books: BOOKS,
  databases: DATABASES,
  platforms: PLATFORMS,
};
