// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Management (LJM): scope before board, chief and members still to come. The text is in data/landings/management.json.
import landing from './data/landings/management.json';
import { journalLanding } from './landing.schema';

export const management = journalLanding('management', landing);
