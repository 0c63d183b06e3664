// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Computer Science & Engineering (LJCSE).
import { EMPTY_BOARD_TEXT, type JournalLanding } from './journal.types';

export const computerScienceEngineering: JournalLanding = {
  id: 'computer-science-engineering',
  sectionOrder: 'board-first',
  emptyBoardText: EMPTY_BOARD_TEXT,
  about: [
    'The Lumina Journal of Computer Science & Engineering (LJCSE) is a peer-reviewed, open-access international journal publishing research across the theory, design and engineering of computing systems. It serves academic researchers, software engineers and technology leaders who turn computing ideas into dependable systems.',
    'LJCSE publishes original research articles, survey papers, experience reports and reproducibility studies. Submissions are reviewed by domain experts who look for clear problem statements, sound evaluation, honest comparison with prior work and, where possible, available code and data.',
    'Open access lets practitioners, students and researchers anywhere read, cite and extend published work at no cost. The journal follows recognised standards of publication ethics and aims to give every author a fair, careful and timely review.',
  ],
  aimAndScopeIntro: [
    'LJCSE aims to publish work that deepens our understanding of computation and improves the way software and computing infrastructure are built and operated. Theoretical contributions and engineering studies are equally welcome.',
    'The journal invites contributions in the following areas.',
  ],
  scope: [
    {
      title: 'Algorithms and Complexity',
      description:
        'Algorithm design and analysis, data structures, computational complexity and combinatorics.',
    },
    {
      title: 'Software Engineering',
      description:
        'Requirements, architecture, testing, maintenance and empirical studies of software development.',
    },
    {
      title: 'Computer Networks',
      description:
        'Network protocols, software-defined networking, wireless networks and performance evaluation.',
    },
    {
      title: 'Cybersecurity and Cryptography',
      description:
        'Secure systems, applied cryptography, privacy, intrusion detection and digital forensics.',
    },
    {
      title: 'Distributed and Cloud Computing',
      description: 'Cloud platforms, microservices, consensus, edge computing and large-scale data systems.',
    },
    {
      title: 'Database Systems',
      description: 'Query processing, transaction management, data integration and storage engines.',
    },
    {
      title: 'Operating Systems',
      description: 'Kernels, virtualisation, file systems, scheduling and resource management.',
    },
    {
      title: 'Human-Computer Interaction',
      description: 'Interface design, usability, accessibility and user studies of interactive systems.',
    },
    {
      title: 'Programming Languages and Compilers',
      description: 'Language design, type systems, program analysis, verification and compilation.',
    },
    {
      title: 'Computer Architecture',
      description: 'Processor design, memory hierarchies, parallel hardware and hardware accelerators.',
    },
  ],
  editorialBoard: {
    kind: 'cards',
    members: [{ name: 'Dr. Nikhil Varadarajan', role: 'Editor-in-Chief', affiliation: '' }],
  },
};
