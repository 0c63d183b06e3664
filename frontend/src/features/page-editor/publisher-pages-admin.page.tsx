// /admin/publisher/pages: the publisher's pages (issue 44 item 3), for the administrator: author guidelines,
// policies and the like, written once and shown as a tab by every journal without a page of its own at
// that address. A publisher edit reaches those journals at once (they read it, never a copy).
import { publisherPages } from '../../api/pages.api';
import { EDITORIAL_MESSAGES } from '../editorial/editorial.messages';
import { EditorialPage, administratorOnly } from '../editorial/editorial-page.component';
import { PageEditor } from './page-editor.component';
import { PAGE_EDITOR_MESSAGES as M } from './page-editor.messages';

export default function PublisherPagesAdminPage() {
  return (
    <EditorialPage
      title="Publisher pages"
      lead="Pages every journal shows as a tab until its manager writes its own at the same address."
      allow={administratorOnly}
      refusal={EDITORIAL_MESSAGES.administratorOnly}
      help="publisher"
    >
      {(admin) => (
        <PageEditor
          collection={publisherPages(admin.token)}
          token={admin.token}
          address={M.publisherAddress}
        />
      )}
    </EditorialPage>
  );
}
