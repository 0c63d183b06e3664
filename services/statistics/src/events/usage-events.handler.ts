import { DAY_MS, utcDayOf } from '@journal/config';
import type { Pool } from '@journal/db';
import { withTransaction } from '@journal/db';
import type { EventOf } from '@journal/events';
import { countUsageExcluded } from '@journal/metrics';
import { clickKey, countBatch, type ArticleUsed } from '../domain/usage/counter-rules';
import { AddressActivity } from '../domain/usage/unusual-activity';
import { lastSeenOf, newestSeen, purgeUsageState, saveCounts } from '../repositories/usage-counts.repository';
import {
  addressHoursOf,
  purgeAddressHours,
  saveAddressHours,
} from '../repositories/usage-address-activity.repository';

export const USAGE_EVENT_TYPES = ['article.used.v1'] as const;
type UsageEvent = EventOf<(typeof USAGE_EVENT_TYPES)[number]>;
/** The usage consumer's own group: it reads usage at its own pace, apart from the read models' groups. */
export const USAGE_CONSUMER_GROUP = 'statistics.usage';
/** Events read at once (SubscribeOptions.batchSize): a batch is one transaction whatever its size. */
export const USAGE_BATCH_SIZE = 1_000;

/** Any number of the group's consumers take turns on the double-click state (one transaction at a time). */
const USAGE_LOCK = "hashtext('statistics.usage')";

/**
 * The COUNTER 5.1 statistics consumer: a batch of uses, read with the double-click windows of its keys
 * and its addresses' activity that day, counted by the rules (counter-rules.ts) and stored in one
 * transaction. No processed_events row per use (thousands a second): a redelivered use is not after its
 * key's last use, so it counts nothing. The address state lives in Postgres under the group's lock, not
 * in the consumer: the group's consumers each get a share of the uses, so none alone sees an address.
 * A use more than a day older than the newest one the state remembers cannot be told from one counted
 * before (its window was purged), so it counts as a redelivery: what keeps a group that reads a stream
 * from its start (a new group, such as this one replacing publishing.usage, ADR 0040) from counting
 * again what was counted. Exclusions reach the metric once the transaction committed.
 */
export function usageEventsHandler(pool: Pool, options: { purgeEveryMs?: number } = {}) {
  let lastPurge = 0;
  return async (events: UsageEvent[]): Promise<void> => {
    await withTransaction(pool, async (client) => {
      await client.query(`SELECT pg_advisory_xact_lock(${USAGE_LOCK})`);
      const horizon = ((await newestSeen(client)) ?? -Infinity) - DAY_MS;
      const uses = events.map((e) => e.payload).filter((u) => Date.parse(u.at) >= horizon);
      const stale = events.length - uses.length;
      if (uses.length === 0) return { robot: 0, double_click: stale, unusual_activity: 0 };
      const keys = [...new Map(uses.map((u) => [clickKey(u), u])).values()];
      const activity = new AddressActivity(await addressHoursOf(client, addressDaysOf(uses)));
      const counted = countBatch(uses, await lastSeenOf(client, keys), activity);
      await saveCounts(client, counted);
      await saveAddressHours(client, activity.updates());
      const newest = Math.max(...uses.map((u) => Date.parse(u.at)));
      if (newest - lastPurge > (options.purgeEveryMs ?? 600_000)) {
        await purgeUsageState(client, new Date(newest - DAY_MS));
        await purgeAddressHours(client, new Date(newest - DAY_MS));
        lastPurge = newest;
      }
      return { ...counted.excluded, double_click: counted.excluded.double_click + stale };
    }).then((excluded) => {
      for (const [reason, count] of Object.entries(excluded)) countUsageExcluded(reason as Reason, count);
    });
  };
}

type Reason = keyof ReturnType<typeof countBatch>['excluded'];

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
