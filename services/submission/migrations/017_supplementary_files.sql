-- Up Migration

-- Issue 42 item 8: up to five supplementary files of a paper beside its manuscript (data, figures, code),
-- stored under supplementary/ and kept with the paper; the author adds and removes them while the paper is
-- submitted or a revision is open (docs/product-decisions.md).
CREATE TABLE submission.supplementary_files (
  id            uuid PRIMARY KEY,
  -- The order the files were sent in (several share one uploaded_at when they come with the paper).
  seq           bigint GENERATED ALWAYS AS IDENTITY,
  submission_id uuid NOT NULL REFERENCES submission.submissions (id) ON DELETE CASCADE,
  file_key      text NOT NULL UNIQUE,
  original_name text NOT NULL,
  file_size     bigint NOT NULL CHECK (file_size > 0),
  media_type    text NOT NULL,
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  description   text NOT NULL DEFAULT '',
  uploaded_at   timestamptz NOT NULL DEFAULT now(),
  uploaded_by   text NOT NULL
);

CREATE INDEX supplementary_files_submission_idx ON submission.supplementary_files (submission_id, seq);

-- Down Migration

DROP TABLE IF EXISTS submission.supplementary_files;
