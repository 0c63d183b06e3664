// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// The journals directory (/journals): eight partner journals, one per subject category.
import type { CategoryOption, DirectoryCategory, DirectoryJournal } from './catalogue.types';
import { catalogueImage } from './images.content';

export const DIRECTORY_CATEGORIES: readonly CategoryOption<DirectoryCategory>[] = [
  { id: 'all', label: 'All Journals' },
  { id: 'education', label: 'Education' },
  { id: 'medical', label: 'Medical' },
  { id: 'science', label: 'Science' },
  { id: 'technology', label: 'Technology' },
  { id: 'business', label: 'Business' },
  { id: 'psychology', label: 'Psychology' },
  { id: 'humanities', label: 'Humanities' },
  { id: 'law', label: 'Law' },
];

/** Impact factor shown for each directory category. */
export const IMPACT_FACTORS: Record<DirectoryJournal['category'], number> = {
  education: 4.8,
  medical: 5.2,
  science: 4.5,
  technology: 3.9,
  business: 4.1,
  psychology: 4.7,
  humanities: 3.5,
  law: 3.8,
};

export const DIRECTORY_JOURNALS: readonly DirectoryJournal[] = [
  {
    id: 1,
    title: 'International Review of Educational Practice',
    category: 'education',
    impactFactor: IMPACT_FACTORS.education,
    coverImage: catalogueImage('lumina-directory-education'),
    description:
      'Research on classroom practice, teacher development and learning outcomes from schools and universities worldwide.',
    tags: ['Pedagogy', 'Teacher Education', 'Learning Outcomes'],
  },
  {
    id: 2,
    title: 'Clinical and Translational Medicine Reports',
    category: 'medical',
    impactFactor: IMPACT_FACTORS.medical,
    coverImage: catalogueImage('lumina-directory-medical'),
    description:
      'Clinical trials, case series and translational studies that bring laboratory findings to patient care.',
    tags: ['Clinical Trials', 'Public Health', 'Diagnostics'],
  },
  {
    id: 3,
    title: 'Frontiers in Natural Sciences',
    category: 'science',
    impactFactor: IMPACT_FACTORS.science,
    coverImage: catalogueImage('lumina-directory-science'),
    description:
      'Original work in physics, chemistry and the life sciences with an emphasis on reproducible experiments.',
    tags: ['Physics', 'Chemistry', 'Biology'],
  },
  {
    id: 4,
    title: 'Journal of Emerging Technologies',
    category: 'technology',
    impactFactor: IMPACT_FACTORS.technology,
    coverImage: catalogueImage('lumina-directory-technology'),
    description:
      'Applied research on computing, communication networks and intelligent systems moving from lab to market.',
    tags: ['Computing', 'Networks', 'Artificial Intelligence'],
  },
  {
    id: 5,
    title: 'Global Business and Strategy Quarterly',
    category: 'business',
    impactFactor: IMPACT_FACTORS.business,
    coverImage: catalogueImage('lumina-directory-business'),
    description: 'Studies of strategy, finance and entrepreneurship in established and emerging markets.',
    tags: ['Strategy', 'Finance', 'Entrepreneurship'],
  },
  {
    id: 6,
    title: 'Behavioural and Cognitive Psychology Review',
    category: 'psychology',
    impactFactor: IMPACT_FACTORS.psychology,
    coverImage: catalogueImage('lumina-directory-psychology'),
    description: 'Experimental and clinical research on cognition, behaviour, mental health and well-being.',
    tags: ['Cognition', 'Mental Health', 'Behaviour'],
  },
  {
    id: 7,
    title: 'Humanities and Cultural Studies Journal',
    category: 'humanities',
    impactFactor: IMPACT_FACTORS.humanities,
    coverImage: catalogueImage('lumina-directory-humanities'),
    description:
      'Scholarship in history, literature, philosophy and the arts, with attention to cultural heritage.',
    tags: ['History', 'Literature', 'Philosophy'],
  },
  {
    id: 8,
    title: 'Comparative Law and Justice Review',
    category: 'law',
    impactFactor: IMPACT_FACTORS.law,
    coverImage: catalogueImage('lumina-directory-law'),
    description:
      'Comparative and international legal research on courts, rights, regulation and access to justice.',
    tags: ['Human Rights', 'Regulation', 'Comparative Law'],
  },
];
