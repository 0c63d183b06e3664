import {
  Counter,
  Gauge,
  Histogram,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client';
import { METRIC_PREFIX, registry } from './registry';

/** A series as the platform declares it: its name without METRIC_PREFIX, no registry of its own. */
type Declared<Configuration> = Omit<Configuration, 'registers'>;

/** Every series of the platform is named under METRIC_PREFIX and lives in the process's registry. */
function registered<Configuration extends { name: string }>(config: Configuration) {
  return { ...config, name: `${METRIC_PREFIX}${config.name}`, registers: [registry] };
}

export function platformCounter<L extends string = string>(config: Declared<CounterConfiguration<L>>) {
  return new Counter<L>(registered(config));
}

export function platformGauge<L extends string = string>(config: Declared<GaugeConfiguration<L>>) {
  return new Gauge<L>(registered(config));
}

export function platformHistogram<L extends string = string>(config: Declared<HistogramConfiguration<L>>) {
  return new Histogram<L>(registered(config));
}
