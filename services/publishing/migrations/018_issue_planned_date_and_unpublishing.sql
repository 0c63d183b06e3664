-- Up Migration

-- The Issues page: an issue in preparation carries the date it is planned for (shown to editors only).
ALTER TABLE publishing.issues ADD COLUMN planned_date date;

-- An issue published by mistake can be unpublished: its live articles become tombstones of kind
-- 'unpublished' (410 with their own notice, DOIs kept) until the issue is published again.
ALTER TABLE publishing.articles DROP CONSTRAINT IF EXISTS articles_withdrawal_kind_check;
ALTER TABLE publishing.articles ADD CONSTRAINT articles_withdrawal_kind_check
  CHECK (withdrawal_kind IN ('retraction', 'withdrawal', 'unpublished'));

-- Down Migration
UPDATE publishing.articles SET withdrawal_kind = 'withdrawal' WHERE withdrawal_kind = 'unpublished';
ALTER TABLE publishing.articles DROP CONSTRAINT IF EXISTS articles_withdrawal_kind_check;
ALTER TABLE publishing.articles ADD CONSTRAINT articles_withdrawal_kind_check
  CHECK (withdrawal_kind IN ('retraction', 'withdrawal'));
ALTER TABLE publishing.issues DROP COLUMN IF EXISTS planned_date;
