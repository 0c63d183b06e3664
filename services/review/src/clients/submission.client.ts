import type { InternalClient } from '@journal/http';
import type { Decision, SubmissionSnapshot } from '../domain/review.types';

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

  /** A reviewer accepted: submitted -> under_review, as an admin's change. */
  async startReview(id: string, actorEmail: string): Promise<void> {
    await this.http.json('POST', `/submissions/${encodeURIComponent(id)}/review-started`, { actorEmail });
  }

  async applyDecision(decision: Decision): Promise<{ id: string; status: string }> {
    const { submission } = await this.http.json<{ submission: { id: string; status: string } }>(
      'POST',
      `/submissions/${encodeURIComponent(decision.submissionId)}/decisions`,
      {
        id: decision.id,
        round: decision.round,
        decision: decision.decision,
        message: decision.message,
        decidedBy: decision.decidedBy,
        decidedAt: decision.decidedAt.toISOString(),
        comments: decision.comments,
      },
    );
    return submission;
  }

  /** Every stored version's number, original name and size (the editors' detail page reads the same). */
  async versions(id: string): Promise<{ number: number; name: string; size: number }[]> {
    const { versions } = await this.http.json<{ versions: { number: number; name: string; size: number }[] }>(
      'GET',
      `/submissions/${encodeURIComponent(id)}/versions`,
    );
    return versions;
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
