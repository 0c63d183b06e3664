import { baseConfigSchema, loadServiceConfig, port } from '@journal/config';

/** Environment of a standalone submission process: the base keys (libs/config) plus its own. */
export const submissionConfigSchema = baseConfigSchema.extend({
  PORT: port(3002),
});

export type SubmissionConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('submission', submissionConfigSchema, env);
}
