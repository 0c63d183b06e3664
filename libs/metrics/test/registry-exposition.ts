import type { Registry } from 'prom-client';

/**
 * What a registry exposes, as text and as JSON, for comparing a metric of libs/metrics with prom-client's
 * own given the same updates. prom-client's JSON carries an empty exemplar slot per value (exemplars are
 * off), which is left out; the rest must match.
 */
export async function exposition(registry: Registry): Promise<{ text: string; json: unknown }> {
  const json = (await registry.getMetricsAsJSON()).map((metric) => ({
    ...metric,
    values: metric.values.map((value) => {
      const { exemplar: _none, ...rest } = value as typeof value & { exemplar?: unknown };
      return rest;
    }),
  }));
  return { text: await registry.metrics(), json };
}
