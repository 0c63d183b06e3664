import { ValidationError, validate } from '@journal/errors';
import { registrationSchema } from '../../src/domain/registration.input';
import { profileUpdateSchema } from '../../src/domain/profile-update.input';
import { institutionSchema } from '../../src/domain/institution.input';
import { cookieConsentSchema } from '../../src/domain/cookie-consent.input';
import { adminLoginSchema } from '../../src/domain/login.input';

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  return undefined;
};

describe('registrationSchema', () => {
  const valid = {
    email: ' a@example.com ',
    givenNames: ' Ada ',
    familyName: 'Lovelace',
    password: 'x'.repeat(12),
    termsAccepted: true,
  };

  it('trims names and email, keeps the password as typed, defaults marketing to false', () => {
    expect(validate(registrationSchema, { ...valid, password: ' padded pass ' })).toEqual({
      email: 'a@example.com',
      givenNames: 'Ada',
      familyName: 'Lovelace',
      password: ' padded pass ',
      marketingAccepted: false,
    });
  });

  it('treats wrong types as missing values with the SPEC message', () => {
    expect(messageOf(() => validate(registrationSchema, { ...valid, givenNames: 42 }))).toBe(
      'Please enter your given names',
    );
    expect(messageOf(() => validate(registrationSchema, { ...valid, termsAccepted: 'true' }))).toBe(
      'Please accept the terms and conditions',
    );
    expect(messageOf(() => validate(registrationSchema, undefined))).toBe('Enter a valid email address');
  });

  it('accepts repeatPassword as the confirmation too', () => {
    expect(messageOf(() => validate(registrationSchema, { ...valid, repeatPassword: 'different!!!!' }))).toBe(
      'Passwords do not match',
    );
    expect(
      messageOf(() => validate(registrationSchema, { ...valid, repeatPassword: valid.password })),
    ).toBeUndefined();
  });
});

describe('profileUpdateSchema', () => {
  const base = { given_names: 'Ada', family_name: 'Lovelace' };

  it('no password change when every password field is empty', () => {
    expect(
      validate(profileUpdateSchema, { ...base, current_password: '', new_password: '' }).passwordChange,
    ).toBeUndefined();
  });

  it('new_email is only checked when sent', () => {
    expect(validate(profileUpdateSchema, base).newEmail).toBeUndefined();
    expect(validate(profileUpdateSchema, { ...base, new_email: ' b@example.com ' }).newEmail).toBe(
      'b@example.com',
    );
    expect(messageOf(() => validate(profileUpdateSchema, { ...base, new_email: '   ' }))).toBe(
      'Email is required',
    );
  });

  it('128 characters is the longest new password', () => {
    const long = 'n'.repeat(129);
    expect(
      messageOf(() => validate(profileUpdateSchema, { ...base, current_password: 'c', new_password: long })),
    ).toBe('New password must be at most 128 characters long');
  });
});

describe('other schemas', () => {
  it('institution is trimmed and bounded', () => {
    expect(validate(institutionSchema, { institution: '  IIT Bombay ' }).institution).toBe('IIT Bombay');
    expect(messageOf(() => validate(institutionSchema, {}))).toBe('Please enter your institution');
  });

  it('cookie consent keeps null email and needs a boolean consent', () => {
    expect(validate(cookieConsentSchema, { consent: false, userEmail: null })).toMatchObject({
      consent: false,
      userEmail: null,
    });
    expect(messageOf(() => validate(cookieConsentSchema, { consent: 'false' }))).toBe(
      'Consent must be true or false',
    );
    expect(
      messageOf(() => validate(cookieConsentSchema, { consent: true, sessionId: 's'.repeat(201) })),
    ).toBe('Session id must be text of at most 200 characters');
  });

  it('admin login: missing fields first, then the email format', () => {
    expect(messageOf(() => validate(adminLoginSchema, { email: 'a@b.co' }))).toBe(
      'Please fill in all fields',
    );
    expect(messageOf(() => validate(adminLoginSchema, { email: 'nope', password: 'x' }))).toBe(
      'Enter a valid email address',
    );
  });
});
