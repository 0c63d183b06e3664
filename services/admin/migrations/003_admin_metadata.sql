-- Up Migration

-- Manuscript metadata in the read model (issue 11). `metadata_search` holds the co-authors' names and
-- the keywords (written by the event handler), so the dashboard search finds them too.
ALTER TABLE admin.submissions
  ADD COLUMN abstract        text NOT NULL DEFAULT '',
  ADD COLUMN keywords        text[] NOT NULL DEFAULT '{}',
  ADD COLUMN co_authors      jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN metadata_search text NOT NULL DEFAULT '';

-- The stored search text gains metadata_search; dropping it drops the indexes that INCLUDE it, which
-- are rebuilt exactly as migration 001 made them.
ALTER TABLE admin.submissions DROP COLUMN search_text;
ALTER TABLE admin.submissions ADD COLUMN search_text text GENERATED ALWAYS AS
  (lower(given_names || ' ' || family_name || ' ' || email || ' ' || paper_title || ' ' || metadata_search)) STORED;

CREATE INDEX submissions_submitted_at_idx ON admin.submissions (submitted_at, id) INCLUDE (search_text);
CREATE INDEX submissions_given_names_idx ON admin.submissions ((lower(given_names) COLLATE "C"), id)
  INCLUDE (given_names, search_text);
CREATE INDEX submissions_paper_title_idx ON admin.submissions ((lower(paper_title) COLLATE "C"), id)
  INCLUDE (paper_title, search_text);
CREATE INDEX submissions_journal_name_idx ON admin.submissions ((lower(journal_name) COLLATE "C"), id)
  INCLUDE (journal_name, search_text);
CREATE INDEX submissions_status_idx ON admin.submissions ((status COLLATE "C"), id) INCLUDE (status, search_text);
CREATE INDEX submissions_journal_date_idx ON admin.submissions (journal_id, submitted_at, id) INCLUDE (search_text);
CREATE INDEX submissions_status_date_idx ON admin.submissions (status, submitted_at, id) INCLUDE (search_text);
CREATE INDEX submissions_search_trgm_idx ON admin.submissions USING gin (search_text public.gin_trgm_ops);

-- Down Migration
ALTER TABLE admin.submissions DROP COLUMN search_text;
ALTER TABLE admin.submissions ADD COLUMN search_text text GENERATED ALWAYS AS
  (lower(given_names || ' ' || family_name || ' ' || email || ' ' || paper_title)) STORED;
CREATE INDEX submissions_submitted_at_idx ON admin.submissions (submitted_at, id) INCLUDE (search_text);
CREATE INDEX submissions_given_names_idx ON admin.submissions ((lower(given_names) COLLATE "C"), id)
  INCLUDE (given_names, search_text);
CREATE INDEX submissions_paper_title_idx ON admin.submissions ((lower(paper_title) COLLATE "C"), id)
  INCLUDE (paper_title, search_text);
CREATE INDEX submissions_journal_name_idx ON admin.submissions ((lower(journal_name) COLLATE "C"), id)
  INCLUDE (journal_name, search_text);
CREATE INDEX submissions_status_idx ON admin.submissions ((status COLLATE "C"), id) INCLUDE (status, search_text);
CREATE INDEX submissions_journal_date_idx ON admin.submissions (journal_id, submitted_at, id) INCLUDE (search_text);
CREATE INDEX submissions_status_date_idx ON admin.submissions (status, submitted_at, id) INCLUDE (search_text);
CREATE INDEX submissions_search_trgm_idx ON admin.submissions USING gin (search_text public.gin_trgm_ops);
ALTER TABLE admin.submissions DROP COLUMN metadata_search, DROP COLUMN co_authors, DROP COLUMN keywords,
  DROP COLUMN abstract;
