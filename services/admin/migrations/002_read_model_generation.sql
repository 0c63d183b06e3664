-- Up Migration

-- The read model's generation: bumped in the same transaction as any change to admin.submissions, so the
-- listing may reuse a count of a search or date range while the generation it was counted at is current
-- (paging through one search counts it once). A statement trigger: one bump per statement, not per row.
CREATE TABLE admin.read_model_generation (
  singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  generation bigint NOT NULL
);
INSERT INTO admin.read_model_generation (singleton, generation) VALUES (true, 0);

CREATE FUNCTION admin.bump_read_model_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE admin.read_model_generation SET generation = generation + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER submissions_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admin.submissions
  FOR EACH STATEMENT EXECUTE FUNCTION admin.bump_read_model_generation();

-- Down Migration
DROP TRIGGER IF EXISTS submissions_generation ON admin.submissions;
DROP FUNCTION IF EXISTS admin.bump_read_model_generation();
DROP TABLE IF EXISTS admin.read_model_generation;
