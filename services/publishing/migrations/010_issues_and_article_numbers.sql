-- Up Migration

-- Issue 30: volumes, issues and continuous publication.
-- The journal's publication model, from journals.journal_created / journal_updated (group publishing.journals).
ALTER TABLE publishing.journals ADD COLUMN publication_model text NOT NULL DEFAULT 'continuous';

-- Article numbers (`e2026001`) of continuous journals: one counter row per journal and year, incremented
-- in the publishing transaction like the DOI counter, so numbers are gapless under concurrency.
CREATE TABLE publishing.article_number_counters (
  journal_id text NOT NULL,
  year       integer NOT NULL,
  last_value integer NOT NULL,
  PRIMARY KEY (journal_id, year)
);
ALTER TABLE publishing.articles ADD COLUMN article_number text;
CREATE UNIQUE INDEX articles_article_number_idx ON publishing.articles (journal_id, article_number)
  WHERE article_number IS NOT NULL;

-- A journal's issues; published_at is set once, when the issue is published at once.
CREATE TABLE publishing.issues (
  id           uuid PRIMARY KEY,
  journal_id   text NOT NULL,
  volume       integer NOT NULL CHECK (volume > 0),
  number       integer NOT NULL CHECK (number > 0),
  year         integer NOT NULL,
  title        text,
  description  text,
  published_at timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (journal_id, volume, number)
);
CREATE INDEX issues_published_idx ON publishing.issues (journal_id, published_at DESC) WHERE published_at IS NOT NULL;

-- Where a paper goes (from acceptance on, published or not): keyed by the submission, whose id is the
-- article's, so a placement outlives status changes and never touches the DOI or the URL.
CREATE TABLE publishing.placements (
  submission_id uuid PRIMARY KEY,
  issue_id      uuid NOT NULL REFERENCES publishing.issues (id) ON DELETE CASCADE,
  position      integer NOT NULL CHECK (position > 0),
  first_page    integer CHECK (first_page > 0),
  last_page     integer CHECK (last_page > 0),
  placed_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (last_page IS NULL OR first_page IS NULL OR last_page >= first_page)
);
CREATE INDEX placements_issue_idx ON publishing.placements (issue_id, position, submission_id);

-- The submitting author's affiliation and ORCID iD as the submission events carry them (NULL before).
ALTER TABLE publishing.submissions ADD COLUMN author_affiliation text, ADD COLUMN author_orcid text;

-- Down Migration
ALTER TABLE publishing.submissions DROP COLUMN IF EXISTS author_affiliation, DROP COLUMN IF EXISTS author_orcid;
DROP TABLE IF EXISTS publishing.placements;
DROP TABLE IF EXISTS publishing.issues;
DROP INDEX IF EXISTS publishing.articles_article_number_idx;
ALTER TABLE publishing.articles DROP COLUMN IF EXISTS article_number;
DROP TABLE IF EXISTS publishing.article_number_counters;
ALTER TABLE publishing.journals DROP COLUMN IF EXISTS publication_model;
