import { withTransaction, type Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import type { ChecklistItem } from '@journal/journals';
import { recordJournalUpdated } from '../events/journal-events.publisher';
import {
  bumpJournalVersion,
  findJournal,
  findPublisherChecklist,
  setChecklist,
  setPublisherChecklist,
} from '../repositories/journals.repository';
import { JOURNAL_NOT_FOUND } from './board.service';

/**
 * A journal's submission checklist (issue 42, item 8). Part of the journal aggregate: a change bumps the
 * journal's version and writes `journals.journal_updated.v1` with `changedFields: ['checklist']`, whose
 * snapshot carries the items to the submission service's read model.
 */
export class ChecklistService {
  constructor(private readonly deps: { pool: Pool; afterCommit?: () => void }) {}

  /** The items of a journal, in order (404 for an unknown journal). */
  async items(slug: string): Promise<ChecklistItem[]> {
    const journal = await findJournal(this.deps.pool, slug);
    if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND);
    return journal.checklist;
  }

  /** The journal's checklist for its managers: the items, whether they are the publisher's, and the publisher's. */
  async state(
    slug: string,
  ): Promise<{ items: ChecklistItem[]; inherited: boolean; publisher: ChecklistItem[] }> {
    const journal = await findJournal(this.deps.pool, slug);
    if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND);
    const publisher = await findPublisherChecklist(this.deps.pool);
    return { items: journal.checklist, inherited: journal.checklistInherited, publisher };
  }

  /**
   * Replaces the list (null: the journal drops its own and inherits the publisher's again); the same own
   * list again is no change (no event).
   */
  async replace(slug: string, items: ChecklistItem[] | null): Promise<ChecklistItem[]> {
    const saved = await withTransaction(this.deps.pool, async (client) => {
      const current = await findJournal(client, slug, true);
      if (!current) throw new NotFoundError(JOURNAL_NOT_FOUND);
      if (
        items === null
          ? current.checklistInherited
          : !current.checklistInherited && same(current.checklist, items)
      )
        return undefined;
      const journal = await setChecklist(client, slug, items);
      await recordJournalUpdated(client, journal, ['checklist']);
      return journal.checklist;
    });
    if (!saved) return items ?? (await this.items(slug));
    this.deps.afterCommit?.();
    return saved;
  }

  /** The publisher's checklist (issue 44 item 3), inherited by every journal without its own. */
  publisherItems(): Promise<ChecklistItem[]> {
    return findPublisherChecklist(this.deps.pool);
  }

  /**
   * Replaces the publisher's checklist. Journals read it at read time; each inheriting journal's version
   * is bumped with a `journal_updated` event (`changedFields: ['checklist']`) so the submission service's
   * read model, which checks the author's ticks, follows in the same commit.
   */
  async replacePublisher(items: ChecklistItem[]): Promise<ChecklistItem[]> {
    const changed = await withTransaction(this.deps.pool, async (client) => {
      if (same(await findPublisherChecklist(client, true), items)) return false;
      for (const slug of await setPublisherChecklist(client, items))
        await recordJournalUpdated(client, await bumpJournalVersion(client, slug), ['checklist']);
      return true;
    });
    if (changed) this.deps.afterCommit?.();
    return items;
  }
}

const same = (a: readonly ChecklistItem[], b: readonly ChecklistItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);
