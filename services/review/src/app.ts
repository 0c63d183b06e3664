import { Router } from 'express';
import type { EditorialRoles, TokenVerifier } from '@journal/auth';
import type { SubmissionClient } from './clients/submission.client';
import type { Pool } from '@journal/db';
import type { DecisionsService } from './domain/decisions.service';
import type { InvitationsService } from './domain/invitations.service';
import type { ReviewerAccessService } from './domain/reviewer-access.service';
import { adminReviewRoutes } from './routes/admin-review.routes';
import { discussionsRoutes } from './routes/discussions.routes';
import type { DiscussionsService } from './domain/discussions/discussions.service';
import { internalRoutes } from './routes/internal.routes';
import { reviewerPoolRoutes } from './routes/reviewer-pool.routes';
import { reviewerRoutes } from './routes/reviewer.routes';
import { reviewFormRoutes } from './routes/review-form.routes';
import { authorReviewFilesRoutes } from './routes/author-review-files.routes';
import type { ReportAttachmentsService } from './domain/attachment/report-attachments.service';
import type { AvailabilityService } from './domain/reviewer-pool/availability.service';
import type { PoolSettingsService } from './domain/reviewer-pool/pool-settings.service';
import type { ReviewerPoolService } from './domain/reviewer-pool/reviewer-pool.service';

/** Builds the service's HTTP surface from its use cases; never listens, never reads env. */
export function createRouters(deps: {
  pool: Pool;
  verifier: TokenVerifier;
  journalRoles?: EditorialRoles;
  submissions: Pick<SubmissionClient, 'snapshot'>;
  invitations: InvitationsService;
  decisions: DecisionsService;
  reviewers: ReviewerAccessService;
  reviewerPool: ReviewerPoolService;
  poolSettings: PoolSettingsService;
  availability: AvailabilityService;
  attachments: ReportAttachmentsService;
  discussions: DiscussionsService;
}): { publicRouter: Router; internalRouter: Router } {
  return {
    publicRouter: Router().use(
      adminReviewRoutes(deps),
      reviewerRoutes(deps),
      discussionsRoutes(deps),
      reviewerPoolRoutes({ ...deps, pool: deps.reviewerPool, settings: deps.poolSettings }),
      reviewFormRoutes(deps),
      authorReviewFilesRoutes(deps),
    ),
    internalRouter: internalRoutes(deps),
  };
}
