-- Up Migration

-- Issue 29 item 6: an article taken down by `POST /api/admin/submissions/{id}/retraction` keeps its kind
-- ('retraction' or 'withdrawal') and reason for its 410 notice; both are null for a status change without
-- one (the administrator's dropdown) and while the article is live.
ALTER TABLE publishing.articles
  ADD COLUMN withdrawal_kind   text CHECK (withdrawal_kind IN ('retraction', 'withdrawal')),
  ADD COLUMN withdrawal_reason text;

-- Down Migration
ALTER TABLE publishing.articles DROP COLUMN IF EXISTS withdrawal_reason, DROP COLUMN IF EXISTS withdrawal_kind;
