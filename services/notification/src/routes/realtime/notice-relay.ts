import type Redis from 'ioredis';
import { abortableSleep, backoffDelay } from '@journal/events';
import type { Logger } from '@journal/logger';
import type { StatusUpdateBroadcast } from './socket.types';

export interface NoticeRelayOptions {
  /** Commands (XADD); the relay duplicates it for its blocking reads. */
  redis: Redis;
  /** The capped stream every instance of one deployment shares. */
  streamKey: string;
  /** Called for every notice on the stream, this instance's own included. */
  onNotice(message: StatusUpdateBroadcast): void;
  logger: Logger;
  /** Entries (batches of notices) kept, approximately: how far behind an instance may fall and still catch up. */
  maxLen?: number;
  blockMs?: number;
}

export interface NoticeRelay {
  /**
   * Resolves once the reader knows where the stream ends: every notice published after that reaches
   * onNotice. Readiness waits for it, so no socket is accepted (and no event consumed) before then.
   */
  readonly ready: Promise<void>;
  /** Resolves once Redis has the notices (one round trip); rejects when one could not be stored (the caller retries). */
  publish(messages: readonly StatusUpdateBroadcast[]): Promise<void>;
  close(): Promise<void>;
}

type XReadReply = [stream: string, entries: [id: string, fields: string[]][]][] | null;

/**
 * Live notices between notification instances on a Redis stream. Pub/sub (Socket.IO's Redis adapter, and
 * serverSideEmit in the streams adapter) drops what is published while an instance is reconnecting; a
 * stream read from the last id seen hands it over once the connection is back (ADR 0009).
 */
export function startNoticeRelay(options: NoticeRelayOptions): NoticeRelay {
  const { redis, streamKey, logger } = options;
  const maxLen = options.maxLen ?? 10_000;
  const blockMs = options.blockMs ?? 5_000;
  // A dedicated connection: XREAD BLOCK holds it. Named, so CLIENT LIST shows what it is.
  const reader = redis.duplicate({ connectionName: `${streamKey}:reader` });
  reader.on('error', (err: Error) => logger.warn({ err: err.message }, 'notice relay redis error'));
  const stopped = new AbortController();
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  // An entry holds a batch's notices (['notices', json array]); ['notice', json] is one notice, as written
  // before batching (an older instance in a rolling update).
  const handle = (fields: string[]) => {
    const [name, json] = fields;
    let notices: StatusUpdateBroadcast[];
    try {
      const parsed: unknown = JSON.parse(json ?? '');
      notices = (name === 'notices' ? parsed : [parsed]) as StatusUpdateBroadcast[];
      if (!Array.isArray(notices)) throw new Error(`field ${name} is not a list`);
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'unreadable notice skipped');
      return;
    }
    for (const notice of notices) options.onNotice(notice);
  };

  const loop = (async () => {
    // The tail as the relay starts: what was published before belongs to instances that were there then.
    let lastId: string | undefined;
    let failures = 0;
    while (!stopped.signal.aborted) {
      try {
        if (lastId === undefined) {
          lastId = ((await reader.xrevrange(streamKey, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0') as string;
          markReady();
        }
        const reply = (await reader.xread(
          'COUNT',
          500,
          'BLOCK',
          blockMs,
          'STREAMS',
          streamKey,
          lastId,
        )) as XReadReply;
        for (const [id, fields] of reply?.[0]?.[1] ?? []) {
          lastId = id;
          handle(fields);
        }
        failures = 0;
      } catch (err) {
        if (stopped.signal.aborted) break;
        failures += 1;
        const delay = backoffDelay({ initialDelayMs: 100, maxDelayMs: 2_000, factor: 2 }, failures);
        logger.warn({ err: (err as Error).message, retryInMs: delay }, 'notice relay read failed');
        await abortableSleep(delay, stopped.signal);
      }
    }
  })();

  return {
    ready,
    async publish(messages) {
      if (messages.length === 0) return;
      // One entry for the batch: one XADD to write, and one entry for every other instance to read and parse.
      await redis.xadd(streamKey, 'MAXLEN', '~', maxLen, '*', 'notices', JSON.stringify(messages));
    },
    async close() {
      stopped.abort();
      reader.disconnect(); // ends a blocking XREAD at once
      await loop;
      markReady(); // nothing more will be read: nobody waits on a relay that is gone
    },
  };
}
