-- Up Migration

-- The COUNTER 5.1 usage tables and SUSHI's customers and settings (ADR 0040), which the publishing service
-- kept before this service existed and whose migrations 007, 008 and 015 still create them (they say what
-- each column means). Migrations run the schemas this service's descriptor names in `db.after` first
-- (gateway/src/embedded/migrate-all.ts), so on every database, new or upgraded, publishing has them when
-- this runs: it moves them here with every row (ALTER TABLE ... SET SCHEMA keeps rows, indexes and
-- constraints). One path for every database; a table found in neither schema stops the migration rather
-- than being made empty. Readers are known only by a session key (a salted hash of IP + user agent, the
-- salt rotated daily by the publishing service, which records the uses); no address or user agent is stored.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['usage_last_seen', 'usage_unique_sessions', 'usage_daily', 'usage_address_hours',
                           'sushi_customers', 'sushi_settings'] LOOP
    IF to_regclass('statistics.' || t) IS NOT NULL THEN
      CONTINUE;
    ELSIF to_regclass('publishing.' || t) IS NOT NULL THEN
      EXECUTE format('ALTER TABLE publishing.%I SET SCHEMA statistics', t);
    ELSE
      RAISE EXCEPTION 'publishing.% is missing: publishing''s migrations must run before statistics''', t;
    END IF;
  END LOOP;
END
$$;

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
