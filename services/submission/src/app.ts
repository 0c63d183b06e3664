import { Router } from 'express';
import type { EditorialRoles, TokenVerifier } from '@journal/auth';
import type { Pool } from '@journal/db';
import type { AnonymityService } from './domain/anonymity/anonymity.service';
import type { AuthorEditsService } from './domain/author-edits.service';
import type { PaperFileService } from './domain/paper-file.service';
import type { SupplementaryFilesService } from './domain/supplementary-files.service';
import { supplementaryFilesRoutes } from './routes/supplementary-files.routes';
import type { SubmissionService } from './domain/submission.service';
import { anonymousVersionRoutes } from './routes/anonymous-version.routes';
import { authorSubmissionsRoutes } from './routes/author-submissions.routes';
import { internalRoutes } from './routes/internal.routes';
import { submitPaperRoutes } from './routes/submit-paper.routes';
import { revisionsRoutes } from './routes/revisions.routes';
import { statusRoutes } from './routes/status.routes';
import { handlingEditorRoutes } from './routes/handling-editor.routes';
import { sectionRoutes } from './routes/section.routes';
import type { HandlingEditorService } from './domain/handling-editor.service';
import type { PeerReviewService } from './domain/peer-review/peer-review.service';
import type { MetadataCorrectionsService } from './domain/metadata-corrections.service';
import { metadataCorrectionsRoutes } from './routes/metadata-corrections.routes';
import type { EditorNotesService } from './domain/editor-notes.service';
import type { TransfersService } from './domain/transfers/transfers.service';
import { editorNotesRoutes } from './routes/editor-notes.routes';
import { transferRoutes } from './routes/transfer.routes';
import { integrityRoutes } from './routes/integrity.routes';

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
  supplementary: SupplementaryFilesService;
  review: PeerReviewService;
  anonymity: AnonymityService;
  handlingEditors: HandlingEditorService;
  corrections: MetadataCorrectionsService;
  notes: EditorNotesService;
  transfers: TransfersService;
  /** Kicks the relay after a commit that wrote events. */
  afterCommit: () => void;
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
      metadataCorrectionsRoutes({ ...deps, access }),
      sectionRoutes({ ...deps, access }),
      editorNotesRoutes({ ...deps, access }),
      transferRoutes({ ...deps, access }),
      supplementaryFilesRoutes({ ...deps, access }),
      integrityRoutes({ ...deps, access }),
    ),
    internalRouter: internalRoutes(deps),
  };
}
