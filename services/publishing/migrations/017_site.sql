-- Up Migration

-- The site's name as publishing's pages show it (group publishing.site, from journals.site_changed.v1):
-- og:site_name and the document title of the server-rendered pages. No row yet: PUBLISHER_NAME.
CREATE TABLE publishing.site (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  name    text NOT NULL,
  version integer NOT NULL
);

-- Down Migration

DROP TABLE publishing.site;
