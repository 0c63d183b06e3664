import { useSyncExternalStore } from 'react';

/** Browser storage keys, exactly as SPEC section 3. The token key is shared by authors and admins (section 6). */
export const STORAGE_KEYS = {
  token: 'adminAuthToken',
  email: 'userEmail',
  name: 'userName',
  googleCredential: 'googleCredential',
  isLoggedIn: 'isLoggedIn',
  role: 'adminRole',
} as const;

export interface Session {
  isLoggedIn: boolean;
  email: string | null;
  name: string | null;
  role: string | null;
}

export interface LoginData {
  token: string;
  email: string;
  /** Given name; falls back to the part of the email before the @ (SPEC section 4). */
  name?: string | null;
  role?: string | null;
  googleCredential?: string | null;
}

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: string, value: string | null | undefined): void {
  const store = storage();
  if (!store) return;
  if (value === null || value === undefined || value === '') store.removeItem(key);
  else store.setItem(key, value);
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function getEmail(): string | null {
  return read(STORAGE_KEYS.email);
}

export function getName(): string | null {
  return read(STORAGE_KEYS.name);
}

export function getRole(): string | null {
  return read(STORAGE_KEYS.role);
}

/** Logged in = token and email both present (SPEC section 4). */
export function isLoggedIn(): boolean {
  return Boolean(getToken() && getEmail());
}

export function displayNameFor(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : (email.split('@')[0] ?? email);
}

export function saveLogin(data: LoginData): void {
  write(STORAGE_KEYS.token, data.token);
  write(STORAGE_KEYS.email, data.email);
  write(STORAGE_KEYS.name, displayNameFor(data.name, data.email));
  write(STORAGE_KEYS.isLoggedIn, 'true');
  if (data.role !== undefined) write(STORAGE_KEYS.role, data.role);
  if (data.googleCredential !== undefined) write(STORAGE_KEYS.googleCredential, data.googleCredential);
  notify();
}

/** Third-party callback: the credential is kept before it is exchanged for a token. */
export function saveGoogleCredential(credential: string): void {
  write(STORAGE_KEYS.googleCredential, credential);
  notify();
}

/**
 * After a profile edit the stored email and name follow the new values (SPEC section 8); a changed
 * email comes with a fresh token carrying it.
 */
export function updateStoredIdentity(email: string, name: string, token?: string | null): void {
  write(STORAGE_KEYS.email, email);
  write(STORAGE_KEYS.name, displayNameFor(name, email));
  if (token) write(STORAGE_KEYS.token, token);
  notify();
}

/** A silent refresh: the new access token takes the old one's place (same storage key). */
export function replaceToken(token: string, email?: string): void {
  write(STORAGE_KEYS.token, token);
  if (email) write(STORAGE_KEYS.email, email);
  notify();
}

export function logout(): void {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
  notify();
}

let cachedKey = '';
let cachedSession: Session = { isLoggedIn: false, email: null, name: null, role: null };

function snapshot(): Session {
  const token = getToken();
  const email = getEmail();
  const name = getName();
  const role = getRole();
  const key = JSON.stringify([token, email, name, role]);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = { isLoggedIn: Boolean(token && email), email, name, role };
  }
  return cachedSession;
}

const serverSnapshot: Session = { isLoggedIn: false, email: null, name: null, role: null };

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs change localStorage too; the storage event only fires across documents.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function getSession(): Session {
  return snapshot();
}

/** Re-renders whenever this tab or another one changes the stored session. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, snapshot, () => serverSnapshot);
}
