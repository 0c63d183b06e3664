-- Up Migration

-- Issue 42, item 5: a journal's review form, its ordered questions as one JSON array
-- ([{ id, kind, label, options?, required, visibleToAuthor }]); no row: the journal has no form.
CREATE TABLE review.review_forms (
  journal_id text PRIMARY KEY,
  questions  jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(questions) = 'array'),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The form as it stood when the invitation was sent: a later change of the form never reaches it.
-- Invitations before this migration (and of journals without a form) ask nothing: '[]'.
ALTER TABLE review.assignments
  ADD COLUMN questions jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(questions) = 'array');

-- A report's answers by question id, and the questions they answer (copied from the invitation).
ALTER TABLE review.reports
  ADD COLUMN answers jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(answers) = 'object'),
  ADD COLUMN questions jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(questions) = 'array');

-- Issue 42, item 5: the one file a reviewer may attach to their report. `findings`: where it names the
-- reviewer (libs/documents' scan, [] when none); `scan_note`: why it could not be scanned (null when it
-- was). `shared_at`: when an editor passed it to the authors (null: editors only).
CREATE TABLE review.report_attachments (
  id            uuid PRIMARY KEY,
  assignment_id uuid NOT NULL UNIQUE REFERENCES review.assignments (id),
  submission_id uuid NOT NULL,
  storage_key   text NOT NULL,
  extension     text NOT NULL CHECK (extension IN ('doc', 'docx', 'pdf', 'txt')),
  original_name text NOT NULL,
  size          integer NOT NULL CHECK (size > 0),
  sha256        text NOT NULL,
  findings      jsonb NOT NULL DEFAULT '[]'::jsonb,
  scan_note     text,
  uploaded_at   timestamptz NOT NULL DEFAULT now(),
  shared_at     timestamptz,
  shared_by     text
);
CREATE INDEX report_attachments_submission_idx ON review.report_attachments (submission_id);

-- Down Migration
DROP TABLE IF EXISTS review.report_attachments;
ALTER TABLE review.reports DROP COLUMN IF EXISTS questions, DROP COLUMN IF EXISTS answers;
ALTER TABLE review.assignments DROP COLUMN IF EXISTS questions;
DROP TABLE IF EXISTS review.review_forms;
