import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  SESSION_EXPIRED_MESSAGE,
  type SessionRevocations,
  type TokenSigner,
} from '@journal/auth';
import { DAY_MS } from '@journal/config';
import { withTransaction, type Pool, type Queryable } from '@journal/db';
import { UnauthorizedError } from '@journal/errors';
import type { Logger } from '@journal/logger';
import * as sessions from '../repositories/sessions.repository';
import type { SubjectKind } from '../repositories/sessions.repository';

export type { SubjectKind };

/** A refresh token is good for 7 days after its last use, and a session for 30 days at most. */
export const REFRESH_IDLE_MS = 7 * DAY_MS;
export const SESSION_MAX_MS = 30 * DAY_MS;
/**
 * Two tabs refreshing with the same cookie at once: the slower one presents a token the faster one has
 * just exchanged. Within this grace it gets an access token (its browser already holds the new cookie)
 * instead of ending the session as a copied token would.
 */
export const ROTATION_GRACE_MS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hashOf = (raw: string) => createHash('sha256').update(raw).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export interface SessionGrant {
  sid: string;
  subjectId: string;
  /** Set the cookie to it; absent inside the rotation grace (the browser already has the newer one). */
  refreshToken?: string;
}

/** Whom an access token is for: the account's id, address and names (signed in, ADR 0026). */
export interface TokenSubject {
  id: string;
  email: string;
  given_names?: string | null;
  family_name?: string | null;
}

/** The token's claims for a subject: names ride along so other services need not ask identity for them. */
const claimsOf = (subject: TokenSubject, role: SubjectKind, sid: string) => ({
  sub: subject.id,
  email: subject.email,
  role,
  sid,
  given_names: subject.given_names ?? undefined,
  family_name: subject.family_name ?? undefined,
});

export interface SessionsDeps {
  pool: Pool;
  logger: Logger;
  signer: TokenSigner;
  revocations: SessionRevocations;
}

/** Login sessions: a rotating refresh token per session, short access tokens carrying its id (`sid`). */
export class SessionsService {
  constructor(private readonly deps: SessionsDeps) {}

  /** Tells every service to refuse the sessions' access tokens from now on (they live 15 minutes at most). */
  async announce(ids: string[]): Promise<void> {
    const until = Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 60_000;
    await this.deps.revocations.revoke(ids.map((sid) => ({ sid, until })));
  }

  private async revoke(db: Queryable, ids: string[], reason: string): Promise<string[]> {
    return sessions.revoke(
      db,
      ids.filter((id) => UUID.test(id)),
      reason,
    );
  }

  async start(kind: SubjectKind, subjectId: string): Promise<Required<SessionGrant>> {
    const refreshToken = newRefreshToken();
    const row = await sessions.insert(this.deps.pool, {
      kind,
      subjectId,
      refreshHash: hashOf(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_IDLE_MS),
    });
    return { sid: row.id, subjectId, refreshToken };
  }

  /** Exchanges a refresh token for a new one; a token presented twice ends its whole session. */
  async refresh(kind: SubjectKind, raw: string | undefined): Promise<SessionGrant> {
    if (!raw || raw.length > 200) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
    const hash = hashOf(raw);
    const outcome = await withTransaction(this.deps.pool, async (client) => {
      const current = await sessions.findByRefreshHash(client, hash, true);
      const now = Date.now();
      if (current) {
        const live =
          current.subject_kind === kind &&
          !current.revoked_at &&
          current.expires_at.getTime() > now &&
          current.created_at.getTime() + SESSION_MAX_MS > now;
        if (!live) return undefined;
        const refreshToken = newRefreshToken();
        await sessions.rotate(client, current, hashOf(refreshToken), new Date(now + REFRESH_IDLE_MS));
        return { sid: current.id, subjectId: current.subject_id, refreshToken, revoked: undefined };
      }
      const rotated = await sessions.findByRotatedHash(client, hash);
      if (!rotated || rotated.revoked_at || rotated.subject_kind !== kind) return undefined;
      if (now - rotated.token_rotated_at.getTime() < ROTATION_GRACE_MS)
        return { sid: rotated.id, subjectId: rotated.subject_id };
      // A refresh token used twice: someone holds a copy. End the family, for the thief and the owner.
      this.deps.logger.warn({ sid: rotated.id }, 'rotated refresh token reused; session revoked');
      return { revoked: await this.revoke(client, [rotated.id], 'refresh token reuse') };
    });
    if (outcome?.revoked) await this.announce(outcome.revoked);
    if (!outcome?.sid) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
    return { sid: outcome.sid, subjectId: outcome.subjectId, refreshToken: outcome.refreshToken };
  }

  /** Logout: the access token's session and the refresh cookie's, whichever were presented. */
  async end(kind: SubjectKind, sid: string | undefined, refreshToken: string | undefined): Promise<void> {
    const ids = sid ? [sid] : [];
    if (refreshToken && refreshToken.length <= 200) {
      const session = await sessions.findByRefreshHash(this.deps.pool, hashOf(refreshToken));
      if (session?.subject_kind === kind) ids.push(session.id);
    }
    const ended = await this.revoke(this.deps.pool, ids, 'logout');
    // The token's own sid even without a row (a token minted by a tool): its holder asked to end it.
    await this.announce([...new Set([...ended, ...(sid ? [sid] : [])])]);
  }

  /** After a password change: every session of the account but the one that made the change. */
  async endOthers(db: Queryable, kind: SubjectKind, subjectId: string, keep: string): Promise<string[]> {
    const others = await sessions.liveIdsOf(db, kind, subjectId, UUID.test(keep) ? keep : undefined);
    return this.revoke(db, others, 'password changed');
  }

  /** After a password reset: every session of the account (whoever holds them). */
  async endAll(db: Queryable, kind: SubjectKind, subjectId: string, reason: string): Promise<string[]> {
    return this.revoke(db, await sessions.liveIdsOf(db, kind, subjectId), reason);
  }

  accessToken(subject: TokenSubject, role: SubjectKind, sid: string): string {
    return this.deps.signer.sign(claimsOf(subject, role, sid));
  }

  /** A refresh: the cookie's session goes on with a new access token for its (still existing) account. */
  async resume<T extends TokenSubject>(
    kind: SubjectKind,
    refreshToken: string | undefined,
    load: (id: string) => Promise<T | undefined>,
  ): Promise<{ token: string; refreshToken?: string; subject: T }> {
    const grant = await this.refresh(kind, refreshToken);
    const subject = await load(grant.subjectId);
    if (!subject) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE);
    const token = this.deps.signer.sign(claimsOf(subject, kind, grant.sid));
    return { token, refreshToken: grant.refreshToken, subject };
  }

  /** A login: a new session, its first access token and refresh token. */
  async open(
    kind: SubjectKind,
    subject: TokenSubject,
  ): Promise<{ token: string; refreshToken: string; sid: string }> {
    const grant = await this.start(kind, subject.id);
    const token = this.deps.signer.sign(claimsOf(subject, kind, grant.sid));
    return { token, refreshToken: grant.refreshToken, sid: grant.sid };
  }
}
