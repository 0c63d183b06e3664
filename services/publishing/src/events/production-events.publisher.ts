import { withTransaction, type Pool } from '@journal/db';
import { createEvent, writeOutbox } from '@journal/events';
import { findProduction, overdueConversions, recordConversion } from '../repositories/productions.repository';
import { nothingPublicToKeep, publishFullText } from '../repositories/full-text-versions.repository';
import type { FullText } from '../repositories/fulltext.types';
import { SCHEMA } from '../repositories/schema';

type Outcome = { status: 'ready'; fullText: FullText } | { status: 'failed'; error: string };

/**
 * The outcome of one generation's conversion, in one transaction: `ready` becomes the public text only
 * when nothing public would be replaced (else it waits as the draft for the authors' approval); `failed`
 * leaves the public text and writes `publishing.production_conversion_failed.v1` (the activity log).
 * False when the row moved on (a newer file, or an outcome recorded already).
 */
export async function recordConversionOutcome(
  pool: Pool,
  job: { submissionId: string; generation: number },
  outcome: Outcome,
): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    if (!(await recordConversion(client, job.submissionId, job.generation, outcome))) return false;
    if (outcome.status === 'ready') {
      if (await nothingPublicToKeep(client, job.submissionId))
        await publishFullText(client, job.submissionId, job.generation, false);
      return true;
    }
    const production = (await findProduction(client, job.submissionId))!;
    await writeOutbox(client, SCHEMA, [
      createEvent(
        'publishing.production_conversion_failed.v1',
        `production:${job.submissionId}`,
        job.generation,
        {
          submissionId: job.submissionId,
          generation: job.generation,
          journalId: production.journalId,
          reason: outcome.error,
          chosenBy: production.chosenBy,
          failedAt: new Date().toISOString(),
        },
      ),
    ]);
    return true;
  });
}

const spanOf = (ms: number) =>
  ms < 120_000 ? `${Math.max(1, Math.round(ms / 1000))} seconds` : `${Math.round(ms / 60_000)} minutes`;
export const overdueReason = (limitMs: number) =>
  `The conversion did not finish within ${spanOf(limitMs)}; send the file again`;

/**
 * Conversions still `converting` longer than the job's limit become `failed` (a hung converter, a job
 * lost with its queue); a late outcome of theirs then changes nothing. Returns the ones it failed.
 */
export async function failOverdueConversions(
  pool: Pool,
  options: { now: Date; limitMs: number },
): Promise<{ submissionId: string; generation: number }[]> {
  const overdue = await overdueConversions(pool, new Date(options.now.getTime() - options.limitMs));
  const failed = [];
  for (const job of overdue)
    if (await recordConversionOutcome(pool, job, { status: 'failed', error: overdueReason(options.limitMs) }))
      failed.push(job);
  return failed;
}
