import { Router } from 'express';
import type { TokenVerifier } from '@journal/auth';
import type { BoardService } from './domain/board.service';
import type { ChecklistService } from './domain/checklist.service';
import type { CatalogueService } from './domain/catalogue.service';
import type { CoversService } from './domain/covers.service';
import type { JournalPagesService } from './domain/journal-pages.service';
import type { JournalsService } from './domain/journals.service';
import type { MembersService } from './domain/members.service';
import type { PagesService } from './domain/pages.service';
import type { SectionsService } from './domain/sections.service';
import type { SampleContentService } from './domain/sample-content.service';
import type { SiteService } from './domain/site.service';
import { checklistRoutes } from './routes/checklist.routes';
import { catalogueRoutes } from './routes/catalogue.routes';
import { editorialInternalRoutes, editorialRoutes } from './routes/editorial.routes';
import { fieldErrors } from './routes/field-errors.middleware';
import { journalPagesRoutes } from './routes/journal-pages.routes';
import { journalsRoutes } from './routes/journals.routes';
import { membersRoutes } from './routes/members.routes';
import { pagesRoutes } from './routes/pages.routes';
import { sectionsRoutes } from './routes/sections.routes';
import { sampleContentRoutes } from './routes/sample-content.routes';
import { siteRoutes } from './routes/site.routes';

/** Builds the service's HTTP surface from its use cases; never listens, never reads env. */
export function createRouters(deps: {
  verifier: TokenVerifier;
  journals: JournalsService;
  boards: BoardService;
  covers: CoversService;
  catalogue: CatalogueService;
  pages: PagesService;
  journalPages: JournalPagesService;
  sections: SectionsService;
  checklist: ChecklistService;
  members: MembersService;
  sample: SampleContentService;
  site: SiteService;
}): { publicRouter: Router; internalRouter: Router } {
  return {
    publicRouter: Router().use(
      journalsRoutes(deps),
      membersRoutes(deps),
      editorialRoutes(deps),
      catalogueRoutes(deps),
      pagesRoutes(deps),
      journalPagesRoutes(deps),
      sectionsRoutes(deps),
      checklistRoutes(deps),
      sampleContentRoutes(deps),
      siteRoutes(deps),
      fieldErrors,
    ),
    internalRouter: editorialInternalRoutes(deps),
  };
}
