import { Router } from 'express';
import { authOf, requireAuth, type TokenVerifier } from '@journal/auth';
import { ForbiddenError, UnauthorizedError, validate } from '@journal/errors';
import { adminView, dashboardAccountView } from '../domain/admin-login.service';
import { LOGIN_SUCCESS } from '../domain/messages';
import type { AdminLoginService } from '../domain/services';
import { adminLoginSchema } from '../domain/login.input';
import type { SessionsService } from '../domain/sessions.service';
import { readRefreshCookie } from './session-cookie';
import { mountLogout, sendSession } from './session.routes';

/**
 * `/api/admin-auth/*`: the dashboard's login (the administrator, and since issue 28 the accounts holding
 * a journal role), refresh, logout and the current account. Either session's refresh token lives in the
 * admin login's cookie.
 */
export function adminAuthRoutes(deps: {
  verifier: TokenVerifier;
  adminLogin: AdminLoginService;
  sessions: SessionsService;
}): Router {
  const router = Router();

  router.post('/api/admin-auth/login', async (req, res) => {
    const { email, password } = validate(adminLoginSchema, req.body);
    const session = await deps.adminLogin.login(email, password, req.ip);
    sendSession(req, res, 'admin', session, {
      message: LOGIN_SUCCESS,
      admin: dashboardAccountView(session.account),
    });
  });

  router.post('/api/admin-auth/refresh', async (req, res) => {
    const session = await deps.adminLogin.refresh(readRefreshCookie(req, 'admin'));
    sendSession(req, res, 'admin', session, { admin: dashboardAccountView(session.account) });
  });

  // An editor's session is an author session kept in the admin cookie: logout ends either kind.
  mountLogout(router, '/api/admin-auth/logout', 'admin', deps, ['author']);

  // Lets the dashboard check its stored token on the server (SPEC only checks the browser's storage).
  router.get('/api/admin-auth/me', requireAuth(deps.verifier), async (req, res) => {
    const auth = authOf(req);
    if (auth.role === 'admin') {
      const admin = await deps.adminLogin.byId(auth.sub);
      if (!admin) throw new UnauthorizedError('Administrator account no longer exists');
      res.json({ success: true, admin: adminView(admin) });
      return;
    }
    const editor = await deps.adminLogin.editorById(auth.sub);
    if (!editor) throw new ForbiddenError('Administrator access required');
    res.json({ success: true, admin: dashboardAccountView({ kind: 'editor', user: editor }) });
  });

  return router;
}
