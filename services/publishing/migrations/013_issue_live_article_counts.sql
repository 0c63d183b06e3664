-- Up Migration

-- Issue 30: each issue's live (placed, published, not withdrawn) articles, kept in the same transaction as
-- every placement and article change, so the public issue list reads one column instead of counting every
-- placement of the journal on each request.
--
-- A count depends on two tables written by different transactions (a placement by the placement route, an
-- article by the publishing consumer). Each trigger first takes a transaction lock on the journal's counts,
-- then reads the other table: under READ COMMITTED each statement of the function takes a new snapshot, so
-- the second of two concurrent writers waits for the first to commit and then sees its row. Without the
-- lock a placement and a publication committed at the same moment would each miss the other. Article
-- writers share the lock (a batch of publications takes it once per journal, and never waits for another
-- batch); a placement takes it alone, for the moment its statement and transaction last. Whoever also
-- writes the article row (placePaper's modified_at) does so first, in a statement of its own; the issues'
-- rows are locked last, a move's two in id order.
ALTER TABLE publishing.issues ADD COLUMN live_article_count integer NOT NULL DEFAULT 0;

UPDATE publishing.issues i SET live_article_count = live.n
  FROM (SELECT p.issue_id, count(*)::int AS n FROM publishing.placements p
          JOIN publishing.articles a ON a.id = p.submission_id AND a.withdrawn_at IS NULL
         GROUP BY p.issue_id) live
 WHERE live.issue_id = i.id;

CREATE FUNCTION publishing.lock_issue_counts(journal text, alone boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key bigint := hashtextextended('publishing.issue_live_article_count:' || journal, 0);
BEGIN
  IF alone THEN
    PERFORM pg_advisory_xact_lock(key);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(key);
  END IF;
END
$$;

CREATE FUNCTION publishing.count_placements() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paper uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.submission_id ELSE NEW.submission_id END;
  issue uuid;
  delta integer;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.issue_id = NEW.issue_id THEN
    RETURN NULL;
  END IF;
  PERFORM publishing.lock_issue_counts(
    (SELECT journal_id FROM publishing.issues
      WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.issue_id ELSE NEW.issue_id END), true);
  IF NOT EXISTS (SELECT 1 FROM publishing.articles WHERE id = paper AND withdrawn_at IS NULL) THEN
    RETURN NULL;
  END IF;
  -- A move locks its two issues in id order, so two papers moved the opposite ways cannot deadlock.
  FOR issue, delta IN
    SELECT moved.issue, moved.delta FROM (VALUES
      (CASE WHEN TG_OP <> 'INSERT' THEN OLD.issue_id END, -1),
      (CASE WHEN TG_OP <> 'DELETE' THEN NEW.issue_id END, 1)) AS moved (issue, delta)
     WHERE moved.issue IS NOT NULL ORDER BY moved.issue
  LOOP
    UPDATE publishing.issues SET live_article_count = live_article_count + delta WHERE id = issue;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE FUNCTION publishing.count_live_articles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paper uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  was_live boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.withdrawn_at IS NULL;
  is_live boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.withdrawn_at IS NULL;
BEGIN
  IF was_live = is_live THEN
    RETURN NULL;
  END IF;
  PERFORM publishing.lock_issue_counts(CASE WHEN TG_OP = 'DELETE' THEN OLD.journal_id ELSE NEW.journal_id END, false);
  UPDATE publishing.issues i SET live_article_count = live_article_count + CASE WHEN is_live THEN 1 ELSE -1 END
    FROM publishing.placements p WHERE p.submission_id = paper AND i.id = p.issue_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER placements_live_count AFTER INSERT OR DELETE OR UPDATE OF issue_id ON publishing.placements
  FOR EACH ROW EXECUTE FUNCTION publishing.count_placements();
CREATE TRIGGER articles_issue_live_count AFTER INSERT OR DELETE OR UPDATE OF withdrawn_at ON publishing.articles
  FOR EACH ROW EXECUTE FUNCTION publishing.count_live_articles();

-- Down Migration
DROP TRIGGER IF EXISTS articles_issue_live_count ON publishing.articles;
DROP TRIGGER IF EXISTS placements_live_count ON publishing.placements;
DROP FUNCTION IF EXISTS publishing.count_live_articles();
DROP FUNCTION IF EXISTS publishing.count_placements();
DROP FUNCTION IF EXISTS publishing.lock_issue_counts(text, boolean);
ALTER TABLE publishing.issues DROP COLUMN IF EXISTS live_article_count;
