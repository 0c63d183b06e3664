-- Up Migration

-- A journal's own pages (issue 41): Markdown written by its managers, shown as tabs of its landing page at
-- /journals/{journal}/{slug}. They go with their journal.
CREATE TABLE journals.journal_pages (
  journal_slug text NOT NULL REFERENCES journals.journals (slug) ON DELETE CASCADE,
  slug         text NOT NULL CHECK (slug ~ '^[a-z0-9-]{1,60}$'),
  title        text NOT NULL,
  body         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (journal_slug, slug)
);

-- Down Migration

DROP TABLE journals.journal_pages;
