import type { Queryable } from '@journal/db';
import { findProofPaper } from '../../repositories/proof-paper.repository';
import { authorJson } from '../article.json';
import { licenceUrl } from '../licences';

/**
 * What the proof page shows above the full text: the metadata the article will be published with, in the
 * article API's own spelling (snake_case authors, licence and its URL) so the SPA renders it with the
 * article page's components. Undefined for an id that names no paper.
 */
export async function proofPaperJson(db: Queryable, submissionId: string) {
  const paper = await findProofPaper(db, submissionId);
  if (!paper) return undefined;
  return {
    title: paper.title,
    abstract: paper.abstract,
    keywords: paper.keywords,
    authors: paper.authors.map(authorJson),
    journal: { id: paper.journalId, name: paper.journalName },
    licence: paper.licence,
    licence_url: licenceUrl(paper.licence),
  };
}
export type ProofPaperJson = NonNullable<Awaited<ReturnType<typeof proofPaperJson>>>;
