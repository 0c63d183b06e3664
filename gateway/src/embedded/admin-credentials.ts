import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AdminCredentials {
  email: string;
  password: string;
  /** Where a person finds the password (printed at start, never the password itself). */
  source: string;
}

/**
 * ADMIN_PASSWORD when configured; otherwise a strong password generated on first start and kept in
 * DATA_DIR/admin-password.txt (mode 0600), so the embedded site has a working admin out of the box.
 */
export function resolveAdminCredentials(options: {
  email: string;
  password?: string;
  dataDir: string;
}): AdminCredentials {
  if (options.password)
    return { email: options.email, password: options.password, source: 'the ADMIN_PASSWORD variable' };
  const file = path.join(options.dataDir, 'admin-password.txt');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(18).toString('base64url')}\n`, { mode: 0o600 });
  }
  return { email: options.email, password: readFileSync(file, 'utf8').trim(), source: file };
}
