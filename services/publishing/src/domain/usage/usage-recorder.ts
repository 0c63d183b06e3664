import { utcDayOf } from '@journal/config';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  createEvent,
  USAGE_URL_MAX_LENGTH,
  type EventBus,
  type EventEnvelope,
  type EventPayload,
} from '@journal/events';
import type { Logger } from '@journal/logger';
import { countUsageExcluded } from '@journal/metrics';
import { RobotMatcher } from './robots';
import { addressKeyOf, sessionKeyOf } from './session-key';

export type UsageMetricKind = EventPayload<'article.used.v1'>['metricKind'];

/** What a reading route tells: which article of which journal, and whether its full text was read. */
export interface ArticleUse {
  articleId: string;
  journalSlug: string;
  metricKind: UsageMetricKind;
}

/**
 * What the recorder reads of a reading request (an Express request is one): its method, address, user
 * agent and URL (`originalUrl`: the path as the reader asked for it, whatever router serves it).
 */
export interface UsageRequest {
  method: string;
  ip?: string | undefined;
  originalUrl?: string;
  get(header: 'user-agent'): string | undefined;
}

/** The one function every public reading route calls (contract.md): returns at once, never throws. */
export type RecordUsage = (req: UsageRequest, use: ArticleUse) => void;

interface PendingUse extends ArticleUse {
  at: Date;
  ip: string;
  userAgent: string;
  url?: string;
}

/**
 * The URL a use is of, for COUNTER's double-click rule (per URL): the path without its query string, so
 * a tracking parameter does not make the same page another URL. Cut to what the event carries.
 */
