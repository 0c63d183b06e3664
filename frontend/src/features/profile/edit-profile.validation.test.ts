import { validateEditProfile, wantsPasswordChange, type EditProfileFields } from './edit-profile.validation';

const VALID: EditProfileFields = {
  givenNames: 'Ada',
  familyName: 'Lovelace',
  email: 'ada@example.org',
  orcid: '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

describe('validateEditProfile', () => {
  it('accepts an empty or valid ORCID iD (X check character included) and refuses a wrong one', () => {
    for (const orcid of ['', '0000-0002-1694-233X', 'https://orcid.org/0000-0002-1825-0097'])
      expect(validateEditProfile({ ...VALID, orcid }, false)).toEqual({});
    for (const orcid of ['0000-0002-1694-2330', '0000-0002-1825-0098', 'orcid'])
      expect(validateEditProfile({ ...VALID, orcid }, false)).toEqual({
        orcid: 'Please enter a valid ORCID iD',
      });
  });

  it('accepts a complete profile without a password change', () => {
    expect(validateEditProfile(VALID, false)).toEqual({});
    expect(validateEditProfile(VALID, true)).toEqual({});
  });

  it('requires given names, family name and email (after trimming)', () => {
    expect(validateEditProfile({ ...VALID, givenNames: ' ', familyName: '', email: '  ' }, false)).toEqual({
      givenNames: 'Given names are required',
      familyName: 'Family name is required',
      email: 'Email is required',
    });
  });

  it('checks the email pattern', () => {
    expect(validateEditProfile({ ...VALID, email: 'ada@example' }, false).email).toBe(
      'Please enter a valid email address',
    );
  });

  it('ignores password fields while the section is closed', () => {
    expect(validateEditProfile({ ...VALID, newPassword: 'short' }, false)).toEqual({});
    expect(wantsPasswordChange({ ...VALID, newPassword: 'short' }, false)).toBe(false);
  });

  it('applies the password rules once any password field is filled in the open section', () => {
    expect(validateEditProfile({ ...VALID, confirmPassword: 'x' }, true)).toEqual({
      currentPassword: 'Current password is required to change password',
      newPassword: 'New password is required',
    });
    expect(
      validateEditProfile(
        { ...VALID, currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' },
        true,
      ),
    ).toEqual({
      newPassword: 'New password must be at least 12 characters long',
    });
    expect(
      validateEditProfile(
        { ...VALID, currentPassword: 'old', newPassword: 'long-enough-pw', confirmPassword: 'different-pw!' },
        true,
      ),
    ).toEqual({ confirmPassword: 'New password and confirm password do not match' });
    expect(
      validateEditProfile(
        {
          ...VALID,
          currentPassword: 'old',
          newPassword: 'long-enough-pw',
          confirmPassword: 'long-enough-pw',
        },
        true,
      ),
    ).toEqual({});
  });
});
