import type { Consumer, EachBatchPayload, KafkaMessage, Producer } from 'kafkajs';
import { envelopeSchema } from '../../contracts/parse-event';
import type { EventEnvelope } from '../../envelope';
import { errorMessage } from '../../logger';
import { deliverToGroup, type GroupDelivery } from '../deliver-batch';

export interface KafkaConsumerDeps extends GroupDelivery {
  consumer: Consumer;
  producer: () => Promise<Producer>;
  topics: string[];
  deadLetterTopic: string;
  batchSize: number;
  fromBeginning: boolean;
}

/**
 * One subscription: a kafkajs consumer in the group taking fetched batches one partition at a time (so a
 * partition, and with it an aggregate, stays in order), in chunks of `batchSize` through deliverBatch, with
 * the offset committed once per chunk, after its events were handled or dead-lettered.
 */
export class KafkaSubscription {
  private readonly controller = new AbortController();

  constructor(private readonly d: KafkaConsumerDeps) {}

  async start(): Promise<void> {
    await this.d.consumer.connect();
    await this.d.consumer.subscribe({ topics: this.d.topics, fromBeginning: this.d.fromBeginning });
    await this.d.consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: 1,
      eachBatchAutoResolve: false,
      eachBatch: (p) => this.onBatch(p),
    });
  }

  /** kafkajs waits for the batch in progress before leaving the group. */
  async stop(): Promise<void> {
    this.controller.abort();
    await this.d.consumer.disconnect();
  }

  private async onBatch({
    batch,
    resolveOffset,
    heartbeat,
    isRunning,
    isStale,
  }: EachBatchPayload): Promise<void> {
    const { topic, partition } = batch;
    for (let at = 0; at < batch.messages.length; at += this.d.batchSize) {
      if (!isRunning() || isStale()) return;
      const chunk = batch.messages.slice(at, at + this.d.batchSize);
      const handledUpTo = await this.onChunk(chunk, heartbeat);
      if (handledUpTo === null) return; // stopping: uncommitted, the next owner of the partition gets them
      resolveOffset(handledUpTo);
      await this.d.consumer.commitOffsets([
        { topic, partition, offset: (BigInt(handledUpTo) + 1n).toString() },
      ]);
      if (chunk[chunk.length - 1]!.offset !== handledUpTo) return; // the rest was abandoned
    }
  }

  /** Handles a chunk in order; returns the offset of the last message whose outcome is final, or null. */
  private async onChunk(chunk: KafkaMessage[], heartbeat: () => Promise<void>): Promise<string | null> {
    const deliverable: { message: KafkaMessage; raw: string; event: EventEnvelope }[] = [];
    for (const message of chunk) {
      const raw = message.value?.toString('utf8') ?? '';
      try {
        const event = envelopeSchema.parse(JSON.parse(raw)) as EventEnvelope;
        if (this.d.types.has(event.type)) deliverable.push({ message, raw, event });
      } catch (err) {
        await this.deadLetter(raw, null, 0, `undecodable message: ${errorMessage(err)}`);
      }
    }
    const outcomes = await deliverToGroup(
      deliverable.map((d) => d.event),
      this.d,
      this.controller.signal,
      // Long backoffs must not cost the group membership.
      async () => {
        await heartbeat();
        return true;
      },
    );
    for (const [i, outcome] of outcomes.entries()) {
      const { message, raw, event } = deliverable[i]!;
      if (outcome.kind === 'abandoned') {
        // Everything before this message is final; an abandoned first message leaves nothing to commit.
        const before = BigInt(message.offset) - 1n;
        return before >= BigInt(chunk[0]!.offset) ? before.toString() : null;
      }
      if (outcome.kind === 'exhausted') await this.deadLetter(raw, event, outcome.attempts, outcome.error);
    }
    return chunk[chunk.length - 1]!.offset;
  }

  private async deadLetter(
    raw: string,
    event: EventEnvelope | null,
    attempts: number,
    error: string,
  ): Promise<void> {
    const producer = await this.d.producer();
    const record = {
      event: event ?? raw,
      group: this.d.logicalGroup,
      attempts,
      error,
      failedAt: new Date().toISOString(),
    };
    await producer.send({
      topic: this.d.deadLetterTopic,
      acks: -1,
      messages: [{ key: event?.aggregateId ?? null, value: JSON.stringify(record) }],
    });
    this.d.logger.error(
      { group: this.d.logicalGroup, eventId: event?.id, attempts, err: error },
      'event moved to the dead-letter topic',
    );
  }
}
