-- Up Migration

-- The journals as notification's mails name them (ADR 0032 read model, group notification.journals):
-- the display name of the sender and whom replies reach when a paper has no handling editor. Filled
-- from journals.journal_created / journal_updated events; a journal not here yet sends with the name its
-- mail's event carried and no contact of its own.
CREATE TABLE notification.journals (
  slug          text PRIMARY KEY,
  name          text NOT NULL,
  contact_name  text NOT NULL DEFAULT '',
  contact_email text,
  position      integer NOT NULL,
  version       integer NOT NULL
);
CREATE INDEX journals_name_idx ON notification.journals (lower(name));

-- Down Migration

DROP TABLE notification.journals;
