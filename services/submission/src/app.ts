import { Router } from 'express';
import type { EditorialRoles, TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import type { AnonymityService } from './domain/anonymity/anonymity.service';
import type { AuthorEditsService } from './domain/author-edits.service';
import type { PaperFileService } from './domain/paper-file.service';
import type { SubmissionService } from './domain/submission.service';
import { anonymousVersionRoutes } from './routes/anonymous-version.routes';
import { authorSubmissionsRoutes } from './routes/author-submissions.routes';
import { internalRoutes } from './routes/internal.routes';
import { submitPaperRoutes } from './routes/submit-paper.routes';
import { revisionsRoutes } from './routes/revisions.routes';
import { statusRoutes } from './routes/status.routes';
import { handlingEditorRoutes } from './routes/handling-editor.routes';
import type { HandlingEditorService } from './domain/handling-editor.service';
import type { PeerReviewService } from './domain/peer-review/peer-review.service';

export interface SubmissionRouters {
  publicRouter: Router;
  internalRouter: Router;
}

/** Builds the service's HTTP surface from its use cases; never listens, never reads env. */
export function createRouters(deps: {
  verifier: TokenVerifier;
  /** A non-administrator's journal roles (issue 28); unset: only the administrator edits. */
  journalRoles?: EditorialRoles;
  pool: Pool;
  submissions: SubmissionService;
  edits: AuthorEditsService;
  papers: PaperFileService;
  review: PeerReviewService;
  anonymity: AnonymityService;
  handlingEditors: HandlingEditorService;
}): SubmissionRouters {
  const access = { verifier: deps.verifier, roles: deps.journalRoles, pool: deps.pool };
  return {
    publicRouter: Router().use(
      submitPaperRoutes(deps),
      authorSubmissionsRoutes(deps),
      revisionsRoutes(deps),
      anonymousVersionRoutes({ ...deps, access }),
      statusRoutes({ ...deps, access }),
      handlingEditorRoutes({ ...deps, access }),
    ),
    internalRouter: internalRoutes(deps),
  };
}
