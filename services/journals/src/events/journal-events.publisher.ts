import type { PoolClient } from '@journal/db';
import { createEvent, writeOutbox } from '@journal/events';
import type { JournalSection } from '@journal/journals';
import type { Journal } from '../repositories/journal.types';
import { listSections } from '../repositories/sections.repository';
import { SCHEMA } from '../schema';

/** The journal's fields other services may keep (the contract in libs/events), its sections included. */
function snapshot(journal: Journal, sections: JournalSection[]) {
  return {
    slug: journal.slug,
    name: journal.name,
    fullTitle: journal.fullTitle,
    abbreviation: journal.abbreviation,
    icon: journal.icon,
    description: journal.description,
    doiCode: journal.doiCode,
    doiPrefix: journal.doiPrefix,
    issnPrint: journal.issnPrint,
    issnOnline: journal.issnOnline,
    defaultLicence: journal.defaultLicence,
    acceptingSubmissions: journal.acceptingSubmissions,
    publicationModel: journal.publicationModel,
    requiredReviewers: journal.requiredReviewers,
    contactName: journal.contactName,
    contactEmail: journal.contactEmail,
    archived: journal.archived,
    publicFigures: journal.publicFigures,
    sections,
    checklist: journal.checklist,
  };
}

/**
 * Writes `journals.journal_created.v1` in the caller's transaction (aggregate = the slug, version 1); the
 * sections are read in that transaction (ADR 0046: every snapshot carries them).
 */
export async function recordJournalCreated(client: PoolClient, journal: Journal): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('journals.journal_created.v1', journal.slug, journal.version, {
      ...snapshot(journal, await listSections(client, journal.slug)),
      createdAt: journal.createdAt,
    }),
  ]);
}

/** Writes `journals.journal_updated.v1` with the snapshot after the change (its bumped version). */
export async function recordJournalUpdated(
  client: PoolClient,
  journal: Journal,
  changedFields: string[],
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('journals.journal_updated.v1', journal.slug, journal.version, {
      ...snapshot(journal, await listSections(client, journal.slug)),
      changedFields,
      updatedAt: journal.updatedAt,
    }),
  ]);
}

/**
 * Writes `journals.journal_deleted.v1` in the deleting transaction, at the version after the journal's
 * last one, so every read model drops the row and no older event can bring it back.
 */
export async function recordJournalDeleted(client: PoolClient, journal: Journal): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('journals.journal_deleted.v1', journal.slug, journal.version + 1, {
      slug: journal.slug,
      deletedAt: new Date().toISOString(),
    }),
  ]);
}
