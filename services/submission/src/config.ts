import { baseConfigSchema, loadServiceConfig, port, urlString } from '@journal/config';

/** Environment of a standalone submission process: the base keys (libs/config) plus its own. */
export const submissionConfigSchema = baseConfigSchema.extend({
  /** The journals service's internal base URL: a non-administrator's journal roles, asked per request (issue 28). */
  JOURNALS_URL: urlString.optional(),
  PORT: port(3002),
});

export type SubmissionConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('submission', submissionConfigSchema, env);
}
