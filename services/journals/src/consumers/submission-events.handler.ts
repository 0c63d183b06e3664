import { defineConsumer, handleOnce, type ConsumingService } from '@journal/events';
import { countSubmission } from '../repositories/journal-submissions.repository';
import { fileSectionPaper } from '../repositories/sections.repository';

/**
 * Counts each journal's submissions from the submission service's events, so a journal with any can be
 * refused deletion without a call (the journals service calls nobody: the role checks other services
 * make of it would close a cycle). Once per event id; a paper's later events do not change the count.
 * It also keeps each paper's latest section (ADR 0046) from its creation and metadata changes, so a
 * section with papers can be refused deletion the same way.
 */
export const submissionsConsumer = defineConsumer({
  group: 'journals.submissions',
  types: ['submission.created.v1', 'submission.metadata_updated.v1'],
  handle:
    ({ pool }: ConsumingService, recordedAs) =>
    async (event) => {
      await handleOnce(pool, recordedAs, event, async (client) => {
        const p = event.payload;
        if (event.type === 'submission.created.v1') await countSubmission(client, p.journalId);
        await fileSectionPaper(client, {
          submissionId: p.submissionId,
          journalSlug: p.journalId,
          sectionId: p.sectionId,
          version: event.version,
        });
      });
    },
});
