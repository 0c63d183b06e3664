import type { Pool, PoolClient } from '@journal/db';
import {
  defineConsumer,
  handleBatchOnce,
  READ_LINGER_MS,
  type ConsumingService,
  type EventOf,
} from '@journal/events';
import type { PublicLinks } from '../public-links';
import { recordArticlesChanged } from '../events/article-changed.publisher';
import { recordArticlePublished } from '../events/article-published.publisher';
import {
  articleMetadataOf,
  articleSnapshots,
  correctArticleDates,
  publishArticle,
  withdrawArticle,
} from '../repositories/articles.repository';
import {
  applySubmissionState,
  type StoredSubmission,
  type SubmissionState,
} from '../repositories/submission-state.repository';
import { SCHEMA } from '../repositories/schema';
import type { DepositDesk } from '../domain/deposits/deposit-desk';
import { leaveUnpublishedIssue } from '../repositories/placements.repository';
import { replaceSupplementaryFiles } from '../repositories/supplementary-files.repository';

/** The submission events an article follows. */
const ARTICLE_SOURCES = [
  'submission.created.v1',
  'submission.status_changed.v1',
  'submission.metadata_updated.v1',
] as const;
type PublishingEvent = EventOf<(typeof ARTICLE_SOURCES)[number]>;
type ArticlesHandler = (events: PublishingEvent[]) => Promise<void>;

/**
 * The group's handler (DOIs, articles, their events and deposits) is the composition's `articleEvents`,
 * which it also runs at once on the status changes of an issue's publication (ADR 0039).
 */
export const articlesConsumer = defineConsumer({
  group: 'publishing.articles',
  types: ARTICLE_SOURCES,
  // A transaction per batch: at 100 changes/s a short wait lets a few share it (docs/performance.md).
  lingerMs: READ_LINGER_MS,
  handleBatch: ({ articleEvents }: ConsumingService & { articleEvents: () => ArticlesHandler }) =>
    articleEvents(),
});

/** Where the group records the events it handled, by the composition's call too. */
const CONSUMER = { schema: SCHEMA, group: articlesConsumer.group };

/** What one event says about its submission, as a full state. */
function stateOf(event: PublishingEvent): SubmissionState {
  const p = event.payload;
  const common = {
    id: p.submissionId,
    authorEmail: p.authorEmail,
    givenNames: p.givenNames,
    familyName: p.familyName,
    authorAffiliation: p.authorAffiliation ?? null,
    authorOrcid: p.authorOrcid ?? null,
    authorRorId: p.authorRorId ?? null,
    funding: p.funding ?? [],
    dataAvailability: p.dataAvailability ?? '',
    paperTitle: p.paperTitle,
    abstract: p.abstract,
    keywords: p.keywords,
    coAuthors: p.coAuthors,
    journalId: p.journalId,
    journalName: p.journalName,
    sectionId: p.sectionId ?? null,
    version: event.version,
  };
  switch (event.type) {
    case 'submission.created.v1':
      return {
        ...common,
        status: event.payload.status,
        changedAt: event.payload.updatedAt,
        submittedAt: event.payload.submittedAt,
        acceptedAt: null,
      };
    case 'submission.status_changed.v1':
      return {
        ...common,
        status: event.payload.newStatus,
        changedAt: event.payload.changedAt,
        submittedAt: null,
        acceptedAt: event.payload.newStatus === 'accepted' ? event.payload.changedAt : null,
      };
    case 'submission.metadata_updated.v1':
      return {
        ...common,
        status: event.payload.status,
        changedAt: event.payload.updatedAt,
        submittedAt: null,
        acceptedAt: null,
      };
  }
}

/**
 * Keeps the submissions the service needs and the articles they become, a batch of events (one is a batch
 * of one) in one transaction. Each event id is applied once (handleBatchOnce, same transaction); only a newer per-submission version changes the status, so duplicates
 * and out-of-order deliveries end in the in-order state. `published` creates (or restores) the article;
 * any other status withdraws it.
 */
export interface PublishingHandlerSettings {
  doiPrefix: string;
  links: PublicLinks;
  /** Wakes the outbox relay after a COMMIT that wrote an event. */
  afterCommit: () => void;
  /**
   * The registries' deposits (ADR 0047): every publication and metadata refresh of a published article
   * prepares one per registry (queued when configured, held as `not configured` otherwise).
   */
  deposits?: DepositDesk;
}

export function submissionEventsHandler(pool: Pool, settings: PublishingHandlerSettings): ArticlesHandler {
  return async (events) => {
    const depositIds: string[] = [];
    let announced = false;
    await handleBatchOnce(pool, CONSUMER, events, async (client, fresh) => {
      for (const event of fresh) {
        const published = await applyEvent(client, event, settings.doiPrefix);
        if (!published) continue;
        if (settings.deposits) {
          const { row } = published;
          const orcids = [row.authorOrcid, ...row.coAuthors.map((c) => c.orcid)].filter(
            (o): o is string => !!o,
          );
          depositIds.push(
            ...(await settings.deposits.prepare(
              client,
              { id: row.id, doi: published.doi, orcids },
              row.version,
            )),
          );
        }
        if (published.becamePublic) {
          await recordArticlePublished(client, published.row, published.doi, settings.links);
          announced = true;
        }
      }
      // Every article an event may have changed, as it is now, for the statistics service (ADR 0040).
      const changed = await articleSnapshots(client, [...new Set(fresh.map((e) => e.payload.submissionId))]);
      if (changed.length > 0) {
        await recordArticlesChanged(client, changed);
        announced = true;
      }
    });
    if (announced) settings.afterCommit();
    // After COMMIT: a job lost in between is queued again from its row at the next start.
    if (depositIds.length > 0) await settings.deposits!.enqueue(depositIds);
  };
}

/** Applies the event; returns the article when it was published or its public metadata refreshed. */
async function applyEvent(
  client: PoolClient,
  event: PublishingEvent,
  doiPrefix: string,
): Promise<{ row: StoredSubmission; doi: string; becamePublic: boolean } | undefined> {
  const state = stateOf(event);
  const { applied, row, liveArticle } = await applySubmissionState(client, state);
  if (!applied) {
    // A late event may still bring dates: the submission time, the acceptance, an earlier publication.
    const latePublication =
      event.type === 'submission.status_changed.v1' && state.status === 'published'
        ? new Date(state.changedAt)
        : null;
    await correctArticleDates(client, row, latePublication);
    return undefined;
  }
  if (row.status !== 'published') {
    const notice = event.type === 'submission.status_changed.v1' ? event.payload.retraction : undefined;
    if (liveArticle) await withdrawArticle(client, row.id, notice);
    return undefined;
  }
  // Also for a metadata edit of a published paper (refresh), or one that overtook the status change.
  const { doi, becamePublic } = await publishArticle(
    client,
    articleMetadataOf(row),
    row.changedAt,
    doiPrefix,
  );
  if (becamePublic) await leaveUnpublishedIssue(client, row.id);
  // The change to published names the supplementary files the article lists (issue 42 item 8).
  if (event.type === 'submission.status_changed.v1' && event.payload.supplementaryFiles)
    await replaceSupplementaryFiles(client, row.id, event.payload.supplementaryFiles);
  return { row, doi, becamePublic };
}
