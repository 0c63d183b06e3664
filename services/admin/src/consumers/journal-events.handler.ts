import { journalReadModelConsumer } from '@journal/events';
import { upsertJournalIfNewer } from '@journal/journals';
import { applyRequiredReviewers } from '../repositories/editorial-progress.repository';
import { SCHEMA } from '../repositories/schema';

/** Keeps admin.journals (the dashboard's journal filter and names) in step with the journals service. */
export const journalsConsumer = journalReadModelConsumer('admin.journals', async (client, event) => {
  const { slug, name, archived, requiredReviewers, publicFigures } = event.payload;
  // An archived journal leaves the dashboard's journal filter and the analytics columns; `public_figures`
  // is the manager's switch for the public "Our figures" page (issue 44 item 5).
  await upsertJournalIfNewer(
    client,
    SCHEMA,
    { slug, name, archived: archived ?? false, public_figures: publicFigures ?? false },
    event.version,
  );
  // Issue 29: the to-do view's `invite_reviewers` target follows the journal's setting.
  await applyRequiredReviewers(client, slug, requiredReviewers, event.version);
});
