import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { redactingSerializer, redactSecrets } from './secret-redaction';

export type { Logger };

type LogContext = () => Record<string, string> | undefined;
let logContext: LogContext | undefined;

/**
 * Fields added to every log line of the process from the current async context: libs/tracing sets
 * trace_id and span_id here when tracing is on. Undefined removes it.
 */
export function setLogContext(fields: LogContext | undefined): void {
  logContext = fields;
}

/**
 * A process's logger. Secrets (passwords, tokens, credential headers) are censored at any depth of what
 * is logged, in the fields of a line, in a child's bindings and in what serializers return
 * (secret-redaction.ts); `destination` is for tests, stdout otherwise.
 */
export function createLogger(
  name: string,
  options: Pick<LoggerOptions, 'level'> = {},
  destination?: DestinationStream,
): Logger {
  const settings: LoggerOptions = {
    name,
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    formatters: { log: redactSecrets },
    serializers: { err: redactingSerializer(pino.stdSerializers.err) },
    mixin: () => logContext?.() ?? {},
  };
  const logger = destination ? pino(settings, destination) : pino(settings);
  // pino formats only the root's own bindings: a child's are searched here. Children are made from
  // their parent by prototype, so every descendant's child() comes through this one.
  const makeChild = logger.child;
  logger.child = function child(this: Logger, bindings, childOptions) {
    return makeChild.call(this, redactSecrets(bindings), childOptions);
  } as Logger['child'];
  return logger;
}
