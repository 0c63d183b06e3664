// Every service of the site, listed once (ADR 0038): the embedded composition builds them, the gateway
// routes by the union of their route tables, scripts/migrate.ts migrates their schemas. Adding a service is
// one line here (and its `<NAME>_URL` in proxy mode).
import { adminService } from '@journal/admin';
import { identityService } from '@journal/identity';
import { journalsService } from '@journal/journals-service';
import { notificationService } from '@journal/notification';
import { publishingService } from '@journal/publishing';
import { reviewService } from '@journal/review';
import { statisticsService } from '@journal/statistics';
import { submissionService } from '@journal/submission';

/** In start order: consumers before producers, so every group subscribes before a relay publishes. */
export const SERVICES = [
  notificationService,
  adminService,
  // Before publishing: it consumes publishing's article.used.v1 and article_changed.v1.
  statisticsService,
  publishingService,
  submissionService,
  reviewService,
  journalsService,
  identityService,
] as const;

export type SiteService = (typeof SERVICES)[number];
