// /admin/pages: the site's pages for the administrator (issue 41). The seeded ones keep their own
// addresses (/terms...); every page is also at /pages/{slug}.
import { SITE_PAGE_SLUGS, sitePages } from '../../api/pages.api';
import { EDITORIAL_MESSAGES } from '../editorial/editorial.messages';
import { EditorialPage, administratorOnly } from '../editorial/editorial-page.component';
import { PageEditor } from './page-editor.component';

const seeded: readonly string[] = SITE_PAGE_SLUGS;

export const sitePagePath = (slug: string) => (seeded.includes(slug) ? `/${slug}` : `/pages/${slug}`);

export default function SitePagesAdminPage() {
  return (
    <EditorialPage
      title="Site pages"
      lead="The site's own pages, written in Markdown."
      allow={administratorOnly}
      refusal={EDITORIAL_MESSAGES.administratorOnly}
      help="publisher"
    >
      {(admin) => <PageEditor collection={sitePages} token={admin.token} viewPath={sitePagePath} />}
    </EditorialPage>
  );
}
