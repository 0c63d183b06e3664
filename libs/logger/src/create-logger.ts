import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Keys never written to logs, wherever they appear in a logged object. */
const REDACTED = [
  'password',
  '*.password',
  'current_password',
  'new_password',
  '*.current_password',
  '*.new_password',
  'token',
  '*.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'credential',
  '*.credential',
];

type LogContext = () => Record<string, string> | undefined;
let logContext: LogContext | undefined;

/**
 * Fields added to every log line of the process from the current async context: libs/tracing sets
 * trace_id and span_id here when tracing is on. Undefined removes it.
 */
export function setLogContext(fields: LogContext | undefined): void {
  logContext = fields;
}

export function createLogger(name: string, options: LoggerOptions = {}): Logger {
  return pino({
    name,
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACTED, censor: '[redacted]' },
    mixin: () => logContext?.() ?? {},
    ...options,
  });
}
