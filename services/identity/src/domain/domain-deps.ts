import type { TokenSigner } from '@journal/auth';
import type { Pool } from '@journal/db';
import type { Logger } from '@journal/logger';
import type { LoginThrottle } from '../repositories/login-throttle.port';
import type { PasswordHasher } from './password-hasher.port';
import type { SessionsService } from './sessions.service';

/** What the identity use cases share; built once by createIdentityService. */
export interface DomainDeps {
  pool: Pool;
  logger: Logger;
  hasher: PasswordHasher;
  signer: TokenSigner;
  throttle: LoginThrottle;
  /** Login sessions (refresh tokens, revocation). */
  sessions: SessionsService;
  /** Wakes the outbox relay right after a commit that wrote events. */
  eventsWritten: () => void;
  /** Absolute site URL, for the verification links. */
  publicUrl: string;
}
