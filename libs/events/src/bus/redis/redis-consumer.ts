import type Redis from 'ioredis';
import type { EventEnvelope } from '../../envelope';
import { errorMessage } from '../../logger';
import { abortableSleep } from '../../util/abortable-sleep';
import { deliverToGroup, type GroupDelivery } from '../deliver-batch';
import { deliverWithRetry } from '../deliver-with-retry';
import { backoffDelay } from '../retry-policy';
import { decodeEvent, fieldValue, flattenReadReply } from './redis-codec';
import { idsByStream, type RedisConsumerGroup } from './redis-consumer-group';

export interface RedisConsumerSettings {
  batchSize: number;
  blockMs: number;
  /** A pending message idle this long belongs to a consumer presumed dead and is reclaimed. */
  claimIdleMs: number;
  claimIntervalMs: number;
  startFrom: 'earliest' | 'latest';
  closeTimeoutMs: number;
}

export interface RedisConsumerDeps extends GroupDelivery {
  commands: Redis;
  /** Dedicated connection: XREADGROUP BLOCK holds it. */
  reader: Redis;
  groupOps: RedisConsumerGroup;
  streams: string[];
  /** See SubscribeOptions.lingerMs. */
  lingerMs?: number;
  settings: RedisConsumerSettings;
}

/** Events the arrival rate must bring within the linger for the wait to be worth its latency. */
const LINGER_MIN_SHARED = 4;

interface Message {
  stream: string;
  id: string;
  fields: string[] | null;
}

/**
 * One subscription on Redis Streams: XREADGROUP COUNT on every stream of its categories, the entries read
 * handled together in order (deliverBatch), one pipelined XACK for those handled, XAUTOCLAIM messages left
 * pending by dead consumers, dead-letter stream after N attempts.
 */
export class RedisConsumer {
  private readonly controller = new AbortController();
  private readonly keepalives = new Set<NodeJS.Timeout>();
  private readerId: number | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  /** After an error, re-read this consumer's own pending entries (id 0) before new ones (>). */
  private readOwnBacklog = true;
  /** When the last batch was read, and the recent arrival rate (events per ms) that sets the linger. */
  private lastReadAt = 0;
  private arrivalsPerMs = 0;
  /** Entries handled whose XACK goes out with the next read (one round trip for both). */
  private unacked: Message[] = [];
  /** Entries per stream already reported as trimmed before this group read them. */
  private readonly reportedTrimmed = new Map<string, number>();

  constructor(private readonly d: RedisConsumerDeps) {}

  async start(): Promise<void> {
    await this.d.groupOps.ensure(this.d.streams, this.d.settings.startFrom);
    this.d.reader.on('ready', () => void this.refreshReaderId());
    await this.refreshReaderId();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    if (this.stopping) return this.loop ?? undefined;
    this.stopping = true;
    this.controller.abort();
    // End a blocking XREADGROUP at once (as if it timed out) instead of waiting for blockMs.
    if (this.readerId !== null)
      await this.d.commands.call('CLIENT', 'UNBLOCK', this.readerId).catch(() => undefined);
    const timeout = new AbortController();
    const finished = await Promise.race([
      (this.loop ?? Promise.resolve()).then(() => true),
      abortableSleep(this.d.settings.closeTimeoutMs, timeout.signal).then(() => false),
    ]);
    timeout.abort();
    for (const timer of this.keepalives) clearInterval(timer);
    this.keepalives.clear();
    await this.d.groupOps.ackMany(this.unacked.splice(0)).catch((err: unknown) => {
      this.d.logger.warn(
        { err: errorMessage(err) },
        'handled entries left unacknowledged; redelivered later',
      );
    });
    if (finished) {
      await this.d.groupOps.forgetConsumerIfIdle(this.d.streams).catch((err: unknown) => {
        this.d.logger.debug({ err: errorMessage(err) }, 'could not remove idle consumer');
      });
    } else {
      this.d.logger.warn(
        { group: this.d.logicalGroup },
        'consumer did not finish its event in time; leaving it pending for reclaim',
      );
    }
    this.d.reader.disconnect();
  }

  private async run(): Promise<void> {
    let nextClaimAt = 0;
    let failures = 0;
    while (!this.stopping) {
      try {
        if (Date.now() >= nextClaimAt) {
          await this.reclaimStale();
          await this.reportTrimmedBehind();
          nextClaimAt = Date.now() + this.d.settings.claimIntervalMs;
        }
        const messages = await this.read();
        await this.processBatch(messages);
        failures = 0;
        await this.linger(messages.length);
      } catch (err) {
        if (this.stopping) break;
        failures += 1;
        this.readOwnBacklog = true;
        if (/NOGROUP/.test(errorMessage(err))) {
          await this.d.groupOps.ensure(this.d.streams, this.d.settings.startFrom).catch(() => undefined);
        }
        const delay = backoffDelay({ initialDelayMs: 100, maxDelayMs: 5_000, factor: 2 }, failures);
        this.d.logger.warn(
          { group: this.d.logicalGroup, err: errorMessage(err), retryInMs: delay },
          'redis consumer error',
        );
        await abortableSleep(delay, this.controller.signal);
      }
    }
  }

