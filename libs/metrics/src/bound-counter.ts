import { BoundMetric, type Sample } from './bound-metric';

/** One label set's count. */
class CounterSeries {
  value = 0;

  constructor(readonly labels: Readonly<Record<string, string>>) {}

  inc(by = 1): void {
    // A counter only goes up, by a number (prom-client's Counter throws on a decrease too).
    if (!(by >= 0) || !Number.isFinite(by)) throw new RangeError(`a counter cannot be increased by ${by}`);
    this.value += by;
  }
}

export interface Incrementer {
  inc(by?: number): void;
}

/** A Prometheus counter whose label sets are bound once (BoundMetric): each `inc` is one addition. */
export class BoundCounter<L extends string> extends BoundMetric<L, CounterSeries> {
  readonly type = 'counter';

  /** The incrementer of one label set; a new one starts at 0 and is exported from then on. */
  labels(values: Readonly<Record<L, string>>): Incrementer {
    return this.bind(values);
  }

  protected makeSeries(labels: Readonly<Record<string, string>>): CounterSeries {
    return new CounterSeries(labels);
  }

  protected samplesOf(series: CounterSeries): Sample[] {
    return [{ value: series.value, labels: {}, sharedLabels: series.labels }];
  }

  protected resetSeries(series: CounterSeries): void {
    series.value = 0;
  }
}
