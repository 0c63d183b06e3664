-- Up Migration

-- The W3C trace context of the change travels with its event (DDL of @journal/events outboxDdl('publishing');
-- libs/events/test/outbox-ddl.test.ts checks the result matches). Null when tracing is off.
ALTER TABLE publishing.outbox ADD COLUMN IF NOT EXISTS trace_context text;

-- Down Migration
ALTER TABLE publishing.outbox DROP COLUMN IF EXISTS trace_context;
