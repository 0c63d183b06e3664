// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Artificial Intelligence, Machine Learning & Data Science (LJAIMLDS).
import { EMPTY_BOARD_TEXT, type JournalLanding } from './journal.types';

export const aiMlDataScience: JournalLanding = {
  id: 'ai-ml-data-science',
  sectionOrder: 'board-first',
  emptyBoardText: EMPTY_BOARD_TEXT,
  about: [
    'The Lumina Journal of Artificial Intelligence, Machine Learning & Data Science (LJAIMLDS) is a peer-reviewed, open-access international journal dedicated to intelligent systems and the science of learning from data. It serves researchers, data scientists and practitioners deploying AI in science, industry and public services.',
    'LJAIMLDS publishes original research, surveys, benchmark and dataset papers, and applied studies. Reviewers assess methodological soundness, the fairness of experimental comparisons, reproducibility of results and, for applied work, evidence of real-world value.',
    'Open access ensures that new methods and findings are available to everyone, from students to start-ups to public agencies. The journal promotes responsible research practice, including transparent reporting of data sources, limitations and societal impact.',
  ],
  aimAndScopeIntro: [
    'LJAIMLDS aims to advance trustworthy artificial intelligence and data-driven discovery. The journal welcomes theoretical, methodological and application-oriented contributions that are rigorous, reproducible and clearly explained.',
    'The scope of the journal includes the following areas.',
  ],
  scope: [
    {
      title: 'Machine Learning Theory',
      description: 'Learning theory, optimisation, generalisation and probabilistic models.',
    },
    {
      title: 'Deep Learning',
      description: 'Neural network architectures, representation learning and training methods.',
    },
    {
      title: 'Natural Language Processing',
      description: 'Language models, information extraction, translation and conversational systems.',
    },
    {
      title: 'Computer Vision',
      description: 'Image and video understanding, detection, segmentation and 3D perception.',
    },
    {
      title: 'Reinforcement Learning',
      description: 'Sequential decision-making, control, multi-agent systems and planning.',
    },
    {
      title: 'Data Mining and Analytics',
      description: 'Pattern discovery, time-series analysis, recommender systems and graph mining.',
    },
    {
      title: 'Big Data Engineering',
      description: 'Data pipelines, scalable processing, feature stores and data quality management.',
    },
    {
      title: 'Explainable and Responsible AI',
      description: 'Interpretability, fairness, accountability, privacy and AI governance.',
    },
    {
      title: 'AI in Healthcare and Science',
      description: 'Medical imaging, diagnostics, drug discovery and AI for scientific research.',
    },
    {
      title: 'Statistical Learning and Inference',
      description: 'Bayesian methods, causal inference, uncertainty quantification and experimental design.',
    },
  ],
  editorialBoard: {
    kind: 'cards',
    members: [
      {
        name: 'Dr. Sana Qureshi',
        role: 'Editor-in-Chief',
        affiliation: 'Professor of Machine Learning and Data Analytics, Hyderabad, India',
      },
    ],
  },
};
