// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Management (LJM): scope before board, chief and members still to come.
import type { JournalLanding } from './journal.types';

export const management: JournalLanding = {
  id: 'management',
  sectionOrder: 'scope-first',
  emptyBoardText: 'Editor-in-Chief and Editorial Board will be updated soon.',
  about: [
    'The Lumina Journal of Management (LJM) is a peer-reviewed, open-access international journal publishing research on how organisations are led, organised and sustained. It serves management scholars, business leaders, consultants, entrepreneurs and public-sector managers.',
    'LJM publishes empirical research, conceptual papers, literature reviews and teaching case studies. Every submission is assessed through double-blind peer review for theoretical contribution, methodological rigour and the practical relevance of its implications for managers.',
    'Free and immediate access to all articles allows organisations of every size, and in every region, to apply current management knowledge. The journal follows international standards of publication ethics and values research that reflects diverse business environments.',
  ],
  aimAndScopeIntro: [
    'LJM aims to advance management knowledge that helps organisations create lasting economic and social value. The journal encourages interdisciplinary work and research grounded in emerging economies as well as established markets.',
    'Both qualitative and quantitative research, as well as well-documented case studies, are considered for publication.',
    'Scope of the Journal Includes (but is not limited to):',
  ],
  scope: [
    {
      title: 'Strategic Management',
      description: 'Competitive strategy, corporate governance, mergers, alliances and business models.',
    },
    {
      title: 'Finance and Accounting',
      description: 'Corporate finance, financial markets, investment, auditing and financial reporting.',
    },
    {
      title: 'Marketing Management',
      description: 'Consumer behaviour, branding, digital marketing, pricing and market research.',
    },
    {
      title: 'Human Resource Management',
      description: 'Talent management, performance, compensation, employee well-being and labour relations.',
    },
    {
      title: 'Operations and Supply Chain Management',
      description: 'Logistics, procurement, quality management, lean operations and service operations.',
    },
    {
      title: 'Organisational Behaviour',
      description: 'Leadership, motivation, teams, culture and organisational change.',
    },
    {
      title: 'Entrepreneurship and Innovation',
      description: 'Start-ups, family business, innovation management and venture finance.',
    },
    {
      title: 'Business Analytics and Information Systems',
      description: 'Decision analytics, enterprise systems, digital transformation and e-commerce.',
    },
    {
      title: 'International Business',
      description: 'Global strategy, cross-cultural management, trade and multinational enterprises.',
    },
    {
      title: 'Sustainability and Business Ethics',
      description:
        'Corporate social responsibility, ESG, ethical leadership and sustainable business practice.',
    },
  ],
  editorialBoard: { kind: 'chief-and-members', editorInChief: null, members: [] },
};
