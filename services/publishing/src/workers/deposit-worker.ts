import type { Pool } from '@journal/db';
import type { JobHandler } from '@journal/jobs';
import type { Logger } from '@journal/logger';
import { findArticle } from '../repositories/article-reads.repository';
import {
  claimDeposit,
  findDeposit,
  previousRemoteRef,
  recordAttempt,
  recordOutcome,
  type Deposit,
  type Registry,
} from '../repositories/deposits.repository';
import {
  depositRetryDelay,
  enqueueDeposit,
  type DepositClock,
  type DepositJob,
  type DepositQueue,
} from '../jobs/deposit-queue';
import type { RegistryAnswer, RegistryClient } from './registries/registry-client';

/** Reads of Crossref's result before the deposit is given up as never reported (backoff capped at 1 h). */
export const MAX_RESULT_POLLS = 40;

export interface DepositWorkerDeps {
  pool: Pool;
  logger: Logger;
  clients: Partial<Record<Registry, RegistryClient>>;
  queue: () => DepositQueue;
  clock: DepositClock;
}

/** fetch's "fetch failed" says nothing: its cause (ECONNREFUSED, a timeout) is what editors need. */
const errorMessage = (err: unknown): string => {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause as { message?: string } | undefined;
  return cause?.message ? `${err.message} (${cause.message})` : err.message;
};

const unreachable = (err: unknown): RegistryAnswer => ({
  kind: 'refused',
  httpStatus: null,
  message: errorMessage(err),
  answer: errorMessage(err),
});

/**
 * One step of a deposit row: a send attempt (counted; the row's attempts), or for a deposit the registry
 * accepted to process later (Crossref), a read of its result. Every step is stored in
 * publishing.deposit_attempts with its request id, answer and outcome. A refusal or an unreachable
 * registry schedules the next attempt with the registry's backoff; the last allowed attempt marks the row
 * dead; a registry's rejection of the metadata marks it failed with its text and stops (the same version
 * would be refused again; editors correct the metadata, which queues a new version).
 */
export function depositProcessor(deps: DepositWorkerDeps): JobHandler<DepositJob> {
  const schedule = (d: Pick<Deposit, 'id' | 'attempts'>, delayMs: number, poll?: number) => {
    const at = new Date(deps.clock.now().getTime() + delayMs);
    return {
      at,
      enqueue: () =>
        enqueueDeposit(deps.queue(), { depositId: d.id, attempts: d.attempts, poll }, deps.clock, at),
    };
  };

  const confirmStep = async (row: Deposit, client: RegistryClient, poll: number) => {
    const answer = await client.confirm!(row).catch(unreachable);
    await recordAttempt(deps.pool, {
      depositId: row.id,
      kind: 'result',
      requestId: row.remoteRef!,
      httpStatus: answer.httpStatus,
      answer: answer.answer,
      outcome:
        answer.kind === 'deposited' ? 'deposited' : answer.kind === 'rejected' ? 'rejected' : 'pending',
      at: deps.clock.now(),
    });
    if (answer.kind === 'deposited' || answer.kind === 'rejected') {
      await recordOutcome(deps.pool, row.id, {
        state: answer.kind === 'deposited' ? 'deposited' : 'failed',
        httpStatus: answer.httpStatus,
        message: answer.message,
      });
      deps.logger.info({ depositId: row.id, registry: row.registry, outcome: answer.kind }, 'deposit result');
      return;
    }
    if (poll + 1 >= MAX_RESULT_POLLS) {
      await recordOutcome(deps.pool, row.id, {
        state: 'dead',
        httpStatus: answer.httpStatus,
        message: `No result after ${MAX_RESULT_POLLS} reads: ${answer.message}`,
      });
      return;
    }
    // Still processing (or the result cannot be read now): read again later, never send again.
    const next = schedule(row, depositRetryDelay(client.retry, poll + 1), poll + 1);
    await recordOutcome(deps.pool, row.id, {
      state: 'depositing',
      httpStatus: answer.httpStatus,
      message: answer.message,
      retryAt: next.at,
    });
    await next.enqueue();
  };

  return async ({ depositId, poll }) => {
    const row = await findDeposit(deps.pool, depositId);
    if (!row) return;
    const client = deps.clients[row.registry];
    if (!client) return; // its settings were removed: the row waits for them (requeued at a start with them)
    if (row.state === 'depositing' && row.remoteRef && client.confirm)
      return confirmStep(row, client, poll ?? 0);
    const claimed = await claimDeposit(deps.pool, depositId);
    if (!claimed) return; // finished, held, or another worker's: a duplicate job sends nothing
    const article = await findArticle(deps.pool, claimed.articleId);
    if (!article) {
      await recordOutcome(deps.pool, claimed.id, {
        state: 'dead',
        httpStatus: null,
        message: 'The article is gone',
      });
      return;
    }
    const requestId = `${claimed.id}-${claimed.attempts}`;
    const previous = await previousRemoteRef(deps.pool, claimed);
    const answer = await client.send(claimed, article, requestId, previous).catch(unreachable);
    await recordAttempt(deps.pool, {
      depositId: claimed.id,
      kind: 'send',
      requestId,
      httpStatus: answer.httpStatus,
      answer: answer.answer,
      outcome:
        answer.kind === 'refused' && answer.httpStatus === null
          ? 'unreachable'
          : answer.kind === 'pending'
            ? 'accepted'
            : answer.kind,
      at: deps.clock.now(),
    });
    const base = { httpStatus: answer.httpStatus, message: answer.message, remoteRef: answer.remoteRef };
    switch (answer.kind) {
      case 'deposited':
        await recordOutcome(deps.pool, claimed.id, { ...base, state: 'deposited' });
        deps.logger.info({ depositId, registry: row.registry, doi: article.doi }, 'deposit accepted');
        return;
      case 'accepted':
      case 'pending': {
        // Crossref: the result is read after the registry's backoff, by the file name sent.
        const next = schedule(claimed, client.retry.backoffMs, 0);
        await recordOutcome(deps.pool, claimed.id, { ...base, state: 'depositing', retryAt: next.at });
        await next.enqueue();
        return;
      }
      case 'rejected':
        await recordOutcome(deps.pool, claimed.id, { ...base, state: 'failed' });
        deps.logger.warn({ depositId, registry: row.registry, message: answer.message }, 'deposit rejected');
        return;
      case 'refused': {
        if (claimed.attempts >= client.retry.maxAttempts) {
          await recordOutcome(deps.pool, claimed.id, { ...base, state: 'dead' });
          deps.logger.error(
            { depositId, registry: row.registry, message: answer.message },
            'deposit given up',
          );
          return;
        }
        const next = schedule(claimed, depositRetryDelay(client.retry, claimed.attempts));
        await recordOutcome(deps.pool, claimed.id, { ...base, state: 'failed', retryAt: next.at });
        await next.enqueue();
      }
    }
  };
}
