-- Up Migration

-- Issue 45: the figures' SQL reads only the rows whose times fall in the period asked, so each time it
-- counts by has an index (decisions by their day, invitations by each of their three times, papers by
-- their publication); the papers' arrival already has (journal_id, submitted_at).
CREATE INDEX analytics_decisions_decided_idx ON admin.analytics_decisions (decided_at);
CREATE INDEX analytics_invitations_invited_idx ON admin.analytics_invitations (invited_at);
CREATE INDEX analytics_invitations_responded_idx ON admin.analytics_invitations (responded_at);
CREATE INDEX analytics_invitations_reported_idx ON admin.analytics_invitations (reported_at);
CREATE INDEX analytics_submissions_published_idx ON admin.analytics_submissions (journal_id, published_at)
  WHERE published_at IS NOT NULL;

-- Down Migration

DROP INDEX IF EXISTS admin.analytics_submissions_published_idx;
DROP INDEX IF EXISTS admin.analytics_invitations_reported_idx;
DROP INDEX IF EXISTS admin.analytics_invitations_responded_idx;
DROP INDEX IF EXISTS admin.analytics_invitations_invited_idx;
DROP INDEX IF EXISTS admin.analytics_decisions_decided_idx;
