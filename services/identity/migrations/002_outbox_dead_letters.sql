-- Up Migration

-- Poison rows leave the outbox for a dead-letter table instead of blocking it (DDL of @journal/events
-- outboxDdl('identity'); libs/events/test/outbox-ddl.test.ts checks the result matches).
ALTER TABLE identity.outbox ADD COLUMN IF NOT EXISTS row_failures integer NOT NULL DEFAULT 0;

CREATE TABLE IF NOT EXISTS identity.outbox_dead_letters (
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
DROP TABLE IF EXISTS identity.outbox_dead_letters;
ALTER TABLE identity.outbox DROP COLUMN IF EXISTS row_failures;
