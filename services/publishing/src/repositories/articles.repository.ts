import type { PoolClient } from '@journal/db';
import { adoptPreparation } from './publication-preparation.repository';
import type { ArticleAuthor, WithdrawalNotice } from './article.types';
import { formatDoi } from './doi';
import { formatArticleNumber } from './issue.types';
import { doiSettingsOf } from './journals.repository';
import type { StoredSubmission } from './submission-state.repository';

/** The article's public metadata as a submission state gives it (authors in citation order). */
export function articleMetadataOf(s: StoredSubmission) {
  const authors: ArticleAuthor[] = [
    {
      givenNames: s.givenNames,
      familyName: s.familyName,
      affiliation: s.authorAffiliation,
      orcid: s.authorOrcid,
      ...(s.authorRorId ? { rorId: s.authorRorId } : {}),
    },
    ...s.coAuthors.map((c) => ({
      givenNames: c.givenNames,
      familyName: c.familyName,
      affiliation: c.affiliation,
      orcid: c.orcid,
      ...(c.rorId ? { rorId: c.rorId } : {}),
    })),
  ];
  return {
    id: s.id,
    journalId: s.journalId,
    journalName: s.journalName,
    sectionId: s.sectionId,
    title: s.paperTitle,
    abstract: s.abstract,
    keywords: s.keywords,
    authors,
    funding: s.funding ?? [],
    dataAvailability: s.dataAvailability ?? '',
    receivedAt: s.submittedAt,
    acceptedAt: s.acceptedAt,
  };
}
export type ArticleMetadata = ReturnType<typeof articleMetadataOf>;

/** A publication in a journal the service has not heard of yet: thrown so the bus delivers it again. */
export class JournalNotKnownError extends Error {
  constructor(journalId: string) {
    super(`journal "${journalId}" is not known to the publishing service yet; its event will follow`);
    this.name = 'JournalNotKnownError';
  }
}

/**
 * Makes the article public: the first publication mints the DOI with the journal's DOI code and prefix
 * as they are now (the code-year counter row is incremented in this transaction; `doiPrefix` is the
 * site's, for a journal whose own the service has not learnt yet), a later one restores a withdrawn
 * article with its DOI, which never changes; the metadata is refreshed either way. Returns the DOI, and whether the article became public just now
 * (false for a metadata refresh of an article already live).
 */
export async function publishArticle(
  client: PoolClient,
  m: ArticleMetadata,
  publishedAt: Date,
  doiPrefix: string,
): Promise<{ doi: string; becamePublic: boolean }> {
  const existing = await client.query<{ doi: string; withdrawn: boolean }>(
    'SELECT doi, withdrawn_at IS NOT NULL AS withdrawn FROM publishing.articles WHERE id = $1 FOR UPDATE',
    [m.id],
  );
  const metadata = [
    m.id,
    m.journalId,
    m.journalName,
    m.title,
    m.abstract,
    m.keywords,
    JSON.stringify(m.authors),
    m.sectionId,
    JSON.stringify(m.funding),
    m.dataAvailability,
  ];
  if (existing.rows[0]) {
    await client.query(
      `UPDATE publishing.articles SET journal_id = $2, journal_name = $3, title = $4, abstract = $5, keywords = $6,
          authors = $7::jsonb, section_id = $8, funding = $9::jsonb, data_availability = $10,
          accepted_at = COALESCE($11, accepted_at), withdrawn_at = NULL, modified_at = now()
        WHERE id = $1`,
      [...metadata, m.acceptedAt],
    );
    return { doi: existing.rows[0].doi, becamePublic: existing.rows[0].withdrawn };
  }
  const journal = await doiSettingsOf(client, m.journalId);
  if (!journal) throw new JournalNotKnownError(m.journalId);
  const code = journal.doiCode;
  const year = publishedAt.getUTCFullYear();
  const counter = await client.query<{ last_value: number }>(
    `INSERT INTO publishing.doi_counters AS c (journal_code, year, last_value) VALUES ($1, $2, 1)
     ON CONFLICT (journal_code, year) DO UPDATE SET last_value = c.last_value + 1
     RETURNING last_value`,
    [code, year],
  );
  const doi = formatDoi(journal.doiPrefix ?? doiPrefix, code, year, counter.rows[0]!.last_value);
  const articleNumber =
    journal.publicationModel === 'continuous' ? await nextArticleNumber(client, m.journalId, year) : null;
  await client.query(
    `INSERT INTO publishing.articles (id, journal_id, journal_name, title, abstract, keywords, authors,
        section_id, funding, data_availability, accepted_at, received_at, published_at, doi, article_number,
        modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, now())`,
    [...metadata, m.acceptedAt, m.receivedAt, publishedAt, doi, articleNumber],
  );
  await adoptPreparation(client, m.id);
  return { doi, becamePublic: true };
}

