-- Up Migration

-- The journals submissions may go to (issue 28, ADR 0032): a read model of the journals service's
-- journal_created / journal_updated events (group submission.journals). The rows below are SPEC.md's ten
-- journals at version 0, so a fresh install accepts submissions before the first event arrives; the
-- journals service's seed events (version 1) and every later change overwrite them.
CREATE TABLE submission.journals (
  slug                  text PRIMARY KEY,
  name                  text NOT NULL,
  icon                  text NOT NULL,
  accepting_submissions boolean NOT NULL DEFAULT true,
  position              integer NOT NULL,
  version               integer NOT NULL DEFAULT 0
);
CREATE INDEX journals_lower_name_idx ON submission.journals (lower(name));

INSERT INTO submission.journals (slug, name, icon, position) VALUES
  ('civil-engineering', 'Civil Engineering', '🏗️', 1),
  ('mechanical-engineering', 'Mechanical Engineering', '⚙️', 2),
  ('electronics-engineering', 'Electronics Engineering', '📡', 3),
  ('electrical-engineering', 'Electrical Engineering', '⚡', 4),
  ('computer-science-engineering', 'Computer Science & Engineering', '💻', 5),
  ('applied-science', 'Applied Science', '🔬', 6),
  ('ai-ml-data-science', 'AI, ML & Data Science', '🤖', 7),
  ('law-social-science', 'Law & Social Science', '⚖️', 8),
  ('education', 'Education', '🎓', 9),
  ('management', 'Management', '📊', 10);

-- Down Migration
DROP TABLE IF EXISTS submission.journals;
