import type { Request, Response, Router } from 'express';
import { bearerToken, type TokenVerifier } from '@journal/auth';
import type { SessionsService } from '../domain/sessions.service';
import type { SubjectKind } from '../repositories/sessions.repository';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './session-cookie';

/** Answers a login or refresh: the refresh token goes into the cookie, never into the body. */
export function sendSession(
  req: Request,
  res: Response,
  kind: SubjectKind,
  session: { token: string; refreshToken?: string },
  fields: Record<string, unknown>,
): void {
  if (session.refreshToken) setRefreshCookie(req, res, kind, session.refreshToken);
  res.json({ success: true, token: session.token, ...fields });
}

/**
 * `POST <base>/logout`: ends the presented access token's session (even an expired token names it) and
 * the refresh cookie's; answers 200 either way, so a client can always log out.
 */
export function mountLogout(
  router: Router,
  path: string,
  kind: SubjectKind,
  deps: { verifier: TokenVerifier; sessions: SessionsService },
): void {
  router.post(path, async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    let sid: string | undefined;
    if (token) {
      try {
        const claims = deps.verifier.verify(token, { ignoreExpiration: true });
        if (claims.role === kind) sid = claims.sid;
      } catch {
        // A forged or foreign token ends nothing.
      }
    }
    await deps.sessions.end(kind, sid, readRefreshCookie(req, kind));
    clearRefreshCookie(req, res, kind);
    res.json({ success: true, message: 'Logged out' });
  });
}
