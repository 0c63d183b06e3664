/**
 * The public addresses of the site's pages, from PUBLIC_URL (no trailing slash): for what is read away
 * from the page a reader is on, or must be absolute by its standard (Scholar and Dublin Core tags,
 * canonical links, JSON-LD, Atom feeds, OAI-PMH, sitemaps, Crossref, CSL items, JATS, mails).
 */
export class PublicLinks {
  readonly origin: string;
  constructor(publicUrl: string) {
    this.origin = publicUrl.replace(/\/+$/, '');
  }
  article(id: string) {
    return `${this.origin}/articles/${id}`;
  }
  galley(id: string) {
    return `${this.origin}/articles/${id}/galley.pdf`;
  }
  journal(journalId: string) {
    return `${this.origin}/journals/${journalId}`;
  }
  journalArchive(journalId: string) {
    return `${this.origin}/journals/${journalId}/articles`;
  }
  journalFeed(journalId: string) {
    return `${this.origin}/journals/${journalId}/feed.atom`;
  }
  /** A journal's published issues (the SPA page `/journals/{slug}/issues`). */
  issues(journalId: string) {
    return `${this.origin}/journals/${journalId}/issues`;
  }
  /** An issue's table of contents (the SPA page `/journals/{slug}/issues/{volume}/{number}`). */
  issue(journalId: string, volume: number, number: number) {
    return `${this.origin}/journals/${journalId}/issues/${volume}/${number}`;
  }
  /** The journal's LOCKSS and CLOCKSS permission page, with links to its issues' contents. */
  lockss(journalId: string) {
    return `${this.origin}/journals/${journalId}/lockss`;
  }
  /** An issue's Atom feed (issue 30). */
  issueFeed(journalId: string, volume: number, number: number) {
    return `${this.issue(journalId, volume, number)}/feed.atom`;
  }
  citation(id: string, format: string) {
    return `${this.origin}/api/articles/${id}/citation?format=${format}`;
  }
  sitemap(part?: number) {
    return part === undefined ? `${this.origin}/sitemap.xml` : `${this.origin}/sitemaps/articles-${part}.xml`;
  }
  /** One supplementary file's public download (issue 42 item 8). */
  supplementaryFile(id: string, fileId: string) {
    return `${this.origin}/api/articles/${id}/supplementary/${fileId}`;
  }
  jats(id: string) {
    return `${this.origin}/articles/${id}/jats.xml`;
  }
  /** A figure's image of the article's full text (issue 31). */
  fullTextImage(id: string, name: string) {
    return `${this.origin}${fullTextImagesPath(id)}/${name}`;
  }
  oai() {
    return `${this.origin}/oai`;
  }
}

/**
 * The same addresses as paths of the site (`/articles/{id}`): the links pages and JSON answers give the
 * browser, so a reader stays on the host they came by (127.0.0.1, a preview host) instead of being sent to
 * PUBLIC_URL's.
 */
export const sitePaths = new PublicLinks('');

/**
 * Where the page's figures are served, as a path: the page's own origin serves them, whatever host the
 * reader used (JATS, read elsewhere, carries the absolute `PublicLinks.fullTextImage`).
 */
export const fullTextImagesPath = (id: string) => `/articles/${id}/figures`;

/** Where the authors and editors read the converted proof: the SPA page over the preview API. */
export const proofPreviewPath = (submissionId: string) => `/submissions/${submissionId}/proof`;

/** The same page absolute (PUBLIC_URL), for the proof's mail. */
export const proofPreviewUrl = (links: PublicLinks, submissionId: string) =>
  `${links.origin}${proofPreviewPath(submissionId)}`;

/** A co-author's proof link (issue 42 item 4): the SPA page that reads the proof by its token. */
export const proofLinkPath = (token: string) => `/proofs/${token}`;

/** The same link absolute (PUBLIC_URL), for the co-author's proof mail. */
export const proofLinkUrl = (links: PublicLinks, token: string) => `${links.origin}${proofLinkPath(token)}`;
