import { baseConfigSchema, loadServiceConfig, mailConfigShape, port, urlString } from '@journal/config';

/** Environment of a standalone notification process: the base keys (libs/config) plus its own. */
export const notificationConfigSchema = baseConfigSchema.extend({
  PORT: port(3004),
  ...mailConfigShape,
  /** The site URL the mails link to (the gateway's origin, not this process). */
  PUBLIC_URL: urlString.default('http://localhost:8080'),
});

export type NotificationConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('notification', notificationConfigSchema, env);
}
