-- Up Migration

-- Usage statistics by the COUNTER 5.1 rules (issue 32): the statistics consumer's tables (group
-- publishing.usage, events article.used.v1). Readers are known only by a session key (a salted hash of
-- IP + user agent, salt rotated daily); no address or user agent is stored.

-- One random salt per UTC day, deleted two days later: yesterday's keys can no longer be recomputed.
CREATE TABLE publishing.usage_salts (
  day  date PRIMARY KEY,
  salt bytea NOT NULL
);

-- The last use of an item by a session per metric kind: COUNTER's double-click rule (30 s). Rows older
-- than a day are purged (session keys change daily anyway).
CREATE TABLE publishing.usage_last_seen (
  session_key text NOT NULL,
  article_id  text NOT NULL,
  metric_kind text NOT NULL CHECK (metric_kind IN ('investigation', 'request')),
  seen_at     timestamptz NOT NULL,
  PRIMARY KEY (session_key, article_id, metric_kind)
);
CREATE INDEX usage_last_seen_seen_at ON publishing.usage_last_seen (seen_at);

-- Sessions already counted as unique for an item, metric kind and hour (Unique_Item_*); purged after a day.
CREATE TABLE publishing.usage_unique_sessions (
  session_key text NOT NULL,
  article_id  text NOT NULL,
  metric_kind text NOT NULL CHECK (metric_kind IN ('investigation', 'request')),
  hour        timestamptz NOT NULL,
  PRIMARY KEY (session_key, article_id, metric_kind, hour)
);
CREATE INDEX usage_unique_sessions_hour ON publishing.usage_unique_sessions (hour);

-- The COUNTER counts per article per UTC day: what pages, the usage API and SUSHI reports read.
CREATE TABLE publishing.usage_daily (
  article_id            text NOT NULL,
  day                   date NOT NULL,
  journal_slug          text NOT NULL,
  total_investigations  integer NOT NULL DEFAULT 0,
  unique_investigations integer NOT NULL DEFAULT 0,
  total_requests        integer NOT NULL DEFAULT 0,
  unique_requests       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (article_id, day)
);
CREATE INDEX usage_daily_journal_day ON publishing.usage_daily (journal_slug, day);
CREATE INDEX usage_daily_day ON publishing.usage_daily (day);

-- Down Migration

DROP TABLE publishing.usage_daily;
DROP TABLE publishing.usage_unique_sessions;
DROP TABLE publishing.usage_last_seen;
DROP TABLE publishing.usage_salts;
