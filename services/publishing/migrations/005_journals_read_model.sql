-- Up Migration

-- The journals articles belong to (issue 28, ADR 0032): a read model of the journals service's
-- journal_created / journal_updated events (group publishing.journals), for DOIs (doi_code and
-- doi_prefix at minting time), OAI-PMH sets, feeds, the sitemap and every title shown to indexers. The
-- rows below are SPEC.md's ten journals at version 0 (doi_prefix NULL: the site's DOI_PREFIX), so a
-- fresh install serves and mints before the first event arrives; the journals service's seed events
-- (version 1) and every later change overwrite them.
CREATE TABLE publishing.journals (
  slug         text PRIMARY KEY,
  name         text NOT NULL,
  full_title   text NOT NULL,
  abbreviation text NOT NULL,
  doi_code     text NOT NULL,
  doi_prefix   text,
  issn_print   text,
  issn_online  text,
  position     integer NOT NULL,
  version      integer NOT NULL DEFAULT 0
);

INSERT INTO publishing.journals (slug, name, full_title, abbreviation, doi_code, position) VALUES
  ('civil-engineering', 'Civil Engineering', 'Lumina Journal of Civil Engineering', 'LJCE', 'ce', 1),
  ('mechanical-engineering', 'Mechanical Engineering', 'Lumina Journal of Mechanical Engineering', 'LJME', 'me', 2),
  ('electronics-engineering', 'Electronics Engineering', 'Lumina Journal of Electronics Engineering', 'LJEE', 'ece', 3),
  ('electrical-engineering', 'Electrical Engineering', 'Lumina Journal of Electrical Engineering', 'LJEE-E', 'ee', 4),
  ('computer-science-engineering', 'Computer Science & Engineering', 'Lumina Journal of Computer Science & Engineering', 'LJCSE', 'cse', 5),
  ('applied-science', 'Applied Science', 'Lumina Journal of Applied Science', 'LJAS', 'as', 6),
  ('ai-ml-data-science', 'AI, ML & Data Science', 'Lumina Journal of Artificial Intelligence, Machine Learning & Data Science', 'LJAIMLDS', 'aiml', 7),
  ('law-social-science', 'Law & Social Science', 'Lumina Journal of Law & Social Science', 'LJLSS', 'lss', 8),
  ('education', 'Education', 'Lumina Journal of Education', 'LJE', 'edu', 9),
  ('management', 'Management', 'Lumina Journal of Management', 'LJM', 'mgmt', 10);

-- Down Migration
DROP TABLE IF EXISTS publishing.journals;
