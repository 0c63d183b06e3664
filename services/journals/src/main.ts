// Standalone journals process (distributed mode).
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createJournalsService } from './create-journals-service';

runStandalone('journals', loadConfig, ({ base, config, adapters, relay, processedEventsRetentionMs }) =>
  createJournalsService({
    ...base,
    storage: adapters.storage(),
    doiPrefix: config.DOI_PREFIX,
    relay,
    processedEventsRetentionMs,
  }),
);
