-- Up Migration

-- Issue 44 item 5: the manager's switch for the journal's public "Our figures" page, kept from the journals
-- service's journal events (off until an event says otherwise).
ALTER TABLE admin.journals ADD COLUMN public_figures boolean NOT NULL DEFAULT false;

-- Down Migration

ALTER TABLE admin.journals DROP COLUMN IF EXISTS public_figures;
