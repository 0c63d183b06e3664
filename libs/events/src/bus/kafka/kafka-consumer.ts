import type { Consumer, EachMessagePayload, Producer } from 'kafkajs';
import { envelopeSchema } from '../../contracts/parse-event';
import type { EventEnvelope } from '../../envelope';
import { errorMessage, type EventsLogger } from '../../logger';
import { deliverWithRetry } from '../deliver-with-retry';
import type { EventHandler } from '../event-bus.port';
import type { RetryPolicy } from '../retry-policy';

export interface KafkaConsumerDeps {
  consumer: Consumer;
  producer: () => Promise<Producer>;
  topics: string[];
  deadLetterTopic: string;
  logicalGroup: string;
  types: Set<string>;
  handler: EventHandler;
  policy: RetryPolicy;
  logger: EventsLogger;
  fromBeginning: boolean;
}

/**
 * One subscription: a kafkajs consumer in the group, one message at a time (so a partition, and with it an
 * aggregate, stays in order), offsets committed only after the handler succeeded or the event was dead-lettered.
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
      eachMessage: (p) => this.onMessage(p),
    });
  }

  /** kafkajs waits for the message in progress before leaving the group. */
  async stop(): Promise<void> {
    this.controller.abort();
    await this.d.consumer.disconnect();
  }

  private async onMessage({ topic, partition, message, heartbeat }: EachMessagePayload): Promise<void> {
    const commit = (): Promise<void> =>
      this.d.consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
    const raw = message.value?.toString('utf8') ?? '';
    let event: EventEnvelope;
    try {
      event = envelopeSchema.parse(JSON.parse(raw)) as EventEnvelope;
    } catch (err) {
      await this.deadLetter(raw, null, 0, `undecodable message: ${errorMessage(err)}`);
      return commit();
    }
    if (!this.d.types.has(event.type)) return commit();
    const outcome = await deliverWithRetry(event, this.d.handler, {
      group: this.d.logicalGroup,
      policy: this.d.policy,
      logger: this.d.logger,
      signal: this.controller.signal,
      // Long backoffs must not cost the group membership.
      beforeRetry: async () => {
        await heartbeat();
        return true;
      },
    });
    if (outcome.kind === 'abandoned') return; // stopping: uncommitted, the next owner of the partition gets it
    if (outcome.kind === 'exhausted') await this.deadLetter(raw, event, outcome.attempts, outcome.error);
    await commit();
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
