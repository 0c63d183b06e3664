import { DAY_MS, utcDayOf } from '@journal/config';
import { withTransaction, type Pool } from '@journal/db';
import {
  addressHoursOf,
  purgeAddressHours,
  saveAddressHours,
} from '../../repositories/usage-address-activity.repository';
import {
  lastSeenOf,
  lockUsageState,
  newestSeen,
  purgeUsageState,
  saveCounts,
} from '../../repositories/usage-counts.repository';
import { clickKey, countBatch, type ArticleUsed, type CountedBatch } from './counter-rules';
import { AddressActivity } from './unusual-activity';

/** Uses left out of a stored batch, by reason (what usage_events_excluded_total adds). */
export type Excluded = CountedBatch['excluded'];

/**
 * Counts a batch of uses by COUNTER 5.1 and stores it in one transaction: the batch is read with the
 * double-click windows of its keys and its addresses' activity that day, counted by the rules
 * (counter-rules.ts) and stored. No processed_events row per use (thousands a second): a redelivered use
 * is not after its key's last use, so it counts nothing. The address state lives in Postgres under the
 * group's lock, not in the consumer: the group's consumers each get a share of the uses, so none alone
 * sees an address. A use more than a day older than the newest one the state remembers cannot be told
 * from one counted before (its window was purged), so it counts as a redelivery: what keeps a group that
 * reads a stream from its start (a new group, such as statistics.usage replacing publishing.usage,
 * ADR 0040) from counting again what was counted. State older than a day is purged at most once per
 * `purgeEveryMs` of use time (one counter per consumer: `lastPurge`).
 */
export function usageCounter(pool: Pool, options: { purgeEveryMs?: number } = {}) {
  let lastPurge = 0;
  return (uses: readonly ArticleUsed[]): Promise<Excluded> =>
    withTransaction(pool, async (client) => {
      await lockUsageState(client);
      const horizon = ((await newestSeen(client)) ?? -Infinity) - DAY_MS;
      const fresh = uses.filter((u) => Date.parse(u.at) >= horizon);
      const stale = uses.length - fresh.length;
      if (fresh.length === 0) return { robot: 0, double_click: stale, unusual_activity: 0 };
      const keys = [...new Map(fresh.map((u) => [clickKey(u), u])).values()];
      const activity = new AddressActivity(await addressHoursOf(client, addressDaysOf(fresh)));
      const counted = countBatch(fresh, await lastSeenOf(client, keys), activity);
      await saveCounts(client, counted);
      await saveAddressHours(client, activity.updates());
      const newest = Math.max(...fresh.map((u) => Date.parse(u.at)));
      if (newest - lastPurge > (options.purgeEveryMs ?? 600_000)) {
        await purgeUsageState(client, new Date(newest - DAY_MS));
        await purgeAddressHours(client, new Date(newest - DAY_MS));
        lastPurge = newest;
      }
      return { ...counted.excluded, double_click: counted.excluded.double_click + stale };
    });
}

/** The (address, item, UTC day) of the batch's people: whose activity that day the limits need. */
function addressDaysOf(uses: readonly ArticleUsed[]) {
  const days = new Map<string, { addressKey: string; articleId: string; day: string }>();
  for (const u of uses) {
    if (!u.addressKey || u.userAgentClass === 'robot') continue;
    const day = utcDayOf(new Date(u.at));
    days.set(`${u.addressKey}|${u.articleId}|${day}`, {
      addressKey: u.addressKey,
      articleId: u.articleId,
      day,
    });
  }
  return [...days.values()];
}
