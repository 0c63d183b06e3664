-- Up Migration

-- Issue 29 item 6: editors set the licence and upload the PDF galley from acceptance on, before the article
-- exists. Kept on the submission until the first publication, which moves them onto the article (and
-- clears them here, so the galley object has one owner).
ALTER TABLE publishing.submissions
  ADD COLUMN prepared_licence       text,
  ADD COLUMN prepared_galley_key    text,
  ADD COLUMN prepared_galley_size   bigint,
  ADD COLUMN prepared_galley_sha256 text;

-- Down Migration
ALTER TABLE publishing.submissions
  DROP COLUMN IF EXISTS prepared_galley_sha256,
  DROP COLUMN IF EXISTS prepared_galley_size,
  DROP COLUMN IF EXISTS prepared_galley_key,
  DROP COLUMN IF EXISTS prepared_licence;
