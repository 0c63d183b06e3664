-- Up Migration

-- What the automatic reviewers' copy removed: the authors' names, emails and ORCID iDs that the author's
-- own file had in places the copy cleans (properties, document variables, embedded documents, custom XML,
-- the template's path, hyperlinks), found by scanning the original beside the copy. The editor learns of
-- them as information; `findings` stays what reviewers get (the warnings). Null until that scan ran, and
-- always empty for an editor's anonymous version or a file reviewers get as it is.
ALTER TABLE submission.reviewer_copies ADD COLUMN removed_findings jsonb;

-- Copies made before this column are scanned again (both files) by the worker when the service starts.
UPDATE submission.reviewer_copies SET findings = NULL, updated_at = now()
 WHERE source = 'automatic' AND state = 'ready' AND file_key IS NOT NULL;

-- Down Migration
ALTER TABLE submission.reviewer_copies DROP COLUMN IF EXISTS removed_findings;
