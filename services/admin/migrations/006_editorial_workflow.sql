-- Up Migration

-- Issue 29 items 1 and 2: what the dashboard's to-do view needs.
-- The handling editor (submission.handling_editor_assigned.v1, applied only when newer than
-- handling_editor_version), and the current round and last revision (submission.revision_submitted.v1:
-- the round is the manuscript's current version number, as in the review service).
ALTER TABLE admin.submissions
  ADD COLUMN handling_editor_id      uuid,
  ADD COLUMN handling_editor_name    text,
  ADD COLUMN handling_editor_email   text,
  ADD COLUMN handling_editor_version integer NOT NULL DEFAULT 0,
  ADD COLUMN current_round           integer NOT NULL DEFAULT 1,
  ADD COLUMN last_revision_at        timestamptz;
CREATE INDEX submissions_handling_editor_idx ON admin.submissions (handling_editor_id);

-- An accepted review is overdue after its due date (every review.* assignment event carries it).
ALTER TABLE admin.review_assignments ADD COLUMN due_date date;
CREATE INDEX review_assignments_round_idx ON admin.review_assignments (submission_id, round);

-- How many reviewers a journal's papers need (journals events' requiredReviewers).
ALTER TABLE admin.journals ADD COLUMN required_reviewers integer NOT NULL DEFAULT 2;

-- Each paper's progress and what needs doing next (docs/api.md, "What needs doing"): the first that
-- applies. `revision_received` holds until the editor acts on the new version (an invitation to its round
-- or a decision). Computed when read, so `reviews_overdue` follows the calendar without a job.
CREATE VIEW admin.submission_progress AS
SELECT s.id,
       s.current_round AS round,
       coalesce(r.reports, 0) AS reports,
       coalesce(r.live, 0) AS reviewers,
       CASE
         WHEN s.status IN ('rejected', 'published', 'withdrawn') THEN NULL
         WHEN s.status = 'accepted' THEN 'ready_to_publish'
         WHEN d.decision = 'revisions' AND s.last_revision_at > d.decided_at AND coalesce(r.total, 0) = 0
           THEN 'revision_received'
         WHEN d.decision = 'revisions' AND (s.last_revision_at IS NULL OR s.last_revision_at <= d.decided_at)
           THEN 'revision_requested'
         WHEN s.handling_editor_id IS NULL THEN 'assign_editor'
         WHEN coalesce(r.reports, 0) > 0 AND coalesce(r.open, 0) = 0 THEN 'needs_decision'
         WHEN coalesce(r.overdue, 0) > 0 THEN 'reviews_overdue'
         WHEN coalesce(r.live, 0) < coalesce(j.required_reviewers, 2) THEN 'invite_reviewers'
         ELSE 'awaiting_reviews'
       END AS next_action
  FROM admin.submissions s
  LEFT JOIN admin.journals j ON j.slug = s.journal_id
  LEFT JOIN LATERAL (
    SELECT count(*) AS total,
           count(*) FILTER (WHERE a.state = 'report_submitted') AS reports,
           count(*) FILTER (WHERE a.state IN ('invited', 'accepted')) AS open,
           count(*) FILTER (WHERE a.state IN ('invited', 'accepted', 'report_submitted')) AS live,
           count(*) FILTER (WHERE a.state = 'accepted' AND a.due_date < current_date) AS overdue
      FROM admin.review_assignments a
     WHERE a.submission_id = s.id AND a.round = s.current_round
  ) r ON true
  LEFT JOIN LATERAL (
    SELECT x.decision, x.decided_at FROM admin.review_decisions x
     WHERE x.submission_id = s.id ORDER BY x.decided_at DESC LIMIT 1
  ) d ON true;

-- Down Migration
DROP VIEW IF EXISTS admin.submission_progress;
ALTER TABLE admin.journals DROP COLUMN IF EXISTS required_reviewers;
DROP INDEX IF EXISTS admin.review_assignments_round_idx;
ALTER TABLE admin.review_assignments DROP COLUMN IF EXISTS due_date;
DROP INDEX IF EXISTS admin.submissions_handling_editor_idx;
ALTER TABLE admin.submissions
  DROP COLUMN IF EXISTS last_revision_at,
  DROP COLUMN IF EXISTS current_round,
  DROP COLUMN IF EXISTS handling_editor_version,
  DROP COLUMN IF EXISTS handling_editor_email,
  DROP COLUMN IF EXISTS handling_editor_name,
  DROP COLUMN IF EXISTS handling_editor_id;
