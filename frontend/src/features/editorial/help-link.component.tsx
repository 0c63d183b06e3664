/** The user's guide pages the gateway serves at /help (docs/guide/{page}.md); '' is its index. */
export type GuidePage = '' | 'publisher' | 'manager' | 'editor' | 'reviewer' | 'author';

export const helpHref = (page: GuidePage) => (page ? `/help/${page}` : '/help');

/**
 * 'Help': the guide page for the task at hand, in a new tab so the work on this page stays where it
 * is. A plain link, not the router's: /help is a page of the server, not of the SPA.
 */
export function HelpLink({ page = '', className }: { page?: GuidePage; className?: string }) {
  return (
    <a href={helpHref(page)} className={className} target="_blank" rel="noreferrer">
      Help<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
