import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SigningKeys {
  /** Only the identity service holds it. */
  privateKey?: KeyObject;
  /** Every key a token may be signed with; more than one during a key rotation. */
  publicKeys: KeyObject[];
}

export function generateKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Splits a text holding one or more PEM public keys (rotation: old and new side by side). */
export function parsePublicKeys(pems: string): KeyObject[] {
  const blocks = pems.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [];
  return blocks.map((block) => createPublicKey(block));
}

/**
 * Keys from configuration, or (embedded default) a pair generated once under `keysDir` and reused on
 * every start so tokens survive a restart.
 */
export function loadSigningKeys(options: {
  privateKeyPem?: string;
  publicKeyPem?: string;
  keysDir?: string;
}): SigningKeys {
  if (options.privateKeyPem || options.publicKeyPem) {
    const privateKey = options.privateKeyPem ? createPrivateKey(options.privateKeyPem) : undefined;
    const publicKeys = options.publicKeyPem
      ? parsePublicKeys(options.publicKeyPem)
      : privateKey
        ? [createPublicKey(privateKey)]
        : [];
    if (!publicKeys.length) throw new Error('No public key found in JWT_PUBLIC_KEY');
    return { privateKey, publicKeys };
  }
  if (!options.keysDir) throw new Error('Either JWT keys or a keys directory is required');
  const privatePath = path.join(options.keysDir, 'jwt-private.pem');
  const publicPath = path.join(options.keysDir, 'jwt-public.pem');
  if (!existsSync(privatePath)) {
    mkdirSync(options.keysDir, { recursive: true, mode: 0o700 });
    const pair = generateKeyPair();
    writeFileSync(privatePath, pair.privateKeyPem, { mode: 0o600 });
    writeFileSync(publicPath, pair.publicKeyPem, { mode: 0o600 });
  }
  const privateKey = createPrivateKey(readFileSync(privatePath, 'utf8'));
  return { privateKey, publicKeys: [createPublicKey(privateKey)] };
}

/**
 * The public key(s) that verify identity's tokens in the other services: JWT_PUBLIC_KEY, else the key
 * identity generated under DATA_DIR/keys. Verifying services never generate keys: a key of their own
 * would verify nothing identity signs.
 */
export function loadVerifierKeys(options: { publicKeyPem?: string; keysDir: string }): KeyObject[] {
  let pem = options.publicKeyPem;
  if (!pem) {
    const file = path.join(options.keysDir, 'jwt-public.pem');
    if (!existsSync(file)) throw new Error(`JWT_PUBLIC_KEY is unset and ${file} does not exist`);
    pem = readFileSync(file, 'utf8');
  }
  const keys = parsePublicKeys(pem);
  if (keys.length === 0) throw new Error('JWT_PUBLIC_KEY holds no PEM public key');
  return keys;
}
