// The SPA now shows the server's html of a site page (issue 41) where it rendered the Markdown itself
// before: for every seeded page the two renderers give the same markup, so SPEC.md's pages look as before.
import { SITE_PAGES_SEED } from '../../../../services/journals/src/domain/seed/site-pages.seed';
import { renderPageBody } from '../../../../services/journals/src/domain/markdown';
import { markdownToHtml } from '../../components/ui/markdown';

describe("the server's html of the seeded site pages", () => {
  it.each(Object.entries(SITE_PAGES_SEED))('%s is what the SPA rendered from its Markdown', (_slug, page) => {
    const spa = document.createElement('div');
    spa.innerHTML = markdownToHtml(page.body, { headingOffset: 1 });
    const server = document.createElement('div');
    server.innerHTML = renderPageBody(page.body);
    expect(server.innerHTML).toBe(spa.innerHTML);
    expect(server.querySelectorAll('h3').length).toBeGreaterThan(0);
  });
});
