-- Up Migration

-- The author's ORCID iD (issue 11), stored bare; the service checks the ISO 7064 11,2 check character.
ALTER TABLE identity.users ADD COLUMN orcid text CHECK (orcid ~ '^[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9X]$');

-- Down Migration
ALTER TABLE identity.users DROP COLUMN orcid;
