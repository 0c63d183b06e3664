-- Up Migration

-- An archived journal (journals.journal_updated.v1 `archived`) takes no new submission; its papers stay.
ALTER TABLE submission.journals ADD COLUMN archived boolean NOT NULL DEFAULT false;

-- Down Migration

ALTER TABLE submission.journals DROP COLUMN archived;
