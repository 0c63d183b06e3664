// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Applied Science (LJAS).
import { EMPTY_BOARD_TEXT, type JournalLanding } from './journal.types';

export const appliedScience: JournalLanding = {
  id: 'applied-science',
  sectionOrder: 'board-first',
  emptyBoardText: EMPTY_BOARD_TEXT,
  about: [
    'The Lumina Journal of Applied Science (LJAS) is a peer-reviewed, open-access international journal for research that applies the natural sciences to practical problems. It brings physicists, chemists, biologists, materials scientists and environmental researchers together around results with tangible applications.',
    'The journal publishes original research articles, reviews and short communications. Each manuscript undergoes independent peer review focused on scientific validity, the quality of data and analysis, and the strength of the link between findings and their proposed application.',
    'Every article is free to read and share, so that laboratories, industries and communities in every region can put new knowledge to use. LJAS is committed to transparent editorial processes and to the highest standards of research integrity.',
  ],
  aimAndScopeIntro: [
    'LJAS aims to bridge fundamental science and real-world use. The journal encourages interdisciplinary studies and work that moves a scientific discovery closer to a technology, a product or a policy.',
    'Manuscripts are welcome in the following fields and their intersections.',
  ],
  scope: [
    {
      title: 'Applied Physics',
      description:
        'Condensed matter, optics, acoustics and physical phenomena with technological applications.',
    },
    {
      title: 'Applied Chemistry',
      description: 'Synthesis, catalysis, analytical methods and industrial chemical processes.',
    },
    {
      title: 'Materials Science',
      description: 'Functional materials, nanomaterials, polymers, ceramics and their characterisation.',
    },
    {
      title: 'Biotechnology',
      description: 'Microbial, plant and medical biotechnology, bioprocessing and genetic engineering.',
    },
    {
      title: 'Environmental Science',
      description: 'Pollution monitoring and control, ecology, climate studies and resource conservation.',
    },
    {
      title: 'Applied Mathematics',
      description: 'Mathematical modelling, numerical methods and statistics applied to scientific problems.',
    },
    {
      title: 'Food Science and Technology',
      description: 'Food chemistry, preservation, safety, nutrition and processing technology.',
    },
    {
      title: 'Agricultural Sciences',
      description: 'Crop science, soil science, precision agriculture and sustainable farming practices.',
    },
    {
      title: 'Energy Science',
      description: 'Photovoltaics, fuel cells, batteries, hydrogen and energy conversion materials.',
    },
    {
      title: 'Nanoscience and Nanotechnology',
      description:
        'Synthesis and application of nanostructures in medicine, electronics and the environment.',
    },
  ],
  editorialBoard: { kind: 'cards', members: [] },
};
