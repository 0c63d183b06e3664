-- Up Migration

-- Issue 42 item 8: the supplementary files a published paper's article lists, as the submission service
-- announced them with the change to published (submission.status_changed.v1 supplementaryFiles). The
-- bytes stay in the submission service, which streams them for the public download.
CREATE TABLE publishing.article_supplementary_files (
  submission_id uuid NOT NULL,
  file_id       uuid NOT NULL,
  position      integer NOT NULL,
  name          text NOT NULL,
  file_size     bigint NOT NULL CHECK (file_size > 0),
  media_type    text NOT NULL,
  sha256        text NOT NULL,
  description   text NOT NULL DEFAULT '',
  PRIMARY KEY (submission_id, file_id)
);

-- Down Migration

DROP TABLE IF EXISTS publishing.article_supplementary_files;
