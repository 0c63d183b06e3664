-- Up Migration

-- Issue 44 item 1: the editors' own notes on a paper, read by that journal's editors and the administrator
-- only. They never leave this table: no event carries them and a transfer copies none.
CREATE TABLE submission.editor_notes (
  id            uuid PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submission.submissions (id) ON DELETE CASCADE,
  body          text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  written_by    jsonb NOT NULL,
  written_at    timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX editor_notes_submission_idx ON submission.editor_notes (submission_id, written_at);

-- Down Migration

DROP TABLE IF EXISTS submission.editor_notes;
