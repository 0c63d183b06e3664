-- Up Migration

-- The site as notification's mails name it (group notification.site, from journals.site_changed.v1):
-- the signature of every mail and the Reply-To of mails about no journal. No row yet: the mails use
-- PUBLISHER_NAME and SITE_CONTACT_EMAIL, as before the site had settings.
CREATE TABLE notification.site (
  id            boolean PRIMARY KEY DEFAULT true CHECK (id),
  name          text NOT NULL,
  contact_email text NOT NULL,
  version       integer NOT NULL
);

-- Down Migration

DROP TABLE notification.site;
