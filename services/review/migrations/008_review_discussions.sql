-- Up Migration

-- Issue 42 item 6: discussions on a submission. A thread is between the paper's editors and either its
-- submitting author (`participant` 'author') or one reviewer's invitation (`participant` 'reviewer',
-- `assignment_id` set), never both: the author and the reviewer never share a thread, so neither learns
-- the other's identity from it. `started_by` is the editor's address (shown to editors only).
CREATE TABLE review.discussion_threads (
  id            uuid PRIMARY KEY,
  submission_id uuid NOT NULL,
  participant   text NOT NULL CHECK (participant IN ('author', 'reviewer')),
  assignment_id uuid REFERENCES review.assignments (id),
  subject       text NOT NULL,
  started_by    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((participant = 'reviewer') = (assignment_id IS NOT NULL))
);
CREATE INDEX discussion_threads_submission_idx ON review.discussion_threads (submission_id, created_at);
CREATE INDEX discussion_threads_assignment_idx ON review.discussion_threads (assignment_id);

-- One message of a thread: who wrote it (`side`; `sender_email` an editor's address, null for the author
-- or the reviewer, whose identity the thread already fixes) and its body as written (plain text or
-- Markdown, rendered sanitized where it is shown).
CREATE TABLE review.discussion_messages (
  id           uuid PRIMARY KEY,
  thread_id    uuid NOT NULL REFERENCES review.discussion_threads (id) ON DELETE CASCADE,
  side         text NOT NULL CHECK (side IN ('editor', 'author', 'reviewer')),
  sender_email text,
  body         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX discussion_messages_thread_idx ON review.discussion_messages (thread_id, created_at);

-- Down Migration
DROP TABLE IF EXISTS review.discussion_messages;
DROP TABLE IF EXISTS review.discussion_threads;
