import { BOOKS } from '../../content/books.content';
import { DATABASES } from '../../content/databases.content';
import { DIRECTORY_CATEGORIES, DIRECTORY_JOURNALS, IMPACT_FACTORS } from '../../content/directory.content';
import { PLATFORMS } from '../../content/platforms.content';
import {
  filterBooks,
  filterDatabases,
  filterDirectory,
  filterPlatforms,
  splitVisible,
} from './catalogue-filters';

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('journals directory filter', () => {
  it('has 8 journals with the impact factor of their category', () => {
    expect(DIRECTORY_JOURNALS).toHaveLength(8);
    expect(DIRECTORY_CATEGORIES.map((c) => c.id)).toEqual([
      'all',
      'education',
      'medical',
      'science',
      'technology',
      'business',
      'psychology',
      'humanities',
      'law',
    ]);
    expect(IMPACT_FACTORS).toEqual({
      education: 4.8,
      medical: 5.2,
      science: 4.5,
      technology: 3.9,
      business: 4.1,
      psychology: 4.7,
      humanities: 3.5,
      law: 3.8,
    });
    for (const journal of DIRECTORY_JOURNALS)
      expect(journal.impactFactor).toBe(IMPACT_FACTORS[journal.category]);
  });

  it('shows everything for category all and an empty query', () => {
    expect(filterDirectory(DIRECTORY_JOURNALS, 'all', '')).toHaveLength(8);
  });

  it('filters by category', () => {
    expect(filterDirectory(DIRECTORY_JOURNALS, 'law', '').map((j) => j.category)).toEqual(['law']);
  });

  it('searches title, description and tags case-insensitively', () => {
    expect(ids(filterDirectory(DIRECTORY_JOURNALS, 'all', 'COMPARATIVE LAW'))).toEqual([8]); // title + tag
    expect(ids(filterDirectory(DIRECTORY_JOURNALS, 'all', 'patient care'))).toEqual([2]); // description only
    expect(ids(filterDirectory(DIRECTORY_JOURNALS, 'all', 'mental health'))).toEqual([6]); // tag
  });

  it('needs both category and search to match', () => {
    expect(filterDirectory(DIRECTORY_JOURNALS, 'education', 'patient care')).toEqual([]);
    expect(ids(filterDirectory(DIRECTORY_JOURNALS, 'medical', 'patient care'))).toEqual([2]);
  });
});

describe('books filter', () => {
  it('has 8 books', () => expect(BOOKS).toHaveLength(8));

  it('searches author as well as title, description and tags', () => {
    expect(ids(filterBooks(BOOKS, 'all', 'okonkwo'))).toEqual([2]);
    expect(ids(filterBooks(BOOKS, 'all', 'climate-resilient'))).toEqual([4]);
    expect(ids(filterBooks(BOOKS, 'all', 'cyber law'))).toEqual([8]);
  });

  it('filters by category and combines it with the search', () => {
    expect(ids(filterBooks(BOOKS, 'research', ''))).toEqual([1, 2]);
    expect(ids(filterBooks(BOOKS, 'research', 'statistics'))).toEqual([2]);
    expect(filterBooks(BOOKS, 'law', 'statistics')).toEqual([]);
  });
});

describe('databases filter', () => {
  it('has 8 databases, one per category', () => {
    expect(DATABASES).toHaveLength(8);
    expect(new Set(DATABASES.map((d) => d.category)).size).toBe(8);
  });

  it('matches a content type', () => {
    expect(ids(filterDatabases(DATABASES, 'all', 'patents'))).toEqual([3]);
    expect(ids(filterDatabases(DATABASES, 'all', 'MANUSCRIPTS'))).toEqual([6]);
  });

  it('matches name and description, within the category', () => {
    expect(ids(filterDatabases(DATABASES, 'all', 'medsciences'))).toEqual([2]);
    expect(ids(filterDatabases(DATABASES, 'all', 'digitised'))).toEqual([6]);
    expect(filterDatabases(DATABASES, 'business', 'patents')).toEqual([]);
    expect(ids(filterDatabases(DATABASES, 'technology', ''))).toEqual([8]);
  });
});

describe('platforms filter', () => {
  it('has 6 platforms rated 4.3 to 4.8', () => {
    expect(PLATFORMS).toHaveLength(6);
    for (const platform of PLATFORMS) {
      expect(platform.rating).toBeGreaterThanOrEqual(4.3);
      expect(platform.rating).toBeLessThanOrEqual(4.8);
    }
  });

  it('filters by category only', () => {
    expect(filterPlatforms(PLATFORMS, 'all')).toHaveLength(6);
    expect(ids(filterPlatforms(PLATFORMS, 'research'))).toEqual([1, 2]);
    expect(ids(filterPlatforms(PLATFORMS, 'publishing'))).toEqual([6]);
    expect(filterPlatforms(PLATFORMS, 'events')).toEqual([]);
  });
});

describe('splitVisible', () => {
  it('keeps the first N and counts the rest', () => {
    expect(splitVisible(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ visible: ['a', 'b', 'c'], hidden: 2 });
    expect(splitVisible(['a', 'b'], 3)).toEqual({ visible: ['a', 'b'], hidden: 0 });
  });
});
