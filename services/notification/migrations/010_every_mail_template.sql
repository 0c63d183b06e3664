-- Up Migration

-- Issue 42, item 7: every mail has a template. A journal's rows are keyed by the template's key (the
-- status mail's key is `status-update`, no longer its kind's name); the site's own mails (password reset,
-- address verification) have a wording of the administrator's, one row per key.
UPDATE notification.journal_mail_templates SET kind = 'status-update' WHERE kind = 'status-change';

CREATE TABLE notification.site_mail_templates (
  key        text PRIMARY KEY,
  subject    text NOT NULL,
  body       text NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE IF EXISTS notification.site_mail_templates;
UPDATE notification.journal_mail_templates SET kind = 'status-change' WHERE kind = 'status-update';
