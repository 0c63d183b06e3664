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

-- Down Migration
ALTER TABLE review.reports DROP COLUMN IF EXISTS questions, DROP COLUMN IF EXISTS answers;
ALTER TABLE review.assignments DROP COLUMN IF EXISTS questions;
DROP TABLE IF EXISTS review.review_forms;
