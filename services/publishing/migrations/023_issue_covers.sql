-- Up Migration

-- Issue 42 item 1: an issue's cover image, kept in @journal/storage under `issue-covers/`; the row names
-- the current one, and cover_updated_at versions its public address (browsers may cache it for a while).
ALTER TABLE publishing.issues
  ADD COLUMN cover_key          text,
  ADD COLUMN cover_content_type text,
  ADD COLUMN cover_updated_at   timestamptz;

-- Down Migration
ALTER TABLE publishing.issues
  DROP COLUMN IF EXISTS cover_updated_at,
  DROP COLUMN IF EXISTS cover_content_type,
  DROP COLUMN IF EXISTS cover_key;
