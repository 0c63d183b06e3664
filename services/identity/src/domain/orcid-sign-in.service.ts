import type { AuthClaims } from '@journal/auth';
import { withTransaction } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { publishOrcidConnected, publishProfileUpdated } from '../events/user-events.publisher';
import * as orcidConnections from '../repositories/orcid-connections.repository';
import * as orcidStates from '../repositories/orcid-states.repository';
import { isUniqueViolation } from '../repositories/pg-errors';
import * as users from '../repositories/users.repository';
import type { UserRow } from '../repositories/users.repository';
import type { DomainDeps } from './domain-deps';
import { USER_NOT_FOUND } from './messages';
import { ORCID_SCOPE_ACTIVITIES_UPDATE, orcidRedirectUri, sha256, startOrcidSignIn } from './orcid-authorize';
import type { OrcidInvitationsService } from './orcid-invitations.service';
import { OrcidExchangeError, type OrcidOAuth, type OrcidTokenGrant } from './orcid-oauth.port';
import type { OrcidSettings } from './orcid-settings';

export {
  ORCID_CALLBACK_PATH,
  ORCID_SCOPE_ACTIVITIES_UPDATE,
  ORCID_SCOPE_AUTHENTICATE,
  ORCID_STATE_TTL_SECONDS,
} from './orcid-authorize';

export const ORCID_NOT_CONFIGURED = 'Sign in with ORCID is not set up on this site.';
/**
 * What the callback tells the page the browser lands on (`?orcid=<outcome>[&reason=<reason>]`): the profile,
 * or a co-author's invitation page (`for: 'invitation'`).
 */
export type OrcidOutcome = (
  | { outcome: 'connected' }
  | { outcome: 'denied' }
  | { outcome: 'failed'; reason: 'state' | 'orcid' | 'in-use' }
) & { for?: 'invitation' };

/** The account's ORCID facts the profile shows (no tokens). */
export interface OrcidStatus {
  orcidAuthenticated: boolean;
  orcidWorksGranted: boolean;
  /** The site has an ORCID client (the profile shows the sign-in button). */
  orcidSignInAvailable: boolean;
}

/**
 * Sign in with ORCID (issue 43 item 6): ORCID's three-legged OAuth. The authorize call stores a single-use
 * state naming the author (its sha256 only); ORCID sends the browser back with it and a code, which is
 * exchanged for the authenticated iD and tokens. The iD then replaces a typed one; the tokens stay in
 * identity.orcid_connections and nowhere else (no answer, event or log line).
 */
export class OrcidSignInService {
  constructor(
    private readonly deps: DomainDeps,
    private readonly settings: OrcidSettings | undefined,
    private readonly oauth: OrcidOAuth | undefined,
    /** Co-authors' invitations, whose sign-ins come back through the same callback. */
    private readonly invitations?: OrcidInvitationsService,
  ) {}

  get enabled(): boolean {
    return this.settings !== undefined && this.oauth !== undefined;
  }

  private get redirectUri(): string {
    return orcidRedirectUri(this.deps.publicUrl);
  }

  /** ORCID's authorize address for the signed-in author, with a new single-use state. */
  async authorizeUrl(auth: AuthClaims, addWorks: boolean): Promise<string> {
    const settings = this.settings;
    if (!settings || !this.oauth) throw new NotFoundError(ORCID_NOT_CONFIGURED);
    const user = await users.findById(this.deps.pool, auth.sub);
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
    return startOrcidSignIn(this.deps.pool, settings, this.deps.publicUrl, { userId: user.id }, addWorks);
  }

