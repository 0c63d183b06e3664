import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { serverMessageOr } from '../../api/api-error';
import {
  fetchEditorDiscussions,
  replyAsEditor,
  startDiscussion,
  type DiscussionThread,
} from '../../api/discussions.api';
import type { Admin, ReviewerAssignment } from '../../api/review-admin.api';
import { FormMessage } from '../../components/ui/form-message.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import { DiscussionList } from './discussion-list.component';
import { DISCUSSION_MESSAGES } from './discussions.messages';

const reviewerName = (a: ReviewerAssignment) =>
  `Reviewer ${a.reviewer_number ?? '?'} (${`${a.reviewer.given_names} ${a.reviewer.family_name}`.trim() || a.reviewer.email}), round ${a.round}`;

/** The editorial page's Discussions: every thread of the paper, replies, and a new thread's form. */
export function EditorDiscussions({
  submissionId,
  admin,
  assignments,
}: {
  submissionId: string;
  admin: Admin;
  assignments: ReviewerAssignment[];
}) {
  const client = useQueryClient();
  const queryKey = ['discussions', 'editor', submissionId];
  const threads = useQuery({
    queryKey,
    queryFn: () => fetchEditorDiscussions(submissionId, admin.token),
  });
  // The answer carries the whole thread: replace it in the list, or add a new one at the end.
  const put = (thread: DiscussionThread) => {
    client.setQueryData<DiscussionThread[]>(queryKey, (list = []) =>
      list.some((t) => t.id === thread.id)
        ? list.map((t) => (t.id === thread.id ? thread : t))
        : [...list, thread],
    );
  };
  return (
    <div className="discussions">
      <p className="discussion-hint">{DISCUSSION_MESSAGES.anonymityNote}</p>
      <DiscussionList
        threads={threads}
        look="admin"
        empty={DISCUSSION_MESSAGES.editorEmpty}
        onReply={async (threadId, body) => {
          put(await replyAsEditor(submissionId, threadId, body, admin.token));
        }}
      />
      <StartDiscussion
        submissionId={submissionId}
        admin={admin}
        reviewers={assignments.filter((a) => a.state !== 'cancelled')}
        onStarted={put}
      />
    </div>
  );
}

function StartDiscussion({
  submissionId,
  admin,
  reviewers,
  onStarted,
}: {
  submissionId: string;
  admin: Admin;
  reviewers: ReviewerAssignment[];
  onStarted: (thread: DiscussionThread) => void;
}) {
  const [withWhom, setWithWhom] = useState('author');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { with: useId(), subject: useId(), body: useId() };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (!subject.trim()) return setError(DISCUSSION_MESSAGES.subjectMissing);
    if (!body.trim()) return setError(DISCUSSION_MESSAGES.bodyMissing);
    setSending(true);
    try {
      const participants = withWhom === 'author' ? 'author' : { reviewerInvitationId: withWhom };
      onStarted(await startDiscussion(submissionId, { participants, subject, body }, admin.token));
      setSubject('');
      setBody('');
      setSuccess(DISCUSSION_MESSAGES.started);
    } catch (failure) {
      setError(serverMessageOr(failure, DISCUSSION_MESSAGES.sendFailed));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="discussion-start" onSubmit={(e) => void submit(e)} noValidate>
      <h4>{DISCUSSION_MESSAGES.startTitle}</h4>
      <label htmlFor={ids.with}>{DISCUSSION_MESSAGES.withLabel}</label>
      <select
        id={ids.with}
        className="admin-input"
        value={withWhom}
        onChange={(e) => setWithWhom(e.target.value)}
      >
        <option value="author">{DISCUSSION_MESSAGES.author}</option>
        {reviewers.map((a) => (
          <option key={a.id} value={a.id}>
            {reviewerName(a)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.subject}>{DISCUSSION_MESSAGES.subjectLabel}</label>
      <input
        id={ids.subject}
        className="discussion-input"
        value={subject}
        maxLength={200}
        onChange={(e) => setSubject(e.target.value)}
      />
      <label htmlFor={ids.body}>{DISCUSSION_MESSAGES.messageLabel}</label>
      <textarea
        id={ids.body}
        className="discussion-textarea"
        rows={4}
        value={body}
        maxLength={20_000}
        onChange={(e) => setBody(e.target.value)}
      />
      <p className="discussion-hint">{DISCUSSION_MESSAGES.markdownHint}</p>
      <SolidButton look="admin" type="submit" disabled={sending}>
        {DISCUSSION_MESSAGES.start}
      </SolidButton>
      <FormMessage error={error} success={success} />
    </form>
  );
}
