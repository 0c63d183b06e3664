// Category filters of the catalogue pages (SPEC section 9): ids as the journals service's catalogue entries
// carry them, labels as the tabs show them (catalogue-pages.json, in tab order).
import type {
  BookCategory,
  CatalogueEntries,
  CatalogueKind,
  DatabaseCategory,
  DirectoryCategory,
  PlatformCategory,
} from '../../api/catalogue.api';
import pages from './catalogue-pages.json';

export interface CategoryOption<T extends string> {
  id: T;
  label: string;
}

/** A catalogue's tab ids: its entries' categories and 'all'. */
export type CategoryOf<K extends CatalogueKind> = CatalogueEntries[K]['category'] | 'all';

/** The tabs of one catalogue: every category (the first is 'all') with its label, in the file's order. */
function options<T extends string>(byId: Record<T, string>): readonly CategoryOption<T>[] {
  return (Object.keys(byId) as T[]).map((id) => ({ id, label: byId[id] }));
}

export const DIRECTORY_CATEGORIES = options<DirectoryCategory>(pages.directory.categories);
export const BOOK_CATEGORIES = options<BookCategory>(pages.books.categories);
export const DATABASE_CATEGORIES = options<DatabaseCategory>(pages.databases.categories);
export const PLATFORM_CATEGORIES = options<PlatformCategory>(pages.platforms.categories);

export const CATEGORIES: { [K in CatalogueKind]: readonly CategoryOption<CategoryOf<K>>[] } = {
  directory: DIRECTORY_CATEGORIES,
  books: BOOK_CATEGORIES,
  databases: DATABASE_CATEGORIES,
  platforms: PLATFORM_CATEGORIES,
};
