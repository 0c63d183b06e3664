import { fetchReviewerDiscussions, replyAsReviewer } from '../../api/discussions.api';
import { ParticipantDiscussions } from './participant-discussions.component';

/** On the reviewer's page: their threads with the editorial office, through the link. */
export function ReviewerDiscussions({ token }: { token: string }) {
  return (
    <ParticipantDiscussions
      queryKey={['discussions', 'reviewer', token]}
      load={() => fetchReviewerDiscussions(token)}
      reply={(threadId, body) => replyAsReviewer(token, threadId, body)}
      look="review"
      className="review-card panel"
      heading="h2"
    />
  );
}