export function usageUrlOf(originalUrl: string | undefined): string | undefined {
  const path = originalUrl?.split(/[?#]/, 1)[0];
  return path ? path.slice(0, USAGE_URL_MAX_LENGTH) : undefined;
}

/**
 * Uses turned into events between two returns to the event loop. Turning a use into its event takes
 * about 5 µs (session hash, uuid, dates; 9 µs more for the robot check of a user agent not seen before)
 * and publishing it about 7 µs more of synchronous work (JSON, the XADD command): a batch of 500 in one
 * go held every page arriving meanwhile some 6 ms. Now a turn holds them at most about 0.35 ms, and the
 * publish call of a batch (batchSize, 100 by default) about 0.7 ms.
 */
const USES_PER_TURN = 25;

export interface UsageRecorderOptions {
  bus: EventBus;
  /** The salt of a UTC day (usage-salts.repository.ts). */
  saltOf: (day: string) => Promise<Buffer>;
  logger: Logger;
  /** The clock uses are stamped with (tests move it). */
  now?: () => Date;
  /** How long a use waits for others to share its publish (default 200 ms). */
  lingerMs?: number;
  /** Uses per publish call (default 100: a call's XADDs are written in one go, see USES_PER_TURN). */
  batchSize?: number;
  /** Uses held while the bus is slow or down; beyond it new ones are dropped (default 50,000). */
  maxPending?: number;
  /** false: uses are neither held nor published (the bench compares the page with and without). */
  enabled?: boolean;
}

/**
 * Publishes `article.used.v1` events on the bus directly, in batches (issue 32): a use is held in memory
 * for a moment, then hashed into its session key and published with the others. The reading path only
 * appends to a list; a failed publish is logged and its uses are lost, as the issue allows.
 */
export class UsageRecorder {
  private pending: PendingUse[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private dropped = 0;
  private readonly robots = new RobotMatcher();
  private readonly now: () => Date;
  private readonly lingerMs: number;
  private readonly batchSize: number;
  private readonly maxPending: number;

  constructor(private readonly options: UsageRecorderOptions) {
    this.now = options.now ?? (() => new Date());
    this.lingerMs = options.lingerMs ?? 200;
    this.batchSize = options.batchSize ?? 100;
    this.maxPending = options.maxPending ?? 50_000;
  }

  readonly record: RecordUsage = (req, use) => {
    if (this.options.enabled === false) return;
    // Express answers HEAD with the GET route: the headers only, nothing read (COUNTER counts content).
    if (req.method === 'HEAD') return countUsageExcluded('head');
    if (this.pending.length >= this.maxPending) {
      this.dropped += 1;
      return;
    }
    // Only what the request alone knows is taken here; the robot check (about 9 µs for a user agent not
    // seen before) and the hashing wait for the batch, off the reader's path.
    this.pending.push({
      articleId: use.articleId,
      journalSlug: use.journalSlug,
      metricKind: use.metricKind,
      at: this.now(),
      ip: req.ip ?? '',
      userAgent: req.get('user-agent') ?? '',
      url: usageUrlOf(req.originalUrl),
    });
    if (this.pending.length >= this.batchSize) this.schedule(0);
    else this.schedule(this.lingerMs);
  };

  /** Publishes everything held (tests, and stop()). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.publishBatches(Infinity).finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  async stop(): Promise<void> {
    await this.flush();
  }

  private schedule(delayMs: number): void {
    if (this.timer && delayMs > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A publish under way schedules what is left when it ends.
      if (this.flushing) return;
      // Full batches when one filled (the newest uses left wait for theirs), else everything held.
      const held = this.pending.length;
      const count = held >= this.batchSize ? held - (held % this.batchSize) : held;
      this.flushing = this.publishBatches(count).finally(() => (this.flushing = undefined));
    }, delayMs);
    this.timer.unref();
  }

  /**
   * Publishes the `count` oldest uses held, a batch per call. Uses recorded meanwhile wait for a batch of
   * their own to fill or for their linger: drained at once, they went out a few per call behind a full one
   * (half the calls at 1,000 uses/s carried 6 uses or fewer), each call a MULTI and its round trip.
   */
  private async publishBatches(count: number): Promise<void> {
    for (let left = count; left > 0 && this.pending.length > 0; ) left -= await this.publishSome(left);
    if (this.pending.length >= this.batchSize) this.schedule(0);
    else if (this.pending.length > 0) this.schedule(this.lingerMs);
  }

  /** Publishes the oldest batch held, `max` uses at most; returns how many it took (published or lost). */
  private async publishSome(max: number): Promise<number> {
    const batch = this.pending.splice(0, Math.min(max, this.batchSize));
    try {
      const events = await this.eventsOf(batch);
      await this.options.bus.publish(events);
    } catch (err) {
      this.options.logger.warn(
        { err: err instanceof Error ? err.message : String(err), uses: batch.length, dropped: this.dropped },
        'usage events lost: publish failed',
      );
    }
    this.dropped = 0;
    return batch.length;
  }

  private async eventsOf(batch: PendingUse[]): Promise<EventEnvelope[]> {
    const salts = new Map<string, Buffer>();
    const events: EventEnvelope[] = [];
    for (const [i, use] of batch.entries()) {
      if (i > 0 && i % USES_PER_TURN === 0) await nextTurn();
      const day = utcDayOf(use.at);
      let salt = salts.get(day);
      if (!salt) salts.set(day, (salt = await this.saltOf(day)));
      events.push(
        createEvent('article.used.v1', use.articleId, 0, {
          articleId: use.articleId,
          journalSlug: use.journalSlug,
          metricKind: use.metricKind,
          at: use.at.toISOString(),
          sessionKey: sessionKeyOf(salt, use.ip, use.userAgent),
          addressKey: addressKeyOf(salt, use.ip),
          userAgentClass: this.robots.isRobot(use.userAgent) ? 'robot' : 'human',
          ...(use.url ? { url: use.url } : {}),
        }),
      );
    }
    return events;
  }

  private readonly salts = new Map<string, Promise<Buffer>>();

  /** One read per day and instance; a failed read is asked again next time. */
  private saltOf(day: string): Promise<Buffer> {
    let salt = this.salts.get(day);
    if (!salt) {
      if (this.salts.size > 2) this.salts.clear();
      salt = this.options.saltOf(day);
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
    }
    return salt;
  }
}
