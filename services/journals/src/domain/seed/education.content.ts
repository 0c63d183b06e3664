// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Education (LJE).
import { EMPTY_BOARD_TEXT, type JournalLanding } from './journal.types';

export const education: JournalLanding = {
  id: 'education',
  sectionOrder: 'board-first',
  emptyBoardText: EMPTY_BOARD_TEXT,
  about: [
    'The Lumina Journal of Education (LJE) is a peer-reviewed, open-access international journal for research on teaching, learning and educational systems. It is written for teachers, teacher educators, researchers, school leaders and policymakers across every level of education.',
    'LJE publishes empirical studies, theoretical papers, systematic reviews and reports of classroom practice. Manuscripts are reviewed by experienced educational researchers for the clarity of their questions, the appropriateness of their methods and the usefulness of their findings to practice and policy.',
    'As an open-access journal, LJE makes evidence about what works in education available to every school, college and community without charge. The journal values ethical research with learners and welcomes voices from diverse educational contexts.',
  ],
  aimAndScopeIntro: [
    'LJE aims to strengthen the link between educational research and the daily work of teaching and learning. Quantitative, qualitative and mixed-methods studies are all welcome, as are well-argued conceptual contributions.',
    'The journal publishes work in the following areas.',
  ],
  scope: [
    {
      title: 'Teaching and Learning',
      description: 'Pedagogy, learning sciences, classroom practice and student engagement.',
    },
    {
      title: 'Curriculum Development',
      description: 'Curriculum design, reform, implementation and evaluation across subjects and levels.',
    },
    {
      title: 'Educational Technology',
      description: 'Digital learning, online and blended education, learning analytics and AI in education.',
    },
    {
      title: 'Teacher Education',
      description: 'Initial teacher preparation, professional development and teacher identity.',
    },
    {
      title: 'Assessment and Evaluation',
      description: 'Formative and summative assessment, examinations, rubrics and programme evaluation.',
    },
    {
      title: 'Inclusive and Special Education',
      description: 'Disability, learning differences, equity and inclusive school practices.',
    },
    {
      title: 'Higher Education',
      description: 'University teaching, student success, governance and the quality of higher education.',
    },
    {
      title: 'Educational Policy and Leadership',
      description: 'Policy analysis, school leadership, administration and education finance.',
    },
    {
      title: 'Early Childhood Education',
      description: 'Early learning, foundational literacy and numeracy, and care and development.',
    },
    {
      title: 'Lifelong and Vocational Learning',
      description: 'Adult education, skills development, vocational training and community learning.',
    },
  ],
  editorialBoard: { kind: 'cards', members: [] },
};
