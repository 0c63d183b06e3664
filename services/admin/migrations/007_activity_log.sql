-- Up Migration

-- A paper's activity log (issue 29 item 7), built from the events by the consumers that already read them
-- (admin.read-model, admin.review-summary): one row per entry (an event may give
-- two, e.g. an invitation and its overridden conflict: `seq`), written once per event id. Mails sent come
-- from the notification service when the log is read, as the detail page's mails do.
CREATE TABLE admin.activity (
  event_id      uuid NOT NULL,
  seq           smallint NOT NULL,
  submission_id uuid NOT NULL,
  at            timestamptz NOT NULL,
  -- { name, email, role }: name or email null when the event does not say.
  actor         jsonb NOT NULL,
  action        text NOT NULL,
  details       jsonb NOT NULL DEFAULT '{}',
  PRIMARY KEY (event_id, seq)
);
CREATE INDEX activity_submission_idx ON admin.activity (submission_id, at);

-- Down Migration
DROP TABLE IF EXISTS admin.activity;
