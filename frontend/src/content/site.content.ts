// Site-wide names and navigation texts shared by the header, footer and home page: what a fresh install
// stores as its site settings (services/journals/migrations/006_site_settings.sql), shown until
// GET /api/site answers, so the first paint is the same.
import type { SiteSettings } from '@journal/journals';

export const SITE = {
  brand: 'Lumina Journals',
  tagline: 'Open-access academic publishing',
  privacyEmail: 'privacy@luminajournals.org',
  contactEmail: 'editorial@luminajournals.org',
} as const;

/** The glyph each known network's icon shows; another network shows its initial. */
export const SOCIAL_GLYPHS: Readonly<Record<string, string>> = {
  LinkedIn: 'in',
  'X (Twitter)': 'X',
  Facebook: 'f',
  YouTube: '▶',
};

/** The site settings a fresh install answers (the integration test compares both). */
export const SEEDED_SITE: SiteSettings = {
  name: SITE.brand,
  tagline: SITE.tagline,
  contactEmail: SITE.contactEmail,
  logoUrl: null,
  heroTitle: 'Publishing research that everyone can read',
  heroSubtitle:
    'Peer-reviewed, open-access international journals across engineering, science, law, education and management.',
  homeCards: [
    {
      title: 'Discover Open Access',
      text: 'Read every article free of charge, from the day it is published, under a Creative Commons licence.',
    },
    {
      title: 'Publish with Us',
      text: 'Submit to one of ten peer-reviewed journals and get a fair, transparent and timely review.',
    },
    {
      title: 'Track Your Research',
      text: 'Follow every submission from receipt through review to publication in your author account.',
    },
    {
      title: 'Featured Articles',
      text: 'Explore recent highlights chosen by our editors for their originality and impact.',
    },
    {
      title: 'Browse by Subject',
      text: 'Find journals, books, databases and platforms in your discipline in a few clicks.',
    },
    {
      title: 'About',
      text: 'Learn about our editorial standards, publication ethics and commitment to open science.',
    },
  ],
  footer: {
    description:
      'Peer-reviewed, open-access international journals for researchers, academics, engineers, educators, practitioners and policymakers.',
    columns: [
      {
        title: 'For Authors',
        links: [
          { label: 'Author Guidelines', href: '/authors' },
          { label: 'Submit a Manuscript' },
          { label: 'Peer Review Process' },
          { label: 'Publication Ethics' },
        ],
      },
      {
        title: 'Explore',
        links: [
          { label: 'Journals', href: '/journals' },
          { label: 'Books', href: '/books' },
          { label: 'Platforms', href: '/platforms' },
          { label: 'Databases', href: '/databases' },
        ],
      },
      {
        title: 'About',
        links: [
          { label: 'About Us' },
          { label: 'Open Access Policy' },
          { label: 'Editorial Policies' },
          { label: 'Administration', href: '/admin' },
        ],
      },
      {
        title: 'Legal',
        links: [
          { label: 'Terms of Use', href: '/terms' },
          { label: 'Privacy Policy', href: '/privacy' },
          { label: 'Cookie Policy', href: '/cookies' },
          { label: 'Accessibility', href: '/accessibility' },
        ],
      },
    ],
    social: [
      { network: 'LinkedIn' },
      { network: 'X (Twitter)' },
      { network: 'Facebook' },
      { network: 'YouTube' },
    ],
  },
  primaryColour: '#1b3a5c',
};
