import type { CookieOptions, Request, Response } from 'express';
import { REFRESH_IDLE_MS, type SubjectKind } from '../domain/sessions.service';

/**
 * The refresh token lives only in this cookie: HttpOnly (no script reads it), SameSite=Strict (no other
 * site's page sends it), Secure when the request came over HTTPS, and scoped to the path of the two
 * endpoints that read it (login routes set it there too).
 */
const COOKIES: Record<SubjectKind, { name: string; path: string }> = {
  author: { name: 'journal_refresh', path: '/api/registration' },
  admin: { name: 'journal_admin_refresh', path: '/api/admin-auth' },
};

const options = (req: Request, kind: SubjectKind): CookieOptions => ({
  httpOnly: true,
  secure: req.secure,
  sameSite: 'strict',
  path: COOKIES[kind].path,
});

export function setRefreshCookie(req: Request, res: Response, kind: SubjectKind, token: string): void {
  res.cookie(COOKIES[kind].name, token, { ...options(req, kind), maxAge: REFRESH_IDLE_MS });
}

export function clearRefreshCookie(req: Request, res: Response, kind: SubjectKind): void {
  res.clearCookie(COOKIES[kind].name, options(req, kind));
}

export function readRefreshCookie(req: Request, kind: SubjectKind): string | undefined {
  const name = COOKIES[kind].name;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
