import { z } from 'zod';
import { baseConfigSchema, loadServiceConfig, port, urlString } from '@journal/config';

/** The review keys, shared with the gateway's schema (embedded mode builds this service too). */
export const reviewSettingsShape = {
  /** Days before a review's due date that the reviewer is reminded (and once more when it is overdue). */
  REVIEW_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(3),
};

/** Environment of a standalone review process: the base keys (libs/config) plus its own. */
export const reviewConfigSchema = baseConfigSchema.extend({
  /** The journals service's internal base URL: a non-administrator's journal roles, asked per request (issue 28). */
  JOURNALS_URL: urlString.optional(),
  PORT: port(3013),
  SUBMISSION_URL: urlString,
  ...reviewSettingsShape,
});

export type ReviewConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('review', reviewConfigSchema, env);
}
