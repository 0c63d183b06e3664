-- Up Migration

-- Authors as identity last told us (registration and profile events), so a submission never waits on
-- a call to identity for the author's names. `version` is the identity user's aggregate version.
CREATE TABLE submission.authors (
  user_id     uuid PRIMARY KEY,
  email       text NOT NULL,
  given_names text NOT NULL,
  family_name text NOT NULL,
  version     integer NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE submission.submissions (
  id                 uuid PRIMARY KEY,
  author_id          uuid NOT NULL,
  author_email       text NOT NULL,
  given_names        text NOT NULL,
  family_name        text NOT NULL,
  journal_id         text NOT NULL,
  paper_title        text NOT NULL CHECK (char_length(paper_title) BETWEEN 1 AND 500),
  file_key           text UNIQUE,
  file_size          bigint CHECK (file_size >= 0),
  file_type          text,
  file_original_name text,
  status             text NOT NULL DEFAULT 'submitted'
                     CHECK (status IN ('submitted', 'under_review', 'accepted', 'rejected', 'published')),
  submitted_at       timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  version            integer NOT NULL DEFAULT 1,
  -- the file columns are all set or all null
  CHECK ((file_key IS NULL) = (file_size IS NULL)
     AND (file_key IS NULL) = (file_type IS NULL)
     AND (file_key IS NULL) = (file_original_name IS NULL))
);
CREATE INDEX submissions_author_idx ON submission.submissions (author_id, submitted_at DESC, id DESC);

-- Every status a submission went through: the initial one (from_status NULL) and each change.
CREATE TABLE submission.status_history (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submission.submissions (id) ON DELETE CASCADE,
  from_status   text,
  to_status     text NOT NULL,
  changed_by    text NOT NULL,
  changed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX status_history_submission_idx ON submission.status_history (submission_id, id);

-- The outbox and processed_events tables come from @journal/events (002_outbox_dead_letters.ts, ADR 0033).

-- Down Migration
DROP TABLE IF EXISTS submission.status_history;
DROP TABLE IF EXISTS submission.submissions;
DROP TABLE IF EXISTS submission.authors;
