import type { Request, Response, Router } from 'express';
import { bearerToken, type TokenVerifier } from '@journal/auth';
import type { SessionsService, SubjectKind } from '../domain/sessions.service';
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
 * the refresh cookie's; answers 200 either way, so a client can always log out. `alsoKinds`: sessions of
 * other kinds this cookie may hold (the admin login's cookie holds an editor's author session, issue 28).
 */
export function mountLogout(
  router: Router,
  path: string,
  kind: SubjectKind,
  deps: { verifier: TokenVerifier; sessions: SessionsService },
  alsoKinds: SubjectKind[] = [],
): void {
  router.post(path, async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    let claimed: { role: string; sid: string } | undefined;
    if (token) {
      try {
        claimed = deps.verifier.verify(token, { ignoreExpiration: true });
      } catch {
        // A forged or foreign token ends nothing.
      }
    }
    const cookie = readRefreshCookie(req, kind);
    for (const subjectKind of [kind, ...alsoKinds])
      await deps.sessions.end(subjectKind, claimed?.role === subjectKind ? claimed.sid : undefined, cookie);
    clearRefreshCookie(req, res, kind);
    res.json({ success: true, message: 'Logged out' });
  });
}
