import { z } from 'zod';
import { baseConfigSchema, loadServiceConfig, port, urlString } from '@journal/config';

/**
 * The publishing keys, shared with the gateway's schema (embedded mode builds this service too).
 * 10.5555 is the prefix Crossref reserves for tests: real DOIs need the publisher's own prefix.
 */
export const publishingSettingsShape = {
  DOI_PREFIX: z
    .string()
    .regex(/^10\.\d{4,9}$/, 'must be a DOI prefix such as 10.5555')
    .default('10.5555'),
};

/** Environment of a standalone publishing process: the base keys (libs/config) plus its own. */
export const publishingConfigSchema = baseConfigSchema.extend({
  PORT: port(3012),
  /** The site's public origin, used in canonical links, sitemaps, feeds and OAI-PMH identifiers. */
  PUBLIC_URL: urlString.default('http://localhost:8080'),
  ...publishingSettingsShape,
});

export type PublishingConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('publishing', publishingConfigSchema, env);
}
