// Texts of the forgotten-password and reset pages. The request's answer comes from the server (the
// same for every address); the password rules are the registration's (SPEC section 5).
export const PASSWORD_RESET_MESSAGES = {
  requestFailed: 'Something went wrong. Please try again.',
  resetFailed: 'The password could not be changed. Please try again.',
  missingToken: 'This link has expired or was already used.',
  done: 'Your password has been changed. You can now sign in with it.',
} as const;
