// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Computer Science & Engineering (LJCSE). The text is in data/landings/computer-science-engineering.json.
import landing from './data/landings/computer-science-engineering.json';
import { journalLanding } from './landing.schema';

export const computerScienceEngineering = journalLanding('computer-science-engineering', landing);
