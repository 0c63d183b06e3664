-- Up Migration

-- Peer review as the admin list shows it (issue 12), fed by the review service's events: one row per
-- reviewer assignment (its latest state, by the review aggregate's version) and one per decision. The
-- list adds a summary for the rows of its page only, so the listing indexes stay as they are.
CREATE TABLE admin.review_assignments (
  assignment_id uuid PRIMARY KEY,
  submission_id uuid NOT NULL,
  round         integer NOT NULL,
  state         text NOT NULL,
  version       integer NOT NULL
);
CREATE INDEX review_assignments_submission_idx ON admin.review_assignments (submission_id);

CREATE TABLE admin.review_decisions (
  decision_id   uuid PRIMARY KEY,
  submission_id uuid NOT NULL,
  round         integer NOT NULL,
  decision      text NOT NULL,
  decided_at    timestamptz NOT NULL
);
CREATE INDEX review_decisions_submission_idx ON admin.review_decisions (submission_id, decided_at);

-- Down Migration
DROP TABLE IF EXISTS admin.review_decisions;
DROP TABLE IF EXISTS admin.review_assignments;
