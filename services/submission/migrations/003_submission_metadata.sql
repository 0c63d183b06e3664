-- Up Migration

-- The manuscript's metadata (issue 11): abstract, keywords and co-authors (ordered list of
-- { givenNames, familyName, email, affiliation, orcid }); and the author's own `withdrawn` status.
ALTER TABLE submission.submissions
  ADD COLUMN abstract   text NOT NULL DEFAULT '' CHECK (char_length(abstract) <= 5000),
  ADD COLUMN keywords   text[] NOT NULL DEFAULT '{}' CHECK (cardinality(keywords) <= 10),
  ADD COLUMN co_authors jsonb NOT NULL DEFAULT '[]'
    CHECK (jsonb_typeof(co_authors) = 'array' AND jsonb_array_length(co_authors) <= 20);

ALTER TABLE submission.submissions DROP CONSTRAINT submissions_status_check;
ALTER TABLE submission.submissions ADD CONSTRAINT submissions_status_check
  CHECK (status IN ('submitted', 'under_review', 'accepted', 'rejected', 'published', 'withdrawn'));

-- Down Migration
ALTER TABLE submission.submissions DROP CONSTRAINT submissions_status_check;
UPDATE submission.submissions SET status = 'submitted' WHERE status = 'withdrawn';
ALTER TABLE submission.submissions ADD CONSTRAINT submissions_status_check
  CHECK (status IN ('submitted', 'under_review', 'accepted', 'rejected', 'published'));
ALTER TABLE submission.submissions DROP COLUMN co_authors, DROP COLUMN keywords, DROP COLUMN abstract;
