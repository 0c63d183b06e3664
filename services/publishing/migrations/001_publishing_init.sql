-- Up Migration

-- What the publishing service knows of each submission, built from submission events (never from the
-- submission schema). `version` is the last submission version applied; `origin_known` tells whether
-- submitted_at came from submission.created (a later event that overtook it inserts a provisional date).
CREATE TABLE publishing.submissions (
  id            uuid PRIMARY KEY,
  author_email  text NOT NULL,
  given_names   text NOT NULL,
  family_name   text NOT NULL,
  paper_title   text NOT NULL,
  abstract      text NOT NULL DEFAULT '',
  keywords      text[] NOT NULL DEFAULT '{}',
  co_authors    jsonb NOT NULL DEFAULT '[]',
  journal_id    text NOT NULL,
  journal_name  text NOT NULL,
  status        text NOT NULL,
  submitted_at  timestamptz NOT NULL,
  accepted_at   timestamptz,
  changed_at    timestamptz NOT NULL,
  version       integer NOT NULL,
  origin_known  boolean NOT NULL
);

-- What the article search matches: title and author names weigh most, then keywords, then the abstract.
-- Author names use the 'simple' configuration (no stemming of names).
CREATE FUNCTION publishing.article_search_vector(title text, authors jsonb, keywords text[], abstract text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, title), 'A')
    || setweight(to_tsvector('simple'::regconfig, coalesce((SELECT string_agg((a->>'givenNames') || ' ' || (a->>'familyName'), ' ')
                                                   FROM jsonb_array_elements(authors) AS a), '')), 'A')
    || setweight(to_tsvector('english'::regconfig, array_to_string(keywords, ' ')), 'B')
    || setweight(to_tsvector('english'::regconfig, abstract), 'C')
$$;

-- Public articles. The id is the submission's id (stable, the same in every public route). A withdrawn
-- article keeps its row as a tombstone (withdrawn_at set): its page answers 410 and OAI-PMH reports it
-- deleted; the DOI stays with the article if it is published again.
CREATE TABLE publishing.articles (
  id            uuid PRIMARY KEY,
  doi           text NOT NULL UNIQUE,
  journal_id    text NOT NULL,
  journal_name  text NOT NULL,
  title         text NOT NULL,
  abstract      text NOT NULL,
  keywords      text[] NOT NULL,
  -- [{ givenNames, familyName, affiliation, orcid }] in citation order: the submitting author first.
  authors       jsonb NOT NULL,
  received_at   timestamptz NOT NULL,
  accepted_at   timestamptz,
  published_at  timestamptz NOT NULL,
  licence       text NOT NULL DEFAULT 'CC BY 4.0',
  withdrawn_at  timestamptz,
  -- Last change of anything public (metadata, withdrawal): sitemap lastmod, OAI-PMH datestamp, ETag.
  modified_at   timestamptz NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (publishing.article_search_vector(title, authors, keywords, abstract)) STORED
);
CREATE INDEX articles_search_idx ON publishing.articles USING gin (search_vector) WHERE withdrawn_at IS NULL;
CREATE INDEX articles_journal_published_idx ON publishing.articles (journal_id, published_at DESC, id)
  WHERE withdrawn_at IS NULL;
CREATE INDEX articles_published_idx ON publishing.articles (published_at DESC, id) WHERE withdrawn_at IS NULL;
-- OAI-PMH harvests by datestamp, deleted records included.
CREATE INDEX articles_modified_idx ON publishing.articles (modified_at, id);

-- The last DOI sequence number per journal abbreviation and year. Incremented in the transaction that
-- creates the article: the row lock serialises concurrent publications, and a rollback returns the
-- number, so sequences have neither gaps nor duplicates.
CREATE TABLE publishing.doi_counters (
  journal_code text NOT NULL,
  year         integer NOT NULL,
  last_value   integer NOT NULL,
  PRIMARY KEY (journal_code, year)
);

-- processed_events comes from @journal/events with the outbox (003_publishing_outbox.ts, ADR 0033).

-- Down Migration
DROP TABLE IF EXISTS publishing.doi_counters;
DROP TABLE IF EXISTS publishing.articles;
DROP TABLE IF EXISTS publishing.submissions;
DROP FUNCTION IF EXISTS publishing.article_search_vector(text, jsonb, text[], text);
