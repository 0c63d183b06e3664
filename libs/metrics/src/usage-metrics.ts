import { platformCounter } from './platform-series';

/**
 * Why a use of an article was left out of its COUNTER counts: a robot's user agent, a HEAD request (no
 * content read), activity from one address that looks mechanical, a double click (or a redelivery).
 */
export const USAGE_EXCLUSION_REASONS = ['robot', 'head', 'unusual_activity', 'double_click'] as const;
export type UsageExclusionReason = (typeof USAGE_EXCLUSION_REASONS)[number];

export const usageEventsExcluded = platformCounter({
  name: 'usage_events_excluded_total',
  help: 'Uses of an article left out of its COUNTER counts, by reason (robot, head, unusual_activity, double_click).',
  labelNames: ['reason'],
});
// Every reason shows from the first scrape, at 0 until it happens.
for (const reason of USAGE_EXCLUSION_REASONS) usageEventsExcluded.inc({ reason }, 0);

export function countUsageExcluded(reason: UsageExclusionReason, count = 1): void {
  if (count > 0) usageEventsExcluded.inc({ reason }, count);
}
