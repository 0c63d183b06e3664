import path from 'node:path';

/** Postgres schema owned by this service. */
export const SCHEMA = 'notification';
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', 'migrations');

export {
  loadConfig,
  notificationConfigSchema,
  realtimeSettingsShape,
  type NotificationConfig,
} from './config';
export {
  createNotificationService,
  type NotificationDeps,
  type NotificationService,
  type NotificationSettings,
  type MailQueueTuning,
  type MailDeliveryTuning,
} from './create-notification-service';
export { createRouters } from './app';
export { SOCKET_PATH } from './routes/realtime/realtime-server';
export { identityVerificationTokens } from './clients/identity-verification-tokens';
export { identityAuthorVerified } from './clients/identity-author-verified';
export { reviewLinkTokens } from './clients/review-link-tokens';
export type { StatusUpdatePayload } from './routes/realtime/socket.types';
export { isNotificationPath } from './routes/notification-paths';
