-- Up Migration

-- Issue 26 item 7: an account that never proved its address must not mail strangers. Co-author notices of
-- such an author are written 'held' (held_for = the author) and queued when identity.user.email_verified.v1
-- arrives; verified_authors remembers who has verified (filled from that event, or from identity's answer).
CREATE TABLE IF NOT EXISTS notification.verified_authors (
  user_id     uuid PRIMARY KEY,
  verified_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE notification.mails ADD COLUMN IF NOT EXISTS held_for uuid;
ALTER TABLE notification.mails DROP CONSTRAINT IF EXISTS mails_status_check;
ALTER TABLE notification.mails ADD CONSTRAINT mails_status_check
  CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'dead', 'held'));
CREATE INDEX IF NOT EXISTS mails_held_idx ON notification.mails (held_for) WHERE status = 'held';

-- Down Migration
DROP INDEX IF EXISTS notification.mails_held_idx;
DELETE FROM notification.mails WHERE status = 'held';
ALTER TABLE notification.mails DROP CONSTRAINT IF EXISTS mails_status_check;
ALTER TABLE notification.mails ADD CONSTRAINT mails_status_check
  CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'dead'));
ALTER TABLE notification.mails DROP COLUMN IF EXISTS held_for;
DROP TABLE IF EXISTS notification.verified_authors;
