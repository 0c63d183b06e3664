import { randomBytes } from 'node:crypto';
import { DAY_SECONDS } from '@journal/config';
import { withTransaction } from '@journal/db';
import { ConflictError, NotFoundError } from '@journal/errors';
import { publishCoAuthorConnected } from '../events/orcid-events.publisher';
import * as invitations from '../repositories/orcid-invitations.repository';
import type { DomainDeps } from './domain-deps';
import { ORCID_SCOPE_ACTIVITIES_UPDATE, sha256, startOrcidSignIn } from './orcid-authorize';
import type { OrcidTokenGrant } from './orcid-oauth.port';
import type { OrcidSettings } from './orcid-settings';

export const INVITATION_NOT_FOUND = 'This ORCID invitation is not valid or has expired.';
export const INVITATION_ALREADY_CONNECTED = 'An ORCID iD is already connected for this paper.';
/** A mailed invitation works for thirty days; each new mail carries a new link. */
export const INVITATION_TTL_SECONDS = 30 * DAY_SECONDS;
/** Where the co-author's browser opens the invitation (the SPA's page). */
export const INVITATION_PAGE_PATH = '/orcid-invitation';

export interface InvitationRequest {
  submissionId: string;
  email: string;
  givenNames: string;
  familyName: string;
  paperTitle: string;
}

/** What the invitation page shows (no address, no token). */
export interface InvitationPage {
  paperTitle: string;
  name: string;
  connected: boolean;
  orcid: string | null;
}

/**
 * Co-authors' ORCID invitations (issue 43 item 6): a co-author has no account, so the mailed link itself
 * names the paper and the address. Opening it starts ORCID's OAuth like Sign in with ORCID does; the iD that
 * comes back is authenticated and is announced (identity.orcid.coauthor_connected.v1) for the paper's
 * co-author with that address; the grant stays here.
 */
export class OrcidInvitationsService {
  constructor(
    private readonly deps: DomainDeps,
    private readonly settings: OrcidSettings | undefined,
  ) {}

  /** A fresh link for the invitation mail; undefined when ORCID is not set up or the iD is already connected. */
  async linkFor(request: InvitationRequest): Promise<{ url: string } | undefined> {
    if (!this.settings) return undefined;
    const token = randomBytes(32).toString('base64url');
    const renewed = await invitations.renewLink(this.deps.pool, {
      ...request,
      tokenHash: sha256(token),
      ttlSeconds: INVITATION_TTL_SECONDS,
    });
    if (!renewed) return undefined;
    const site = this.deps.publicUrl.replace(/\/+$/, '');
    return { url: `${site}${INVITATION_PAGE_PATH}/${encodeURIComponent(token)}` };
  }

  async page(token: string): Promise<InvitationPage> {
    const invitation = await this.find(token);
    return {
      paperTitle: invitation.paper_title,
      name: `${invitation.given_names} ${invitation.family_name}`.trim(),
      connected: invitation.connected_at !== null,
      orcid: invitation.orcid,
    };
  }

  /** ORCID's authorize address for the invitation's co-author. */
  async authorizeUrl(token: string, addWorks: boolean): Promise<string> {
    const invitation = await this.find(token);
    if (invitation.connected_at) throw new ConflictError(INVITATION_ALREADY_CONNECTED);
    return startOrcidSignIn(
      this.deps.pool,
      this.settings!,
      this.deps.publicUrl,
      { invitationId: invitation.id },
      addWorks,
    );
  }

  /** ORCID answered for an invitation: keep the grant and announce the iD, once. */
  async connect(invitationId: string, grant: OrcidTokenGrant): Promise<'connected' | 'failed'> {
    const outcome = await withTransaction(this.deps.pool, async (client) => {
      const invitation = await invitations.findById(client, invitationId, { forUpdate: true });
      if (!invitation || invitation.connected_at) return 'failed' as const;
      const connected = await invitations.connect(client, invitationId, {
        orcid: grant.orcid,
        scopes: grant.scopes,
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken,
        expiresAt: grant.expiresIn ? new Date(Date.now() + grant.expiresIn * 1000) : null,
      });
      await publishCoAuthorConnected(
        client,
        { ...connected, orcid: grant.orcid, connected_at: connected.connected_at! },
        grant.scopes.includes(ORCID_SCOPE_ACTIVITIES_UPDATE),
      );
      return 'connected' as const;
    });
    if (outcome === 'connected') {
      this.deps.eventsWritten();
      this.deps.logger.info({ invitationId, scopes: grant.scopes }, 'co-author orcid iD connected');
    }
    return outcome;
  }

  private async find(token: string) {
    if (!this.settings) throw new NotFoundError(INVITATION_NOT_FOUND);
    const invitation = await invitations.findByToken(this.deps.pool, sha256(token));
    if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
    return invitation;
  }
}
