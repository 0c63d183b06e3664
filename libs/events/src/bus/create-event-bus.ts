import type { EventsLogger } from '../logger';
import type { InspectableEventBus } from './event-bus.port';
import { KafkaEventBus, type KafkaEventBusOptions } from './kafka/kafka-event-bus';
import { MemoryEventBus, type MemoryEventBusOptions } from './memory/memory-event-bus';
import { RedisEventBus, type RedisEventBusOptions } from './redis/redis-event-bus';
import type { RetryPolicy } from './retry-policy';

export type EventBusKind = 'memory' | 'redis' | 'kafka';

export interface CreateEventBusOptions {
  kind: EventBusKind;
  redisUrl?: string;
  /** Comma-separated string (as in KAFKA_BROKERS) or a list. */
  kafkaBrokers?: string | string[];
  logger?: EventsLogger;
  retry?: Partial<RetryPolicy>;
  /** Adapter-specific tuning (retainEvents, prefix, claimIdleMs, topicPrefix, ...). */
  memory?: Omit<MemoryEventBusOptions, 'logger' | 'retry'>;
  redis?: Omit<RedisEventBusOptions, 'url' | 'logger' | 'retry'>;
  kafka?: Omit<KafkaEventBusOptions, 'brokers' | 'logger' | 'retry'>;
}

/** Picks the adapter named by configuration (EVENT_BUS); importing this module connects to nothing. */
export function createEventBus(options: CreateEventBusOptions): InspectableEventBus {
  const { kind, logger, retry } = options;
  switch (kind) {
    case 'memory':
      return new MemoryEventBus({ ...options.memory, logger, retry });
    case 'redis':
      if (!options.redisUrl) throw new Error('EVENT_BUS=redis needs REDIS_URL');
      return new RedisEventBus({ ...options.redis, url: options.redisUrl, logger, retry });
    case 'kafka': {
      const brokers =
        typeof options.kafkaBrokers === 'string'
          ? options.kafkaBrokers.split(',')
          : (options.kafkaBrokers ?? []);
      const list = brokers.map((b) => b.trim()).filter(Boolean);
      if (list.length === 0) throw new Error('EVENT_BUS=kafka needs KAFKA_BROKERS');
      return new KafkaEventBus({ ...options.kafka, brokers: list, logger, retry });
    }
    default:
      throw new Error(`unknown event bus kind "${String(kind)}"`);
  }
}
