// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Electrical Engineering (LJEE-E).
import { EMPTY_BOARD_TEXT, type JournalLanding } from './journal.types';

export const electricalEngineering: JournalLanding = {
  id: 'electrical-engineering',
  sectionOrder: 'board-first',
  emptyBoardText: EMPTY_BOARD_TEXT,
  about: [
    'The Lumina Journal of Electrical Engineering (LJEE-E) is a peer-reviewed, open-access international journal covering the generation, transmission, conversion and use of electrical energy. It is written for researchers, utility engineers, equipment designers and educators working on the power systems of today and tomorrow.',
    'The journal publishes original research articles, reviews and application reports. Manuscripts are reviewed by independent experts for technical soundness, the quality of simulation or test evidence and the relevance of the findings to real electrical networks and equipment.',
    'All content is freely available online, helping utilities, regulators and institutions worldwide benefit from new results as soon as they appear. LJEE-E follows established ethical guidelines and keeps authors informed at every stage of the review process.',
  ],
  aimAndScopeIntro: [
    'LJEE-E aims to support the transition to clean, reliable and intelligent electrical systems. It welcomes contributions ranging from component-level innovations to studies of whole grids and markets.',
    'The journal focuses on the following nine areas.',
  ],
  scope: [
    {
      title: 'Power Systems and Smart Grids',
      description:
        'Grid planning, operation, stability, protection and the digitalisation of distribution networks.',
    },
    {
      title: 'Electrical Machines and Drives',
      description:
        'Design, modelling and control of motors, generators and transformers and their drive systems.',
    },
    {
      title: 'Renewable Energy and Storage',
      description:
        'Solar and wind integration, battery and hydrogen storage, and microgrid energy management.',
    },
    {
      title: 'Control Systems and Automation',
      description:
        'Classical and modern control, industrial automation, PLCs and supervisory control systems.',
    },
    {
      title: 'High Voltage and Insulation',
      description: 'Insulation materials, partial discharge, lightning protection and high-voltage testing.',
    },
    {
      title: 'Power Electronics',
      description: 'Converters, inverters, wide-bandgap devices and power quality improvement.',
    },
    {
      title: 'Measurements and Instrumentation',
      description: 'Metering, sensors, phasor measurement units and condition monitoring of equipment.',
    },
    {
      title: 'Electromagnetic Fields',
      description:
        'Field computation, electromagnetic compatibility and the design of electromagnetic devices.',
    },
    {
      title: 'Electric Vehicles',
      description:
        'Traction systems, charging infrastructure, vehicle-to-grid services and battery management.',
    },
  ],
  editorialBoard: { kind: 'cards', members: [] },
};
