// Category filters of the catalogue pages (SPEC section 9): ids as the journals service's catalogue entries
// carry them, labels as the tabs show them (catalogue-categories.json, in tab order).
import type {
  BookCategory,
  DatabaseCategory,
  DirectoryCategory,
  PlatformCategory,
} from '../../api/catalogue.api';
import labels from './catalogue-categories.json';

export interface CategoryOption<T extends string> {
  id: T;
  label: string;
}

/** The tabs of one catalogue: every category (the first is 'all') with its label, in the file's order. */
function options<T extends string>(byId: Record<T, string>): readonly CategoryOption<T>[] {
  return (Object.keys(byId) as T[]).map((id) => ({ id, label: byId[id] }));
}

export const DIRECTORY_CATEGORIES = options<DirectoryCategory>(labels.directory);
export const BOOK_CATEGORIES = options<BookCategory>(labels.books);
export const DATABASE_CATEGORIES = options<DatabaseCategory>(labels.databases);
export const PLATFORM_CATEGORIES = options<PlatformCategory>(labels.platforms);
