-- Up Migration

-- Issue 44 item 5: the publisher's figures count published articles per licence. The licence comes with
-- publishing.article_changed.v1 (every change of a public article); `licence_version` is the snapshot's
-- version, so an older snapshot delivered late does not overwrite a newer licence.
ALTER TABLE admin.analytics_submissions
  ADD COLUMN licence text,
  ADD COLUMN licence_version integer NOT NULL DEFAULT -1;

-- Down Migration

ALTER TABLE admin.analytics_submissions DROP COLUMN IF EXISTS licence_version, DROP COLUMN IF EXISTS licence;
