-- Up Migration

-- The public full text of an article is versioned apart from its production file. A newly chosen file
-- converts into productions.full_text (the draft the editors preview and the authors read as a proof);
-- readers see the newest row here, which changes only when the authors approve a proof, or while there is
-- nothing public to keep (the article is not published yet, or has never had a full text). Rows are never
-- deleted: an earlier text stays with its generation's images.
CREATE TABLE publishing.full_text_versions (
  submission_id uuid NOT NULL,
  generation    integer NOT NULL,
  full_text     jsonb NOT NULL,
  -- true once the authors approved this generation's proof
  approved      boolean NOT NULL,
  published_at  timestamptz NOT NULL,
  PRIMARY KEY (submission_id, generation)
);

-- What readers saw before this migration: every ready conversion was public.
INSERT INTO publishing.full_text_versions (submission_id, generation, full_text, approved, published_at)
SELECT submission_id, generation, full_text, proof_status = 'approved', COALESCE(converted_at, chosen_at)
  FROM publishing.productions
 WHERE status = 'ready' AND full_text IS NOT NULL;

-- Down Migration
DROP TABLE IF EXISTS publishing.full_text_versions;
