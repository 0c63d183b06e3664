export { AdminLoginService } from './admin-login.service';
export { AuthorLoginService } from './author-login.service';
export { CookieConsentService } from './cookie-consent.service';
export { GoogleSignInService } from './google-sign-in.service';
export { RegistrationService } from './registration.service';
export { ProfileService } from './profile.service';
