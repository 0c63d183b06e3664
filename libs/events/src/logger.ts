/** The subset of a pino logger the events library uses; pass the service's pino logger. */
export interface EventsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

const noop = (): void => undefined;

/** Default when no logger is given: silent, so importing the library never writes to stdout. */
export const silentLogger: EventsLogger = { info: noop, warn: noop, error: noop, debug: noop };

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
