-- Up Migration

-- Issue 29, item 3: whom an editor mail goes to. A paper's handling editor, else its journal's editors
-- and managers; minus the kinds each person turned off. Kept from the events of the
-- notification.editor-mails group; `version` is the source aggregate's, so an older event changes nothing.
CREATE TABLE notification.journal_editors (
  journal_id  text NOT NULL,
  user_id     uuid NOT NULL,
  role        text NOT NULL CHECK (role IN ('manager', 'editor')),
  email       text NOT NULL,
  given_names text NOT NULL,
  family_name text NOT NULL,
  PRIMARY KEY (journal_id, user_id, role)
);

-- The latest version of each person's membership events (added and removed share it).
CREATE TABLE notification.editor_role_versions (
  user_id uuid PRIMARY KEY,
  version integer NOT NULL
);

CREATE TABLE notification.handling_editors (
  submission_id text PRIMARY KEY,
  user_id       uuid,
  name          text,
  email         text,
  assigned_at   timestamptz NOT NULL
);

CREATE TABLE notification.muted_editor_mails (
  user_id uuid PRIMARY KEY,
  email   text NOT NULL,
  kinds   text[] NOT NULL,
  version integer NOT NULL
);
CREATE INDEX muted_editor_mails_email_idx ON notification.muted_editor_mails (lower(email));

-- Each paper's journal and title, for the review events (they name neither the journal's id nor authors).
CREATE TABLE notification.editor_papers (
  submission_id text PRIMARY KEY,
  journal_id    text NOT NULL,
  paper_title   text NOT NULL,
  journal_name  text NOT NULL
);

-- Down Migration
DROP TABLE IF EXISTS notification.editor_papers;
DROP TABLE IF EXISTS notification.muted_editor_mails;
DROP TABLE IF EXISTS notification.handling_editors;
DROP TABLE IF EXISTS notification.editor_role_versions;
DROP TABLE IF EXISTS notification.journal_editors;
