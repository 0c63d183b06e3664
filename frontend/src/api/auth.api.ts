import { apiRequest } from './client';

export interface CheckEmailResponse {
  success: boolean;
  exists?: boolean;
  message?: string;
}

export interface LoginResponse {
  success: boolean;
  token?: string;
  message?: string;
  user?: { given_names?: string | null; family_name?: string | null; email?: string | null };
}

export interface RegistrationPayload {
  email: string;
  givenNames: string;
  familyName: string;
  password: string;
  termsAccepted: boolean;
  marketingAccepted: boolean;
  /** The solved ALTCHA challenge, when the server asks for one (issue 26 item 7). */
  altcha?: string;
}

export interface MessageResponse {
  success: boolean;
  message?: string;
}

export interface AdminLoginResponse {
  success: boolean;
  token?: string;
  message?: string;
  admin?: { email: string; given_names?: string | null; family_name?: string | null; role: string };
}

export function checkEmail(email: string): Promise<CheckEmailResponse> {
  return apiRequest<CheckEmailResponse>('/registration/check-email', { method: 'POST', json: { email } });
}

export function login(email: string, password: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/registration/login', { method: 'POST', json: { email, password } });
}

export function register(payload: RegistrationPayload): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/registration/register', { method: 'POST', json: payload });
}

/** Exchanges a Google Identity Services credential for our own token (same shape as login). */
export function loginWithGoogle(credential: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/registration/google', { method: 'POST', json: { credential } });
}

export function adminLogin(email: string, password: string): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>('/admin-auth/login', { method: 'POST', json: { email, password } });
}
