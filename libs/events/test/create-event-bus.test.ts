import { createEventBus, KafkaEventBus, MemoryEventBus, RedisEventBus } from '../src';

describe('createEventBus', () => {
  it('builds the adapter named by kind', async () => {
    const memory = createEventBus({ kind: 'memory' });
    expect(memory).toBeInstanceOf(MemoryEventBus);
    await memory.close();
    // lazyConnect: building the bus must not need a reachable Redis or Kafka.
    const redis = createEventBus({
      kind: 'redis',
      redisUrl: 'redis://127.0.0.1:1',
      redis: { redisOptions: { lazyConnect: true } },
    });
    expect(redis).toBeInstanceOf(RedisEventBus);
    await redis.close();
    const kafka = createEventBus({ kind: 'kafka', kafkaBrokers: 'k1:9092, k2:9092' });
    expect(kafka).toBeInstanceOf(KafkaEventBus);
    await kafka.close();
  });

  it('explains missing configuration', () => {
    expect(() => createEventBus({ kind: 'redis' })).toThrow('EVENT_BUS=redis needs REDIS_URL');
    expect(() => createEventBus({ kind: 'kafka', kafkaBrokers: ' , ' })).toThrow(
      'EVENT_BUS=kafka needs KAFKA_BROKERS',
    );
    expect(() => createEventBus({ kind: 'nats' as never })).toThrow('unknown event bus kind "nats"');
  });

  it('validates the retry policy', () => {
    expect(() => createEventBus({ kind: 'memory', retry: { maxAttempts: 0 } })).toThrow(/maxAttempts/);
  });
});
