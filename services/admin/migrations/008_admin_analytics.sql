-- Up Migration

-- Editorial figures (issue 32): what the analytics consumer (group admin.analytics) keeps of the
-- submission and review events, so the figures are computed from events alone. Every write is an upsert
-- by the event's own key, so a redelivered event changes nothing.
CREATE TABLE admin.analytics_submissions (
  submission_id uuid PRIMARY KEY,
  journal_id    text NOT NULL,
  submitted_at  timestamptz NOT NULL,
  published_at  timestamptz
);
CREATE INDEX analytics_submissions_journal_idx ON admin.analytics_submissions (journal_id, submitted_at);

-- Decisions by the editor's decision (source 'decision', the decision id) and accept or reject by a status
-- change (source 'status', the event id); revisions come only from decisions.
CREATE TABLE admin.analytics_decisions (
  source        text NOT NULL CHECK (source IN ('decision', 'status')),
  source_id     text NOT NULL,
  submission_id uuid NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('accept', 'reject', 'revisions')),
  decided_at    timestamptz NOT NULL,
  PRIMARY KEY (source, source_id)
);
CREATE INDEX analytics_decisions_submission_idx ON admin.analytics_decisions (submission_id, decided_at);

CREATE TABLE admin.analytics_invitations (
  assignment_id uuid PRIMARY KEY,
  submission_id uuid NOT NULL,
  invited_at    timestamptz,
  responded_at  timestamptz,
  accepted      boolean,
  reported_at   timestamptz
);
CREATE INDEX analytics_invitations_submission_idx ON admin.analytics_invitations (submission_id);

-- Down Migration

DROP TABLE admin.analytics_invitations;
DROP TABLE admin.analytics_decisions;
DROP TABLE admin.analytics_submissions;
