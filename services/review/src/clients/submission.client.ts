import type { EventEnvelope } from '@journal/events';
import type { InternalClient } from '@journal/http';
import type { SubmissionSnapshotView } from '@journal/metadata';
import type { Decision } from '../repositories/decisions.repository';

/** What the submission service tells us of a paper (GET /internal/submissions/:id). */
export interface SubmissionSnapshot extends SubmissionSnapshotView {
  current_version: number;
  revision_open: boolean;
}

/** One stored version; `response_to_reviewers` is the author's letter with a revision (null for v1). */
export interface PaperVersion {
  number: number;
  name: string;
  size: number;
  response_to_reviewers?: string | null;
}

/** Where the reviewers' copy still names an author: kind, place and count (and the value, for editors). */
export interface ReviewerCopyFinding {
  kind: string;
  value: string;
  where: string;
  count: number;
}
export interface ReviewerCopyFindings {
  version: number;
  checked: boolean;
  findings: ReviewerCopyFinding[];
}

/** The review service's calls to the submission service (the owner of papers, files and statuses). */
export class SubmissionClient {
  constructor(private readonly http: Pick<InternalClient, 'json' | 'stream'>) {}

  async snapshot(id: string): Promise<SubmissionSnapshot> {
    const { submission } = await this.http.json<{ submission: SubmissionSnapshot }>(
      'GET',
      `/submissions/${encodeURIComponent(id)}`,
    );
    return submission;
  }

  /**
   * Hands the decision or acceptance event just committed to the submission service once (ADR 0039): it
   * applies it as its consumer does (the bus delivery that follows changes nothing) and answers the
   * paper's status after it.
   */
  async handOver(event: EventEnvelope): Promise<{ id: string; status: string }> {
    const { submission } = await this.http.json<{ submission: { id: string; status: string } }>(
      'POST',
      `/submissions/${encodeURIComponent(event.aggregateId)}/review-events`,
      event,
    );
    return submission;
  }

  /**
   * The paper's status once the submission service has kept the decision; null before that (404
   * DECISION_NOT_APPLIED). A read, asked once for a retried decision whose first answer was not stored.
   */
  async appliedDecision(decision: Decision): Promise<{ id: string; status: string } | null> {
    try {
      const { submission } = await this.http.json<{ submission: { id: string; status: string } }>(
        'GET',
        `/submissions/${encodeURIComponent(decision.submissionId)}/decisions/${encodeURIComponent(decision.id)}`,
      );
      return submission;
    } catch (error) {
      if ((error as { code?: string }).code === 'DECISION_NOT_APPLIED') return null;
      throw error;
    }
  }

  /** Every stored version's number, original name and size (the editors' detail page reads the same). */
  async versions(id: string): Promise<PaperVersion[]> {
    const { versions } = await this.http.json<{ versions: PaperVersion[] }>(
      'GET',
      `/submissions/${encodeURIComponent(id)}/versions`,
    );
    return versions;
  }

  /**
   * What the current version's reviewers' copy still names (issue 42 item 9), scanned first if the
   * submission service had not come to it; `checked` false when it could not be.
   */
  async reviewerCopyFindings(id: string): Promise<ReviewerCopyFindings> {
    const { anonymity } = await this.http.json<{ anonymity: ReviewerCopyFindings }>(
      'GET',
      `/submissions/${encodeURIComponent(id)}/anonymity`,
    );
    return anonymity;
  }

  /**
   * What reviewers get of one version (issue 26): the anonymous copy, never the author's file as such;
   * 409 ANONYMOUS_VERSION_REQUIRED while it waits for an editor's anonymous version. Same headers.
   */
  reviewerCopy(id: string, number: number): Promise<Response> {
    return this.http.stream(`/submissions/${encodeURIComponent(id)}/versions/${number}/reviewer-copy`);
  }

  /** The bytes of one version (headers: content-type, content-length, x-file-extension). */
  version(id: string, number: number): Promise<Response> {
    return this.http.stream(`/submissions/${encodeURIComponent(id)}/versions/${number}/file`);
  }
}
