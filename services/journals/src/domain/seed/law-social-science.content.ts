// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Law & Social Science (LJLSS).
import { EMPTY_BOARD_TEXT, type JournalLanding } from './journal.types';

export const lawSocialScience: JournalLanding = {
  id: 'law-social-science',
  sectionOrder: 'board-first',
  emptyBoardText: EMPTY_BOARD_TEXT,
  about: [
    'The Lumina Journal of Law & Social Science (LJLSS) is a peer-reviewed, open-access international journal publishing scholarship on law, governance and society. It speaks to legal academics, social scientists, practitioners, policymakers and civil society organisations.',
    'LJLSS publishes research articles, case commentaries, policy analyses and review essays. Submissions are evaluated through double-blind peer review for the originality of their argument, the quality of their doctrinal, empirical or comparative analysis, and their contribution to public debate.',
    'By keeping all articles freely available, the journal makes legal and social research accessible to courts, legislators, advocates and citizens alike. LJLSS is committed to academic freedom, editorial independence and rigorous standards of publication ethics.',
  ],
  aimAndScopeIntro: [
    'LJLSS aims to foster interdisciplinary understanding of how law shapes, and is shaped by, social, economic and political life. The journal welcomes doctrinal, empirical, socio-legal and comparative approaches.',
    'Contributions are invited in the following areas.',
  ],
  scope: [
    {
      title: 'Constitutional and Administrative Law',
      description: 'Fundamental rights, separation of powers, judicial review and administrative justice.',
    },
    {
      title: 'Criminal Law and Justice',
      description: 'Criminal law reform, criminology, policing, sentencing and victims’ rights.',
    },
    {
      title: 'International Law and Human Rights',
      description: 'Public international law, humanitarian law, refugee law and human rights protection.',
    },
    {
      title: 'Corporate and Commercial Law',
      description: 'Company law, contracts, competition, insolvency and financial regulation.',
    },
    {
      title: 'Technology Law and Data Protection',
      description: 'Cyber law, privacy, intellectual property and the regulation of emerging technologies.',
    },
    {
      title: 'Environmental Law and Policy',
      description: 'Climate governance, natural resources, environmental justice and sustainability law.',
    },
    {
      title: 'Sociology and Social Change',
      description: 'Social institutions, inequality, gender, caste, migration and community studies.',
    },
    {
      title: 'Public Policy and Governance',
      description:
        'Policy design and evaluation, public administration, decentralisation and accountability.',
    },
    {
      title: 'Political Science',
      description: 'Democratic institutions, elections, federalism and comparative politics.',
    },
    {
      title: 'Access to Justice and Legal Education',
      description:
        'Legal aid, alternative dispute resolution, clinical legal education and the legal profession.',
    },
  ],
  editorialBoard: {
    kind: 'cards',
    members: [
      {
        name: 'Dr. Rohini Chatterjee',
        role: 'Editor-in-Chief',
        affiliation: 'Professor of Constitutional Law and Public Policy, Kolkata, India',
      },
    ],
  },
};
