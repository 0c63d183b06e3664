// Issue 45: the publisher-sized data set and its reductions. SCALE=small is a tenth of everything but
// the big issue (still 500 articles); SCALE=tiny (the smoke test in `npm test`) a hundredth, its big
// issue holding 250 articles (a tiny set has 500 articles in all).

export interface ScaleSizes {
  name: string;
  users: number;
  reviewers: number;
  submissions: number;
  invitations: number;
  articles: number;
  issues: number;
  bigIssueArticles: number;
  usageEvents: number;
}

const FULL = {
  users: 100_000,
  reviewers: 20_000,
  submissions: 200_000,
  invitations: 300_000,
  articles: 50_000,
  issues: 500,
  usageEvents: 10_000_000,
};

export function scaleSizes(scale = process.env.SCALE ?? 'full'): ScaleSizes {
  const divisor = { full: 1, small: 10, tiny: 100 }[scale];
  if (!divisor) throw new Error(`SCALE must be full, small or tiny (got "${scale}")`);
  const sized = Object.fromEntries(
    Object.entries(FULL).map(([key, value]) => [key, Math.round(value / divisor)]),
  ) as typeof FULL;
  return { name: scale, ...sized, bigIssueArticles: Math.min(500, sized.articles / 2) };
}

/**
 * Every generated id is md5 of a kind and a number, so the services' rows join without lookups; its
 * version and variant digits are set as a random (v4) UUID's, since routes and tokens check the form.
 */
export const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
export const idOf = (kind: string, n: string) => uuidOf(`'${kind}' || ${n}`);
