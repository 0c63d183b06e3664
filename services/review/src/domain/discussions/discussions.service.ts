import { randomUUID } from 'node:crypto';
import { withTransaction, type Pool, type PoolClient } from '@journal/db';
import { AppError, ConflictError, NotFoundError } from '@journal/errors';
import type { EventPayload } from '@journal/events';
import { recordReviewEvent } from '../../events/review-events.publisher';
import { findAssignment, listAssignments } from '../../repositories/assignments.repository';
import {
  findThread,
  insertMessage,
  insertThread,
  listMessages,
  listThreads,
  type DiscussionSide,
  type DiscussionThread,
} from '../../repositories/discussions.repository';
import { isUuid } from '../ids';
import type { ReviewerAccessService } from '../reviewer-access.service';
import type { Assignment, SubmissionSnapshot } from '../review.types';
import type { SubmissionClient } from '../../clients/submission.client';
import { DISCUSSION_MESSAGES, parseMessage, parseNewThread } from './discussion-input';
import { editorThreadView, participantThreadView } from './discussion.views';

const threadNotFound = () => new NotFoundError(DISCUSSION_MESSAGES.threadNotFound);

/** Who writes: an editor (their address), the paper's author, or the reviewer of one invitation. */
type Writer =
  | { side: 'editor'; email: string }
  | { side: 'author' }
  | { side: 'reviewer'; assignment: Assignment };

/**
 * Discussions on a submission (issue 42 item 6): threads between the editors and the author, or the
 * editors and one reviewer. Each side sees only its own threads; anyone else's thread answers 404, so a
 * thread's existence is no more visible than its text. Every message records an event whose mail tells
 * the other side, with a link and without the body.
 */
export class DiscussionsService {
  constructor(
    private readonly deps: {
      pool: Pool;
      submissions: Pick<SubmissionClient, 'snapshot'>;
      reviewers: Pick<ReviewerAccessService, 'resolve'>;
      afterCommit: () => void;
    },
  ) {}

  // The editors (the route's guard has checked the paper is in their journals).

  async editorThreads(submissionId: string) {
    const paper = await this.deps.submissions.snapshot(submissionId);
    const threads = await listThreads(this.deps.pool, submissionId);
    return this.editorViews(paper, threads);
  }

  async startThread(submissionId: string, body: unknown, editorEmail: string) {
    const input = parseNewThread(body);
    const paper = await this.deps.submissions.snapshot(submissionId);
    let assignment: Assignment | undefined;
    if (input.participants !== 'author') {
      const id = input.participants.reviewerInvitationId;
      assignment = isUuid(id) ? await findAssignment(this.deps.pool, id) : undefined;
      if (!assignment || assignment.submissionId !== submissionId)
        throw new NotFoundError(DISCUSSION_MESSAGES.invitationNotFound);
      if (assignment.state === 'cancelled') throw new ConflictError(DISCUSSION_MESSAGES.invitationCancelled);
    }
    const thread = await withTransaction(this.deps.pool, async (client) => {
      const created = await insertThread(client, {
        id: randomUUID(),
        submissionId,
        participant: assignment ? 'reviewer' : 'author',
        assignmentId: assignment?.id ?? null,
        subject: input.subject,
        startedBy: editorEmail,
      });
      await this.post(client, created, paper, { side: 'editor', email: editorEmail }, input.body, assignment);
      return created;
    });
    this.deps.afterCommit();
    return (await this.editorViews(paper, [thread]))[0]!;
  }

  async editorReply(submissionId: string, threadId: string, body: unknown, editorEmail: string) {
    const text = parseMessage(body);
    const paper = await this.deps.submissions.snapshot(submissionId);
    const thread = isUuid(threadId) ? await findThread(this.deps.pool, submissionId, threadId) : undefined;
    if (!thread) throw threadNotFound();
    const assignment = thread.assignmentId
      ? await findAssignment(this.deps.pool, thread.assignmentId)
      : undefined;
    await this.write(thread, paper, { side: 'editor', email: editorEmail }, text, assignment);
    return (await this.editorViews(paper, [thread]))[0]!;
  }

  // The submitting author (their token's user id is the paper's author; anyone else: 404).

  async authorThreads(submissionId: string, userId: string) {
    await this.authorsPaper(submissionId, userId);
    const threads = await listThreads(this.deps.pool, submissionId, { participant: 'author' });
    return this.participantViews(threads);
  }

