// The signed-in author's full name, remembered from the last profile load so the header avatar shows the
// same initials as the profile sidebar (the session itself stores only the given name, SPEC section 3).
// Kept with the email it belongs to: after a logout or another login the stored entry no longer matches
// and is ignored.
import { useSyncExternalStore } from 'react';
import { initialsFor } from './initials';

const STORAGE_KEY = 'userFullName';
const listeners = new Set<() => void>();

interface Entry {
  email: string;
  fullName: string;
}

function read(): Entry | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'email' in parsed && 'fullName' in parsed) {
      const { email, fullName } = parsed as Record<string, unknown>;
      if (typeof email === 'string' && typeof fullName === 'string') return { email, fullName };
    }
  } catch {
    // A corrupt entry is simply not used.
  }
  return null;
}

export function rememberFullName(email: string, givenNames: string, familyName: string): void {
  const fullName = `${givenNames.trim()} ${familyName.trim()}`.trim();
  const current = read();
  if (current?.email === email && current.fullName === fullName) return;
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ email, fullName }));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered full name for `email`, or null when none is known for that account. */
export function useFullName(email: string | null): string | null {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(STORAGE_KEY));
  if (!email || raw === null) return null;
  const entry = read();
  return entry && entry.email.toLowerCase() === email.toLowerCase() ? entry.fullName : null;
}

/** Avatar initials for the signed-in account: from the full name once known, else the stored name. */
export function useAccountInitials(name: string | null, email: string | null): string {
  return initialsFor(useFullName(email) ?? name, email);
}
