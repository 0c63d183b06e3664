-- Up Migration

-- The COUNTER counts per article per UTC month (issue 45): the sums of statistics.usage_daily's rows, by
-- the journal each daily row was counted under, which SUSHI's PR, TR and IR are made of. Reports cover
-- whole months only (a period is its begin month to its end month), so they read this and never the
-- daily rows: 12 months are about a quarter of the rows at the small scale set, summed once instead of at
-- each request. The usage consumer adds each batch to both tables in one statement
-- (usage-counts.repository.ts saveCounts), so this is never behind the daily rows. Access_Type is always
-- Open and Access_Method Regular here (no paywall, no TDM), and the four metrics are columns as in
-- usage_daily: no dimension more to key by.
CREATE TABLE statistics.usage_monthly (
  month                 date NOT NULL CHECK (extract(day FROM month) = 1),
  article_id            text NOT NULL,
  journal_slug          text NOT NULL,
  total_investigations  integer NOT NULL DEFAULT 0,
  unique_investigations integer NOT NULL DEFAULT 0,
  total_requests        integer NOT NULL DEFAULT 0,
  unique_requests       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (month, article_id, journal_slug)
);

-- Every month counted so far, from the daily rows (the consumer keeps it from here on).
INSERT INTO statistics.usage_monthly (month, article_id, journal_slug, total_investigations,
                                      unique_investigations, total_requests, unique_requests)
SELECT date_trunc('month', day)::date, article_id, journal_slug, sum(total_investigations),
       sum(unique_investigations), sum(total_requests), sum(unique_requests)
  FROM statistics.usage_daily
 GROUP BY 1, 2, 3;

-- Down Migration

DROP TABLE statistics.usage_monthly;
