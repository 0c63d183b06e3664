/** User-facing texts of the identity service that more than one use case shares. */
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const DUPLICATE_EMAIL = 'An account with this email already exists.';
export const LOGIN_SUCCESS = 'Login successful';
export const REGISTRATION_SUCCESS = 'Registration successful! Please check your email for verification.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const USER_NOT_FOUND = 'User not found';
export const NOT_OWN_ACCOUNT = 'You can only access your own account';
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Current password is required to change email';
export const TOO_MANY_EMAIL_CHANGES = 'Too many verification emails were sent. Please try again in an hour.';
export const TOO_MANY_MAILS_TO_ADDRESS =
  'Too many confirmation emails were sent to this address recently. Please try again later.';
export const PASSWORD_RESET_REQUESTED =
  'If an account exists for this address, we have sent a link to reset the password.';
export const PASSWORD_RESET_LINK_INVALID = 'This link has expired or was already used.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now sign in with it.';
export const TOO_MANY_PASSWORD_RESETS = 'Too many password reset requests. Please try again later.';
