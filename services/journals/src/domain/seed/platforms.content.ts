// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// The academic platforms listing (/platforms): six services researchers use alongside the journals.
import type { CategoryOption, Platform, PlatformCategory } from './catalogue.types';
import { catalogueImage } from './images.content';

export const PLATFORM_CATEGORIES: readonly CategoryOption<PlatformCategory>[] = [
  { id: 'all', label: 'All Platforms' },
  { id: 'research', label: 'Research' },
  { id: 'medical', label: 'Medical' },
  { id: 'education', label: 'Education' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'publishing', label: 'Publishing' },
  { id: 'events', label: 'Events' },
];

/** Two research platforms and none for events yet: the Events tab shows the empty state until one is listed. */
export const PLATFORMS: readonly Platform[] = [
  {
    id: 1,
    name: 'ScholarConnect',
    category: 'research',
    image: catalogueImage('lumina-platform-scholarconnect'),
    description:
      'A professional network where researchers share papers, follow collaborators and discuss results.',
    features: ['Researcher profiles', 'Paper sharing', 'Collaboration groups', 'Citation alerts'],
    pricing: 'Free for individual researchers',
    rating: 4.6,
  },
  {
    id: 2,
    name: 'RefStack Reference Manager',
    category: 'research',
    image: catalogueImage('lumina-platform-refstack'),
    description: 'Collect, annotate and cite literature, with shared libraries for research groups.',
    features: ['Citation styles', 'PDF annotation', 'Shared libraries', 'Word processor plug-ins'],
    pricing: 'Free plan; team plans from $5 per user per month',
    rating: 4.7,
  },
  {
    id: 3,
    name: 'ClinEvidence Hub',
    category: 'medical',
    image: catalogueImage('lumina-platform-clinevidence'),
    description: 'Point-of-care summaries of clinical evidence, guidelines and drug information.',
    features: ['Evidence summaries', 'Guideline tracking', 'Drug interaction checker', 'CME credits'],
    pricing: 'Institutional licence',
    rating: 4.5,
  },
  {
    id: 4,
    name: 'OpenCourse Studio',
    category: 'education',
    image: catalogueImage('lumina-platform-opencourse'),
    description: 'Build and run online courses with video lessons, quizzes and peer-graded assignments.',
    features: ['Course builder', 'Auto-graded quizzes', 'Learning analytics', 'Certificates'],
    pricing: 'Free for educators; paid plans for institutions',
    rating: 4.3,
  },
  {
    id: 5,
    name: 'CiteMetrics Analytics',
    category: 'analytics',
    image: catalogueImage('lumina-platform-citemetrics'),
    description: 'Bibliometric dashboards for citations, collaboration networks and research impact.',
    features: ['Citation dashboards', 'Co-authorship maps', 'Altmetric tracking', 'Custom reports'],
    pricing: 'Subscription from $19 per month',
    rating: 4.4,
  },
  {
    id: 6,
    name: 'PressFlow Editorial Manager',
    category: 'publishing',
    image: catalogueImage('lumina-platform-pressflow'),
    description: 'Manuscript tracking and peer-review workflow software for journal editorial offices.',
    features: ['Submission tracking', 'Reviewer management', 'Plagiarism screening', 'DOI registration'],
    pricing: 'Custom pricing per journal',
    rating: 4.8,
  },
];
