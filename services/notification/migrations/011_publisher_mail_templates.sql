-- Up Migration

-- Issue 44, item 3: the publisher's wording of a journal mail's template, inherited by every journal that has
-- no row of its own in journal_mail_templates. Read at send time (no copies), so an edit reaches every
-- inheriting journal at once. No row: the built-in text.
CREATE TABLE notification.publisher_mail_templates (
  key        text PRIMARY KEY,
  subject    text NOT NULL,
  body       text NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE IF EXISTS notification.publisher_mail_templates;
