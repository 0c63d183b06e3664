// A publisher's page body: the server's sanitized html (GET /api/pages/{slug}, a journal's pages), or,
// from a service that sends none, the Markdown rendered by the SPA's own sanitized renderer.
import type { SitePage } from '../../api/pages.api';
import { Markdown } from './markdown.component';

export function PageBody({ page, className }: { page: SitePage; className: string }) {
  if (page.html === undefined) return <Markdown source={page.body} className={className} headingOffset={1} />;
  return <div className={`markdown ${className}`} dangerouslySetInnerHTML={{ __html: page.html }} />;
}
