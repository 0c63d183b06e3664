import type { Admin } from 'kafkajs';
import { eventCategory } from '../bus-naming';

export interface KafkaTopicSettings {
  topicPrefix: string;
  numPartitions: number;
  replicationFactor: number;
}

export const topicForCategory = (s: KafkaTopicSettings, category: string): string =>
  `${s.topicPrefix}${category}`;
export const topicForType = (s: KafkaTopicSettings, type: string): string =>
  topicForCategory(s, eventCategory(type));
export const deadLetterTopic = (s: KafkaTopicSettings): string => `${s.topicPrefix}dead-letter`;

/** Creates topics once per process (brokers often run with auto-creation off). */
export class TopicRegistry {
  private readonly ensured = new Map<string, Promise<void>>();

  constructor(
    private readonly admin: () => Promise<Admin>,
    private readonly settings: KafkaTopicSettings,
  ) {}

  async ensure(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.ensured.has(t));
    if (missing.length > 0) {
      const created = this.create(missing);
      for (const t of missing) this.ensured.set(t, created);
      created.catch(() => missing.forEach((t) => this.ensured.delete(t)));
    }
    await Promise.all(topics.map((t) => this.ensured.get(t)));
  }

  private async create(topics: string[]): Promise<void> {
    const admin = await this.admin();
    const existing = new Set(await admin.listTopics());
    const toCreate = topics.filter((t) => !existing.has(t));
    if (toCreate.length === 0) return;
    await admin.createTopics({
      waitForLeaders: true,
      topics: toCreate.map((topic) => ({
        topic,
        numPartitions: this.settings.numPartitions,
        replicationFactor: this.settings.replicationFactor,
      })),
    });
  }
}
