-- Up Migration

-- Issue 45: the editorial and publisher figures are computed in SQL and kept in a cache keyed by each
-- journal's generation. The analytics consumer bumps a journal's generation in the same statement that
-- changes one of its analytics rows, so a cached figure is dropped by the event that changes it, never by
-- a timer. A journal without a row is at generation 0 (data loaded without events, such as seed:scale).
CREATE TABLE admin.analytics_generations (
  journal_id text PRIMARY KEY,
  generation bigint NOT NULL
);

-- Down Migration

DROP TABLE admin.analytics_generations;
