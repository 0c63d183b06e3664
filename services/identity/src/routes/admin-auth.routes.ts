import { Router } from 'express';
import { authOf, requireAdmin, type TokenVerifier } from '@journal/auth';
import { UnauthorizedError, validate } from '@journal/errors';
import { adminView } from '../domain/admin-login.service';
import { LOGIN_SUCCESS } from '../domain/messages';
import type { AdminLoginService } from '../domain/services';
import { adminLoginSchema } from '../domain/login.input';
import type { SessionsService } from '../domain/sessions.service';
import { readRefreshCookie } from './session-cookie';
import { mountLogout, sendSession } from './session.routes';

/** `/api/admin-auth/*`: administrator login and the current administrator. */
export function adminAuthRoutes(deps: {
  verifier: TokenVerifier;
  adminLogin: AdminLoginService;
  sessions: SessionsService;
}): Router {
  const router = Router();

  router.post('/api/admin-auth/login', async (req, res) => {
    const { email, password } = validate(adminLoginSchema, req.body);
    const session = await deps.adminLogin.login(email, password, req.ip);
    sendSession(req, res, 'admin', session, { message: LOGIN_SUCCESS, admin: adminView(session.admin) });
  });

  router.post('/api/admin-auth/refresh', async (req, res) => {
    const session = await deps.adminLogin.refresh(readRefreshCookie(req, 'admin'));
    sendSession(req, res, 'admin', session, { admin: adminView(session.admin) });
  });

  mountLogout(router, '/api/admin-auth/logout', 'admin', deps);

  // Lets the dashboard check its stored token on the server (SPEC only checks the browser's storage).
  router.get('/api/admin-auth/me', requireAdmin(deps.verifier), async (req, res) => {
    const admin = await deps.adminLogin.byId(authOf(req).sub);
    if (!admin) throw new UnauthorizedError('Administrator account no longer exists');
    res.json({ success: true, admin: adminView(admin) });
  });

  return router;
}