  /**
   * After a small batch (under a tenth of a full one), lets the next events gather (SubscribeOptions.lingerMs):
   * for as long as the recent arrival rate needs to bring that many, at most lingerMs. Only when the rate
   * brings at least LINGER_MIN_SHARED events within lingerMs: below that, waiting would add latency and save
   * little, and the consumer reads again at once. At 100 events/s and 50 ms the whole linger applies; at
   * 1,000/s a few milliseconds; at 50/s none.
   */
  private async linger(read: number): Promise<void> {
    const now = Date.now();
    const elapsed = Math.max(1, now - this.lastReadAt);
    const perMs = read / elapsed;
    this.arrivalsPerMs = this.lastReadAt === 0 ? perMs : 0.7 * this.arrivalsPerMs + 0.3 * perMs;
    this.lastReadAt = now;
    const lingerMs = this.d.batchHandler ? (this.d.lingerMs ?? 0) : 0;
    const target = Math.max(2, Math.floor(this.d.settings.batchSize / 10));
    if (lingerMs <= 0 || read === 0 || read >= target || this.readOwnBacklog) return;
    if (this.arrivalsPerMs * lingerMs < LINGER_MIN_SHARED) return;
    const wait = Math.min(lingerMs, target / this.arrivalsPerMs);
    if (wait >= 1) await abortableSleep(wait, this.controller.signal);
  }

  private async read(): Promise<Message[]> {
    const { streams, settings, groupOps } = this.d;
    const ids = streams.map(() => (this.readOwnBacklog ? '0' : '>'));
    const block = this.readOwnBacklog ? [] : ['BLOCK', settings.blockMs];
    const args = [
      'GROUP',
      groupOps.group,
      groupOps.consumer,
      'COUNT',
      settings.batchSize,
      ...block,
      'STREAMS',
      ...streams,
      ...ids,
    ];
    const reply = this.unacked.length
      ? await this.ackAndRead(args)
      : await this.d.reader.call('XREADGROUP', ...args);
    const messages = flattenReadReply(reply);
    if (this.readOwnBacklog && messages.length === 0) this.readOwnBacklog = false;
    return messages;
  }

  /**
   * The last batch's XACKs and the next XREADGROUP in one pipeline on the reader connection: a write and a
   * round trip less per batch. Entries whose XACK failed are kept for the next read (until then they are
   * only pending longer; a redelivery would find them handled).
   */
  private async ackAndRead(readArgs: (string | number)[]): Promise<unknown> {
    const acks = this.unacked.splice(0);
    const byStream = idsByStream(acks);
    const pipeline = this.d.reader.pipeline();
    for (const [stream, ids] of byStream) pipeline.xack(stream, this.d.groupOps.group, ...ids);
    pipeline.call('XREADGROUP', ...readArgs);
    const results = await pipeline.exec().catch((err: unknown) => {
      this.unacked.unshift(...acks);
      throw err;
    });
    if (!results) {
      this.unacked.unshift(...acks);
      throw new Error('read pipeline aborted');
    }
    const streamsAcked = [...byStream.keys()];
    results.slice(0, -1).forEach(([err], i) => {
      if (err) this.unacked.push(...acks.filter((m) => m.stream === streamsAcked[i]));
    });
    const [readError, reply] = results[results.length - 1]!;
    if (readError) throw readError;
    return reply;
  }

  /**
   * A group slower than the stream's MAXLEN loses the entries trimmed before it read them: say so (error log,
   * once per new loss) so an operator raises maxLen or adds consumers; the events are in the producers'
   * outbox tables until purged and can be re-published from there.
   */
  private async reportTrimmedBehind(): Promise<void> {
    for (const stream of this.d.streams) {
      const missed = await this.d.groupOps.trimmedUnread(stream);
      if (missed === null || missed <= (this.reportedTrimmed.get(stream) ?? 0)) continue;
      this.reportedTrimmed.set(stream, missed);
      this.d.logger.error(
        { group: this.d.logicalGroup, stream, missed },
        'consumer group fell behind the stream trim point; trimmed entries were never handled',
      );
    }
  }

  private async reclaimStale(): Promise<void> {
    const { groupOps, settings } = this.d;
    for (const stream of this.d.streams) {
      let cursor = '0-0';
      for (let round = 0; round < 10 && !this.stopping; round++) {
        const [next, entries] = await groupOps.autoClaim(
          stream,
          settings.claimIdleMs,
          cursor,
          settings.batchSize,
        );
        for (const [id, fields] of entries) {
          const deliveries = await groupOps.deliveryCount(stream, id);
          this.d.logger.info(
            { group: this.d.logicalGroup, stream, messageId: id, deliveries },
            'reclaimed a stale pending message',
          );
          await this.process({ stream, id, fields }, Math.max(0, deliveries - 1));
        }
        cursor = next;
        if (cursor === '0-0') break;
      }
    }
  }

