// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Electronics Engineering (LJEE).
import { EMPTY_BOARD_TEXT, type JournalLanding } from './journal.types';

export const electronicsEngineering: JournalLanding = {
  id: 'electronics-engineering',
  sectionOrder: 'board-first',
  emptyBoardText: EMPTY_BOARD_TEXT,
  about: [
    'The Lumina Journal of Electronics Engineering (LJEE) is a peer-reviewed, open-access international journal that publishes research on electronic devices, circuits and the systems built from them. It brings together academic and industrial contributors working from semiconductor physics to complete communication products.',
    'LJEE accepts original research articles, review papers and design notes that report measured or carefully simulated results. Each submission is reviewed by experts who assess novelty, correctness, reproducibility and the clarity with which designs and experiments are described.',
    'Open access means that designers, educators and students everywhere can read and build upon published work immediately. The journal upholds strict standards of research integrity and aims to provide authors with timely, well-reasoned editorial decisions.',
  ],
  aimAndScopeIntro: [
    'LJEE aims to promote advances that make electronic systems faster, smaller, more efficient and more dependable. The journal values work that carries an idea through to implementation, whether on silicon, on a board or in a deployed network.',
    'Topics of interest include, but are not restricted to, the following.',
  ],
  scope: [
    {
      title: 'VLSI Design',
      description:
        'Digital, analog and mixed-signal integrated circuits, low-power design and design automation.',
    },
    {
      title: 'Embedded Systems',
      description: 'Microcontroller and SoC platforms, real-time firmware and hardware–software co-design.',
    },
    {
      title: 'Communication Systems',
      description: 'Wireless and optical communication, 5G and beyond, modulation and coding.',
    },
    {
      title: 'Signal and Image Processing',
      description: 'Filtering, estimation, compression, computer vision and audio processing.',
    },
    {
      title: 'Semiconductor Devices',
      description: 'Device physics, modelling, fabrication and emerging nanoelectronic devices.',
    },
    {
      title: 'Antennas and Microwave Engineering',
      description: 'Antenna design, RF circuits, propagation and electromagnetic compatibility.',
    },
    {
      title: 'Internet of Things',
      description: 'Sensor networks, low-power connectivity, edge devices and IoT security.',
    },
    {
      title: 'Instrumentation and Sensors',
      description: 'Measurement systems, transducers, biomedical electronics and data acquisition.',
    },
    {
      title: 'Optoelectronics and Photonics',
      description: 'Lasers, photodetectors, optical fibres and integrated photonic circuits.',
    },
  ],
  editorialBoard: {
    kind: 'cards',
    members: [
      {
        name: 'Dr. Kavitha Ramasubramanian',
        role: 'Editor-in-Chief',
        affiliation: 'Professor of VLSI and Embedded Systems, Coimbatore, India',
      },
    ],
  },
};
