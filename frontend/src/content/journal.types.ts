// The slugs of the journals a fresh install seeds, for the browser tests and the screenshot script that
// visit every journal page. The SPA itself lists the journals the journals service answers with.
import { JOURNALS, type JournalId } from '@journal/journals';

export type { JournalId };

export const JOURNAL_IDS: readonly JournalId[] = JOURNALS.map((journal) => journal.id);
