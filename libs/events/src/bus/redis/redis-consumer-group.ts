import type Redis from 'ioredis';
import type { EventEnvelope } from '../../envelope';
import { errorMessage } from '../../logger';
import type { StreamEntry } from './redis-codec';

type PendingEntry = [id: string, consumer: string, idleMs: number, deliveries: number];

export interface DeadLetterInfo {
  stream: string;
  id: string;
  fields: string[] | null;
  event: EventEnvelope | null;
  attempts: number;
  error: string;
}

/** The consumer-group commands of one consumer (on the shared, non-blocking connection). */
export class RedisConsumerGroup {
  constructor(
    private readonly commands: Redis,
    readonly group: string,
    private readonly logicalGroup: string,
    readonly consumer: string,
    private readonly deadLetterKey: string,
  ) {}

  async ensure(streams: string[], startFrom: 'earliest' | 'latest'): Promise<void> {
    for (const stream of streams) {
      try {
        await this.commands.call(
          'XGROUP',
          'CREATE',
          stream,
          this.group,
          startFrom === 'earliest' ? '0' : '$',
          'MKSTREAM',
        );
      } catch (err) {
        if (!/BUSYGROUP/.test(errorMessage(err))) throw err;
      }
    }
  }

  async ack(stream: string, id: string): Promise<void> {
    await this.commands.xack(stream, this.group, id);
  }

  /** One XACK per stream for all of its entries, pipelined: a batch costs one round trip. */
  async ackMany(entries: readonly { stream: string; id: string }[]): Promise<void> {
    if (entries.length === 0) return;
    const byStream = idsByStream(entries);
    if (byStream.size === 1) {
      const [stream, ids] = byStream.entries().next().value!;
      await this.commands.xack(stream, this.group, ...ids);
      return;
    }
    const pipeline = this.commands.pipeline();
    for (const [stream, ids] of byStream) pipeline.xack(stream, this.group, ...ids);
    const results = await pipeline.exec();
    const failed = results?.find(([err]) => err);
    if (!results || failed) throw failed?.[0] ?? new Error('acknowledgement pipeline aborted');
  }

  /** Takes over entries idle longer than minIdleMs (their consumer is presumed dead). */
  async autoClaim(
    stream: string,
    minIdleMs: number,
    cursor: string,
    count: number,
  ): Promise<[string, StreamEntry[]]> {
    const reply = (await this.commands.call(
      'XAUTOCLAIM',
      stream,
      this.group,
      this.consumer,
      minIdleMs,
      cursor,
      'COUNT',
      count,
    )) as [string, (StreamEntry | null)[]];
    return [reply[0], reply[1].filter((e): e is StreamEntry => e !== null)];
  }

  async deliveryCount(stream: string, id: string): Promise<number> {
    const pending = (await this.commands.call('XPENDING', stream, this.group, id, id, 1)) as PendingEntry[];
    return Number(pending[0]?.[3] ?? 1);
  }

  /** True while the entry is still pending on this consumer; also resets its idle time so nobody reclaims it. */
  async refreshOwnership(stream: string, id: string): Promise<boolean> {
    const pending = (await this.commands.call('XPENDING', stream, this.group, id, id, 1)) as PendingEntry[];
    if (pending[0]?.[1] !== this.consumer) return false;
    await this.commands.call('XCLAIM', stream, this.group, this.consumer, 0, id, 'JUSTID');
    return true;
  }

  /** Dead-letter record and acknowledgement in one MULTI, so the entry is neither lost nor handled again. */
  async deadLetter(info: DeadLetterInfo): Promise<void> {
    const fields = [
      'group',
      this.logicalGroup,
      'physicalGroup',
      this.group,
      'stream',
      info.stream,
      'messageId',
      info.id,
    ];
    fields.push('attempts', String(info.attempts), 'error', info.error, 'failedAt', new Date().toISOString());
    fields.push('event', JSON.stringify(info.event ?? info.fields));
    const results = await this.commands
      .multi()
      .xadd(this.deadLetterKey, '*', ...fields)
      .xack(info.stream, this.group, info.id)
      .exec();
    const failed = results?.find(([err]) => err);
    if (!results || failed) throw failed?.[0] ?? new Error('dead-letter transaction aborted');
  }

  /** Random consumer names would pile up in XINFO; drop ours where it holds no pending entries. */
  async forgetConsumerIfIdle(streams: string[]): Promise<void> {
    for (const stream of streams) {
      const mine = (await this.commands.call(
        'XPENDING',
        stream,
        this.group,
        '-',
        '+',
        1,
        this.consumer,
      )) as unknown[];
      if (mine.length === 0)
        await this.commands.call('XGROUP', 'DELCONSUMER', stream, this.group, this.consumer);
    }
  }

  /**
   * Entries of `stream` this group never read because trimming (MAXLEN) removed them first: the group's
   * unread count (XINFO GROUPS `lag`, Redis 7) beyond what the stream still holds. Null when Redis cannot
   * tell (older Redis, or a lag it cannot compute).
   */
  async trimmedUnread(stream: string): Promise<number | null> {
    const groups = (await this.commands.call('XINFO', 'GROUPS', stream)) as unknown[][];
    const mine = groups.find((g) => infoField(g, 'name') === this.group);
    const lag = mine ? infoField(mine, 'lag') : null;
    if (lag === null || lag === undefined) return null;
    const length = await this.commands.xlen(stream);
    return Math.max(0, Number(lag) - length);
  }
}

/** A field of a flat XINFO reply (`[name, value, name, value, ...]`). */
function infoField(reply: unknown[], name: string): unknown {
  const at = reply.indexOf(name);
  return at >= 0 && at % 2 === 0 ? reply[at + 1] : undefined;
}

/** Entry ids grouped by their stream, in order: one XACK per stream. */
export function idsByStream(entries: readonly { stream: string; id: string }[]): Map<string, string[]> {
  const byStream = new Map<string, string[]>();
  for (const { stream, id } of entries) {
    const ids = byStream.get(stream);
    if (ids) ids.push(id);
    else byStream.set(stream, [id]);
  }
  return byStream;
}
