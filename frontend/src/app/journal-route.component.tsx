// /journals/:journalId: starts downloading the journal (GET /api/journals/{slug}) and the runtime
// configuration (the publisher line of the header) together with the page's code chunk, not after it:
// one round trip less on a slow link. The page then reads the same query from the cache.
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { journalQuery } from '../api/journals.api';
import { getRuntimeConfig } from '../api/runtime-config';
import { JournalPage } from './lazy-pages';

const ignore = () => undefined;

export function JournalRoute() {
  const slug = useParams().journalId;
  const client = useQueryClient();
  // Both calls are idempotent (a cached query, a shared download), so they may run during render, before
  // the page chunk suspends this subtree; errors surface in the page, which reads the same query.
  if (slug) {
    void client.prefetchQuery(journalQuery(slug));
    getRuntimeConfig().catch(ignore);
  }
  return <JournalPage />;
}
