-- Up Migration

-- Issue 29: the editorial workflow.
-- The handling editor of a paper (item 1): an editor or manager of its journal, named and addressed as the
-- submission service's author projection knew them when assigned; all null while the journal's editors share it.
ALTER TABLE submission.submissions
  ADD COLUMN handling_editor_id    uuid,
  ADD COLUMN handling_editor_name  text,
  ADD COLUMN handling_editor_email text;

-- Item 6: a status change that skipped peer review (the administrator's dropdown to accepted or published
-- with no accept decision recorded) says so, and an unpublish keeps its kind and reason (the 410 notice).
ALTER TABLE submission.status_history
  ADD COLUMN without_review    boolean NOT NULL DEFAULT false,
  ADD COLUMN retraction_kind   text CHECK (retraction_kind IN ('retraction', 'withdrawal')),
  ADD COLUMN retraction_reason text CHECK (char_length(retraction_reason) BETWEEN 1 AND 2000);

-- Down Migration
ALTER TABLE submission.status_history
  DROP COLUMN IF EXISTS retraction_reason,
  DROP COLUMN IF EXISTS retraction_kind,
  DROP COLUMN IF EXISTS without_review;
ALTER TABLE submission.submissions
  DROP COLUMN IF EXISTS handling_editor_email,
  DROP COLUMN IF EXISTS handling_editor_name,
  DROP COLUMN IF EXISTS handling_editor_id;
