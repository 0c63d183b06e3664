// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// The ten journals of the family: menu entries, submission cards and landing-page headers. Ids, subject
// names and icons come from the catalogue the services share (libs/journals); the rest is presentation.
import { JOURNALS as CATALOGUE } from '@journal/journals';
import type { JournalId, JournalSummary } from './journal.types';

const PRESENTATION: Record<JournalId, Omit<JournalSummary, 'id' | 'name' | 'icon'>> = {
  'civil-engineering': {
    abbreviation: 'LJCE',
    fullName: 'Lumina Journal of Civil Engineering',
    description: 'Structures, geotechnics, transportation, water resources and sustainable construction.',
    color: '#7c3f00',
  },
  'mechanical-engineering': {
    abbreviation: 'LJME',
    fullName: 'Lumina Journal of Mechanical Engineering',
    description: 'Thermal sciences, design, manufacturing, materials and mechatronics.',
    color: '#37474f',
  },
  'electronics-engineering': {
    abbreviation: 'LJEE',
    fullName: 'Lumina Journal of Electronics Engineering',
    description: 'Devices, VLSI, embedded systems, communication and signal processing.',
    color: '#00695c',
  },
  'electrical-engineering': {
    abbreviation: 'LJEE-E',
    fullName: 'Lumina Journal of Electrical Engineering',
    description: 'Power systems, machines and drives, renewable energy and control.',
    color: '#9a3412',
  },
  'computer-science-engineering': {
    abbreviation: 'LJCSE',
    fullName: 'Lumina Journal of Computer Science & Engineering',
    description: 'Algorithms, software systems, networks, security and computing theory.',
    color: '#1e40af',
  },
  'applied-science': {
    abbreviation: 'LJAS',
    fullName: 'Lumina Journal of Applied Science',
    description: 'Applied physics, chemistry, biology, materials and environmental science.',
    color: '#166534',
  },
  'ai-ml-data-science': {
    abbreviation: 'LJAIMLDS',
    fullName: 'Lumina Journal of Artificial Intelligence, Machine Learning & Data Science',
    description: 'Learning algorithms, deep learning, data engineering and responsible AI.',
    color: '#5b21b6',
  },
  'law-social-science': {
    abbreviation: 'LJLSS',
    fullName: 'Lumina Journal of Law & Social Science',
    description: 'Legal studies, governance, public policy, sociology and human rights.',
    color: '#7f1d1d',
  },
  education: {
    abbreviation: 'LJE',
    fullName: 'Lumina Journal of Education',
    description: 'Teaching and learning, curriculum, educational technology and policy.',
    color: '#0e6377',
  },
  management: {
    abbreviation: 'LJM',
    fullName: 'Lumina Journal of Management',
    description: 'Strategy, finance, marketing, operations, organisations and entrepreneurship.',
    color: '#1f2937',
  },
};

export const JOURNALS: readonly JournalSummary[] = CATALOGUE.map((journal) => ({
  ...journal,
  ...PRESENTATION[journal.id],
}));

export function findJournal(id: string | undefined): JournalSummary | undefined {
  return JOURNALS.find((journal) => journal.id === id);
}

export function journalPath(id: JournalId): string {
  return `/journals/${id}`;
}
