import { failedAnswer } from '../../api/api-error';
import { AUTH_MESSAGES } from './auth.messages';

/**
 * What a failed call shows: the server's message (`fallback` when it gave none), or the connection
 * message when no answer came at all.
 */
export function failureMessage(err: unknown, fallback: string): string {
  const failed = failedAnswer(err);
  return failed ? failed.message || fallback : AUTH_MESSAGES.connectionFailed;
}
