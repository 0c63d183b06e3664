import { defineConsumer, handleOnce, type ConsumingService } from '@journal/events';
import { recordEvents, submissionMetadataUpdated } from '../events/submission-events.publisher';
import { findSubmission, updateSubmissionMetadata } from '../repositories/submissions.repository';

/**
 * Issue 43 item 6: a co-author authenticated their ORCID iD through the mailed invitation. The iD replaces
 * whatever was typed for the paper's co-author with that address (ORCID's answer is the better source), and
 * the paper's metadata event tells publishing (Crossref then says authenticated="true"). A co-author no
 * longer on the paper, or already carrying that iD, changes nothing.
 */
export const coAuthorOrcidConsumer = defineConsumer({
  group: 'submission.coauthor-orcid',
  types: ['identity.orcid.coauthor_connected.v1'],
  handle:
    ({ pool, afterCommit }: ConsumingService & { afterCommit(): void }, recordedAs) =>
    async (event) => {
      const { submissionId, email, orcid } = event.payload;
      let emitted = false;
      await handleOnce(pool, recordedAs, event, async (client) => {
        const paper = await findSubmission(client, submissionId, { forUpdate: true });
        if (!paper) return;
        const address = email.toLowerCase();
        const listed = paper.coAuthors.some((c) => c.email.toLowerCase() === address && c.orcid !== orcid);
        if (!listed) return;
        const coAuthors = paper.coAuthors.map((c) =>
          c.email.toLowerCase() === address ? { ...c, orcid } : c,
        );
        const updated = await updateSubmissionMetadata(client, submissionId, { coAuthors });
        await recordEvents(client, [submissionMetadataUpdated(updated)]);
        emitted = true;
      });
      if (emitted) afterCommit();
    },
});
