// Home page texts: hero, the six service cards and the journal search index.

export const HOME_HERO = {
  title: 'Publishing research that everyone can read',
  subtitle:
    'Peer-reviewed, open-access international journals across engineering, science, law, education and management.',
  searchLabel: 'Search journals',
  searchPlaceholder: 'Search journals by subject or keyword...',
} as const;

import type { IconName } from '../components/ui/icon.component';

export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  /** Background tint of the card's picture area. */
  tint: string;
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    title: 'Discover Open Access',
    description:
      'Read every article free of charge, from the day it is published, under a Creative Commons licence.',
    icon: 'unlock',
    tint: '#e0ecf8',
  },
  {
    title: 'Publish with Us',
    description: 'Submit to one of ten peer-reviewed journals and get a fair, transparent and timely review.',
    icon: 'pen',
    tint: '#fdf0dc',
  },
  {
    title: 'Track Your Research',
    description: 'Follow every submission from receipt through review to publication in your author account.',
    icon: 'chart',
    tint: '#e3f4ea',
  },
  {
    title: 'Featured Articles',
    description: 'Explore recent highlights chosen by our editors for their originality and impact.',
    icon: 'star',
    tint: '#f3e8fb',
  },
  {
    title: 'Browse by Subject',
    description: 'Find journals, books, databases and platforms in your discipline in a few clicks.',
    icon: 'compass',
    tint: '#e6f4f6',
  },
  {
    title: 'About',
    description: 'Learn about our editorial standards, publication ethics and commitment to open science.',
    icon: 'columns',
    tint: '#f1f1ef',
  },
];

export interface SearchIndexEntry {
  title: string;
  route: string;
  keywords: string[];
}

/**
 * Extra search words of the seeded journals (the journal's name and title are always searched too); a
 * journal added by the publisher is found by its name, title and description.
 */
export const JOURNAL_SEARCH_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  'civil-engineering': [
    'civil',
    'structural',
    'geotechnical',
    'construction',
    'transportation',
    'concrete',
    'infrastructure',
    'water resources',
    'surveying',
  ],
  'mechanical-engineering': [
    'mechanical',
    'thermal',
    'manufacturing',
    'fluid',
    'robotics',
    'automobile',
    'machine design',
    'materials',
    'engineering',
  ],
  'electronics-engineering': [
    'electronics',
    'vlsi',
    'embedded',
    'communication',
    'signal processing',
    'semiconductor',
    'iot',
    'antenna',
    'engineering',
  ],
  'electrical-engineering': [
    'electrical',
    'power systems',
    'smart grid',
    'renewable energy',
    'machines',
    'power electronics',
    'control',
    'electric vehicles',
    'engineering',
  ],
  'computer-science-engineering': [
    'computer science',
    'software',
    'algorithms',
    'networks',
    'cybersecurity',
    'cloud',
    'databases',
    'programming',
    'engineering',
  ],
  'applied-science': [
    'applied science',
    'physics',
    'chemistry',
    'biology',
    'materials',
    'biotechnology',
    'environmental',
    'nanotechnology',
  ],
  'ai-ml-data-science': [
    'artificial intelligence',
    'ai',
    'machine learning',
    'deep learning',
    'data science',
    'nlp',
    'computer vision',
    'big data',
    'analytics',
  ],
  'law-social-science': [
    'law',
    'legal',
    'social science',
    'human rights',
    'governance',
    'public policy',
    'sociology',
    'constitution',
  ],
  education: [
    'education',
    'teaching',
    'learning',
    'curriculum',
    'pedagogy',
    'educational technology',
    'assessment',
    'higher education',
  ],
};

/** SPEC section 3: the home search index leaves out Management, although the menu lists it. */
export const NOT_IN_SEARCH_INDEX: readonly string[] = ['management'];
