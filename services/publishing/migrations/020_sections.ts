import type { SqlMigrationBuilder } from '@journal/events';
import { DEFAULT_SECTION, defaultSectionIdSql } from '@journal/journals';

// Issue 42 item 2, ADR 0046: the journals read model keeps each journal's sections (the snapshot's, as
// sent), and submissions and articles the section they are filed under. Until the journals service's
// first snapshot with sections, every journal has its default section "Articles", whose id the journals
// service computes the same way (md5 of the slug), and every paper is in it. A row written without a
// section_id (tools and fixtures that insert rows directly) reads as in its journal's first section.

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const d = DEFAULT_SECTION;

export const up = (pgm: SqlMigrationBuilder): void =>
  pgm.sql(`
-- The default sections of a journal: the backfill below, and a journal first heard of from an event
-- written before sections (sections/store-journal-sections.ts).
CREATE FUNCTION publishing.default_sections(slug text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(jsonb_build_object('id', ${defaultSectionIdSql('slug')}, 'title', ${text(d.title)},
    'abbreviation', ${text(d.abbreviation)}, 'articleType', ${text(d.articleType)}, 'peerReviewed', ${d.peerReviewed},
    'order', ${d.order}, 'open', ${d.open}))
$$;

ALTER TABLE publishing.journals ADD COLUMN sections jsonb;
UPDATE publishing.journals SET sections = publishing.default_sections(slug);

ALTER TABLE publishing.submissions ADD COLUMN section_id uuid;
UPDATE publishing.submissions SET section_id = ${defaultSectionIdSql('journal_id')};

ALTER TABLE publishing.articles ADD COLUMN section_id uuid;
UPDATE publishing.articles a SET section_id = coalesce(
  (SELECT s.section_id FROM publishing.submissions s WHERE s.id = a.id), ${defaultSectionIdSql('a.journal_id')});
`);

export const down = (pgm: SqlMigrationBuilder): void =>
  pgm.sql(`
ALTER TABLE publishing.articles DROP COLUMN IF EXISTS section_id;
ALTER TABLE publishing.submissions DROP COLUMN IF EXISTS section_id;
ALTER TABLE publishing.journals DROP COLUMN IF EXISTS sections;
DROP FUNCTION IF EXISTS publishing.default_sections(text);
`);
