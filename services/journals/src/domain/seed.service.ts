import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { recordJournalCreated } from '../events/journal-events.publisher';
import { insertBoardMember } from '../repositories/board-members.repository';
import { insertEntry, markSampleEntries } from '../repositories/catalogue.repository';
import { insertJournal, markSampleJournals } from '../repositories/journals.repository';
import { upsertPage } from '../repositories/pages.repository';
import { insertDefaultSection } from '../repositories/sections.repository';
import { claimSeed } from '../repositories/seeds.repository';
import { updateSiteSettings } from '../repositories/site-settings.repository';
import { CATALOGUE_KINDS } from './catalogue.input';
import { CATALOGUE_SEED } from './seed/catalogue.seed';
import { seedJournals } from './seed/journals.seed';
import type { SampleContent } from './sample-content.setting';
import { SITE_PAGES_SEED } from './seed/site-pages.seed';

export const INITIAL_SEED = 'initial-content';

/**
 * The first start stores today's content (the journals, boards, catalogues and pages of SPEC.md) in one
 * transaction, with a `journal_created` event per journal so other services can learn them; with
 * SAMPLE_CONTENT=none only the site's pages. It runs once per database: later edits and deletions are
 * never undone by a restart.
 */
export async function seedInitialContent(
  pool: Pool,
  doiPrefix: string,
  sample: SampleContent = 'spec',
): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    if (!(await claimSeed(client, INITIAL_SEED))) return false;
    if (sample === 'spec') await storeSampleContent(client, doiPrefix);
    else await updateSiteSettings(client, BLANK_SITE_TEXTS);
    for (const [slug, page] of Object.entries(SITE_PAGES_SEED)) await upsertPage(client, { slug, ...page });
    return true;
  });
}

/**
 * SAMPLE_CONTENT=none: the sample publisher's texts go (its contact, tagline, subtitle, cards, footer);
 * the hero's generic title stays so the home page keeps its heading. The Site page fills the rest.
 */
const BLANK_SITE_TEXTS = {
  tagline: '',
  contactEmail: '',
  heroSubtitle: '',
  homeCards: [],
  footer: { description: '', columns: [], social: [] },
};

/** SPEC.md's journals, boards and catalogues, each marked as sample content the administrator can remove. */
async function storeSampleContent(client: PoolClient, doiPrefix: string): Promise<void> {
  for (const { journal, board } of seedJournals(doiPrefix)) {
    const stored = await insertJournal(client, journal);
    for (const [i, member] of board.entries())
      await insertBoardMember(client, journal.slug, { ...member, orcid: null, position: i + 1 });
    await insertDefaultSection(client, journal.slug);
    await recordJournalCreated(client, stored);
  }
  for (const kind of CATALOGUE_KINDS)
    for (const { id, ...data } of CATALOGUE_SEED[kind]) await insertEntry(client, kind, data, id);
  // What came with the install is sample content the administrator can remove in one action; the
  // site's own pages are not (they are the publisher's texts to edit).
  await markSampleJournals(
    client,
    seedJournals(doiPrefix).map(({ journal }) => journal.slug),
  );
  await markSampleEntries(client);
}
