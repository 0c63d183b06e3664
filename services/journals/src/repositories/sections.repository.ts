import type { Queryable } from '@journal/db';
import {
  DEFAULT_SECTION,
  defaultSectionIdSql,
  type ArticleType,
  type JournalSection,
} from '@journal/journals';

interface SectionRow {
  id: string;
  title: string;
  abbreviation: string;
  article_type: ArticleType;
  peer_reviewed: boolean;
  position: number;
  open: boolean;
}

const COLUMNS = 'id, title, abbreviation, article_type, peer_reviewed, position, open';

const toSection = (row: SectionRow): JournalSection => ({
  id: row.id,
  title: row.title,
  abbreviation: row.abbreviation,
  articleType: row.article_type,
  peerReviewed: row.peer_reviewed,
  order: row.position,
  open: row.open,
});

/** The journal's sections in table-of-contents order. */
export async function listSections(db: Queryable, journal: string): Promise<JournalSection[]> {
  const { rows } = await db.query<SectionRow>(
    `SELECT ${COLUMNS} FROM journals.sections WHERE journal_slug = $1 ORDER BY position, lower(title)`,
    [journal],
  );
  return rows.map(toSection);
}

/** A new journal's default section "Articles" (in the transaction that creates the journal). */
export async function insertDefaultSection(db: Queryable, journal: string): Promise<void> {
  const d = DEFAULT_SECTION;
  await db.query(
    `INSERT INTO journals.sections (id, journal_slug, title, abbreviation, article_type, peer_reviewed, position, open)
     VALUES (${defaultSectionIdSql('$1::text')}, $1, $2, $3, $4, $5, $6, $7)`,
    [journal, d.title, d.abbreviation, d.articleType, d.peerReviewed, d.order, d.open],
  );
}

export async function insertSection(db: Queryable, journal: string, section: JournalSection): Promise<void> {
  await db.query(
    `INSERT INTO journals.sections (id, journal_slug, title, abbreviation, article_type, peer_reviewed, position, open)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      section.id,
      journal,
      section.title,
      section.abbreviation,
      section.articleType,
      section.peerReviewed,
      section.order,
      section.open,
    ],
  );
}

/** Writes a section's fields (its order included; the caller renumbers the others in the same transaction). */
export async function updateSection(db: Queryable, journal: string, section: JournalSection): Promise<void> {
  await db.query(
    `UPDATE journals.sections
        SET title = $3, abbreviation = $4, article_type = $5, peer_reviewed = $6, position = $7, open = $8
      WHERE journal_slug = $1 AND id = $2`,
    [
      journal,
      section.id,
      section.title,
      section.abbreviation,
      section.articleType,
      section.peerReviewed,
      section.order,
      section.open,
    ],
  );
}

export async function deleteSection(db: Queryable, journal: string, id: string): Promise<void> {
  await db.query('DELETE FROM journals.sections WHERE journal_slug = $1 AND id = $2', [journal, id]);
}

/** Whether any paper is (or, from before sections were counted, may be) in the section. */
export async function sectionHasPapers(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM journals.section_papers WHERE section_id = $1)
         OR EXISTS (SELECT 1 FROM journals.sections WHERE id = $1 AND uncounted_papers) AS any`,
    [id],
  );
  return rows[0]?.any ?? false;
}

/**
 * Files a paper under a section as its submission event says, when the event is newer than what is kept;
 * an event without `sectionId` (written before sections) means the journal's default section.
 */
export async function fileSectionPaper(
  db: Queryable,
  paper: { submissionId: string; journalSlug: string; sectionId?: string; version: number },
): Promise<void> {
  await db.query(
    `INSERT INTO journals.section_papers AS p (submission_id, journal_slug, section_id, version)
     VALUES ($1, $2, coalesce($3::uuid, ${defaultSectionIdSql('$2::text')}), $4)
     ON CONFLICT (submission_id) DO UPDATE
       SET journal_slug = EXCLUDED.journal_slug, section_id = EXCLUDED.section_id, version = EXCLUDED.version
     WHERE p.version < EXCLUDED.version`,
    [paper.submissionId, paper.journalSlug, paper.sectionId ?? null, paper.version],
  );
}
