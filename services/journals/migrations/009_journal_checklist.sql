-- Up Migration

-- A journal's submission checklist (issue 42, item 8): [{ id, text }] in order, ticked by the author at
-- submission. Seeded empty, so SPEC's submission form stays as it is until a manager adds items.
ALTER TABLE journals.journals
  ADD COLUMN checklist jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(checklist) = 'array');

-- Down Migration

ALTER TABLE journals.journals DROP COLUMN checklist;
