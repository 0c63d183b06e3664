import { deleteJournalIfNewer } from '@journal/journals';
import type { PoolClient } from 'pg';
import type { EventOf } from '../contracts/typed-events';
import { JOURNAL_STATE_EVENT_TYPES } from '../contracts/journals-events.contract';
import { defineConsumer, type ConsumingService } from '../bus/event-consumers';
import { handleOnce } from '../idempotency/handle-once';

export type JournalStateEvent = EventOf<(typeof JOURNAL_STATE_EVENT_TYPES)[number]>;
/** A created or updated journal: the payload a read model copies its columns from. */
export type JournalSavedEvent = Exclude<JournalStateEvent, { type: 'journals.journal_deleted.v1' }>;

/**
 * The consumer group of a service's journal read model, `<schema>.journals` (ADR 0032), the one every
 * consumer of the journals' state events shares: once per event id and group (handleOnce); a deleted
 * journal's row goes unless it already holds a newer version (only a journal without submissions can be
 * deleted, so nothing refers to it); `save` writes a created or updated one in the same transaction, and
 * only a newer version may change the row (upsertJournalIfNewer), so duplicates and late events change
 * nothing.
 */
export function journalReadModelConsumer(
  group: string,
  save: (client: PoolClient, event: JournalSavedEvent) => Promise<void>,
) {
  return defineConsumer({
    group,
    types: JOURNAL_STATE_EVENT_TYPES,
    handle:
      ({ pool }: ConsumingService, recordedAs) =>
      async (event) => {
        await handleOnce(pool, recordedAs, event, async (client) => {
          if (event.type === 'journals.journal_deleted.v1')
            await deleteJournalIfNewer(client, recordedAs.schema, event.payload.slug, event.version);
          else await save(client, event);
        });
      },
  });
}
