import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { CrossrefDepositSettings } from '../config';
import type { PublicLinks } from '../public-links';
import { findArticle } from '../repositories/article-reads.repository';
import { claimDeposit, recordDepositOutcome } from '../repositories/crossref-deposits.repository';
import { JobGivenUpError, type JobHandler } from '@journal/jobs';
import { crossrefDepositXml, type Depositor } from '../domain/crossref-deposit.xml';
import { publicFullTextOf } from '../domain/fulltext/public-full-text';
import { postDeposit } from '../clients/crossref-client';
import type { DepositJob } from '../jobs/deposit-queue';

export interface CrossrefDepositorDeps {
  pool: Pool;
  logger: Logger;
  links: PublicLinks;
  settings: CrossrefDepositSettings;
  depositor: Depositor;
  registrant: string;
}

/**
 * One attempt of a deposit row: counts it, posts the article's current metadata, records the answer. A
 * refusal or network error throws so the queue retries with backoff; the last allowed attempt marks the row
 * dead (the dead letter the admin sees) and stops the job.
 */
export function crossrefDepositProcessor(deps: CrossrefDepositorDeps): JobHandler<DepositJob> {
  return async ({ depositId }) => {
    const claim = await claimDeposit(deps.pool, depositId);
    if (!claim) return; // deposited or dead already: a duplicate job
    const article = await findArticle(deps.pool, claim.articleId);
    if (!article) throw new JobGivenUpError(`article ${claim.articleId} is gone`);
    const xml = crossrefDepositXml(article, {
      depositor: deps.depositor,
      registrant: deps.registrant,
      resourceUrl: deps.links.article(article.id),
      batchId: depositId,
      // The reference list is the published full text's (none before a production file is approved).
      references: (await publicFullTextOf(deps.pool, article.id))?.fullText.references,
    });
    let failure: { httpStatus: number | null; error: string };
    try {
      const answer = await postDeposit(deps.settings, xml, `${depositId}.xml`);
      if (answer.accepted) {
        await recordDepositOutcome(deps.pool, depositId, {
          status: 'deposited',
          httpStatus: answer.httpStatus,
          error: null,
        });
        deps.logger.info({ depositId, doi: article.doi }, 'crossref deposit accepted');
        return;
      }
      failure = { httpStatus: answer.httpStatus, error: answer.detail || `HTTP ${answer.httpStatus}` };
    } catch (err) {
      failure = { httpStatus: null, error: err instanceof Error ? err.message : String(err) };
    }
    const dead = claim.attempts >= deps.settings.maxAttempts;
    await recordDepositOutcome(deps.pool, depositId, { status: dead ? 'dead' : 'failed', ...failure });
    const message = `crossref deposit ${depositId} attempt ${claim.attempts} refused: ${failure.error}`;
    if (dead) throw new JobGivenUpError(message);
    throw new Error(message);
  };
}
