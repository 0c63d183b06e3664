-- Up Migration

-- Issue 44 item 4: integrity checks across the family of journals, with Postgres's pg_trgm (trigram
-- similarity and GIN trigram indexes). Creating an extension needs the CREATE privilege on the database
-- (docs/operations.md); IF NOT EXISTS keeps a second run, or a database where it is installed, quiet.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- What each paper is compared by, as of its current file version (a new version is checked again):
-- lower-cased title, abstract and keywords, the first 20,000 characters of the manuscript's text
-- (`text_source` 'manuscript') or, when no text can be extracted from its file type, title, abstract and
-- keywords (`text_source` 'metadata'), and its authors as 'family-name given-initial' keys.
CREATE TABLE submission.integrity_fingerprints (
  submission_id uuid PRIMARY KEY REFERENCES submission.submissions (id) ON DELETE CASCADE,
  file_version  integer NOT NULL,
  title         text NOT NULL,
  abstract      text NOT NULL,
  keywords      text NOT NULL,
  body          text NOT NULL CHECK (char_length(body) <= 20000),
  text_source   text NOT NULL CHECK (text_source IN ('manuscript', 'metadata')),
  authors       text[] NOT NULL,
  checked_at    timestamptz NOT NULL DEFAULT now()
);
-- The candidates of a check: a similar title (`%`) or a shared author (`&&`); abstracts and texts are then
-- compared by similarity() (an abstract `%` search passed most rows to its recheck, docs/performance.md).
CREATE INDEX integrity_fingerprints_title_trgm
  ON submission.integrity_fingerprints USING gin (title public.gin_trgm_ops);
CREATE INDEX integrity_fingerprints_authors
  ON submission.integrity_fingerprints USING gin (authors);

-- The matches a check found, kept both ways (the earlier paper's editors see the later one too). The kind
-- is read from the other paper's status when asked, so a later rejection shows as one.
CREATE TABLE submission.integrity_matches (
  submission_id       uuid NOT NULL REFERENCES submission.submissions (id) ON DELETE CASCADE,
  other_id            uuid NOT NULL REFERENCES submission.submissions (id) ON DELETE CASCADE,
  title_similarity    real NOT NULL CHECK (title_similarity BETWEEN 0 AND 1),
  abstract_similarity real NOT NULL CHECK (abstract_similarity BETWEEN 0 AND 1),
  text_similarity     real NOT NULL CHECK (text_similarity BETWEEN 0 AND 1),
  shared_authors      integer NOT NULL CHECK (shared_authors >= 0),
  PRIMARY KEY (submission_id, other_id),
  CHECK (submission_id <> other_id)
);
CREATE INDEX integrity_matches_other_idx ON submission.integrity_matches (other_id);

-- Down Migration
DROP TABLE IF EXISTS submission.integrity_matches;
DROP TABLE IF EXISTS submission.integrity_fingerprints;
-- The extension stays: another schema may use it.
