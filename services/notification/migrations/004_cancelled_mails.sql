-- Up Migration

-- Issue 27: the mail worker asks identity or review for a mail's link token when it sends (no longer the
-- event's consumer, inside its transaction). A link that is no longer valid by then (the verification used
-- or superseded, the invitation cancelled or expired) ends its row 'cancelled': nothing is sent.
ALTER TABLE notification.mails DROP CONSTRAINT IF EXISTS mails_status_check;
ALTER TABLE notification.mails ADD CONSTRAINT mails_status_check
  CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'dead', 'held', 'cancelled'));

-- Down Migration
DELETE FROM notification.mails WHERE status = 'cancelled';
ALTER TABLE notification.mails DROP CONSTRAINT IF EXISTS mails_status_check;
ALTER TABLE notification.mails ADD CONSTRAINT mails_status_check
  CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'dead', 'held'));
