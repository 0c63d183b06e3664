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
export { SOCKET_PATH } from './realtime/realtime-server';
export { identityVerificationTokens } from './events/identity-verification-tokens';
export { identityAuthorVerified } from './events/identity-author-verified';
export { reviewLinkTokens } from './events/review-link-tokens';
export type { StatusUpdatePayload } from './realtime/socket.types';
