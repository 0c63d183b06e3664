-- Up Migration

-- Issue 45: the administrator's user search (GET /api/admin/users?q=) over 100,000 accounts. One trigram
-- index over the lower-cased name and address answers "contains" searches (ILIKE '%q%') from three
-- characters on, for a part of a name or of an address alike; the list's order (family name, given names)
-- has its own index so an empty search pages without sorting the whole table.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX users_search_trgm ON identity.users
  USING gin ((lower(given_names || ' ' || family_name || ' ' || email)) public.gin_trgm_ops);
CREATE INDEX users_name_order ON identity.users (lower(family_name), lower(given_names), id);

-- Down Migration
DROP INDEX IF EXISTS identity.users_name_order;
DROP INDEX IF EXISTS identity.users_search_trgm;
