// Standalone statistics process (distributed mode).
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createStatisticsService } from './create-statistics-service';

runStandalone('statistics', loadConfig, ({ base, config, processedEventsRetentionMs }) =>
  createStatisticsService({
    ...base,
    settings: { publisherName: config.PUBLISHER_NAME },
    processedEventsRetentionMs,
  }),
);
