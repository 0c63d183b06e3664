-- Up Migration

-- Issue 44 item 1: a reviewer's consent, given with their report, that it may be passed on to a sister
-- journal of the family when the paper is transferred (default off).
ALTER TABLE review.reports ADD COLUMN share_with_sister_journal boolean NOT NULL DEFAULT false;

-- The consenting reviewers' reports of a transferred paper, copied to its new submission from
-- submission.transferred.v1: the recommendation, the comments to the author and the form's answers,
-- labelled by the first journal's reviewer number only (no name, address or comments to the editor).
CREATE TABLE review.transferred_reports (
  id                uuid PRIMARY KEY,
  submission_id     uuid NOT NULL,
  from_submission_id uuid NOT NULL,
  from_report_id    uuid NOT NULL,
  from_journal      text NOT NULL,
  reviewer_label    text NOT NULL,
  round             integer NOT NULL,
  recommendation    text NOT NULL,
  comments_to_author text NOT NULL,
  answers           jsonb NOT NULL DEFAULT '{}',
  questions         jsonb NOT NULL DEFAULT '[]',
  submitted_at      timestamptz NOT NULL,
  UNIQUE (submission_id, from_report_id)
);
CREATE INDEX transferred_reports_submission_idx ON review.transferred_reports (submission_id, submitted_at);

-- Down Migration

DROP TABLE IF EXISTS review.transferred_reports;
ALTER TABLE review.reports DROP COLUMN IF EXISTS share_with_sister_journal;
