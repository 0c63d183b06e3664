import { baseConfigSchema, loadServiceConfig, port, urlString } from '@journal/config';

/** Environment of a standalone admin process: the base keys (libs/config) plus its own. */
export const adminConfigSchema = baseConfigSchema.extend({
  /** The journals service's internal base URL: a non-administrator's journal roles, asked per request (issue 28). */
  JOURNALS_URL: urlString.optional(),
  PORT: port(3003),
  SUBMISSION_URL: urlString,
  /** The review service's internal base URL (the detail page's review side); unset: shown empty. */
  REVIEW_URL: urlString.optional(),
  /** One notification instance, asked for a submission's mail status; unset: those routes answer 503. */
  NOTIFICATION_URL: urlString.optional(),
});

export type AdminConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('admin', adminConfigSchema, env);
}
