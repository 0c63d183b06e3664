// Site-wide names and navigation texts shared by the header, footer and home page.

export const SITE = {
  brand: 'Lumina Journals',
  tagline: 'Open-access academic publishing',
  privacyEmail: 'privacy@luminajournals.org',
  contactEmail: 'editorial@luminajournals.org',
} as const;

export interface FooterLink {
  label: string;
  /** Absent for items that are listed but not linked anywhere yet. */
  to?: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'For Authors',
    links: [
      { label: 'Author Guidelines', to: '/authors' },
      { label: 'Submit a Manuscript' },
      { label: 'Peer Review Process' },
      { label: 'Publication Ethics' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { label: 'Journals', to: '/journals' },
      { label: 'Books', to: '/books' },
      { label: 'Platforms', to: '/platforms' },
      { label: 'Databases', to: '/databases' },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About Us' },
      { label: 'Open Access Policy' },
      { label: 'Editorial Policies' },
      { label: 'Administration', to: '/admin' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Use', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Cookie Policy', to: '/cookies' },
      { label: 'Accessibility', to: '/accessibility' },
    ],
  },
];

/** Social profiles are shown but not linked yet. */
export const SOCIAL_NETWORKS: readonly { name: string; glyph: string }[] = [
  { name: 'LinkedIn', glyph: 'in' },
  { name: 'X (Twitter)', glyph: 'X' },
  { name: 'Facebook', glyph: 'f' },
  { name: 'YouTube', glyph: '▶' },
];
