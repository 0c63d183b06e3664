import type { Queryable } from '@journal/db';
import { isUuid } from './ids';
import type { ArticleAuthor } from './article.types';

/** The metadata a proof shows: the article's when the paper is published, else the submission's. */
export interface ProofPaperRow {
  title: string;
  abstract: string;
  keywords: string[];
  authors: ArticleAuthor[];
  journalId: string;
  journalName: string;
  licence: string;
}

export async function findProofPaper(
  db: Queryable,
  submissionId: string,
): Promise<ProofPaperRow | undefined> {
  if (!isUuid(submissionId)) return undefined;
  const { rows } = await db.query<ProofPaperRow>(
    `SELECT COALESCE(a.title, s.paper_title) AS title, COALESCE(a.abstract, s.abstract) AS abstract,
            COALESCE(a.keywords, s.keywords) AS keywords,
            COALESCE(a.authors,
              jsonb_build_array(jsonb_build_object('givenNames', s.given_names, 'familyName', s.family_name,
                                                   'affiliation', s.author_affiliation, 'orcid', s.author_orcid))
              || COALESCE((SELECT jsonb_agg(jsonb_build_object('givenNames', c->>'givenNames',
                                   'familyName', c->>'familyName', 'affiliation', c->>'affiliation',
                                   'orcid', c->>'orcid'))
                             FROM jsonb_array_elements(s.co_authors) c), '[]'::jsonb)) AS authors,
            s.journal_id AS "journalId", s.journal_name AS "journalName",
            COALESCE(a.licence, s.prepared_licence, 'CC BY 4.0') AS licence
       FROM publishing.submissions s LEFT JOIN publishing.articles a ON a.id = s.id
      WHERE s.id = $1`,
    [submissionId],
  );
  return rows[0];
}
