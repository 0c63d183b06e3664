import { journalReadModelConsumer } from '@journal/events';
import { upsertJournalIfNewer } from '@journal/journals';
import { giveDefaultSectionIfNone } from '../repositories/journals.repository';
import { SCHEMA } from '../repositories/schema';

/**
 * Keeps submission.journals (the journals a paper may be submitted to, their names and icons, whether
 * they accept submissions, whether they are archived, their sections, checklist and licence) in step with
 * the journals service. An event written before sections or the checklist carries none: the row keeps its
 * own, and a new row gets the default section.
 */
export const journalsConsumer = journalReadModelConsumer('submission.journals', async (client, event) => {
  const { slug, name, icon, acceptingSubmissions, archived, sections, checklist, defaultLicence } =
    event.payload;
  const written = await upsertJournalIfNewer(
    client,
    SCHEMA,
    {
      slug,
      name,
      icon,
      accepting_submissions: acceptingSubmissions,
      archived: archived ?? false,
      ...(sections ? { sections: JSON.stringify(sections) } : {}),
      licence: defaultLicence,
      ...(checklist ? { checklist: JSON.stringify(checklist) } : {}),
    },
    event.version,
  );
  if (written && !sections) await giveDefaultSectionIfNone(client, slug);
});
