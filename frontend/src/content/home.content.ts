// Home page texts: the search box, the service cards' pictures and the journal search index (the hero
// and the cards' texts are site settings).

export const HOME_HERO = {
  searchLabel: 'Search journals',
  searchPlaceholder: 'Search journals by subject or keyword...',
} as const;

import type { IconName } from '../components/ui/icon.component';

/**
 * The pictures of the home cards, in turn (the cards' titles and texts are site settings, seeded with
 * SPEC's six: content/site.content.ts).
 */
export interface ServiceCardPicture {
  icon: IconName;
  /** Background tint of the card's picture area. */
  tint: string;
}

export const SERVICE_CARDS: readonly ServiceCardPicture[] = [
  { icon: 'unlock', tint: '#e0ecf8' },
  { icon: 'pen', tint: '#fdf0dc' },
  { icon: 'chart', tint: '#e3f4ea' },
  { icon: 'star', tint: '#f3e8fb' },
  { icon: 'compass', tint: '#e6f4f6' },
  { icon: 'columns', tint: '#f1f1ef' },
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
