-- Up Migration

-- Whom a reply to a journal's mails reaches when its paper has no handling editor: the journal's contact,
-- set by its managers or the administrator. Empty name and null address: no contact (mails then answer
-- to the site's contact, if one is configured).
ALTER TABLE journals.journals
  ADD COLUMN contact_name  text NOT NULL DEFAULT '',
  ADD COLUMN contact_email text;

-- Down Migration

ALTER TABLE journals.journals DROP COLUMN contact_email, DROP COLUMN contact_name;
