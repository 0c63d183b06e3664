import type { Pool } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { isJournalSlug } from '@journal/journals';
import { sameMailbox, type PoolReviewer } from '@journal/metadata';
import type { SubmissionClient } from '../../clients/submission.client';
import { authorsOfPapersWith } from '../../repositories/paper-authors.repository';
import { journalPoolHistory, type PoolHistory } from '../../repositories/reviewer-pool.repository';
import { listPoolProfiles, type ReviewerProfile } from '../../repositories/reviewer-profiles.repository';
import { isUuid } from '../ids';
import { isAuthorOf } from '../mailbox';
import type { SubmissionSnapshot } from '../review.types';
import { conflictsOf, interestOverlap, type AuthorEntry, type PaperPeople } from './pool-conflicts';
import type { PoolQuery } from './pool-query.input';

/** The most people one answer lists (the search narrows a large pool). */
export const POOL_LIMIT = 100;

/** A person of the pool: the profile's fields (or the latest invitation's names), the history, conflicts. */
export type { PoolReviewer } from '@journal/metadata';

const NO_HISTORY = {
  invited: 0,
  accepted: 0,
  declined: 0,
  completed: 0,
  openAssignments: 0,
  medianDaysToReport: null,
};

/**
 * A journal's reviewer pool (issue 29, item 4): everyone invited in the journal, with their history
 * there, and every registered person who volunteered reviewing interests. For a paper: ranked by how
 * many interests name its keywords, then by lowest load, with each person's conflicts.
 */
export class ReviewerPoolService {
  constructor(private readonly deps: { pool: Pool; submissions: Pick<SubmissionClient, 'snapshot'> }) {}

  async list(journalId: string, query: PoolQuery): Promise<PoolReviewer[]> {
    if (!isJournalSlug(journalId)) throw new NotFoundError('Journal not found');
    const paper = query.forSubmission ? await this.paperOf(journalId, query.forSubmission) : undefined;
    const history = await journalPoolHistory(this.deps.pool, journalId);
    const profiles = await listPoolProfiles(
      this.deps.pool,
      history.map((h) => h.email),
    );
    let people = merge(history, profiles);
    if (paper) people = people.filter((p) => !isAuthorOf(p.email, paper));
    if (query.q) people = people.filter((p) => matches(p, query.q!));
    if (!paper) return people.sort(byName).slice(0, POOL_LIMIT);

    const entries = await authorsOfPapersWith(this.deps.pool, [
      ...people.map((p) => p.email),
      ...authorEmails(paper),
    ]);
    const subject = await this.peopleOf(paper, profiles, entries);
    const ranked = people.map((p) => ({
      ...p,
      conflicts: conflictsOf({ email: p.email, affiliations: affiliationsOf(p, entries) }, subject, entries),
      overlap: interestOverlap(p.interests, paper.keywords),
    }));
    ranked.sort((a, b) => b.overlap - a.overlap || a.openAssignments - b.openAssignments || byName(a, b));
    return ranked.slice(0, POOL_LIMIT).map(({ overlap: _overlap, ...p }) => p);
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

/** One entry per address: the journal's history, named and described by the person's profile if any. */
function merge(history: PoolHistory[], profiles: ReviewerProfile[]): PoolReviewer[] {
  const people = new Map<string, PoolReviewer>();
  for (const h of history)
    people.set(h.email.toLowerCase(), { ...h, affiliation: null, orcid: null, interests: [], conflicts: [] });
  for (const profile of profiles) {
    const key = profile.email.toLowerCase();
    const known = people.get(key);
    people.set(key, {
      ...(known ?? { ...NO_HISTORY, conflicts: [] }),
      email: profile.email,
      givenNames: profile.givenNames,
      familyName: profile.familyName,
      affiliation: profile.affiliation,
      orcid: profile.orcid,
      interests: profile.interests,
    });
  }
  return [...people.values()];
}

function matches(p: PoolReviewer, q: string): boolean {
  const needle = q.toLowerCase();
  return [p.email, `${p.givenNames} ${p.familyName}`, p.affiliation ?? '', ...p.interests].some((v) =>
    v.toLowerCase().includes(needle),
  );
}

const byName = (a: PoolReviewer, b: PoolReviewer) =>
  a.familyName.localeCompare(b.familyName) || a.givenNames.localeCompare(b.givenNames);
