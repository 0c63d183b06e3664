// Seed (issue 28): the content a fresh install serves, the one copy of it; test/unit/seed-spec.test.ts checks it against SPEC.md.
// Landing page of the Lumina Journal of Artificial Intelligence, Machine Learning & Data Science (LJAIMLDS). The text is in data/landings/ai-ml-data-science.json.
import landing from './data/landings/ai-ml-data-science.json';
import { journalLanding } from './landing.schema';

export const aiMlDataScience = journalLanding('ai-ml-data-science', landing);
