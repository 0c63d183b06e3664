-- Up Migration

-- Issue 42 item 3: every editor's correction of a paper's metadata is a version of its own: who made it,
-- when, and each changed field with its value before and after (the body's field names).
CREATE TABLE submission.metadata_versions (
  id            bigserial PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submission.submissions (id) ON DELETE CASCADE,
  -- The submission row's version the change produced (its metadata_updated.v1 event's version).
  version       integer NOT NULL,
  changed_at    timestamptz NOT NULL,
  changed_by    jsonb NOT NULL,
  changes       jsonb NOT NULL CHECK (jsonb_typeof(changes) = 'array' AND jsonb_array_length(changes) > 0),
  UNIQUE (submission_id, version)
);

-- Down Migration

DROP TABLE IF EXISTS submission.metadata_versions;
