import { getEmail, getRole, getToken } from '../../api/session';

export interface AdminIdentity {
  token: string;
  email: string;
  role: string;
}

/** The dashboard needs token, email and role in storage (SPEC section 4); the server checks the rest. */
export function storedAdmin(): AdminIdentity | null {
  const token = getToken();
  const email = getEmail();
  const role = getRole();
  return token && email && role ? { token, email, role } : null;
}
