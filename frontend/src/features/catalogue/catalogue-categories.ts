// Category filters of the catalogue pages (SPEC section 9): ids as the journals service's catalogue entries
// carry them, labels as the tabs show them.
import type {
  BookCategory,
  DatabaseCategory,
  DirectoryCategory,
  PlatformCategory,
} from '../../api/catalogue.api';

export interface CategoryOption<T extends string> {
  id: T;
  label: string;
}

export const DIRECTORY_CATEGORIES: readonly CategoryOption<DirectoryCategory>[] = [
  { id: 'all', label: 'All Journals' },
  { id: 'education', label: 'Education' },
  { id: 'medical', label: 'Medical' },
  { id: 'science', label: 'Science' },
  { id: 'technology', label: 'Technology' },
  { id: 'business', label: 'Business' },
  { id: 'psychology', label: 'Psychology' },
  { id: 'humanities', label: 'Humanities' },
  { id: 'law', label: 'Law' },
];

export const BOOK_CATEGORIES: readonly CategoryOption<BookCategory>[] = [
  { id: 'all', label: 'All Books' },
  { id: 'research', label: 'Research Methods' },
  { id: 'technology', label: 'Technology' },
  { id: 'environmental', label: 'Environmental' },
  { id: 'medical', label: 'Medical' },
  { id: 'economics', label: 'Economics' },
  { id: 'humanities', label: 'Humanities' },
  { id: 'law', label: 'Law' },
];

export const DATABASE_CATEGORIES: readonly CategoryOption<DatabaseCategory>[] = [
  { id: 'all', label: 'All Databases' },
  { id: 'multidisciplinary', label: 'Multidisciplinary' },
  { id: 'medical', label: 'Medical' },
  { id: 'engineering', label: 'Engineering' },
  { id: 'social', label: 'Social Sciences' },
  { id: 'environmental', label: 'Environmental' },
  { id: 'humanities', label: 'Humanities' },
  { id: 'business', label: 'Business' },
  { id: 'technology', label: 'Technology' },
];

export const PLATFORM_CATEGORIES: readonly CategoryOption<PlatformCategory>[] = [
  { id: 'all', label: 'All Platforms' },
  { id: 'research', label: 'Research' },
  { id: 'medical', label: 'Medical' },
  { id: 'education', label: 'Education' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'publishing', label: 'Publishing' },
  { id: 'events', label: 'Events' },
];
