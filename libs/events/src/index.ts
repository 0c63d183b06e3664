export * from './envelope';
export * from './logger';
export * from './contracts';
export * from './bus/event-bus.port';
export * from './bus/retry-policy';
export { batched, inTurn, subscribe, type EventSubscription } from './bus/subscribe';
export {
  defineConsumer,
  eventConsumers,
  READ_LINGER_MS,
  type ConsumedEvent,
  type ConsumerDefinition,
  type ConsumingService,
  type ReadSettings,
  type SubscribingService,
} from './bus/event-consumers';
export { eventCategory, physicalGroupName } from './bus/bus-naming';
export { MemoryEventBus, type MemoryEventBusOptions } from './bus/memory/memory-event-bus';
export { RedisEventBus, type RedisEventBusOptions } from './bus/redis/redis-event-bus';
export { KafkaEventBus, type KafkaEventBusOptions } from './bus/kafka/kafka-event-bus';
export { createEventBus, type CreateEventBusOptions, type EventBusKind } from './bus/create-event-bus';
export { writeOutbox } from './outbox/write-outbox';
export { OutboxRelay, type OutboxRelayOptions } from './outbox/outbox-relay';
export {
  outboxDdl,
  outboxDeadLettersDdl,
  processedEventsDdl,
  eventTablesMigration,
  OUTBOX_DDL,
  processedEventsByGroupMigration,
  type SqlMigrationBuilder,
} from './outbox/outbox.ddl';
export {
  listOutboxDeadLetters,
  replayOutboxDeadLetters,
  type OutboxDeadLetter,
} from './outbox/outbox-dead-letters';
export { handleOnce, handleBatchOnce, type ConsumerOf } from './idempotency/handle-once';
export {
  journalReadModelConsumer,
  type JournalSavedEvent,
  type JournalStateEvent,
} from './consumers/journal-read-model.handler';
export {
  purgeProcessedEvents,
  startProcessedEventsPurge,
  DEFAULT_PROCESSED_EVENTS_RETENTION_MS,
  type ProcessedEventsPurgeOptions,
} from './idempotency/processed-events-purge';
export * from './idempotency/aggregate-version';
export { abortableSleep } from './util/abortable-sleep';
export { observeEvents, type EventObserver, type DeliveryEvent } from './observability/event-observer';
export { redisKeys } from './bus/redis/redis-keys';
export { categoriesOf } from './bus/bus-naming';
