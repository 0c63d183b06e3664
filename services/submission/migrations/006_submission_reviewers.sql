-- Up Migration

-- Who reviews which paper, as far as the author's co-author edits need it (issue 26, item 4): copied from
-- the review service's invitation, decline and cancellation events (group submission.reviewers). `live` is
-- false once the invitation was declined or cancelled, whatever order the events arrive in. Never shown to
-- authors (double-blind): only the co-author check reads it.
CREATE TABLE submission.reviewers (
  assignment_id  uuid PRIMARY KEY,
  submission_id  uuid NOT NULL,
  reviewer_email text NOT NULL,
  live           boolean NOT NULL
);
CREATE INDEX reviewers_live_idx ON submission.reviewers (submission_id) WHERE live;

-- Down Migration
DROP TABLE IF EXISTS submission.reviewers;
