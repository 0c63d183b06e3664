import { readUntil, siteJson, type RunningSite } from '@journal/testing';

/**
 * Waits until the publishing service knows a paper's status: it learns statuses from the submission
 * service's events, after the status change has answered (ADR 0039). Read through the gateway, as an
 * editor's browser would (the paper's publication preparation shows the status publishing holds).
 */
export function publishingKnows(site: RunningSite, adminToken: string, id: string, status: string) {
  return readUntil(
    async () =>
      (
        await siteJson<{ preparation?: { status: string } }>(
          site,
          'GET',
          `/api/admin/articles/${id}/preparation`,
          adminToken,
        )
      ).body.preparation?.status,
    (known) => known === status,
    `publishing to know the paper as ${status}`,
  );
}
