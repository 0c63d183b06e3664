// Standalone notification process (distributed mode). runServer closes open WebSockets on SIGTERM, so
// clients reconnect to another instance while this one finishes its current event.
import { runStandalone } from '@journal/http';
import { loadConfig } from './config';
import { createNotificationService } from './create-notification-service';

runStandalone(() => {
  const config = loadConfig();
  return {
    name: 'notification',
    config,
    async build(adapters, logger) {
      const instance = await createNotificationService({
        logger,
        pool: adapters.pool,
        bus: adapters.bus,
        redis: adapters.redis('queue'),
        redisPrefix: adapters.redisPrefix,
        verifier: adapters.verifier(),
        mailer: adapters.mailer(),
        settings: { publicUrl: config.PUBLIC_URL, publisherName: config.PUBLISHER_NAME },
      });
      return { instance };
    },
  };
});
