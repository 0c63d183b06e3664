// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Electronics Engineering (LJEE). The text is in data/landings/electronics-engineering.json.
import landing from './data/landings/electronics-engineering.json';
import { journalLanding } from './landing.schema';

export const electronicsEngineering = journalLanding('electronics-engineering', landing);
