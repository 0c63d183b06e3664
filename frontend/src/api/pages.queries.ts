// Queries of the publisher's pages (pages.api.ts), apart from the calls so tests can replace the calls.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage, fetchPages, sitePages, type PageCollection } from './pages.api';

/** Keys of pages; an editor invalidates its collection's `key` after a change. */
export const pageKeys = {
  list: (collection: PageCollection) => [...collection.key, 'list'] as const,
  page: (collection: PageCollection, slug: string) => [...collection.key, slug] as const,
};

export const pageQuery = (collection: PageCollection, slug: string) =>
  queryOptions({ queryKey: pageKeys.page(collection, slug), queryFn: () => fetchPage(collection, slug) });

export const pagesQuery = (collection: PageCollection) =>
  queryOptions({ queryKey: pageKeys.list(collection), queryFn: () => fetchPages(collection) });

export const sitePageQuery = (slug: string) => pageQuery(sitePages, slug);

export function useSitePage(slug: string) {
  return useQuery(sitePageQuery(slug));
}
