import { quoteSchema } from '../util/sql-identifier';

/**
 * The one definition of the event tables. Each service's migrations create exactly these (a test in
 * libs/events/test/outbox-ddl.test.ts compares every service's migrated tables with this DDL); the library
 * never runs DDL itself. `seq` gives the relay a commit-safe publish order: a later change of the same
 * aggregate waits on the earlier one's row lock, so it gets a higher seq. `created_at` uses
 * clock_timestamp() for the same reason (now() is the transaction start). `row_failures` counts failures
 * that were this row's own (the bus took other rows of the batch); at the relay's limit the row moves to
 * `outbox_dead_letters`. `trace_context` is the W3C traceparent of the change (null without tracing).
 */
export function outboxDdl(schema: string): string {
  const s = quoteSchema(schema);
  return `CREATE TABLE IF NOT EXISTS ${s}.outbox (
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
  row_failures integer NOT NULL DEFAULT 0,
  trace_context text
);
CREATE INDEX IF NOT EXISTS outbox_pending_idx ON ${s}.outbox (seq) WHERE sent_at IS NULL;
CREATE INDEX IF NOT EXISTS outbox_pending_aggregate_idx ON ${s}.outbox (aggregate_id, seq) WHERE sent_at IS NULL;
CREATE INDEX IF NOT EXISTS outbox_sent_at_idx ON ${s}.outbox (sent_at) WHERE sent_at IS NOT NULL;
${outboxDeadLettersDdl(schema)}
${processedEventsDdl(schema)}`;
}

/** Rows the relay gave up on (replay: `npm run outbox -- replay`). Added by a later migration in older services. */
export function outboxDeadLettersDdl(schema: string): string {
  const s = quoteSchema(schema);
  return `CREATE TABLE IF NOT EXISTS ${s}.outbox_dead_letters (
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
`;
}

/**
 * Consumer idempotency (handleOnce); services that only consume events have just this table. Keyed by
 * (consumer group, event id): every group of a service gets every event of its types, so what one group
 * handled must not make another skip it.
 */
export function processedEventsDdl(schema: string): string {
  const s = quoteSchema(schema);
  return `CREATE TABLE IF NOT EXISTS ${s}.processed_events (
  consumer_group text NOT NULL,
  event_id       uuid NOT NULL,
  handled_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer_group, event_id)
);
CREATE INDEX IF NOT EXISTS processed_events_handled_at_idx ON ${s}.processed_events (handled_at);
`;
}

/** processed_events as it was before the consumer group joined its key; only for going back (`down`). */
function processedEventsByEventIdDdl(schema: string): string {
  const s = quoteSchema(schema);
  return `CREATE TABLE ${s}.processed_events (
  event_id   uuid PRIMARY KEY,
  handled_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX processed_events_handled_at_idx ON ${s}.processed_events (handled_at);
`;
}

/**
 * PL/pgSQL (inside a DO block declaring `c record`) that gives the NOT NULL constraints of the renamed
 * table `renamed` its own names. Postgres 18 names NOT NULL constraints (processed_events_event_id_not_null);
 * left on the old table, those names would push the new table's to processed_events_event_id_not_null1.
 * Earlier versions keep no such constraints, and the loop finds nothing.
 */
function renameNotNullConstraints(schema: string, renamed: string): string {
  const s = quoteSchema(schema);
  return `FOR c IN SELECT conname FROM pg_constraint
             WHERE conrelid = '${s}.${renamed}'::regclass AND contype = 'n' AND conname LIKE 'processed\\_events\\_%' LOOP
      EXECUTE format('ALTER TABLE ${s}.${renamed} RENAME CONSTRAINT %I TO %I', c.conname,
                     '${renamed}' || substr(c.conname, length('processed_events') + 1));
    END LOOP;`;
}

/** Group names go into a DO block as literals, so only the shape every group name has is accepted. */
function groupLiteral(group: string): string {
  if (!/^[a-z][a-z0-9._-]{0,99}$/.test(group)) throw new Error(`invalid consumer group name "${group}"`);
  return `'${group}'`;
}

/**
 * Brings a processed_events keyed by the event id alone to processedEventsDdl's (consumer group, event id)
 * key, as a node-pg-migrate migration (`export const { up, down } = processedEventsByGroupMigration(...)`).
 * The old table holds no event type, so a row cannot be traced to the group that handled it; each old row
 * goes to every group in `recordingGroups` (the service's groups that recorded ids when the migration was
 * written). That keeps exactly the old behaviour for old ids (any recording group skipped an id any of them
 * had recorded), and since those groups took disjoint event types (checked then), the one group that really
 * handled the id has its row and the others' copies are never looked up; all expire with the purge.
 * Convergent: a table already keyed by group (a new database, whose earlier migrations used today's
 * processedEventsDdl) is left as it is. `down` keeps one row per event id (its earliest handling).
 */
