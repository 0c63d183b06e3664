import type { Pool } from '@journal/db';
import { emailOf, familyOf, givenOf, INTERESTS } from './identity';
import { idOf, type ScaleSizes } from './sizes';

/**
 * Submission n: published for n <= articles (the first `bigIssueArticles` in the first journal, which
 * holds the big issue), otherwise by n % 10: submitted 30 %, under review 30 %, accepted 10 %,
 * rejected 20 %, withdrawn 10 %. Its author is user 1 + (n * 7) % users. Submitted 61 days to two years
 * ago (a published one 60 days later).
 */
const PICKS = `
  SELECT n, ${idOf('sub', 'n')} AS id, 1 + (n * 7) % $2 AS author,
         CASE WHEN n <= $4 THEN 1 ELSE 1 + n % 10 END AS j,
         CASE WHEN n <= $3 THEN 'published'
              ELSE (ARRAY['submitted','submitted','submitted','under_review','under_review','under_review',
                          'accepted','rejected','rejected','withdrawn'])[1 + n % 10] END AS status,
         now() - interval '61 days' - ((n * 7919) % 669) * interval '1 day' - (n % 86400) * interval '1 second' AS at
    FROM generate_series(1, $1::int) AS n`;

const TITLE = `(ARRAY['A Study of','Advances in','Towards','Rethinking','An Analysis of','Optimising','Modelling'])[1 + n % 7]
  || ' ' || initcap(${INTERESTS}[1 + (n / 7) % 15]) || ' ' || n`;

/** The submission service's papers and their status histories, then the admin service's read model. */
export async function seedSubmissions(pool: Pool, sizes: ScaleSizes): Promise<void> {
  const params = [sizes.submissions, sizes.users, sizes.articles, sizes.bigIssueArticles];
  await pool.query(
    `WITH journals AS (SELECT array_agg(slug ORDER BY position) AS slug FROM submission.journals)
     INSERT INTO submission.submissions (id, author_id, author_email, given_names, family_name, journal_id,
            paper_title, abstract, keywords, status, submitted_at, updated_at, file_key, file_size, file_type,
            file_original_name, checklist_confirmed)
     SELECT id, ${idOf('user', 'author')}, ${emailOf('author')}, ${givenOf('author')}, ${familyOf('author')},
            journals.slug[j], ${TITLE},
            'We study ' || ${INTERESTS}[1 + (n / 7) % 15] || ' with data from ' || n || ' experiments, and report '
              || 'what the measurements show about ' || ${INTERESTS}[1 + n % 15] || '.',
            ARRAY[${INTERESTS}[1 + (n / 7) % 15], ${INTERESTS}[1 + n % 15]], status, at,
            CASE WHEN status = 'published' THEN at + interval '60 days' ELSE at + interval '20 days' END,
            'scale/manuscript-' || n || '.docx', 40000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'manuscript.docx', '[]'
       FROM (${PICKS}) picks, journals`,
    params,
  );
  // Every paper's path to its status, one row a step (the history the editorial page shows).
  await pool.query(
    `INSERT INTO submission.status_history (submission_id, from_status, to_status, changed_by, changed_at)
     SELECT s.id, step.from_status, step.to_status, CASE WHEN step.i = 1 THEN s.author_email ELSE 'editor@scale.example.org' END,
            s.submitted_at + (step.i - 1) * interval '10 days'
       FROM submission.submissions s,
            LATERAL unnest(
              CASE s.status WHEN 'submitted' THEN ARRAY[NULL]::text[]
                            WHEN 'withdrawn' THEN ARRAY[NULL, 'submitted']
                            WHEN 'under_review' THEN ARRAY[NULL, 'submitted']
                            WHEN 'published' THEN ARRAY[NULL, 'submitted', 'under_review', 'accepted']
                            ELSE ARRAY[NULL, 'submitted', 'under_review'] END,
              CASE s.status WHEN 'submitted' THEN ARRAY['submitted']
                            WHEN 'withdrawn' THEN ARRAY['submitted', 'withdrawn']
                            WHEN 'under_review' THEN ARRAY['submitted', 'under_review']
                            WHEN 'published' THEN ARRAY['submitted', 'under_review', 'accepted', 'published']
                            ELSE ARRAY['submitted', 'under_review', s.status] END)
              WITH ORDINALITY AS step(from_status, to_status, i)`,
  );
  await seedAdminReadModel(pool);
}

/**
 * The admin service's read model of the same papers, as its consumers would have built it. As the listing
 * bench does, the per-row count triggers are off during the load and the counts computed once.
 */
async function seedAdminReadModel(pool: Pool): Promise<void> {
  await pool.query('ALTER TABLE admin.submissions DISABLE TRIGGER USER');
  await pool.query(
    `INSERT INTO admin.submissions (id, author_id, email, given_names, family_name, paper_title, journal_id,
            journal_name, journal_icon, status, has_file, file_extension, submitted_at, updated_at, version,
            author_version, origin_known, abstract, keywords)
     SELECT s.id, s.author_id, s.author_email, s.given_names, s.family_name, s.paper_title, s.journal_id, j.name,
            j.icon, s.status, true, 'docx', s.submitted_at, s.updated_at, s.version, 1, true, s.abstract, s.keywords
       FROM submission.submissions s JOIN submission.journals j ON j.slug = s.journal_id`,
  );
  await pool.query('ALTER TABLE admin.submissions ENABLE TRIGGER USER');
  await pool.query(
    `INSERT INTO admin.submission_counts AS c (journal_id, status, count)
     SELECT journal_id, status, count(*) FROM admin.submissions GROUP BY 1, 2
     ON CONFLICT (journal_id, status) DO UPDATE SET count = excluded.count`,
  );
  await pool.query(`UPDATE admin.read_model_generation SET generation = generation + 1`);
  await pool.query(
    `INSERT INTO admin.analytics_submissions (submission_id, journal_id, submitted_at, published_at)
     SELECT id, journal_id, submitted_at, CASE WHEN status = 'published' THEN updated_at END
       FROM submission.submissions`,
  );
  await pool.query(
    `INSERT INTO admin.analytics_decisions (source, source_id, submission_id, kind, decided_at)
     SELECT 'status', h.id::text, h.submission_id, CASE h.to_status WHEN 'accepted' THEN 'accept' ELSE 'reject' END,
            h.changed_at
       FROM submission.status_history h WHERE h.to_status IN ('accepted', 'rejected')`,
  );
}
