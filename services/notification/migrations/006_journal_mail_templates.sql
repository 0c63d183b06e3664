-- Up Migration

-- Issue 29, item 9: a journal's own wording of a mail kind (subject and plain-text body with {{placeholders}}).
-- No row: the platform's default text. Owned here, where mails are rendered (docs/product-decisions.md).
CREATE TABLE notification.journal_mail_templates (
  journal_id text NOT NULL,
  kind       text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (journal_id, kind)
);

-- Down Migration
DROP TABLE IF EXISTS notification.journal_mail_templates;
