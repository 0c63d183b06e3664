// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Electrical Engineering (LJEE-E). The text is in data/landings/electrical-engineering.json.
import landing from './data/landings/electrical-engineering.json';
import { journalLanding } from './landing.schema';

export const electricalEngineering = journalLanding('electrical-engineering', landing);
