import { loadJournalLanding } from './landing-content';

describe('loadJournalLanding', () => {
  it('shares one download per journal between the route and the page', async () => {
    const first = loadJournalLanding('law-social-science');
    expect(loadJournalLanding('law-social-science')).toBe(first);
    expect(loadJournalLanding('education')).not.toBe(first);
    const landing = await first;
    expect(landing.about.length).toBeGreaterThan(0);
  });
});
