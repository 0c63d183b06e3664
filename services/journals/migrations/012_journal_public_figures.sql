-- Up Migration

-- Issue 44 item 5: the manager's switch for the journal's public "Our figures" page (off until switched on).
ALTER TABLE journals.journals ADD COLUMN public_figures boolean NOT NULL DEFAULT false;

-- Down Migration

ALTER TABLE journals.journals DROP COLUMN public_figures;
