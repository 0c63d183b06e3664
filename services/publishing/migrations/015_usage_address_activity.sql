-- Up Migration

-- Unusual activity (COUNTER 5.1 lets it be left out): what one address counted on one item in a UTC
-- hour. The address is known only by its salted hash (the day's usage salt), as sessions are; the
-- sessions counted are at most a few per hour (domain/usage/unusual-activity.ts). Purged after a day
-- with the double-click windows.
CREATE TABLE publishing.usage_address_hours (
  address_key text NOT NULL,
  article_id  text NOT NULL,
  hour        timestamptz NOT NULL,
  sessions    text[] NOT NULL,
  uses        integer NOT NULL,
  PRIMARY KEY (address_key, article_id, hour)
);
CREATE INDEX usage_address_hours_hour ON publishing.usage_address_hours (hour);

-- Down Migration

DROP TABLE publishing.usage_address_hours;
