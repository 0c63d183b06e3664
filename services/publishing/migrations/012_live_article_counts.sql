-- Up Migration

-- Issue 30: live (not withdrawn) articles per journal, kept by triggers in the same transaction as every
-- article change, so the archive's total (`/api/articles` without a query, year or keyword) never counts
-- 100,000 rows on each page (the pattern of admin.submission_counts).
CREATE TABLE publishing.live_article_counts (
  journal_id text PRIMARY KEY,
  count      bigint NOT NULL
);

INSERT INTO publishing.live_article_counts (journal_id, count)
  SELECT journal_id, count(*) FROM publishing.articles WHERE withdrawn_at IS NULL GROUP BY journal_id;

CREATE FUNCTION publishing.track_live_article_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.withdrawn_at IS NULL THEN
    UPDATE publishing.live_article_counts SET count = count - 1 WHERE journal_id = OLD.journal_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.withdrawn_at IS NULL THEN
    INSERT INTO publishing.live_article_counts AS c (journal_id, count) VALUES (NEW.journal_id, 1)
      ON CONFLICT (journal_id) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER articles_live_count_insert_delete AFTER INSERT OR DELETE ON publishing.articles
  FOR EACH ROW EXECUTE FUNCTION publishing.track_live_article_counts();
CREATE TRIGGER articles_live_count_update AFTER UPDATE OF journal_id, withdrawn_at ON publishing.articles
  FOR EACH ROW WHEN (OLD.journal_id IS DISTINCT FROM NEW.journal_id
                     OR (OLD.withdrawn_at IS NULL) IS DISTINCT FROM (NEW.withdrawn_at IS NULL))
  EXECUTE FUNCTION publishing.track_live_article_counts();

-- Down Migration
DROP TRIGGER IF EXISTS articles_live_count_update ON publishing.articles;
DROP TRIGGER IF EXISTS articles_live_count_insert_delete ON publishing.articles;
DROP FUNCTION IF EXISTS publishing.track_live_article_counts();
DROP TABLE IF EXISTS publishing.live_article_counts;
