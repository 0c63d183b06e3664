import { withTransaction, type Pool } from '@journal/db';
import { countSampleEntries, deleteSampleEntries } from '../repositories/catalogue.repository';
import { journalsWithSubmissions } from '../repositories/journal-submissions.repository';
import { deleteLockedJournal, type DiscardCover } from './journal-deletion';
import type { Journal } from './journal.types';
import { listJournals, lockSampleJournals } from '../repositories/journals.repository';

/** What is left of the content that came with the install. */
export interface SampleContentStatus {
  /** Sample journals still there, and how many of them have submissions (those stay on removal). */
  journals: number;
  journalsWithSubmissions: number;
  /** Sample entries of the directory, books, databases and platforms catalogues. */
  catalogueEntries: number;
}

/**
 * The install's sample journals and catalogue entries (marked `sample` by the seed or migration 004), and
 * their removal in one action: every sample catalogue entry and every sample journal without submissions.
 * What the publisher created, journals with submissions and the site's pages stay.
 */
export class SampleContentService {
  constructor(private readonly deps: { pool: Pool; discardCover: DiscardCover }) {}

  async status(): Promise<SampleContentStatus> {
    const journals = (await listJournals(this.deps.pool)).filter((j) => j.sample);
    const withSubmissions = await journalsWithSubmissions(
      this.deps.pool,
      journals.map((j) => j.slug),
    );
    return {
      journals: journals.length,
      journalsWithSubmissions: withSubmissions.size,
      catalogueEntries: await countSampleEntries(this.deps.pool),
    };
  }

  /** One transaction: every removable sample journal (each with its event) and every sample entry. */
  async remove(): Promise<{ journals: number; catalogueEntries: number }> {
    const { removed, catalogueEntries } = await withTransaction(this.deps.pool, async (client) => {
      const slugs = await lockSampleJournals(client);
      const kept = await journalsWithSubmissions(client, slugs);
      const journals = (await listJournals(client)).filter(
        (j) => slugs.includes(j.slug) && !kept.has(j.slug),
      );
      for (const journal of journals) await deleteLockedJournal(client, journal);
      return { removed: journals as Journal[], catalogueEntries: await deleteSampleEntries(client) };
    });
    for (const journal of removed) if (journal.coverKey) await this.deps.discardCover(journal.coverKey);
    return { journals: removed.length, catalogueEntries };
  }
}
