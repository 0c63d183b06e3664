import type { ServiceInstance } from './service-instance';

/** Something started with a service that stops with it (a relay, a subscription, a worker, a purge). */
export interface Stoppable {
  stop(): Promise<void> | void;
}

/** Starts one part of a service's background work; undefined when the configuration leaves it out. */
export type BackgroundPart = () => Promise<Stoppable | undefined> | Stoppable | undefined;

/**
 * A service's background work as ServiceInstance's `start` and `stop`, written once for every service:
 * `start` starts the parts in order, `stop` stops the started ones in reverse order (consumers before the
 * relay, so its last flush carries what they wrote). Both are idempotent; `start` after `stop` starts again.
 * When a part fails to start, the ones already started are stopped and the error is thrown.
 */
export function backgroundWork(parts: readonly BackgroundPart[]): Pick<ServiceInstance, 'start' | 'stop'> {
  let running: Stoppable[] | undefined;
  const stopAll = async (started: Stoppable[]) => {
    for (const part of [...started].reverse()) await part.stop();
  };
  return {
    async start() {
      if (running) return;
      const started: Stoppable[] = [];
      running = started;
      try {
        for (const part of parts) {
          const stoppable = await part();
          if (!stoppable) continue;
          // Stopped while starting: what has just started stops too, and nothing more starts.
          if (running !== started) return void (await stoppable.stop());
          started.push(stoppable);
        }
      } catch (error) {
        running = undefined;
        await stopAll(started);
        throw error;
      }
    },
    async stop() {
      const started = running;
      running = undefined;
      if (started) await stopAll(started);
    },
  };
}

/** A part with its own start and stop (an OutboxRelay, a worker): started as it is. */
export function startedPart(part: { start(): unknown } & Stoppable): BackgroundPart {
  return async () => {
    await part.start();
    return part;
  };
}
