-- Up Migration

-- An archived journal leaves the dashboard's journal filter and the analytics columns; its submissions
-- stay listed under its name.
ALTER TABLE admin.journals ADD COLUMN archived boolean NOT NULL DEFAULT false;

-- Down Migration

ALTER TABLE admin.journals DROP COLUMN archived;
