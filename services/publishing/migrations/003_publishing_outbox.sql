-- Up Migration

-- The outbox the publication event (publishing.article_published.v1) leaves through: DDL of @journal/events
-- outboxDdl('publishing'); libs/events/test/outbox-ddl.test.ts checks the result matches.
CREATE TABLE IF NOT EXISTS publishing.outbox (
  seq          bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  id           uuid PRIMARY KEY,
  type         text NOT NULL,
  aggregate_id text NOT NULL,
  version      integer NOT NULL,
  payload      jsonb NOT NULL,
  occurred_at  timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at      timestamptz,
  attempts     integer NOT NULL DEFAULT 0,
  last_error   text,
  row_failures integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS outbox_pending_idx ON publishing.outbox (seq) WHERE sent_at IS NULL;
CREATE INDEX IF NOT EXISTS outbox_pending_aggregate_idx ON publishing.outbox (aggregate_id, seq) WHERE sent_at IS NULL;
CREATE INDEX IF NOT EXISTS outbox_sent_at_idx ON publishing.outbox (sent_at) WHERE sent_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS publishing.outbox_dead_letters (
  id           uuid PRIMARY KEY,
  seq          bigint NOT NULL,
  type         text NOT NULL,
  aggregate_id text NOT NULL,
  version      integer NOT NULL,
  payload      jsonb NOT NULL,
  occurred_at  timestamptz NOT NULL,
  created_at   timestamptz NOT NULL,
  attempts     integer NOT NULL,
  error        text NOT NULL,
  parked_at    timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE IF EXISTS publishing.outbox_dead_letters;
DROP TABLE IF EXISTS publishing.outbox;
