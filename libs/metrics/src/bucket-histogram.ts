import { BoundMetric, type BoundMetricOptions, type Sample } from './bound-metric';

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

/** A Prometheus histogram whose label sets are bound once (BoundMetric): an observation is a bucket scan and two additions. */
export class BucketHistogram<L extends string> extends BoundMetric<L, Series> {
  readonly type = 'histogram';
  private readonly upperBounds: readonly number[];

  constructor(options: BoundMetricOptions<L> & { buckets: readonly number[] }) {
    if (options.labelNames.includes('le' as L)) throw new Error('le is a reserved label name');
    super(options);
    this.upperBounds = [...options.buckets].sort((a, b) => a - b);
  }

  /** The observer of one label set, made on first use and kept: bind it once, observe it often. */
  labels(values: Readonly<Record<L, string>>): Observer {
    return this.bind(values);
  }

  protected makeSeries(labels: Readonly<Record<string, string>>): Series {
    return new Series(labels, this.upperBounds);
  }

  protected resetSeries(series: Series): void {
    series.reset();
  }

  /** Cumulative buckets with `le`, `_sum` and `_count`. */
  protected samplesOf(series: Series): Sample[] {
    const { name } = this;
    const samples: Sample[] = [];
    let cumulative = 0;
    this.upperBounds.forEach((bound, i) => {
      cumulative += series.counts[i]!;
      samples.push({
        value: cumulative,
        labels: { le: bound },
        sharedLabels: series.labels,
        metricName: `${name}_bucket`,
      });
    });
    samples.push(
      {
        value: series.count,
        labels: { le: '+Inf' },
        sharedLabels: series.labels,
        metricName: `${name}_bucket`,
      },
      { value: series.sum, labels: {}, sharedLabels: series.labels, metricName: `${name}_sum` },
      { value: series.count, labels: {}, sharedLabels: series.labels, metricName: `${name}_count` },
    );
    return samples;
  }
}
