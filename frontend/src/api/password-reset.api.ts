import { apiRequest } from './client';
import type { MessageResponse } from './auth.api';

/** Asks for a reset link; the server answers the same for every address (no account enumeration). */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/registration/password-reset', { method: 'POST', json: { email } });
}

/** Sets a new password with the mailed link's token; 400 with the server's message when refused. */
export function confirmPasswordReset(
  token: string,
  password: string,
  confirmPassword: string,
): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/registration/password-reset/confirm', {
    method: 'POST',
    json: { token, password, confirmPassword },
  });
}
