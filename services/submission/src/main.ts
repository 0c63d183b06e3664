// Standalone submission process (distributed mode).
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createSubmissionService } from './create-submission-service';

runStandalone(
  'submission',
  loadConfig,
  ({ base, adapters, journalRoles, relay, processedEventsRetentionMs }) =>
    createSubmissionService({
      ...base,
      storage: adapters.storage(),
      journalRoles,
      relay,
      processedEventsRetentionMs,
    }),
);
