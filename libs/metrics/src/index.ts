export { registry, enableDefaultMetrics, metricsEnabled, setMetricsEnabled, METRIC_PREFIX } from './registry';
export { scrapeGauge, type Sample } from './scrape-gauge';
export {
  httpMetrics,
  httpRequestDuration,
  recordRequest,
  routeTemplateOf,
  setRouteTemplate,
} from './http-metrics';
export * from './platform-metrics';
export {
  watchEvents,
  consumerEvents,
  consumerHandleDuration,
  outboxPublished,
  outboxPending,
  outboxOldestAge,
  consumerPending,
  consumerLag,
  type BacklogReader,
  type GroupBacklog,
} from './event-metrics';
export { redisBacklogReader, kafkaBacklogReader } from './consumer-backlog';
export { startMetricsServer, type MetricsServer } from './metrics-server';
export {
  countUsageExcluded,
  usageEventsExcluded,
  USAGE_EXCLUSION_REASONS,
  type UsageExclusionReason,
} from './usage-metrics';
