import { logLevel, type logCreator } from 'kafkajs';
import type { EventsLogger } from '../../logger';

/** Routes kafkajs' own logs into the service logger. */
export function kafkaLogCreator(logger: EventsLogger): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      const { message, timestamp: _ts, ...extra } = log;
      const obj = { kafka: namespace, ...extra };
      if (level === logLevel.ERROR) logger.error(obj, message);
      else if (level === logLevel.WARN) logger.warn(obj, message);
      else if (level === logLevel.INFO) logger.info(obj, message);
      else logger.debug(obj, message);
    };
}
