import { randomUUID } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import type { DeadLetter } from '../event-bus.port';

/** Reads the whole dead-letter topic with a throw-away consumer group (an operator's tool, not a hot path). */
export async function readDeadLetters(
  kafka: Kafka,
  topic: string,
  limit: number,
  timeoutMs = 15_000,
): Promise<DeadLetter[]> {
  const admin = kafka.admin();
  await admin.connect();
  const groupId = `dead-letter-reader-${randomUUID()}`;
  try {
    const offsets = (await admin.fetchTopicOffsets(topic)).filter((o) => BigInt(o.high) > BigInt(o.low));
    if (offsets.length === 0) return [];
    const remaining = new Map(offsets.map((o) => [o.partition, BigInt(o.high) - 1n]));
    const letters: DeadLetter[] = [];
    const consumer = kafka.consumer({ groupId });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('timed out reading the dead-letter topic')),
          timeoutMs,
        );
        void consumer.run({
          eachMessage: async ({ partition, message }) => {
            letters.push(JSON.parse(message.value?.toString('utf8') ?? 'null') as DeadLetter);
            if (remaining.get(partition) === BigInt(message.offset)) remaining.delete(partition);
            if (remaining.size === 0) {
              clearTimeout(timer);
              resolve();
            }
          },
        });
      });
    } finally {
      await consumer.disconnect();
    }
    await admin.deleteGroups([groupId]).catch(() => undefined);
    return letters.sort((a, b) => a.failedAt.localeCompare(b.failedAt)).slice(-limit);
  } finally {
    await admin.disconnect();
  }
}
