// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Law & Social Science (LJLSS). The text is in data/landings/law-social-science.json.
import landing from './data/landings/law-social-science.json';
import { journalLanding } from './landing.schema';

export const lawSocialScience = journalLanding('law-social-science', landing);
