import { platformGauge } from './platform-series';

export interface Sample<L extends string> {
  labels: Partial<Record<L, string>>;
  value: number;
}

type Source<L extends string> = () => Promise<Sample<L>[]>;

/**
 * A gauge whose values are read when Prometheus scrapes (a database count, a Redis XINFO), from every
 * source registered for it. A source that fails leaves its series out of that scrape and reports the
 * error once through `onError`, so a scrape never fails because one dependency is down.
 */
export function scrapeGauge<L extends string>(options: {
  /** Without METRIC_PREFIX, as every platform series is declared. */
  name: string;
  help: string;
  labelNames: readonly L[];
}) {
  const sources = new Set<Source<L>>();
  let onError: (error: unknown) => void = () => undefined;
  const gauge = platformGauge<L>({
    ...options,
    async collect() {
      this.reset();
      const results = await Promise.allSettled([...sources].map((source) => source()));
      for (const result of results) {
        if (result.status === 'rejected') {
          onError(result.reason);
          continue;
        }
        for (const sample of result.value) this.set(sample.labels, sample.value);
      }
    },
  });
  return {
    gauge,
    /** Adds a source; returns its removal. */
    add(source: Source<L>): () => void {
      sources.add(source);
      return () => sources.delete(source);
    },
    reportErrorsTo(handler: (error: unknown) => void): void {
      onError = handler;
    },
  };
}