/**
 * A continuous journal's next article number of the year (issue 30), from a counter row incremented in
 * the publishing transaction: the row lock orders concurrent publications, a rollback returns the number.
 */
async function nextArticleNumber(client: PoolClient, journalId: string, year: number): Promise<string> {
  const { rows } = await client.query<{ last_value: number }>(
    `INSERT INTO publishing.article_number_counters AS c (journal_id, year, last_value) VALUES ($1, $2, 1)
     ON CONFLICT (journal_id, year) DO UPDATE SET last_value = c.last_value + 1
     RETURNING last_value`,
    [journalId, year],
  );
  return formatArticleNumber(year, rows[0]!.last_value);
}

/**
 * Leaves a tombstone: the row stays (410 page, OAI-PMH deleted record), hidden from every listing; an
 * editor's retraction or withdrawal (issue 29) leaves its kind and reason for the notice.
 */
export async function withdrawArticle(
  client: PoolClient,
  id: string,
  notice?: WithdrawalNotice,
): Promise<void> {
  await client.query(
    `UPDATE publishing.articles
        SET withdrawn_at = now(), modified_at = now(), withdrawal_kind = $2, withdrawal_reason = $3
      WHERE id = $1 AND withdrawn_at IS NULL`,
    [id, notice?.kind ?? null, notice?.reason ?? null],
  );
}

/**
 * Keeps an existing article's dates right when events arrive out of order: the submission time (once
 * submission.created is seen), the acceptance, and the earliest publication (`latePublication`: the
 * time of a late status change to published).
 */
export async function correctArticleDates(
  client: PoolClient,
  s: StoredSubmission,
  latePublication: Date | null,
): Promise<void> {
  await client.query(
    // modified_at moves only when a date did: the page cache and OAI-PMH datestamps follow it.
    `UPDATE publishing.articles SET received_at = $2, accepted_at = COALESCE($3, accepted_at),
        published_at = LEAST(published_at, COALESCE($4, published_at)),
        modified_at = CASE
          WHEN (received_at, accepted_at, published_at)
               IS DISTINCT FROM ($2, COALESCE($3, accepted_at), LEAST(published_at, COALESCE($4, published_at)))
          THEN now() ELSE modified_at END
      WHERE id = $1`,
    [s.id, s.submittedAt, s.acceptedAt, latePublication],
  );
}

/** What publishing.article_changed.v1 carries of an article, with the submission version it came from. */
export interface ArticleSnapshotRow {
  id: string;
  journalSlug: string;
  journalName: string;
  title: string;
  doi: string;
  authors: { givenNames: string; familyName: string; affiliation: string | null; orcid: string | null }[];
  publishedAt: Date;
  licence: string;
  withdrawnAt: Date | null;
  withdrawalKind: 'retraction' | 'withdrawal' | null;
  withdrawalReason: string | null;
  version: number;
}

/** The articles of these submissions as they are now in the caller's transaction (absent ones left out). */
export async function articleSnapshots(
  client: PoolClient,
  ids: readonly string[],
): Promise<ArticleSnapshotRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await client.query<ArticleSnapshotRow>(
    `SELECT a.id::text AS id, a.journal_id AS "journalSlug", a.journal_name AS "journalName", a.title, a.doi,
            a.authors, a.published_at AS "publishedAt", a.licence, a.withdrawn_at AS "withdrawnAt",
            a.withdrawal_kind AS "withdrawalKind", a.withdrawal_reason AS "withdrawalReason",
            coalesce(s.version, 0) AS version
       FROM publishing.articles a LEFT JOIN publishing.submissions s ON s.id = a.id
      WHERE a.id = ANY($1::uuid[]) ORDER BY a.id`,
    [ids],
  );
  return rows;
}
