import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  signInAdmin,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { seedScale } from '../../scripts/seed-scale';
import { scaleSizes } from '../../scripts/seed-scale/sizes';
import { findFixtures, harvest, isMissingRoute, request, type Target } from '../bench/scale/harness';
import { SCENARIOS, type ScaleFixtures } from '../bench/scale/scenarios';

/**
 * Issue 45 "must show": the scale generator and every scale-bench scenario on a small set, asserting
 * contents, not timings. It uses SCALE=tiny (a hundredth: 1,000 users, 2,000 submissions, 500 articles,
 * 100,000 usage events) so the seed takes seconds; `SCALE=small` (a tenth) is what the bench is developed
 * on and takes about 30 s to seed (docs/operations.md).
 */
describeWith(['postgres'], 'scale generator and scenarios (SCALE=tiny)', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let target: Target;
  let fixtures: ScaleFixtures;
  let made: Record<string, number>;
  const sizes = scaleSizes('tiny');

  beforeAll(async () => {
    db = await createTestDatabase();
    made = await seedScale(db.url, sizes, () => undefined);
    site = await startSite({ databaseUrl: db.url });
    target = { baseUrl: site.baseUrl, adminToken: await signInAdmin(site) };
    fixtures = await findFixtures(target);
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('generates the sizes asked for, over every status, with a big issue', () => {
    expect(made).toMatchObject({
      journals: 10,
      users: sizes.users,
      'reviewers in the pools': sizes.reviewers,
      submissions: sizes.submissions,
      statuses: 6,
      'admin read-model rows': sizes.submissions,
      'review invitations': sizes.invitations,
      'published articles': sizes.articles,
      'full texts': sizes.articles,
      'articles in the largest issue': sizes.bigIssueArticles,
    });
    expect(made['usage events']).toBeGreaterThan(sizes.usageEvents * 0.95);
    expect(made['review reports']).toBe(sizes.invitations * 0.6);
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s answers with the data', async (_name, scenario) => {
    const { answer } = await request(target, scenario, fixtures);
    expect(isMissingRoute(answer)).toBe(false);
    expect(() => scenario.check(answer, fixtures)).not.toThrow();
  });

  it('an OAI-PMH oai_dc harvest following every resumption token returns every article once', async () => {
    const result = await harvest(target, 'oai_dc');
    expect(result.records).toBe(sizes.articles);
    expect(result.pages).toBeGreaterThan(1);
  });
});
