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

/** A filter on the category and on any of the texts `text` picks from an entry. */
function textFilter<E extends { category: string }, C extends string>(text: (entry: E) => readonly string[]) {
  return (entries: readonly E[], category: C, query: string): E[] =>
    entries.filter((entry) => matchesCategory(entry.category, category) && matchesText(text(entry), query));
}

/** Journals directory: title, description and tags. */
const directoryText = (j: DirectoryJournal) => [j.title, j.description, ...j.tags];
export const filterDirectory = textFilter<DirectoryJournal, DirectoryCategory>(directoryText);

/** Books: title, author, description and tags. */
const bookText = (b: Book) => [b.title, b.author, b.description, ...b.tags];
export const filterBooks = textFilter<Book, BookCategory>(bookText);

/** Databases: name, description and any content type. */
const databaseText = (d: ResearchDatabase) => [d.name, d.description, ...d.contentTypes];
export const filterDatabases = textFilter<ResearchDatabase, DatabaseCategory>(databaseText);

/** Platforms: category only. */
export function filterPlatforms(platforms: readonly Platform[], category: PlatformCategory): Platform[] {
  return platforms.filter((platform) => matchesCategory(platform.category, category));
}

/** The first `shown` entries and how many more there are (the '+N' chip). */
export function splitVisible<T>(items: readonly T[], shown: number): { visible: T[]; hidden: number } {
  return { visible: items.slice(0, shown), hidden: Math.max(0, items.length - shown) };
}
