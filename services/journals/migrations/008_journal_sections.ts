import type { SqlMigrationBuilder } from '@journal/events';
import { DEFAULT_SECTION, defaultSectionIdSql } from '@journal/journals';

// A journal's sections (issue 42 item 2, ADR 0046), part of the journal aggregate, and the latest section of
// each paper (from the submission service's events) so a section with papers can be refused deletion
// without a call. TypeScript so the default section's id is the one SQL expression everyone shares.
export function up(pgm: SqlMigrationBuilder): void {
  const d = DEFAULT_SECTION;
  pgm.sql(`
CREATE TABLE journals.sections (
  id            uuid PRIMARY KEY,
  journal_slug  text NOT NULL REFERENCES journals.journals (slug) ON DELETE CASCADE,
  title         text NOT NULL,
  abbreviation  text NOT NULL,
  article_type  text NOT NULL,
  peer_reviewed boolean NOT NULL,
  position      integer NOT NULL CHECK (position >= 1),
  open          boolean NOT NULL,
  -- The journal had papers before sections were counted: they are all in its default section.
  uncounted_papers boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Orders stay distinct (1..n); a reorder renumbers several rows in one transaction.
  CONSTRAINT sections_order_key UNIQUE (journal_slug, position) DEFERRABLE INITIALLY DEFERRED
);
CREATE UNIQUE INDEX sections_title_key ON journals.sections (journal_slug, lower(title));

-- Every journal starts with its default section "Articles".
INSERT INTO journals.sections
  (id, journal_slug, title, abbreviation, article_type, peer_reviewed, position, open, uncounted_papers)
SELECT ${defaultSectionIdSql('j.slug')}, j.slug, '${d.title}', '${d.abbreviation}', '${d.articleType}',
       ${d.peerReviewed}, ${d.order}, ${d.open},
       coalesce((SELECT s.submissions > 0 OR s.uncounted_before
                   FROM journals.journal_submissions s WHERE s.journal_slug = j.slug), false)
  FROM journals.journals j;

-- The latest section of each paper (by the submission event's version).
CREATE TABLE journals.section_papers (
  submission_id uuid PRIMARY KEY,
  journal_slug  text NOT NULL,
  section_id    uuid NOT NULL,
  version       integer NOT NULL
);
CREATE INDEX section_papers_section_idx ON journals.section_papers (section_id);
`);
}

export function down(pgm: SqlMigrationBuilder): void {
  pgm.sql('DROP TABLE journals.section_papers; DROP TABLE journals.sections;');
}
