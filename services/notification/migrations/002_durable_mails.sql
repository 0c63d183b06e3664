-- Up Migration

-- Every mail is a row before it is queued, so nothing the queue loses (Redis restarted without persistence,
-- attempts used up) is lost: the reconciler re-queues from here and admins see what failed and why.
-- queued -> sending -> sent; a failed attempt -> failed (retried with backoff); out of attempts or refused
-- for good (5xx) -> dead (resend by an admin puts it back to queued).
CREATE TABLE IF NOT EXISTS notification.mails (
  id                 uuid PRIMARY KEY,
  event_id           uuid NOT NULL,
  kind               text NOT NULL,
  recipient          text NOT NULL,
  submission_id      text,
  content            jsonb NOT NULL,
  message_id         text NOT NULL,
  status             text NOT NULL DEFAULT 'queued'
                     CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'dead')),
  attempts           integer NOT NULL DEFAULT 0,
  last_error         text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  sending_started_at timestamptz,
  sent_at            timestamptz,
  UNIQUE (event_id, kind, recipient)
);
-- The reconciler scans the unfinished rows only.
CREATE INDEX IF NOT EXISTS mails_unfinished_idx ON notification.mails (updated_at)
  WHERE status IN ('queued', 'sending', 'failed');
CREATE INDEX IF NOT EXISTS mails_submission_idx ON notification.mails (submission_id, created_at)
  WHERE submission_id IS NOT NULL;

-- Mails already sent keep their guard: a row per (event, kind) that is 'sent'. Their recipient was not
-- kept, so it is recorded as unknown; these rows only stop a late duplicate job from mailing again.
INSERT INTO notification.mails (id, event_id, kind, recipient, content, message_id, status, attempts, sent_at, created_at, updated_at)
SELECT gen_random_uuid(), event_id, kind, '(unknown)', '{}'::jsonb, message_id, 'sent', 1, sent_at, sent_at, sent_at
FROM notification.sent_mails
ON CONFLICT DO NOTHING;
DROP TABLE IF EXISTS notification.sent_mails;

-- Down Migration
CREATE TABLE IF NOT EXISTS notification.sent_mails (
  event_id   uuid NOT NULL,
  kind       text NOT NULL,
  message_id text NOT NULL,
  sent_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, kind)
);
INSERT INTO notification.sent_mails (event_id, kind, message_id, sent_at)
SELECT DISTINCT ON (event_id, kind) event_id, kind, message_id, sent_at FROM notification.mails WHERE status = 'sent';
DROP TABLE IF EXISTS notification.mails;
