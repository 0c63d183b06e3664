import type { Metric, Registry } from 'prom-client';

/** One line of the exposition as prom-client's registry formats it. */
export interface Sample {
  value: number;
  labels: Record<string, string | number>;
  sharedLabels: Readonly<Record<string, string>>;
  metricName?: string;
}

export interface BoundMetricOptions<L extends string> {
  name: string;
  help: string;
  labelNames: readonly L[];
  registers: Registry[];
}

/**
 * A metric for the per-request and per-event paths: a caller binds a label set once (`bind`) and gets its
 * series, which counts with a few additions. prom-client's own metrics check and hash the label set on
 * every call, even through a bound child (`labels()` only binds the arguments), which profiles showed as
 * their largest cost per request and per event (docs/performance.md). Registered in a prom-client
 * registry and exposed by it like any of its own metrics.
 */
export abstract class BoundMetric<
  L extends string,
  S extends { readonly labels: Readonly<Record<string, string>> },
> {
  abstract readonly type: 'counter' | 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, S>();

  constructor(readonly options: BoundMetricOptions<L>) {
    for (const registry of options.registers) registry.registerMetric(this as unknown as Metric);
  }

  get name(): string {
    return this.options.name;
  }

  get help(): string {
    return this.options.help;
  }

  /** A new series for a label set. */
  protected abstract makeSeries(labels: Readonly<Record<string, string>>): S;
  /** The exposition lines of one series. */
  protected abstract samplesOf(series: S): Sample[];
  /** Zeroes one series. */
  protected abstract resetSeries(series: S): void;

  /** The series of one label set, made on first use and kept: bind it once, count into it often. */
  protected bind(values: Readonly<Record<L, string>>): S {
    const key = this.options.labelNames.map((name) => values[name]).join('\u0000');
    let series = this.series.get(key);
    if (!series) {
      const labels: Record<string, string> = {};
      for (const name of this.options.labelNames) labels[name] = String(values[name]);
      series = this.makeSeries(labels);
      this.series.set(key, series);
    }
    return series;
  }

  /** Zeroes every series; those already bound keep counting into theirs. */
  reset(): void {
    for (const series of this.series.values()) this.resetSeries(series);
  }

  /** What the registry formats. */
  getForPromString() {
    const values: Sample[] = [];
    for (const series of this.series.values()) values.push(...this.samplesOf(series));
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** The registry's JSON form (getMetricsAsJSON): each value with all its labels. */
  get() {
    const data = this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ value, labels, sharedLabels, metricName }) => ({
        value,
        ...(metricName === undefined ? {} : { metricName }),
        labels: { ...sharedLabels, ...labels },
      })),
    };
  }
}
