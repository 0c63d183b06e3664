/** Password hashing port; the argon2id adapter is the real one, unit tests may pass a fast fake. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for either. */
  verify(hash: string, password: string): Promise<boolean>;
  /** Verifies against a fixed dummy hash so unknown accounts cost as much time as known ones. */
  burn(password: string): Promise<void>;
}
