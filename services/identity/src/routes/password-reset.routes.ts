import { Router } from 'express';
import { validate } from '@journal/errors';
import { PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED } from '../domain/messages';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../domain/password-reset.input';
import type { PasswordResetService } from '../domain/password-reset.service';

/** `/api/registration/password-reset*`: the forgotten-password request and the reset link's form. */
export function passwordResetRoutes(deps: { passwordReset: PasswordResetService }): Router {
  const router = Router();

  // The same 200 and body for every well-formed address; the links are made after the answer is sent,
  // so neither the answer nor its time tells whether an account exists.
  router.post('/api/registration/password-reset', async (req, res) => {
    const { email } = validate(passwordResetRequestSchema, req.body);
    await deps.passwordReset.admit(email, req.ip);
    res.json({ success: true, message: PASSWORD_RESET_REQUESTED });
    deps.passwordReset.sendLinksLater(email);
  });

  router.post('/api/registration/password-reset/confirm', async (req, res) => {
    const input = validate(passwordResetConfirmSchema, req.body);
    await deps.passwordReset.confirm(input);
    res.json({ success: true, message: PASSWORD_RESET_DONE });
  });

  return router;
}
