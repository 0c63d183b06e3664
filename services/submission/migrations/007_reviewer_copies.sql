-- Up Migration

-- The copy of each file version that reviewers get (issue 26, double-blind): made after the upload's
-- commit (state pending until then), or uploaded by an editor (source editor). file_key null on a ready
-- automatic row means the original as it is (plain text); unavailable rows say why (reason) and wait
-- for an editor's anonymous version. findings: the authors' names, emails and ORCID iDs found in what
-- reviewers get, null until that scan ran.
CREATE TABLE submission.reviewer_copies (
  submission_id      uuid NOT NULL,
  version            integer NOT NULL,
  source             text NOT NULL DEFAULT 'automatic' CHECK (source IN ('automatic', 'editor')),
  state              text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ready', 'unavailable')),
  file_key           text UNIQUE,
  file_size          bigint CHECK (file_size >= 0),
  file_type          text,
  file_original_name text,
  reason             text,
  findings           jsonb,
  uploaded_by        text,
  uploaded_at        timestamptz,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (submission_id, version),
  FOREIGN KEY (submission_id, version)
    REFERENCES submission.file_versions (submission_id, number) ON DELETE CASCADE
);
-- The worker's queue: rows whose copy or scan is still to be made.
CREATE INDEX reviewer_copies_unchecked_idx ON submission.reviewer_copies (updated_at) WHERE findings IS NULL;

-- Versions uploaded before this table get their copies made when the service starts.
INSERT INTO submission.reviewer_copies (submission_id, version)
SELECT submission_id, number FROM submission.file_versions;

-- Down Migration
DROP TABLE IF EXISTS submission.reviewer_copies;
