import { baseConfigSchema, loadServiceConfig, mailConfigShape, port } from '@journal/config';
import { publishingDoiPrefixShape } from './domain/doi-prefix';
import { sampleContentShape } from './domain/sample-content.setting';

/** Environment of a standalone journals process: the base keys (libs/config) plus its own. */
export const journalsConfigSchema = baseConfigSchema.extend({
  PORT: port(3014),
  ...publishingDoiPrefixShape,
  ...sampleContentShape,
  /** The site's name until the administrator saves one in the Site page. */
  PUBLISHER_NAME: mailConfigShape.PUBLISHER_NAME,
});

export type JournalsConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('journals', journalsConfigSchema, env);
}
