import { baseConfigSchema, loadServiceConfig, mailConfigShape, port } from '@journal/config';

/**
 * Environment of a standalone statistics process: the base keys (libs/config) plus its own. It calls no
 * other service: what it knows of articles and journals comes by events (ADR 0040).
 */
export const statisticsConfigSchema = baseConfigSchema.extend({
  PORT: port(3015),
  /** The platform and publisher SUSHI reports name, and their proprietary namespace. */
  PUBLISHER_NAME: mailConfigShape.PUBLISHER_NAME,
});

export type StatisticsConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('statistics', statisticsConfigSchema, env);
}
