import type { Pool, Queryable } from '@journal/db';
import { ConflictError, NotFoundError } from '@journal/errors';
import {
  articlesOfOrcid,
  currentMetadataVersion,
  insertDeposit,
  latestDepositsOf,
  latestDepositsOfJournal,
  liveDepositOf,
  openDeposits,
  releaseHeld,
  REGISTRIES,
  type Deposit,
  type Registry,
} from '../../repositories/deposits.repository';
import { enqueueDeposit, type DepositClock, type DepositQueue } from '../../jobs/deposit-queue';

export const ALREADY_DEPOSITED_MESSAGE = 'This version is already deposited';

/** The setting whose absence holds a registry's deposits (the 409 and the held row's message say it). */
export const REGISTRY_SETTING: Record<Registry, string> = {
  crossref: 'CROSSREF_DEPOSIT_URL',
  doaj: 'DOAJ_API_URL',
  orcid: 'ORCID_API_URL',
};
const REGISTRY_NAME: Record<Registry, string> = { crossref: 'Crossref', doaj: 'DOAJ', orcid: 'ORCID' };

export const notConfiguredMessage = (registry: Registry) =>
  `${REGISTRY_NAME[registry]} is not configured (${REGISTRY_SETTING[registry]}); the deposit is held`;

/** One row of the admin's deposits list (issue 43 item 1). */
export interface DepositView {
  registry: Registry;
  /** ORCID: the author's iD whose record gets the work; absent for Crossref and DOAJ. */
  orcid?: string;
  state: Deposit['state'];
  attempts: number;
  lastMessage: string | null;
  updatedAt: string;
}

/** ORCID grants: the iDs among an article's authors whose accounts allowed /activities/update. */
export type OrcidTargets = (orcids: string[]) => Promise<string[]>;

/**
 * Deposits of articles to the outside registries (ADR 0047): prepares one per configured registry on
 * publication and metadata change (held as `not configured` for the others), queues what is due, and
 * answers the editors' views and repeat requests. The rows are the truth; the queue schedules attempts.
 */
export class DepositDesk {
  private queue: DepositQueue | undefined;

  constructor(
    private readonly deps: {
      pool: Pool;
      configured: ReadonlySet<Registry>;
      clock: DepositClock;
      /** Set with ORCID configured: which of the authors' iDs granted access. */
      orcidTargets?: OrcidTargets;
    },
  ) {}

  isConfigured = (registry: Registry) => this.deps.configured.has(registry);

