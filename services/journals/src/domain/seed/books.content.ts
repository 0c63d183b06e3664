// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// The books listing (/books): eight titles from the publisher's academic list.
import type { Book, BookCategory, CategoryOption } from './catalogue.types';
import { catalogueImage } from './images.content';

export const BOOK_CATEGORIES: readonly CategoryOption<BookCategory>[] = [
  { id: 'all', label: 'All Books' },
  { id: 'research', label: 'Research Methods' },
  { id: 'technology', label: 'Technology' },
  { id: 'environmental', label: 'Environmental' },
  { id: 'medical', label: 'Medical' },
  { id: 'economics', label: 'Economics' },
  { id: 'humanities', label: 'Humanities' },
  { id: 'law', label: 'Law' },
];

const PUBLISHER = 'Lumina Academic Press';

export const BOOKS: readonly Book[] = [
  {
    id: 1,
    title: 'Designing Rigorous Research: From Question to Publication',
    author: 'Dr. Priya Natarajan',
    category: 'research',
    coverImage: catalogueImage('lumina-book-research-design', 400, 560),
    description:
      'A practical guide to framing research questions, choosing methods, collecting and analysing data, and writing papers that survive peer review. Includes worked examples from engineering, science and the social sciences.',
    publicationDate: '2023',
    publisher: PUBLISHER,
    pages: 412,
    isbn: '978-81-947010-1-9',
    tags: ['Research Methods', 'Academic Writing', 'Peer Review'],
  },
  {
    id: 2,
    title: 'Statistics for Experimental Scientists',
    author: 'Dr. Martin Okonkwo',
    category: 'research',
    coverImage: catalogueImage('lumina-book-statistics', 400, 560),
    description:
      'Experimental design, hypothesis testing, regression and Bayesian inference explained for working scientists, with reproducible code and datasets for every chapter.',
    publicationDate: '2022',
    publisher: PUBLISHER,
    pages: 368,
    isbn: '978-81-947010-2-6',
    tags: ['Statistics', 'Data Analysis', 'Experimental Design'],
  },
  {
    id: 3,
    title: 'Machine Learning Systems in Practice',
    author: 'Dr. Aditi Bhargava',
    category: 'technology',
    coverImage: catalogueImage('lumina-book-ml-systems', 400, 560),
    description:
      'How to take learning models from notebooks to dependable production services: data pipelines, evaluation, deployment, monitoring and responsible use of AI.',
    publicationDate: '2024',
    publisher: PUBLISHER,
    pages: 456,
    isbn: '978-81-947010-3-3',
    tags: ['Machine Learning', 'Software Engineering', 'AI'],
  },
  {
    id: 4,
    title: 'Climate-Resilient Cities',
    author: 'Dr. Helena Sørensen',
    category: 'environmental',
    coverImage: catalogueImage('lumina-book-resilient-cities', 400, 560),
    description:
      'Evidence and case studies on urban heat, flooding, water security and low-carbon infrastructure, with planning tools for engineers and city governments.',
    publicationDate: '2023',
    publisher: PUBLISHER,
    pages: 298,
    isbn: '978-81-947010-4-0',
    tags: ['Climate Change', 'Urban Planning', 'Sustainability'],
  },
  {
    id: 5,
    title: 'Foundations of Public Health Research',
    author: 'Dr. Samuel Mensah',
    category: 'medical',
    coverImage: catalogueImage('lumina-book-public-health', 400, 560),
    description:
      'Epidemiological methods, surveillance, health systems research and ethics for students and practitioners designing studies in community and clinical settings.',
    publicationDate: '2021',
    publisher: PUBLISHER,
    pages: 384,
    isbn: '978-81-947010-5-7',
    tags: ['Epidemiology', 'Public Health', 'Health Policy'],
  },
  {
    id: 6,
    title: 'Development Economics: Markets, Institutions and Growth',
    author: 'Dr. Kabir Malhotra',
    category: 'economics',
    coverImage: catalogueImage('lumina-book-development-economics', 400, 560),
    description:
      'An accessible survey of growth, poverty, labour markets and institutions in developing economies, combining theory with recent empirical evidence.',
    publicationDate: '2022',
    publisher: PUBLISHER,
    pages: 342,
    isbn: '978-81-947010-6-4',
    tags: ['Economics', 'Development', 'Public Policy'],
  },
  {
    id: 7,
    title: 'Digital Humanities: Methods and Debates',
    author: 'Dr. Elena Marchetti',
    category: 'humanities',
    coverImage: catalogueImage('lumina-book-digital-humanities', 400, 560),
    description:
      'Text mining, digital archives, mapping and visualisation for historians and literary scholars, together with the critical debates these methods raise.',
    publicationDate: '2024',
    publisher: PUBLISHER,
    pages: 276,
    isbn: '978-81-947010-7-1',
    tags: ['Digital Humanities', 'History', 'Literature'],
  },
  {
    id: 8,
    title: 'Technology, Privacy and the Law',
    author: 'Dr. Ishaan Kapoor',
    category: 'law',
    coverImage: catalogueImage('lumina-book-technology-law', 400, 560),
    description:
      'Data protection, platform regulation, cybercrime and intellectual property in a digital economy, compared across major legal systems.',
    publicationDate: '2025',
    publisher: PUBLISHER,
    pages: 318,
    isbn: '978-81-947010-8-8',
    tags: ['Data Protection', 'Cyber Law', 'Regulation'],
  },
];
