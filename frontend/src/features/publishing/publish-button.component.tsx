// 'Publish now' in the Publication section of the admin detail page: sets the paper's status to
// published, as the dashboard's status list does; the publishing service then creates the article.
// Offered only once the licence and galley are set or skipped (issue 29), and always confirmed first.
import { useMutation } from '@tanstack/react-query';
import { updateSubmissionStatus } from '../../api/admin.api';
import { serverMessageOr } from '../../api/client';
import type { AdminIdentity } from '../admin/admin-access';

export function PublishButton(props: {
  submissionId: string;
  admin: AdminIdentity;
  /** Licence and galley set or explicitly skipped. */
  ready: boolean;
  /** The question asked before publishing. */
  confirmation: string;
  onPublished(): void;
}) {
  const publish = useMutation({
    mutationFn: () =>
      updateSubmissionStatus(props.submissionId, 'published', props.admin.email, props.admin.token),
    onSuccess: props.onPublished,
  });
  return (
    <div className="publishing-panel__row">
      <button
        type="button"
        className="btn btn-primary"
        disabled={!props.ready || publish.isPending || publish.isSuccess}
        onClick={() => {
          if (window.confirm(props.confirmation)) publish.mutate();
        }}
      >
        Publish now
      </button>
      <span role="status" className={publish.isError ? 'publishing-panel__error' : undefined}>
        {publish.isPending && 'Publishing…'}
        {publish.isSuccess && 'Published: the article appears here in a moment.'}
        {publish.isError && serverMessageOr(publish.error, 'The paper could not be published.')}
      </span>
    </div>
  );
}
