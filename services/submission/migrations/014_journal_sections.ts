import type { SqlMigrationBuilder } from '@journal/events';
import { DEFAULT_SECTION, defaultSectionIdSql } from '@journal/journals';

// Sections (issue 42 item 2, ADR 0046): the journals read model keeps each journal's sections from its
// snapshot, and each paper its section. Until the journals service's events say otherwise, every journal
// has its default section and every paper is in it (the same id, computed in SQL everywhere).
// TypeScript so the default section and its id come from their one definition in @journal/journals.
export function up(pgm: SqlMigrationBuilder): void {
  pgm.sql(`
ALTER TABLE submission.journals ADD COLUMN sections jsonb;
UPDATE submission.journals SET sections = ${defaultSectionsSql('slug')};
ALTER TABLE submission.journals ALTER COLUMN sections SET NOT NULL;
ALTER TABLE submission.journals ALTER COLUMN sections SET DEFAULT '[]'::jsonb;

-- NULL (a row written by code that predates sections) reads as the journal's default section.
ALTER TABLE submission.submissions ADD COLUMN section_id uuid;
UPDATE submission.submissions SET section_id = ${defaultSectionIdSql('journal_id')};
`);
}

export function down(pgm: SqlMigrationBuilder): void {
  pgm.sql(`
ALTER TABLE submission.submissions DROP COLUMN section_id;
ALTER TABLE submission.journals DROP COLUMN sections;
`);
}

/** A JSON array holding the default section of the journal whose slug is `slug` (an SQL expression). */
function defaultSectionsSql(slug: string): string {
  const d = DEFAULT_SECTION;
  return `jsonb_build_array(jsonb_build_object(
    'id', ${defaultSectionIdSql(slug)}, 'title', '${d.title}', 'abbreviation', '${d.abbreviation}',
    'articleType', '${d.articleType}', 'peerReviewed', ${d.peerReviewed}, 'order', ${d.order}, 'open', ${d.open}))`;
}
