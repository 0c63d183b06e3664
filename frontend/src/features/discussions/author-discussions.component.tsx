import { fetchAuthorDiscussions, replyAsAuthor } from '../../api/discussions.api';
import { getToken } from '../../api/session';
import { ParticipantDiscussions } from './participant-discussions.component';

/** On the author's submission card: the threads the editors started with them, and their answers. */
export function AuthorDiscussions({ submissionId }: { submissionId: string }) {
  const token = getToken() ?? '';
  return (
    <ParticipantDiscussions
      queryKey={['discussions', 'author', submissionId]}
      load={() => fetchAuthorDiscussions(submissionId, token)}
      reply={(threadId, body) => replyAsAuthor(submissionId, threadId, body, token)}
      look="profile"
      className="submission-card__discussions"
    />
  );
}
