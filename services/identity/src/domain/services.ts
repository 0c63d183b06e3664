import type { createAdminLoginService } from './admin-login.service';
import type { createAuthorLoginService } from './author-login.service';
import type { createCookieConsentService } from './cookie-consent.service';
import type { createGoogleSignInService } from './google-sign-in.service';

export type { RegistrationService } from './registration.service';
export type { ProfileService } from './profile.service';
export type AuthorLoginService = ReturnType<typeof createAuthorLoginService>;
export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
export type AdminLoginService = ReturnType<typeof createAdminLoginService>;
export type CookieConsentService = ReturnType<typeof createCookieConsentService>;
