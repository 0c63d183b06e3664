import { Router } from 'express';
import { authOf, type TokenVerifier } from '@journal/auth';
import { isSafeText, validate } from '@journal/errors';
import type {
  AuthorLoginService,
  GoogleSignInService,
  ProfileService,
  RegistrationService,
} from '../domain/services';
import type { CookieConsentService } from '../domain/services';
import { LOGIN_SUCCESS, REGISTRATION_SUCCESS } from '../domain/messages';
import { sessionUser } from '../domain/user.view';
import { cookieConsentSchema } from '../domain/cookie-consent.input';
import { emailOnlySchema, googleSignInSchema, loginSchema } from '../domain/login.input';
import { editorialPreferencesSchema, PREFERENCE_KEYS } from '../domain/editorial-preferences.input';
import { profileUpdateSchema } from '../domain/profile-update.input';
import { registrationSchema } from '../domain/registration.input';
import { optionalAuth, requireAuthor } from './route-helpers';
import { readRefreshCookie } from './session-cookie';
import { mountLogout, sendSession } from './session.routes';
import type { SessionsService } from '../domain/sessions.service';
import type { RegistrationGuard } from '../domain/registration-guard';
import { z } from 'zod';

// The ALTCHA widget's answer travels beside the registration fields (base64 JSON, a few hundred bytes).
const challengeAnswerSchema = z.object({ altcha: z.string().max(8_000).optional() });

export interface RegistrationRoutesDeps {
  verifier: TokenVerifier;
  registration: RegistrationService;
  registrationGuard: RegistrationGuard;
  authorLogin: AuthorLoginService;
  google: GoogleSignInService;
  profile: ProfileService;
  cookieConsent: CookieConsentService;
  sessions: SessionsService;
}

/** `/api/registration/*` except submit-paper (owned by the submission service). */
export function registrationRoutes(deps: RegistrationRoutesDeps): Router {
  const router = Router();
  const author = requireAuthor(deps.verifier);

  router.post('/api/registration/check-email', async (req, res) => {
    const { email } = validate(emailOnlySchema, req.body);
    const exists = await deps.registration.emailExists(email);
    res.json({ success: true, exists, message: exists ? 'Email found' : 'Email not registered' });
  });

  // The registration form's proof-of-work challenge (issue 26 item 7): a challenge when it is on,
  // `{ enabled: false }` when off (an answer, not a 404: the SPA asks on every registration page).
  router.get('/api/registration/challenge', async (_req, res) => {
    const challenge = await deps.registrationGuard.challenge();
    res.set('cache-control', 'no-store').json(challenge ?? { success: true, enabled: false });
  });

  router.post('/api/registration/register', async (req, res) => {
    const input = validate(registrationSchema, req.body);
    const { altcha } = validate(challengeAnswerSchema, req.body);
    await deps.registrationGuard.admit(req.ip, altcha);
    await deps.registration.register(input);
    res.status(201).json({ success: true, message: REGISTRATION_SUCCESS });
  });

  router.post('/api/registration/login', async (req, res) => {
    const { email, password } = validate(loginSchema, req.body);
    const session = await deps.authorLogin.login(email, password, req.ip);
    sendSession(req, res, 'author', session, { message: LOGIN_SUCCESS, user: sessionUser(session.user) });
  });

  router.post('/api/registration/google', async (req, res) => {
    const { credential } = validate(googleSignInSchema, req.body);
    const session = await deps.google.signIn(credential);
    sendSession(req, res, 'author', session, { message: LOGIN_SUCCESS, user: sessionUser(session.user) });
  });

  // Silent refresh: the HttpOnly cookie buys a new short access token (and a new cookie).
  router.post('/api/registration/refresh', async (req, res) => {
    const session = await deps.authorLogin.refresh(readRefreshCookie(req, 'author'));
    sendSession(req, res, 'author', session, { user: sessionUser(session.user) });
  });

  mountLogout(router, '/api/registration/logout', 'author', deps);

  // The link in the verification mail: always ends on the login page, which tells the outcome.
  router.get('/api/registration/verify-email', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const verified = await deps.registration.verifyEmail(token);
    res.redirect(302, `/login?verified=${verified ? 1 : 0}`);
  });

  router.put('/api/registration/update-profile', author, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const prefs = validate(editorialPreferencesSchema, pick(body, PREFERENCE_KEYS));
    // Issue 29: a body of only the editorial lists changes only them; SPEC's form still needs its names.
    const isPreference = (key: string) => (PREFERENCE_KEYS as readonly string[]).includes(key);
    // Without an editorial list the body is SPEC's form, checked as before (an empty one included).
    const formSent =
      !Object.keys(body).some(isPreference) ||
      Object.keys(body).some((key) => key !== 'userEmail' && !isPreference(key));
    const userEmail = typeof body.userEmail === 'string' ? body.userEmail : undefined;
    const input = formSent ? validate(profileUpdateSchema, body) : undefined;
    const formResult = input ? await deps.profile.update(authOf(req), input, req.ip) : undefined;
    const user = await deps.profile.setEditorialPreferences(
      authOf(req),
      input?.userEmail ?? userEmail,
      prefs,
    );
    const result = { emailChanged: formResult?.emailChanged ?? false, user };
    res.json({
      success: true,
      message: result.emailChanged
        ? 'Profile updated successfully. Please check your new email for verification.'
        : 'Profile updated successfully',
      data: {
        email_changed: result.emailChanged,
        user: sessionUser(result.user),
      },
    });
  });

  // userEmail is recorded only when it is the signed-in caller's own; anyone else's is stored as null.
  router.post('/api/registration/cookie-consent', optionalAuth(deps.verifier), async (req, res) => {
    const consent = validate(cookieConsentSchema, req.body);
    const ownEmail = req.auth?.role === 'author' ? req.auth.email.toLowerCase() : undefined;
    const headerAgent = req.get('user-agent')?.slice(0, 1000);
    const saved = await deps.cookieConsent.record({
      ...consent,
      userEmail: consent.userEmail && consent.userEmail.toLowerCase() === ownEmail ? consent.userEmail : null,
      userAgent: consent.userAgent ?? (headerAgent && isSafeText(headerAgent) ? headerAgent : null),
    });
    res.status(201).json({ success: true, message: 'Cookie consent recorded', data: { id: saved.id } });
  });

  router.get('/api/registration/profile/:id', author, async (req, res) => {
    const { user, submissionsUnavailable } = await deps.profile.getById(authOf(req), String(req.params.id));
    res.json({
      success: true,
      message: 'Profile loaded',
      user,
      submissions_unavailable: submissionsUnavailable,
    });
  });

  return router;
}

function pick(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in body).map((key) => [key, body[key]]));
}
