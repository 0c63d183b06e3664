// /admin/journals/:slug/pages: a journal's own pages, tabs of its landing page (issue 41), for its managers
// and the administrator.
import { journalPages } from '../../api/pages.api';
import { journalPagePath } from '../journals/journal-nav.component';
import { JournalAdminPage } from '../editorial/journal-page.component';
import { PageEditor } from './page-editor.component';

export default function JournalPagesAdminPage() {
  return (
    <JournalAdminPage title="Pages">
      {(journal, admin) => (
        <PageEditor
          collection={journalPages(journal.slug)}
          token={admin.token}
          viewPath={(page) => journalPagePath(journal.slug, page)}
        />
      )}
    </JournalAdminPage>
  );
}
