import { withTransaction, type Pool } from '@journal/db';
import { ConflictError, NotFoundError } from '@journal/errors';
import { DEFAULT_ICON, DEFAULT_LICENCE } from '@journal/journals';
import { recordJournalCreated, recordJournalUpdated } from '../events/journal-events.publisher';
import { hasSubmissions } from '../repositories/journal-submissions.repository';
import {
  findClash,
  findJournal,
  insertJournal,
  listJournals,
  updateJournal,
} from '../repositories/journals.repository';
import { insertDefaultSection } from '../repositories/sections.repository';
import { JOURNAL_NOT_FOUND } from './board.service';
import { deleteLockedJournal, JOURNAL_HAS_SUBMISSIONS, type DiscardCover } from './journal-deletion';
import type { CreateJournalInput, UpdateJournalInput } from './journal.input';
import type { Journal, JournalChanges } from './journal.types';

const CLASH_MESSAGES = {
  slug: 'A journal with this slug already exists',
  name: 'A journal with this name already exists',
  abbreviation: 'A journal with this abbreviation already exists',
  doiCode: 'A journal with this DOI code already exists',
} as const;

/** 409 with the clashing field, so the form can point at it. */
export class JournalClashError extends ConflictError {
  constructor(readonly field: keyof typeof CLASH_MESSAGES) {
    super(CLASH_MESSAGES[field]);
  }
}

/** The unique index a Postgres unique violation names, as the field it guards (a race past findClash). */
function clashOf(error: unknown): keyof typeof CLASH_MESSAGES | undefined {
  const e = error as { code?: string; constraint?: string };
  if (e?.code !== '23505') return undefined;
  if (e.constraint === 'journals_pkey') return 'slug';
  if (e.constraint === 'journals_name_key') return 'name';
  if (e.constraint === 'journals_abbreviation_key') return 'abbreviation';
  if (e.constraint === 'journals_doi_code_key') return 'doiCode';
  return undefined;
}

async function mapClash<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const field = clashOf(error);
    throw field ? new JournalClashError(field) : error;
  }
}

/** The journals as data (issue 28): list, read, create, change and delete; each change writes its event. */
export class JournalsService {
  constructor(private readonly deps: { pool: Pool; defaultDoiPrefix: string; discardCover: DiscardCover }) {}

  /** The public list (menus, tiles, the submission form, filters): archived journals are left out. */
  list(): Promise<Journal[]> {
    return listJournals(this.deps.pool, { archived: false });
  }

  /** Every journal, archived ones included (the administrator's list). */
  listAll(): Promise<Journal[]> {
    return listJournals(this.deps.pool);
  }

  /**
   * Deletes a journal that has never had a submission (409 otherwise: archiving keeps a journal's papers
   * and articles); other services' read models drop it when they read the event.
   */
  async delete(slug: string): Promise<void> {
    const deleted = await withTransaction(this.deps.pool, async (client) => {
      const journal = await findJournal(client, slug, true);
      if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND);
      if (await hasSubmissions(client, slug)) throw new ConflictError(JOURNAL_HAS_SUBMISSIONS);
      await deleteLockedJournal(client, journal);
      return journal;
    });
    if (deleted.coverKey) await this.deps.discardCover(deleted.coverKey);
  }

  async get(slug: string): Promise<Journal> {
    const journal = await findJournal(this.deps.pool, slug);
    if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND);
    return journal;
  }

  async create(input: CreateJournalInput): Promise<Journal> {
    return mapClash(() =>
      withTransaction(this.deps.pool, async (client) => {
        if (await findJournal(client, input.slug)) throw new JournalClashError('slug');
        const clash = await findClash(client, input);
        if (clash) throw new JournalClashError(clash);
        const journal = await insertJournal(client, {
          slug: input.slug,
          name: input.name,
          fullTitle: input.fullTitle,
          abbreviation: input.abbreviation,
          doiCode: input.doiCode,
          icon: input.icon ?? DEFAULT_ICON,
          issnPrint: input.issnPrint ?? null,
          issnOnline: input.issnOnline ?? null,
          description: input.description ?? '',
          about: input.about ?? '',
          aimsAndScope: input.aimsAndScope ?? '',
          authorGuidelines: input.authorGuidelines ?? '',
          doiPrefix: input.doiPrefix ?? this.deps.defaultDoiPrefix,
          defaultLicence: input.defaultLicence ?? DEFAULT_LICENCE,
          // A new journal opens for submissions only when the administrator says so.
          acceptingSubmissions: input.acceptingSubmissions ?? false,
          publicationModel: input.publicationModel ?? 'continuous',
          requiredReviewers: input.requiredReviewers ?? 2,
          contactName: input.contactName ?? '',
          contactEmail: input.contactEmail ?? null,
        });
        await insertDefaultSection(client, journal.slug);
        await recordJournalCreated(client, journal);
        return journal;
      }),
    );
  }

  /** Applies the fields sent; a value equal to the stored one is no change (no event when nothing changed). */
  async update(slug: string, input: UpdateJournalInput): Promise<Journal> {
    const { slug: _slug, ...changes } = input;
    return mapClash(() =>
      withTransaction(this.deps.pool, async (client) => {
        const current = await findJournal(client, slug, true);
        if (!current) throw new NotFoundError(JOURNAL_NOT_FOUND);
        const changed = Object.entries(changes).filter(
          ([key, value]) => value !== undefined && current[key as keyof JournalChanges] !== value,
        );
        if (changed.length === 0) return current;
        const clash = await findClash(client, changes, slug);
        if (clash) throw new JournalClashError(clash);
        const journal = await updateJournal(client, slug, Object.fromEntries(changed) as JournalChanges);
        await recordJournalUpdated(
          client,
          journal,
          changed.map(([key]) => key),
        );
        return journal;
      }),
    );
  }
}
