-- Up Migration

-- Trigram matching for the dashboard search. The extension lives in public so every schema can use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- The dashboard's read model of submissions, built from submission events (never from the submission
-- schema). `version` is the last submission version whose status/title/journal fields were applied;
-- `author_version` the same for the author fields (author_updated events change only those);
-- `origin_known` tells whether submitted_at and the file columns came from the submission's creation
-- (a status_changed that overtook submission.created inserts the row with provisional values).
CREATE TABLE admin.submissions (
  id                 uuid PRIMARY KEY,
  author_id          uuid NOT NULL,
  email              text NOT NULL,
  given_names        text NOT NULL,
  family_name        text NOT NULL,
  paper_title        text NOT NULL,
  journal_id         text NOT NULL,
  journal_name       text NOT NULL,
  journal_icon       text NOT NULL,
  status             text NOT NULL,
  has_file           boolean NOT NULL DEFAULT false,
  file_extension     text,
  submitted_at       timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  version            integer NOT NULL,
  author_version     integer NOT NULL,
  origin_known       boolean NOT NULL,
  -- What the dashboard search looks in, lower-cased. Stored: a search rechecks every candidate row, and
  -- a stored text makes that recheck a plain LIKE (about twice as fast as recomputing it per row).
  search_text        text GENERATED ALWAYS AS (lower(given_names || ' ' || family_name || ' ' || email || ' ' || paper_title)) STORED
);

-- One btree per sort field with the id tie-break (scanned backwards for descending order), so a page
-- is an index range scan whatever the sort; text sorts are case-insensitive in byte order (stable
-- across database collations). Each INCLUDEs the column under its expression (the planner allows an
-- index-only scan of an expression index only when the index also holds the columns the expression
-- reads) and the search text: the ids of a page, searched or not and however deep, come from the
-- index alone, without visiting a table row that does not match.
CREATE INDEX submissions_submitted_at_idx ON admin.submissions (submitted_at, id) INCLUDE (search_text);
CREATE INDEX submissions_given_names_idx ON admin.submissions ((lower(given_names) COLLATE "C"), id)
  INCLUDE (given_names, search_text);
CREATE INDEX submissions_paper_title_idx ON admin.submissions ((lower(paper_title) COLLATE "C"), id)
  INCLUDE (paper_title, search_text);
CREATE INDEX submissions_journal_name_idx ON admin.submissions ((lower(journal_name) COLLATE "C"), id)
  INCLUDE (journal_name, search_text);
CREATE INDEX submissions_status_idx ON admin.submissions ((status COLLATE "C"), id) INCLUDE (status, search_text);
-- Filters combined with the default sort.
CREATE INDEX submissions_journal_date_idx ON admin.submissions (journal_id, submitted_at, id) INCLUDE (search_text);
CREATE INDEX submissions_status_date_idx ON admin.submissions (status, submitted_at, id) INCLUDE (search_text);
-- Substring search over names, email and title.
CREATE INDEX submissions_search_trgm_idx ON admin.submissions USING gin (search_text public.gin_trgm_ops);

-- Row counts per journal and status, kept by triggers in the same transaction as every row change, so
-- totals and stats never count 100,000 rows (a search or date filter still counts its matches).
CREATE TABLE admin.submission_counts (
  journal_id text NOT NULL,
  status     text NOT NULL,
  count      bigint NOT NULL,
  PRIMARY KEY (journal_id, status)
);

CREATE FUNCTION admin.track_submission_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE admin.submission_counts SET count = count - 1 WHERE journal_id = OLD.journal_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO admin.submission_counts AS c (journal_id, status, count) VALUES (NEW.journal_id, NEW.status, 1)
      ON CONFLICT (journal_id, status) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER submissions_count_insert_delete AFTER INSERT OR DELETE ON admin.submissions
  FOR EACH ROW EXECUTE FUNCTION admin.track_submission_counts();
CREATE TRIGGER submissions_count_update AFTER UPDATE OF journal_id, status ON admin.submissions
  FOR EACH ROW WHEN (OLD.journal_id IS DISTINCT FROM NEW.journal_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION admin.track_submission_counts();

-- author_updated events that arrived before any event carrying the rest of the row; merged (and
-- deleted) when the row appears.
CREATE TABLE admin.pending_author_updates (
  submission_id uuid PRIMARY KEY,
  email         text NOT NULL,
  given_names   text NOT NULL,
  family_name   text NOT NULL,
  version       integer NOT NULL,
  received_at   timestamptz NOT NULL DEFAULT now()
);

-- Consumer idempotency (handleOnce of @journal/events).
CREATE TABLE admin.processed_events (
  event_id   uuid PRIMARY KEY,
  handled_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX processed_events_handled_at_idx ON admin.processed_events (handled_at);

-- Down Migration
DROP TABLE IF EXISTS admin.processed_events;
DROP TABLE IF EXISTS admin.pending_author_updates;
DROP TABLE IF EXISTS admin.submissions;
DROP TABLE IF EXISTS admin.submission_counts;
DROP FUNCTION IF EXISTS admin.track_submission_counts();

