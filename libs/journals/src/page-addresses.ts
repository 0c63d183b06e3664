/**
 * Addresses of the publisher's pages (issue 41): the slug rule, and the names a page may not take because
 * the SPA (or the journal landing page) already answers at them. The one place both the journals service
 * (409 `This address is taken`) and the SPA read; frontend/src/app/reserved-routes.test.ts keeps
 * SPA_TOP_LEVEL_ROUTES equal to the first segments of the SPA's route table.
 */
export const PAGE_SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;

/** The site pages that came with the install, served at their own top-level addresses (/terms...). */
export const SEEDED_SITE_PAGE_SLUGS = [
  'authors',
  'terms',
  'cookies',
  'accessibility',
  'publish-with-us',
] as const;
export type SeededSitePageSlug = (typeof SEEDED_SITE_PAGE_SLUGS)[number];

/** The first path segment of every route of frontend/src/app/app-routes.component.tsx but the seeded pages. */
export const SPA_TOP_LEVEL_ROUTES = [
  'footer',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'profile',
  'submit',
  'journals',
  'search',
  'articles',
  'submissions',
  'books',
  'databases',
  'platforms',
  'admin',
  'review',
  'admin-login',
  'test-connection',
  'privacy',
  'pages',
  'proofs',
  'orcid-invitation',
] as const;

/** Site page slugs refused: the SPA's routes and the paths the gateway serves itself. */
export const RESERVED_SITE_PAGE_SLUGS: readonly string[] = [...SPA_TOP_LEVEL_ROUTES, 'api', 'help'];

/**
 * Journal page slugs refused: the landing page's own sections (About Us, Editorial Board, Aim & Scope,
 * Author Guidelines and the article lists) and the SPA's routes below /journals/{slug}.
 */
export const RESERVED_JOURNAL_PAGE_SLUGS: readonly string[] = [
  'about-us',
  'editorial-board',
  'aim-and-scope',
  'author-guidelines',
  'latest-articles',
  'most-read-articles',
  'articles',
  'issues',
  'submit',
  'home',
  'pages',
  'proofs',
  // Issue 44 item 5: the journal's public "Our figures".
  'figures',
];
