-- Up Migration

-- What this service knows of the publishing service's articles and the journals service's journals
-- (ADR 0040): the names usage reports and the most-read list give, and which articles are public. Built
-- from publishing.article_changed.v1 (group statistics.articles) and the journals' state events (group
-- statistics.journals), never from another schema at run time. The rows that exist when this service
-- first migrates (its articles published before it existed, the journals publishing knows) are copied
-- once here, at their versions, so every later event applies on top of them. Publishing's migrations run
-- before this one (migrate-all.ts), so its tables exist on every database.
CREATE TABLE statistics.articles (
  id                text PRIMARY KEY,
  journal_slug      text NOT NULL,
  journal_name      text NOT NULL,
  title             text NOT NULL,
  doi               text NOT NULL,
  authors           jsonb NOT NULL DEFAULT '[]',
  published_at      timestamptz NOT NULL,
  withdrawn_at      timestamptz,
  withdrawal_kind   text CHECK (withdrawal_kind IN ('retraction', 'withdrawal')),
  withdrawal_reason text,
  version           integer NOT NULL DEFAULT 0
);
CREATE INDEX articles_journal_slug ON statistics.articles (journal_slug);

CREATE TABLE statistics.journals (
  slug        text PRIMARY KEY,
  name        text NOT NULL,
  full_title  text NOT NULL,
  issn_print  text,
  issn_online text,
  position    integer NOT NULL,
  version     integer NOT NULL DEFAULT 0
);

DO $$
BEGIN
  IF to_regclass('publishing.articles') IS NOT NULL THEN
    INSERT INTO statistics.articles (id, journal_slug, journal_name, title, doi, authors, published_at,
                                     withdrawn_at, withdrawal_kind, withdrawal_reason, version)
      SELECT a.id::text, a.journal_id, a.journal_name, a.title, a.doi, a.authors, a.published_at,
             a.withdrawn_at, a.withdrawal_kind, a.withdrawal_reason, coalesce(s.version, 0)
        FROM publishing.articles a LEFT JOIN publishing.submissions s ON s.id = a.id;
  END IF;
  IF to_regclass('publishing.journals') IS NOT NULL THEN
    INSERT INTO statistics.journals (slug, name, full_title, issn_print, issn_online, position, version)
      SELECT slug, name, full_title, issn_print, issn_online, position, version FROM publishing.journals;
  END IF;
END
$$;

-- Down Migration

DROP TABLE statistics.journals;
DROP TABLE statistics.articles;
