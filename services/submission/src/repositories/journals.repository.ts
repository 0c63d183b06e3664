import type { Queryable } from '@journal/db';
import {
  DEFAULT_SECTION,
  defaultSectionIdSql,
  type ChecklistItem,
  type JournalSection,
} from '@journal/journals';

/**
 * A journal as the submission service knows it: its read model of the journals service's events
 * (submission.journals, ADR 0032). `id` is the journal's slug.
 */
export interface Journal {
  id: string;
  name: string;
  icon: string;
  acceptingSubmissions: boolean;
  /** Archived by the administrator: its papers stay, new ones are refused. */
  archived?: boolean;
  /** Every section, open and closed, as the journal's last snapshot said (ADR 0046). */
  sections?: JournalSection[];
  /** Items the author must tick (issue 42, item 8); empty for most journals. */
  checklist?: ChecklistItem[];
  /** The journal's licence (its default licence), null until a journal event has said. */
  licence?: string | null;
}

interface JournalRow {
  slug: string;
  name: string;
  icon: string;
  accepting_submissions: boolean;
  archived: boolean;
  sections: JournalSection[];
  checklist: ChecklistItem[];
  licence: string | null;
}

const toJournal = (row: JournalRow): Journal => ({
  id: row.slug,
  name: row.name,
  icon: row.icon,
  acceptingSubmissions: row.accepting_submissions,
  archived: row.archived,
  sections: row.sections,
  checklist: row.checklist,
  licence: row.licence,
});

/** Every journal the service knows, in list order. */
export async function listJournals(db: Queryable): Promise<Journal[]> {
  const { rows } = await db.query<JournalRow>(
    `SELECT slug, name, icon, accepting_submissions, archived, sections, checklist, licence
       FROM submission.journals ORDER BY position, slug`,
  );
  return rows.map(toJournal);
}

/** The sections of the paper's journal (none for a journal the read model does not know). */
export async function sectionsOfJournal(db: Queryable, slug: string): Promise<JournalSection[]> {
  const { rows } = await db.query<{ sections: JournalSection[] }>(
    'SELECT sections FROM submission.journals WHERE slug = $1',
    [slug],
  );
  return rows[0]?.sections ?? [];
}

/**
 * A journal first known from an event written before sections gets the default section (the one the
 * journals service's migration gave every journal, with the same id).
 */
export async function giveDefaultSectionIfNone(db: Queryable, slug: string): Promise<void> {
  const d = DEFAULT_SECTION;
  await db.query(
    `UPDATE submission.journals
        SET sections = jsonb_build_array(jsonb_build_object('id', ${defaultSectionIdSql('$1::text')},
              'title', $2::text, 'abbreviation', $3::text, 'articleType', $4::text, 'peerReviewed', $5::boolean,
              'order', $6::int, 'open', $7::boolean))
      WHERE slug = $1 AND sections = '[]'::jsonb`,
    [slug, d.title, d.abbreviation, d.articleType, d.peerReviewed, d.order, d.open],
  );
}
