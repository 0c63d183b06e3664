import { eventTablesMigration, type SqlMigrationBuilder } from '@journal/events';

// The journals service's first schema. Its event tables come from their one definition in
// @journal/events (ADR 0033), which is why this migration is TypeScript.
const events = eventTablesMigration('journals');

export function up(pgm: SqlMigrationBuilder): void {
  pgm.sql(`
-- The journals of the family (issue 28): the slug is the public id ('civil-engineering'), never changed.
-- 'version' is the aggregate version of the journal's events, bumped under the row's lock.
CREATE TABLE journals.journals (
  slug                  text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name                  text NOT NULL,
  full_title            text NOT NULL,
  abbreviation          text NOT NULL,
  doi_code              text NOT NULL CHECK (doi_code ~ '^[a-z0-9]+$'),
  icon                  text NOT NULL,
  issn_print            text,
  issn_online           text,
  description           text NOT NULL DEFAULT '',
  about                 text NOT NULL DEFAULT '',
  aims_and_scope        text NOT NULL DEFAULT '',
  author_guidelines     text NOT NULL DEFAULT '',
  doi_prefix            text NOT NULL,
  default_licence       text NOT NULL,
  accepting_submissions boolean NOT NULL DEFAULT true,
  publication_model     text NOT NULL DEFAULT 'continuous' CHECK (publication_model IN ('continuous', 'issues')),
  required_reviewers    integer NOT NULL DEFAULT 2 CHECK (required_reviewers BETWEEN 1 AND 10),
  cover_key             text,
  cover_content_type    text,
  position              integer NOT NULL,
  version               integer NOT NULL DEFAULT 1,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
-- Case-insensitive uniqueness: two journals may not differ only in case.
CREATE UNIQUE INDEX journals_name_key ON journals.journals (lower(name));
CREATE UNIQUE INDEX journals_abbreviation_key ON journals.journals (lower(abbreviation));
CREATE UNIQUE INDEX journals_doi_code_key ON journals.journals (doi_code);

-- Editorial board: current members have no left_at; a member left out of a new list keeps the row
-- with left_at (the journal's past members).
CREATE TABLE journals.board_members (
  id           uuid PRIMARY KEY,
  journal_slug text NOT NULL REFERENCES journals.journals (slug) ON DELETE CASCADE,
  name         text NOT NULL,
  role_title   text NOT NULL,
  affiliation  text NOT NULL DEFAULT '',
  orcid        text,
  position     integer NOT NULL,
  joined_at    timestamptz NOT NULL DEFAULT now(),
  left_at      timestamptz
);
CREATE INDEX board_members_journal_idx ON journals.board_members (journal_slug, left_at, position);

-- Directory, books, databases and platforms: one row per entry; 'data' is the entry as the kind's
-- zod schema parsed it (without its id).
CREATE TABLE journals.catalogue_entries (
  kind     text NOT NULL CHECK (kind IN ('directory', 'books', 'databases', 'platforms')),
  id       integer NOT NULL CHECK (id >= 1),
  data     jsonb NOT NULL,
  PRIMARY KEY (kind, id)
);

-- The site's own pages (Markdown bodies).
CREATE TABLE journals.pages (
  slug       text PRIMARY KEY,
  title      text NOT NULL,
  body       text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Which seeds have run: the first start inserts today's content once; later edits are never overwritten.
CREATE TABLE journals.seeds (
  name       text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
`);
  events.up(pgm);
}

export function down(pgm: SqlMigrationBuilder): void {
  events.down(pgm);
  pgm.sql(`
DROP TABLE IF EXISTS journals.seeds;
DROP TABLE IF EXISTS journals.pages;
DROP TABLE IF EXISTS journals.catalogue_entries;
DROP TABLE IF EXISTS journals.board_members;
DROP TABLE IF EXISTS journals.journals;
`);
}