  /**
   * Prepares the deposits of an article's version, in the publication's (or correction's) transaction:
   * one per registry (ORCID: per granting author, or one held row without ORCID). Returns the ids to queue
   * after COMMIT; a version already live for a registry adds nothing (never sent twice).
   */
  async prepare(
    db: Queryable,
    article: { id: string; doi: string; orcids: string[] },
    version: number,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const registry of REGISTRIES) {
      const configured = this.isConfigured(registry);
      const targets =
        registry !== 'orcid' || !configured
          ? ['']
          : this.deps.orcidTargets
            ? await this.deps.orcidTargets(article.orcids).catch(() => [])
            : [];
      for (const target of targets) {
        const id = await insertDeposit(db, {
          registry,
          articleId: article.id,
          metadataVersion: version,
          target,
          doi: article.doi,
          configured,
        });
        if (id && configured) ids.push(id);
      }
    }
    return ids;
  }

  /**
   * An author granted ORCID access (identity.user.orcid_connected.v1): the works published before it are
   * queued, one deposit per live article naming the iD, at its current version.
   */
  async prepareForAuthor(orcid: string): Promise<void> {
    if (!this.isConfigured('orcid')) return;
    const ids: string[] = [];
    for (const article of await articlesOfOrcid(this.deps.pool, orcid)) {
      const id = await insertDeposit(this.deps.pool, {
        registry: 'orcid',
        articleId: article.id,
        metadataVersion: article.version,
        target: orcid,
        doi: article.doi,
        configured: true,
      });
      if (id) ids.push(id);
    }
    await this.enqueue(ids);
  }

  /** Queues prepared deposits (after COMMIT: a job lost in between is queued from its row at the next start). */
  async enqueue(ids: string[]): Promise<void> {
    if (!this.queue) return; // not started yet: start() queues every open row
    for (const id of ids) await enqueueDeposit(this.queue, { depositId: id, attempts: 0 }, this.deps.clock);
  }

  /**
   * Takes the queue once its worker runs: held deposits of registries configured since become queued,
   * and every open row (jobs lost with a stopped process) is queued again, at the time it was due.
   */
  async start(queue: DepositQueue): Promise<void> {
    this.queue = queue;
    const configured = [...this.deps.configured];
    for (const registry of configured) await releaseHeld(this.deps.pool, registry);
    for (const row of await openDeposits(this.deps.pool, configured))
      await enqueueDeposit(
        queue,
        { depositId: row.id, attempts: row.attempts },
        this.deps.clock,
        row.retryAt,
      );
  }

  stop(): void {
    this.queue = undefined;
  }

  /** The newest row per registry (ORCID: per author iD, or the held row when ORCID is not set up). */
  async list(article: { id: string; publishedAt: Date }): Promise<DepositView[]> {
    return this.viewsOf(await latestDepositsOf(this.deps.pool, article.id), article.publishedAt);
  }

  /** The same for every article of a journal (the Indexing page), by article id. */
  async listJournal(journalId: string): Promise<Map<string, DepositView[]>> {
    const byArticle = new Map<string, Deposit[]>();
    for (const row of await latestDepositsOfJournal(this.deps.pool, journalId))
      byArticle.set(row.articleId, [...(byArticle.get(row.articleId) ?? []), row]);
    return new Map([...byArticle].map(([id, rows]) => [id, this.viewsOf(rows, null)]));
  }

  /** Views of an article's newest rows; with none, a `not configured` row for each unconfigured registry. */
  viewsOf(rows: Deposit[], since: Date | null): DepositView[] {
    const views: DepositView[] = [];
    for (const registry of REGISTRIES) {
      let mine = rows.filter((r) => r.registry === registry);
      if (registry === 'orcid')
        mine = this.isConfigured('orcid')
          ? mine.filter((r) => r.target !== '')
          : mine.filter((r) => r.target === '');
      if (mine.length === 0 && !this.isConfigured(registry)) {
        // An article published before the registry's deposits existed: held all the same.
        views.push({
          registry,
          state: 'not configured',
          attempts: 0,
          lastMessage: notConfiguredMessage(registry),
          updatedAt: (since ?? new Date(0)).toISOString(),
        });
        continue;
      }
      for (const r of mine)
        views.push({
          registry,
          ...(r.target ? { orcid: r.target } : {}),
          state: r.state,
          attempts: r.attempts,
          lastMessage: r.state === 'not configured' ? notConfiguredMessage(registry) : r.lastMessage,
          updatedAt: r.updatedAt.toISOString(),
        });
    }
    return views;
  }

  /**
   * An editor's "Deposit again": a deposit of the article's current metadata version. 409 when that
   * version is queued, in flight or deposited (held rows count as none), or the registry is not configured.
   */
  async request(article: { id: string; doi: string; orcids: string[] }, registry: Registry): Promise<number> {
    if (!this.isConfigured(registry)) throw new ConflictError(notConfiguredMessage(registry));
    const version = await currentMetadataVersion(this.deps.pool, article.id);
    if (version === undefined) throw new NotFoundError('Article not found');
    const targets =
      registry === 'orcid' ? await (this.deps.orcidTargets ?? (async () => []))(article.orcids) : [''];
    const ids: string[] = [];
    for (const target of targets) {
      if (
        await liveDepositOf(this.deps.pool, {
          registry,
          articleId: article.id,
          metadataVersion: version,
          target,
        })
      )
        continue;
      const id = await insertDeposit(this.deps.pool, {
        registry,
        articleId: article.id,
        metadataVersion: version,
        target,
        doi: article.doi,
        configured: true,
      });
      if (id) ids.push(id);
    }
    if (ids.length === 0) throw new ConflictError(ALREADY_DEPOSITED_MESSAGE);
    await this.enqueue(ids);
    return version;
  }
}
