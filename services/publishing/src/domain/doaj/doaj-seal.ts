import type { Queryable } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { sealFactsOf } from '../../repositories/doaj-seal.repository';
import { findJournal } from '../../repositories/journals.repository';
import { JOURNAL_NOT_FOUND_MESSAGE } from '../issue-editing';

/** The licences the DOAJ Seal accepts: CC BY, CC BY-SA, CC BY-NC, CC BY-NC-SA (no ND, no CC0). */
const SEAL_LICENCES = new Set(['CC BY 4.0', 'CC BY-SA 4.0', 'CC BY-NC 4.0', 'CC BY-NC-SA 4.0']);
/** Crossref's test prefix (DOI_PREFIX's default): DOIs under it resolve nowhere. */
const TEST_PREFIX = '10.5555';

export type SealCriterion =
  | 'licence'
  | 'dois'
  | 'preservation'
  | 'orcid'
  | 'copyright'
  | 'doajDeposits'
  | 'machineReadableLicence';

export interface SealCheck {
  criterion: SealCriterion;
  met: boolean;
  reason: string;
}

/**
 * The DOAJ Seal's seven criteria computed from the journal's own settings and articles (issue 43 item 3):
 * what a manager can see before applying. It is a check of the site's side, not DOAJ's award.
 */
export async function doajSealOf(
  db: Queryable,
  slug: string,
  context: { siteDoiPrefix: string; doajConfigured: boolean; assertInScope: (slug: string) => void },
): Promise<{ journal: string; met: number; criteria: SealCheck[] }> {
  const journal = await findJournal(db, slug);
  if (!journal) throw new NotFoundError(JOURNAL_NOT_FOUND_MESSAGE);
  context.assertInScope(journal.slug);
  const facts = await sealFactsOf(db, journal.slug);
  const outside = Object.entries(facts.licences).filter(([code]) => !SEAL_LICENCES.has(code));
  const prefix = journal.doiPrefix ?? context.siteDoiPrefix;
  const none = facts.liveArticles === 0;
  const criteria: SealCheck[] = [
    {
      criterion: 'licence',
      met: !none && outside.length === 0,
      reason: none
        ? 'No published articles yet'
        : outside.length === 0
          ? 'Every published article is under CC BY, CC BY-SA, CC BY-NC or CC BY-NC-SA'
          : `${outside.reduce((n, [, c]) => n + c, 0)} article(s) under ${outside.map(([code]) => code).join(', ')}, which the Seal does not accept`,
    },
    {
      criterion: 'dois',
      met: prefix !== TEST_PREFIX,
      reason:
        prefix === TEST_PREFIX
          ? `DOIs use ${TEST_PREFIX}, Crossref's test prefix: set the journal's DOI prefix`
          : `Every article gets a DOI under ${prefix}`,
    },
    {
      criterion: 'preservation',
      met: facts.publishedIssues > 0,
      reason:
        facts.publishedIssues > 0
          ? `The LOCKSS/CLOCKSS permission page (/journals/${journal.slug}/lockss) lists ${facts.publishedIssues} published issue(s) for archiving`
          : 'No published issue for the LOCKSS/CLOCKSS permission page to hand to an archive',
    },
    {
      criterion: 'orcid',
      met: !none && facts.withOrcid === facts.liveArticles,
      reason: none
        ? 'No published articles yet'
        : `${facts.withOrcid} of ${facts.liveArticles} published article(s) carry authors' ORCID iDs in their metadata`,
    },
    {
      criterion: 'copyright',
      met: true,
      reason:
        'Authors keep their copyright: the articles name them as copyright holders (the journal has no holder of its own)',
    },
    {
      criterion: 'doajDeposits',
      met: context.doajConfigured,
      reason: context.doajConfigured
        ? `Article metadata is deposited to DOAJ (${facts.depositedToDoaj} of ${facts.liveArticles} deposited)`
        : 'DOAJ deposits are not configured (DOAJ_API_URL): deposits are held',
    },
    {
      criterion: 'machineReadableLicence',
      met: true,
      reason:
        "The licence URL is in each article's JATS (ali:license_ref) and Crossref (ai:license_ref) metadata",
    },
  ];
  return { journal: journal.slug, met: criteria.filter((c) => c.met).length, criteria };
}
