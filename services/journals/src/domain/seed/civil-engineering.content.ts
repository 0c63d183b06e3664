// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Civil Engineering (LJCE).
import { EMPTY_BOARD_TEXT, type JournalLanding } from './journal.types';

export const civilEngineering: JournalLanding = {
  id: 'civil-engineering',
  sectionOrder: 'board-first',
  emptyBoardText: EMPTY_BOARD_TEXT,
  about: [
    'The Lumina Journal of Civil Engineering (LJCE) is a peer-reviewed, open-access international journal that publishes original research on the planning, design, construction and maintenance of the built environment. It serves researchers, practising engineers, educators and policymakers who shape the infrastructure on which communities depend.',
    'LJCE welcomes full-length research articles, review papers, case studies and short technical notes. Every manuscript is assessed through double-blind peer review by specialists in the relevant field, with attention to sound methodology, reproducible results and clear relevance to engineering practice.',
    'All articles are free to read from the day of publication and are released under a Creative Commons licence, so findings reach field engineers, public agencies and students without a subscription barrier. The journal is committed to rigorous publication ethics, transparent editorial decisions and timely communication with authors.',
  ],
  aimAndScopeIntro: [
    'LJCE aims to advance civil engineering knowledge that makes infrastructure safer, more durable, more affordable and more sustainable. The journal gives equal weight to experimental, numerical and field studies, and encourages work that links laboratory findings with construction practice.',
    'Submissions are invited across the following areas of civil engineering and closely related disciplines.',
  ],
  scope: [
    {
      title: 'Structural Engineering',
      description:
        'Analysis and design of concrete, steel, timber and composite structures, including seismic and wind response.',
    },
    {
      title: 'Geotechnical Engineering',
      description:
        'Soil and rock mechanics, foundations, slope stability, ground improvement and earth-retaining systems.',
    },
    {
      title: 'Transportation Engineering',
      description:
        'Highway and pavement design, traffic engineering, railways, airports and urban mobility planning.',
    },
    {
      title: 'Water Resources Engineering',
      description:
        'Hydrology, hydraulics, irrigation, flood management, river engineering and water supply networks.',
    },
    {
      title: 'Environmental Engineering',
      description:
        'Wastewater treatment, solid waste management, air quality and environmental impact assessment.',
    },
    {
      title: 'Construction Management',
      description:
        'Project planning, cost control, contracts, safety management and lean construction methods.',
    },
    {
      title: 'Building Materials',
      description:
        'Cement and concrete technology, supplementary materials, recycled aggregates and durability studies.',
    },
    {
      title: 'Surveying and Geoinformatics',
      description:
        'Geodesy, remote sensing, GIS and digital mapping for infrastructure planning and monitoring.',
    },
    {
      title: 'Structural Health Monitoring',
      description:
        'Sensing, non-destructive testing, damage detection and the retrofitting of ageing structures.',
    },
    {
      title: 'Sustainable Infrastructure',
      description:
        'Green buildings, life-cycle assessment, resilient design and climate adaptation of infrastructure.',
    },
  ],
  editorialBoard: {
    kind: 'cards',
    members: [
      {
        name: 'Dr. Raghav S. Menon',
        role: 'Editor-in-Chief',
        affiliation:
          'Professor of Structural Engineering, School of Civil and Infrastructure Engineering, Bengaluru, India',
      },
      {
        name: 'Dr. Ananya Kulkarni',
        role: 'Associate Editor',
        affiliation: 'Associate Professor, Geotechnical Engineering Division, Pune, India',
      },
      {
        name: 'Dr. Tomasz Wierzbicki-Nowak',
        role: 'Associate Editor',
        affiliation: 'Professor, Faculty of Civil Engineering and Architecture, Kraków, Poland',
      },
      {
        name: 'Dr. Farah N. Siddiqui',
        role: 'Editorial Board Member',
        affiliation: 'Water Resources and Hydraulic Engineering, Lucknow, India',
      },
      {
        name: 'Dr. Daniel O. Adebayo-Cole',
        role: 'Editorial Board Member',
        affiliation: 'Transportation and Pavement Engineering, Lagos, Nigeria',
      },
      {
        name: 'Dr. Meera Iyengar',
        role: 'Editorial Board Member',
        affiliation: 'Construction Management and Sustainable Materials, Chennai, India',
      },
      {
        name: 'Dr. Lucas Ferreira Dantas',
        role: 'Editorial Board Member',
        affiliation: 'Environmental and Sanitary Engineering, Porto, Portugal',
      },
    ],
  },
};
