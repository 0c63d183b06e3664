export { SCHEMA, MIGRATIONS_DIR } from './repositories/schema';
export { notificationService } from './service';

export {
  loadConfig,
  notificationConfigSchema,
  notificationSettingsShape,
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