  async authorReply(submissionId: string, threadId: string, body: unknown, userId: string) {
    const paper = await this.authorsPaper(submissionId, userId);
    const thread = isUuid(threadId) ? await findThread(this.deps.pool, submissionId, threadId) : undefined;
    if (!thread || thread.participant !== 'author') throw threadNotFound();
    await this.write(thread, paper, { side: 'author' }, parseMessage(body));
    return (await this.participantViews([thread]))[0]!;
  }

  // The reviewer, through their link (a dead link answers as everywhere else on the link).

  async reviewerThreads(token: string) {
    const assignment = await this.deps.reviewers.resolve(token);
    const threads = await listThreads(this.deps.pool, assignment.submissionId, {
      assignmentId: assignment.id,
    });
    return this.participantViews(threads);
  }

  async reviewerReply(token: string, threadId: string, body: unknown) {
    const assignment = await this.deps.reviewers.resolve(token);
    const thread = isUuid(threadId)
      ? await findThread(this.deps.pool, assignment.submissionId, threadId)
      : undefined;
    if (!thread || thread.assignmentId !== assignment.id) throw threadNotFound();
    const text = parseMessage(body);
    const paper = await this.deps.submissions.snapshot(assignment.submissionId);
    await this.write(thread, paper, { side: 'reviewer', assignment }, text, assignment);
    return (await this.participantViews([thread]))[0]!;
  }

  private async authorsPaper(submissionId: string, userId: string): Promise<SubmissionSnapshot> {
    let paper: SubmissionSnapshot;
    try {
      paper = await this.deps.submissions.snapshot(submissionId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw new NotFoundError('Submission not found');
      throw error;
    }
    if (paper.author_id !== userId) throw new NotFoundError('Submission not found');
    return paper;
  }

  private async write(
    thread: DiscussionThread,
    paper: SubmissionSnapshot,
    writer: Writer,
    body: string,
    assignment?: Assignment,
  ): Promise<void> {
    await withTransaction(this.deps.pool, (client) =>
      this.post(client, thread, paper, writer, body, assignment),
    );
    this.deps.afterCommit();
  }

  /** The message and, in the same transaction, the event that mails the thread's other side. */
  private async post(
    client: PoolClient,
    thread: DiscussionThread,
    paper: SubmissionSnapshot,
    writer: Writer,
    body: string,
    assignment?: Assignment,
  ): Promise<void> {
    const message = await insertMessage(client, {
      id: randomUUID(),
      threadId: thread.id,
      side: writer.side,
      senderEmail: writer.side === 'editor' ? writer.email : null,
      body,
    });
    await recordReviewEvent(client, 'review.discussion_message_posted.v1', thread.submissionId, {
      threadId: thread.id,
      messageId: message.id,
      submissionId: thread.submissionId,
      journalId: paper.journal_id,
      paperTitle: paper.paper_title,
      journalName: paper.journal_name,
      subject: thread.subject,
      from: writer.side,
      postedAt: message.createdAt.toISOString(),
      ...recipientOf(writer.side, thread, paper, assignment),
    });
  }

  private async editorViews(paper: SubmissionSnapshot, threads: DiscussionThread[]) {
    const messages = await listMessages(
      this.deps.pool,
      threads.map((t) => t.id),
    );
    const assignments = await listAssignments(this.deps.pool, paper.id);
    return threads.map((t) => editorThreadView(t, messages, paper, assignments));
  }

  private async participantViews(threads: DiscussionThread[]) {
    const messages = await listMessages(
      this.deps.pool,
      threads.map((t) => t.id),
    );
    return threads.map((t) => participantThreadView(t, messages));
  }
}

type Addressed = Pick<
  EventPayload<'review.discussion_message_posted.v1'>,
  'to' | 'recipient' | 'assignmentId'
>;

/** The thread's other side: the editors for the author's or the reviewer's message, else the participant. */
function recipientOf(
  side: DiscussionSide,
  thread: DiscussionThread,
  paper: SubmissionSnapshot,
  assignment?: Assignment,
): Addressed {
  if (side !== 'editor') return { to: 'editors' };
  if (thread.participant === 'author')
    return {
      to: 'author',
      recipient: { email: paper.author_email, givenNames: paper.given_names, familyName: paper.family_name },
    };
  if (!assignment) throw new Error(`thread ${thread.id} has no invitation`);
  return {
    to: 'reviewer',
    assignmentId: assignment.id,
    recipient: {
      email: assignment.reviewerEmail,
      givenNames: assignment.givenNames,
      familyName: assignment.familyName,
    },
  };
}
