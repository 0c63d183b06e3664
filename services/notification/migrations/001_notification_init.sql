-- Up Migration

-- Event ids this service has handled (handleOnce from @journal/events): a redelivered event is skipped.
CREATE TABLE IF NOT EXISTS notification.processed_events (
  event_id   uuid PRIMARY KEY,
  handled_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS processed_events_handled_at_idx ON notification.processed_events (handled_at);

-- One row per mail actually handed to the transport; the worker checks it before sending, so a job that
-- runs twice (duplicate event, retried or stalled job) never mails twice.
CREATE TABLE IF NOT EXISTS notification.sent_mails (
  event_id   uuid NOT NULL,
  kind       text NOT NULL,
  message_id text NOT NULL,
  sent_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, kind)
);

-- Last submission version announced live, so a late (reclaimed) older status change is not pushed over a newer one.
CREATE TABLE IF NOT EXISTS notification.submission_versions (
  submission_id text PRIMARY KEY,
  version       integer NOT NULL
);

-- Down Migration
DROP TABLE IF EXISTS notification.submission_versions;
DROP TABLE IF EXISTS notification.sent_mails;
DROP TABLE IF EXISTS notification.processed_events;
