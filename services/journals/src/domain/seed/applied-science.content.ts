// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Applied Science (LJAS). The text is in data/landings/applied-science.json.
import landing from './data/landings/applied-science.json';
import { journalLanding } from './landing.schema';

export const appliedScience = journalLanding('applied-science', landing);
