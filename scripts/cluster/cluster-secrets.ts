import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSigningKeys } from '@journal/auth';
import { resolveAdminCredentials, type AdminCredentials } from '../../gateway/src/embedded/admin-credentials';
import type { ClusterConfig } from './cluster-config';

export interface ClusterSecrets {
  jwtPrivateKey: string;
  jwtPublicKey: string;
  internalToken: string;
  admin: AdminCredentials;
  /** Where the keys came from, for the start banner. */
  keysSource: string;
}

/**
 * The JWT key pair (given, else generated once under DATA_DIR/keys like the embedded mode, so tokens
 * survive a cluster restart), the internal token (given, else new for this run) and the main admin.
 */
export function resolveSecrets(config: ClusterConfig): ClusterSecrets {
  let jwtPrivateKey = config.JWT_PRIVATE_KEY;
  let jwtPublicKey = config.JWT_PUBLIC_KEY;
  let keysSource = 'JWT_PRIVATE_KEY';
  if (!jwtPrivateKey) {
    const keysDir = path.join(config.DATA_DIR, 'keys');
    loadSigningKeys({ keysDir }); // generates the pair on first use
    jwtPrivateKey = readFileSync(path.join(keysDir, 'jwt-private.pem'), 'utf8');
    jwtPublicKey = readFileSync(path.join(keysDir, 'jwt-public.pem'), 'utf8');
    keysSource = keysDir;
  } else if (!jwtPublicKey) {
    const keys = loadSigningKeys({ privateKeyPem: jwtPrivateKey });
    jwtPublicKey = keys.publicKeys[0]!.export({ type: 'spki', format: 'pem' }).toString();
  }
  return {
    jwtPrivateKey,
    jwtPublicKey: jwtPublicKey!,
    internalToken: config.INTERNAL_TOKEN ?? randomBytes(32).toString('hex'),
    admin: resolveAdminCredentials({
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      dataDir: config.DATA_DIR,
    }),
    keysSource,
  };
}
