-- Up Migration

-- Every file version of a manuscript (issue 12): version 1 is the submitted file, each revision adds the
-- next. The submissions row keeps the current version's file columns (listing, download, events).
CREATE TABLE submission.file_versions (
  submission_id         uuid NOT NULL REFERENCES submission.submissions (id) ON DELETE CASCADE,
  number                integer NOT NULL CHECK (number >= 1),
  file_key              text NOT NULL UNIQUE,
  file_size             bigint NOT NULL CHECK (file_size >= 0),
  file_type             text NOT NULL,
  file_original_name    text NOT NULL,
  uploaded_at           timestamptz NOT NULL DEFAULT now(),
  uploaded_by           text NOT NULL,
  response_to_reviewers text CHECK (char_length(response_to_reviewers) <= 20000),
  PRIMARY KEY (submission_id, number)
);

INSERT INTO submission.file_versions
  (submission_id, number, file_key, file_size, file_type, file_original_name, uploaded_at, uploaded_by)
SELECT id, 1, file_key, file_size, file_type, file_original_name, submitted_at, author_email
  FROM submission.submissions WHERE file_key IS NOT NULL;

-- file_version: the number of the current version; open_revision_decision: the revisions decision the
-- author may still answer with a new version (null when none is open).
ALTER TABLE submission.submissions
  ADD COLUMN file_version integer NOT NULL DEFAULT 1 CHECK (file_version >= 1),
  ADD COLUMN open_revision_decision uuid;

-- The editors' decisions as the author may read them (copied from the review service's
-- review.decision_recorded.v1; the comments are already anonymous). The id is the review service's.
CREATE TABLE submission.decisions (
  id            uuid PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submission.submissions (id) ON DELETE CASCADE,
  round         integer NOT NULL,
  decision      text NOT NULL CHECK (decision IN ('accept', 'reject', 'revisions')),
  message       text NOT NULL,
  decided_by    text NOT NULL,
  decided_at    timestamptz NOT NULL,
  comments      jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX decisions_submission_idx ON submission.decisions (submission_id, decided_at);

-- Down Migration
DROP TABLE IF EXISTS submission.decisions;
ALTER TABLE submission.submissions DROP COLUMN IF EXISTS open_revision_decision, DROP COLUMN IF EXISTS file_version;
DROP TABLE IF EXISTS submission.file_versions;
