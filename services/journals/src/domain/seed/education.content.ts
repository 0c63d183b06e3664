// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Education (LJE). The text is in data/landings/education.json.
import landing from './data/landings/education.json';
import { journalLanding } from './landing.schema';

export const education = journalLanding('education', landing);
