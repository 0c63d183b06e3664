-- Up Migration

-- Archived: the journal keeps its articles and pages but leaves the site's journal lists and takes no
-- submissions. Sample: the row came with the install (the first start's seed); the administrator can
-- remove what is left of it in one action.
ALTER TABLE journals.journals
  ADD COLUMN archived boolean NOT NULL DEFAULT false,
  ADD COLUMN sample   boolean NOT NULL DEFAULT false;
ALTER TABLE journals.catalogue_entries ADD COLUMN sample boolean NOT NULL DEFAULT false;

-- How many submissions each journal has had (group journals.submissions, from submission.created.v1):
-- a journal with any cannot be deleted. The count only knows the events this group has read, so a
-- journal that already existed when this table was made is marked `uncounted_before` and counts as
-- having submissions (archive it instead); on a fresh install the table starts empty, before the seed.
CREATE TABLE journals.journal_submissions (
  journal_slug     text PRIMARY KEY,
  submissions      integer NOT NULL DEFAULT 0 CHECK (submissions >= 0),
  uncounted_before boolean NOT NULL DEFAULT false
);
INSERT INTO journals.journal_submissions (journal_slug, uncounted_before)
  SELECT slug, true FROM journals.journals;

-- A database seeded before this migration: the seed ran in one transaction, so its journals were created
-- at the moment the seed was claimed; its catalogue entries took the seed's ids (directory, books and
-- databases 1-8, platforms 1-6; later entries take higher ids).
UPDATE journals.journals j SET sample = true
  FROM journals.seeds s
 WHERE s.name = 'initial-content' AND j.created_at = s.applied_at;
UPDATE journals.catalogue_entries SET sample = true
 WHERE EXISTS (SELECT 1 FROM journals.seeds WHERE name = 'initial-content')
   AND id <= CASE kind WHEN 'platforms' THEN 6 ELSE 8 END;

-- Down Migration

DROP TABLE journals.journal_submissions;
ALTER TABLE journals.catalogue_entries DROP COLUMN sample;
ALTER TABLE journals.journals DROP COLUMN sample, DROP COLUMN archived;
