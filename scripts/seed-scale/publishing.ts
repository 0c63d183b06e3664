import type { Pool } from '@journal/db';
import { convertDocx } from '../../services/publishing/src/domain/fulltext/convert-docx';
import { makeArticleDocxFiles } from '@journal/testing';
import { uuidOf, type ScaleSizes } from './sizes';

/**
 * A typical research article (six sections, four figures, a table, footnotes and 40 references with
 * DOIs), written by python-docx and converted by the real conversion, as the articles bench does: the
 * full text of every generated article.
 */
async function typicalFullText(): Promise<string> {
  const spec = {
    name: 'typical',
    title: 'A typical article',
    sections: 6,
    paragraphs: 6,
    paragraphLength: 4,
    figures: 4,
    figureSize: 300,
    table: true,
    subsections: true,
    footnotes: 5,
    references: 40,
  };
  const docx = (await makeArticleDocxFiles([spec])).get(spec.name)!;
  return JSON.stringify((await convertDocx(docx)).fullText);
}

/**
 * The published papers as publishing holds them: the submissions' copy, the articles (with a galley key,
 * full text and its approved version), issues (issues / 10 per journal; the first journal's first issue
 * holds the first `bigIssueArticles` papers, the rest spread over the journal's other issues) and the
 * placements. Statistics gets its copy of the articles.
 */
export async function seedPublishing(pool: Pool, sizes: ScaleSizes): Promise<{ fullTextBytes: number }> {
  await pool.query(
    `INSERT INTO publishing.submissions (id, author_email, given_names, family_name, paper_title, abstract, keywords,
            journal_id, journal_name, status, submitted_at, accepted_at, changed_at, version, origin_known)
     SELECT s.id, s.author_email, s.given_names, s.family_name, s.paper_title, s.abstract, s.keywords, s.journal_id,
            j.name, s.status, s.submitted_at, s.submitted_at + interval '30 days', s.updated_at, s.version, true
       FROM submission.submissions s JOIN publishing.journals j ON j.slug = s.journal_id
      WHERE s.status IN ('accepted', 'published')`,
  );
  await pool.query(
    `INSERT INTO publishing.articles (id, doi, journal_id, journal_name, title, abstract, keywords, authors,
            received_at, accepted_at, published_at, modified_at, galley_key, galley_size, galley_uploaded_at,
            article_number)
     SELECT s.id, coalesce(j.doi_prefix, '10.5555') || '/' || j.doi_code || '.' || extract(year FROM s.changed_at)
              || '.' || lpad(n::text, 6, '0'),
            s.journal_id, s.journal_name, s.paper_title, s.abstract, s.keywords,
            jsonb_build_array(jsonb_build_object('givenNames', s.given_names, 'familyName', s.family_name,
              'affiliation', 'University of ' || s.family_name, 'orcid', null)),
            s.submitted_at, s.accepted_at, s.changed_at, s.changed_at, 'scale/galley.pdf', 250000, s.changed_at,
            lpad(n::text, 6, '0')
       FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM publishing.submissions WHERE status = 'published') s
       JOIN publishing.journals j ON j.slug = s.journal_id`,
  );
  const perJournal = Math.max(2, Math.round(sizes.issues / 10));
  await pool.query(
    `INSERT INTO publishing.issues (id, journal_id, volume, number, year, title, published_at)
     SELECT ${uuidOf(`'issue' || j.slug || '-' || k`)}, j.slug, 1 + (k - 1) / 4, 1 + (k - 1) % 4,
            extract(year FROM now())::int - ($1::int - k) / 4, 'Issue ' || k,
            now() - ($1::int - k) * interval '7 days'
       FROM publishing.journals j, generate_series(1, $1::int) AS k`,
    [perJournal],
  );
  // The first journal's first `big` papers (in submission order) fill its first issue.
  await pool.query(
    `WITH ranked AS (
       SELECT a.id, a.journal_id, row_number() OVER (PARTITION BY a.journal_id ORDER BY s.submitted_at, a.id) AS r,
              j.position = (SELECT min(position) FROM publishing.journals) AS first_journal
         FROM publishing.articles a JOIN publishing.journals j ON j.slug = a.journal_id
         JOIN submission.submissions s ON s.id = a.id),
     placed AS (
       SELECT id, journal_id,
              CASE WHEN first_journal AND r <= $2 THEN 1
                   WHEN first_journal THEN 2 + (r - $2) % ($1::int - 1)
                   ELSE 1 + r % $1::int END AS k
         FROM ranked)
     INSERT INTO publishing.placements (submission_id, issue_id, position, first_page, last_page)
     SELECT id, ${uuidOf(`'issue' || journal_id || '-' || k`)}, p, (p - 1) * 12 + 1, p * 12
       FROM (SELECT *, row_number() OVER (PARTITION BY journal_id, k ORDER BY id) AS p FROM placed) numbered`,
    [perJournal, sizes.bigIssueArticles],
  );
  const fullText = await typicalFullText();
  await pool.query(
    `INSERT INTO publishing.productions (submission_id, journal_id, generation, source_key, status, full_text,
            proof_status, chosen_by, chosen_at, converted_at)
     SELECT id, journal_id, 1, 'scale/typical.docx', 'ready', $1::jsonb, 'approved', 'editor@scale.example.org',
            published_at, published_at
       FROM publishing.articles`,
    [fullText],
  );
  await pool.query(
    `INSERT INTO publishing.full_text_versions (submission_id, generation, full_text, approved, published_at)
     SELECT submission_id, 1, full_text, true, chosen_at FROM publishing.productions`,
  );
  await pool.query(
    `INSERT INTO statistics.articles (id, journal_slug, journal_name, title, doi, authors, published_at, version)
     SELECT id::text, journal_id, journal_name, title, doi, authors, published_at, 1 FROM publishing.articles`,
  );
  return { fullTextBytes: fullText.length };
}
