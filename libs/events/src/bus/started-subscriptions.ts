import type { Subscription } from './event-bus.port';

/** The consumers a broker bus started: each stops on its own, and every one left stops when the bus closes. */
export class StartedSubscriptions {
  private readonly running = new Set<Subscription>();

  /** Tracks a started consumer; the returned subscription stops it and forgets it. */
  add(consumer: Subscription): Subscription {
    this.running.add(consumer);
    return {
      stop: async () => {
        this.running.delete(consumer);
        await consumer.stop();
      },
    };
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running].map((consumer) => consumer.stop()));
    this.running.clear();
  }
}
