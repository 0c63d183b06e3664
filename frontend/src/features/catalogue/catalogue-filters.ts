// Catalogue filtering (SPEC section 5): category and case-insensitive search must both match;
// 'all' shows every category.
import type {
  Book,
  BookCategory,
  DatabaseCategory,
  DirectoryCategory,
  DirectoryJournal,
  Platform,
  PlatformCategory,
  ResearchDatabase,
} from '../../api/catalogue.api';

function matchesCategory(itemCategory: string, selected: string): boolean {
  return selected === 'all' || itemCategory === selected;
}

function matchesText(fields: readonly string[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/** Journals directory: title, description and tags. */
export function filterDirectory(
  journals: readonly DirectoryJournal[],
  category: DirectoryCategory,
  query: string,
): DirectoryJournal[] {
  return journals.filter(
    (journal) =>
      matchesCategory(journal.category, category) &&
      matchesText([journal.title, journal.description, ...journal.tags], query),
  );
}

/** Books: title, author, description and tags. */
export function filterBooks(books: readonly Book[], category: BookCategory, query: string): Book[] {
  return books.filter(
    (book) =>
      matchesCategory(book.category, category) &&
      matchesText([book.title, book.author, book.description, ...book.tags], query),
  );
}

/** Databases: name, description and any content type. */
export function filterDatabases(
  databases: readonly ResearchDatabase[],
  category: DatabaseCategory,
  query: string,
): ResearchDatabase[] {
  return databases.filter(
    (database) =>
      matchesCategory(database.category, category) &&
      matchesText([database.name, database.description, ...database.contentTypes], query),
  );
}

/** Platforms: category only. */
export function filterPlatforms(platforms: readonly Platform[], category: PlatformCategory): Platform[] {
  return platforms.filter((platform) => matchesCategory(platform.category, category));
}

/** The first `shown` entries and how many more there are (the '+N' chip). */
export function splitVisible<T>(items: readonly T[], shown: number): { visible: T[]; hidden: number } {
  return { visible: items.slice(0, shown), hidden: Math.max(0, items.length - shown) };
}
