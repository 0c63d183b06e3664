-- Up Migration

-- Issue 44 item 1: a paper that came by a transfer from a sister journal (submission.created.v1's
-- `transferredFrom`) counts in its new journal's transferredIn and its old one's transferredOut, and not
-- in the new journal's submissionsReceived.
ALTER TABLE admin.analytics_submissions ADD COLUMN transferred_from_journal text;
CREATE INDEX analytics_submissions_transferred_idx ON admin.analytics_submissions (transferred_from_journal, submitted_at)
  WHERE transferred_from_journal IS NOT NULL;

-- Down Migration

DROP INDEX IF EXISTS admin.analytics_submissions_transferred_idx;
ALTER TABLE admin.analytics_submissions DROP COLUMN IF EXISTS transferred_from_journal;
