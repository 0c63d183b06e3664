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

/** The home search covers nine journals; Management is not indexed. */
export const JOURNAL_SEARCH_INDEX: readonly SearchIndexEntry[] = [
  {
    title: 'Lumina Journal of Civil Engineering (LJCE)',
    route: '/journals/civil-engineering',
    keywords: [
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
  },
  {
    title: 'Lumina Journal of Mechanical Engineering (LJME)',
    route: '/journals/mechanical-engineering',
    keywords: [
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
  },
  {
    title: 'Lumina Journal of Electronics Engineering (LJEE)',
    route: '/journals/electronics-engineering',
    keywords: [
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
  },
  {
    title: 'Lumina Journal of Electrical Engineering (LJEE-E)',
    route: '/journals/electrical-engineering',
    keywords: [
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
  },
  {
    title: 'Lumina Journal of Computer Science & Engineering (LJCSE)',
    route: '/journals/computer-science-engineering',
    keywords: [
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
  },
  {
    title: 'Lumina Journal of Applied Science (LJAS)',
    route: '/journals/applied-science',
    keywords: [
      'applied science',
      'physics',
      'chemistry',
      'biology',
      'materials',
      'biotechnology',
      'environmental',
      'nanotechnology',
    ],
  },
  {
    title: 'Lumina Journal of AI, ML & Data Science (LJAIMLDS)',
    route: '/journals/ai-ml-data-science',
    keywords: [
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
  },
  {
    title: 'Lumina Journal of Law & Social Science (LJLSS)',
    route: '/journals/law-social-science',
    keywords: [
      'law',
      'legal',
      'social science',
      'human rights',
      'governance',
      'public policy',
      'sociology',
      'constitution',
    ],
  },
  {
    title: 'Lumina Journal of Education (LJE)',
    route: '/journals/education',
    keywords: [
      'education',
      'teaching',
      'learning',
      'curriculum',
      'pedagogy',
      'educational technology',
      'assessment',
      'higher education',
    ],
  },
];
