-- Up Migration

-- One row per submission the review service has acted on: the aggregate version of its events (every
-- review event of a submission bumps it, under this row's lock) and the reviewer numbers handed out.
CREATE TABLE review.submissions (
  submission_id   uuid PRIMARY KEY,
  version         integer NOT NULL DEFAULT 0,
  reviewers_count integer NOT NULL DEFAULT 0
);

-- 'Reviewer 1', 'Reviewer 2': one number per reviewer and submission, kept across rounds.
CREATE TABLE review.reviewer_numbers (
  submission_id uuid NOT NULL REFERENCES review.submissions (submission_id) ON DELETE CASCADE,
  email_lower   text NOT NULL,
  number        integer NOT NULL CHECK (number >= 1),
  PRIMARY KEY (submission_id, email_lower),
  UNIQUE (submission_id, number)
);

-- A reviewer invited to one round (round = the manuscript version under review).
CREATE TABLE review.assignments (
  id                  uuid PRIMARY KEY,
  submission_id       uuid NOT NULL REFERENCES review.submissions (submission_id) ON DELETE CASCADE,
  round               integer NOT NULL CHECK (round >= 1),
  reviewer_email      text NOT NULL,
  given_names         text NOT NULL,
  family_name         text NOT NULL,
  reviewer_number     integer NOT NULL,
  state               text NOT NULL DEFAULT 'invited'
                      CHECK (state IN ('invited', 'accepted', 'declined', 'cancelled', 'report_submitted')),
  due_date            date NOT NULL,
  expires_at          timestamptz NOT NULL,
  invited_by          text NOT NULL,
  invited_at          timestamptz NOT NULL DEFAULT now(),
  responded_at        timestamptz,
  decline_reason      text CHECK (char_length(decline_reason) <= 2000),
  cancelled_at        timestamptz,
  report_submitted_at timestamptz
);
CREATE INDEX assignments_submission_idx ON review.assignments (submission_id, invited_at, id);
-- The same reviewer once per round, unless that invitation was cancelled or declined.
CREATE UNIQUE INDEX assignments_one_live_per_round
  ON review.assignments (submission_id, round, lower(reviewer_email))
  WHERE state NOT IN ('cancelled', 'declined');

-- Link tokens, as SHA-256 hashes only. Every mail about an assignment carries a fresh token (the
-- notification service asks for one when it writes the mail); each stays valid while its assignment is
-- not cancelled and has not expired.
CREATE TABLE review.link_tokens (
  token_hash    bytea PRIMARY KEY,
  assignment_id uuid NOT NULL REFERENCES review.assignments (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX link_tokens_assignment_idx ON review.link_tokens (assignment_id);

CREATE TABLE review.reports (
  id                 uuid PRIMARY KEY,
  assignment_id      uuid NOT NULL UNIQUE REFERENCES review.assignments (id) ON DELETE CASCADE,
  submission_id      uuid NOT NULL,
  round              integer NOT NULL,
  recommendation     text NOT NULL
                     CHECK (recommendation IN ('accept', 'minor_revisions', 'major_revisions', 'reject')),
  comments_to_author text NOT NULL CHECK (char_length(comments_to_author) BETWEEN 1 AND 20000),
  comments_to_editor text CHECK (char_length(comments_to_editor) <= 20000),
  submitted_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_submission_idx ON review.reports (submission_id, submitted_at);

CREATE TABLE review.decisions (
  id            uuid PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES review.submissions (submission_id) ON DELETE CASCADE,
  round         integer NOT NULL,
  decision      text NOT NULL CHECK (decision IN ('accept', 'reject', 'revisions')),
  message       text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 20000),
  decided_by    text NOT NULL,
  decided_at    timestamptz NOT NULL DEFAULT now(),
  comments      jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX decisions_submission_idx ON review.decisions (submission_id, decided_at);

-- A reminder sent is a row: never twice, also across restarts and duplicate jobs.
CREATE TABLE review.reminders (
  assignment_id uuid NOT NULL REFERENCES review.assignments (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('before_due', 'overdue')),
  sent_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (assignment_id, kind)
);

-- The event tables come from @journal/events (002_review_outbox_trace_context.ts, ADR 0033).

-- Down Migration
DROP TABLE IF EXISTS review.reminders;
DROP TABLE IF EXISTS review.decisions;
DROP TABLE IF EXISTS review.reports;
DROP TABLE IF EXISTS review.link_tokens;
DROP TABLE IF EXISTS review.assignments;
DROP TABLE IF EXISTS review.reviewer_numbers;
DROP TABLE IF EXISTS review.submissions;
