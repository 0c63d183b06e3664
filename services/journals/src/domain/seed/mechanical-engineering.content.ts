// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Mechanical Engineering (LJME).
import { EMPTY_BOARD_TEXT, type JournalLanding } from './journal.types';

export const mechanicalEngineering: JournalLanding = {
  id: 'mechanical-engineering',
  sectionOrder: 'board-first',
  emptyBoardText: EMPTY_BOARD_TEXT,
  about: [
    'The Lumina Journal of Mechanical Engineering (LJME) is a peer-reviewed, open-access international journal devoted to the science and practice of machines, energy and manufacturing. It provides a forum for researchers and industry engineers to share results that move mechanical systems from concept to reliable operation.',
    'The journal publishes original research articles, critical reviews and industrial case studies. Manuscripts are evaluated by independent reviewers for originality, technical depth, experimental or computational rigour and the practical value of their conclusions.',
    'Because every article is openly accessible, LJME helps small manufacturers, laboratories and students in every region use current research without cost. The editorial team follows internationally recognised publication ethics and aims to give authors a clear, constructive and prompt review.',
  ],
  aimAndScopeIntro: [
    'LJME seeks to connect fundamental mechanics with the design and production of better products and energy systems. Studies that combine modelling with validation, or that report lessons from industrial deployment, are especially welcome.',
    'The journal covers, among others, the following subject areas.',
  ],
  scope: [
    {
      title: 'Thermal Engineering',
      description:
        'Heat transfer, thermodynamics, refrigeration, air conditioning and thermal management of devices.',
    },
    {
      title: 'Fluid Mechanics',
      description: 'Experimental and computational fluid dynamics, turbomachinery and multiphase flows.',
    },
    {
      title: 'Design and Mechanics of Machines',
      description: 'Machine elements, kinematics, dynamics, vibration and tribology.',
    },
    {
      title: 'Manufacturing Processes',
      description: 'Machining, forming, casting, welding and additive manufacturing technologies.',
    },
    {
      title: 'Materials Engineering',
      description: 'Mechanical behaviour of metals, polymers and composites, fatigue and fracture.',
    },
    {
      title: 'Automobile Engineering',
      description: 'Vehicle dynamics, powertrains, electric and hybrid vehicles and emissions control.',
    },
    {
      title: 'Robotics and Mechatronics',
      description: 'Actuators, sensors, robot design, motion control and intelligent machines.',
    },
    {
      title: 'Renewable Energy Systems',
      description: 'Solar thermal, wind turbines, bioenergy conversion and energy storage devices.',
    },
    {
      title: 'Industrial Engineering',
      description: 'Production planning, quality engineering, maintenance and supply chain operations.',
    },
    {
      title: 'Computational Mechanics',
      description: 'Finite element methods, optimisation, digital twins and simulation-driven design.',
    },
  ],
  editorialBoard: {
    kind: 'cards',
    members: [
      {
        name: 'Dr. Harshvardhan Rathod',
        role: 'Editor-in-Chief',
        affiliation: 'Professor of Thermal and Fluid Engineering, Ahmedabad, India',
      },
    ],
  },
};
