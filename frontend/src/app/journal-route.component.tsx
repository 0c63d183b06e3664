// /journals/:journalId: starts downloading the journal's landing text and the runtime configuration (the
// publisher line of the header) together with the page's code chunk, not after it: one round trip less on
// a slow link, and the header has its final height when it first appears (no layout shift).
import { useParams } from 'react-router-dom';
import { getRuntimeConfig } from '../api/runtime-config';
import { findJournal } from '../content/journals.content';
import { loadJournalLanding } from '../content/journals/landing-content';
import { JournalPage } from './lazy-pages';

const ignore = () => undefined;

export function JournalRoute() {
  const journal = findJournal(useParams().journalId);
  // Both calls are idempotent (shared, cached downloads), so they may run during render, before the page
  // chunk suspends this subtree; errors surface in the page, which awaits the same promises.
  if (journal) {
    loadJournalLanding(journal.id).catch(ignore);
    getRuntimeConfig().catch(ignore);
  }
  return <JournalPage />;
}
