-- Up Migration

-- The COUNTER 5.1 usage tables and SUSHI's customers and settings (ADR 0040), which the publishing service
-- kept before this service existed (its migrations 007, 008 and 015). A database that has them gets them
-- moved here with every row (ALTER TABLE ... SET SCHEMA keeps rows, indexes and constraints); a database
-- without them gets them created. Migrations run publishing's before this one (gateway/src/embedded/migrate-all.ts),
-- so on a new database publishing's migrations create them there first and this one moves them too: one
-- path for every database. Readers are known only by a session key (a salted hash of IP + user agent, the
-- salt rotated daily by the publishing service, which records the uses); no address or user agent is stored.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['usage_last_seen', 'usage_unique_sessions', 'usage_daily', 'usage_address_hours',
                           'sushi_customers', 'sushi_settings'] LOOP
    IF to_regclass('publishing.' || t) IS NOT NULL AND to_regclass('statistics.' || t) IS NULL THEN
      EXECUTE format('ALTER TABLE publishing.%I SET SCHEMA statistics', t);
    END IF;
  END LOOP;
END
$$;

-- The last use of an item by a session per metric kind: COUNTER's double-click rule (30 s). Rows older
-- than a day are purged (session keys change daily anyway).
CREATE TABLE IF NOT EXISTS statistics.usage_last_seen (
  session_key text NOT NULL,
  article_id  text NOT NULL,
  metric_kind text NOT NULL CHECK (metric_kind IN ('investigation', 'request')),
  seen_at     timestamptz NOT NULL,
  PRIMARY KEY (session_key, article_id, metric_kind)
);
CREATE INDEX IF NOT EXISTS usage_last_seen_seen_at ON statistics.usage_last_seen (seen_at);

-- Sessions already counted as unique for an item, metric kind and hour (Unique_Item_*); purged after a day.
CREATE TABLE IF NOT EXISTS statistics.usage_unique_sessions (
  session_key text NOT NULL,
  article_id  text NOT NULL,
  metric_kind text NOT NULL CHECK (metric_kind IN ('investigation', 'request')),
  hour        timestamptz NOT NULL,
  PRIMARY KEY (session_key, article_id, metric_kind, hour)
);
CREATE INDEX IF NOT EXISTS usage_unique_sessions_hour ON statistics.usage_unique_sessions (hour);

-- The COUNTER counts per article per UTC day: what pages, the usage API and SUSHI reports read.
CREATE TABLE IF NOT EXISTS statistics.usage_daily (
  article_id            text NOT NULL,
  day                   date NOT NULL,
  journal_slug          text NOT NULL,
  total_investigations  integer NOT NULL DEFAULT 0,
  unique_investigations integer NOT NULL DEFAULT 0,
  total_requests        integer NOT NULL DEFAULT 0,
  unique_requests       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (article_id, day)
);
CREATE INDEX IF NOT EXISTS usage_daily_journal_day ON statistics.usage_daily (journal_slug, day);
CREATE INDEX IF NOT EXISTS usage_daily_day ON statistics.usage_daily (day);

-- Unusual activity (COUNTER 5.1 lets it be left out): what one address counted on one item in a UTC hour,
-- the address known only by its salted hash. Purged after a day with the double-click windows.
CREATE TABLE IF NOT EXISTS statistics.usage_address_hours (
  address_key text NOT NULL,
  article_id  text NOT NULL,
  hour        timestamptz NOT NULL,
  sessions    text[] NOT NULL,
  uses        integer NOT NULL,
  PRIMARY KEY (address_key, article_id, hour)
);
CREATE INDEX IF NOT EXISTS usage_address_hours_hour ON statistics.usage_address_hours (hour);

-- SUSHI (COUNTER_SUSHI5 API, Release 5.1): the customers the administrator gives credentials to, and
-- whether anyone may read the reports without them. The API key is kept as its SHA-256 only.
CREATE TABLE IF NOT EXISTS statistics.sushi_customers (
  customer_id  text PRIMARY KEY,
  requestor_id text NOT NULL UNIQUE,
  name         text NOT NULL,
  api_key_hash text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  created_by   text NOT NULL
);

CREATE TABLE IF NOT EXISTS statistics.sushi_settings (
  only_row       boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  public_reports boolean NOT NULL DEFAULT false,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
INSERT INTO statistics.sushi_settings (only_row) VALUES (true) ON CONFLICT DO NOTHING;

-- Down Migration

-- Back where publishing's migrations made them, rows and all, so going back loses nothing.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['usage_last_seen', 'usage_unique_sessions', 'usage_daily', 'usage_address_hours',
                           'sushi_customers', 'sushi_settings'] LOOP
    IF to_regclass('statistics.' || t) IS NOT NULL AND to_regclass('publishing.' || t) IS NULL
       AND to_regnamespace('publishing') IS NOT NULL THEN
      EXECUTE format('ALTER TABLE statistics.%I SET SCHEMA publishing', t);
    END IF;
  END LOOP;
END
$$;
