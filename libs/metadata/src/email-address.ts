export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const MAX_EMAIL_LENGTH = 254;

/**
 * zod 4's default email pattern, copied so the SPA applies the same rule without bundling zod; the
 * server's event contracts check co-author emails with z.email(), so both sides must agree.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}
