// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Civil Engineering (LJCE). The text is in data/landings/civil-engineering.json.
import landing from './data/landings/civil-engineering.json';
import { journalLanding } from './landing.schema';

export const civilEngineering = journalLanding('civil-engineering', landing);
