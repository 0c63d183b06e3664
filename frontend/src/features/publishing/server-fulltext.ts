// The server-rendered article page holds the full text once, in #root (issue 31). React replaces #root's
// content when it renders, so the entry keeps that HTML before, and the article page shows it again
// without a request and without the page carrying a second copy as JSON.

/** Where the server writes the full text inside #root (publishing's article-page.view.ts). */
export const SERVER_FULLTEXT_SELECTOR = '.article-fulltext > .fulltext';

let kept: string | null = null;

/** Called by the entry before createRoot: takes the server's full text, if the page has one. */
export function keepServerRenderedFullText(root: ParentNode): void {
  kept = root.querySelector(SERVER_FULLTEXT_SELECTOR)?.outerHTML ?? null;
}

/** The kept full text (null when the server page had none). */
export function serverRenderedFullText(): string | null {
  return kept;
}
