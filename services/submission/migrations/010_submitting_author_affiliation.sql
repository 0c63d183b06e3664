-- Up Migration

-- Issue 30: the submitting author's affiliation (the profile's institution) and ORCID iD, carried like the
-- co-authors'. The authors projection keeps them from identity's events (NULL until an event says);
-- a submission takes them at submission time, and the author may edit them with the metadata.
ALTER TABLE submission.authors ADD COLUMN institution text, ADD COLUMN orcid text;
ALTER TABLE submission.submissions ADD COLUMN author_affiliation text, ADD COLUMN author_orcid text;

-- Down Migration
ALTER TABLE submission.submissions DROP COLUMN IF EXISTS author_affiliation, DROP COLUMN IF EXISTS author_orcid;
ALTER TABLE submission.authors DROP COLUMN IF EXISTS institution, DROP COLUMN IF EXISTS orcid;
