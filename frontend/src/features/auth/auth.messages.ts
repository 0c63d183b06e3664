// Error and success texts of SPEC section 8 for login and registration.
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed. Please check your password.',
  checkFailed: 'Something went wrong. Please try again.',
  connectionFailed: 'Connection failed. Please try again.',
  incomplete: 'Please fill in all required fields and accept the terms.',
  registrationFailed: 'Registration failed. Please try again.',
  registrationSuccess: 'Registration successful! Please check your email for verification.',
} as const;
