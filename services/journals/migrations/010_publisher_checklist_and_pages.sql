-- Up Migration

-- Issue 44, item 3: the publisher's submission checklist and pages (author guidelines, policies), inherited
-- by every journal that has none of its own. Journals read them at read time (no copies), so a publisher
-- edit reaches every inheriting journal at once.
CREATE TABLE journals.publisher_settings (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  checklist  jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(checklist) = 'array'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO journals.publisher_settings DEFAULT VALUES;

-- A journal's checklist NULL: it inherits the publisher's. A journal's empty list was the seeded default
-- (009), never a manager's choice to have none, so it inherits now; a list of items stays its override.
ALTER TABLE journals.journals ALTER COLUMN checklist DROP NOT NULL, ALTER COLUMN checklist DROP DEFAULT;
UPDATE journals.journals SET checklist = NULL WHERE checklist = '[]'::jsonb;

-- The publisher's pages: a journal page of the same slug overrides one; a journal without it shows the
-- publisher's at /journals/{journal}/{slug}.
CREATE TABLE journals.publisher_pages (
  slug       text PRIMARY KEY CHECK (slug ~ '^[a-z0-9-]{1,60}$'),
  title      text NOT NULL,
  body       text NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration

DROP TABLE journals.publisher_pages;
UPDATE journals.journals SET checklist = '[]'::jsonb WHERE checklist IS NULL;
ALTER TABLE journals.journals ALTER COLUMN checklist SET DEFAULT '[]', ALTER COLUMN checklist SET NOT NULL;
DROP TABLE journals.publisher_settings;
