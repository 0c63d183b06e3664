import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { redactErrorText } from './redact-error-text';
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

/** Log lines are written in chunks of about this many bytes (pino's asynchronous logging)... */
const LOG_BUFFER_BYTES = 4096;
/** ...and at least this often, so a quiet process's last lines are never held back for long. */
const LOG_FLUSH_INTERVAL_MS = 1_000;

/**
 * stdout through pino's asynchronous destination (sonic-boom, documented in pino's "Asynchronous Logging"):
 * one write for many lines instead of a blocking write per line, which on the status path was a system call
 * per request in every process (docs/performance.md). pino flushes it synchronously when the process exits
 * (exit, uncaught exception, SIGINT, SIGTERM), and a timer flushes it every second.
 */
function bufferedStdout(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_INTERVAL_MS).unref();
  return destination;
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
    serializers: { err: redactingSerializer((err: Error) => redactErrorText(pino.stdSerializers.err(err))) },
    mixin: () => logContext?.() ?? {},
  };
  const logger = pino(settings, destination ?? bufferedStdout());
  // pino formats only the root's own bindings: a child's are searched here. Children are made from
  // their parent by prototype, so every descendant's child() comes through this one.
  const makeChild = logger.child;
  logger.child = function child(this: Logger, bindings, childOptions) {
    return makeChild.call(this, redactSecrets(bindings), childOptions);
  } as Logger['child'];
  return logger;
}
