-- Up Migration

-- Issue 42 item 8: what the submission's metadata says of funding ([{ funderName, funderRorId, awardIds }])
-- and data availability, and the submitting author's ROR id (co-authors carry theirs inside co_authors, the
-- article's inside authors). Rendered in JATS (funding-group, the data availability sec) and Crossref.
ALTER TABLE publishing.submissions
  ADD COLUMN author_ror_id text,
  ADD COLUMN funding jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(funding) = 'array'),
  ADD COLUMN data_availability text NOT NULL DEFAULT '';
ALTER TABLE publishing.articles
  ADD COLUMN funding jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(funding) = 'array'),
  ADD COLUMN data_availability text NOT NULL DEFAULT '';

-- Down Migration

ALTER TABLE publishing.articles DROP COLUMN funding, DROP COLUMN data_availability;
ALTER TABLE publishing.submissions DROP COLUMN author_ror_id, DROP COLUMN funding, DROP COLUMN data_availability;
