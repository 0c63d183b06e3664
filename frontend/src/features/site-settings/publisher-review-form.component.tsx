// The Site page's "The publisher's review form" (issue 44 item 3): the questions reviewers answer at every
// journal without a form of its own; a journal's managers see on their Review form page whether they use it.
import { useQuery } from '@tanstack/react-query';
import { fetchReviewForm, PUBLISHER_REVIEW_FORM } from '../../api/review-form.api';
import type { AdminIdentity } from '../admin/admin-access';
import { Loaded } from '../editorial/editorial-page.component';
import { ReviewFormEditor } from '../editorial/review-form.page';

export function PublisherReviewFormPanel({ admin }: { admin: AdminIdentity }) {
  const query = useQuery({
    queryKey: ['review-form', 'publisher'],
    queryFn: () => fetchReviewForm(PUBLISHER_REVIEW_FORM, admin.token),
  });
  return (
    <section className="mail-template-group" aria-labelledby="publisher-review-form-title">
      <h2 id="publisher-review-form-title">The publisher&apos;s review form</h2>
      <p className="editorial-muted">
        Reviewers of every journal that has no review form of its own answer these questions, in invitations
        sent from the next save on.
      </p>
      <Loaded query={query}>
        {(questions) => <ReviewFormEditor slug={PUBLISHER_REVIEW_FORM} admin={admin} saved={questions} />}
      </Loaded>
    </section>
  );
}
