import type { UseQueryResult } from '@tanstack/react-query';
import type { DiscussionThread } from '../../api/discussions.api';
import type { SolidButtonLook } from '../../components/ui/solid-button.component';
import { DiscussionThreadView } from './discussion-thread.component';
import { DISCUSSION_MESSAGES } from './discussions.messages';
import './discussions.css';

/** The threads a side may read, each with its reply form; the loading and failure states. */
export function DiscussionList({
  threads,
  look,
  empty,
  onReply,
}: {
  threads: UseQueryResult<DiscussionThread[]>;
  look: SolidButtonLook;
  empty: string;
  onReply: (threadId: string, body: string) => Promise<void>;
}) {
  if (threads.isPending) return <p className="discussion-empty">{DISCUSSION_MESSAGES.loading}</p>;
  // Not an alert: the page's other forms announce their own failures, this panel only says it is missing.
  if (threads.isError)
    return (
      <p className="discussion-empty">
        {DISCUSSION_MESSAGES.loadFailed}{' '}
        <button type="button" className="discussion-retry" onClick={() => void threads.refetch()}>
          {DISCUSSION_MESSAGES.retry}
        </button>
      </p>
    );
  if (threads.data.length === 0) return <p className="discussion-empty">{empty}</p>;
  return (
    <div className="discussion-list">
      {threads.data.map((thread) => (
        <DiscussionThreadView key={thread.id} thread={thread} look={look} onReply={onReply} />
      ))}
    </div>
  );
}
