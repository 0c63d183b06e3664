// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Mechanical Engineering (LJME). The text is in data/landings/mechanical-engineering.json.
import landing from './data/landings/mechanical-engineering.json';
import { journalLanding } from './landing.schema';

export const mechanicalEngineering = journalLanding('mechanical-engineering', landing);
