import { utcDayOf } from '@journal/config';
import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { isJournalSlug } from '@journal/journals';
import { sameMailbox, type PoolReviewer } from '@journal/metadata';
import type { SubmissionClient } from '../../clients/submission.client';
import { authorsOfPapersWith } from '../../repositories/paper-authors.repository';
import {
  poolFigures,
  searchPool,
  type PoolFigures,
  type PoolPerson,
} from '../../repositories/pool-people.repository';
import { listPoolProfiles, type ReviewerProfile } from '../../repositories/reviewer-profiles.repository';
import { isUuid } from '../ids';
import type { SubmissionSnapshot } from '../review.types';
import { conflictsOf, type AuthorEntry, type PaperPeople } from './pool-conflicts';
import type { PoolQuery } from './pool-query.input';

/** The most people one answer lists (the search narrows a large pool). */
export const POOL_LIMIT = 100;

/** A person of the pool: the profile's fields (or the latest invitation's names), the history, conflicts. */
export type { PoolReviewer } from '@journal/metadata';

const NO_FIGURES: PoolFigures = {
  invited: 0,
  accepted: 0,
  declined: 0,
  completed: 0,
  openAssignments: 0,
  medianDaysToReport: null,
  open: 0,
  inProgress: 0,
  lastReviewAt: null,
  responseRate: null,
};

/**
 * The publisher's reviewer pool as a journal sees it (issue 29 item 4, issue 44 item 2): everyone invited
 * in any journal of the family or who volunteered interests, opted in and not away today, with their
 * history in this journal and their load, latest report and response rate across the family (never
 * another journal's papers, decisions or reports). For a paper: ranked by how many interests name its
 * keywords, then by lowest load, with each listed person's conflicts.
 */
export class ReviewerPoolService {
  constructor(
    private readonly deps: {
      pool: Pool;
      submissions: Pick<SubmissionClient, 'snapshot'>;
      clock?: () => Date;
    },
  ) {}

  async list(journalId: string, query: PoolQuery): Promise<PoolReviewer[]> {
    if (!isJournalSlug(journalId)) throw new NotFoundError('Journal not found');
    const paper = query.forSubmission ? await this.paperOf(journalId, query.forSubmission) : undefined;
    const now = this.deps.clock?.() ?? new Date();
    const people = await searchPool(this.deps.pool, {
      journalId,
      today: utcDayOf(now),
      now,
      q: query.q,
      excluded: paper ? authorEmails(paper).map((e) => e.toLowerCase()) : [],
      keywords: paper ? paper.keywords.map((k) => k.trim().toLowerCase()).filter(Boolean) : undefined,
      limit: POOL_LIMIT,
    });
    const figures = await poolFigures(
      this.deps.pool,
      journalId,
      people.map((p) => p.email.toLowerCase()),
      now,
    );
    const listed = people.map((p) => viewOf(p, figures.get(p.email.toLowerCase()) ?? NO_FIGURES));
    if (!paper) return listed;

    const entries = await authorsOfPapersWith(this.deps.pool, [
      ...listed.map((p) => p.email),
      ...authorEmails(paper),
    ]);
    const profiles = await listPoolProfiles(this.deps.pool, [paper.author_email]);
    const subject = await this.peopleOf(paper, profiles, entries);
    return listed.map((p) => ({
      ...p,
      conflicts: conflictsOf({ email: p.email, affiliations: affiliationsOf(p, entries) }, subject, entries),
    }));
  }

  /** The conflicts of one address with the paper (the invitation's check). */
  async conflictsFor(paper: SubmissionSnapshot, email: string): Promise<string[]> {
    const entries = await authorsOfPapersWith(this.deps.pool, [email, ...authorEmails(paper)]);
    const profiles = await listPoolProfiles(this.deps.pool, [email, paper.author_email]);
    const own = profiles.find((p) => sameMailbox(p.email, email));
    const affiliations = [
      own?.affiliation ?? null,
      ...entries.filter((e) => sameMailbox(e.email, email)).map((e) => e.affiliation),
    ];
    return conflictsOf({ email, affiliations }, await this.peopleOf(paper, profiles, entries), entries);
  }

  /** The paper, 404 unless it is one of this journal's. */
  private async paperOf(journalId: string, submissionId: string): Promise<SubmissionSnapshot> {
    const notFound = new NotFoundError('Submission not found');
    if (!isUuid(submissionId)) throw notFound;
    const paper = await this.deps.submissions.snapshot(submissionId).catch((error: unknown) => {
      throw (error as { status?: number }).status === 404 ? notFound : error;
    });
    if (paper.journal_id !== journalId) throw notFound;
    return paper;
  }

  /** The paper's authors' addresses and affiliations: co-authors as entered, the author's profile's. */
  private async peopleOf(
    paper: SubmissionSnapshot,
    profiles: ReviewerProfile[],
    entries: AuthorEntry[],
  ): Promise<PaperPeople> {
    const author =
      profiles.find((p) => sameMailbox(p.email, paper.author_email)) ??
      (await listPoolProfiles(this.deps.pool, [paper.author_email])).find((p) =>
        sameMailbox(p.email, paper.author_email),
      );
    return {
      submissionId: paper.id,
      emails: authorEmails(paper),
      affiliations: [
        author?.affiliation ?? null,
        ...paper.co_authors.map((c) => c.affiliation),
        // The submitting author's affiliation as co-authors of their other papers entered it.
        ...entries.filter((e) => sameMailbox(e.email, paper.author_email)).map((e) => e.affiliation),
      ],
    };
  }
}

const authorEmails = (paper: SubmissionSnapshot) => [
  paper.author_email,
  ...paper.co_authors.map((c) => c.email),
];

/** A person's affiliations: their profile's, and those given for them as a co-author on any paper. */
function affiliationsOf(p: PoolReviewer, entries: AuthorEntry[]): (string | null)[] {
  return [p.affiliation, ...entries.filter((e) => sameMailbox(e.email, p.email)).map((e) => e.affiliation)];
}

/** One listed person as the answer shows them. */
function viewOf(p: PoolPerson, f: PoolFigures): PoolReviewer {
  return {
    email: p.email,
    givenNames: p.givenNames,
    familyName: p.familyName,
    affiliation: p.affiliation,
    orcid: p.orcid,
    interests: p.interests,
    invited: f.invited,
    accepted: f.accepted,
    declined: f.declined,
    completed: f.completed,
    openAssignments: f.openAssignments,
    medianDaysToReport: f.medianDaysToReport,
    conflicts: [],
    load: { open: f.open, inProgress: f.inProgress },
    lastReviewAt: f.lastReviewAt,
    responseRate: f.responseRate,
    unavailableUntil: p.unavailableUntil,
  };
}