  /**
   * Entries read together: undecodable ones go to the dead letters, other types are acknowledged, the rest
   * are delivered as one batch; every entry whose outcome is final is acknowledged in one pipelined call.
   */
  private async processBatch(messages: Message[]): Promise<void> {
    if (messages.length === 0) return;
    const done: Message[] = [];
    const deliverable: { message: Message; event: EventEnvelope }[] = [];
    for (const message of messages) {
      if (!message.fields) {
        done.push(message); // the entry was deleted
        continue;
      }
      // Another group's type (streams are per category): acknowledged without parsing its envelope. An
      // entry without a readable type field is decoded, so a malformed one still reaches the dead letters.
      const type = fieldValue(message.fields, 'type');
      if (type !== undefined && !this.d.types.has(type)) {
        done.push(message);
        continue;
      }
      try {
        const event = decodeEvent(message.fields);
        if (this.d.types.has(event.type)) deliverable.push({ message, event });
        else done.push(message);
      } catch (err) {
        await this.deadLetter(message, null, 0, `undecodable entry: ${errorMessage(err)}`);
      }
    }
    if (deliverable.length === 0) {
      this.unacked.push(...done);
      return;
    }
    const keepalive = this.keepOwnership(deliverable.map((d) => d.message));
    try {
      const outcomes = await deliverToGroup(
        deliverable.map((d) => d.event),
        this.d,
        this.controller.signal,
        (i) => {
          const { message } = deliverable[i]!;
          return this.d.groupOps.refreshOwnership(message.stream, message.id);
        },
      );
      for (const [i, outcome] of outcomes.entries()) {
        const { message, event } = deliverable[i]!;
        if (outcome.kind === 'handled') done.push(message);
        if (outcome.kind === 'exhausted')
          await this.deadLetter(message, event, outcome.attempts, outcome.error);
      }
    } finally {
      clearInterval(keepalive);
      this.keepalives.delete(keepalive);
    }
    this.unacked.push(...done);
  }

  /** While entries are being handled, resets their idle time so no other consumer reclaims them. */
  private keepOwnership(messages: Message[]): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        for (const m of messages)
          void this.d.groupOps.refreshOwnership(m.stream, m.id).catch(() => undefined);
      },
      Math.max(50, Math.floor(this.d.settings.claimIdleMs / 3)),
    );
    this.keepalives.add(timer);
    return timer;
  }

  private async process(message: Message, previousAttempts: number): Promise<void> {
    const { groupOps } = this.d;
    if (!message.fields) return groupOps.ack(message.stream, message.id); // the entry was deleted
    let event: EventEnvelope;
    try {
      event = decodeEvent(message.fields);
    } catch (err) {
      return this.deadLetter(message, null, previousAttempts, `undecodable entry: ${errorMessage(err)}`);
    }
    if (!this.d.types.has(event.type)) return groupOps.ack(message.stream, message.id);
    if (previousAttempts >= this.d.policy.maxAttempts) {
      return this.deadLetter(
        message,
        event,
        previousAttempts,
        `delivered ${previousAttempts} times without acknowledgement`,
      );
    }
    const refresh = (): Promise<boolean> => groupOps.refreshOwnership(message.stream, message.id);
    const keepalive = setInterval(
      () => void refresh().catch(() => undefined),
      Math.max(50, Math.floor(this.d.settings.claimIdleMs / 3)),
    );
    this.keepalives.add(keepalive);
    try {
      const outcome = await deliverWithRetry(event, this.d.handler, {
        group: this.d.logicalGroup,
        policy: this.d.policy,
        logger: this.d.logger,
        signal: this.controller.signal,
        previousAttempts,
        beforeRetry: refresh,
      });
      if (outcome.kind === 'handled') await groupOps.ack(message.stream, message.id);
      if (outcome.kind === 'exhausted')
        await this.deadLetter(message, event, outcome.attempts, outcome.error);
    } finally {
      clearInterval(keepalive);
      this.keepalives.delete(keepalive);
    }
  }

  private async deadLetter(
    message: Message,
    event: EventEnvelope | null,
    attempts: number,
    error: string,
  ): Promise<void> {
    await this.d.groupOps.deadLetter({ ...message, event, attempts, error });
    this.d.logger.error(
      { group: this.d.logicalGroup, messageId: message.id, eventId: event?.id, attempts, err: error },
      'event moved to the dead-letter stream',
    );
  }

  private async refreshReaderId(): Promise<void> {
    try {
      this.readerId = Number(await this.d.reader.call('CLIENT', 'ID'));
    } catch {
      this.readerId = null;
    }
  }
}