  /** ORCID's redirect back: the state first (unknown, used or expired: nothing is stored), then the code. */
  async callback(query: { code?: string; state?: string; error?: string }): Promise<OrcidOutcome> {
    if (!this.oauth) throw new NotFoundError(ORCID_NOT_CONFIGURED);
    const started = query.state ? await orcidStates.consume(this.deps.pool, sha256(query.state)) : undefined;
    if (!started) return { outcome: 'failed', reason: 'state' };
    const landing = started.invitation_id ? { for: 'invitation' as const } : {};
    if (query.error === 'access_denied') return { outcome: 'denied', ...landing };
    if (query.error || !query.code) return { outcome: 'failed', reason: 'orcid', ...landing };
    let grant: OrcidTokenGrant;
    try {
      grant = await this.oauth.exchangeCode(query.code, this.redirectUri);
    } catch (error) {
      if (!(error instanceof OrcidExchangeError)) throw error;
      this.deps.logger.warn(
        { userId: started.user_id, invitationId: started.invitation_id, reason: error.message },
        'orcid sign-in failed',
      );
      return { outcome: 'failed', reason: 'orcid', ...landing };
    }
    if (started.invitation_id) {
      const connected = await this.invitations?.connect(started.invitation_id, grant);
      return connected === 'connected'
        ? { outcome: 'connected', ...landing }
        : { outcome: 'failed', reason: 'state', ...landing };
    }
    if (!started.user_id) return { outcome: 'failed', reason: 'state' };
    const userId = started.user_id;
    try {
      const connected = await withTransaction(this.deps.pool, async (client) => {
        const user = await users.findById(client, userId, { forUpdate: true });
        if (!user) return 'failed' as const;
        if (await users.findAuthenticatedOrcidHolder(client, grant.orcid, user.id)) return 'in-use' as const;
        const updated = await users.setOrcid(client, user.id, grant.orcid, true);
        await orcidConnections.upsert(client, {
          userId: user.id,
          orcid: grant.orcid,
          scopes: grant.scopes,
          accessToken: grant.accessToken,
          refreshToken: grant.refreshToken,
          expiresAt: grant.expiresIn ? new Date(Date.now() + grant.expiresIn * 1000) : null,
        });
        if (updated) await publishProfileUpdated(client, updated);
        // Works may be added: publishing pushes those published before this grant.
        if (grant.scopes.includes(ORCID_SCOPE_ACTIVITIES_UPDATE))
          await publishOrcidConnected(client, updated ?? user, grant);
        return 'connected' as const;
      });
      if (connected === 'in-use') return { outcome: 'failed', reason: 'in-use' };
      if (connected === 'failed') return { outcome: 'failed', reason: 'state' };
    } catch (error) {
      // Two accounts connecting the same iD at once: the later one loses.
      if (isUniqueViolation(error, users.AUTHENTICATED_ORCID_UNIQUE_INDEX))
        return { outcome: 'failed', reason: 'in-use' };
      throw error;
    }
    this.deps.eventsWritten();
    this.deps.logger.info({ userId, scopes: grant.scopes }, 'orcid iD connected');
    return { outcome: 'connected' };
  }

  /**
   * Which of these iDs belong to accounts that granted `/activities/update` (publishing's ORCID works,
   * asked over the internal route); with `withToken`, the access token too, for the one call that uses it.
   */
  async worksGrants(
    orcids: string[],
    withToken: boolean,
  ): Promise<{ orcid: string; accessToken?: string }[]> {
    const grants = await orcidConnections.worksGrantsOf(
      this.deps.pool,
      orcids,
      ORCID_SCOPE_ACTIVITIES_UPDATE,
    );
    return grants.map((g) => (withToken ? g : { orcid: g.orcid }));
  }

  /** Forgets ORCID's grant: the iD stays on the profile as a typed (unauthenticated) one. */
  async disconnect(auth: AuthClaims): Promise<UserRow> {
    const user = await withTransaction(this.deps.pool, async (client) => {
      const locked = await users.findById(client, auth.sub, { forUpdate: true });
      if (!locked) throw new NotFoundError(USER_NOT_FOUND);
      await orcidConnections.remove(client, locked.id);
      if (!locked.orcid_authenticated || !locked.orcid) return { row: locked, changed: false };
      const updated = await users.setOrcid(client, locked.id, locked.orcid, false);
      if (updated) await publishProfileUpdated(client, updated);
      return { row: updated ?? locked, changed: true };
    });
    if (user.changed) this.deps.eventsWritten();
    return user.row;
  }

  /** Whether the account's iD is authenticated and ORCID granted adding works to its record. */
  async statusOf(user: UserRow): Promise<OrcidStatus> {
    const scopes = user.orcid_authenticated
      ? await orcidConnections.scopesOf(this.deps.pool, user.id)
      : undefined;
    return {
      orcidAuthenticated: user.orcid_authenticated,
      orcidWorksGranted: (scopes ?? []).includes(ORCID_SCOPE_ACTIVITIES_UPDATE),
      orcidSignInAvailable: this.enabled,
    };
  }
}
