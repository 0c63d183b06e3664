// The texts of the dashboard's "Sample content" panel.
import type { SampleContentRemoved, SampleContentStatus } from '../../api/sample-content.api';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What would go: the sample journals without submissions and every sample catalogue entry. */
export function removableOf(status: SampleContentStatus): SampleContentRemoved {
  return {
    journals: status.journals - status.journalsWithSubmissions,
    catalogueEntries: status.catalogueEntries,
  };
}

export const SAMPLE_MESSAGES = {
  title: 'Sample content',
  lead: (s: SampleContentStatus) =>
    `Your site still shows content that came with the install: ${count(s.journals, 'sample journal', 'sample journals')} and ${count(s.catalogueEntries, 'catalogue entry', 'catalogue entries')} (journals directory, books, databases and platforms).`,
  kept: (n: number) =>
    `${count(n, 'sample journal has', 'sample journals have')} submissions and will stay; archive ${n === 1 ? 'it' : 'them'} from the Journals page instead.`,
  pagesStay: 'Your site pages, and every journal and entry you created, stay.',
  remove: 'Remove sample content',
  confirm: (r: SampleContentRemoved) =>
    `Remove ${count(r.journals, 'journal', 'journals')} and ${count(r.catalogueEntries, 'catalogue entry', 'catalogue entries')}? This cannot be undone.`,
  confirmButton: 'Yes, remove it',
  cancel: 'Cancel',
  busy: 'Removing...',
  removed: (r: SampleContentRemoved) =>
    `Removed ${count(r.journals, 'sample journal', 'sample journals')} and ${count(r.catalogueEntries, 'catalogue entry', 'catalogue entries')}.`,
} as const;
