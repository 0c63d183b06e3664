import type { AddressHour } from '../../repositories/usage-address-activity.repository';

/**
 * COUNTER 5.1 lets a report provider leave out unusual activity beyond the robots list. Here: activity
 * of one address (its salted hash, `addressKey`) on one item that no group of people reading it would
 * make. Uses from more user agents than this in one UTC hour are taken as one client rotating its user
 * agent: only the first ones count.
 */
export const MAX_AGENTS_PER_ADDRESS_ITEM_HOUR = 2;
/** Counted uses of one item from one address in one UTC day; beyond it nothing more counts that day. */
export const MAX_USES_PER_ADDRESS_ITEM_DAY = 20;

const HOUR_MS = 3_600_000;

/** An address's counted activity on an item, hour by hour, and what a batch adds to it. Pure. */
export class AddressActivity {
  private readonly hours = new Map<string, AddressHour>();
  private readonly days = new Map<string, number>();
  private readonly changed = new Set<string>();

  /** `before`: the stored hours of the days the batch touches (usage-address-activity.repository.ts). */
  constructor(before: readonly AddressHour[]) {
    for (const h of before) {
      this.hours.set(hourKey(h.addressKey, h.articleId, h.hour), { ...h, sessions: [...h.sessions] });
      const day = dayKey(h.addressKey, h.articleId, h.hour);
      this.days.set(day, (this.days.get(day) ?? 0) + h.uses);
    }
  }

  /**
   * Whether a use the COUNTER rules would count stays within the address's limits; if so, it is
   * remembered. A use without an address key (published before there was one) always counts.
   */
  admit(use: { addressKey?: string; articleId: string; sessionKey: string }, at: number): boolean {
    if (!use.addressKey) return true;
    const hour = new Date(Math.floor(at / HOUR_MS) * HOUR_MS).toISOString();
    const key = hourKey(use.addressKey, use.articleId, hour);
    const day = dayKey(use.addressKey, use.articleId, hour);
    const entry = this.hours.get(key) ?? {
      addressKey: use.addressKey,
      articleId: use.articleId,
      hour,
      sessions: [],
      uses: 0,
    };
    const known = entry.sessions.includes(use.sessionKey);
    if (!known && entry.sessions.length >= MAX_AGENTS_PER_ADDRESS_ITEM_HOUR) return false;
    const usesToday = this.days.get(day) ?? 0;
    if (usesToday >= MAX_USES_PER_ADDRESS_ITEM_DAY) return false;
    if (!known) entry.sessions.push(use.sessionKey);
    entry.uses += 1;
    this.days.set(day, usesToday + 1);
    this.hours.set(key, entry);
    this.changed.add(key);
    return true;
  }

  /** The hours the batch added to, with their whole state, to store. */
  updates(): AddressHour[] {
    return [...this.changed].map((key) => this.hours.get(key)!);
  }
}

const hourKey = (address: string, article: string, hour: string) => `${address}|${article}|${hour}`;
const dayKey = (address: string, article: string, hour: string) =>
  `${address}|${article}|${hour.slice(0, 10)}`;
