// Client-side checks of SPEC section 5 for the login and registration screens.

/** The simple {email} pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const MIN_PASSWORD_LENGTH = 12;

export interface RegistrationFields {
  givenNames: string;
  familyName: string;
  password: string;
  repeatPassword: string;
  termsAccepted: boolean;
}

/** The five registration checks, in the order of SPEC section 5. */
export const REGISTRATION_CHECKS: readonly { message: string; passes: (f: RegistrationFields) => boolean }[] =
  [
    { message: 'Please enter your given names', passes: (f) => f.givenNames.trim() !== '' },
    { message: 'Please enter your family name', passes: (f) => f.familyName.trim() !== '' },
    {
      message: 'Password must be at least 12 characters',
      passes: (f) => f.password.length >= MIN_PASSWORD_LENGTH,
    },
    {
      message: 'Passwords do not match',
      passes: (f) => f.repeatPassword === f.password && f.password !== '',
    },
    { message: 'Please accept the terms and conditions', passes: (f) => f.termsAccepted },
  ];

export interface RegistrationCheckResult {
  passed: number;
  total: number;
  /** Messages of the failing checks, in specification order. */
  failures: string[];
}

export function checkRegistration(fields: RegistrationFields): RegistrationCheckResult {
  const failures = REGISTRATION_CHECKS.filter((check) => !check.passes(fields)).map((check) => check.message);
  return {
    passed: REGISTRATION_CHECKS.length - failures.length,
    total: REGISTRATION_CHECKS.length,
    failures,
  };
}
