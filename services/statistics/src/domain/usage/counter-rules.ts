import { utcDayOf } from '@journal/config';
import type { UsageExclusionReason } from '@journal/metrics';
import type {
  ArticleUsed,
  BatchCounts,
  DailyTotals,
  UniqueCandidate,
} from '../../repositories/usage-counts.repository';
import { AddressActivity } from './unusual-activity';

export type { ArticleUsed } from '../../repositories/usage-counts.repository';

/** COUNTER 5.1's double-click window: the same URL in the same session within it counts once. */
export const DOUBLE_CLICK_MS = 30_000;

/**
 * The key of the double-click rule: (session, item, metric kind, URL). COUNTER 5.1 filters double clicks
 * per URL, so the HTML page and the PDF of one article are two keys. A use without a URL (published
 * before events carried one) keeps the key it had, (session, item, kind). '|' is in none of the first
 * three; the URL comes last, so a '|' in it is unambiguous.
 */
export const clickKey = (u: Pick<ArticleUsed, 'sessionKey' | 'articleId' | 'metricKind' | 'url'>) =>
  u.url
    ? `${u.sessionKey}|${u.articleId}|${u.metricKind}|${u.url}`
    : `${u.sessionKey}|${u.articleId}|${u.metricKind}`;

/** A session's Unique_Item_* key in an hour: per item and kind, whichever URL it was read by. */
const uniqueKey = (u: Pick<ArticleUsed, 'sessionKey' | 'articleId' | 'metricKind'>, hour: string) =>
  `${u.sessionKey}|${u.articleId}|${u.metricKind}|${hour}`;

/** What a batch counted (saveCounts stores all but `excluded`). */
export interface CountedBatch extends BatchCounts {
  /** Uses left out, by reason (the metric usage_events_excluded_total once stored). */
  excluded: Record<Exclude<UsageExclusionReason, 'head'>, number>;
}

/**
 * Applies COUNTER's rules to a batch of uses, given when each click key (clickKey) was last seen:
 * robots are dropped; a use within 30 s after the last one of its key counts nothing and moves the
 * window on, as COUNTER keeps only the last of a double click; a use not after the last one (a
 * redelivered event) counts nothing either, which makes the batch safe to handle twice; what is
 * left must stay within its address's limits (unusual-activity.ts, which `activity` holds and is told
 * of what counts); a request also counts as an investigation. Pure but for `activity`: the caller reads
 * and writes the state.
 */
export function countBatch(
  uses: readonly ArticleUsed[],
  seenBefore: ReadonlyMap<string, number>,
  activity: AddressActivity = new AddressActivity([]),
): CountedBatch {
  const lastSeen = new Map<string, { use: ArticleUsed; at: number }>();
  const totals = new Map<string, DailyTotals>();
  const uniques = new Map<string, UniqueCandidate>();
  const people = uses.filter((u) => u.userAgentClass !== 'robot');
  const excluded = { robot: uses.length - people.length, double_click: 0, unusual_activity: 0 };
  const ordered = people.map((use) => ({ use, at: Date.parse(use.at) })).sort((a, b) => a.at - b.at);
  for (const { use, at } of ordered) {
    const key = clickKey(use);
    const previous = lastSeen.get(key)?.at ?? seenBefore.get(key);
    if (previous === undefined || previous < at) lastSeen.set(key, { use, at });
    if (previous !== undefined && at - previous <= DOUBLE_CLICK_MS) {
      excluded.double_click += 1;
      continue;
    }
    if (!activity.admit(use, at)) {
      excluded.unusual_activity += 1;
      continue;
    }
    const day = utcDayOf(new Date(at));
    const dayKey = `${use.articleId}|${day}`;
    const total = totals.get(dayKey) ?? {
      articleId: use.articleId,
      journalSlug: use.journalSlug,
      day,
      investigations: 0,
      requests: 0,
    };
    total.investigations += 1;
    if (use.metricKind === 'request') total.requests += 1;
    totals.set(dayKey, total);
    const hour = new Date(Math.floor(at / 3_600_000) * 3_600_000).toISOString();
    const kinds: ArticleUsed['metricKind'][] =
      use.metricKind === 'request' ? ['investigation', 'request'] : ['investigation'];
    for (const metricKind of kinds) {
      uniques.set(uniqueKey({ ...use, metricKind }, hour), {
        sessionKey: use.sessionKey,
        articleId: use.articleId,
        journalSlug: use.journalSlug,
        metricKind,
        hour,
        day,
      });
    }
  }
  return { totals: [...totals.values()], uniques: [...uniques.values()], lastSeen, excluded };
}
