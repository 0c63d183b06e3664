-- Up Migration

-- The W3C trace context of the change travels with its event (DDL of @journal/events outboxDdl('identity');
-- libs/events/test/outbox-ddl.test.ts checks the result matches). Null when tracing is off.
ALTER TABLE identity.outbox ADD COLUMN IF NOT EXISTS trace_context text;

-- Down Migration
ALTER TABLE identity.outbox DROP COLUMN IF EXISTS trace_context;