export function processedEventsByGroupMigration(schema: string, recordingGroups: readonly string[]) {
  const s = quoteSchema(schema);
  const groups = recordingGroups.map(groupLiteral);
  const copy =
    groups.length > 0
      ? `INSERT INTO ${s}.processed_events (consumer_group, event_id, handled_at)
      SELECT g.name, old.event_id, old.handled_at
      FROM ${s}.processed_events_by_event_id old CROSS JOIN unnest(ARRAY[${groups.join(', ')}]::text[]) AS g(name);`
      : // No group records here: nobody reads these rows, so none are kept.
        '';
  const up = `DO $$
DECLARE
  c record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                 WHERE table_schema = '${schema}' AND table_name = 'processed_events' AND column_name = 'consumer_group')
     AND EXISTS (SELECT 1 FROM information_schema.tables
                 WHERE table_schema = '${schema}' AND table_name = 'processed_events') THEN
    ALTER TABLE ${s}.processed_events RENAME TO processed_events_by_event_id;
    ALTER INDEX ${s}.processed_events_pkey RENAME TO processed_events_by_event_id_pkey;
    ALTER INDEX ${s}.processed_events_handled_at_idx RENAME TO processed_events_by_event_id_handled_at_idx;
    ${renameNotNullConstraints(schema, 'processed_events_by_event_id')}
    ${processedEventsDdl(schema).replaceAll('\n', '\n    ')}
    ${copy}
    DROP TABLE ${s}.processed_events_by_event_id;
  END IF;
END $$;
${processedEventsDdl(schema)}`;
  const down = `ALTER TABLE ${s}.processed_events RENAME TO processed_events_by_group;
ALTER INDEX ${s}.processed_events_pkey RENAME TO processed_events_by_group_pkey;
ALTER INDEX ${s}.processed_events_handled_at_idx RENAME TO processed_events_by_group_handled_at_idx;
DO $$
DECLARE
  c record;
BEGIN
  ${renameNotNullConstraints(schema, 'processed_events_by_group')}
END $$;
${processedEventsByEventIdDdl(schema)}INSERT INTO ${s}.processed_events (event_id, handled_at)
  SELECT event_id, min(handled_at) FROM ${s}.processed_events_by_group GROUP BY event_id;
DROP TABLE ${s}.processed_events_by_group;
`;
  return {
    up: (pgm: SqlMigrationBuilder): void => pgm.sql(up),
    down: (pgm: SqlMigrationBuilder): void => pgm.sql(down),
  };
}

/** The DDL for an example schema named `my_service`; see README "Tables". */
export const OUTBOX_DDL = outboxDdl('my_service');

/** The part of node-pg-migrate's MigrationBuilder that a migration built from this DDL uses. */
export interface SqlMigrationBuilder {
  sql(statement: string): void;
}

/** Columns the outbox gained after some services' first migration had created it (in outboxDdl's order). */
const LATER_OUTBOX_COLUMNS = `ADD COLUMN IF NOT EXISTS row_failures integer NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS trace_context text`;

/**
 * A service's event tables as a node-pg-migrate migration, the one way services' migrations get them
 * (ADR 0033): `export const { up, down } = eventTablesMigration('my_service')` in `migrations/NNN_*.ts`.
 * `'outbox'` gives outboxDdl's three tables, `'processed_events'` only the consumer table. Idempotent and
 * convergent: where an older migration made an outbox without the later columns, `up` adds them in
 * outboxDdl's order, so every database (migrated by any earlier version, or new) ends in the same shape.
 */
export function eventTablesMigration(schema: string, tables: 'outbox' | 'processed_events' = 'outbox') {
  const s = quoteSchema(schema);
  const up =
    tables === 'outbox'
      ? `${outboxDdl(schema)}ALTER TABLE ${s}.outbox ${LATER_OUTBOX_COLUMNS};\n`
      : processedEventsDdl(schema);
  const dropped =
    tables === 'outbox' ? ['processed_events', 'outbox_dead_letters', 'outbox'] : ['processed_events'];
  return {
    up: (pgm: SqlMigrationBuilder): void => pgm.sql(up),
    down: (pgm: SqlMigrationBuilder): void =>
      pgm.sql(dropped.map((table) => `DROP TABLE IF EXISTS ${s}.${table};`).join('\n')),
  };
}
