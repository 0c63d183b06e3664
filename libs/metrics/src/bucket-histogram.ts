import type { Metric, Registry } from 'prom-client';

/** One label set's bucket counts (not cumulative), sum and count. */
class Series {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly upperBounds: readonly number[],
  ) {
    this.counts = new Float64Array(upperBounds.length);
  }

  observe(value: number): void {
    if (!Number.isFinite(value)) return; // a clock oddity must not poison the sum
    this.sum += value;
    this.count += 1;
    const bounds = this.upperBounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= bounds[i]!) {
        this.counts[i]! += 1;
        return;
      }
    }
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

export interface Observer {
  observe(value: number): void;
}

/**
 * A Prometheus histogram for the per-request and per-event paths: a caller binds a label set once
 * (`labels`) and each observation is a bucket scan and two additions. prom-client's Histogram checks
 * and hashes the label set on every observation, even through a bound child, which profiles showed as
 * its largest cost per request (docs/performance.md). Registered in a prom-client registry and
 * exposed by it like any of its own metrics.
 */
export class BucketHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();
  private readonly upperBounds: readonly number[];

  constructor(
    readonly options: {
      name: string;
      help: string;
      labelNames: readonly L[];
      buckets: readonly number[];
      registers: Registry[];
    },
  ) {
    if (options.labelNames.includes('le' as L)) throw new Error('le is a reserved label name');
    this.upperBounds = [...options.buckets].sort((a, b) => a - b);
    for (const registry of options.registers) registry.registerMetric(this as unknown as Metric);
  }

  get name(): string {
    return this.options.name;
  }

  get help(): string {
    return this.options.help;
  }

  /** The observer of one label set, made on first use and kept: bind it once, observe it often. */
  labels(values: Readonly<Record<L, string>>): Observer {
    const key = this.options.labelNames.map((name) => values[name]).join('\u0000');
    let series = this.series.get(key);
    if (!series) {
      const labels: Record<string, string> = {};
      for (const name of this.options.labelNames) labels[name] = String(values[name]);
      series = new Series(labels, this.upperBounds);
      this.series.set(key, series);
    }
    return series;
  }

  /** Zeroes every series; observers already bound keep counting into theirs. */
  reset(): void {
    for (const series of this.series.values()) series.reset();
  }

  /** What the registry formats: cumulative buckets with `le`, `_sum` and `_count` per label set. */
  getForPromString() {
    const { name, help } = this.options;
    const values: {
      value: number;
      labels: Record<string, string | number>;
      sharedLabels: Readonly<Record<string, string>>;
      metricName: string;
    }[] = [];
    for (const series of this.series.values()) {
      let cumulative = 0;
      this.upperBounds.forEach((bound, i) => {
        cumulative += series.counts[i]!;
        values.push({
          value: cumulative,
          labels: { le: bound },
          sharedLabels: series.labels,
          metricName: `${name}_bucket`,
        });
      });
      values.push(
        {
          value: series.count,
          labels: { le: '+Inf' },
          sharedLabels: series.labels,
          metricName: `${name}_bucket`,
        },
        { value: series.sum, labels: {}, sharedLabels: series.labels, metricName: `${name}_sum` },
        { value: series.count, labels: {}, sharedLabels: series.labels, metricName: `${name}_count` },
      );
    }
    return { name, help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The registry's JSON form (getMetricsAsJSON): each value with all its labels. */
  get() {
    const data = this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ value, labels, sharedLabels, metricName }) => ({
        value,
        metricName,
        labels: { ...sharedLabels, ...labels },
      })),
    };
  }
}
