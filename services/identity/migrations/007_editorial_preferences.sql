-- Up Migration

-- Issue 29: a person's reviewing keywords (the reviewer pool, item 4) and the editor mails they turned
-- off (item 3). Both are whole lists, replaced by each update.
ALTER TABLE identity.users
  ADD COLUMN reviewer_interests text[] NOT NULL DEFAULT '{}' CHECK (cardinality(reviewer_interests) <= 20),
  ADD COLUMN muted_editor_mails text[] NOT NULL DEFAULT '{}';

-- Down Migration
ALTER TABLE identity.users DROP COLUMN IF EXISTS muted_editor_mails;
ALTER TABLE identity.users DROP COLUMN IF EXISTS reviewer_interests;
