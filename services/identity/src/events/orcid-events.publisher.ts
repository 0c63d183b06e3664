import type { PoolClient } from '@journal/db';
import { createEvent, writeOutbox } from '@journal/events';
import type { InvitationView } from '../repositories/orcid-invitations.repository';
import { SCHEMA } from '../repositories/schema';

/**
 * Writes identity.orcid.coauthor_connected.v1 in the caller's transaction: the invitation is the aggregate
 * (one connection per invitation, so version 1); no token travels.
 */
export async function publishCoAuthorConnected(
  client: PoolClient,
  invitation: InvitationView & { orcid: string; connected_at: Date },
  worksGranted: boolean,
): Promise<void> {
  await writeOutbox(client, SCHEMA, [
    createEvent('identity.orcid.coauthor_connected.v1', invitation.id, 1, {
      submissionId: invitation.submission_id,
      email: invitation.email,
      orcid: invitation.orcid,
      worksGranted,
      connectedAt: invitation.connected_at.toISOString(),
    }),
  ]);
}
